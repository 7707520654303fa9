// The Node server's Hono app: the mock OpenAI API at /v1, then the built SPA with sensible caching and an SPA fallback.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody, errorResponse } from '@loopscope/wire/errors';
import { serveStatic } from '@hono/node-server/serve-static';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  MOCK_MCP_PATH,
  createMockApi,
  createMockMcpHandler,
  type MockApi,
  type MockApiOptions,
} from '@loopscope/mock-api';
import { createNodePythonRunner } from './node-python.ts';
import { mountCapture } from './capture/routes.ts';
import { mountAgentMcp } from './agent-mcp/routes.ts';
import { CASSETTE_REPORTS_PATH, mountCassette, type CassetteServing } from './cassette.ts';
import type { CassettePlayer } from '@loopscope/payloads/cassettes/cassette-player';
import { mountMcpStdio } from './mcp-stdio/routes.ts';
import { launchToken } from './mcp-stdio/launch-token.ts';
import { CaptureLog } from './capture/capture-log.ts';
import { mountAgentsIngest } from './capture/agents-ingest.ts';
import type { CaptureHistory } from './capture/history-routes.ts';
import type { UpstreamFetch } from './capture/proxy.ts';
import { hostCheck } from './host-check.ts';
import { mcpTargets } from './mcp-allow.ts';
import { pyodideFile } from './pyodide-files.ts';
import { accessGate } from './access-token.ts';
import { DEFAULT_CONNECT_SRC, NOT_A_PAGE_CSP, contentSecurityPolicy, inlineScriptHashes } from './csp.ts';

export interface ServerAppOptions {
  /** Folder holding the built SPA (dist/); null serves only the API (the Vite dev server serves the SPA). */
  staticRoot: string | null;
  /** Options of the mock API served at /v1 (seed, clock, scenario, faults). */
  mockApi?: MockApiOptions;
  /** The capture proxy at /proxy/v1: `LOOPSCOPE_UPSTREAM` (a base URL or `mock`), and optionally how to reach it and where to record. */
  capture?: { upstream: string; fetch?: UpstreamFetch; log?: CaptureLog };
  /** Provider origins the page may call besides the defaults (see csp.ts); the built meta policy is then replaced. */
  extraConnectSrc?: readonly string[];
  /** Origins the room can open on the local network (HOST=0.0.0.0), shown by the presenter view; empty on loopback. */
  lanOrigins?: readonly string[];
  /** Whether the server listens on every interface (HOST=0.0.0.0), so the presenter view can tell "no network" from "loopback only". */
  listensEverywhere?: boolean;
  /** The per-launch token /api/* and /live need when the server listens beyond loopback (access-token.ts); null on loopback. */
  accessToken?: string | null;
  /**
   * This launch's token for starting stdio MCP servers (mcp-stdio/launch-token.ts), on loopback as beyond it. Without
   * one the app makes a random token it hands to no one: nothing can start a process through it.
   */
  launchToken?: string;
  /** `--mcp-allow` / LOOPSCOPE_MCP_ALLOW: origins of MCP servers the hosted `mcp` tool may reach besides the built-in /mcp (mcp-allow.ts). */
  mcpAllow?: readonly string[];
  /** This server's port once it listens, so the hosted `mcp` tool never calls this server's own routes; null when unknown. */
  ownPort?: () => number | null;
  /** A cassette served at /v1 in place of the mock (cassette.ts); the mock still answers its misses when asked to fall through. */
  cassette?: CassetteServing;
  /** Sends each request for the mock through the store (server/store/server-store.ts): its key's objects loaded, its changes committed before the answer. */
  throughStore?: (request: Request, fetch: (request: Request) => Promise<Response>) => Promise<Response>;
  /** The stored capture history /api/capture/history and /days read; null while there is none. */
  history?: () => CaptureHistory | null;
  /** Served cassettes' reports the store kept, this run's and earlier ones (/api/cassette/reports). */
  cassetteReports?: () => Promise<unknown[]>;
}

