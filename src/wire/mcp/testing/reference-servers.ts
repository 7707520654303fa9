// Reference MCP servers for tests, none of them Loopscope's: the v2 server package in 2026-only mode and in both-revisions
// mode, and the v1 SDK's server (2025-11-25 only), each with the same two tools, as fetch handlers.
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { McpServer as V1McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { z } from 'zod';

export type ReferenceKind = 'v2-modern-only' | 'v2-both' | 'v1-legacy';
export const REFERENCE_KINDS: ReferenceKind[] = ['v2-modern-only', 'v2-both', 'v1-legacy'];
/** The revision each kind answers a negotiating client with. */
export const REFERENCE_REVISION: Record<ReferenceKind, string> = {
  'v2-modern-only': '2026-07-28',
  'v2-both': '2026-07-28',
  'v1-legacy': '2025-11-25',
};

const addition = (a: number, b: number) => ({ content: [{ type: 'text' as const, text: String(a + b) }] });
const shout = (text: string) => ({ content: [{ type: 'text' as const, text: text.toUpperCase() }] });

function v2Server(): McpServer {
  const server = new McpServer({ name: 'reference-v2', version: '2.4.0' });
  server.registerTool(
    'add',
    { description: 'Add two numbers', inputSchema: z.object({ a: z.number(), b: z.number() }) },
    ({ a, b }) => addition(a, b),
  );
  server.registerTool(
    'shout',
    { description: 'Upper-case a text', inputSchema: z.object({ text: z.string() }) },
    ({ text }) => shout(text),
  );
  return server;
}

function v1Server(): V1McpServer {
  const server = new V1McpServer({ name: 'reference-v1', version: '1.32.0' });
  server.registerTool(
    'add',
    { description: 'Add two numbers', inputSchema: { a: z.number(), b: z.number() } },
    ({ a, b }) => addition(a, b),
  );
  server.registerTool('shout', { description: 'Upper-case a text', inputSchema: { text: z.string() } }, ({ text }) =>
    shout(text),
  );
  return server;
}

/** A fetch handler for one kind; every request gets its own server (stateless, as the SDKs advise for HTTP). */
export function referenceHandler(kind: ReferenceKind): (request: Request) => Promise<Response> {
  if (kind === 'v1-legacy') {
    return async (request) => {
      const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined });
      await v1Server().connect(transport);
      return transport.handleRequest(request);
    };
  }
  const handler = createMcpHandler(() => v2Server(), { legacy: kind === 'v2-both' ? 'stateless' : 'reject' });
  return (request) => handler.fetch(request);
}

/** The same handler as a fetch for client transports. */
export function referenceFetch(
  kind: ReferenceKind,
): (input: string | URL | Request, init?: RequestInit) => Promise<Response> {
  const handler = referenceHandler(kind);
  return async (input, init) => handler(new Request(input, init));
}
