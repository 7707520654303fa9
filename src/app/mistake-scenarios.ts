// The classic mistakes as scenarios: each sends the broken request for real, so the mock answers with the real error (texts in wire/classic-mistakes).
import { seed001Config } from '../seed-scenarios';
import type { ResponsesStateMode, SessionConfig } from '../engine/types';
import type { Scenario } from '../store';
import { CLASSIC_MISTAKES, type ClassicMistake, type ClassicMistakeId, type ResponsesMistakeId } from '../wire/classic-mistakes';

const ONE_CITY = "What's the weather in Berlin?";

/** The walkthrough's get_weather with `unit` left out of `required`: the classic strict-mode rejection. */
function strictMistake(): SessionConfig {
  const config = seed001Config();
  const [weather, ...rest] = config.tools;
  return { ...config, userMessage: ONE_CITY, tools: [{ ...weather!, parameters: { ...weather!.parameters, required: ['city'] } }, ...rest] };
}

/** The one-city weather question in Responses mode, in the state mode the mistake needs, making that mistake. */
function responsesMistake(mistake: ResponsesMistakeId, state: ResponsesStateMode, model = 'gpt-4o'): SessionConfig {
  const base = seed001Config();
  return {
    ...base,
    apiStyle: 'responses',
    model,
    userMessage: ONE_CITY,
    options: { ...base.options, responsesState: state, storeOff: false, responsesMistake: mistake },
  };
}

const CONFIGS: Record<ClassicMistakeId, () => SessionConfig> = {
  'strict-mistake': strictMistake,
  'responses-nested-tools': () => responsesMistake('responses-nested-tools', 'manual'),
  'responses-tool-role': () => responsesMistake('responses-tool-role', 'manual'),
  // A reasoning model, so its function_call items come after a reasoning item they cannot be sent without.
  'responses-dropped-reasoning': () => responsesMistake('responses-dropped-reasoning', 'manual', 'o4-mini'),
  'responses-chain-unstored': () => responsesMistake('responses-chain-unstored', 'previous_response_id'),
};

/** The config a mistake's scenario runs (also what a break-it lab loads). */
export function mistakeConfig(id: ClassicMistakeId): SessionConfig {
  return CONFIGS[id]();
}

function toScenario(mistake: ClassicMistake): Scenario {
  const status = mistake.expectedError.status;
  return {
    id: mistake.id,
    label: `${mistake.title} (HTTP ${status})`,
    description: mistake.broken,
    followUps: [],
    config: mistakeConfig(mistake.id),
    // Chat's strict mistake is rejected in either style; the Responses ones only make sense in Responses.
    ...(mistake.apiStyle === 'responses' ? { apiStyle: 'responses' as const } : {}),
  };
}

export function mistakeScenarios(): Scenario[] {
  return CLASSIC_MISTAKES.map(toScenario);
}
