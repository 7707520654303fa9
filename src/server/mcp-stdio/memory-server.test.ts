// The official memory MCP server from npm (installed in mcp-servers/, not a dependency of the app) as the loop's tools on
// the mock: bridged from stdio, its tools offered to the mock model, which creates the entity a question names and then
// opens it by name; the server keeps it in between (its knowledge graph in a file of the test's own).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createMockApi } from '@loopscope/mock-api';
import { sdkClient } from '@loopscope/mock-api/testing/harness';
import { connectMcp } from '@loopscope/wire/mcp/connection';
import { startStdioBridge, type StdioBridge } from './bridge.ts';

const SERVER = fileURLToPath(
  new URL('../../../mcp-servers/node_modules/@modelcontextprotocol/server-memory/dist/index.js', import.meta.url),
);
const installed = existsSync(SERVER);
const dir = mkdtempSync(join(tmpdir(), 'loopscope-memory-'));
let bridge: StdioBridge | undefined;
afterAll(async () => {
  await bridge?.close();
  rmSync(dir, { recursive: true, force: true });
});

// `npm ci --prefix mcp-servers` installs it (the CI script does); without it this test says so and is skipped.
describe.skipIf(!installed)('the official memory MCP server on the mock', () => {
  it('creates the entity a question names, and a second question reads it back', async () => {
    // The server reads where to keep its graph from MEMORY_FILE_PATH only; env sets it for this child alone.
    bridge = await startStdioBridge(
      { command: 'env', args: [`MEMORY_FILE_PATH=${join(dir, 'memory.jsonl')}`, process.execPath, SERVER] },
      () => undefined,
    );
    const connection = await connectMcp({
      url: 'http://bridge.test/mcp',
      fetch: async (input, init) => bridge!.handle(new Request(input, init)),
      timeoutMs: 20_000,
    });
    const tools = await connection.listTools();
    expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(['create_entities', 'open_nodes']));
    const { client } = sdkClient(createMockApi({ seed: 1, scenario: 'none' }));
    const asSent = tools.map((t) => ({
      type: 'function' as const,
      function: {
        name: t.name,
        description: t.description ?? '',
        parameters: t.inputSchema as Record<string, unknown>,
      },
    }));

    const run = async (question: string) => {
      const completion = await client.chat.completions.create({
        model: 'gpt-4o',
        messages: [{ role: 'user', content: question }],
        tools: asSent,
      });
      const call = completion.choices[0]!.message.tool_calls?.[0];
      if (call?.type !== 'function') throw new Error(`no tool call for: ${question}`);
      const result = await connection.callTool(
        call.function.name,
        JSON.parse(call.function.arguments) as Record<string, unknown>,
      );
      return { name: call.function.name, text: (result.content[0] as { text: string }).text };
    };
    const created = await run('Create an entity named "Ada Lovelace" of type "person"');
    expect(created.name).toBe('create_entities');
    expect(JSON.parse(created.text)).toEqual([{ name: 'Ada Lovelace', entityType: 'person', observations: [] }]);
    const opened = await run('Open the node "Ada Lovelace"');
    expect(opened.name).toBe('open_nodes');
    expect((JSON.parse(opened.text) as { entities: unknown[] }).entities).toEqual([
      { name: 'Ada Lovelace', entityType: 'person', observations: [] },
    ]);
    await connection.close();
  }, 60_000);
});
