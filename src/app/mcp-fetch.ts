// How the page reaches an MCP server: the built-in one in process (its handler, loaded on first use), any other over the network.
import type { McpFetchFor } from '@loopscope/engine/mcp/mcp-hub';
import { BUILTIN_MCP_URL } from '@loopscope/wire/mcp/types';

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export function createMcpFetch(network: Fetch): McpFetchFor {
  let builtin: Promise<Fetch> | null = null;
  const inPage: Fetch = async (input, init) => {
    builtin ??= import('@loopscope/mock-api/mcp/index').then((mcp) => mcp.mockMcpFetch as Fetch);
    return (await builtin)(input, init);
  };
  return (server) => (new URL(server.url).origin === new URL(BUILTIN_MCP_URL).origin ? inPage : network);
}
