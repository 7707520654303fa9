// The loop stopped at a call whose tool has no implementation (an imported payload's own tool): the user types its result.
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSession, useSessionActions } from '../../store';

export function AskedToolCall({ name, callId }: { name: string; callId: string }) {
  const { t } = useTranslation('timeline');
  const actions = useSessionActions();
  const busy = useSession((s) => s.engine.branches[s.engine.activeBranchId]?.status === 'running');
  const [text, setText] = useState('');
  const id = useId();
  return (
    <form
      className="asked-call"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void actions.answerToolCall(callId, text);
      }}
    >
      <p id={`${id}-title`} className="asked-call-title">
        <strong>{t('asked.title', { name })}</strong>
      </p>
      <p className="asked-call-note">
        <Trans t={t} i18nKey="asked.body" values={{ name, callId }} components={{ code: <code /> }} />
      </p>
      <label htmlFor={id}>{t('asked.label', { name, callId })}</label>
      <textarea
        id={id}
        className="textarea mono"
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        spellCheck={false}
      />
      <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
        {t('asked.send')}
      </button>
    </form>
  );
}
