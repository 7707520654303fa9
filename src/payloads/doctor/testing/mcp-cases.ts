// Doctor test payloads for the MCP rules: an approval answering an id nobody asked with, a failed MCP result sent as JSON or
// with its isError dropped, and a server's schema sent with strict on.
import type { WireCall } from '../types';
import { mcpWireView } from '@loopscope/wire/mcp/wire-view';

const responses = (request: unknown, response: unknown = null): WireCall => ({ style: 'responses', request, response });
const chat = (request: unknown): WireCall => ({ style: 'chat', request, response: null });

const mcpTool = {
  type: 'mcp',
  server_label: 'tickets',
  server_url: 'http://127.0.0.1:9000/mcp',
  require_approval: 'always',
};
const user = { role: 'user', content: 'Open a ticket: the printer is jammed.' };
const asked = {
  id: 'mcpr_7',
  type: 'mcp_approval_request',
  server_label: 'tickets',
  name: 'open_ticket',
  arguments: '{"title":"Printer jam"}',
};
const first = responses(
  { model: 'gpt-5.5', input: [user], tools: [mcpTool] },
  { id: 'resp_1', object: 'response', output: [asked] },
);
const approve = (id: string) => ({ type: 'mcp_approval_response', approval_request_id: id, approve: true });

const failed = JSON.stringify({ content: [{ type: 'text', text: 'Printer P-4 is offline.' }], isError: true });
const restartPrinter = {
  name: 'restart_printer',
  parameters: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'], additionalProperties: false },
  strict: true,
};
const toolCall = { id: 'call_1', type: 'function', function: { name: 'restart_printer', arguments: '{"id":"P-4"}' } };
const chatLoop = (content: string) => [
  chat({
    model: 'gpt-4o',
    tools: [{ type: 'function', function: restartPrinter }],
    messages: [
      user,
      { role: 'assistant', content: null, tool_calls: [toolCall] },
      { role: 'tool', tool_call_id: 'call_1', content },
    ],
  }),
];

/** An MCP exchange of the loop (style `other`), as wireCallOf reads one. */
const mcpCall = (mcp: NonNullable<WireCall['mcp']>): WireCall => ({
  style: 'other',
  request: null,
  response: null,
  mcp,
});
const offline = { content: [{ type: 'text' as const, text: 'Printer P-4 is offline.' }], isError: true };
const ranOnServer = (content: string) => [
  mcpCall({ serverLabel: 'printers', toolCallId: 'call_1', result: offline, listedTools: null }),
  ...chatLoop(content),
];

const lookup = {
  type: 'object' as const,
  properties: { city: { type: 'string' }, unit: { type: 'string' } },
  required: ['city'],
};
const listing = mcpCall({
  serverLabel: 'weather',
  result: null,
  listedTools: [{ name: 'get_weather', inputSchema: lookup }],
});
const weatherRequest = (strict: boolean) => ({
  style: 'responses' as const,
  request: {
    model: 'gpt-5.5',
    input: [user],
    tools: [{ type: 'function', name: 'get_weather', parameters: lookup, strict }],
  },
  response: null,
});

/** An MCP exchange as the wire view reads it, for the stateless-wire rules. */
const META = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' };
const wireCall = (
  request: Record<string, unknown>,
  response: unknown,
  extra: { status?: number; headers?: Record<string, string>; text?: string } = {},
): WireCall =>
  mcpCall({
    serverLabel: 'weather',
    result: null,
    listedTools: null,
    status: extra.status ?? 200,
    responseText: extra.text ?? JSON.stringify(response),
    wire: mcpWireView({
      requestBody: JSON.stringify(request),
      responseBody: extra.text ?? JSON.stringify(response),
      requestHeaders: extra.headers ?? { 'mcp-protocol-version': '2026-07-28' },
    }),
  });
const askCity = wireCall(
  { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'save_favorite_city', arguments: {}, _meta: META } },
  {
    jsonrpc: '2.0',
    id: 1,
    result: {
      resultType: 'input_required',
      inputRequests: { favorite_city: { method: 'elicitation/create', params: { message: 'Which city?' } } },
    },
  },
);
const retryCity = (inputResponses?: Record<string, unknown>) =>
  wireCall(
    {
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'save_favorite_city', arguments: {}, ...(inputResponses ? { inputResponses } : {}), _meta: META },
    },
    { jsonrpc: '2.0', id: 2, result: { resultType: 'complete', content: [] } },
  );

export const MCP_CASES = {
  'mcp-request-without-version': {
    // A hand-made client: a tools/list with neither the header nor the _meta envelope.
    bad: [
      wireCall(
        { jsonrpc: '2.0', id: 3, method: 'tools/list', params: {} },
        { jsonrpc: '2.0', id: 3, result: { tools: [] } },
        { headers: {} },
      ),
    ],
    at: 'params._meta',
    good: [
      wireCall(
        { jsonrpc: '2.0', id: 3, method: 'tools/list', params: { _meta: META } },
        { jsonrpc: '2.0', id: 3, result: { tools: [], resultType: 'complete' } },
      ),
    ],
  },
  'mcp-server-demands-session': {
    // The v1 SDK's stateful server refusing a request without Mcp-Session-Id.
    bad: [
      wireCall({ jsonrpc: '2.0', id: 4, method: 'tools/list', params: { _meta: META } }, null, {
        status: 400,
        text: '{"jsonrpc":"2.0","error":{"code":-32000,"message":"Bad Request: No valid session ID provided"},"id":null}',
      }),
    ],
    at: 'params',
    good: [
      wireCall(
        { jsonrpc: '2.0', id: 4, method: 'tools/list', params: { _meta: META } },
        { jsonrpc: '2.0', id: 4, result: { tools: [], resultType: 'complete' } },
      ),
    ],
  },
  'mcp-retry-drops-answer': {
    bad: [askCity, retryCity()],
    at: 'params.inputResponses.favorite_city',
    good: [askCity, retryCity({ favorite_city: { action: 'accept', content: { city: 'Oslo' } } })],
  },
  'mcp-approval-unknown-id': {
    // Answered with the id of the call it would make, not the id of the approval request.
    bad: [
      first,
      responses({ model: 'gpt-5.5', previous_response_id: 'resp_1', input: [approve('mcp_7')], tools: [mcpTool] }),
    ],
    at: 'input[0].approval_request_id',
    good: [
      first,
      responses({ model: 'gpt-5.5', previous_response_id: 'resp_1', input: [approve('mcpr_7')], tools: [mcpTool] }),
    ],
  },
  'mcp-is-error-dropped': {
    // The content text alone: the model cannot tell "offline" from a printer's name.
    bad: ranOnServer('Printer P-4 is offline.'),
    at: 'messages[2].content',
    good: ranOnServer('Error: Printer P-4 is offline.'),
  },
  'mcp-schema-not-strict': {
    bad: [listing, weatherRequest(true)],
    at: 'tools[0].parameters',
    good: [listing, weatherRequest(false)],
  },
  'mcp-error-hidden': {
    bad: chatLoop(failed),
    at: 'messages[2].content',
    good: chatLoop('Error: Printer P-4 is offline.'),
  },
};
