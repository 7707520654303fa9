// Mounts the capture proxy at /proxy/v1 and its companion API at /api/capture: live events (SSE), list, clear, exports.
import type { Hono } from 'hono';
import { CaptureLog } from './capture-log';
import { harPieces, jsonLinesPieces } from './export';
import { LiveFeed } from './live-feed';
import { mountOtlpReceiver } from './otlp-receiver';
import { isOtlpCall, otlpJsonPieces } from '../../payloads/traces/otlp-export';
import { cassetteFromExchanges, cassettePieces } from '../../payloads/cassettes/cassette-file';
import { filterInTurns, pacedBody } from './paced-body';
import type { Exchange } from '../../wire/exchange';
import { clientOf, createCaptureProxy, PROXY_PREFIX, type UpstreamFetch } from './proxy';
import { mountCaptureHistory, type CaptureHistory } from './history-routes';

export interface CaptureOptions {
  /** `LOOPSCOPE_UPSTREAM`: a base URL, or `mock` for the embedded mock served at /v1. */
  upstream: string;
  /** How requests reach the upstream; defaults to the network (or the mock handler for `mock`, passed by the app). */
  fetch: UpstreamFetch;
  log?: CaptureLog;
  /** The stored history (days and pages), when the server has a store. */
  history?: () => CaptureHistory | null;
}

export function mountCapture(app: Hono, { upstream, fetch, log = new CaptureLog(), history = () => null }: CaptureOptions): CaptureLog {
  const proxy = createCaptureProxy({ upstream, fetch, log });
  app.all(PROXY_PREFIX, (c) => proxy(c.req.raw, clientOf(c.env)));
  app.all(`${PROXY_PREFIX}/*`, (c) => proxy(c.req.raw, clientOf(c.env)));

  // The list and every export are streamed a piece at a time from the log as it was when asked (see paced-body.ts).
  const JSON_TYPE = 'application/json; charset=utf-8';
  const streamed = (body: ReadableStream<Uint8Array>, type: string, filename?: string) =>
    new Response(body, { headers: { 'content-type': type, ...(filename ? { 'content-disposition': `attachment; filename="${filename}"` } : {}) } });
  const shownUpstream = upstream === 'mock' ? 'mock' : upstream;
  app.get('/api/capture/exchanges', () =>
    streamed(pacedBody({ head: `{"upstream":${JSON.stringify(shownUpstream)},"exchanges":[`, items: log.list(), text: (e: Exchange) => JSON.stringify(e), separator: ',', tail: ']}' }), JSON_TYPE),
  );
  app.delete('/api/capture/exchanges', async (c) => {
    await log.clear();
    return c.body(null, 204);
  });
  mountCaptureHistory(app, log, history);
  app.get('/api/capture/export.har', () => streamed(pacedBody(harPieces(log.list())), JSON_TYPE, 'loopscope-capture.har'));
  app.get('/api/capture/export.jsonl', () => streamed(pacedBody(jsonLinesPieces(log.list())), 'application/x-ndjson; charset=utf-8', 'loopscope-capture.jsonl'));
  // Which exchanges are model calls is read from their bodies, a few per turn: 250 bodies of 1 MB parsed at once held the loop.
  app.get('/api/capture/export.otlp.json', async () => streamed(pacedBody(otlpJsonPieces(await filterInTurns(log.list(), isOtlpCall))), JSON_TYPE, 'loopscope-capture.otlp.json'));
  // What the proxy saw, as a cassette that `--cassette` serves back: record once against a provider, replay in CI.
  app.get('/api/capture/export.cassette.json', () => streamed(pacedBody(cassettePieces(cassetteFromExchanges('capture', log.list()))), JSON_TYPE, 'loopscope-capture.cassette.json'));
  // OTLP/HTTP in: trace-instrumented apps export their spans here and their model calls join the capture log.
  mountOtlpReceiver(app, log);

  // A snapshot first, then one event per batch of changed exchanges (see live-feed.ts for the bounds).
  const feed = new LiveFeed(log, upstream === 'mock' ? 'mock' : upstream);
  app.get('/api/capture/events', () =>
    new Response(feed.open(), { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' } }),
  );
  return log;
}
