// The configuration of one MCP server the loop takes tools from (SessionConfig.mcpServers), and what listing its tools gives.
import type { ToolDefinition } from '@loopscope/tools/types';

/**
 * An MCP server whose tools the loop offers as function tools (its `tools/list` mapped into `tools`, each call a
 * `tools/call`): Streamable HTTP, falling back to the old HTTP+SSE transport, or SSE only.
 */
export interface McpServerSpec {
  id: string;
  label: string;
  url: string;
  transport: 'streamable-http' | 'sse';
  /** Sent with every request to the server (a bearer token): secrets like the API key, in memory only, never saved or exported. */
  headers: Record<string, string>;
  /** The built-in mock MCP server (in the page, or the serving host's /mcp). */
  builtin?: boolean;
  /** A stdio server the Node server of `npm start` runs (the user confirmed this exact command); `url` is its bridge. */
  stdio?: { command: string; args: string[] };
  /** Which MCP revision to speak: `auto` (default) tries 2026-07-28 and falls back to the 2025-11-25 handshake; the others pin one. */
  revision?: 'auto' | 'modern' | 'legacy';
}

/** A server's `tools/list` as function tools the configuration can take (each naming the server in `mcp`), or why it failed. */
export type McpListing = { ok: true; tools: ToolDefinition[] } | { ok: false; error: string };
