// The official file-system MCP server from npm (installed in mcp-servers/, not a dependency of the app) as the loop's
// tools on the mock: bridged from stdio, its tools offered to the mock model, which reads the directory from the
// question and asks to list it; the server lists it.
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createMockApi } from '@loopscope/mock-api';
import { sdkClient } from '@loopscope/mock-api/testing/harness';
import { connectMcp } from '@loopscope/wire/mcp/connection';
import { startStdioBridge, type StdioBridge } from './bridge.ts';

const SERVER = fileURLToPath(
  new URL('../../../mcp-servers/node_modules/@modelcontextprotocol/server-filesystem/dist/index.js', import.meta.url),
);
const installed = existsSync(SERVER);
const root = realpathSync(mkdtempSync(join(tmpdir(), 'loopscope-fs-')));
let bridge: StdioBridge | undefined;
afterAll(async () => {
  await bridge?.close();
  rmSync(root, { recursive: true, force: true });
});

// `npm ci --prefix mcp-servers` installs it (the CI script does); without it this test says so and is skipped.
describe.skipIf(!installed)('the official file-system MCP server on the mock', () => {
  it('lists the directory the question names', async () => {
    mkdirSync(join(root, 'notes'));
    writeFileSync(join(root, 'notes', 'groceries.md'), '- oat milk\n');
    writeFileSync(join(root, 'notes', 'ideas.txt'), 'a lamp\n');
    bridge = await startStdioBridge({ command: process.execPath, args: [SERVER, root] }, () => undefined);
    const connection = await connectMcp({
      url: 'http://bridge.test/mcp',
      fetch: async (input, init) => bridge!.handle(new Request(input, init)),
      timeoutMs: 20_000,
    });
    const tools = await connection.listTools();
    expect(tools.map((t) => t.name)).toContain('list_directory');

    const { client } = sdkClient(createMockApi({ seed: 1, scenario: 'none' }));
    const asSent = tools.map((t) => ({
      type: 'function' as const,
      function: {
        name: t.name,
        description: t.description ?? '',
        parameters: t.inputSchema as Record<string, unknown>,
      },
    }));
    const completion = await client.chat.completions.create({
      model: 'gpt-4o',
      messages: [{ role: 'user', content: `List the files in the directory ${root}/notes` }],
      tools: asSent,
    });
    const call = completion.choices[0]!.message.tool_calls?.[0];
    expect(call?.type === 'function' && call.function.name).toMatch(/^list_directory/);
    const args = JSON.parse(call!.type === 'function' ? call!.function.arguments : '{}') as { path: string };
    expect(args.path).toBe(`${root}/notes`);

    const listing = await connection.callTool(call!.type === 'function' ? call!.function.name : '', args);
    const text = (listing.content[0] as { text: string }).text;
    expect(text).toContain('groceries.md');
    expect(text).toContain('ideas.txt');
    await connection.close();
  }, 60_000);
});
