// The run toolbar: Run, Step, Pause-before-request, Stop, Reset, and the loop's status in words.
import { useSession, useSessionActions } from '../../store';
import { controlState } from './run-status';
import './controls.css';

export function RunControls({ onHelp }: { onHelp(): void }) {
  const actions = useSessionActions();
  const status = useSession((s) => s.engine.branches[s.engine.activeBranchId]?.status ?? 'idle');
  const hasPending = useSession((s) => s.engine.pending !== null);
  const hasExchanges = useSession((s) => (s.engine.branches[s.engine.activeBranchId]?.exchanges.length ?? 0) > 0);
  const breakpoints = useSession((s) => s.engine.breakpoints);
  const detached = useSession((s) => s.detached);
  const state = controlState(status, hasPending, hasExchanges);

  return (
    <div className="run-controls" role="toolbar" aria-label="Loop controls">
      <button type="button" className="btn btn-primary" disabled={!state.canRun} onClick={() => void actions.run()} title="Run the loop (R)">
        <span aria-hidden="true">▶</span> Run
      </button>
      <button type="button" className="btn" disabled={!state.canStep} onClick={() => void actions.step()} title="Send one request and run its tools (S)">
        <span aria-hidden="true">⏭</span> Step
      </button>
      <button
        type="button"
        className="btn"
        aria-pressed={breakpoints}
        onClick={() => actions.setBreakpoints(!breakpoints)}
        title="Hold each request before it is sent, so you can read or edit it (P)"
      >
        <span aria-hidden="true">⏸</span> Pause before request
      </button>
      <button type="button" className="btn btn-danger" disabled={!state.canStop} onClick={actions.stop} title="Stop (X)">
        <span aria-hidden="true">■</span> Stop
      </button>
      <button type="button" className="btn" disabled={!state.canReset && !detached} onClick={actions.reset} title="Reset to the configuration (Shift+R)">
        <span aria-hidden="true">↺</span> Reset
      </button>
      <span className="run-status" data-tone={state.tone} role="status" aria-live="polite">
        {detached ? 'Loaded snapshot' : state.label}
      </span>
      <button type="button" className="btn btn-ghost btn-sm help-button" onClick={onHelp} aria-label="Keyboard shortcuts" title="Keyboard shortcuts (?)">
        <kbd>?</kbd>
      </button>
    </div>
  );
}
