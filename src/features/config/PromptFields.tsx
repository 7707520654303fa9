// System prompt and first user message: the two messages every run starts from (the seed's [0] and [1]).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, useSessionActions } from '../../store';
import { Field } from './Field';

export function PromptFields() {
  const { t } = useTranslation('config');
  const systemPrompt = useSession((s) => s.draft.systemPrompt);
  const userMessage = useSession((s) => s.draft.userMessage);
  const actions = useSessionActions();
  const systemId = useId();
  const userId = useId();
  return (
    <>
      <Field label={t('prompts.system')} htmlFor={systemId} hint={t('prompts.systemHint')}>
        <textarea id={systemId} className="textarea" rows={2} value={systemPrompt} onChange={(e) => actions.updateDraft((d) => ({ ...d, systemPrompt: e.target.value }))} />
      </Field>
      <Field label={t('prompts.user')} htmlFor={userId}>
        <textarea id={userId} className="textarea" rows={3} value={userMessage} onChange={(e) => actions.updateDraft((d) => ({ ...d, userMessage: e.target.value }))} />
      </Field>
    </>
  );
}
