// Import: paste text or pick a file; the format is recognised, named, and refused with a precise message when wrong.
import { useId, useState } from 'react';
import { Dialog } from '../../ui';
import { useSessions, useSessionsActions } from '../../store';

export function ImportDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const actions = useSessionsActions();
  const message = useSessions((s) => s.message);
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
      title="Import"
      onClose={onClose}
      size="wide"
      description="A Loopscope session file, or what you already have: a Chat Completions request body, a messages array, a Responses input list, a HAR file, or JSON Lines of request/response pairs."
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>Cancel</button>
          <button type="button" className="btn btn-primary" disabled={!text.trim()} onClick={() => void actions.importText(text).then(done)}>
            Import pasted text
          </button>
        </>
      }
    >
      <div className="import-file">
        <label htmlFor={fileId}>Choose a file</label>
        <input
          id={fileId}
          type="file"
          accept=".json,.jsonl,.har,.lhar,.ndjson,application/json"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void actions.importFile(file).then(done);
          }}
        />
        <p className="import-hint">You can also drop a file anywhere on the page.</p>
      </div>
      <label htmlFor={textId} className="import-label">Or paste it here</label>
      <textarea id={textId} className="textarea mono import-text" rows={10} value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} />
      {failed && message?.tone === 'error' && (
        <p className="import-error" role="alert">
          {message.text}
        </p>
      )}
    </Dialog>
  );
}
