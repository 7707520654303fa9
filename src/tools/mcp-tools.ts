// MCP-backed function tools: a server's listed tool as the function tool the model sees, and a tools/call result as its output.
import type { CallToolResult, Tool } from '@loopscope/wire/mcp/types';
import { formatToolError } from './tool-result';
import type { ToolDefinition, ToolRun } from './types';

/** The API's rule for function names. */
const NAME_CHARS = /[^a-zA-Z0-9_-]/g;
const MAX_NAME = 64;

function functionName(name: string): string {
  return name.replace(NAME_CHARS, '_').slice(0, MAX_NAME) || 'tool';
}

/**
 * Each listed tool as a function tool: its name (made a valid function name; prefixed with the server's label when another
 * tool already has it), description and `inputSchema` as `parameters`. Not strict: a server's schema is rarely
 * strict-compatible (the doctor says when one is sent with strict on).
 */
export function mcpFunctionTools(
  tools: readonly Tool[],
  server: { id: string; label: string },
  taken: readonly string[],
): ToolDefinition[] {
  const used = new Set(taken);
  return tools.map((tool) => {
    let name = functionName(tool.name);
    if (used.has(name)) name = functionName(`${server.label}_${tool.name}`);
    used.add(name);
    return {
      name,
      description: tool.description ?? tool.title ?? '',
      parameters: tool.inputSchema as Record<string, unknown>,
      strict: false,
      source: '',
      mcp: { server: server.id, tool: tool.name },
    };
  });
}

/** The text parts joined; without text, the structured content (or the parts) as JSON. */
function resultText(result: CallToolResult): string {
  const texts = result.content.filter((part) => part.type === 'text').map((part) => (part as { text: string }).text);
  if (texts.length > 0) return texts.join('\n');
  return JSON.stringify(result.structuredContent ?? result.content);
}

/**
 * The tool output built from a `tools/call` result: its text, and when the server said the call failed (`isError`), an
 * error object that says so in words, so the model can tell a failure from data.
 */
export function mcpToolRun(result: CallToolResult, durationMs: number, mcpServer?: string): ToolRun {
  const text = resultText(result);
  const by = mcpServer === undefined ? {} : { mcpServer };
  if (result.isError === true)
    return { output: formatToolError('mcp_tool_error', text), ok: false, logs: [], durationMs, ...by };
  return { output: text, ok: true, logs: [], durationMs, ...by };
}

/** A call the protocol could not complete (a JSON-RPC error, a connection that broke): still an answer the model can read. */
export function mcpFailedRun(message: string, durationMs: number, mcpServer?: string): ToolRun {
  return {
    output: formatToolError('mcp_protocol_error', message),
    ok: false,
    logs: [],
    durationMs,
    ...(mcpServer === undefined ? {} : { mcpServer }),
  };
}