/** Where the capture proxy forwards when `LOOPSCOPE_UPSTREAM` is not set. */
export const DEFAULT_UPSTREAM = 'https://api.openai.com/v1';

/** Paths the server answers itself; the SPA's caching and fallback leave them alone. */
const API_PREFIXES = ['/v1', '/proxy/', '/api/', '/otlp/', MOCK_MCP_PATH];

/** The largest request body /v1 reads; anything bigger is refused before it is buffered or parsed. */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;

function bodyTooLarge(): Response {
  const message = `Request body too large: the Loopscope mock API accepts at most ${MAX_BODY_BYTES / 1024 / 1024} MB per request.`;
  return errorResponse(413, errorBody(message, { code: 'request_too_large' }));
}

const streamedLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => bodyTooLarge() });

/**
 * A declared length is checked from the header alone; only a chunked body is counted as it streams in. hono's bodyLimit
 * reads `request.body`, which turns @hono/node-server's lightweight request into a full one and cost a third of a
 * small request's time.
 */
const limitBody: MiddlewareHandler = async (c, next) => {
  const declared = c.req.header('content-length');
  if (declared !== undefined) return Number(declared) > MAX_BODY_BYTES ? bodyTooLarge() : next();
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.header('transfer-encoding') === undefined)
    return next();
  return streamedLimit(c, next);
};

const CSP_META = /\s*<meta http-equiv="Content-Security-Policy"[^>]*>/i;

/** Hashed assets never change under the same name; everything else must be revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export function createServerApp(options: ServerAppOptions): Hono {
  return createServerParts(options).app;
}

const isApiPath = (path: string) => API_PREFIXES.some((prefix) => path.startsWith(prefix));

/**
 * Every answer that is not the app gets a policy that runs nothing, and nosniff: the mock's bodies, a cassette's
 * (hand-written, perhaps), an upstream's through the proxy and every refusal are data, never a page on this origin.
 * Without a static root (the Vite dev server serves the page) nothing this app answers is the app.
 */
function inertUnlessApp(servesApp: boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (servesApp && !isApiPath(c.req.path)) return;
    try {
      c.res.headers.set('Content-Security-Policy', NOT_A_PAGE_CSP);
    } catch {
      // A response straight from fetch() has immutable headers: a copy of it takes them.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('Content-Security-Policy', NOT_A_PAGE_CSP);
    }
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  };
}

