// Ready-made session configurations from the seeds, with the built-in mock tools; seed 001 is the default.
import { DEFAULT_OPTIONS, MOCK_PROVIDER } from '@loopscope/engine/session-defaults';
import type { SessionConfig, ToolSpec } from '@loopscope/engine/types';
import { builtinTool, type BuiltinToolName } from '@loopscope/tools/builtin/index';
import { shopDeskTools } from '@loopscope/tools/builtin/shop-desk';
import { PROGRAM_SCENARIOS, type ProgramScenarioId } from './program-scenarios';
import { BUILTIN_MCP_URL } from '@loopscope/wire/mcp/types';

export type ScenarioId =
  | 'seed-001-weather'
  | 'seed-000-search'
  | 'seed-004-city-info'
  | 'seed-004-weather-bot'
  | 'seed-004-math-tutor'
  | 'seed-004-support-files'
  | 'calculator'
  | 'seed-002-joke'
  | 'custom-order-lookup'
  | 'tool-search-shop-desk'
  | 'hosted-mcp-weather'
  | 'mcp-weather-2026'
  | 'mcp-weather-2025'
  | ProgramScenarioId;

/**
 * A ready-made session of a seed: the engine configuration it starts from and the words it asks with (the mock's
 * pinned replies are `ReplyScript`s, what the picker offers is a `ScenarioChoice`).
 */
export interface SeedScenario {
  id: ScenarioId;
  title: string;
  /** Follow-up user messages the seed shows, offered as one-click continuations. */
  followUps: string[];
  config: () => SessionConfig;
  /** The conversation in another UI language, as a lesson read in that language sends it (the seed's own words where it has them). */
  translations?: Partial<Record<'ko' | 'pl', { systemPrompt: string; userMessage: string; followUps: string[] }>>;
  /** Made for one API style: the picker offers it only there, and picking it (or a lesson loading it) switches to that style. */
  apiStyle?: 'responses' | 'assistants';
}

/** The knowledge base of the support bot scenario: a short help page, uploaded as a markdown file. */
const SUPPORT_HELP_PAGE = {
  filename: 'store-help.md',
  content: [
    '# Store help',
    '',
    '## Returns',
    'You can return an item within 30 days of delivery for a full refund. Refunds reach your card within 5 business days after we receive the item.',
    '',
    '## Delivery',
    'Orders ship within 2 business days. You can change the delivery address until the order ships, from the Orders page.',
    '',
    '## Gift cards',
    'Gift cards never expire and cannot be exchanged for cash.',
    '',
  ].join('\n'),
};

/**
 * The model the scenarios not bound to a recorded seed payload ask with: one with no announced shutdown date (the mock
 * refuses a model past its date, `wire/model-shutdowns.ts`). Seed 001's walkthrough alone keeps gpt-4o, its fixtures'
 * model, which the mock serves past 2027-01-14 for the conversation that walkthrough begins (`beganByWalkthrough`).
 * Seed 000 names no model ("..."); seed 004 names gpt-4 and gpt-4-turbo-preview, both past their dates: they ask with this.
 */
const LIVE_MODEL = 'gpt-5.5';
/** Seed 001's fixtures' model. */
const SEED_001_MODEL = 'gpt-4o';
const SEED_004_MODEL = LIVE_MODEL;

function tools(...names: BuiltinToolName[]): ToolSpec[] {
  return names.map((name) => builtinTool(name));
}

/** A chat session; scenarios that name no model of their own ask with a live one (`LIVE_MODEL`). */
function session(systemPrompt: string, userMessage: string, toolSpecs: ToolSpec[], model = LIVE_MODEL): SessionConfig {
  return {
    apiStyle: 'chat',
    provider: { ...MOCK_PROVIDER },
    model,
    systemPrompt,
    userMessage,
    tools: toolSpecs,
    options: { ...DEFAULT_OPTIONS },
  };
}

