// The tool executor the loop runs tools through: MCP-backed tools go to their server as tools/call, the rest to the sandbox.
import { formatToolError } from '@loopscope/tools/tool-result';
import type { McpServerSpec, ToolExecutor } from '../types';
import type { McpHub } from './mcp-hub';

/** `servers` is read at each call: the configuration's servers now (a server removed since the request was built fails in words). */
export function mcpAwareExecutor(
  inner: ToolExecutor,
  hub: McpHub,
  servers: () => readonly McpServerSpec[],
): ToolExecutor {
  return {
    execute(call, source, tool) {
      if (!tool?.mcp) return inner.execute(call, source, tool);
      const { server: serverId, tool: name } = tool.mcp;
      const server = servers().find((s) => s.id === serverId);
      if (!server) {
        const output = formatToolError(
          'mcp_protocol_error',
          `The MCP server of ${call.name} is no longer in the configuration.`,
        );
        return Promise.resolve({ output, ok: false, logs: [], durationMs: 0 });
      }
      return hub.callTool(server, name, call.callId, call.argumentsJson);
    },
  };
}