/** The app and the mock API it mounts: the Node server hands WebSocket upgrades of /v1/responses to the same mock. */
export function createServerParts({
  staticRoot,
  mockApi,
  capture,
  extraConnectSrc = [],
  lanOrigins = [],
  listensEverywhere = false,
  accessToken = null,
  launchToken: givenLaunchToken,
  mcpAllow = [],
  ownPort = () => null,
  cassette,
  throughStore,
  history = () => null,
  cassetteReports = async () => [],
}: ServerAppOptions): { app: Hono; api: MockApi; player: CassettePlayer | null } {
  const app = new Hono();
  // The whole /v1 space belongs to the mock, its 404s and CORS included, so nothing there falls through to the SPA.
  // code_interpreter programs are Python, run in a worker thread (started with the first run) with the sandbox's limits.
  // The hosted `mcp` tool would let any caller of /v1 (any web page: /v1 answers every origin; anyone in the room on the
  // network) make this machine call what it reaches: only the built-in /mcp and the servers the user allowed, never this
  // server's own routes, and beyond loopback only allowed servers on this machine.
  const exposed = listensEverywhere || lanOrigins.length > 0;
  const targets = mcpTargets({ allowed: mcpAllow, exposed, ownPort, builtin: createMockMcpHandler() });
  const api = createMockApi({
    runCode: createNodePythonRunner(),
    mcpFetch: targets.fetch,
    mcpRefuse: targets.refuse,
    ...mockApi,
  });
  app.use('*', inertUnlessApp(staticRoot !== null));
  app.use('*', hostCheck(lanOrigins));
  app.use('*', accessGate(accessToken));
  app.use('/v1/*', limitBody);
  const log = capture?.log ?? new CaptureLog();
  // The Agents SDK's trace ingest answers before the mock's /v1 and the proxy take the path (neither knows traces).
  mountAgentsIngest(app, log);
  const mockFetch = throughStore
    ? (request: Request) => throughStore(request, api.fetch)
    : (request: Request) => api.fetch(request);
  const player = cassette ? mountCassette(app, cassette, mockFetch) : null;
  app.get(CASSETTE_REPORTS_PATH, async (c) => c.json({ reports: await cassetteReports() }));
  // With a cassette, /v1 (and the capture proxy's "mock" upstream) answers from the recording instead of the mock.
  const v1 = player ? (request: Request) => player.fetch(request) : mockFetch;
  app.all('/v1', (c) => v1(c.req.raw));
  app.all('/v1/*', (c) => v1(c.req.raw));
  // The built-in mock MCP server (Streamable HTTP), the same handler the page calls in process; public like /v1.
  const mcp = createMockMcpHandler();
  app.use(MOCK_MCP_PATH, limitBody);
  app.all(MOCK_MCP_PATH, (c) => mcp(c.req.raw));
  const upstream = capture?.upstream ?? DEFAULT_UPSTREAM;
  const upstreamFetch: UpstreamFetch = capture?.fetch ?? (upstream === 'mock' ? v1 : (request) => fetch(request));
  mountCapture(app, { upstream, fetch: upstreamFetch, log, history });
  mountAgentMcp(app, log, mockFetch, history);
  // stdio MCP servers the user confirmed, bridged to the page: loopback only (a room could otherwise run commands here).
  mountMcpStdio(app, { exposed, launchToken: givenLaunchToken ?? launchToken() });
  app.get('/api/lan', (c) => c.json({ origins: lanOrigins, everywhere: listensEverywhere }));
  if (staticRoot === null) return { app, api, player };

  const indexPath = join(staticRoot, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`No build found at ${indexPath}. Run "npm run build" first (npm start does this for you).`);
  }
  const builtHtml = readFileSync(indexPath, 'utf8');
  const csp = contentSecurityPolicy({
    scriptHashes: inlineScriptHashes(builtHtml),
    connectSrc: [...DEFAULT_CONNECT_SRC, ...extraConnectSrc],
    forHeader: true,
  });
  // A page obeys every policy it is given, so a wider connect-src in the header needs the build's narrower meta tag gone.
  const indexHtml = extraConnectSrc.length > 0 ? builtHtml.replace(CSP_META, '') : builtHtml;

  // serveStatic sets its headers once the body is built, so the cache policy and the CSP are applied on the way out.
  app.use('*', async (c, next) => {
    await next();
    if (isApiPath(c.req.path)) return;
    c.res.headers.set('Content-Security-Policy', csp);
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'no-referrer');
    if (c.res.status !== 200) return;
    c.res.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
  });
  const page = (c: Context) => {
    c.header('Cache-Control', REVALIDATE);
    return c.html(indexHtml);
  };
  app.get('/', page);
  app.get('/index.html', page);
  app.use('*', serveStatic({ root: staticRoot }));
  // The npm package leaves Pyodide's 14 MB out of dist/: served from the pyodide package, which `loopscope` installs as it
  // starts (pyodide-files.ts; a request only waits for that); when it is missing, the page's worker is told what to run.
  app.get('/assets/*', async (c, next) => {
    try {
      const found = await pyodideFile(c.req.path);
      return found ? c.body(new Uint8Array(found.body), 200, { 'Content-Type': found.type }) : next();
    } catch (error) {
      return c.text(error instanceof Error ? error.message : String(error), 503);
    }
  });
  // Any other GET that looks like a page is a client-side route: answer with the app.
  app.get('*', (c) => {
    if (c.req.path.startsWith('/assets/') || isApiPath(c.req.path)) return c.notFound();
    return page(c);
  });
  return { app, api, player };
}
