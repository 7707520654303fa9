// The configuration's MCP servers: adding one lists its tools through the engine (recorded) into the draft; removing drops both.
import type { EngineCommands, McpServerSpec, SessionConfig } from '../../engine/types';

type DraftUpdate = (update: (draft: SessionConfig) => SessionConfig) => void;

export interface McpServerActions {
  /** Lists the server's tools and puts the server and its tools in the configuration; resolves with the error text when listing failed. */
  addMcpServer(server: McpServerSpec): Promise<string | null>;
  removeMcpServer(id: string): void;
}

function withServer(draft: SessionConfig, server: McpServerSpec | null, id: string, tools: SessionConfig['tools'] = []): SessionConfig {
  const servers = (draft.mcpServers ?? []).filter((s) => s.id !== id);
  return { ...draft, mcpServers: server ? [...servers, server] : servers, tools: [...draft.tools.filter((tool) => tool.mcp?.server !== id), ...tools] };
}

export function mcpServerActions(engine: Pick<EngineCommands, 'listMcpTools'>, draft: () => SessionConfig, updateDraft: DraftUpdate, writable: () => boolean): McpServerActions {
  return {
    async addMcpServer(server) {
      // A read-only session (a share link) connects to nothing: updateDraft would refuse the result anyway.
      if (!writable()) return null;
      const taken = draft().tools.filter((tool) => tool.mcp?.server !== server.id).map((tool) => tool.name);
      const listed = await engine.listMcpTools(server, taken);
      if (!listed.ok) return listed.error;
      updateDraft((d) => withServer(d, server, server.id, listed.tools));
      return null;
    },
    removeMcpServer(id) {
      updateDraft((d) => withServer(d, null, id));
    },
  };
}
