// Mounts the capture proxy at /proxy/v1 and its companion API at /api/capture: live events (SSE), list, clear, exports.
import type { Context, Hono } from 'hono';
import { CaptureLog } from './capture-log';
import { harPieces, jsonLinesPieces } from './export';
import { LiveFeed } from './live-feed';
import { mountOtlpReceiver } from './otlp-receiver';
import { isOtlpCall, otlpJsonPagedPieces, otlpJsonPieces } from '@loopscope/payloads/traces/otlp-export';
import { cassettePiecesFrom } from '@loopscope/payloads/cassettes/cassette-file';
import { filterInTurns, nextTurn, pacedBody } from './paced-body';
import type { Exchange } from '@loopscope/wire/exchange';
import { clientOf, createCaptureProxy, PROXY_PREFIX, type UpstreamFetch } from './proxy';
import { capturedExchanges, mountCaptureHistory, type CaptureHistory } from './history-routes';

export interface CaptureOptions {
  /** `LOOPSCOPE_UPSTREAM`: a base URL, or `mock` for the embedded mock served at /v1. */
  upstream: string;
  /** How requests reach the upstream; defaults to the network (or the mock handler for `mock`, passed by the app). */
  fetch: UpstreamFetch;
  log?: CaptureLog;
  /** The stored history (days and pages), when the server has a store. */
  history?: () => CaptureHistory | null;
}

export function mountCapture(
  app: Hono,
  { upstream, fetch, log = new CaptureLog(), history = () => null }: CaptureOptions,
): CaptureLog {
  const proxy = createCaptureProxy({ upstream, fetch, log });
  app.all(PROXY_PREFIX, (c) => proxy(c.req.raw, clientOf(c.env)));
  app.all(`${PROXY_PREFIX}/*`, (c) => proxy(c.req.raw, clientOf(c.env)));

  // The list and every export are streamed a piece at a time from the log as it was when asked (see paced-body.ts).
  const JSON_TYPE = 'application/json; charset=utf-8';
  const streamed = (body: ReadableStream<Uint8Array>, type: string, filename?: string) =>
    new Response(body, {
      headers: {
        'content-type': type,
        ...(filename ? { 'content-disposition': `attachment; filename="${filename}"` } : {}),
      },
    });
  const shownUpstream = upstream === 'mock' ? 'mock' : upstream;
  // Without `?day=`, the live window (what /live opened with); with it, that day paged from the store.
  app.get('/api/capture/exchanges', async (c) => {
    const day = c.req.query('day');
    const items = day === undefined ? log.list() : await capturedExchanges(log, history, day);
    if (items instanceof Response) return items;
    return streamed(
      pacedBody({
        head: `{"upstream":${JSON.stringify(shownUpstream)},"exchanges":[`,
        items,
        text: (e: Exchange) => JSON.stringify(e),
        separator: ',',
        tail: ']}',
      }),
      JSON_TYPE,
    );
  });
  app.delete('/api/capture/exchanges', async (c) => {
    await log.clear();
    return c.body(null, 204);
  });
  mountCaptureHistory(app, log, history);
  // The exports: everything the store keeps (or `?day=` of it), paged from it, not only the log's window.
  const exported =
    (
      build: (items: readonly Exchange[] | AsyncIterable<Exchange>) => ReadableStream<Uint8Array>,
      type: string,
      filename: string,
    ) =>
    async (c: Context) => {
      const items = await capturedExchanges(log, history, c.req.query('day'));
      return items instanceof Response ? items : streamed(build(items), type, filename);
    };
  app.get(
    '/api/capture/export.har',
    exported((items) => pacedBody(harPieces(items)), JSON_TYPE, 'loopscope-capture.har'),
  );
  app.get(
    '/api/capture/export.jsonl',
    exported(
      (items) => pacedBody(jsonLinesPieces(items)),
      'application/x-ndjson; charset=utf-8',
      'loopscope-capture.jsonl',
    ),
  );
  // The model calls as OTLP spans, of everything the store keeps too (or `?day=`): spans refer to one another across the
  // whole export, so the store is read twice (otlpJsonPagedPieces). Which exchanges are model calls is read from their
  // bodies, a few per turn: 250 bodies of 1 MB parsed at once held the loop.
  app.get('/api/capture/export.otlp.json', async (c) => {
    const day = c.req.query('day');
    const items = await capturedExchanges(log, history, day);
    if (items instanceof Response) return items;
    const store = history();
    const file = 'loopscope-capture.otlp.json';
    if (store)
      return streamed(
        pacedBody(otlpJsonPagedPieces(() => store.exchanges(day === undefined ? {} : { day }), nextTurn)),
        JSON_TYPE,
        file,
      );
    // Without a store, `items` is the log's window (or its day): an array.
    return streamed(
      pacedBody(otlpJsonPieces(await filterInTurns(items as readonly Exchange[], isOtlpCall))),
      JSON_TYPE,
      file,
    );
  });
  // What the proxy saw, as a cassette that `--cassette` serves back: record once against a provider, replay in CI.
  app.get(
    '/api/capture/export.cassette.json',
    exported((items) => pacedBody(cassettePiecesFrom('capture', items)), JSON_TYPE, 'loopscope-capture.cassette.json'),
  );
  // OTLP/HTTP in: trace-instrumented apps export their spans here and their model calls join the capture log.
  mountOtlpReceiver(app, log);

  // A snapshot first, then one event per batch of changed exchanges (see live-feed.ts for the bounds).
  const feed = new LiveFeed(log, upstream === 'mock' ? 'mock' : upstream);
  app.get(
    '/api/capture/events',
    () =>
      new Response(feed.open(), {
        headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' },
      }),
  );
  return log;
}
