// The run toolbar: Run, Step, Pause-before-request, Stop, Reset (the loop's status sits in the panel header).
import { useSession, useSessionActions } from '../../store';
import { Icon } from '../../ui';
import { PaceSelect } from './PaceSelect';
import { controlState } from './run-status';
import './controls.css';

export function RunControls() {
  const actions = useSessionActions();
  const status = useSession((s) => s.engine.branches[s.engine.activeBranchId]?.status ?? 'idle');
  const hasPending = useSession((s) => s.engine.pending !== null);
  const hasExchanges = useSession((s) => (s.engine.branches[s.engine.activeBranchId]?.exchanges.length ?? 0) > 0);
  const breakpoints = useSession((s) => s.engine.breakpoints);
  const detached = useSession((s) => s.detached);
  const state = controlState(status, hasPending, hasExchanges);

  return (
    <div className="run-controls" id="loop-controls" role="toolbar" aria-label="Loop controls">
      <button type="button" className="btn btn-primary" disabled={!state.canRun} onClick={() => void actions.run()} title="Run the loop (R)">
        <Icon.play /> Run
      </button>
      <button type="button" className="btn" disabled={!state.canStep} onClick={() => void actions.step()} title="Send one request and run its tools (S)">
        <Icon.step /> <span className="run-label">Step</span>
      </button>
      <button
        type="button"
        className="btn"
        aria-pressed={breakpoints}
        onClick={() => actions.setBreakpoints(!breakpoints)}
        title="Hold each request before it is sent, so you can read or edit it (P)"
        aria-label="Pause before request"
      >
        {/* Narrow toolbars show just "Pause"; the accessible name keeps the whole phrase. */}
        <Icon.pause /> Pause<span className="run-label-more">before request</span>
      </button>
      <button type="button" className="btn btn-danger" disabled={!state.canStop} onClick={actions.stop} title="Stop (X)">
        <Icon.stop /> <span className="run-label">Stop</span>
      </button>
      <button type="button" className="btn" disabled={!state.canReset && !detached} onClick={actions.reset} title="Reset to the configuration (Shift+R)">
        <Icon.reset /> <span className="run-label">Reset</span>
      </button>
      <PaceSelect />
    </div>
  );
}
