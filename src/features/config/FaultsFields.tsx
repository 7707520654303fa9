// Mock faults: latency, HTTP errors the SDK retries, broken arguments, cut streams — only for the embedded mock.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_FAULTS, useServices, useSession, type MockFaults } from '../../store';
import { Field } from './Field';
import { clamp } from './OptionsFields';

export function FaultsFields() {
  const { t } = useTranslation('config');
  const services = useServices();
  const isMock = useSession((s) => s.draft.provider.kind === 'mock');
  const streaming = useSession((s) => s.draft.options.stream);
  const maxSteps = useSession((s) => s.draft.options.maxSteps);
  const [faults, setFaults] = useState<MockFaults>(NO_FAULTS);
  const ids = { latency: useId(), error: useId(), malformed: useId(), cut: useId(), cutWhy: useId() };
  const update = (patch: Partial<MockFaults>) => {
    const next = { ...faults, ...patch };
    setFaults(next);
    services.setMockFaults(next);
  };
  if (!isMock) return <p className="field-hint">{t('faults.mockOnly')}</p>;

  return (
    <>
      <div className="field-pair">
        <Field label={t('faults.latency')} htmlFor={ids.latency}>
          <input
            id={ids.latency}
            className="input"
            type="number"
            min={0}
            max={10000}
            step={100}
            value={faults.latencyMs}
            onChange={(e) => update({ latencyMs: clamp(e.target.valueAsNumber, 0, 10_000, 0) })}
          />
        </Field>
        <Field label={t('faults.error')} htmlFor={ids.error}>
          <select
            id={ids.error}
            className="select"
            value={faults.error ?? ''}
            onChange={(e) => update({ error: e.target.value ? (Number(e.target.value) as 429 | 500 | 503) : null })}
          >
            <option value="">{t('faults.none')}</option>
            <option value="429">{t('faults.http429')}</option>
            <option value="500">{t('faults.http500')}</option>
            <option value="503">{t('faults.http503')}</option>
          </select>
        </Field>
      </div>
      <div className="check-row">
        <input
          id={ids.malformed}
          type="checkbox"
          checked={faults.malformedArguments}
          onChange={(e) => update({ malformedArguments: e.target.checked })}
        />
        <label htmlFor={ids.malformed}>{t('faults.malformed')}</label>
      </div>
      {faults.malformedArguments && (
        <p className="field-hint warn-text">{t('faults.malformedWarning', { maxSteps })}</p>
      )}
      <div className="check-row">
        {/* Without streaming there is no stream to cut: the box is off and says why instead of silently doing nothing. */}
        <input
          id={ids.cut}
          type="checkbox"
          disabled={!streaming}
          aria-describedby={streaming ? undefined : ids.cutWhy}
          checked={streaming && faults.cutStreamAfterEvents !== null}
          onChange={(e) => update({ cutStreamAfterEvents: e.target.checked ? 5 : null })}
        />
        <label htmlFor={ids.cut}>{t('faults.cut', { count: 5 })}</label>
      </div>
      {!streaming && (
        <p id={ids.cutWhy} className="field-hint">
          {t('faults.cutNeedsStream')}
        </p>
      )}
      {faults.error && <p className="field-hint warn-text">{t('faults.retries', { status: faults.error })}</p>}
    </>
  );
}
