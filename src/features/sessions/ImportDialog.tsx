// Import: paste text or pick a file; the format is recognised, named, and refused with a precise message when wrong.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui';
import { useMessageWords, useSavedSessions, useSavedSessionsActions } from '../../store';

export function ImportDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('sessions');
  const actions = useSavedSessionsActions();
  const message = useSavedSessions((s) => s.message);
  const words = useMessageWords();
  const [text, setText] = useState('');
  const [failed, setFailed] = useState(false);
  const textId = useId();
  const fileId = useId();
  const done = (ok: boolean) => {
    setFailed(!ok);
    if (ok) {
      setText('');
      onClose();
    }
  };
  return (
    <Dialog
      open={open}
      title={t('import.title')}
      onClose={onClose}
      size="wide"
      description={t('import.description')}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!text.trim()}
            onClick={() => void actions.guardReplace(() => actions.importText(text).then(done))}
          >
            {t('import.paste')}
          </button>
        </>
      }
    >
      <div className="import-file">
        <label htmlFor={fileId}>{t('import.choose')}</label>
        <input
          id={fileId}
          type="file"
          accept=".json,.jsonl,.har,.lhar,.ndjson,application/json"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void actions.guardReplace(() => actions.importFile(file).then(done));
          }}
        />
        <p className="import-hint">{t('import.drop')}</p>
      </div>
      <label htmlFor={textId} className="import-label">
        {t('import.pasteHere')}
      </label>
      <textarea
        id={textId}
        className="textarea mono import-text"
        rows={10}
        value={text}
        onChange={(e) => setText(e.target.value)}
        spellCheck={false}
      />
      {failed && message?.tone === 'error' && (
        <p className="import-error" role="alert">
          {words(message)}
        </p>
      )}
    </Dialog>
  );
}
