// Captured traffic as HAR 1.2 (what browsers' network panels save) and as JSON Lines of request/response pairs, secrets masked.
import { maskedHeaderRecord, maskedUrl } from '@loopscope/payloads/secret-headers';
import type { Exchange } from '@loopscope/wire/exchange';
import type { Pieces } from './paced-body';

const CREATOR = { name: 'Loopscope capture proxy', version: '1' };

const harHeaders = (headers: Record<string, string>) =>
  Object.entries(maskedHeaderRecord(headers)).map(([name, value]) => ({ name, value }));
const byteLength = (text: string | null) => (text === null ? 0 : new TextEncoder().encode(text).length);

function harEntry(exchange: Exchange) {
  const url = new URL(maskedUrl(exchange.url));
  const requestType = exchange.requestHeaders['content-type'] ?? 'application/json';
  const responseType = exchange.responseHeaders['content-type'] ?? 'application/json';
  return {
    startedDateTime: new Date(exchange.startedAt).toISOString(),
    time: exchange.durationMs ?? -1,
    request: {
      method: exchange.method,
      url: maskedUrl(exchange.url),
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: harHeaders(exchange.requestHeaders),
      queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
      ...(exchange.requestBody === null ? {} : { postData: { mimeType: requestType, text: exchange.requestBody } }),
      headersSize: -1,
      bodySize: byteLength(exchange.requestBody),
    },
    response: {
      status: exchange.status ?? 0,
      statusText: '',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: harHeaders(exchange.responseHeaders),
      content: { size: byteLength(exchange.responseBody), mimeType: responseType, text: exchange.responseBody ?? '' },
      redirectURL: '',
      headersSize: -1,
      bodySize: byteLength(exchange.responseBody),
    },
    cache: {},
    timings: { send: 0, wait: exchange.durationMs ?? -1, receive: 0 },
    ...(exchange.error ? { comment: exchange.error } : {}),
  };
}

export function toHar(exchanges: Exchange[]) {
  return { log: { version: '1.2', creator: CREATOR, entries: exchanges.map(harEntry) } };
}

/** toHar's JSON text in pieces, an entry at a time (see paced-body.ts). */
export function harPieces(exchanges: readonly Exchange[] | AsyncIterable<Exchange>): Pieces<Exchange> {
  return {
    head: `{"log":{"version":"1.2","creator":${JSON.stringify(CREATOR)},"entries":[`,
    items: exchanges,
    text: (e) => JSON.stringify(harEntry(e)),
    separator: ',',
    tail: ']}}',
  };
}

/** A JSON body as its value; anything else (an SSE stream, an HTML error page) as its exact text. */
function bodyValue(text: string | null): unknown {
  if (text === null || text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** One line per exchange: `{method, url, status, request_headers, request, response_headers, response, ...}`. */
function jsonLine(exchange: Exchange): string {
  return JSON.stringify({
    id: exchange.id,
    started_at: new Date(exchange.startedAt).toISOString(),
    duration_ms: exchange.durationMs,
    method: exchange.method,
    url: maskedUrl(exchange.url),
    status: exchange.status,
    request_headers: maskedHeaderRecord(exchange.requestHeaders),
    request: bodyValue(exchange.requestBody),
    response_headers: maskedHeaderRecord(exchange.responseHeaders),
    response: exchange.streamed ? exchange.responseBody : bodyValue(exchange.responseBody),
    ...(exchange.error ? { error: exchange.error } : {}),
  });
}

export function toJsonLines(exchanges: Exchange[]): string {
  return exchanges.map((exchange) => `${jsonLine(exchange)}\n`).join('');
}

/** toJsonLines in pieces, a line at a time. */
export function jsonLinesPieces(exchanges: readonly Exchange[] | AsyncIterable<Exchange>): Pieces<Exchange> {
  return { head: '', items: exchanges, text: (e) => `${jsonLine(e)}\n`, separator: '', tail: '' };
}
