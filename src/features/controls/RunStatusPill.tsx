// The loop's status in words ("Paused before request", "Done"), announced politely to screen readers.
import { useSession, waitingToRetry } from '../../store';
import { controlState } from './run-status';

export function RunStatusPill() {
  const status = useSession((s) => s.engine.branches[s.engine.activeBranchId]?.status ?? 'idle');
  const hasPending = useSession((s) => s.engine.pending !== null);
  const detached = useSession((s) => s.detached);
  const state = controlState(status, hasPending, false);
  // Between SDK retries nothing is on the wire; say what the loop is waiting for instead of a bare "Running…".
  const retrying = useSession((s) => (status === 'running' && !hasPending ? waitingToRetry(s.engine.branches[s.engine.activeBranchId]?.exchanges.at(-1)) : null));
  return (
    <span className="run-status" data-tone={detached ? 'idle' : state.tone} role="status" aria-live="polite" data-testid="run-status">
      {detached ? 'Loaded snapshot' : (retrying ?? state.label)}
    </span>
  );
}
