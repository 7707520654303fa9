// Starts the Loopscope server (the app, the mock at /v1, the capture proxy) on a port: shared by `npm start` and the `loopscope` CLI.
import { serve, type ServerType } from '@hono/node-server';
import { networkInterfaces } from 'node:os';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createServerParts, DEFAULT_UPSTREAM, MAX_BODY_BYTES } from './app.ts';
import { fastLaneServer } from './fast-lane.ts';
import { attachResponsesSocket, type UpgradeSource } from './responses-socket.ts';
import { extraConnectSources } from './csp.ts';
import { lanOrigins, listensEverywhere } from './lan.ts';
import { accessTokenFor, TOKEN_PARAM } from './access-token.ts';
import { CaptureLog } from './capture/capture-log.ts';
import { forwardCapture, forwardTarget } from './capture/otlp-forward.ts';
import { CASSETTE_REPORT_PATH, loadCassetteFile } from './cassette.ts';
import { launchLink, launchToken } from './mcp-stdio/launch-token.ts';
import { parseMcpAllow } from './mcp-allow.ts';
import type { CassetteReport } from '@loopscope/payloads/cassettes/cassette-player';
import { attachStore, type ServerStore } from './store/server-store.ts';
import { PYODIDE, ensurePackage } from './on-demand.ts';
import type { Retention } from './store/retention.ts';

export interface StartOptions {
  port: number;
  host: string;
  /** Where /proxy/v1 forwards: a base URL or `mock`. */
  upstream?: string;
  /** `LOOPSCOPE_CONNECT_SRC`: extra provider origins the page may call. */
  connectSrc?: string;
  /** Folder of the built app; dist/ beside the compiled server by default. */
  staticRoot?: string;
  /** `--cassette FILE`: serve this cassette at /v1; `fallthrough` sends its misses to the mock. */
  cassette?: { file: string; fallthrough: boolean };
  /** `--otlp-forward URL` / LOOPSCOPE_OTLP_FORWARD: also post what the capture records to this OTLP/HTTP endpoint. */
  otlpForward?: string;
  /** `--mcp-allow` / LOOPSCOPE_MCP_ALLOW: origins (comma-separated) of MCP servers the hosted `mcp` tool of /v1 may reach. */
  mcpAllow?: string;
  /** `LOOPSCOPE_LAUNCH_TOKEN`: this launch's token for starting stdio MCP servers instead of a random one (scripted tests). */
  launchToken?: string;
  /** Where a forwarding failure is said; the terminal's stderr by default. */
  warn?: (line: string) => void;
  /**
   * `loopscope` as the user starts it: an installed copy without Pyodide begins installing it now (announced), so
   * code_interpreter works later without any request ever making the server start a process (on-demand.ts).
   */
  preparePython?: boolean;
  /** Record into this capture log instead of a new one: `loopscope test` keeps every case's exchanges in one, ids unique across them. */
  log?: CaptureLog;
  /** The store: a SQLite file, `:memory:` (the default here: tests keep nothing) or `postgres://…`; `npm start` and the CLI pass the data directory's file. */
  db?: string;
  /** `--retain-days` / `--retain-bytes`: how long and how much the store keeps (retention.ts has the defaults). */
  retention?: Partial<Retention>;
}

export interface RunningServer {
  /** http://localhost:<port> (the port the system chose when 0 was asked for). */
  origin: string;
  port: number;
  /** The app's address holding this launch's token (`?launch=`): the page opened there may start stdio MCP servers. */
  launchUrl: string;
  /** The capture proxy's record of what went through /proxy/v1: the CLI summarises it when its command ends. */
  log: CaptureLog;
  /** The lines `npm start` prints: where everything is, and the access token's link when the server is reachable beyond loopback. */
  banner: string[];
  /** The store this server keeps its state in. */
  store: ServerStore;
  /** The served cassette's hits and misses so far; null when no cassette is served. */
  cassetteReport(): CassetteReport | null;
  close(): Promise<void>;
}

/** dist/ is two levels up both from src/server/ and from the compiled build/server/. */
export const DEFAULT_STATIC_ROOT = fileURLToPath(new URL('../../dist', import.meta.url));

