// Scenario picker: ready-made sessions, the seed walkthrough first, so Run works the moment the page opens.
import { useId, useState } from 'react';
import { useServices, useSessionActions } from '../../store';
import { Field } from './field';

export function ScenarioPicker() {
  const { scenarios, defaultScenarioId } = useServices();
  const actions = useSessionActions();
  const [selected, setSelected] = useState(defaultScenarioId);
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
          if (!next) return;
          setSelected(next.id);
          // A scenario is a whole configuration, but the provider (and its key) is the user's, so keep it.
          actions.updateDraft((draft) => ({ ...next.config, provider: draft.provider }));
        }}
      >
        {scenarios.map((s) => (
          <option key={s.id} value={s.id}>
            {s.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
