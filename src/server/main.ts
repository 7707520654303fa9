// Entry point of `npm start` (compiled to build/server/main.js): serves the built app and the mock API on one port.
import { serve } from '@hono/node-server';
import { networkInterfaces } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createServerParts, DEFAULT_UPSTREAM } from './app.ts';
import { attachResponsesSocket, type UpgradeSource } from './responses-socket.ts';
import { extraConnectSources } from './csp.ts';
import { lanOrigins, listensEverywhere } from './lan.ts';
import { accessTokenFor, TOKEN_PARAM } from './access-token.ts';

const port = Number(process.env.PORT ?? 5173);
const host = process.env.HOST ?? '127.0.0.1';
// dist/ is two levels up both from src/server/ and from the compiled build/server/.
const staticRoot = fileURLToPath(new URL('../../dist', import.meta.url));

const upstream = process.env.LOOPSCOPE_UPSTREAM || DEFAULT_UPSTREAM;
const lan = lanOrigins(host, port, networkInterfaces());
const accessToken = accessTokenFor(host);
const { app, api } = createServerParts({ staticRoot, capture: { upstream }, extraConnectSrc: extraConnectSources(process.env.LOOPSCOPE_CONNECT_SRC), lanOrigins: lan, listensEverywhere: listensEverywhere(host), accessToken });
const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`Loopscope is running at http://localhost:${info.port}`);
  // The one line the token is ever written to: the capture log and the live view are for whoever can read this terminal.
  const own = listensEverywhere(host) ? `http://localhost:${info.port}` : (lan[0] ?? `http://localhost:${info.port}`);
  if (accessToken) console.log(`Open it (and /live) through this link, which holds this launch's access token: ${own}/?${TOKEN_PARAM}=${accessToken}`);
  console.log(`Mock OpenAI API: http://localhost:${info.port}/v1  (any API key works; try "sk-invalid" for a 401); WebSocket mode at ws://localhost:${info.port}/v1/responses`);
  for (const origin of lan) console.log(`On the local network: ${origin}  (the presenter view shows it with a QR code; the room needs no token for lessons and /v1)`);
  console.log(`Capture proxy:   http://localhost:${info.port}/proxy/v1 → ${upstream}  (set OPENAI_BASE_URL to it; watch at /live)`);
});
// The SDK's ResponsesWS connects to ws://…/v1/responses: the same mock answers there (responses-socket.ts).
attachResponsesSocket(server as UpgradeSource, api);
