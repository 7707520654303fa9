// The capture proxy: forwards /proxy/v1/* to the upstream unchanged and records every exchange, streams as they arrive.
import { maskedHeaderRecord, maskedUrl } from '../../wire/secret-headers';
import { describeFailure, recordStream } from '../../wire/exchange-stream';
import type { Exchange } from '../../wire/exchange';
import type { CaptureLog } from './capture-log';

export type UpstreamFetch = (request: Request) => Promise<Response>;

export interface CaptureProxyOptions {
  /** Base URL requests go to (`https://api.openai.com/v1`, any compatible base), or `mock` for the embedded mock. */
  upstream: string;
  /** How requests reach the upstream: the mock's handler for `mock`, the network otherwise. */
  fetch: UpstreamFetch;
  log: CaptureLog;
  clock?: () => number;
}

/** Where the proxy lives; everything after it is the upstream path. */
export const PROXY_PREFIX = '/proxy/v1';

/** Hop-by-hop headers and those the forwarding fetch sets itself. */
const DROP_REQUEST = new Set(['host', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'accept-encoding', 'upgrade', 'expect']);
/** Node's fetch has already decoded the body, so its encoding and length no longer describe the bytes we pass on. */
const DROP_RESPONSE = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** The upstream URL for a proxied request: the upstream base plus the path after /proxy/v1, query kept. */
export function upstreamUrl(upstream: string, requestUrl: string): string {
  const url = new URL(requestUrl);
  const rest = url.pathname.slice(PROXY_PREFIX.length);
  const base = upstream === 'mock' ? `${url.origin}/v1` : upstream.replace(/\/+$/, '');
  return `${base}${rest}${url.search}`;
}

function filtered(headers: Headers, drop: Set<string>): Headers {
  const out = new Headers();
  headers.forEach((value, name) => {
    if (!drop.has(name)) out.append(name, value);
  });
  return out;
}

/** The error a client sees when the upstream cannot be reached at all, in the OpenAI error shape. */
function unreachable(target: string, error: unknown): Response {
  const message = `Loopscope's capture proxy could not reach ${target}: ${describeFailure(error)}`;
  return Response.json({ error: { message, type: 'proxy_error', param: null, code: 'upstream_unreachable' } }, { status: 502 });
}

export function createCaptureProxy({ upstream, fetch, log, clock = Date.now }: CaptureProxyOptions): (request: Request) => Promise<Response> {
  return async (request) => {
    const target = upstreamUrl(upstream, request.url);
    const bytes = request.method === 'GET' || request.method === 'HEAD' ? null : new Uint8Array(await request.arrayBuffer());
    const headers = filtered(request.headers, DROP_REQUEST);
    const startedAt = clock();
    let exchange: Exchange = {
      id: log.nextId(), step: 0,
      attempt: Number(request.headers.get('x-stainless-retry-count') ?? 0) || 0,
      method: request.method, url: maskedUrl(target),
      requestHeaders: maskedHeaderRecord(headers),
      requestBody: bytes === null ? null : new TextDecoder().decode(bytes),
      status: null, responseHeaders: {}, responseBody: null, streamed: false, events: [],
      startedAt, durationMs: null, state: 'pending', error: null,
    };
    const update = (patch: Partial<Exchange>) => {
      exchange = { ...exchange, ...patch };
      log.record(exchange);
    };
    const signal = request.signal;
    const failed = (error: unknown): Partial<Exchange> => ({
      state: signal.aborted ? 'aborted' : 'failed',
      error: signal.aborted ? 'The client went away before the response was complete.' : describeFailure(error),
      durationMs: clock() - startedAt,
    });
    log.record(exchange);

    let response: Response;
    try {
      response = await fetch(new Request(target, { method: request.method, headers, body: bytes, signal }));
    } catch (error) {
      update(failed(error));
      return unreachable(target, error);
    }
    const head = { status: response.status, statusText: response.statusText, headers: filtered(response.headers, DROP_RESPONSE) };
    update({ status: response.status, responseHeaders: maskedHeaderRecord(head.headers) });
    if (!response.body || NULL_BODY_STATUSES.has(response.status)) {
      update({ responseBody: '', state: 'done', durationMs: clock() - startedAt });
      return new Response(null, head);
    }
    const isStream = (response.headers.get('content-type') ?? '').includes('text/event-stream');
    if (isStream) {
      const [forClient, forRecord] = response.body.tee();
      update({ streamed: true, state: 'streaming', responseBody: '' });
      void recordStream(forRecord, signal, startedAt, clock, update, failed);
      return new Response(forClient, head);
    }
    // A whole JSON body is only usable once complete, so it is read once and the same bytes go to client and record.
    let body: Uint8Array<ArrayBuffer>;
    try {
      // A Uint8Array (not an ArrayBuffer) is what @hono/node-server writes out in one go.
      body = new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      update(failed(error));
      return unreachable(target, error);
    }
    update({ responseBody: new TextDecoder().decode(body), state: 'done', durationMs: clock() - startedAt });
    return new Response(body, head);
  };
}