export const SCENARIOS: SeedScenario[] = [
  {
    id: 'seed-001-weather',
    title: 'Weather in Berlin and Tokyo (3 parallel tool calls)',
    followUps: ['What about Paris?'],
    config: () =>
      session(
        'You are a helpful weather assistant.',
        "What's the weather in Berlin and Tokyo? Also, convert 18°C to Fahrenheit.",
        tools('get_weather', 'convert_temperature'),
        SEED_001_MODEL,
      ),
  },
  {
    id: 'seed-000-search',
    title: 'Search the web for the Python GIL',
    followUps: [],
    // Seed 000 asks in Korean ("너는 검색 전문가야" / "파이썬 GIL이 뭔지 검색해줘"); this is its English wording.
    config: () =>
      session('You are a search expert.', 'Search the web for what the Python GIL is.', tools('search_web')),
    // The seed's own Korean, and the Polish the Polish lesson narrates.
    translations: {
      ko: { systemPrompt: '너는 검색 전문가야', userMessage: '파이썬 GIL이 뭔지 검색해줘', followUps: [] },
      pl: {
        systemPrompt: 'Jesteś ekspertem od wyszukiwania',
        userMessage: 'Wyszukaj, czym jest GIL w Pythonie',
        followUps: [],
      },
    },
  },
  {
    id: 'seed-004-city-info',
    title: 'Weather and nickname of a city (non-strict tools)',
    followUps: ["What's the nickname of Los Angeles?"],
    config: () =>
      session(
        'You are a weather bot. Use the provided functions to answer questions.',
        "What's the weather in San Francisco?",
        tools('getCurrentWeather', 'getNickname'),
        SEED_004_MODEL,
      ),
  },
  {
    id: 'seed-004-weather-bot',
    title: 'Seed 004 weather bot: getCurrentWeather + getNickname (built for Assistants)',
    followUps: ["What's the nickname of New York?"],
    config: () =>
      session(
        'You are a weather bot. Use the provided functions to answer questions.',
        "What's the weather in San Francisco? Also, what's the nickname of Los Angeles?",
        tools('getCurrentWeather', 'getNickname'),
        SEED_004_MODEL,
      ),
  },
  {
    id: 'seed-004-math-tutor',
    title: 'Seed 004 math tutor: 3x + 11 = 14 (code_interpreter, Assistants only)',
    followUps: [],
    // Its only tool is the assistant's built-in code_interpreter: over Chat it would run with no tool at all.
    apiStyle: 'assistants',
    config: () => ({
      ...session(
        'You are a personal math tutor. Write and run code to answer math questions.',
        'I need to solve the equation `3x + 11 = 14`. Can you help me?',
        [],
        SEED_004_MODEL,
      ),
      apiStyle: 'assistants',
      options: { ...DEFAULT_OPTIONS, assistantsTools: ['code_interpreter'] },
    }),
  },
  {
    id: 'seed-004-support-files',
    title: 'Seed 004 support bot: file_search over an uploaded help page (Assistants only)',
    followUps: ['Can I change my delivery address after ordering?'],
    apiStyle: 'assistants',
    config: () => ({
      // Seed 004's retrieval assistant, in its v2 form: file_search over a vector store instead of `retrieval` with `file_ids`.
      ...session(
        'You are a customer support chatbot. Use your knowledge base to best respond to customer queries.',
        'How long do I have to return an item?',
        [],
        SEED_004_MODEL,
      ),
      apiStyle: 'assistants',
      options: { ...DEFAULT_OPTIONS, assistantsTools: ['file_search'], assistantsFiles: [SUPPORT_HELP_PAGE] },
    }),
  },
  {
    id: 'calculator',
    title: 'Calculator',
    followUps: ['Calculate the result for 64.4 / 2.'],
    config: () =>
      session(
        'You are a careful assistant. Use the calculator for arithmetic.',
        'Calculate the result for (18 * 9 / 5) + 32.',
        tools('calculate'),
      ),
  },
  {
    id: 'custom-order-lookup',
    title: 'Custom tool: look up order KX-2048 (a string input shaped by a regex grammar)',
    followUps: ['And order ZQ-1001?'],
    // A freeform tool (type "custom"): the call carries the order code as plain text, the implementation takes that string.
    config: () =>
      session(
        'You are a shop assistant. Look orders up before you answer.',
        'Where is my parcel? Please look up order KX-2048.',
        tools('order_lookup'),
        'gpt-5.5',
      ),
  },
  {
    id: 'tool-search-shop-desk',
    title: 'Tool search: a support desk with 8 deferred tools in 3 namespaces',
    followUps: ['And can I get the invoice for order A-1001?'],
    apiStyle: 'responses',
    // Every tool is deferred: the first request carries only the namespaces' names; hosted tool search loads `shipping`
    // for the parcel question, and the follow-up loads `billing` in its own search.
    config: () => ({
      ...session(
        'You are the support desk of a web shop. Use the tools to answer.',
        'Where is my parcel? The tracking number is 1Z999AA10123456784.',
        structuredClone(shopDeskTools),
        'gpt-5.5',
      ),
      apiStyle: 'responses',
    }),
  },
  {
    id: 'seed-002-joke',
    title: 'A joke, then “explain why this is funny” (previous_response_id)',
    followUps: ['explain why this is funny.'],
    apiStyle: 'responses',
    // Seed 002's chaining example as it is written: its model, no instructions, no tools, the second turn names the first response.
    config: () => ({
      ...session('', 'tell me a joke', [], 'gpt-6-astra'),
      apiStyle: 'responses',
      options: { ...DEFAULT_OPTIONS, responsesState: 'previous_response_id' },
    }),
  },
  {
    id: 'hosted-mcp-weather',
    title: 'Hosted MCP tool: the weather from the built-in MCP server (the API calls it itself)',
    followUps: ['What about Paris?'],
    apiStyle: 'responses',
    // No function tools at all: the only tool is {type: "mcp"} naming the built-in mock MCP server, so the API lists its
    // tools and calls get_weather itself, in the same response; the MCP lesson sets this beside seed 001's function tool.
    config: () => ({
      // Still gpt-4o (goes 2027-01-14): every live model reasons, and its reasoning item would come first in the
      // output the MCP lesson predicts and highlights by index (output[0] is mcp_list_tools); moving it rewrites that lesson.
      ...session('You are a helpful weather assistant.', "What's the weather in Tokyo?", [], SEED_001_MODEL),
      apiStyle: 'responses',
      options: { ...DEFAULT_OPTIONS, responsesState: 'manual', hostedMcp: 'never' },
    }),
  },
  // The MCP lesson's pair: the same get_weather from the built-in MCP server as the loop's tool, once over the stateless
  // 2026-07-28 revision and once pinned to the 2025-11-25 handshake, so each request can be read side by side.
  mcpWeather('mcp-weather-2026', 'modern', 'MCP today: get_weather over the stateless 2026-07-28 revision'),
  mcpWeather('mcp-weather-2025', 'legacy', 'MCP before: get_weather over the 2025-11-25 handshake'),
  ...PROGRAM_SCENARIOS,
];

