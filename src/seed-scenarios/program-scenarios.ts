// Scenarios of programmatic tool calling, server-side compaction and the shell / apply_patch tools (Responses only), kept apart from the seed catalogue.
import { DEFAULT_OPTIONS, MOCK_PROVIDER } from '@loopscope/engine/session-defaults';
import type { SessionConfig } from '@loopscope/engine/types';
import { builtinTool } from '@loopscope/tools/builtin/index';

export type ProgramScenarioId = 'program-weather' | 'seed-002-compaction' | 'workspace-typo';

/** The catalogue's Scenario shape, restated so this module needs nothing from the catalogue (which lists these). */
interface ProgramScenario {
  id: ProgramScenarioId;
  title: string;
  followUps: string[];
  config: () => SessionConfig;
  apiStyle: 'responses';
}

function responses(
  model: string,
  systemPrompt: string,
  userMessage: string,
  extra: Partial<SessionConfig>,
): SessionConfig {
  return {
    apiStyle: 'responses',
    provider: { ...MOCK_PROVIDER },
    model,
    systemPrompt,
    userMessage,
    tools: [],
    options: { ...DEFAULT_OPTIONS },
    ...extra,
  };
}

const ACTS = [
  'the cat who files taxes',
  'the airport pigeon',
  'my smart fridge',
  'the lost umbrella',
  'the jazz dentist',
  'the polite robot',
  'the night bus',
  'my grandmother’s password',
];
const ROOMS = [
  'the basement club',
  'the rooftop bar',
  'the student union',
  'the library fundraiser',
  'the office party',
  'the late show',
];
const CROWDS = [
  'big laughs',
  'a slow build, then laughs',
  'groans, then applause',
  'one person laughed very loudly',
  'silence, then a heckle',
  'a standing ovation from my mum',
];

/**
 * A comedian's notes on 60 past sets: a long paste (well over 1,000 tokens, the smallest `compact_threshold` the API
 * accepts), so the first answer already compacts.
 */
export function setListNotes(): string {
  const lines = Array.from(
    { length: 60 },
    (_, i) =>
      `Set ${i + 1}: opened with ${ACTS[i % ACTS.length]} at ${ROOMS[(i * 5) % ROOMS.length]}; ${CROWDS[(i * 7) % CROWDS.length]}.`,
  );
  return ['My notes from past sets:', ...lines, '', 'tell me a joke'].join('\n');
}

export const PROGRAM_SCENARIOS: ProgramScenario[] = [
  {
    id: 'program-weather',
    title: 'Programmatic tool calling: the weather in Berlin and Tokyo from one program',
    followUps: ['What about Paris and Rome?'],
    apiStyle: 'responses',
    // Two calls to one tool: the model writes a program that awaits both, the server runs it and hands each call out.
    config: () => ({
      ...responses('gpt-5.5', 'You are a helpful weather assistant.', "What's the weather in Berlin and Tokyo?", {
        tools: [builtinTool('get_weather')],
      }),
      options: { ...DEFAULT_OPTIONS, responsesState: 'manual', programmaticTools: true },
    }),
  },
  {
    id: 'workspace-typo',
    title: 'shell and apply_patch: fix a typo in src/greet.py',
    followUps: ['Run `cat src/greet.py`.'],
    apiStyle: 'responses',
    // The model reads the file with the shell, then patches the line; the engine runs both on the mock workspace.
    config: () => ({
      ...responses(
        'gpt-5.5',
        'You are a careful coding assistant.',
        "Fix the typo in src/greet.py: replace 'Helo' with 'Hello'.",
        {},
      ),
      options: { ...DEFAULT_OPTIONS, responsesState: 'manual', workspaceTools: ['shell', 'apply_patch'] },
    }),
  },
  {
    id: 'seed-002-compaction',
    title: 'Seed 002 compaction: a long paste, then “explain why this is funny.” (compact_threshold 1000)',
    followUps: ['explain why this is funny.'],
    apiStyle: 'responses',
    // Seed 002: `context_management` with `compact_threshold` on /responses compacts on the server.
    config: () => ({
      ...responses('gpt-6-astra', '', setListNotes(), {}),
      options: { ...DEFAULT_OPTIONS, responsesState: 'previous_response_id', compactThreshold: 1000 },
    }),
  },
];
