// The agents' MCP server at /api/mcp and on stdio (`loopscope mcp`), called by the official MCP SDK clients (v2 and v1):
// captured loops, exact bytes with keys masked, doctor, diff, tokens, replay.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client as V2Client } from '@modelcontextprotocol/client';
import { StdioClientTransport as V2StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../start.ts';
import { connectMcp, MODERN_REVISION } from '@loopscope/wire/mcp/connection';

const KEY = 'sk-proj-agentsecret-0123456789abcdefghijklmnop';
/** The `loopscope` command from source, as `loopscope mcp --url <origin>` runs it. */
const CLI = fileURLToPath(new URL('../cli/main.ts', import.meta.url));
let root: string;
let running: RunningServer;
let client: Client;

type Text = { content: { type: string; text: string }[]; isError?: boolean };
async function call(name: string, args: Record<string, unknown> = {}) {
  const result = (await client.callTool({ name, arguments: args })) as Text;
  const text = result.content[0]!.text;
  return { isError: result.isError === true, text, json: () => JSON.parse(text) as unknown };
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'loopscope-agent-mcp-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  running = await startServer({ port: 0, host: '127.0.0.1', upstream: 'mock', staticRoot: root });
  // An app's loop through the capture proxy: a question, the model's tool call, the tool's result, the answer.
  const openai = new OpenAI({ apiKey: KEY, baseURL: `${running.origin}/proxy/v1`, maxRetries: 0 });
  const tools = [
    {
      type: 'function' as const,
      function: {
        name: 'get_weather',
        description: 'Weather now',
        parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
      },
    },
  ];
  const messages: OpenAI.ChatCompletionMessageParam[] = [{ role: 'user', content: 'What is the weather in Oslo?' }];
  const first = await openai.chat.completions.create({ model: 'gpt-5.4-mini', messages, tools });
  const message = first.choices[0]!.message;
  messages.push(message);
  for (const toolCall of message.tool_calls ?? [])
    messages.push({ role: 'tool', tool_call_id: toolCall.id, content: '{"city":"Oslo","temperature_c":4}' });
  await openai.chat.completions.create({ model: 'gpt-5.4-mini', messages, tools });
  client = new Client({ name: 'agent-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${running.origin}/api/mcp`)));
});

afterAll(async () => {
  await client?.close();
  await running?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the agents’ MCP server', () => {
  it('answers a v2 client over 2026-07-28 and the v1 client over the 2025-11-25 handshake, on the same URL', async () => {
    const modern = await connectMcp({
      url: `${running.origin}/api/mcp`,
      fetch: (input, init) => fetch(input, init),
      timeoutMs: 10_000,
    });
    expect(modern.revision).toBe(MODERN_REVISION);
    const listed = await modern.callTool('list_loops', {});
    expect((listed.content[0] as { text: string }).text).toContain('What is the weather in Oslo?');
    await modern.close();
    // The v1 SDK client (the rest of this file) speaks only the handshake, and is answered on the same URL.
    expect(client.getServerVersion()?.name).toBe('loopscope');
  });

  it('answers on stdio (`loopscope mcp`) a v2 client over 2026-07-28 and the v1 client over the handshake', async () => {
    const command = {
      command: process.execPath,
      args: ['--import', 'tsx', CLI, 'mcp', '--url', running.origin],
      stderr: 'ignore' as const,
    };
    const modern = new V2Client({ name: 'stdio-v2', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
    await modern.connect(new V2StdioClientTransport(command), { timeout: 30_000 });
    expect(modern.getNegotiatedProtocolVersion()).toBe(MODERN_REVISION);
    const v2Listed = (await modern.callTool({ name: 'list_loops', arguments: {} })) as Text;
    expect(v2Listed.content[0]!.text).toContain('What is the weather in Oslo?');
    await modern.close();
    const legacy = new Client({ name: 'stdio-v1', version: '1.0.0' });
    await legacy.connect(new StdioClientTransport(command), { timeout: 30_000 });
    expect(legacy.getServerVersion()?.name).toBe('loopscope');
    const v1Listed = (await legacy.callTool({ name: 'list_loops', arguments: {} })) as Text;
    expect(v1Listed.content[0]!.text).toContain('What is the weather in Oslo?');
    await legacy.close();
  }, 180_000);

  it('lists its tools, all read-only but the replay', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'diff_requests',
      'doctor_findings',
      'get_exchange',
      'list_days',
      'list_exchanges',
      'list_loops',
      'replay_request',
      'token_breakdown',
    ]);
    expect(tools.filter((t) => t.annotations?.readOnlyHint !== true).map((t) => t.name)).toEqual(['replay_request']);
  });

  it('lists the captured loop and its exchanges', async () => {
    const loops = (await call('list_loops')).json() as { id: string; title: string; style: string; requests: number }[];
    expect(loops).toEqual([
      expect.objectContaining({ title: 'What is the weather in Oslo?', style: 'chat', requests: 2 }),
    ]);
    const exchanges = (await call('list_exchanges', { loop_id: loops[0]!.id })).json() as {
      path: string;
      status: number;
    }[];
    expect(exchanges.map((e) => [e.path, e.status])).toEqual([
      ['/chat/completions', 200],
      ['/chat/completions', 200],
    ]);
    const unknown = await call('list_exchanges', { loop_id: 'nope' });
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toContain('No loop nope');
  });

  it('gives an exchange’s exact bytes with the API key masked as the exports mask it', async () => {
    const [, second] = (await call('list_exchanges')).json() as { id: string }[];
    const got = await call('get_exchange', { id: second!.id });
    expect(got.text).not.toContain(KEY);
    const exchange = got.json() as {
      request_headers: Record<string, string>;
      request_body: string;
      response_body: string;
    };
    expect(exchange.request_headers.authorization).toMatch(/^Bearer sk-…[a-z]{4}$/);
    expect(JSON.parse(exchange.request_body).messages.at(-1)).toMatchObject({
      role: 'tool',
      content: '{"city":"Oslo","temperature_c":4}',
    });
    expect(JSON.parse(exchange.response_body).object).toBe('chat.completion');
  });

  it('diffs two requests, breaks one into tokens, and lists the doctor’s findings', async () => {
    const [first, second] = (await call('list_exchanges')).json() as { id: string }[];
    const changes = (await call('diff_requests', { from: first!.id, to: second!.id })).json() as {
      path: string;
      before?: unknown;
      after?: unknown;
    }[];
    expect(changes.map((c) => c.path)).toEqual(['messages[1]', 'messages[2]']);
    expect(changes[1]!.after).toMatchObject({ role: 'tool' });
    const tokens = (await call('token_breakdown', { id: second!.id })).json() as {
      total: number;
      parts: { part: string; tokens: number }[];
    };
    expect(tokens.parts.map((p) => p.part)).toEqual([
      'function get_weather',
      '0: user message',
      '1: assistant message',
      '2: tool message',
    ]);
    expect(tokens.parts.every((p) => p.tokens > 0)).toBe(true);
    expect(tokens.total).toBeGreaterThan(tokens.parts.reduce((sum, p) => sum + p.tokens, 0) - 20);
    const loops = (await call('list_loops')).json() as { id: string }[];
    expect(Array.isArray((await call('doctor_findings', { loop_id: loops[0]!.id })).json())).toBe(true);
  });

  it('replays a request against the mock with a merge-patch edit', async () => {
    const [first] = (await call('list_exchanges')).json() as { id: string }[];
    const replayed = (await call('replay_request', { id: first!.id, edit: { tool_choice: 'none' } })).json() as {
      status: number;
      request_body: { tool_choice: string };
      response_body: { choices: { message: { content: string | null; tool_calls?: unknown } }[] };
    };
    expect(replayed.status).toBe(200);
    expect(replayed.request_body.tool_choice).toBe('none');
    // With tool_choice "none" the mock answers in words instead of calling get_weather again.
    expect(replayed.response_body.choices[0]!.message.tool_calls).toBeUndefined();
    // The replay went to the mock directly: the capture log still holds the app's two requests only.
    expect(((await call('list_exchanges')).json() as unknown[]).length).toBe(2);
  });
});
