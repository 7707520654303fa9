// A request held at the breakpoint: what it will carry, and the way to open it for editing or send it as is.
import { useSessionActions } from '../../store';

export function PendingRow({ step, messageCount, onOpen }: { step: number; messageCount: number | null; onOpen(): void }) {
  const actions = useSessionActions();
  return (
    <div className="pending-row" role="group" aria-label={`Request ${step} is paused`}>
      <div>
        <strong>Request {step} is paused before sending</strong>
        <span className="card-note">
          {' '}
          — {messageCount === null ? 'the body' : `${messageCount} messages`} ready to go. Read or edit the exact body, then send it.
        </span>
      </div>
      <div className="pending-actions">
        <button type="button" className="btn btn-primary btn-sm" onClick={onOpen}>
          Open request {step}
        </button>
        <button type="button" className="btn btn-sm" onClick={() => actions.sendPending()}>
          Send as is
        </button>
      </div>
    </div>
  );
}
