// A fetch wrapper that records every request/response exactly as it crossed the wire, tees streams, and can hold a request back.
import { describeFailure, recordStream } from '@loopscope/wire/exchange-stream';
import type { Exchange } from './types';
import { maskedHeaderRecord } from '@loopscope/payloads/secret-headers';

export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** A request about to be sent; `hold` may keep it back (a breakpoint) and return an edited body. */
export interface OutgoingRequest {
  step: number;
  attempt: number;
  method: string;
  url: string;
  body: string;
  signal: AbortSignal | null;
}

export interface RecorderHooks {
  /** A fresh exchange id and the loop step the request belongs to, read when the SDK calls fetch. */
  open(): { id: string; step: number };
  /** Resolves with the body to send; rejects (e.g. on abort) to cancel the request. */
  hold(request: OutgoingRequest): Promise<string>;
  /** Every new or updated exchange snapshot (snapshots are never mutated after this call). */
  record(exchange: Exchange): void;
}

export interface Recorder {
  fetch: FetchLike;
  /** Settles when every stream being recorded has ended, so a step's exchanges are complete. */
  idle(): Promise<void>;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export function createRecordingFetch(inner: FetchLike, clock: () => number, hooks: RecorderHooks): Recorder {
  const streams = new Set<Promise<void>>();

  const recordingFetch: FetchLike = async (input, init) => {
    const request = input instanceof Request ? input : null;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init?.headers ?? request?.headers);
    const signal = init?.signal ?? request?.signal ?? null;
    const read = await readBody(init, request);
    const originalBody = read.text;
    // A form body (a file upload) is sent as the text recorded, so it needs the boundary that text was written with.
    if (read.contentType && !headers.has('content-type')) headers.set('content-type', read.contentType);
    const attempt = Number(headers.get('x-stainless-retry-count') ?? 0) || 0;
    const { id, step } = hooks.open();

    const body =
      originalBody === null ? null : await hooks.hold({ step, attempt, method, url, body: originalBody, signal });
    const edited = body !== originalBody;
    if (edited) headers.delete('content-length');

    const startedAt = clock();
    let exchange: Exchange = {
      id,
      step,
      attempt,
      method,
      url,
      requestHeaders: maskedHeaderRecord(headers),
      requestBody: body,
      ...(edited && originalBody !== null ? { originalRequestBody: originalBody } : {}),
      status: null,
      responseHeaders: {},
      responseBody: null,
      streamed: false,
      events: [],
      startedAt,
      durationMs: null,
      state: 'pending',
      error: null,
    };
    const update = (patch: Partial<Exchange>) => {
      exchange = { ...exchange, ...patch };
      hooks.record(exchange);
    };
    const failed = (error: unknown): Partial<Exchange> => ({
      state: signal?.aborted ? 'aborted' : 'failed',
      error: signal?.aborted ? 'Aborted before the response was complete.' : describeFailure(error),
      durationMs: clock() - startedAt,
    });
    hooks.record(exchange);

    let response: Response;
    try {
      response = await inner(url, { ...init, method, headers, body, signal });
    } catch (error) {
      update(failed(error));
      throw error;
    }
    const head = { status: response.status, statusText: response.statusText, headers: response.headers };
    update({ status: response.status, responseHeaders: maskedHeaderRecord(response.headers) });

    const isStream = (response.headers.get('content-type') ?? '').includes('text/event-stream');
    if (isStream && response.body) {
      const [forClient, forRecorder] = response.body.tee();
      update({ streamed: true, state: 'streaming', responseBody: '' });
      const done = recordStream(forRecorder, signal, startedAt, clock, update, failed);
      streams.add(done);
      void done.finally(() => streams.delete(done));
      return new Response(forClient, head);
    }

    try {
      const text = await response.text();
      update({ responseBody: text, state: 'done', durationMs: clock() - startedAt });
      return new Response(NULL_BODY_STATUSES.has(response.status) ? null : text, head);
    } catch (error) {
      update(failed(error));
      throw error;
    }
  };

  // The SDK checks a fetch for form support (file uploads) by fetching `data:,` unless the fetch names its Response
  // class; this one encodes bodies with the platform's Response, so it names that instead of recording a probe.
  Object.assign(recordingFetch, { Response });
  return {
    fetch: recordingFetch,
    async idle() {
      while (streams.size > 0) await Promise.all([...streams]);
    },
  };
}

/** The body as text, with the content type its encoding implies (a form's multipart boundary) when it is not a string. */
async function readBody(
  init: RequestInit | undefined,
  request: Request | null,
): Promise<{ text: string | null; contentType: string | null }> {
  const body = init?.body ?? null;
  if (typeof body === 'string') return { text: body, contentType: null };
  if (body !== null) {
    const encoded = new Response(body);
    return { text: await encoded.text(), contentType: encoded.headers.get('content-type') };
  }
  if (request && request.body) return { text: await request.clone().text(), contentType: null };
  return { text: null, contentType: null };
}
