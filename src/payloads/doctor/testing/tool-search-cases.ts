// Doctor test payloads for the tool-search rules: deferred tools with no tool_search tool, and a loaded call resent without its loading.
import type { WireCall } from '../types';

const responses = (request: unknown, response: unknown = null): WireCall => ({ style: 'responses', request, response });

const track = {
  type: 'function',
  name: 'track_parcel',
  description: 'Track a parcel.',
  parameters: {
    type: 'object',
    properties: { tracking_number: { type: 'string' } },
    required: ['tracking_number'],
    additionalProperties: false,
  },
  strict: true,
};
const shipping = {
  type: 'namespace',
  name: 'shipping',
  description: 'Parcels.',
  tools: [{ ...track, defer_loading: true }],
};
const tools = [{ type: 'tool_search' }, shipping];
const user = { role: 'user', content: 'Where is parcel 1Z999?' };
const search = {
  id: 'tsc_1',
  type: 'tool_search_call',
  call_id: null,
  execution: 'server',
  status: 'completed',
  arguments: { query: 'track parcel' },
};
const loaded = {
  id: 'tso_1',
  type: 'tool_search_output',
  call_id: null,
  execution: 'server',
  status: 'completed',
  tools: [{ ...shipping, tools: [track] }],
};
const call = {
  id: 'fc_1',
  type: 'function_call',
  call_id: 'call_1',
  name: 'track_parcel',
  namespace: 'shipping',
  arguments: '{"tracking_number":"1Z999"}',
  status: 'completed',
};
const output = { type: 'function_call_output', call_id: 'call_1', output: '{"status":"Berlin depot"}' };
const first = responses(
  { model: 'gpt-5.5', input: [user], tools },
  { id: 'resp_1', object: 'response', output: [search, loaded, call] },
);

/** Shaped as cases.ts's `RuleCase` (not imported: cases.ts imports this file). */
export const TOOL_SEARCH_CASES: Record<string, { bad: WireCall[]; at: string; good: WireCall[] }> = {
  'deferred-without-tool-search': {
    bad: [responses({ model: 'gpt-5.5', input: [user], tools: [shipping] })],
    at: 'tools',
    good: [responses({ model: 'gpt-5.5', input: [user], tools })],
  },
  'deferred-call-not-loaded': {
    bad: [first, responses({ model: 'gpt-5.5', input: [user, call, output], tools })],
    at: 'input[1]',
    good: [first, responses({ model: 'gpt-5.5', input: [user, search, loaded, call, output], tools })],
  },
};
