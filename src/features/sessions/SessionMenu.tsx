// The header's session controls: the open session's name and save state, and the ways to list, import, export and share.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './sessions.css';
import { useSavedSessions, useSavedSessionsActions } from '../../store';
import { ExportDialog } from './ExportDialog';
import { ImportDialog } from './ImportDialog';
import { SessionsDialog } from './SessionsDialog';
import { ShareDialog } from './ShareDialog';
import { useFileDrop } from './use-file-drop';

type Open = 'sessions' | 'import' | 'export' | 'share' | null;

export function SessionMenu() {
  const { t } = useTranslation('sessions');
  const [open, setOpen] = useState<Open>(null);
  const name = useSavedSessions((s) => s.current.name);
  const status = useSavedSessions((s) => s.status);
  const actions = useSavedSessionsActions();
  const close = useCallback(() => setOpen(null), []);
  const onDrop = useCallback((file: File) => void actions.guardReplace(() => actions.importFile(file)), [actions]);
  const dragging = useFileDrop(onDrop);

  return (
    <div className="session-menu">
      <div className="session-current" title={name}>
        <span className="session-current-name" data-testid="session-name">
          {name}
        </span>
        <span className="session-current-status" data-testid="save-status" data-status={status}>
          {t(`status.${status}`)}
        </span>
      </div>
      <button type="button" className="btn btn-ghost" onClick={() => setOpen('sessions')}>
        {t('menu.sessions')}
      </button>
      <button type="button" className="btn btn-ghost" onClick={() => setOpen('import')}>
        {t('menu.import')}
      </button>
      <button type="button" className="btn btn-ghost" onClick={() => setOpen('export')}>
        {t('menu.export')}
      </button>
      <button type="button" className="btn btn-ghost" onClick={() => setOpen('share')}>
        {t('menu.share')}
      </button>
      <SessionsDialog open={open === 'sessions'} onClose={close} />
      <ImportDialog open={open === 'import'} onClose={close} />
      <ExportDialog open={open === 'export'} onClose={close} />
      <ShareDialog open={open === 'share'} onClose={close} />
      {dragging && (
        <div className="drop-overlay" aria-hidden="true">
          <p>{t('menu.drop')}</p>
        </div>
      )}
    </div>
  );
}
