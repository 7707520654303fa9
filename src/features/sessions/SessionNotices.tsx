// Status lines about saving: storage missing or full, another tab's changes, a shared read-only session, undo a delete.
import { useTranslation } from 'react-i18next';
import { useMessageWords, useSavedSessions, useSavedSessionsActions } from '../../store';
import { ReplaceConfirm } from './ReplaceConfirm';

export function SessionNotices() {
  const { t } = useTranslation('sessions');
  const actions = useSavedSessionsActions();
  const storageNotice = useSavedSessions((s) => s.storageNotice);
  const conflict = useSavedSessions((s) => s.conflict);
  const readOnly = useSavedSessions((s) => s.current.readOnly);
  const deleted = useSavedSessions((s) => s.deleted);
  const message = useSavedSessions((s) => s.message);
  const words = useMessageWords();
  return (
    <div className="session-notices" data-testid="session-notices">
      <ReplaceConfirm />
      {storageNotice && (
        <p className="session-banner" data-tone="warn" role="status" data-testid="storage-notice">
          {/* The browser's words end in a full stop of their own; the notice's brackets close them. */}
          {t(`notices.storage.${storageNotice.reason}`, { detail: storageNotice.detail.replace(/\.\s*$/, '') })}
        </p>
      )}
      {conflict && (
        <div className="session-banner" data-tone="warn" role="alert">
          <p>{t('notices.conflict')}</p>
          <div className="session-banner-actions">
            <button type="button" className="btn btn-sm" onClick={() => void actions.loadTheirs()}>
              {t('notices.loadTheirs')}
            </button>
            <button type="button" className="btn btn-sm" onClick={() => void actions.keepMine()}>
              {t('notices.keepMine')}
            </button>
          </div>
        </div>
      )}
      {readOnly && (
        <div className="session-banner" data-tone="info" role="status">
          <p>{t('notices.readOnly')}</p>
          <div className="session-banner-actions">
            <button type="button" className="btn btn-sm btn-primary" onClick={() => void actions.forkShared()}>
              {t('notices.fork')}
            </button>
          </div>
        </div>
      )}
      {deleted && (
        <div className="session-banner" data-tone="info" role="status">
          <p>{t('notices.deleted', { name: deleted.name })}</p>
          <div className="session-banner-actions">
            <button type="button" className="btn btn-sm" onClick={() => void actions.undoRemove()}>
              {t('notices.undo')}
            </button>
          </div>
        </div>
      )}
      {message && (
        <div
          className="session-banner"
          data-tone={message.tone === 'error' ? 'error' : 'info'}
          role={message.tone === 'error' ? 'alert' : 'status'}
        >
          <p className="session-banner-text">{words(message)}</p>
          <div className="session-banner-actions">
            {message.sessionId && (
              <button type="button" className="btn btn-sm" onClick={() => void actions.open(message.sessionId!)}>
                {t('notices.openKept')}
              </button>
            )}
            <button
              type="button"
              className="btn btn-sm btn-ghost"
              onClick={actions.dismissMessage}
              aria-label={t('notices.dismissName')}
            >
              {t('notices.dismiss')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
