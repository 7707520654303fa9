// HAR 1.2 (the browser network panel's "Save all as HAR"): read the model API calls out of one, or write exchanges as one.
import { headerRecord, isModelApiCall, type WireExchange } from '@loopscope/wire/wire-exchange';
import { isObject } from '@loopscope/wire/json-object';

interface HarHeader {
  name: string;
  value: string;
}

/** The part of a HAR entry Loopscope reads and writes (the spec has more, all optional here). */
export interface HarEntry {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    headers: HarHeader[];
    queryString: [];
    cookies: [];
    headersSize: -1;
    bodySize: number;
    postData?: { mimeType: string; text: string };
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    headers: HarHeader[];
    cookies: [];
    content: { size: number; mimeType: string; text?: string; encoding?: string };
    redirectURL: '';
    headersSize: -1;
    bodySize: number;
  };
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
}

export interface Har {
  log: { version: '1.2'; creator: { name: string; version: string }; entries: HarEntry[] };
}

export type HarReadResult = { ok: true; exchanges: WireExchange[]; skipped: number } | { ok: false; error: string };

export function looksLikeHar(value: unknown): boolean {
  return isObject(value) && isObject(value.log) && Array.isArray(value.log.entries);
}

function pairs(headers: unknown): [string, string][] {
  if (!Array.isArray(headers)) return [];
  return headers
    .filter((h): h is HarHeader => isObject(h) && typeof h.name === 'string' && typeof h.value === 'string')
    .map((h) => [h.name, h.value]);
}

/** Base64 bodies (some browsers store binary-looking answers that way) are decoded as UTF-8. */
function contentText(content: unknown): string | null {
  if (!isObject(content) || typeof content.text !== 'string') return null;
  if (content.encoding !== 'base64') return content.text;
  const bytes = Uint8Array.from(atob(content.text), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The model API calls of a HAR, in the order they were made; every other request (pages, scripts, images) is skipped. */
export function readHar(value: unknown): HarReadResult {
  if (!looksLikeHar(value)) return { ok: false, error: 'Not a HAR file: expected {"log": {"entries": [...]}}.' };
  const entries = (value as { log: { entries: unknown[] } }).log.entries;
  const exchanges: WireExchange[] = [];
  let skipped = 0;
  entries.forEach((entry) => {
    const request = isObject(entry) && isObject(entry.request) ? entry.request : null;
    const response = isObject(entry) && isObject(entry.response) ? entry.response : null;
    if (
      !request ||
      typeof request.method !== 'string' ||
      typeof request.url !== 'string' ||
      !isModelApiCall(request.method, request.url)
    ) {
      skipped += 1;
      return;
    }
    const started =
      isObject(entry) && typeof entry.startedDateTime === 'string' ? Date.parse(entry.startedDateTime) : NaN;
    const status = response && typeof response.status === 'number' && response.status > 0 ? response.status : null;
    exchanges.push({
      method: request.method.toUpperCase(),
      url: request.url,
      requestHeaders: headerRecord(pairs(request.headers)),
      requestBody:
        isObject(request.postData) && typeof request.postData.text === 'string' ? request.postData.text : null,
      status,
      responseHeaders: headerRecord(pairs(response?.headers)),
      responseBody: status === null ? null : contentText(response?.content),
      startedAt: Number.isNaN(started) ? null : started,
      durationMs: isObject(entry) && typeof entry.time === 'number' && entry.time >= 0 ? entry.time : null,
    });
  });
  return { ok: true, exchanges, skipped };
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

function toHeaders(record: Record<string, string>): HarHeader[] {
  return Object.entries(record).map(([name, value]) => ({ name, value }));
}

/** Exchanges as a HAR that browsers' network panels and `readHar` both open. Headers are written as given: mask secrets first. */
export function writeHar(exchanges: readonly WireExchange[], creator: { name: string; version: string }): Har {
  const encoder = new TextEncoder();
  return {
    log: {
      version: '1.2',
      creator,
      entries: exchanges.map((e) => ({
        startedDateTime: new Date(e.startedAt ?? 0).toISOString(),
        time: e.durationMs ?? 0,
        request: {
          method: e.method,
          url: e.url,
          httpVersion: 'HTTP/1.1',
          headers: toHeaders(e.requestHeaders),
          queryString: [],
          cookies: [],
          headersSize: -1,
          bodySize: e.requestBody === null ? 0 : encoder.encode(e.requestBody).length,
          ...(e.requestBody === null
            ? {}
            : { postData: { mimeType: e.requestHeaders['content-type'] ?? 'application/json', text: e.requestBody } }),
        },
        response: {
          status: e.status ?? 0,
          statusText: e.status === null ? '' : (STATUS_TEXT[e.status] ?? ''),
          httpVersion: 'HTTP/1.1',
          headers: toHeaders(e.responseHeaders),
          cookies: [],
          content: {
            size: e.responseBody === null ? 0 : encoder.encode(e.responseBody).length,
            mimeType: e.responseHeaders['content-type'] ?? 'application/json',
            ...(e.responseBody === null ? {} : { text: e.responseBody }),
          },
          redirectURL: '',
          headersSize: -1,
          bodySize: e.responseBody === null ? 0 : encoder.encode(e.responseBody).length,
        },
        cache: {},
        timings: { send: 0, wait: e.durationMs ?? 0, receive: 0 },
      })),
    },
  };
}
