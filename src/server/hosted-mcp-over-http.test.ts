// The hosted mcp tool of `npm start`'s /v1 through the openai SDK: the server's own /mcp (in process) and another server's /mcp over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_MCP_PATH } from '../mock-api/index.ts';
import { assertMatchesSpec } from '../mock-api/testing/openapi.ts';
import { startSdkServer, type SdkServer } from './testing/sdk-server.ts';

let api: SdkServer;
let other: SdkServer;
beforeAll(async () => {
  [api, other] = await Promise.all([startSdkServer(), startSdkServer()]);
});
afterAll(() => {
  api?.close();
  other?.close();
});

async function weatherLoop(serverUrl: string) {
  const response = await api.client.responses.create({
    model: 'gpt-4o',
    input: 'What is the weather in Tokyo?',
    tools: [{ type: 'mcp', server_label: 'weather', server_url: serverUrl, require_approval: 'never' }],
  });
  assertMatchesSpec('Response', response);
  return response;
}

describe('the hosted mcp tool on the Node server', () => {
  it('calls the server’s own /mcp', async () => {
    const response = await weatherLoop(`${api.origin}${MOCK_MCP_PATH}`);
    expect(response.output.map((i) => i.type)).toEqual(['mcp_list_tools', 'mcp_call', 'message']);
    expect(response.output_text).toContain('28');
  });

  it('calls another MCP server over HTTP', async () => {
    const response = await weatherLoop(`${other.origin}${MOCK_MCP_PATH}`);
    const call = response.output.find((i) => i.type === 'mcp_call');
    expect(call && JSON.parse(call.output!)).toMatchObject({ city: 'Tokyo', temperature: 28 });
  });

  it('answers 424, not a 5xx, for a server that is not there', async () => {
    const error = await weatherLoop(`${other.origin}/not-mcp`).catch((e: unknown) => e);
    expect((error as { status?: number }).status).toBe(424);
  });
});
