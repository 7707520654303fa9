// The capture proxy: forwards /proxy/v1/* to the upstream unchanged and records every exchange, streams as they arrive.
import { maskedHeaderRecord, maskedUrl } from '@loopscope/payloads/secret-headers';
import { describeFailure, recordStream } from '@loopscope/wire/exchange-stream';
import type { Exchange } from '@loopscope/wire/exchange';
import type { CaptureLog } from './capture-log';
import { PROXY_ERROR_STATUS, upstreamUnreachableBody } from '@loopscope/wire/proxy-error';
import { tapStream } from './stream-tap';
import { readUpTo, relayRest, type LongBody, type WholeBody } from './body-relay';

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

/** The largest request body the proxy forwards (a file upload to /files included); past it, a 413 and nothing is read on. */
export const MAX_PROXY_BODY_BYTES = 32 * 1024 * 1024;
/** How much of a body (a stream's included) the capture log keeps: the exchange shows this much and says what was left out. */
export const MAX_RECORDED_BODY_CHARS = 1024 * 1024;
/** The longest the proxy waits for an upstream answer to complete (a long reasoning stream fits well within it). */
export const PROXY_TIMEOUT_MS = 10 * 60 * 1000;

/**
 * Hop-by-hop headers, those the forwarding fetch sets itself, and the browser's cookies and the access token for this
 * origin (never the upstream's business).
 */
const DROP_REQUEST = new Set([
  'cookie',
  'x-loopscope-token',
  'host',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'accept-encoding',
  'upgrade',
  'expect',
]);
/**
 * An upstream's cookies are not for the proxy's origin. Node's fetch has already decoded the body, so its encoding and
 * length no longer describe the bytes we pass on.
 */
const DROP_RESPONSE = new Set([
  'set-cookie',
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);
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

function proxyError(status: number, message: string, code: string): Response {
  return Response.json({ error: { message, type: 'invalid_request_error', param: null, code } }, { status });
}

const tooLarge = () =>
  proxyError(
    413,
    `Request body too large: Loopscope's capture proxy forwards at most ${MAX_PROXY_BODY_BYTES / 1024 / 1024} MB per request.`,
    'request_too_large',
  );

/** The request's bytes, or null once they pass the limit (a declared length is checked before anything is read). */
async function boundedBody(request: Request): Promise<Uint8Array<ArrayBuffer> | null> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_PROXY_BODY_BYTES) return null;
  if (!request.body) return new Uint8Array(0);
  const read = await readUpTo(request.body, MAX_PROXY_BODY_BYTES);
  if ('whole' in read) return read.whole;
  await read.rest.cancel();
  return null;
}

/** A body's text as the log keeps it: whole up to MAX_RECORDED_BODY_CHARS, then cut with a note of what was left out (`total` bytes in all). */
export function recordedText(bytes: Uint8Array, total = bytes.byteLength): string {
  if (total <= MAX_RECORDED_BODY_CHARS) return new TextDecoder().decode(bytes);
  const kept = new TextDecoder().decode(bytes.subarray(0, MAX_RECORDED_BODY_CHARS));
  return `${kept}\n[Loopscope kept the first ${MAX_RECORDED_BODY_CHARS} of ${total} bytes of this body]`;
}

/** Whatever else goes wrong (a request body that breaks off while read, say) still answers in the API's error shape, never as a bare 500. */
function failedProxy(error: unknown): Response {
  return Response.json(
    {
      error: {
        message: `Loopscope's capture proxy could not handle this request: ${describeFailure(error)}`,
        type: 'proxy_error',
        param: null,
        code: 'proxy_failed',
      },
    },
    { status: 500 },
  );
}

/** A proxy for one request; `client` is the connection it came on (`address:port`), when the server knows it. */
export type CaptureProxy = (request: Request, client?: string) => Promise<Response>;

export function createCaptureProxy(options: CaptureProxyOptions): CaptureProxy {
  const handle = proxyHandler(options);
  return (request, client) => handle(request, client).catch(failedProxy);
}

/** The connection a request came on, from the Node server's socket (`env.incoming`); undefined elsewhere (tests, other runtimes). */
export function clientOf(env: unknown): string | undefined {
  const socket = (env as { incoming?: { socket?: { remoteAddress?: string; remotePort?: number } } } | undefined)
    ?.incoming?.socket;
  return socket?.remoteAddress !== undefined && socket.remotePort !== undefined
    ? `${socket.remoteAddress}:${socket.remotePort}`
    : undefined;
}

