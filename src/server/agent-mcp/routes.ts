// Mounts the agents' MCP server at /api/mcp (Streamable HTTP, stateless, the 2026-07-28 revision and the 2025-11-25
// handshake on the same URL): behind the same access gate as the rest of /api.
import type { Hono } from 'hono';
import { createMcpHandler } from '@modelcontextprotocol/server';
import type { CaptureHistory } from '../capture/history-routes.ts';
import type { CaptureLog } from '../capture/capture-log.ts';
import { LOOPSCOPE_VERSION } from '../version.ts';
import { createAgentMcpServer } from './agent-server.ts';
import { localSource } from './capture-source.ts';

export const AGENT_MCP_PATH = '/api/mcp';

export function mountAgentMcp(
  app: Hono,
  log: CaptureLog,
  mock: (request: Request) => Promise<Response> | Response,
  history: () => CaptureHistory | null = () => null,
): void {
  const source = localSource(log, mock, history);
  // Stateless: each request gets its own server (nothing to expire, any number of agents at once), in either revision.
  const handler = createMcpHandler(() => createAgentMcpServer(source, LOOPSCOPE_VERSION), { legacy: 'stateless' });
  app.all(AGENT_MCP_PATH, (c) => handler.fetch(c.req.raw));
}
