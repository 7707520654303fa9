// The loop's status in words ("Paused before request", "Done"), announced politely to screen readers.
import { useSession } from '../../store';
import { controlState } from './run-status';

export function RunStatusPill() {
  const status = useSession((s) => s.engine.branches[s.engine.activeBranchId]?.status ?? 'idle');
  const hasPending = useSession((s) => s.engine.pending !== null);
  const detached = useSession((s) => s.detached);
  const state = controlState(status, hasPending, false);
  return (
    <span className="run-status" data-tone={detached ? 'idle' : state.tone} role="status" aria-live="polite" data-testid="run-status">
      {detached ? 'Loaded snapshot' : state.label}
    </span>
  );
}
