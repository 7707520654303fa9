// The built-in mock MCP server: one fetch-style handler (Streamable HTTP, stateless) for the page and for `npm start` at /mcp.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { CallToolRequestSchema, isJSONRPCRequest, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { McpFaultError, requestFaults, type McpFaults } from './faults.ts';
import { registerMockMcpTools } from './tools.ts';
import { BUILTIN_MCP_URL } from '../../wire/mcp/types.ts';

/** Where `npm start` serves it, and the path of the in-page URL. */
export const MOCK_MCP_PATH = '/mcp';
/** The address the page uses for the in-page server (never resolved: its fetch is the handler itself). */
export const MOCK_MCP_URL = BUILTIN_MCP_URL;
export const MOCK_MCP_SERVER_INFO = { name: 'loopscope-mock-mcp', version: '1.0.0' } as const;

export interface MockMcpOptions {
  /** Sleeps for the slow tool and a slow tools/list; tests pass an instant one. Default `setTimeout`. */
  sleep?: (ms: number) => Promise<void>;
  /** Each of get_weekly_outlook's five steps. Default 200 ms. */
  progressStepMs?: number;
  /** Faults for every request; a request's header or `?fault=` adds its own. Default none. */
  faults?: McpFaults;
}

export type MockMcpHandler = (request: Request) => Promise<Response>;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A fresh McpServer with the mock's tools, resource and prompt; `faults.toolsCallError` makes every tools/call a JSON-RPC error. */
export function createMockMcpServer(options: MockMcpOptions = {}, faults: McpFaults = options.faults ?? {}): McpServer {
  const server = new McpServer(MOCK_MCP_SERVER_INFO, {
    instructions: 'Loopscope’s built-in mock MCP server: offline, deterministic weather tools for learning how MCP works.',
  });
  registerMockMcpTools(server, { sleep: options.sleep ?? defaultSleep, progressStepMs: options.progressStepMs ?? 200 });
  if (faults.toolsCallError) {
    // A protocol-level failure (an `error` instead of a `result`), unlike a tool's own isError result.
    server.server.removeRequestHandler('tools/call');
    // A plain Error: the SDK answers it as InternalError (-32603) with this message (an McpError's message carries a prefix).
    server.server.setRequestHandler(CallToolRequestSchema, () => {
      throw new Error('Mock fault: tools/call failed (tools-call-error).');
    });
  }
  return server;
}

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } });

/** The JSON-RPC methods a POST body asks for (one message or a batch); only for choosing faults, the SDK reads the body. */
function methodsOf(body: unknown): string[] {
  const messages = (Array.isArray(body) ? body : [body]) as JSONRPCMessage[];
  return messages.filter((m) => isJSONRPCRequest(m)).map((m) => (m as { method: string }).method);
}

/** A response whose stream breaks before any event: what a client sees when the server goes away mid-call. */
function dropped(response: Response): Response {
  void response.body?.cancel().catch(() => undefined);
  const body = new ReadableStream<Uint8Array>({ start: (controller) => controller.error(new Error('mock MCP server dropped the connection (drop-mid-call)')) });
  return new Response(body, { status: response.status, headers: response.headers });
}

/**
 * The handler: each POST gets its own server and transport (stateless, so the page and the Node server need no session
 * store). GET and DELETE are 405: a stateless server has no stream to resume and no session to end, and the SDK's
 * client takes 405 as "no server-sent stream here".
 */
export function createMockMcpHandler(options: MockMcpOptions = {}): MockMcpHandler {
  const sleep = options.sleep ?? defaultSleep;
  return async (request) => {
    if (request.method !== 'POST') return plain(405, 'Method Not Allowed: this stateless MCP server takes POST only.', { Allow: 'POST' });
    let faults: McpFaults;
    try {
      faults = requestFaults(request, options.faults);
    } catch (error) {
      if (error instanceof McpFaultError) return plain(400, error.message);
      throw error;
    }
    // Read from a copy: on a parse error the transport reads the original and answers JSON-RPC -32700 itself.
    const body: unknown = await request.clone().json().catch(() => undefined);
    const methods = methodsOf(body);
    if (faults.slowToolsListMs && methods.includes('tools/list')) await sleep(faults.slowToolsListMs);
    const server = createMockMcpServer(options, faults);
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    await server.connect(transport);
    const response = await transport.handleRequest(request, body === undefined ? undefined : { parsedBody: body });
    return faults.dropMidCall && methods.includes('tools/call') ? dropped(response) : response;
  };
}

/** A fetch for the SDK's StreamableHTTPClientTransport that calls `handler` directly, as the mock OpenAI API is the openai SDK's fetch. */
export function handlerFetch(handler: MockMcpHandler): (input: string | URL | Request, init?: RequestInit) => Promise<Response> {
  return async (input, init) => handler(new Request(input, init));
}

/** The in-page mock MCP server with its default options, as a fetch (any URL reaches it; use MOCK_MCP_URL). */
export const mockMcpFetch = handlerFetch(createMockMcpHandler());
