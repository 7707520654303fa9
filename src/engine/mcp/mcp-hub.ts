// The engine's MCP client side: one official SDK Client per configured server, over a recording fetch, so every JSON-RPC
// message (initialize, tools/list, tools/call, its progress and errors) is kept as an exchange of the `mcp` wire.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { CallToolResult, Tool } from '../../wire/mcp/types';
import { mcpMethods, type McpExchangeInfo } from '../../wire/mcp/exchange';
import { evalFreeJsonSchemaValidator } from '../../wire/mcp/schema-validator';
import { maskSecret } from '../../payloads/secret-headers';
import { mcpFailedRun, mcpToolRun } from '../../tools/mcp-tools';
import { createRecordingFetch, type FetchLike } from '../recording-fetch';
import type { Exchange, McpServerSpec, ToolRunResult } from '../types';

/** The fetch that reaches a server: the built-in one in process, any other through the page's (or Node's) fetch. */
export type McpFetchFor = (server: McpServerSpec) => FetchLike;

export interface McpHubDeps {
  fetchFor: McpFetchFor;
  clock: () => number;
  /** A fresh exchange id and the loop step it belongs to, filed on the active branch. */
  open(): { id: string; step: number };
  record(exchange: Exchange): void;
  /** Per JSON-RPC request; default 10 s (the mock's hosted mcp tool waits as long). */
  timeoutMs?: number;
}

interface Session {
  key: string;
  client: Client;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_PAGES = 20;

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export class McpHub {
  private readonly sessions = new Map<string, Session>();
  /** What the exchanges opened now are for (one MCP operation runs at a time, as tool calls do). */
  private current: Pick<McpExchangeInfo, 'toolCallId'> = {};

  constructor(private readonly deps: McpHubDeps) {}

  private get timeout(): number {
    return this.deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** A fetch that records each request for `server`, its configured header values masked like any credential. */
  private recordingFetch(server: McpServerSpec): FetchLike {
    const infos = new Map<string, McpExchangeInfo>();
    const secrets = Object.keys(server.headers).map((name) => name.toLowerCase());
    const recorder = createRecordingFetch(this.deps.fetchFor(server), this.deps.clock, {
      open: () => {
        const opened = this.deps.open();
        infos.set(opened.id, { serverId: server.id, serverLabel: server.label, methods: [], ...this.current });
        return opened;
      },
      hold: (request) => Promise.resolve(request.body),
      record: (exchange) => {
        const requestHeaders = { ...exchange.requestHeaders };
        for (const name of secrets) if (requestHeaders[name] !== undefined) requestHeaders[name] = maskSecret(requestHeaders[name]);
        const info = infos.get(exchange.id) ?? { serverId: server.id, serverLabel: server.label, methods: [] };
        if (info.methods.length === 0 && exchange.requestBody) info.methods = mcpMethods(exchange);
        if (exchange.state !== 'pending' && exchange.state !== 'streaming') infos.delete(exchange.id);
        this.deps.record({ ...exchange, requestHeaders, wire: 'mcp', mcp: { ...info } });
      },
    });
    return recorder.fetch;
  }

  private transport(server: McpServerSpec, kind: McpServerSpec['transport'], fetch: FetchLike): Transport {
    const url = new URL(server.url);
    const requestInit = { headers: server.headers };
    return kind === 'sse' ? new SSEClientTransport(url, { fetch, requestInit }) : new StreamableHTTPClientTransport(url, { fetch, requestInit });
  }

  private async connect(server: McpServerSpec, kind: McpServerSpec['transport'], fetch: FetchLike): Promise<Client> {
    // The page's CSP refuses the SDK's default (eval-compiling) validator of output schemas.
    const client = new Client({ name: 'loopscope', version: '1.0.0' }, { jsonSchemaValidator: evalFreeJsonSchemaValidator });
    await client.connect(this.transport(server, kind, fetch), { timeout: this.timeout });
    return client;
  }

  /** The server's client, connected once; Streamable HTTP answered with a 4xx means an old server: try HTTP+SSE (the SDK's advice). */
  private async session(server: McpServerSpec): Promise<Client> {
    const key = JSON.stringify([server.url, server.transport, server.headers]);
    const known = this.sessions.get(server.id);
    if (known?.key === key) return known.client;
    if (known) this.forget(server.id);
    const fetch = this.recordingFetch(server);
    let client: Client;
    try {
      client = await this.connect(server, server.transport, fetch);
    } catch (error) {
      const oldServer = error instanceof StreamableHTTPError && error.code !== undefined && error.code >= 400 && error.code < 500 && error.code !== 401 && error.code !== 403;
      if (server.transport !== 'streamable-http' || !oldServer) throw error;
      client = await this.connect(server, 'sse', fetch);
    }
    this.sessions.set(server.id, { key, client });
    return client;
  }

  /** Closes a server's client (its transport ends any stream it kept open). */
  forget(serverId: string): void {
    const session = this.sessions.get(serverId);
    this.sessions.delete(serverId);
    void session?.client.close().catch(() => undefined);
  }

  /** Every tool the server lists (following pages); throws when the server cannot be reached or is not MCP. */
  async listTools(server: McpServerSpec): Promise<Tool[]> {
    this.current = {};
    try {
      const client = await this.session(server);
      const tools: Tool[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const result = await client.listTools(cursor ? { cursor } : undefined, { timeout: this.timeout });
        tools.push(...result.tools);
        cursor = result.nextCursor;
        if (!cursor) break;
      }
      return tools;
    } catch (error) {
      this.forget(server.id);
      throw error;
    }
  }

  /** Runs one model tool call as `tools/call` (asking for progress); its result, or its failure, is the tool output. */
  async callTool(server: McpServerSpec, tool: string, callId: string, argumentsJson: string): Promise<ToolRunResult> {
    const started = this.deps.clock();
    let args: Record<string, unknown>;
    try {
      const parsed = JSON.parse(argumentsJson || '{}') as unknown;
      args = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    } catch (error) {
      return mcpFailedRun(`The arguments are not valid JSON: ${message(error)}`, 0);
    }
    this.current = { toolCallId: callId };
    try {
      const client = await this.session(server);
      // An onprogress handler makes the SDK send a progressToken, so a slow tool's notifications/progress arrive (and are recorded).
      const result = await client.callTool({ name: tool, arguments: args }, undefined, { timeout: this.timeout, onprogress: () => undefined });
      return mcpToolRun(result as CallToolResult, this.deps.clock() - started, server.label);
    } catch (error) {
      // A broken connection (or a server that forgot the session) gets a fresh one on the next call.
      this.forget(server.id);
      return mcpFailedRun(message(error), this.deps.clock() - started, server.label);
    } finally {
      this.current = {};
    }
  }
}
