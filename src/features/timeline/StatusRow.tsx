// Why the loop stopped, in words a learner understands (finish_reason stop, an error, max steps, Stop pressed).
import type { RunStatus } from '../../store/engine-types';

const TITLES: Partial<Record<RunStatus, string>> = {
  done: 'The loop is done',
  error: 'The loop stopped on an error',
  aborted: 'You stopped the loop',
  'max-steps': 'The loop hit its step limit',
};

export function StatusRow({ status, reason }: { status: RunStatus; reason: string | null }) {
  return (
    <div className="status-row" data-status={status}>
      <strong>{TITLES[status] ?? status}</strong>
      {reason && <span> — {reason}</span>}
    </div>
  );
}
