// The configuration's MCP servers: a listing joins the draft with its server, a second listing replaces the first, failures say why.
import { describe, expect, it } from 'vitest';
import type { McpListing, McpServerSpec, SessionConfig, ToolSpec } from '@loopscope/engine/types';
import { mcpServerActions, nameClashes } from './mcp-servers';

const server: McpServerSpec = {
  id: 'mcp-1',
  label: 'files',
  url: 'http://127.0.0.1:9000/mcp',
  transport: 'streamable-http',
  headers: {},
};
const own: ToolSpec = { name: 'add', description: '', parameters: {}, strict: true, source: 'function add() {}' };
const listed = (name: string): ToolSpec => ({
  name,
  description: '',
  parameters: { type: 'object' },
  strict: false,
  source: '',
  mcp: { server: 'mcp-1', tool: name },
});

function setup(first: McpListing, writable = true) {
  let draft = { tools: [own] } as SessionConfig;
  const asked: string[][] = [];
  const answer = { next: first };
  const actions = mcpServerActions(
    { listMcpTools: async (_s, taken) => (asked.push([...taken]), answer.next) },
    () => draft,
    (update) => (draft = update(draft)),
    () => writable,
  );
  return { actions, asked, answer, draft: () => draft };
}

describe('MCP server actions', () => {
  it('adds the server and its tools after the session tools, naming apart from them', async () => {
    const { actions, asked, draft } = setup({ ok: true, tools: [listed('read')] });
    expect(await actions.addMcpServer(server)).toBeNull();
    expect(asked).toEqual([['add']]);
    expect(draft().tools.map((t) => t.name)).toEqual(['add', 'read']);
    expect(draft().mcpServers).toEqual([server]);
  });

  it('replaces the tools of a server added again, and removes both', async () => {
    const first = setup({ ok: true, tools: [listed('read')] });
    await first.actions.addMcpServer(server);
    first.answer.next = { ok: true, tools: [listed('write')] };
    expect(await first.actions.addMcpServer(server)).toBeNull();
    expect(first.asked[1]).toEqual(['add']);
    expect(first.draft().tools.map((t) => t.name)).toEqual(['add', 'write']);
    expect(first.draft().mcpServers).toEqual([server]);
    first.actions.removeMcpServer('mcp-1');
    expect(first.draft().tools).toEqual([own]);
    expect(first.draft().mcpServers).toEqual([]);
  });

  it('leaves the draft alone when listing fails, or in a read-only session', async () => {
    const failing = setup({ ok: false, error: 'fetch failed' });
    expect(await failing.actions.addMcpServer(server)).toBe('fetch failed');
    expect(failing.draft().tools).toEqual([own]);
    const readOnly = setup({ ok: true, tools: [listed('read')] }, false);
    expect(await readOnly.actions.addMcpServer(server)).toBeNull();
    expect(readOnly.asked).toEqual([]);
    expect(readOnly.draft().mcpServers).toBeUndefined();
  });

  it('names an MCP tool renamed because a local tool has its name, and replacing sends the MCP tool under its own name', async () => {
    // The server's `add` is listed as `files_add` beside the session's own `add`: the model would call the local one.
    const renamed: ToolSpec = { ...listed('add'), name: 'files_add' };
    const { actions, draft } = setup({ ok: true, tools: [renamed, listed('read')] });
    await actions.addMcpServer(server);
    expect(nameClashes(draft())).toEqual([{ server: 'mcp-1', mcpTool: 'add', sentAs: 'files_add', localName: 'add' }]);
    actions.replaceLocalTool(nameClashes(draft())[0]!);
    expect(draft().tools.map((t) => [t.name, t.mcp?.tool ?? null])).toEqual([
      ['add', 'add'],
      ['read', 'read'],
    ]);
    expect(nameClashes(draft())).toEqual([]);
  });

  it('sees no clash in a tool that only sounds alike, and a stale clash changes nothing', async () => {
    const { actions, draft } = setup({ ok: true, tools: [listed('read')] });
    await actions.addMcpServer(server);
    expect(nameClashes(draft())).toEqual([]);
    const before = draft();
    actions.replaceLocalTool({ server: 'mcp-1', mcpTool: 'read', sentAs: 'files_read', localName: 'read' });
    expect(draft()).toBe(before);
  });
});
