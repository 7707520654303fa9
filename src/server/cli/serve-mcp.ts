// `loopscope mcp`: the stdio MCP server for coding agents over a running Loopscope (loaded only by that command).
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { LOOPSCOPE_VERSION } from '../version.ts';
import { createAgentMcpServer } from '../agent-mcp/agent-server.ts';
import { remoteSource } from '../agent-mcp/capture-source.ts';

export async function serveMcp(baseUrl: string, token: string | undefined): Promise<void> {
  const source = remoteSource(baseUrl, token);
  // The client's first message picks the revision: 2026-07-28's server/discover or 2025-11-25's initialize.
  const closed = new Promise<void>((resolve) => process.stdin.once('end', resolve).once('close', resolve));
  serveStdio(() => createAgentMcpServer(source, LOOPSCOPE_VERSION), {
    onerror: (error) => process.stderr.write(`MCP: ${error.message}\n`),
  });
  // stdout is the protocol's: anything for a person goes to stderr.
  process.stderr.write(`Loopscope MCP server on stdio, reading ${new URL(baseUrl).origin}\n`);
  await closed;
}
