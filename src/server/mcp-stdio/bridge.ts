// A stdio MCP server the user confirmed, run by this Node server for the page: one SDK v2 Client to the child (either
// revision, negotiated), and in front of it the SDK's HTTP handler for both revisions, each request served by a fresh
// proxy server that forwards to that one client, so any number of clients may use the bridge at once.
import { randomUUID } from 'node:crypto';
import { Client, type CallToolRequest } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Server, createMcpHandler } from '@modelcontextprotocol/server';

export interface StdioCommand {
  command: string;
  args: string[];
}

export interface StdioBridge extends StdioCommand {
  id: string;
  /** The revision the bridge speaks with the child. */
  childRevision: string;
  /** Answers the page's Streamable HTTP requests (either revision) for this server. */
  handle(request: Request): Promise<Response>;
  close(): Promise<void>;
}

/** How long the bridge waits on the child for one request (the page's own client waits 10 s). */
const CHILD_TIMEOUT_MS = 30_000;

/**
 * The proxy one request is served by: the child's own capabilities and identity, and its tools, resources and prompts
 * passed through the shared client. A tool call's progress is forwarded to the page as it arrives.
 */
function proxyServer(child: Client): Server {
  const info = child.getServerVersion() ?? { name: 'stdio-server', version: '0.0.0' };
  const capabilities = child.getServerCapabilities() ?? {};
  const offered = { ...(capabilities.tools ? { tools: {} } : {}), ...(capabilities.resources ? { resources: {} } : {}), ...(capabilities.prompts ? { prompts: {} } : {}) };
  const server = new Server(info, { capabilities: offered, ...(child.getInstructions() ? { instructions: child.getInstructions() } : {}) });
  const options = { timeout: CHILD_TIMEOUT_MS };
  if (offered.tools) {
    server.setRequestHandler('tools/list', (request) => child.listTools(request.params, { ...options, cacheMode: 'bypass' }));
    server.setRequestHandler('tools/call', async (request: CallToolRequest, ctx) => {
      const token = ctx.mcpReq._meta?.progressToken;
      // Each progress notification is sent before the result: one still on its way when the result goes is dropped.
      const sent: Promise<void>[] = [];
      const onprogress = token === undefined ? undefined : (progress: { progress: number; total?: number; message?: string }) => void sent.push(ctx.mcpReq.notify({ method: 'notifications/progress', params: { progressToken: token, ...progress } }).catch(() => undefined));
      const result = await child.callTool(request.params, { ...options, ...(onprogress ? { onprogress } : {}) });
      // The child's last progress lines may still be in the pipe's buffer behind the result: let them be read first.
      await new Promise<void>((resolve) => setImmediate(resolve));
      await Promise.all(sent);
      return result;
    });
  }
  if (offered.resources) {
    server.setRequestHandler('resources/list', (request) => child.listResources(request.params, { ...options, cacheMode: 'bypass' }));
    server.setRequestHandler('resources/read', (request) => child.readResource(request.params, { ...options, cacheMode: 'bypass' }));
  }
  if (offered.prompts) {
    server.setRequestHandler('prompts/list', (request) => child.listPrompts(request.params, { ...options, cacheMode: 'bypass' }));
    server.setRequestHandler('prompts/get', (request) => child.getPrompt(request.params, options));
  }
  return server;
}

export async function startStdioBridge({ command, args }: StdioCommand, onClose: () => void): Promise<StdioBridge> {
  const id = randomUUID();
  const child = new Client({ name: 'loopscope-stdio-bridge', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
  let closed = false;
  const http = createMcpHandler(() => proxyServer(child), { legacy: 'stateless' });
  const close = async () => {
    if (closed) return;
    closed = true;
    onClose();
    await Promise.allSettled([child.close(), http.close()]);
  };
  child.onclose = () => void close();
  // The SDK probes a stdio server with 2026-07-28's server/discover on a short-lived sibling process, then starts this one.
  await child.connect(new StdioClientTransport({ command, args, stderr: 'ignore' }), { timeout: CHILD_TIMEOUT_MS });
  return { id, command, args, childRevision: child.getNegotiatedProtocolVersion() ?? 'unknown', handle: (request) => http.fetch(request), close };
}
