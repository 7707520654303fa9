// The Node server's Hono app: the mock OpenAI API at /v1, then the built SPA with sensible caching and an SPA fallback.
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createMockApi, type MockApiOptions } from '../mock-api/index.ts';
import { mountCapture } from './capture/routes.ts';
import type { CaptureLog } from './capture/capture-log.ts';
import type { UpstreamFetch } from './capture/proxy.ts';

export interface ServerAppOptions {
  /** Folder holding the built SPA (dist/); null serves only the API (the Vite dev server serves the SPA). */
  staticRoot: string | null;
  /** Options of the mock API served at /v1 (seed, clock, scenario, faults). */
  mockApi?: MockApiOptions;
  /** The capture proxy at /proxy/v1: `LOOPSCOPE_UPSTREAM` (a base URL or `mock`), and optionally how to reach it and where to record. */
  capture?: { upstream: string; fetch?: UpstreamFetch; log?: CaptureLog };
}

/** Where the capture proxy forwards when `LOOPSCOPE_UPSTREAM` is not set. */
export const DEFAULT_UPSTREAM = 'https://api.openai.com/v1';

/** Paths the server answers itself; the SPA's caching and fallback leave them alone. */
const API_PREFIXES = ['/v1', '/proxy/', '/api/'];

/** Hashed assets never change under the same name; everything else must be revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export function createServerApp({ staticRoot, mockApi, capture }: ServerAppOptions): Hono {
  const app = new Hono();
  // The whole /v1 space belongs to the mock, its 404s and CORS included, so nothing there falls through to the SPA.
  const api = createMockApi(mockApi);
  app.all('/v1', (c) => api.fetch(c.req.raw));
  app.all('/v1/*', (c) => api.fetch(c.req.raw));
  const upstream = capture?.upstream ?? DEFAULT_UPSTREAM;
  const upstreamFetch: UpstreamFetch = capture?.fetch ?? (upstream === 'mock' ? (request) => api.fetch(request) : (request) => fetch(request));
  mountCapture(app, { upstream, fetch: upstreamFetch, log: capture?.log });
  if (staticRoot === null) return app;

  const indexPath = join(staticRoot, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`No build found at ${indexPath}. Run "npm run build" first (npm start does this for you).`);
  }
  const indexHtml = readFileSync(indexPath, 'utf8');

  // serveStatic sets its headers once the body is built, so the cache policy is applied on the way out.
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status !== 200 || API_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) return;
    c.res.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
  });
  app.use('*', serveStatic({ root: staticRoot }));
  // Any other GET that looks like a page is a client-side route: answer with the app.
  app.get('*', (c) => {
    if (c.req.path.startsWith('/assets/') || API_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) return c.notFound();
    c.header('Cache-Control', REVALIDATE);
    return c.html(indexHtml);
  });
  return app;
}
