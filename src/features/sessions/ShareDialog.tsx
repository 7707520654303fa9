// Share link: the session compressed into the link's fragment (never sent to a server), or why it does not fit.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton, Dialog } from '../../ui';
import { useMessageWords, useSavedSessionsActions, type ShareResult } from '../../store';
import { downloadText } from './download';

export function ShareDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('sessions');
  const actions = useSavedSessionsActions();
  const words = useMessageWords();
  const [result, setResult] = useState<ShareResult | null>(null);
  // Built when the dialog opens: a link is a snapshot of the session at that moment.
  useEffect(() => {
    if (!open) return;
    let live = true;
    void actions.share().then((made) => live && setResult(made));
    return () => {
      live = false;
      setResult(null);
    };
  }, [open, actions]);
  const linkId = useId();
  return (
    <Dialog open={open} title={t('share.title')} onClose={onClose} size="wide" description={t('share.description')}>
      {result?.ok && (
        <div className="share-link">
          <label htmlFor={linkId}>{t('share.link', { count: result.chars })}</label>
          <div className="share-link-row">
            <input
              id={linkId}
              className="input mono"
              readOnly
              value={result.url}
              onFocus={(e) => e.currentTarget.select()}
            />
            <CopyButton text={result.url} label={t('share.copy')} />
          </div>
        </div>
      )}
      {result && !result.ok && (
        <div className="share-too-big" role="alert">
          <p>{words(result.error)}</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void actions.exportFile().then((file) => downloadText(file.fileName, file.text))}
          >
            {t('share.download')}
          </button>
        </div>
      )}
    </Dialog>
  );
}
