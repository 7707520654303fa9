// The hosted mcp tool of `npm start`'s /v1 through the openai SDK: the server's own /mcp (in process), another server's /mcp over real
// HTTP only once the user allowed it, and never this server's own routes, whoever asks (a page of any origin may call /v1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_MCP_PATH } from '@loopscope/mock-api';
import { assertMatchesSpec } from '@loopscope/mock-api/testing/openapi';
import { startSdkServer, type SdkServer } from './testing/sdk-server.ts';
import { createServerApp } from './app.ts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let api: SdkServer;
let other: SdkServer;
beforeAll(async () => {
  other = await startSdkServer();
  api = await startSdkServer({ mcpAllow: [other.origin] });
});
afterAll(() => {
  api?.close();
  other?.close();
});

async function weatherLoop(serverUrl: string) {
  const response = await api.client.responses.create({
    model: 'gpt-5.5',
    input: 'What is the weather in Tokyo?',
    tools: [{ type: 'mcp', server_label: 'weather', server_url: serverUrl, require_approval: 'never' }],
  });
  assertMatchesSpec('Response', response);
  return response;
}

describe('the hosted mcp tool on the Node server', () => {
  it('calls the server’s own /mcp', async () => {
    const response = await weatherLoop(`${api.origin}${MOCK_MCP_PATH}`);
    // gpt-5.5 reasons first: its reasoning item leads the output.
    expect(response.output.map((i) => i.type)).toEqual(['reasoning', 'mcp_list_tools', 'mcp_call', 'message']);
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
    const app = createServerApp({
      staticRoot: root,
      listensEverywhere: true,
      mcpAllow: [other.origin, 'http://10.20.30.40'],
    });
    const ask = (serverUrl: string) =>
      app.fetch(
        new Request('http://127.0.0.1/v1/responses', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: 'Bearer sk-test' },
          body: JSON.stringify({
            model: 'gpt-5.5',
            input: 'What is the weather in Tokyo?',
            tools: [{ type: 'mcp', server_label: 'intranet', server_url: serverUrl, require_approval: 'never' }],
          }),
        }),
      );
    // Allowed, but on another machine of the network: still refused there.
    const refused = await ask('http://10.20.30.40/mcp');
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.message).toContain('reaches MCP servers on this machine only, not 10.20.30.40');
    const local = await ask(`${other.origin}${MOCK_MCP_PATH}`);
    expect(local.status).toBe(200);
    expect((await local.json()).output.map((i: { type: string }) => i.type)).toContain('mcp_call');
  });

  it('refuses, for a page of any origin, a server the user did not allow, and this server itself even when allowed', async () => {
    const ask = (at: SdkServer, serverUrl: string) =>
      fetch(`${at.origin}/v1/responses`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: 'Bearer sk-test',
          origin: 'https://evil.example',
        },
        body: JSON.stringify({
          model: 'gpt-5.5',
          input: 'What is the weather in Tokyo?',
          tools: [{ type: 'mcp', server_label: 'local', server_url: serverUrl, require_approval: 'never' }],
        }),
      });
    const unlisted = await ask(other, `${api.origin}${MOCK_MCP_PATH}`);
    expect(unlisted.status).toBe(400);
    expect((await unlisted.json()).error).toMatchObject({
      code: 'mcp_server_not_allowed',
      message: `The hosted mcp tool reaches only the built-in MCP server (/mcp) and servers the user allowed, and ${api.origin} is not one of them. To allow it, start Loopscope with --mcp-allow ${api.origin} (or LOOPSCOPE_MCP_ALLOW=${api.origin}).`,
    });
    // The capture log through the server's own agent MCP server, by any of its names: never, whatever the allow-list says.
    const self = await startSdkServer({ mcpAllow: [api.origin] });
    try {
      for (const host of ['127.0.0.1', 'localhost']) {
        const own = await ask(self, `http://${host}:${new URL(self.origin).port}/api/mcp`);
        expect(own.status).toBe(400);
        expect((await own.json()).error.message).toBe(
          "The hosted mcp tool never calls this Loopscope's own /api/mcp: its built-in MCP server is at /mcp.",
        );
      }
      // Its own /mcp under another name is the built-in server, answered in process.
      expect((await ask(self, `http://localhost:${new URL(self.origin).port}${MOCK_MCP_PATH}`)).status).toBe(200);
    } finally {
      self.close();
    }
    // And a page elsewhere cannot read /api/mcp itself.
    expect(
      (
        await fetch(`${api.origin}/api/mcp`, {
          method: 'POST',
          headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
          body: '{}',
        })
      ).status,
    ).toBe(403);
  });
});
