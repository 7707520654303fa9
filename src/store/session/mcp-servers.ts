// The configuration's MCP servers: adding one lists its tools through the engine (recorded) into the draft; removing drops both.
import type { EngineCommands, McpServerSpec, SessionConfig } from '@loopscope/engine/types';

type DraftUpdate = (update: (draft: SessionConfig) => SessionConfig) => void;

export interface McpServerActions {
  /** Lists the server's tools and puts the server and its tools in the configuration; resolves with the error text when listing failed. */
  addMcpServer(server: McpServerSpec): Promise<string | null>;
  removeMcpServer(id: string): void;
  /** Drops the local tool an MCP tool's name clashed with, and sends the MCP tool under its own name instead. */
  replaceLocalTool(clash: NameClash): void;
}

/**
 * An MCP tool that had to be renamed because a tool of the configuration (not from that server) already has its name:
 * the model sees both and, asked for the weather, calls the local `get_weather`, so no MCP traffic ever appears.
 */
export interface NameClash {
  server: string;
  /** The tool's name on the MCP server, and the name the model sees for it. */
  mcpTool: string;
  sentAs: string;
  /** The other tool that has the name first. */
  localName: string;
}

/** The API's rule for function names, as mcp-tools.ts makes them from an MCP tool's name. */
const functionName = (name: string) => name.replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, 64) || 'tool';

/** Every MCP tool of the configuration renamed for a name another tool already had. */
export function nameClashes(config: Pick<SessionConfig, 'tools'>): NameClash[] {
  return config.tools.flatMap((tool) => {
    if (!tool.mcp) return [];
    const own = functionName(tool.mcp.tool);
    const holder = config.tools.find(
      (other) => other !== tool && other.name === own && other.mcp?.server !== tool.mcp!.server,
    );
    return own !== tool.name && holder
      ? [{ server: tool.mcp.server, mcpTool: tool.mcp.tool, sentAs: tool.name, localName: own }]
      : [];
  });
}

function replaced(draft: SessionConfig, clash: NameClash): SessionConfig {
  const tools = draft.tools
    .filter((tool) => !(tool.name === clash.localName && tool.mcp?.server !== clash.server))
    .map((tool) =>
      tool.mcp?.server === clash.server && tool.mcp.tool === clash.mcpTool ? { ...tool, name: clash.localName } : tool,
    );
  return { ...draft, tools };
}

function withServer(
  draft: SessionConfig,
  server: McpServerSpec | null,
  id: string,
  tools: SessionConfig['tools'] = [],
): SessionConfig {
  const servers = (draft.mcpServers ?? []).filter((s) => s.id !== id);
  return {
    ...draft,
    mcpServers: server ? [...servers, server] : servers,
    tools: [...draft.tools.filter((tool) => tool.mcp?.server !== id), ...tools],
  };
}

export function mcpServerActions(
  engine: Pick<EngineCommands, 'listMcpTools'>,
  draft: () => SessionConfig,
  updateDraft: DraftUpdate,
  writable: () => boolean,
): McpServerActions {
  return {
    async addMcpServer(server) {
      // A read-only session (a share link) connects to nothing: updateDraft would refuse the result anyway.
      if (!writable()) return null;
      const taken = draft()
        .tools.filter((tool) => tool.mcp?.server !== server.id)
        .map((tool) => tool.name);
      const listed = await engine.listMcpTools(server, taken);
      if (!listed.ok) return listed.error;
      updateDraft((d) => withServer(d, server, server.id, listed.tools));
      return null;
    },
    removeMcpServer(id) {
      updateDraft((d) => withServer(d, null, id));
    },
    replaceLocalTool(clash) {
      updateDraft((d) =>
        nameClashes(d).some((c) => c.server === clash.server && c.mcpTool === clash.mcpTool) ? replaced(d, clash) : d,
      );
    },
  };
}
