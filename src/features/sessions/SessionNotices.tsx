// Status lines about saving: storage missing or full, another tab's changes, a shared read-only session, undo a delete.
import { useSessions, useSessionsActions } from '../../store';

export function SessionNotices() {
  const actions = useSessionsActions();
  const storageNotice = useSessions((s) => s.storageNotice);
  const conflict = useSessions((s) => s.conflict);
  const readOnly = useSessions((s) => s.current.readOnly);
  const deleted = useSessions((s) => s.deleted);
  const message = useSessions((s) => s.message);
  return (
    <div className="session-notices" data-testid="session-notices">
      {storageNotice && (
        <p className="session-banner" data-tone="warn" role="status">
          {storageNotice}
        </p>
      )}
      {conflict && (
        <div className="session-banner" data-tone="warn" role="alert">
          <p>This session was changed in another tab. Saving here is paused so neither tab overwrites the other.</p>
          <div className="session-banner-actions">
            <button type="button" className="btn btn-sm" onClick={() => void actions.loadTheirs()}>Load the other tab’s version</button>
            <button type="button" className="btn btn-sm" onClick={() => void actions.keepMine()}>Keep this tab’s version</button>
          </div>
        </div>
      )}
      {readOnly && (
        <div className="session-banner" data-tone="info" role="status">
          <p>A shared session, open read-only: inspect everything, then fork it to run or edit.</p>
          <div className="session-banner-actions">
            <button type="button" className="btn btn-sm btn-primary" onClick={() => void actions.forkShared()}>Fork to edit</button>
          </div>
        </div>
      )}
      {deleted && (
        <div className="session-banner" data-tone="info" role="status">
          <p>Deleted “{deleted.name}”.</p>
          <div className="session-banner-actions">
            <button type="button" className="btn btn-sm" onClick={() => void actions.undoRemove()}>Undo delete</button>
          </div>
        </div>
      )}
      {message && (
        <div className="session-banner" data-tone={message.tone === 'error' ? 'error' : 'info'} role={message.tone === 'error' ? 'alert' : 'status'}>
          <p className="session-banner-text">{message.text}</p>
          <div className="session-banner-actions">
            <button type="button" className="btn btn-sm btn-ghost" onClick={actions.dismissMessage} aria-label="Dismiss message">Dismiss</button>
          </div>
        </div>
      )}
    </div>
  );
}
