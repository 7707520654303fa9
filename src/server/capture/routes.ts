// Mounts the capture proxy at /proxy/v1 and its companion API at /api/capture: live events (SSE), list, clear, exports.
import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Exchange } from '../../wire/exchange';
import { CaptureLog } from './capture-log';
import { toHar, toJsonLines } from './export';
import { createCaptureProxy, PROXY_PREFIX, type UpstreamFetch } from './proxy';

export interface CaptureOptions {
  /** `LOOPSCOPE_UPSTREAM`: a base URL, or `mock` for the embedded mock served at /v1. */
  upstream: string;
  /** How requests reach the upstream; defaults to the network (or the mock handler for `mock`, passed by the app). */
  fetch: UpstreamFetch;
  log?: CaptureLog;
}

/** Live views get at most this many snapshots per exchange per second while a stream is arriving. */
const PUSH_INTERVAL_MS = 50;

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

  // One event per changed exchange, coalesced while a stream arrives; the first event carries everything so far.
  app.get('/api/capture/events', (c) =>
    streamSSE(c, async (stream) => {
      const dirty = new Map<string, Exchange>();
      let timer: ReturnType<typeof setTimeout> | null = null;
      const flush = () => {
        timer = null;
        const batch = [...dirty.values()];
        dirty.clear();
        if (batch.length > 0) void stream.writeSSE({ event: 'exchanges', data: JSON.stringify(batch) });
      };
      const unsubscribe = log.subscribe((exchange) => {
        dirty.set(exchange.id, exchange);
        timer ??= setTimeout(flush, PUSH_INTERVAL_MS);
      });
      await stream.writeSSE({ event: 'snapshot', data: JSON.stringify({ upstream, exchanges: log.list() }) });
      await new Promise<void>((resolve) => stream.onAbort(resolve));
      unsubscribe();
      if (timer) clearTimeout(timer);
    }),
  );
  return log;
}
