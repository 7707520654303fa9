// Mounts the agents' MCP server at /api/mcp (Streamable HTTP, stateless): behind the same access gate as the rest of /api.
import type { Hono } from 'hono';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { CaptureHistory } from '../capture/history-routes.ts';
import type { CaptureLog } from '../capture/capture-log.ts';
import { LOOPSCOPE_VERSION } from '../version.ts';
import { createAgentMcpServer } from './agent-server.ts';
import { localSource } from './capture-source.ts';

export const AGENT_MCP_PATH = '/api/mcp';

export function mountAgentMcp(app: Hono, log: CaptureLog, mock: (request: Request) => Promise<Response> | Response, history: () => CaptureHistory | null = () => null): void {
  const source = localSource(log, mock, history);
  // Stateless: each request gets its own server and transport (nothing to expire, any number of agents at once).
  app.all(AGENT_MCP_PATH, async (c) => {
    const server = createAgentMcpServer(source, LOOPSCOPE_VERSION);
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    return transport.handleRequest(c.req.raw);
  });
}
