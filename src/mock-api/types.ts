// Public types of the mock API: the options of createMockApi and the handle it returns.
import type { Hono } from 'hono';
import type { CodeRunner, RunTiming } from './assistants/run-machine.ts';
import type { Faults } from './faults/faults.ts';
import type { StoreLimits } from './responses/store.ts';
import type { ByteBudgets } from './storage-budget.ts';
import type { ReplyScript } from './scenarios/reply-script.ts';
import type { TokenSource } from './model/tokens.ts';
import type { ModelScript } from '@loopscope/wire/model-script';
import type { RunPace } from '@loopscope/payloads/assistants/run-pace';
import type { ResponsesSocket, SocketPeer } from './responses/socket.ts';
import type { MockObjects } from './persisted-objects.ts';
import type { AnswerChat } from './chat/route.ts';

export interface MockApiOptions {
  /** Mixed into every id, so two sessions with different seeds never share ids. Default 0. */
  seed?: number | string;
  /** Milliseconds since the epoch; `created` comes from it. Default `Date.now`. */
  clock?: () => number;
  /** Scripted replies that win over the mock model. Default (`seed-weather`): the seeds' scripts, the weather walkthrough and seed 002's joke. */
  scenario?: ReplyScript | 'seed-weather' | 'none';
  /** Faults for the whole session; off by default. */
  faults?: Faults;
  /** Bounds on stored objects per API key (count and age): responses and conversations, and each kind of Assistants object. */
  storeLimits?: StoreLimits;
  /** Byte budgets per stored object, per key and in total (see storage-budget.ts); defaults sized for a classroom. */
  storeBudgets?: Partial<ByteBudgets>;
  /** Sleeps for injected latency; tests can pass an instant one. Default `setTimeout`. */
  sleep?: (ms: number) => Promise<void>;
  /** Assistants runs: how long each phase lasts on `clock`, and the poll hint. */
  runTiming?: Partial<RunTiming>;
  /** Runs code_interpreter's Python programs; the app and server pass Pyodide in a worker. Without it the tool reports it is unavailable. */
  runCode?: CodeRunner;
  /** Where Chat and Responses usage is counted; the page passes its tokenizer worker. Default: o200k_base loaded in this thread. */
  tokenSource?: TokenSource;
  /**
   * How the hosted `mcp` tool reaches an MCP server other than the built-in one (whose URLs, MOCK_MCP_URL and the
   * serving host's /mcp, are answered in process). Default: the platform's fetch. The page can pass one that refuses
   * what it must not reach.
   */
  mcpFetch?: (request: Request) => Promise<Response>;
  /**
   * Why a server other than the built-in one may not be reached, in a sentence for the caller (a 400); null when it may.
   * The Node server passes its allow-list (server/mcp-allow.ts). Default: any server may.
   */
  mcpRefuse?: (url: URL) => string | null;
  /** How long one MCP operation (list or call) may take before it counts as failed. Default 10 s. */
  mcpTimeoutMs?: number;
}

/** The session a request belongs to, as far as the mock needs to know it. */
export interface SessionContext {
  /** That session's model script (null: none, the mock model answers); it wins over setScript for this request. */
  script: ModelScript | null;
  /** How fast that session's Assistants runs move (absent: the mock's own `runTiming`). */
  runPace?: RunPace | null;
  /** How long that session's runs wait in requires_action before they expire. */
  expiresAfterSeconds?: number | null;
}

export interface MockApi {
  /** A standard fetch handler; the SDK takes `(input, init) => api.fetch(new Request(input, init))`. */
  fetch(request: Request): Promise<Response>;
  /**
   * POST /v1/chat/completions without a Request: fetch's answer for that route, a plain completion as its JSON text.
   * The Node server's fast lane (server/fast-lane.ts) answers the API's busiest route through it.
   */
  answerChat: AnswerChat;
  /** fetch for a request of one session: its script answers, whatever another session set (a page runs several). */
  fetchForSession(request: Request, session: SessionContext): Promise<Response>;
  /** The Hono app, for mounting under another app (the server mounts it at the root, routes start with /v1). */
  app: Hono;
  /** Replaces the session faults (null turns them off). */
  setFaults(faults: Faults | null): void;
  getFaults(): Faults;
  /** Applies `faults` to the next `times` requests (default 1), then the session faults apply again. */
  injectFaultOnce(faults: Faults, times?: number): void;
  /**
   * WebSocket mode of /v1/responses for one upgrade request: the refusal an HTTP request there would get (a missing or
   * teaching key's 401, a 404 for another path), or the open connection, whose frames go to `peer`. A session's script
   * answers on it as on fetchForSession.
   */
  openSocket(upgrade: Request, peer: SocketPeer, session?: SessionContext): Response | ResponsesSocket;
  /**
   * The user's script for the model's turns (null or empty: the mock model answers); in every API style. Requests sent
   * with fetchForSession use their session's instead.
   */
  setScript(script: ModelScript | null): void;
  /**
   * The stored objects as records for a persistent store (the Node server's store): changes are tracked from the
   * first call on, so a mock that is never persisted keeps no record of them.
   */
  persistence(): MockObjects;
}
