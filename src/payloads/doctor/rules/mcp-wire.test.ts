// The doctor's rules for the stateless MCP wire, on recorded MCP exchanges: each finds its mistake and passes the right wire.
import { describe, expect, it } from 'vitest';
import { diagnoseLoop, wireCallOf } from '../index';

const META = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' };
const modernHeaders = { 'mcp-protocol-version': '2026-07-28' };
const mcp = { serverId: 's', serverLabel: 'weather', methods: ['tools/call'] };
const exchange = (request: unknown, response: unknown, extra: Record<string, unknown> = {}) => ({
  url: 'http://mcp.test/mcp',
  streamed: false,
  method: 'POST',
  requestBody: JSON.stringify(request),
  responseBody: typeof response === 'string' ? response : JSON.stringify(response),
  mcp,
  requestHeaders: modernHeaders,
  status: 200,
  ...extra,
});
const rulesOf = (exchanges: ReturnType<typeof exchange>[]) =>
  diagnoseLoop(exchanges.map(wireCallOf)).map((f) => f.rule);

const ask = exchange(
  { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'save_favorite_city', arguments: {}, _meta: META } },
  {
    jsonrpc: '2.0',
    id: 1,
    result: {
      resultType: 'input_required',
      inputRequests: { favorite_city: { method: 'elicitation/create', params: { message: 'Which?' } } },
    },
  },
);

describe('the stateless MCP wire rules', () => {
  it('finds a request that says no protocol version, and not the handshake or a versioned request', () => {
    const bare = exchange(
      { jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} },
      { jsonrpc: '2.0', id: 2, result: { tools: [] } },
      { requestHeaders: {} },
    );
    expect(rulesOf([bare])).toContain('mcp-request-without-version');
    const init = exchange(
      { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-11-25' } },
      { jsonrpc: '2.0', id: 0, result: {} },
      { requestHeaders: {} },
    );
    expect(rulesOf([init])).not.toContain('mcp-request-without-version');
    expect(rulesOf([ask])).not.toContain('mcp-request-without-version');
  });

  it('finds a server that refuses a 2026-07-28 request for want of a session', () => {
    const refused = exchange(
      { jsonrpc: '2.0', id: 3, method: 'tools/list', params: { _meta: META } },
      '{"jsonrpc":"2.0","error":{"code":-32000,"message":"Bad Request: No valid session ID provided"},"id":null}',
      { status: 400 },
    );
    expect(rulesOf([refused])).toContain('mcp-server-demands-session');
    expect(rulesOf([{ ...refused, status: 200 }])).not.toContain('mcp-server-demands-session');
  });

  it('finds a retry that drops the answer, and passes one that carries it', () => {
    const dropped = exchange(
      {
        jsonrpc: '2.0',
        id: 4,
        method: 'tools/call',
        params: { name: 'save_favorite_city', arguments: {}, _meta: META },
      },
      { jsonrpc: '2.0', id: 4, result: { resultType: 'input_required', inputRequests: {} } },
    );
    expect(rulesOf([ask, dropped])).toContain('mcp-retry-drops-answer');
    const answered = exchange(
      {
        jsonrpc: '2.0',
        id: 5,
        method: 'tools/call',
        params: {
          name: 'save_favorite_city',
          arguments: {},
          inputResponses: { favorite_city: { action: 'accept', content: { city: 'Oslo' } } },
          _meta: META,
        },
      },
      { jsonrpc: '2.0', id: 5, result: { resultType: 'complete', content: [] } },
    );
    expect(rulesOf([ask, answered])).not.toContain('mcp-retry-drops-answer');
  });
});
