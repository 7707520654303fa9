// Entry point of `npm start` (compiled to build/server/main.js): serves the built app and the mock API on one port.
import { serve } from '@hono/node-server';
import { networkInterfaces } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createServerApp, DEFAULT_UPSTREAM } from './app.ts';
import { extraConnectSources } from './csp.ts';
import { lanOrigins, listensEverywhere } from './lan.ts';

const port = Number(process.env.PORT ?? 5173);
const host = process.env.HOST ?? '127.0.0.1';
// dist/ is two levels up both from src/server/ and from the compiled build/server/.
const staticRoot = fileURLToPath(new URL('../../dist', import.meta.url));

const upstream = process.env.LOOPSCOPE_UPSTREAM || DEFAULT_UPSTREAM;
const lan = lanOrigins(host, port, networkInterfaces());
const app = createServerApp({ staticRoot, capture: { upstream }, extraConnectSrc: extraConnectSources(process.env.LOOPSCOPE_CONNECT_SRC), lanOrigins: lan, listensEverywhere: listensEverywhere(host) });
serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`Loopscope is running at http://localhost:${info.port}`);
  console.log(`Mock OpenAI API: http://localhost:${info.port}/v1  (any API key works; try "sk-invalid" for a 401)`);
  for (const origin of lan) console.log(`On the local network: ${origin}  (the presenter view shows it with a QR code)`);
  console.log(`Capture proxy:   http://localhost:${info.port}/proxy/v1 → ${upstream}  (set OPENAI_BASE_URL to it; watch at /live)`);
});
