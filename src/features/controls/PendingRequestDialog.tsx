// The held request in Monaco: read it, edit it (or remove a message in one click), then Send — or Stop.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeEditor, Dialog } from '../../ui';
import { useSession, useSessionActions } from '../../store';
import { jsonError, outlineMessages, prettyBody, removeMessage } from './pending-body';

export function PendingRequestDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const pending = useSession((s) => s.engine.pending);
  if (!open || !pending) return null;
  // A new held request is a new document: remount so the editor starts from its body.
  return (
    <PendingEditor
      key={`${pending.step}:${pending.body.length}`}
      step={pending.step}
      method={pending.method}
      url={pending.url}
      body={pending.body}
      onClose={onClose}
    />
  );
}

function PendingEditor({
  step,
  method,
  url,
  body,
  onClose,
}: {
  step: number;
  method: string;
  url: string;
  body: string;
  onClose(): void;
}) {
  const { t } = useTranslation('controls');
  const actions = useSessionActions();
  const initial = prettyBody(body);
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const outline = outlineMessages(text);
  const edited = text !== initial;

  const send = () => {
    const problem = jsonError(text);
    if (problem) {
      // Keep the dialog and the text: the user fixes the typo instead of retyping the body.
      setError(t('pending.invalid', { problem }));
      return;
    }
    // Untouched: send the SDK's exact bytes, not our re-formatting of them.
    const refused = actions.sendPending(edited ? text : undefined);
    if (refused) setError(refused);
    else onClose();
  };

  return (
    <Dialog
      open
      size="wide"
      title={t('pending.title', { step })}
      description={
        <>
          <code>
            {method} {url}
          </code>{' '}
          {t('pending.description')}
        </>
      }
      onClose={onClose}
      onSubmit={send}
      submitHint={t('pending.submitHint')}
      footer={
        <>
          {edited && <span className="pending-edited">{t('pending.edited')}</span>}
          <button
            type="button"
            className="btn btn-danger"
            onClick={() => {
              actions.stop();
              onClose();
            }}
          >
            {t('stop.label')}
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => {
              setText(initial);
              setError(null);
            }}
            disabled={!edited}
          >
            {t('pending.revert')}
          </button>
          <button type="button" className="btn btn-primary" onClick={send}>
            {t('pending.send', { step })}
          </button>
        </>
      }
    >
      <div className="pending-editor">
        <CodeEditor
          value={text}
          onChange={(v) => {
            setText(v);
            setError(null);
          }}
          language="json"
          height="min(46vh, 400px)"
          ariaLabel={t('pending.body', { step })}
        />
        {error && (
          <p className="pending-error" role="alert">
            {error}
          </p>
        )}
        {outline && (
          <details className="pending-outline" open>
            <summary>{t('pending.outline', { count: outline.length })}</summary>
            <ol start={0}>
              {outline.map((m) => (
                <li key={m.index}>
                  <code>[{m.index}]</code> <strong>{m.role}</strong>{' '}
                  <span className="outline-summary">{m.summary}</span>
                  <button
                    type="button"
                    className="btn btn-sm btn-ghost"
                    onClick={() => {
                      const next = removeMessage(text, m.index);
                      if (next) setText(next);
                    }}
                    aria-label={t('pending.removeName', { index: m.index, role: m.role })}
                  >
                    {t('pending.remove')}
                  </button>
                </li>
              ))}
            </ol>
          </details>
        )}
      </div>
    </Dialog>
  );
}
