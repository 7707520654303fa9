// The mapping of an MCP server's tools to function tools, and of a tools/call result to the tool output the model reads.
import { describe, expect, it } from 'vitest';
import { mcpFunctionTools, mcpToolRun } from './mcp-tools';

const server = { id: 'srv', label: 'files' };
const schema = { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] };

describe('mcpFunctionTools', () => {
  it('maps name, description and inputSchema, not strict, naming the server tool', () => {
    const [tool] = mcpFunctionTools(
      [{ name: 'read_file', description: 'Reads a file', inputSchema: schema as never }],
      server,
      [],
    );
    expect(tool).toEqual({
      name: 'read_file',
      description: 'Reads a file',
      parameters: schema,
      strict: false,
      source: '',
      mcp: { server: 'srv', tool: 'read_file' },
    });
  });

  it('makes a valid function name and prefixes the server label when the name is taken', () => {
    const tools = mcpFunctionTools(
      [
        { name: 'fs.read/file', inputSchema: { type: 'object' } },
        { name: 'get_weather', title: 'Weather', inputSchema: { type: 'object' } },
      ],
      server,
      ['get_weather'],
    );
    expect(tools.map((t) => t.name)).toEqual(['fs_read_file', 'files_get_weather']);
    expect(tools[1]!.description).toBe('Weather');
    expect(tools[0]!.mcp!.tool).toBe('fs.read/file');
  });
});

describe('mcpToolRun', () => {
  it('joins the text parts', () => {
    const run = mcpToolRun(
      {
        content: [
          { type: 'text', text: 'a' },
          { type: 'image', data: '', mimeType: 'image/png' },
          { type: 'text', text: 'b' },
        ],
      },
      5,
    );
    expect(run).toEqual({ output: 'a\nb', ok: true, logs: [], durationMs: 5 });
  });

  it('uses the structured content when there is no text', () => {
    expect(mcpToolRun({ content: [], structuredContent: { high: 21 } }, 0).output).toBe('{"high":21}');
  });

  it('keeps isError as an error the model can read', () => {
    const run = mcpToolRun({ content: [{ type: 'text', text: 'sensor offline' }], isError: true }, 0);
    expect(run.ok).toBe(false);
    expect(JSON.parse(run.output)).toEqual({ error: { type: 'mcp_tool_error', message: 'sensor offline' } });
  });
});
