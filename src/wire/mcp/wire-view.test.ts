// What the wire view reads from recorded MCP exchanges, on bytes as the SDK's v2 client and server put them on the wire.
import { describe, expect, it } from 'vitest';
import { inputRequiredOf, isRetry, mcpWireView } from './wire-view.ts';

const META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 'c', version: '1' },
  'io.modelcontextprotocol/clientCapabilities': { elicitation: { form: {} } },
};
const HEADERS = {
  'content-type': 'application/json',
  'mcp-method': 'tools/call',
  'mcp-name': 'save_favorite_city',
  'mcp-protocol-version': '2026-07-28',
};

const asked = {
  requestHeaders: HEADERS,
  requestBody: JSON.stringify({
    method: 'tools/call',
    params: { name: 'save_favorite_city', arguments: {}, _meta: META },
    jsonrpc: '2.0',
    id: 1,
  }),
  responseBody: JSON.stringify({
    result: {
      resultType: 'input_required',
      inputRequests: {
        favorite_city: {
          method: 'elicitation/create',
          params: {
            message: 'Which city?',
            requestedSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
            mode: 'form',
          },
        },
      },
    },
    jsonrpc: '2.0',
    id: 1,
  }),
};
const retried = {
  requestHeaders: HEADERS,
  requestBody: JSON.stringify({
    method: 'tools/call',
    params: {
      name: 'save_favorite_city',
      arguments: {},
      inputResponses: { favorite_city: { action: 'accept', content: { city: 'Oslo' } } },
      _meta: META,
    },
    jsonrpc: '2.0',
    id: 2,
  }),
  responseBody: JSON.stringify({
    result: { content: [{ type: 'text', text: 'Saved Oslo' }], resultType: 'complete' },
    jsonrpc: '2.0',
    id: 2,
  }),
};
const handshakeCall = {
  requestHeaders: { 'content-type': 'application/json', 'mcp-protocol-version': '2025-11-25', 'mcp-session-id': 'abc' },
  requestBody: JSON.stringify({
    method: 'tools/call',
    params: { name: 'get_weather', arguments: { city: 'Oslo' } },
    jsonrpc: '2.0',
    id: 3,
  }),
  responseBody: 'event: message\ndata: {"result":{"content":[{"type":"text","text":"4"}]},"jsonrpc":"2.0","id":3}\n\n',
};

describe('mcpWireView', () => {
  it('reads the revision, the new headers, the _meta envelope and an input-required ask', () => {
    const view = mcpWireView(asked);
    expect(view.method).toBe('tools/call');
    expect(view.revision).toBe('2026-07-28');
    expect(view.headers.map((h) => h.name)).toEqual(['mcp-protocol-version', 'mcp-method', 'mcp-name']);
    expect(view.metaKeys).toEqual(Object.keys(META));
    expect(view.resultType).toBe('input_required');
    expect(view.inputRequests).toEqual([
      { key: 'favorite_city', method: 'elicitation/create', message: 'Which city?', fields: ['city'] },
    ]);
    expect(inputRequiredOf(asked)).toBe(true);
    expect(isRetry(asked)).toBe(false);
  });

  it('reads a retry and the answers it carries', () => {
    const view = mcpWireView(retried);
    expect(isRetry(retried)).toBe(true);
    expect(view.inputResponses).toEqual([{ key: 'favorite_city', action: 'accept' }]);
    expect(view.resultType).toBe('complete');
    expect(inputRequiredOf(retried)).toBe(false);
  });

  it('reads a 2025-11-25 exchange: the version by header only, the session header, no resultType, an SSE answer', () => {
    const view = mcpWireView(handshakeCall);
    expect(view.revision).toBe('2025-11-25');
    expect(view.headers).toContainEqual({ name: 'mcp-session-id', value: 'abc' });
    expect(view.metaKeys).toEqual([]);
    expect(view.resultType).toBeNull();
  });

  it('reads a task handle and a discover answer', () => {
    const task = mcpWireView({
      requestBody: asked.requestBody,
      responseBody: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        result: { resultType: 'task', taskId: 't1', status: 'working', statusMessage: 'Step 1 of 4' },
      }),
    });
    expect(task.task).toEqual({ taskId: 't1', status: 'working', statusMessage: 'Step 1 of 4' });
    const discover = mcpWireView({
      requestBody: JSON.stringify({ jsonrpc: '2.0', id: 'p', method: 'server/discover', params: { _meta: META } }),
      responseBody: JSON.stringify({
        jsonrpc: '2.0',
        id: 'p',
        result: { supportedVersions: ['2026-07-28'], ttlMs: 0, resultType: 'complete' },
      }),
    });
    expect(discover.supportedVersions).toEqual(['2026-07-28']);
    expect(discover.revision).toBe('2026-07-28');
  });
});
