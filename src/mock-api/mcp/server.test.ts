// The mock MCP server in process (the page's path): the SDK client's Streamable HTTP transport whose fetch is the handler itself, with the page's eval-free validator.
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { describe, expect, it } from 'vitest';
import { evalFreeJsonSchemaValidator } from '../../wire/mcp/schema-validator.ts';
import { MOCK_MCP_URL, createMockMcpHandler, handlerFetch, mockMcpFetch } from './server.ts';
import { describeMockMcpServer } from './testing/conformance.ts';

const fetch = handlerFetch(createMockMcpHandler({ progressStepMs: 1 }));
describeMockMcpServer('in-page fetch', (query) => new StreamableHTTPClientTransport(new URL(query ? `${MOCK_MCP_URL}?${query}` : MOCK_MCP_URL), { fetch }), { jsonSchemaValidator: evalFreeJsonSchemaValidator });

describe('the mock MCP handler', () => {
  it('answers GET with 405, so a client does not wait on a server-sent stream a stateless server never sends', async () => {
    const response = await mockMcpFetch(MOCK_MCP_URL, { headers: { Accept: 'text/event-stream' } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
