// Mounts the capture proxy at /proxy/v1 and its companion API at /api/capture: live events (SSE), list, clear, exports.
import type { Hono } from 'hono';
import { CaptureLog } from './capture-log';
import { toHar, toJsonLines } from './export';
import { LiveFeed } from './live-feed';
import { mountOtlpReceiver } from './otlp-receiver';
import { toOtlpJson } from '../../payloads/traces/otlp-export';
import { cassetteFromExchanges, cassetteText } from '../../payloads/cassettes/cassette-file';
import { createCaptureProxy, PROXY_PREFIX, type UpstreamFetch } from './proxy';

export interface CaptureOptions {
  /** `LOOPSCOPE_UPSTREAM`: a base URL, or `mock` for the embedded mock served at /v1. */
  upstream: string;
  /** How requests reach the upstream; defaults to the network (or the mock handler for `mock`, passed by the app). */
  fetch: UpstreamFetch;
  log?: CaptureLog;
}

export function mountCapture(app: Hono, { upstream, fetch, log = new CaptureLog() }: CaptureOptions): CaptureLog {
  const proxy = createCaptureProxy({ upstream, fetch, log });
  app.all(PROXY_PREFIX, (c) => proxy(c.req.raw));
  app.all(`${PROXY_PREFIX}/*`, (c) => proxy(c.req.raw));

  app.get('/api/capture/exchanges', (c) => c.json({ upstream: upstream === 'mock' ? 'mock' : upstream, exchanges: log.list() }));
  app.delete('/api/capture/exchanges', (c) => {
    log.clear();
    return c.body(null, 204);
  });
  app.get('/api/capture/export.har', (c) => {
    c.header('Content-Disposition', 'attachment; filename="loopscope-capture.har"');
    return c.json(toHar(log.list()));
  });
  app.get('/api/capture/export.jsonl', (c) => {
    c.header('Content-Type', 'application/x-ndjson; charset=utf-8');
    c.header('Content-Disposition', 'attachment; filename="loopscope-capture.jsonl"');
    return c.body(toJsonLines(log.list()));
  });

  app.get('/api/capture/export.otlp.json', (c) => {
    c.header('Content-Disposition', 'attachment; filename="loopscope-capture.otlp.json"');
    return c.json(toOtlpJson(log.list()));
  });
  // What the proxy saw, as a cassette that `--cassette` serves back: record once against a provider, replay in CI.
  app.get('/api/capture/export.cassette.json', (c) => {
    c.header('Content-Type', 'application/json; charset=utf-8');
    c.header('Content-Disposition', 'attachment; filename="loopscope-capture.cassette.json"');
    return c.body(cassetteText(cassetteFromExchanges('capture', log.list())));
  });
  // OTLP/HTTP in: trace-instrumented apps export their spans here and their model calls join the capture log.
  mountOtlpReceiver(app, log);

  // A snapshot first, then one event per batch of changed exchanges (see live-feed.ts for the bounds).
  const feed = new LiveFeed(log, upstream === 'mock' ? 'mock' : upstream);
  app.get('/api/capture/events', () =>
    new Response(feed.open(), { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' } }),
  );
  return log;
}
