// How the mock's hosted `mcp` tool reaches a server: Loopscope's MCP connection (the SDK's v2 Client: 2026-07-28 where
// the server offers it, else the 2025-11-25 handshake), to the built-in server in process or to any other URL through
// the fetch the host allows, always within a deadline.
import {
  ProtocolError,
  SdkError,
  SdkErrorCode,
  SdkHttpError,
  type CallToolResult,
  type Tool,
} from '@modelcontextprotocol/client';
import { connectMcp, type McpConnection } from '@loopscope/wire/mcp/connection';
import { MOCK_MCP_PATH, MOCK_MCP_URL, type MockMcpHandler } from '../../mcp/server.ts';
import type { IssuedApprovals } from './issued.ts';

type Obj = Record<string, unknown>;

/** How long one MCP operation (connect and list, or connect and call) may take before the mock gives up on it. */
export const DEFAULT_MCP_TIMEOUT_MS = 10_000;

export interface McpReach {
  /** The built-in server, called in process. */
  builtin: MockMcpHandler;
  /** Any other server; default the platform's fetch. The page may pass one that refuses what it must not reach. */
  fetch: (request: Request) => Promise<Response>;
  timeoutMs: number;
  /** Why a server other than the built-in one may not be reached (the host's allow-list); null or absent when it may. */
  refuse?: (url: URL) => string | null;
  /** The approval requests this mock issued (an approval response is checked against them). */
  issued: IssuedApprovals;
}

/** The structured error of an `mcp_call` (SDK `McpToolCallError`). */
export type McpCallError =
  | { type: 'mcp_protocol_error'; code: number; message: string }
  | { type: 'mcp_tool_execution_error'; content: unknown }
  | { type: 'http_error'; code: number; message: string };

export type McpCallOutcome = { output: string; error: null } | { output: null; error: McpCallError };

/**
 * The built-in server answers its in-page URL and, on the Node server, its own /mcp (the host the API request came to):
 * both go to the handler in process, so the mock never makes an HTTP request to itself.
 */
function isBuiltin(url: URL, apiUrl: URL | null): boolean {
  const bare = `${url.origin}${url.pathname}`;
  if (bare === MOCK_MCP_URL) return true;
  return apiUrl !== null && url.host === apiUrl.host && url.pathname === MOCK_MCP_PATH;
}

/** One server as a hosted mcp tool names it: connect, list, call, each within the deadline. */
export class McpServerLink {
  private readonly url: URL;
  private readonly fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
  private readonly headers: Record<string, string>;
  /** Why this server may not be reached (never for the built-in one); null when it may. */
  readonly refusal: string | null;

  constructor(
    tool: Obj,
    apiUrl: URL | null,
    private readonly reach: McpReach,
  ) {
    this.url = new URL(String(tool.server_url));
    const builtin = isBuiltin(this.url, apiUrl);
    this.refusal = builtin ? null : (reach.refuse?.(this.url) ?? null);
    const target = builtin ? reach.builtin : reach.fetch;
    this.fetch = async (input, init) => target(new Request(input, init));
    const headers = { ...((tool.headers as Record<string, string> | null | undefined) ?? {}) };
    if (typeof tool.authorization === 'string') headers.Authorization = `Bearer ${tool.authorization}`;
    this.headers = headers;
  }

  /**
   * One connection per operation (a 2025 server gets its handshake each time, a 2026 one only the probe): the hosted
   * tool lists in one request and calls in a later one, as the real API does.
   */
  private async session<T>(work: (connection: McpConnection) => Promise<T>): Promise<T> {
    const timeout = this.reach.timeoutMs;
    // The SDK's request timeout covers each message; the overall deadline covers a connection that never answers at all.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let connection: McpConnection | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new SdkError(SdkErrorCode.RequestTimeout, 'Request timed out')), timeout);
    });
    try {
      return await Promise.race([
        (async () => {
          connection = await connectMcp({
            url: this.url,
            fetch: this.fetch,
            headers: this.headers,
            timeoutMs: timeout,
            clientInfo: { name: 'loopscope-mock-responses', version: '1.0.0' },
          });
          return work(connection);
        })(),
        deadline,
      ]);
    } finally {
      clearTimeout(timer);
      await connection?.close().catch(() => undefined);
    }
  }

  /** Every tool the server lists (the SDK follows the pages); throws when the server cannot be reached or is not MCP. */
  listTools(): Promise<Tool[]> {
    return this.session((connection) => connection.listTools());
  }

  /** The call's output text, or its error as the API reports it; never throws. */
  async callTool(name: string, args: Obj): Promise<McpCallOutcome> {
    try {
      const result: CallToolResult = await this.session((connection) => connection.callTool(name, args));
      if (result.isError === true)
        return { output: null, error: { type: 'mcp_tool_execution_error', content: result.content } };
      return { output: outputText(result), error: null };
    } catch (error) {
      return { output: null, error: callError(error) };
    }
  }
}

/** The text parts joined; structured content (or any other part) as JSON when there is no text. */
function outputText(result: CallToolResult): string {
  const texts = result.content.filter((part) => part.type === 'text').map((part) => (part as { text: string }).text);
  if (texts.length > 0) return texts.join('\n');
  return JSON.stringify(result.structuredContent ?? result.content);
}

/** The JSON-RPC codes the v1 SDK named ConnectionClosed and RequestTimeout (v2 keeps them as SDK errors, without a number). */
const CONNECTION_CLOSED = -32000;
const REQUEST_TIMEOUT = -32001;

/** The SDK's client prefixes "MCP error <code>: " to what the server said; the API reports the server's own words. */
const MCP_PREFIX = /^MCP error -?\d+: /;

/**
 * The SDK's HTTP error message ends with the body the server answered ("Error POSTing to endpoint (HTTP 500): <body>").
 * A server that is not MCP (any local service someone named) must not have its body read back through /v1, so only the
 * status is reported, in the SDK's words up to the body (what the real API puts here is not documented).
 */
function callError(error: unknown): McpCallError {
  if (error instanceof SdkHttpError) {
    const status = (error.data as { status?: number } | undefined)?.status ?? 0;
    return { type: 'http_error', code: status, message: `Error POSTing to endpoint (HTTP ${status})` };
  }
  if (error instanceof ProtocolError)
    return { type: 'mcp_protocol_error', code: error.code, message: error.message.replace(MCP_PREFIX, '') };
  if (error instanceof SdkError && /timed out/i.test(error.message))
    return { type: 'mcp_protocol_error', code: REQUEST_TIMEOUT, message: 'Request timed out' };
  // The connection failed or broke (refused, reset, dropped mid-call): the JSON-RPC "connection closed" code. Only the
  // fetch's own failure is named; anything else (an answer that does not parse as MCP) may quote the answer, so is not.
  const message =
    error instanceof TypeError && error.message === 'fetch failed'
      ? 'fetch failed'
      : error instanceof Error &&
          /^(Request timed out|Connection closed|This Loopscope|The hosted mcp tool)/.test(error.message)
        ? error.message
        : 'the server did not answer as an MCP server';
  return { type: 'mcp_protocol_error', code: CONNECTION_CLOSED, message: `Connection closed: ${message}` };
}
