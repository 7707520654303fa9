// Request options: streaming, parallel tool calls, tool_choice, the loop's step limit and the seed.
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { SessionOptions, ToolChoiceOption } from '@loopscope/engine/types';
import { useSession, useSessionActions } from '../../store';
import { Field } from './Field';

function choiceValue(choice: ToolChoiceOption): string {
  return typeof choice === 'string' ? choice : `fn:${choice.name}`;
}

function parseChoice(value: string): ToolChoiceOption {
  return value.startsWith('fn:') ? { name: value.slice(3) } : (value as ToolChoiceOption);
}

export function OptionsFields() {
  const { t } = useTranslation('config');
  const options = useSession((s) => s.draft.options);
  const toolNames = useSession((s) => s.draft.tools.map((tool) => tool.name).join('\n'));
  const actions = useSessionActions();
  const ids = { stream: useId(), parallel: useId(), choice: useId(), steps: useId(), seed: useId() };
  const set = (patch: Partial<SessionOptions>) =>
    actions.updateDraft((d) => ({ ...d, options: { ...d.options, ...patch } }));

  return (
    <>
      <div className="check-row">
        <input
          id={ids.stream}
          type="checkbox"
          checked={options.stream}
          onChange={(e) => set({ stream: e.target.checked })}
        />
        <label htmlFor={ids.stream}>
          <Trans t={t} i18nKey="options.stream" components={{ code: <code /> }} />
        </label>
      </div>
      <div className="check-row">
        <input
          id={ids.parallel}
          type="checkbox"
          checked={options.parallelToolCalls}
          onChange={(e) => set({ parallelToolCalls: e.target.checked })}
        />
        <label htmlFor={ids.parallel}>
          <Trans t={t} i18nKey="options.parallel" components={{ code: <code /> }} />
        </label>
      </div>
      <Field label={<code>tool_choice</code>} htmlFor={ids.choice}>
        <select
          id={ids.choice}
          className="select"
          value={choiceValue(options.toolChoice)}
          onChange={(e) => set({ toolChoice: parseChoice(e.target.value) })}
        >
          <option value="auto">{t('options.choice.auto')}</option>
          <option value="none">{t('options.choice.none')}</option>
          <option value="required">{t('options.choice.required')}</option>
          {toolNames
            .split('\n')
            .filter(Boolean)
            .map((name) => (
              <option key={name} value={`fn:${name}`}>
                {t('options.choice.function', { name })}
              </option>
            ))}
        </select>
      </Field>
      <div className="field-pair">
        <Field label={t('options.maxSteps')} htmlFor={ids.steps} hint={t('options.maxStepsHint')}>
          <input
            id={ids.steps}
            className="input"
            type="number"
            min={1}
            max={50}
            value={options.maxSteps}
            onChange={(e) => set({ maxSteps: clamp(e.target.valueAsNumber, 1, 50, options.maxSteps) })}
          />
        </Field>
        <Field label={<code>seed</code>} htmlFor={ids.seed} hint={t('options.seedHint')}>
          <input
            id={ids.seed}
            className="input"
            type="number"
            value={options.seed}
            onChange={(e) => set({ seed: clamp(e.target.valueAsNumber, 0, 2 ** 31 - 1, options.seed) })}
          />
        </Field>
      </div>
    </>
  );
}

/** Number inputs report NaN while half-typed; keep the last good value instead of sending NaN. */
export function clamp(value: number, min: number, max: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.round(value)));
}
