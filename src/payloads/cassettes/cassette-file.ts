// Cassette files: recorded exchanges kept as exact request and response bytes, written and read back with a format marker.
import { endpointPath } from '@loopscope/wire/endpoint-style';
import type { Exchange } from '@loopscope/wire/exchange';
import { isObject } from '@loopscope/wire/json-object';
import { isSecretHeader } from '../secret-headers';
import { sessionExchanges } from './cassette-from-session';
import { isFramed } from '@loopscope/wire/wires';

export const CASSETTE_FORMAT = 'loopscope-cassette';
export const CASSETTE_VERSION = 1;
export const CASSETTE_SUFFIX = '.cassette.json';

/** One recorded request and the exact answer it got. */
export interface CassetteEntry {
  method: string;
  /** The path after the API base with its query (`/chat/completions`), so a cassette replays under any base URL. */
  path: string;
  /** The exact request body text; null for a bodiless request. */
  requestBody: string | null;
  status: number;
  /** Only the headers a client reads (see KEPT_HEADERS); never a credential. */
  responseHeaders: Record<string, string>;
  /** The exact response body; for a stream, every event's raw bytes in order. */
  responseBody: string;
  streamed: boolean;
}

export interface Cassette {
  format: typeof CASSETTE_FORMAT;
  version: typeof CASSETTE_VERSION;
  name: string;
  entries: CassetteEntry[];
}

/** Response headers that change what a client does or shows; the rest (dates, server, CORS) are the host's, not the answer's. */
const KEPT_HEADERS = /^(content-type|x-request-id|openai-[a-z-]+|x-ratelimit-[a-z-]+|retry-after|retry-after-ms)$/;

function keptHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    // openai-organization and openai-project are identifiers, but a cassette shared in CI needs neither.
    if (
      KEPT_HEADERS.test(lower) &&
      !isSecretHeader(lower) &&
      lower !== 'openai-organization' &&
      lower !== 'openai-project'
    )
      out[lower] = value;
  }
  return out;
}

/**
 * The kinds of body the OpenAI API answers with (JSON, server-sent events, plain text, file bytes). A recorded
 * content-type of any other kind (text/html, image/svg+xml, …) is not replayed: a cassette is data, never a page.
 */
const REPLAYED_TYPES = /^(application\/json|text\/event-stream|text\/plain|application\/octet-stream)\s*(;|$)/i;

/**
 * The headers a replay sends: the kept family above (so a hand-written cassette cannot set cookies, CORS, a CSP, a
 * redirect or a download name), and a content-type only of the kinds the API uses, else the one its body calls for.
 */
export function replayedHeaders(entry: Pick<CassetteEntry, 'responseHeaders' | 'streamed'>): Record<string, string> {
  const headers = keptHeaders(entry.responseHeaders);
  const type = headers['content-type'];
  if (type === undefined || !REPLAYED_TYPES.test(type.trim()))
    headers['content-type'] = entry.streamed ? 'text/event-stream' : 'application/json';
  return headers;
}

/** The path and query of a recorded URL, the query compared as sent. */
export function requestPath(url: string): string {
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  return `${endpointPath(url)}${query}`;
}

/** Exchanges that finished with an answer become entries, in the order they were sent; failed or aborted ones are left out. */
export function cassetteFromExchanges(name: string, exchanges: readonly Exchange[]): Cassette {
  const entries: CassetteEntry[] = [];
  for (const exchange of exchanges) {
    const entry = cassetteEntryOf(exchange);
    if (entry) entries.push(entry);
  }
  return { format: CASSETTE_FORMAT, version: CASSETTE_VERSION, name, entries };
}

/** An exchange as a cassette entry; null for one that did not finish with an answer (or is a trace, or a socket's frames). */
export function cassetteEntryOf(exchange: Exchange): CassetteEntry | null {
  if (isFramed(exchange) || exchange.trace || exchange.status === null || exchange.responseBody === null) return null;
  if (exchange.state !== 'done') return null;
  return {
    method: exchange.method.toUpperCase(),
    path: requestPath(exchange.url),
    requestBody: exchange.requestBody,
    status: exchange.status,
    responseHeaders: keptHeaders(exchange.responseHeaders),
    responseBody: exchange.responseBody,
    streamed: exchange.streamed,
  };
}

/**
 * cassetteText of cassetteFromExchanges in pieces, straight from exchanges read a page at a time (the store's): no entry
 * list is built, and the text is the same, `"entries": []` for none.
 */
