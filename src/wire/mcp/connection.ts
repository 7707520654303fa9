// One MCP client for every Loopscope surface: the SDK's v2 Client made in one place, and its connection over HTTP,
// trying the stateless 2026-07-28 revision first and falling back to the 2025-11-25 handshake, saying which it used.
import {
  Client,
  SSEClientTransport,
  StreamableHTTPClientTransport,
  type CallToolResult,
  type ElicitRequestFormParams,
  type ElicitResult,
  type Tool,
  type Transport,
} from '@modelcontextprotocol/client';
import { evalFreeJsonSchemaValidator } from './schema-validator.ts';
import { withTasks, TASKS_EXTENSION } from './tasks.ts';

/** The stateless revision: no handshake, no session, `_meta` and headers on every request. */
export const MODERN_REVISION = '2026-07-28';
/** The handshake revision (initialize / initialized, Mcp-Session-Id). */
export const LEGACY_REVISION = '2025-11-25';

export type McpFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** Which revisions a client may use: `auto` tries 2026-07-28 and falls back; the others pin one. */
export type RevisionChoice = 'auto' | 'modern' | 'legacy';

/** What the user answers to a server's elicitation form (the SDK's ElicitResult). */
export type ElicitAnswer = ElicitResult;
/** Asks the user; the request is the form the server sent (message and requested schema). */
export type Elicit = (request: ElicitRequestFormParams) => Promise<ElicitAnswer>;

export interface McpConnectOptions {
  url: string | URL;
  fetch: McpFetch;
  headers?: Record<string, string>;
  /** `sse`: the old HTTP+SSE transport (2025 era only; the 2026 revision dropped it). Default Streamable HTTP. */
  transport?: 'streamable-http' | 'sse';
  clientInfo?: { name: string; version: string };
  /** Per JSON-RPC request, and for the connect probe unless `connectTimeoutMs` says otherwise. */
  timeoutMs: number;
  /** For the connect probe and handshake alone (a test that wants one request to time out still connects). */
  connectTimeoutMs?: number;
  revision?: RevisionChoice;
  /**
   * Answers a server's elicitation: declared as the `elicitation.form` capability and run for a 2025 server's
   * `elicitation/create` request and for a 2026 `input_required` result alike (the SDK retries with the answer).
   * Absent: the client declares no elicitation.
   */
  elicit?: Elicit;
}

export interface McpConnection {
  client: Client;
  /** The revision the connection uses (`2026-07-28` or the one the handshake agreed). */
  revision: string;
  era: 'modern' | 'legacy';
  listTools(): Promise<Tool[]>;
  /** Calls a tool; on the modern revision a task handle is polled (tasks.ts) until its result. */
  callTool(name: string, args: Record<string, unknown>, options?: { onprogress?: () => void }): Promise<CallToolResult>;
  close(): Promise<void>;
}

function negotiation(choice: RevisionChoice) {
  if (choice === 'modern') return { mode: { pin: MODERN_REVISION } };
  if (choice === 'legacy') return { mode: 'legacy' as const };
  return { mode: 'auto' as const };
}

function transportFor(options: McpConnectOptions): Transport {
  const url = new URL(options.url);
  const requestInit = { headers: options.headers ?? {} };
  return options.transport === 'sse'
    ? new SSEClientTransport(url, { fetch: options.fetch, requestInit })
    : new StreamableHTTPClientTransport(url, { fetch: options.fetch, requestInit });
}

/** What a client is made with: who it says it is, the revisions it may use, whether it answers forms and polls tasks. */
export interface McpClientOptions {
  clientInfo?: { name: string; version: string };
  revision: RevisionChoice;
  /** Declares the `elicitation.form` capability (the caller sets the handler). */
  elicitation: boolean;
  /** Declares the Tasks extension (the caller wraps its transport with `withTasks`). */
  tasks: boolean;
}

/**
 * The one place an MCP client is made, for every surface (the connections below, the stdio bridge's client to its
 * child): the SDK's v2 Client with the project's one JSON Schema checker, which never evaluates code (the page's CSP
 * refuses eval-compiling validators, and one checker means one reading of a schema everywhere).
 */
export function createMcpClient(options: McpClientOptions): Client {
  return new Client(options.clientInfo ?? { name: 'loopscope', version: '1.0.0' }, {
    jsonSchemaValidator: evalFreeJsonSchemaValidator,
    versionNegotiation: negotiation(options.revision),
    capabilities: {
      ...(options.elicitation ? { elicitation: { form: {} } } : {}),
      ...(options.tasks ? { extensions: { [TASKS_EXTENSION]: {} } } : {}),
    },
  });
}

/** Connects (probe, then the modern era or the handshake); throws what the SDK throws when neither works. */
export async function connectMcp(options: McpConnectOptions): Promise<McpConnection> {
  const choice = options.transport === 'sse' ? 'legacy' : (options.revision ?? 'auto');
  const client = createMcpClient({
    clientInfo: options.clientInfo,
    revision: choice,
    elicitation: options.elicit !== undefined,
    tasks: true,
  });
  if (options.elicit) {
    const elicit = options.elicit;
    client.setRequestHandler('elicitation/create', async (request) => {
      const params = request.params as ElicitRequestFormParams;
      // A URL-mode elicitation asks the user to open a page; Loopscope shows no foreign page, so it declines.
      if ((params as { mode?: string }).mode === 'url') return { action: 'decline' };
      return elicit(params);
    });
  }
  const timeout = options.timeoutMs;
  await client.connect(
    withTasks(transportFor(options), () => client, timeout),
    { timeout: options.connectTimeoutMs ?? timeout },
  );
  const revision = client.getNegotiatedProtocolVersion() ?? LEGACY_REVISION;
  const era = client.getProtocolEra() ?? 'legacy';
  return {
    client,
    revision,
    era,
    async listTools() {
      // cacheMode 'refresh': the server's ttlMs is shown on the wire, but a listing the user asked for is always fetched.
      return (await client.listTools(undefined, { timeout, cacheMode: 'refresh' })).tools;
    },
    callTool(name, args, call = {}) {
      return client.callTool(
        { name, arguments: args },
        { timeout, ...(call.onprogress ? { onprogress: call.onprogress } : {}) },
      );
    },
    close: () => client.close(),
  };
}
