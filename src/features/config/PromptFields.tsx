// System prompt and first user message: the two messages every run starts from (the seed's [0] and [1]).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiStyle } from '@loopscope/engine/types';
import { styleViews, useSession, useSessionActions } from '../../store';
import { Field } from './Field';

/** Where the system prompt goes in the configured style: Chat's messages[0], a Responses input item or instructions, an assistant's instructions. */
const SYSTEM_HINTS = {
  message: 'prompts.systemHint',
  input: 'prompts.systemHintInput',
  instructions: 'prompts.systemHintInstructions',
  assistant: 'prompts.systemHintAssistant',
} as const;

function systemHintKey(style: ApiStyle, asInstructions: boolean) {
  return SYSTEM_HINTS[styleViews(style).systemPrompt(asInstructions)];
}

export function PromptFields() {
  const { t } = useTranslation('config');
  const systemPrompt = useSession((s) => s.draft.systemPrompt);
  const userMessage = useSession((s) => s.draft.userMessage);
  const hint = useSession((s) => systemHintKey(s.draft.apiStyle, s.draft.options.systemAsInstructions === true));
  const actions = useSessionActions();
  const systemId = useId();
  const userId = useId();
  return (
    <>
      <Field label={t('prompts.system')} htmlFor={systemId} hint={t(hint)}>
        <textarea
          id={systemId}
          className="textarea"
          rows={2}
          value={systemPrompt}
          onChange={(e) => actions.updateDraft((d) => ({ ...d, systemPrompt: e.target.value }))}
        />
      </Field>
      <Field label={t('prompts.user')} htmlFor={userId}>
        <textarea
          id={userId}
          className="textarea"
          rows={3}
          value={userMessage}
          onChange={(e) => actions.updateDraft((d) => ({ ...d, userMessage: e.target.value }))}
        />
      </Field>
    </>
  );
}
