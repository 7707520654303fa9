// The scenario picker's entries: the seed scenarios (seed 001 first, so Run works at once) plus a strict-mode mistake.
// Direct module imports, not the engine's index: the index brings the SDK, which loads later.
import { MOCK_PROVIDER } from '../engine/session-defaults';
import { SCENARIOS, seed001Config } from '../seed-scenarios';
import type { SessionConfig } from '../engine/types';
import type { Scenario } from '../store';

export const MOCK_BASE_URL = MOCK_PROVIDER.baseURL;

const DESCRIPTIONS: Record<string, string> = {
  'seed-001-weather': 'The payload walkthrough: 2 requests, 3 parallel tool calls, 7 messages. Then try “What about Paris?”.',
  'seed-000-search': 'One search tool: a single call, its result as a JSON string, then the answer (seed 000, asked in English here).',
  'seed-004-city-info': 'Non-strict tools (strict: false): the model may send arguments the schema does not allow.',
  calculator: 'A calculator tool: arguments carry an expression, the result comes back as a JSON string.',
};

/** The walkthrough's get_weather with `unit` left out of `required`: the classic strict-mode rejection. */
function strictMistake(): SessionConfig {
  const config = seed001Config();
  const [weather, ...rest] = config.tools;
  return {
    ...config,
    userMessage: "What's the weather in Berlin?",
    tools: [{ ...weather!, parameters: { ...weather!.parameters, required: ['city'] } }, ...rest],
  };
}

export function createScenarios(): Scenario[] {
  const fromSeeds: Scenario[] = SCENARIOS.map((s) => ({
    id: s.id,
    label: s.title,
    description: DESCRIPTIONS[s.id] ?? '',
    followUps: s.followUps,
    config: s.config(),
  }));
  return [
    ...fromSeeds,
    {
      id: 'strict-mistake',
      label: 'Strict-mode mistake (HTTP 400)',
      description: '`unit` is a property but not in `required`: with strict: true the API rejects the request before the model runs.',
      followUps: [],
      config: strictMistake(),
    },
  ];
}
