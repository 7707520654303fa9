// The hosted mcp tool of `npm start`'s /v1 through the openai SDK: the server's own /mcp (in process) and another server's /mcp over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_MCP_PATH } from '../mock-api/index.ts';
import { assertMatchesSpec } from '../mock-api/testing/openapi.ts';
import { startSdkServer, type SdkServer } from './testing/sdk-server.ts';
import { createServerApp } from './app.ts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

  it('on a server the room can reach, reaches MCP servers on this machine only', async () => {
    const root = mkdtempSync(join(tmpdir(), 'loopscope-lan-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    const app = createServerApp({ staticRoot: root, listensEverywhere: true });
    const ask = (serverUrl: string) =>
      app.fetch(new Request('http://127.0.0.1/v1/responses', { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer sk-test' }, body: JSON.stringify({ model: 'gpt-4o', input: 'What is the weather in Tokyo?', tools: [{ type: 'mcp', server_label: 'intranet', server_url: serverUrl, require_approval: 'never' }] }) }));
    const refused = await ask('http://10.20.30.40/mcp');
    expect(refused.status).toBe(424);
    expect((await refused.json()).error.message).toContain("Error retrieving tool list from MCP server: 'intranet'");
    const local = await ask(`${other.origin}${MOCK_MCP_PATH}`);
    expect(local.status).toBe(200);
    expect((await local.json()).output.map((i: { type: string }) => i.type)).toContain('mcp_call');
  });
});
