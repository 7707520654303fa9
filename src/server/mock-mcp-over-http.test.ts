// The built-in mock MCP server at /mcp of `npm start`, over real HTTP: the same conformance suite as the in-page handler.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_MCP_PATH } from '@loopscope/mock-api';
import { describeMockMcpServer } from '@loopscope/mock-api/mcp/testing/conformance';
import { startSdkServer, type SdkServer } from './testing/sdk-server.ts';

let server: SdkServer;
beforeAll(async () => {
  server = await startSdkServer();
});
afterAll(() => server?.close());

describeMockMcpServer('npm start at /mcp', () => ({
  url: (query) => `${server.origin}${MOCK_MCP_PATH}${query ? `?${query}` : ''}`,
  fetch: (input, init) => fetch(input, init),
}));

describe('/mcp on the Node server', () => {
  it('is the MCP server, not the SPA fallback, for a GET', async () => {
    const response = await fetch(`${server.origin}${MOCK_MCP_PATH}`, { headers: { Accept: 'text/event-stream' } });
    expect(response.status).toBe(405);
  });
});