function proxyHandler({ upstream, fetch, log, clock = Date.now }: CaptureProxyOptions): CaptureProxy {
  return async (request, client) => {
    const target = upstreamUrl(upstream, request.url);
    const bytes = request.method === 'GET' || request.method === 'HEAD' ? null : await boundedBody(request);
    if (bytes === null && request.method !== 'GET' && request.method !== 'HEAD') return tooLarge();
    const headers = filtered(request.headers, DROP_REQUEST);
    const startedAt = clock();
    let exchange: Exchange = {
      id: log.nextId(),
      step: 0,
      attempt: Number(request.headers.get('x-stainless-retry-count') ?? 0) || 0,
      method: request.method,
      url: maskedUrl(target),
      requestHeaders: maskedHeaderRecord(headers),
      requestBody: bytes === null ? null : recordedText(bytes),
      status: null,
      responseHeaders: {},
      responseBody: null,
      streamed: false,
      events: [],
      startedAt,
      durationMs: null,
      state: 'pending',
      error: null,
      ...(client === undefined ? {} : { client }),
    };
    const update = (patch: Partial<Exchange>) => {
      exchange = { ...exchange, ...patch };
      log.record(exchange);
    };
    // The client going away or the proxy's own deadline, whichever comes first, ends the upstream request.
    const signal = AbortSignal.any([request.signal, AbortSignal.timeout(PROXY_TIMEOUT_MS)]);
    const failed = (error: unknown): Partial<Exchange> => ({
      state: request.signal.aborted ? 'aborted' : 'failed',
      error: request.signal.aborted ? 'The client went away before the response was complete.' : describeFailure(error),
      durationMs: clock() - startedAt,
    });
    log.record(exchange);
    /**
     * The upstream cannot be reached (or broke off before its body was whole): the client gets a 502 in the OpenAI error
     * shape, and the capture records that 502 as the app saw it, with the upstream's own failure beside it.
     */
    const unreachable = (error: unknown): Response => {
      const reason = describeFailure(error);
      const body = upstreamUnreachableBody(target, reason);
      const responseHeaders = { 'content-type': 'application/json' };
      update({
        status: PROXY_ERROR_STATUS,
        responseHeaders,
        responseBody: body,
        streamed: false,
        events: [],
        state: signal.aborted ? 'aborted' : 'done',
        error: reason,
        durationMs: clock() - startedAt,
      });
      return new Response(body, { status: PROXY_ERROR_STATUS, headers: responseHeaders });
    };

    let response: Response;
    try {
      response = await fetch(
        new Request(target, { method: request.method, headers, body: bytes, signal, redirect: 'manual' }),
      );
    } catch (error) {
      return unreachable(error);
    }
    const head = {
      status: response.status,
      statusText: response.statusText,
      headers: filtered(response.headers, DROP_RESPONSE),
    };
    update({ status: response.status, responseHeaders: maskedHeaderRecord(head.headers) });
    if (!response.body || NULL_BODY_STATUSES.has(response.status)) {
      update({ responseBody: '', state: 'done', durationMs: clock() - startedAt });
      return new Response(null, head);
    }
    const isStream = (response.headers.get('content-type') ?? '').includes('text/event-stream');
    if (isStream) {
      const [forClient, forRecord] = tapStream(response.body);
      update({ streamed: true, state: 'streaming', responseBody: '' });
      void recordStream(forRecord, signal, startedAt, clock, update, failed, MAX_RECORDED_BODY_CHARS);
      return new Response(forClient, head);
    }
    // A body up to the record's limit is read whole, so an upstream that breaks off still gets the client a 502. A
    // longer one is relayed as the client reads it (1 GB held whole cost 3 GB of memory), and its first megabyte recorded.
    let read: WholeBody | LongBody;
    try {
      read = await readUpTo(response.body, MAX_RECORDED_BODY_CHARS);
    } catch (error) {
      return unreachable(error);
    }
    if ('whole' in read) {
      update({ responseBody: recordedText(read.whole), state: 'done', durationMs: clock() - startedAt });
      // A Uint8Array (not an ArrayBuffer) is what @hono/node-server writes out in one go.
      return new Response(read.whole, head);
    }
    const kept = read.prefix;
    const relayed = relayRest(read, ({ total, error }) => {
      const responseBody = recordedText(kept, total);
      update(
        error === undefined
          ? { responseBody, state: 'done', durationMs: clock() - startedAt }
          : { ...failed(error), responseBody },
      );
    });
    return new Response(relayed, head);
  };
}