export function cassettePiecesFrom(name: string, exchanges: AsyncIterable<Exchange> | readonly Exchange[]) {
  const whole = JSON.stringify({ format: CASSETTE_FORMAT, version: CASSETTE_VERSION, name, entries: [] }, null, 2);
  return {
    head: whole.slice(0, -']\n}'.length),
    items: exchanges,
    text: (exchange: Exchange) => {
      const entry = cassetteEntryOf(exchange);
      return entry ? `\n    ${JSON.stringify(entry, null, 2).replace(/\n/g, '\n    ')}` : null;
    },
    separator: ',',
    tail: (written: number) => (written > 0 ? '\n  ]\n}\n' : ']\n}\n'),
  };
}

/** Pretty-printed so a review can read what a CI run will be answered with. */
export function cassetteText(cassette: Cassette): string {
  const clean = {
    ...cassette,
    entries: cassette.entries.map((e) => ({ ...e, responseHeaders: keptHeaders(e.responseHeaders) })),
  };
  return `${JSON.stringify(clean, null, 2)}\n`;
}

/** cassetteText in pieces, an entry at a time: the same text, for a streamed export of a big capture. */
export function cassettePieces(cassette: Cassette) {
  const { entries, ...rest } = cassette;
  const whole = JSON.stringify({ ...rest, entries: [] }, null, 2);
  if (entries.length === 0) return { head: `${whole}\n`, items: entries, text: () => '', separator: '', tail: '' };
  return {
    // The document's last lines are `  "entries": []` and `}`: the entries go between the brackets, indented two levels.
    head: `${whole.slice(0, -'[]\n}'.length)}[\n`,
    items: entries,
    text: (entry: CassetteEntry) =>
      `    ${JSON.stringify({ ...entry, responseHeaders: keptHeaders(entry.responseHeaders) }, null, 2).replace(/\n/g, '\n    ')}`,
    separator: ',\n',
    tail: '\n  ]\n}\n',
  };
}

export type CassetteRead = { ok: true; cassette: Cassette } | { ok: false; error: string };

/** What is wrong with one entry, in words; null when it is sound. */
function entryProblem(value: unknown, n: number): string | null {
  const where = `Entry ${n}`;
  if (!isObject(value)) return `${where} is not an object.`;
  if (typeof value.method !== 'string' || !/^[A-Z]+$/i.test(value.method)) return `${where} has no HTTP method.`;
  if (typeof value.path !== 'string' || !value.path.startsWith('/')) return `${where} has no path starting with "/".`;
  if (value.requestBody !== null && typeof value.requestBody !== 'string')
    return `${where}'s requestBody is neither text nor null.`;
  if (typeof value.status !== 'number' || !Number.isInteger(value.status) || value.status < 100 || value.status > 599)
    return `${where} has no HTTP status (100 to 599).`;
  if (!isObject(value.responseHeaders) || Object.values(value.responseHeaders).some((v) => typeof v !== 'string'))
    return `${where}'s responseHeaders are not a map of text.`;
  const secret = Object.keys(value.responseHeaders).find(isSecretHeader);
  if (secret) return `${where} holds the header "${secret}", which carries a credential: cassettes never hold keys.`;
  if (typeof value.responseBody !== 'string') return `${where} has no responseBody text.`;
  if (typeof value.streamed !== 'boolean') return `${where} does not say whether it streamed.`;
  return null;
}

/** Reads a cassette file; anything else is refused in words, and nothing is half-loaded. */
export function readCassette(text: string): CassetteRead {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'This file is not JSON, so it is not a Loopscope cassette.' };
  }
  // A saved session replays as the cassette of its active branch: record in the page, serve it to an app's CI.
  const session = sessionExchanges(value);
  if (session) {
    const cassette = cassetteFromExchanges(session.name, session.exchanges);
    if (cassette.entries.length === 0)
      return { ok: false, error: 'This session file holds no finished exchanges, so it has nothing to replay.' };
    return readCassette(JSON.stringify(cassette));
  }
  if (!isObject(value) || value.format !== CASSETTE_FORMAT) {
    return {
      ok: false,
      error: `This file is not a Loopscope cassette (nor a session file): it has no "format": "${CASSETTE_FORMAT}" marker.`,
    };
  }
  if (typeof value.version !== 'number' || value.version > CASSETTE_VERSION) {
    return {
      ok: false,
      error: `This cassette is version ${String(value.version)}; this Loopscope reads version ${CASSETTE_VERSION}. Update Loopscope to read it.`,
    };
  }
  if (!Array.isArray(value.entries)) return { ok: false, error: 'This cassette has no list of entries.' };
  for (const [i, entry] of value.entries.entries()) {
    const problem = entryProblem(entry, i + 1);
    if (problem) return { ok: false, error: problem };
  }
  const name = typeof value.name === 'string' ? value.name : 'cassette';
  return {
    ok: true,
    cassette: { format: CASSETTE_FORMAT, version: CASSETTE_VERSION, name, entries: value.entries as CassetteEntry[] },
  };
}
