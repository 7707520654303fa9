// Multi-turn: a follow-up user message ("What about Paris?") appended to the same messages list, then the loop runs.
import { forwardRef, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { followUpsFor, useServices, useSession, useSessionActions } from '../../store';

export const ContinueBox = forwardRef<HTMLTextAreaElement>(function ContinueBox(_props, ref) {
  const { t } = useTranslation('timeline');
  const [text, setText] = useState('');
  const actions = useSessionActions();
  const id = useId();
  const status = useSession((s) => s.engine.branches[s.engine.activeBranchId]?.status ?? 'idle');
  const hasMessages = useSession((s) => (s.engine.branches[s.engine.activeBranchId]?.messages.length ?? 0) > 0);
  const pending = useSession((s) => s.engine.pending !== null);
  const { scenarios } = useServices();
  const scenario = useSession((s) => scenarios.find((sc) => sc.id === s.scenarioId));
  // The scenario's follow-ups fit only its own question; one already asked on this branch is not offered again.
  const followUps = useSession(useShallow((s) => followUpsFor(scenario, s.engine)));
  // The placeholder's example: the first follow-up that fits, even once asked.
  const example = useSession((s) => followUpsFor(scenario, { ...s.engine, activeBranchId: '' })[0]);
  const ready =
    hasMessages &&
    !pending &&
    (status === 'done' || status === 'error' || status === 'aborted' || status === 'max-steps');

  const submit = (value = text.trim()) => {
    if (!value || !ready) return;
    setText('');
    void actions.continueWith(value);
  };

  return (
    <form
      className="continue-box"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="ui-visually-hidden">
        {t('continue.label')}
      </label>
      <textarea
        ref={ref}
        id={id}
        className="textarea continue-input"
        rows={1}
        value={text}
        placeholder={
          !ready
            ? t('continue.notReady')
            : example
              ? t('continue.example', { text: example })
              : t('continue.placeholder')
        }
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            submit();
          }
        }}
      />
      <button type="submit" className="btn btn-primary" disabled={!ready || text.trim() === ''}>
        {t('continue.send')}
      </button>
      {ready && text === '' && followUps.length > 0 && (
        <div className="follow-ups" aria-label={t('continue.suggested')} role="group">
          {followUps.map((f) => (
            <button key={f} type="button" className="btn btn-sm follow-up" onClick={() => submit(f)}>
              {f}
            </button>
          ))}
        </div>
      )}
    </form>
  );
});
