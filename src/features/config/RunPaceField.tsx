// Assistants mode on the embedded mock: how fast a run moves through its statuses (the poll hint with it) and how long
// it waits in requires_action before it expires; saved with the session like its other options.
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSession, useSessionActions } from '../../store';
import type { SessionOptions } from '@loopscope/engine/types';
import {
  DEFAULT_EXPIRES_AFTER_SECONDS,
  DEFAULT_RUN_PACE,
  EXPIRES_AFTER_RANGE,
  RUN_PACES,
  type RunPace,
} from '@loopscope/payloads/assistants/run-pace';
import { Field } from './Field';
import { clamp } from './OptionsFields';

export function RunPaceField() {
  const { t } = useTranslation('config');
  const isMock = useSession((s) => s.draft.provider.kind === 'mock');
  const pace = useSession((s) => s.draft.options.assistantsRunPace ?? DEFAULT_RUN_PACE);
  const expires = useSession((s) => s.draft.options.assistantsExpiresAfterSeconds ?? DEFAULT_EXPIRES_AFTER_SECONDS);
  const actions = useSessionActions();
  const ids = { pace: useId(), expires: useId() };
  // The typed text, kept while it is out of range (typing 30 passes through 3), committed once it fits or on leaving.
  const [typed, setTyped] = useState<string | null>(null);
  const set = (patch: Partial<SessionOptions>) =>
    actions.updateDraft((d) => ({ ...d, options: { ...d.options, ...patch } }));
  const commit = (value: number) =>
    set({ assistantsExpiresAfterSeconds: clamp(value, EXPIRES_AFTER_RANGE.min, EXPIRES_AFTER_RANGE.max, expires) });
  if (!isMock) return <p className="field-hint">{t('runPace.mockOnly')}</p>;
  return (
    <div className="run-pace">
      <Field label={t('runPace.label')} htmlFor={ids.pace} hint={t(`runPace.note.${pace}`)}>
        <select
          id={ids.pace}
          className="select"
          value={pace}
          onChange={(e) => set({ assistantsRunPace: e.target.value as RunPace })}
        >
          {RUN_PACES.map((p) => (
            <option key={p} value={p}>
              {t(`runPace.${p}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label={t('runPace.expires')}
        htmlFor={ids.expires}
        hint={<Trans t={t} i18nKey="runPace.expiresHint" components={{ code: <code /> }} />}
      >
        <input
          id={ids.expires}
          className="input"
          type="number"
          min={EXPIRES_AFTER_RANGE.min}
          max={EXPIRES_AFTER_RANGE.max}
          value={typed ?? expires}
          onChange={(e) => {
            setTyped(e.target.value);
            const value = e.target.valueAsNumber;
            if (Number.isInteger(value) && value >= EXPIRES_AFTER_RANGE.min && value <= EXPIRES_AFTER_RANGE.max)
              commit(value);
          }}
          onBlur={(e) => {
            commit(e.target.valueAsNumber);
            setTyped(null);
          }}
        />
      </Field>
    </div>
  );
}
