// The engine's MCP client side: one connection (the SDK's v2 Client, 2026-07-28 or the 2025-11-25 handshake) per
// configured server, over a recording fetch, so every JSON-RPC message (the discover probe or the handshake, tools/list,
// tools/call, an input-required result and its retry, task polls, progress and errors) is kept as an exchange of the
// `mcp` wire.
import { SdkHttpError } from '@modelcontextprotocol/client';
import type { CallToolResult, Tool } from '@loopscope/wire/mcp/types';
import { connectMcp, type Elicit, type McpConnection } from '@loopscope/wire/mcp/connection';
import { mcpMethods, type McpExchangeInfo } from '@loopscope/wire/mcp/exchange';
import { inputRequiredOf, isRetry } from '@loopscope/wire/mcp/wire-view';
import { maskSecret } from '@loopscope/payloads/secret-headers';
import { mcpFailedRun, mcpToolRun } from '@loopscope/tools/mcp-tools';
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
  /** Asks the user what an MCP server's elicitation form asks (the playground's dialog); absent: elicitation is not offered. */
  elicit?: Elicit;
}

interface Session {
  key: string;
  connection: McpConnection;
}

const DEFAULT_TIMEOUT_MS = 10_000;

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
  private recordingFetch(server: McpServerSpec, revision: { value?: string }): FetchLike {
    const infos = new Map<string, McpExchangeInfo>();
    // The last input-required answer of this server: the next request that carries inputResponses is its retry.
    let awaitingRetry: string | undefined;
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
        for (const name of secrets)
          if (requestHeaders[name] !== undefined) requestHeaders[name] = maskSecret(requestHeaders[name]);
        const info = infos.get(exchange.id) ?? { serverId: server.id, serverLabel: server.label, methods: [] };
        if (info.methods.length === 0 && exchange.requestBody) {
          info.methods = mcpMethods(exchange);
          if (awaitingRetry && isRetry(exchange)) {
            info.retryOf = awaitingRetry;
            awaitingRetry = undefined;
          }
        }
        if (revision.value) info.revision = revision.value;
        if (exchange.state !== 'pending' && exchange.state !== 'streaming') {
          infos.delete(exchange.id);
          if (inputRequiredOf(exchange)) awaitingRetry = exchange.id;
        }
        this.deps.record({ ...exchange, requestHeaders, wire: 'mcp', mcp: { ...info } });
      },
    });
    return recorder.fetch;
  }

  /** The server's connection, made once: the SDK tries 2026-07-28 and falls back to the 2025-11-25 handshake. */
  private async session(server: McpServerSpec): Promise<McpConnection> {
    const key = JSON.stringify([server.url, server.transport, server.headers, server.revision ?? 'auto']);
    const known = this.sessions.get(server.id);
    if (known?.key === key) return known.connection;
    if (known) this.forget(server.id);
    const revision: { value?: string } = {};
    const fetch = this.recordingFetch(server, revision);
    const options = {
      url: server.url,
      fetch,
      headers: server.headers,
      timeoutMs: this.timeout,
      revision: server.revision ?? 'auto',
      ...(this.deps.elicit ? { elicit: this.deps.elicit } : {}),
    };
    let connection: McpConnection;
    try {
      connection = await connectMcp({ ...options, transport: server.transport });
    } catch (error) {
      // A 4xx to Streamable HTTP means a server older than it: try the old HTTP+SSE transport (the SDK's advice).
      const status =
        error instanceof SdkHttpError ? (error.data as { status?: number } | undefined)?.status : undefined;
      const oldServer = status !== undefined && status >= 400 && status < 500 && status !== 401 && status !== 403;
      if (server.transport !== 'streamable-http' || !oldServer) throw error;
      connection = await connectMcp({ ...options, transport: 'sse' });
    }
    revision.value = connection.revision;
    this.sessions.set(server.id, { key, connection });
    return connection;
  }

  /** The revision a server's connection uses, once connected (2026-07-28 or 2025-11-25). */
  revisionOf(serverId: string): string | undefined {
    return this.sessions.get(serverId)?.connection.revision;
  }

  /** Closes a server's client (its transport ends any stream it kept open). */
  forget(serverId: string): void {
    const session = this.sessions.get(serverId);
    this.sessions.delete(serverId);
    void session?.connection.close().catch(() => undefined);
  }

  /** Every tool the server lists (following pages); throws when the server cannot be reached or is not MCP. */
  async listTools(server: McpServerSpec): Promise<Tool[]> {
    this.current = {};
    try {
      const connection = await this.session(server);
      // The v2 client's Tool and the v1 types the rest of the app reads describe the same JSON; only the TS shapes differ.
      return (await connection.listTools()) as unknown as Tool[];
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
      args =
        parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
          ? (parsed as Record<string, unknown>)
          : {};
    } catch (error) {
      return mcpFailedRun(`The arguments are not valid JSON: ${message(error)}`, 0);
    }
    this.current = { toolCallId: callId };
    try {
      const connection = await this.session(server);
      // An onprogress handler makes the SDK send a progressToken, so a slow tool's notifications/progress arrive (and are recorded).
      const result = await connection.callTool(tool, args, { onprogress: () => undefined });
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
