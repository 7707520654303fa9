// Mock faults: latency, HTTP errors the SDK retries, broken arguments, cut streams — only for the embedded mock.
import { useId, useState } from 'react';
import { NO_FAULTS, useServices, useSession, type MockFaults } from '../../store';
import { Field } from './Field';
import { clamp } from './OptionsFields';

export function FaultsFields() {
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
  if (!isMock) return <p className="field-hint">Faults apply to the embedded mock only.</p>;

  return (
    <>
      <div className="field-pair">
        <Field label="Latency (ms)" htmlFor={ids.latency}>
          <input id={ids.latency} className="input" type="number" min={0} max={10000} step={100} value={faults.latencyMs} onChange={(e) => update({ latencyMs: clamp(e.target.valueAsNumber, 0, 10_000, 0) })} />
        </Field>
        <Field label="HTTP error" htmlFor={ids.error}>
          <select id={ids.error} className="select" value={faults.error ?? ''} onChange={(e) => update({ error: e.target.value ? (Number(e.target.value) as 429 | 500 | 503) : null })}>
            <option value="">none</option>
            <option value="429">429 rate limit</option>
            <option value="500">500 server error</option>
            <option value="503">503 overloaded</option>
          </select>
        </Field>
      </div>
      <div className="check-row">
        <input id={ids.malformed} type="checkbox" checked={faults.malformedArguments} onChange={(e) => update({ malformedArguments: e.target.checked })} />
        <label htmlFor={ids.malformed}>Malformed tool-call arguments (every response)</label>
      </div>
      {faults.malformedArguments && (
        <p className="field-hint warn-text">
          Every response breaks its arguments, so the model never gets a usable tool result: the loop cannot finish and stops at max steps ({maxSteps}).
        </p>
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
        <label htmlFor={ids.cut}>Cut streams after 5 events</label>
      </div>
      {!streaming && (
        <p id={ids.cutWhy} className="field-hint">
          Needs “Stream” on (Options): a response sent in one piece has no stream to cut.
        </p>
      )}
      {faults.error && <p className="field-hint warn-text">The SDK retries {faults.error} twice before the error reaches your code — watch the attempts in the inspector.</p>}
    </>
  );
}
