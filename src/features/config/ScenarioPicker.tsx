// Scenario picker: ready-made sessions, the seed walkthrough first, so Run works the moment the page opens; the classic mistakes in their own group.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices, useSession, useSessionActions, type ScenarioChoice } from '../../store';
import { TickedText } from '../../ui';
import { findClassicMistake } from '@loopscope/payloads/teaching/classic-mistakes';
import { Field } from './Field';

/** Each scenario under its title in the learner's language; a classic mistake says which HTTP status it gets. */
function ScenarioOptions({
  scenarios,
  titles,
  withStatus,
}: {
  scenarios: ScenarioChoice[];
  titles: Record<string, string>;
  withStatus(title: string, status: number): string;
}) {
  return scenarios.map((s) => {
    const status = findClassicMistake(s.id)?.expectedError.status;
    const title = titles[s.id];
    return (
      <option key={s.id} value={s.id}>
        {title === undefined ? s.label : status === undefined ? title : withStatus(title, status)}
      </option>
    );
  });
}

export function ScenarioPicker() {
  const { t } = useTranslation('config');
  const { t: tt } = useTranslation('timeline');
  const { scenarios } = useServices();
  const actions = useSessionActions();
  const apiStyle = useSession((s) => s.draft.apiStyle);
  const chosen = useSession((s) => s.scenarioId ?? '');
  const id = useId();
  // A scenario made for one API style is offered only while that style is picked.
  const visible = scenarios.filter((s) => s.apiStyle === undefined || s.apiStyle === apiStyle);
  const scenario = visible.find((s) => s.id === chosen);
  const selected = scenario ? chosen : '';
  const mistakes = visible.filter((s) => findClassicMistake(s.id));
  const others = visible.filter((s) => !findClassicMistake(s.id));
  // The description in the learner's language: a classic mistake's is what it breaks (the timeline's words for it).
  const seedTexts: Record<string, string> = t('scenario.description', { returnObjects: true });
  const titles: Record<string, string> = t('scenario.title', { returnObjects: true });
  const mistakeTexts: Record<string, { broken: string }> = tt('mistakes', { returnObjects: true });
  const description = scenario
    ? (mistakeTexts[scenario.id]?.broken ?? seedTexts[scenario.id] ?? scenario.description)
    : '';

  return (
    <Field label={t('scenario.label')} htmlFor={id} hint={description ? <TickedText text={description} /> : undefined}>
      <select
        id={id}
        className="select"
        value={selected}
        onChange={(event) => {
          const next = visible.find((s) => s.id === event.target.value);
          // A scenario is a whole configuration, but the provider (and its key) is the user's: the store keeps it.
          if (next) actions.applyScenario(next.id, next.config, next.apiStyle !== undefined);
        }}
      >
        {selected === '' && <option value="">{t('scenario.custom')}</option>}
        <ScenarioOptions
          scenarios={others}
          titles={titles}
          withStatus={(title, status) => t('scenario.withStatus', { title, status })}
        />
        {mistakes.length > 0 && (
          <optgroup label={t('scenario.mistakes')}>
            <ScenarioOptions
              scenarios={mistakes}
              titles={titles}
              withStatus={(title, status) => t('scenario.withStatus', { title, status })}
            />
          </optgroup>
        )}
      </select>
    </Field>
  );
}
