// The built-in mock MCP server: one fetch-style handler for the page and for `npm start` at /mcp, answering the stateless
// 2026-07-28 revision and the 2025-11-25 handshake on the same URL (the SDK's createMcpHandler), with faults per request.
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { BUILTIN_MCP_URL } from '@loopscope/wire/mcp/types';
import { McpFaultError, requestFaults, type McpFaults } from './faults.ts';
import { applyResponseFaults, stripRequestMeta } from './fault-effects.ts';
import { createTaskBoard, type TaskBoard } from './task-board.ts';
import { registerMockMcpTools } from './tools.ts';

/** Where `npm start` serves it, and the path of the in-page URL. */
export const MOCK_MCP_PATH = '/mcp';
/** The address the page uses for the in-page server (never resolved: its fetch is the handler itself). */
export const MOCK_MCP_URL = BUILTIN_MCP_URL;
export const MOCK_MCP_SERVER_INFO = { name: 'loopscope-mock-mcp', version: '1.0.0' } as const;
/** `?revision=2026-07-28` on the URL: the server answers only the stateless revision (a 2026-only server, as some are). */
export const MCP_REVISION_PARAM = 'revision';
/** How long a client may serve the tool and prompt lists from its cache (the 2026 revision's cacheable lists). */
export const LIST_TTL_MS = 60_000;

export interface MockMcpOptions {
  /** Sleeps for the slow tools and a slow tools/list; tests pass an instant one. Default `setTimeout`. */
  sleep?: (ms: number) => Promise<void>;
  /** Each step of get_weekly_outlook and of the report task. Default 200 ms. */
  progressStepMs?: number;
  /** Faults for every request; a request's header or `?fault=` adds its own. Default none. */
  faults?: McpFaults;
  /** Only the 2026-07-28 revision, for every request (a request's `?revision=2026-07-28` asks for it alone). */
  modernOnly?: boolean;
  /** The clock tasks advance by. Default `Date.now`. */
  now?: () => number;
}

export type MockMcpHandler = (request: Request) => Promise<Response>;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A fresh McpServer with the mock's tools, resource and prompt, for one request of the given era. */
export function createMockMcpServer(
  options: MockMcpOptions = {},
  era: 'modern' | 'legacy' = 'legacy',
  tasks?: TaskBoard,
): McpServer {
  const progressStepMs = options.progressStepMs ?? 200;
  const server = new McpServer(MOCK_MCP_SERVER_INFO, {
    instructions:
      'Loopscope’s built-in mock MCP server: offline, deterministic weather tools for learning how MCP works.',
    cacheHints: {
      'tools/list': { ttlMs: LIST_TTL_MS, cacheScope: 'public' },
      'prompts/list': { ttlMs: LIST_TTL_MS, cacheScope: 'public' },
    },
  });
  const board = tasks ?? createTaskBoard(options.now ?? Date.now, progressStepMs, () => crypto.randomUUID());
  registerMockMcpTools(server, { sleep: options.sleep ?? defaultSleep, progressStepMs, era, tasks: board });
  return server;
}

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** The JSON-RPC methods a POST body asks for (one message or a batch); only for choosing faults, the SDK reads the body. */
function methodsOf(body: unknown): string[] {
  const messages = Array.isArray(body) ? body : [body];
  return messages.flatMap((m) =>
    m !== null && typeof m === 'object' && typeof (m as { method?: unknown }).method === 'string' && 'id' in m
      ? [(m as { method: string }).method]
      : [],
  );
}

/**
 * The handler. Each request gets its own server from the factory (stateless in both revisions, so the page and the Node
 * server need no session store): 2026-07-28 requests by the SDK's per-request path, 2025-11-25 ones by its stateless
 * fallback (GET and DELETE are 405 there, which the SDK's client takes as "no server-sent stream").
 */
export function createMockMcpHandler(options: MockMcpOptions = {}): MockMcpHandler {
  const sleep = options.sleep ?? defaultSleep;
  // One task board per handler: a task made by one request is read by the next (tasks/get).
  const tasks = createTaskBoard(options.now ?? Date.now, options.progressStepMs ?? 200, () => crypto.randomUUID());
  const factory = (ctx: { era: 'modern' | 'legacy' }) => createMockMcpServer(options, ctx.era, tasks);
  const both = createMcpHandler(factory, { legacy: 'stateless' });
  const modernOnly = createMcpHandler(factory, { legacy: 'reject' });
  return async (request) => {
    let faults: McpFaults;
    try {
      faults = requestFaults(request, options.faults);
    } catch (error) {
      if (error instanceof McpFaultError) return plain(400, error.message);
      throw error;
    }
    const onlyModern =
      options.modernOnly === true || new URL(request.url).searchParams.get(MCP_REVISION_PARAM) === '2026-07-28';
    const body: unknown =
      request.method === 'POST'
        ? await request
            .clone()
            .json()
            .catch(() => undefined)
        : undefined;
    const methods = methodsOf(body);
    if (faults.slowToolsListMs && methods.includes('tools/list')) await sleep(faults.slowToolsListMs);
    const sent = faults.missingMeta && body !== undefined ? stripRequestMeta(request, body) : request;
    const response = await (onlyModern ? modernOnly : both).fetch(sent);
    return applyResponseFaults(response, faults, methods);
  };
}

/** A fetch for the SDK's client transports that calls `handler` directly, as the mock OpenAI API is the openai SDK's fetch. */
export function handlerFetch(
  handler: MockMcpHandler,
): (input: string | URL | Request, init?: RequestInit) => Promise<Response> {
  return async (input, init) => handler(new Request(input, init));
}

/** The in-page mock MCP server with its default options, as a fetch (any URL reaches it; use MOCK_MCP_URL). */
export const mockMcpFetch = handlerFetch(createMockMcpHandler());
