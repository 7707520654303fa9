// The scenario picker's entries: the seed scenarios (seed 001 first, so Run works at once) plus the classic mistakes.
// Direct module imports, not the engine's index: the index brings the SDK, which loads later.
import { MOCK_PROVIDER } from '@loopscope/engine/session-defaults';
import { SCENARIOS } from '@loopscope/seed-scenarios';
import type { ScenarioChoice } from '../store';
import { mistakeScenarios } from './mistake-scenarios';

export const MOCK_BASE_URL = MOCK_PROVIDER.baseURL;

const DESCRIPTIONS: Record<string, string> = {
  'seed-001-weather':
    'The payload walkthrough: 2 requests, 3 parallel tool calls, 7 messages. Then try “What about Paris?”.',
  'seed-000-search':
    'One search tool: a single call, its result as a JSON string, then the answer (seed 000, asked in English here).',
  'seed-004-city-info': 'Non-strict tools (strict: false): the model may send arguments the schema does not allow.',
  calculator: 'A calculator tool: arguments carry an expression, the result comes back as a JSON string.',
  'custom-order-lookup':
    'A custom tool (type "custom"): the model sends the order code as a plain string that a regex grammar shapes, not JSON arguments; the result goes back like any tool result.',
  'tool-search-shop-desk':
    'Tool search (Responses): eight tools in three namespaces, all with defer_loading. The model searches, the API loads only the namespace the question needs (tool_search_call, tool_search_output), then the call names its namespace; the gauge counts only what is loaded.',
  'seed-002-joke':
    'Seed 002: ask for a joke, then send only “explain why this is funny.” with `previous_response_id`; the server supplies the joke from the stored response (and bills its tokens again).',
  'program-weather':
    'Programmatic tool calling: the model writes one short program that calls get_weather for each city; the server runs it and hands you each call (caller: program) to answer, then returns program_output and the answer.',
  'hosted-mcp-weather':
    'A hosted MCP tool (Responses): the only tool is {type: "mcp"} naming the built-in MCP server. The API lists the server\'s tools (mcp_list_tools) and calls get_weather itself (mcp_call), so one request brings back the answer; your code runs nothing.',
  'mcp-weather-2026':
    'MCP today: get_weather from the built-in MCP server over the stateless 2026-07-28 revision. No handshake: server/discover, then each request carries its protocol version in _meta and the MCP-Protocol-Version header.',
  'mcp-weather-2025':
    'MCP before: the same get_weather over the 2025-11-25 handshake: initialize, notifications/initialized, then tools/call; the version is agreed once.',
  'workspace-typo':
    'shell and apply_patch (Responses): the model reads src/greet.py with a shell_call, then sends an apply_patch_call whose V4A diff replaces the line. Loopscope runs both on a small pretend project in memory (read-only shell, nothing dangerous runs) and sends shell_call_output and apply_patch_call_output back.',
  'seed-002-compaction':
    'Seed 002 with compaction: a long paste goes past compact_threshold (1000), so the first answer starts with a compaction item; the follow-up is chained onto it. Open “Server-side context” to see what was sealed.',
};

export function createScenarios(): ScenarioChoice[] {
  const fromSeeds: ScenarioChoice[] = SCENARIOS.map((s) => ({
    id: s.id,
    label: s.title,
    description: DESCRIPTIONS[s.id] ?? '',
    followUps: s.followUps,
    config: s.config(),
    ...(s.translations ? { translations: s.translations } : {}),
    ...(s.apiStyle ? { apiStyle: s.apiStyle } : {}),
  }));
  return [...fromSeeds, ...mistakeScenarios()];
}
