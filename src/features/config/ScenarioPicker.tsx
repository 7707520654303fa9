// Scenario picker: ready-made sessions, the seed walkthrough first, so Run works the moment the page opens.
import { useId } from 'react';
import { useServices, useSession, useSessionActions } from '../../store';
import { Field } from './Field';

export function ScenarioPicker() {
  const { scenarios } = useServices();
  const actions = useSessionActions();
  const selected = useSession((s) => s.scenarioId ?? '');
  const id = useId();
  const scenario = scenarios.find((s) => s.id === selected);

  return (
    <Field label="Scenario" htmlFor={id} hint={scenario?.description}>
      <select
        id={id}
        className="select"
        value={selected}
        onChange={(event) => {
          const next = scenarios.find((s) => s.id === event.target.value);
          // A scenario is a whole configuration, but the provider (and its key) is the user's: the store keeps it.
          if (next) actions.applyScenario(next.id, next.config);
        }}
      >
        {selected === '' && <option value="">Custom configuration</option>}
        {scenarios.map((s) => (
          <option key={s.id} value={s.id}>
            {s.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