/** The built-in MCP server's get_weather as the loop's one tool, the server spoken to in the given revision. */
function mcpWeather(id: ScenarioId, revision: 'modern' | 'legacy', title: string): SeedScenario {
  return {
    id,
    title,
    followUps: ['What about Paris?'],
    config: () => ({
      ...session('You are a helpful weather assistant.', "What's the weather in Tokyo?", []),
      mcpServers: [
        {
          id: 'mcp-weather',
          label: 'weather',
          url: BUILTIN_MCP_URL,
          transport: 'streamable-http',
          headers: {},
          builtin: true,
          revision,
        },
      ],
      tools: [
        {
          name: 'get_weather',
          description: 'Get current weather for a city',
          parameters: {
            type: 'object',
            properties: { city: { type: 'string', description: 'City name to get weather for' } },
            required: ['city'],
          },
          strict: false,
          source: '',
          mcp: { server: 'mcp-weather', tool: 'get_weather' },
        },
      ],
    }),
  };
}

export function scenarioConfig(id: ScenarioId): SessionConfig {
  const scenario = SCENARIOS.find((s) => s.id === id);
  if (!scenario) throw new Error(`Unknown scenario ${id}`);
  return scenario.config();
}

/** Seed 001's weather walkthrough: the exact first request of fixtures/seed-001/1-request.json. */
export function seed001Config(): SessionConfig {
  return scenarioConfig('seed-001-weather');
}

export function defaultSessionConfig(): SessionConfig {
  return seed001Config();
}
