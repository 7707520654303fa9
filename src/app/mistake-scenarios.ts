// The classic mistakes as scenarios: each sends the broken request for real, so the mock answers with the real error
// (texts in payloads/teaching/classic-mistakes).
import { scenarioConfig, seed001Config } from '@loopscope/seed-scenarios';
import type { ResponsesStateMode, SessionConfig } from '@loopscope/engine/types';
import type { ScenarioChoice } from '../store';
import {
  CLASSIC_MISTAKES,
  type AssistantsMistakeId,
  type ClassicMistake,
  type ClassicMistakeId,
  type ResponsesMistakeId,
} from '@loopscope/payloads/teaching/classic-mistakes';

const ONE_CITY = "What's the weather in Berlin?";

/** The walkthrough's get_weather with `unit` left out of `required`: the classic strict-mode rejection. */
function strictMistake(): SessionConfig {
  const config = seed001Config();
  const [weather, ...rest] = config.tools;
  return {
    ...config,
    userMessage: ONE_CITY,
    tools: [{ ...weather!, parameters: { ...weather!.parameters, required: ['city'] } }, ...rest],
  };
}

/** The one-city weather question in Responses mode, in the state mode the mistake needs, making that mistake. */
function responsesMistake(mistake: ResponsesMistakeId, state: ResponsesStateMode, model = 'gpt-4o'): SessionConfig {
  const base = seed001Config();
  return {
    ...base,
    apiStyle: 'responses',
    model,
    userMessage: ONE_CITY,
    options: { ...base.options, responsesState: state, storeOff: false, mistake },
  };
}

/** Seed 004's weather bot in Assistants mode, making that mistake. */
function assistantsMistake(mistake: AssistantsMistakeId): SessionConfig {
  const base = scenarioConfig('seed-004-weather-bot');
  return { ...base, apiStyle: 'assistants', options: { ...base.options, mistake } };
}

const CONFIGS: Record<ClassicMistakeId, () => SessionConfig> = {
  'strict-mistake': strictMistake,
  'responses-nested-tools': () => responsesMistake('responses-nested-tools', 'manual'),
  'responses-tool-role': () => responsesMistake('responses-tool-role', 'manual'),
  // A reasoning model, so its function_call items come after a reasoning item they cannot be sent without (o4-mini until
  // its shutdown on 2026-10-23; now gpt-5.4-mini, which has no announced shutdown date).
  'responses-dropped-reasoning': () => responsesMistake('responses-dropped-reasoning', 'manual', 'gpt-5.4-mini'),
  'responses-chain-unstored': () => responsesMistake('responses-chain-unstored', 'previous_response_id'),
  'assistants-missing-beta': () => assistantsMistake('assistants-missing-beta'),
  'assistants-v1-beta': () => assistantsMistake('assistants-v1-beta'),
  'assistants-outputs-as-message': () => assistantsMistake('assistants-outputs-as-message'),
  'assistants-run-while-active': () => assistantsMistake('assistants-run-while-active'),
  'assistants-wrong-tool-call-id': () => assistantsMistake('assistants-wrong-tool-call-id'),
};

/** The config a mistake's scenario runs (also what a break-it lab loads). */
export function mistakeConfig(id: ClassicMistakeId): SessionConfig {
  return CONFIGS[id]();
}

function toScenario(mistake: ClassicMistake): ScenarioChoice {
  const status = mistake.expectedError.status;
  return {
    id: mistake.id,
    label: `${mistake.title} (HTTP ${status})`,
    description: mistake.broken,
    followUps: [],
    config: mistakeConfig(mistake.id),
    // The strict mistake is rejected in any style; the Responses and Assistants ones only make sense in their own.
    ...(mistake.anyStyle ? {} : { apiStyle: mistake.style }),
  };
}

export function mistakeScenarios(): ScenarioChoice[] {
  return CLASSIC_MISTAKES.map(toScenario);
}