export async function startServer({
  port,
  host,
  upstream = DEFAULT_UPSTREAM,
  connectSrc,
  staticRoot = DEFAULT_STATIC_ROOT,
  cassette,
  otlpForward,
  warn,
  launchToken: fixedLaunchToken,
  mcpAllow,
  log: sharedLog,
  db = ':memory:',
  retention,
  preparePython = false,
}: StartOptions): Promise<RunningServer> {
  // Read before listening: a bad cassette stops the start with its reason instead of serving misses.
  const serving = cassette
    ? { cassette: loadCassetteFile(cassette.file), fallthrough: cassette.fallthrough }
    : undefined;
  if (otlpForward) forwardTarget(otlpForward);
  const lan = lanOrigins(host, port, networkInterfaces());
  const accessToken = accessTokenFor(host);
  const launch = launchToken(fixedLaunchToken);
  const allowedMcp = parseMcpAllow(mcpAllow);
  let listening: number | null = null;
  const log = sharedLog ?? new CaptureLog();
  let stored: ServerStore | null = null;
  const { app, api, player } = createServerParts({
    throughStore: (request, fetch) => (stored ? stored.persistedFetch(request, fetch) : fetch(request)),
    history: () => stored?.captures ?? null,
    cassetteReports: () => stored?.cassetteReports() ?? Promise.resolve([]),
    staticRoot,
    capture: { upstream, log },
    extraConnectSrc: extraConnectSources(connectSrc),
    lanOrigins: lan,
    listensEverywhere: listensEverywhere(host),
    accessToken,
    launchToken: launch,
    mcpAllow: allowedMcp,
    ownPort: () => listening,
    cassette: serving,
  });
  // Opened before listening: a store that cannot be opened stops the start with its reason.
  const persisted = await attachStore(db, { api, log, ...(retention ? { retention } : {}), ...(warn ? { warn } : {}) });
  stored = persisted;
  const server = await new Promise<ServerType>((ready, fail) => {
    // The fast lane answers /v1/chat/completions itself unless a cassette answers /v1; on a persistent store through
    // persistedChat, which loads the key's objects before and commits a `store: true` completion before the answer.
    const lane =
      player === null ? { createServer: fastLaneServer(persisted.persistedChat(api.answerChat), MAX_BODY_BYTES) } : {};
    const started: ServerType = serve({ fetch: app.fetch, port, hostname: host, ...lane }, () => ready(started));
    started.once('error', fail);
  }).catch(async (error: unknown) => {
    await persisted.close();
    throw error;
  });
  const run = { cassette: cassette?.file ?? '', startedAt: Date.now() };
  const reportTimer = player ? setInterval(() => persisted.keepCassetteReport(run, player.report()), 1000) : null;
  reportTimer?.unref();
  // The SDK's ResponsesWS connects to ws://…/v1/responses: the same mock answers there (responses-socket.ts).
  const sockets = attachResponsesSocket(server as UpgradeSource, api);
  if (preparePython) {
    const say = warn ?? ((line: string) => process.stderr.write(`${line}\n`));
    void ensurePackage(PYODIDE, { warn: say }).catch((error: unknown) =>
      say(
        `Loopscope: code_interpreter will answer with this until it is installed: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  }
  const forward = otlpForward ? forwardCapture(log, otlpForward, warn ? { warn } : {}) : null;
  const actual = (server.address() as AddressInfo).port;
  listening = actual;
  const origin = `http://localhost:${actual}`;
  const own = listensEverywhere(host) ? origin : (lan[0] ?? origin);
  const launchUrl = launchLink(origin, launch);
  const banner = [
    `Loopscope is running at ${origin}`,
    // The one line the token is ever written to: the capture log and the live view are for whoever can read this terminal.
    ...(accessToken
      ? [
          `Open it (and /live) through this link, which holds this launch's access token: ${own}/?${TOKEN_PARAM}=${accessToken}`,
        ]
      : []),
    `Mock OpenAI API: ${origin}/v1  (any API key works; try "sk-invalid" for a 401); WebSocket mode at ws://localhost:${actual}/v1/responses`,
    ...lan.map(
      (o) =>
        `On the local network: ${o}  (the presenter view shows it with a QR code; the room needs no token for lessons and /v1)`,
    ),
    `Capture proxy:   ${origin}/proxy/v1 → ${upstream}  (set OPENAI_BASE_URL to it; watch at /live)`,
    `Data:            ${persisted.store.persistent ? `${persisted.store.shown} (kept ${persisted.retention.days} days, at most ${formatGb(persisted.retention.bytes)}; --db picks another, --db :memory: keeps nothing)` : ':memory: (nothing is kept after this server stops)'}`,
    // Producers on other computers fill the capture log too, so they carry the token (access-token.ts `producing`).
    ...(accessToken
      ? [
          `From another computer, /proxy/v1 and /otlp need the token of the link above as the header X-Loopscope-Token: <token> (or, for /otlp, Authorization: Bearer <token>); this computer needs none.`,
        ]
      : []),
    ...(cassette && serving
      ? [
          `Cassette: ${cassette.file} (${serving.cassette.entries.length} recordings) answers at /v1; a miss ${cassette.fallthrough ? 'goes on to the mock' : 'is a 422 cassette_miss error'}; report at ${origin}${CASSETTE_REPORT_PATH}`,
        ]
      : []),
    ...(forward ? [`OTLP forward:    what the capture records also goes to ${forward.endpoint}`] : []),
    ...(allowedMcp.length > 0
      ? [`Hosted mcp tool: reaches the built-in ${origin}/mcp and, as allowed, ${allowedMcp.join(', ')}`]
      : []),
    // Only loopback runs stdio servers (mcp-stdio/routes.ts); the token in this link is what a start must carry.
    ...(accessToken
      ? []
      : [
          `Stdio MCP servers: the app runs them only when opened through this link, which holds this launch's token: ${launchUrl}`,
        ]),
  ];
  return {
    origin,
    port: actual,
    launchUrl,
    log,
    store: persisted,
    banner,
    cassetteReport: () => player?.report() ?? null,
    close: async () => {
      if (reportTimer) clearInterval(reportTimer);
      if (player) persisted.keepCassetteReport(run, player.report());
      await forward?.stop();
      await new Promise<void>((done) => {
        sockets.close();
        server.close(() => done());
        // Keep-alive connections (an SDK's pooled sockets, /live's event stream) would hold close() open.
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await persisted.close();
    },
  };
}

function formatGb(bytes: number): string {
  const gb = bytes / 1024 / 1024 / 1024;
  return gb >= 1 ? `${Number(gb.toFixed(2))} GB` : `${Math.round(bytes / 1024 / 1024)} MB`;
}
