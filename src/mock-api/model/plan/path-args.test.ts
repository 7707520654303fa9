// Arguments the common MCP servers need: a path named in the question goes to a path parameter (file-system servers),
// quoted names and ids to name and id parameters (memory servers), by what the schema's names and descriptions hint.
import { describe, expect, it } from 'vitest';
import { createMockApi } from '../../index.ts';
import { sdkClient } from '../../testing/harness.ts';
import { findSpans } from '../understand/spans.ts';

const fn = (name: string, description: string, properties: Record<string, unknown>, required: string[]) => ({
  type: 'function' as const,
  function: { name, description, parameters: { type: 'object', properties, required } },
});
// The shapes of @modelcontextprotocol/server-filesystem's and server-memory's tools (their inputSchema, as listed).
const FILESYSTEM = [
  fn(
    'list_directory',
    'Get a detailed listing of all files and directories in a specified path.',
    { path: { type: 'string' } },
    ['path'],
  ),
  fn(
    'read_text_file',
    'Read the complete contents of a file from the file system as text.',
    { path: { type: 'string' }, head: { type: 'number' } },
    ['path'],
  ),
];
const MEMORY = [
  fn(
    'create_entities',
    'Create multiple new entities in the knowledge graph',
    {
      entities: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            name: { type: 'string', description: 'The name of the entity' },
            entityType: { type: 'string', description: 'The type of the entity' },
            observations: {
              type: 'array',
              items: { type: 'string' },
              description: 'An array of observation contents associated with the entity',
            },
          },
          required: ['name', 'entityType', 'observations'],
        },
      },
    },
    ['entities'],
  ),
  fn(
    'open_nodes',
    'Open specific nodes in the knowledge graph by their names',
    { names: { type: 'array', items: { type: 'string' }, description: 'An array of entity names to retrieve' } },
    ['names'],
  ),
];

async function firstCall(question: string, tools: ReturnType<typeof fn>[]) {
  const { client } = sdkClient(createMockApi({ seed: 1, scenario: 'none' }));
  const completion = await client.chat.completions.create({
    model: 'gpt-5.5',
    messages: [{ role: 'user', content: question }],
    tools,
  });
  const call = completion.choices[0]!.message.tool_calls?.[0];
  return call?.type === 'function'
    ? { name: call.function.name, args: JSON.parse(call.function.arguments) as Record<string, unknown> }
    : null;
}

describe('paths, names and ids from the question', () => {
  it('finds paths as spans of their own, not codes or sentence ends', () => {
    const spans = findSpans(
      'List the files in the directory /srv/notes. Then read ~/docs/plan.md and ./src, not 1/2 or and/or.',
    );
    expect(spans.filter((s) => s.kind === 'path').map((s) => s.text)).toEqual([
      '/srv/notes',
      '~/docs/plan.md',
      './src',
    ]);
  });

  it('passes the directory the question names as a file-system server’s path', async () => {
    expect(await firstCall('List the files in the directory /srv/notes', FILESYSTEM)).toEqual({
      name: 'list_directory',
      args: { path: '/srv/notes' },
    });
  });

  it('passes a quoted file name as the path of the file to read', async () => {
    expect(await firstCall('Read the file "/home/ana/todo.txt"', FILESYSTEM)).toMatchObject({
      name: 'read_text_file',
      args: { path: '/home/ana/todo.txt' },
    });
  });

  it('creates the entity the question names, with the type it gives (a memory server’s create_entities)', async () => {
    expect(await firstCall('Create an entity named "Ada Lovelace" of type "person"', MEMORY)).toEqual({
      name: 'create_entities',
      args: { entities: [{ name: 'Ada Lovelace', entityType: 'person', observations: [] }] },
    });
  });

  it('passes quoted names to a memory server’s names list', async () => {
    expect(await firstCall('Open the nodes "Ines" and "Project Kestrel"', MEMORY)).toEqual({
      name: 'open_nodes',
      args: { names: ['Ines', 'Project Kestrel'] },
    });
  });
});
