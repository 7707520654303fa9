// Which MCP servers the hosted `mcp` tool of /v1 may reach from this machine: the built-in /mcp always, others only by
// the user's allow-list, this server's own routes never.
import { MOCK_MCP_PATH, type MockMcpHandler } from '@loopscope/mock-api';
import { isLoopbackHost } from '@loopscope/wire/loopback';

/** The environment variable of `--mcp-allow`: origins separated by commas (or spaces). */
export const MCP_ALLOW_ENV = 'LOOPSCOPE_MCP_ALLOW';

/**
 * Reads `--mcp-allow` / LOOPSCOPE_MCP_ALLOW: each entry an http(s) origin (scheme, host, port; no path, no wildcard), so
 * the user names exactly the servers any caller of /v1 may make this machine talk to. Throws a sentence on a bad entry.
 */
export function parseMcpAllow(value: string | undefined): string[] {
  const origins: string[] = [];
  for (const entry of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const url = URL.canParse(entry) ? new URL(entry) : null;
    const bareOrigin =
      url !== null &&
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.pathname === '/' &&
      !url.search &&
      !url.hash &&
      !url.username &&
      !entry.includes('*');
    if (!bareOrigin) {
      throw new Error(
        `--mcp-allow (${MCP_ALLOW_ENV}) takes origins such as http://127.0.0.1:8000, separated by commas: "${entry}" is not one (no path, no wildcard).`,
      );
    }
    origins.push(url!.origin);
  }
  return origins;
}

export interface McpTargetOptions {
  /** Origins the user allowed besides the built-in server. */
  allowed: readonly string[];
  /** Listening beyond loopback: allowed servers must still be on this machine. */
  exposed: boolean;
  /** This server's port once it listens (null before, or in tests): a target on it is this server itself. */
  ownPort: () => number | null;
  /** The built-in MCP server, answered in process when a URL names this server's /mcp under another host name. */
  builtin: MockMcpHandler;
}

export interface McpTargets {
  /** Why this server may not be a target, in a sentence the caller of /v1 reads; null when it may. */
  refuse(url: URL): string | null;
  /** The fetch the hosted tool uses: refuses what refuse() refuses and follows no redirect (an allowed server cannot bounce it elsewhere). */
  fetch(request: Request): Promise<Response>;
}

const portOf = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80));

export function mcpTargets({ allowed, exposed, ownPort, builtin }: McpTargetOptions): McpTargets {
  const allow = new Set(allowed);
  // Any of this machine's names on this server's port is this server: loopback names always, any name when it listens everywhere.
  const isSelf = (url: URL) =>
    portOf(url) === ownPort() && (isLoopbackHost(url.hostname) || url.hostname === '0.0.0.0' || exposed);
  const refuse = (url: URL): string | null => {
    if (isSelf(url))
      return url.pathname === MOCK_MCP_PATH
        ? null
        : `The hosted mcp tool never calls this Loopscope's own ${url.pathname}: its built-in MCP server is at ${MOCK_MCP_PATH}.`;
    if (!allow.has(url.origin)) {
      return `The hosted mcp tool reaches only the built-in MCP server (${MOCK_MCP_PATH}) and servers the user allowed, and ${url.origin} is not one of them. To allow it, start Loopscope with --mcp-allow ${url.origin} (or ${MCP_ALLOW_ENV}=${url.origin}).`;
    }
    if (exposed && !isLoopbackHost(url.hostname))
      return `This Loopscope listens on the local network, so its hosted mcp tool reaches MCP servers on this machine only, not ${url.host}.`;
    return null;
  };
  return {
    refuse,
    async fetch(request) {
      const url = new URL(request.url);
      const refusal = refuse(url);
      if (refusal) throw new Error(refusal);
      if (isSelf(url)) return builtin(request);
      return fetch(new Request(request, { redirect: 'manual' }));
    },
  };
}
