// Share link: the session compressed into the link's fragment (never sent to a server), or why it does not fit.
import { useEffect, useId, useState } from 'react';
import { CopyButton, Dialog } from '../../ui';
import { useSessionsActions, type ShareResult } from '../../store';
import { downloadText } from './download';

export function ShareDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const actions = useSessionsActions();
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
    <Dialog
      open={open}
      title="Share link"
      onClose={onClose}
      size="wide"
      description="The whole session travels inside the link, after the #, which browsers never send to a server. Whoever opens it gets a read-only copy in their own browser. API keys are never included."
    >
      {result?.ok && (
        <div className="share-link">
          <label htmlFor={linkId}>Link ({result.chars.toLocaleString('en')} characters)</label>
          <div className="share-link-row">
            <input id={linkId} className="input mono" readOnly value={result.url} onFocus={(e) => e.currentTarget.select()} />
            <CopyButton text={result.url} label="Copy link" />
          </div>
        </div>
      )}
      {result && !result.ok && (
        <div className="share-too-big" role="alert">
          <p>{result.error}</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void actions.exportFile().then((file) => downloadText(file.fileName, file.text))}
          >
            Download session file
          </button>
        </div>
      )}
    </Dialog>
  );
}
