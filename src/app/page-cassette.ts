// The Cassette provider in the page: a loaded cassette answers requests to its own fake origin, recorded bytes or an honest miss.
import { readCassette } from '@loopscope/payloads/cassettes/cassette-file';
import { CassettePlayer } from '@loopscope/payloads/cassettes/cassette-player';
import type { CassetteService } from '../store';

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** Never resolved: requests to it are answered in this page, so nothing of a cassette run leaves the machine. */
export const CASSETTE_BASE_URL = 'http://cassette.loopscope.invalid/v1';
const CASSETTE_ORIGIN = new URL(CASSETTE_BASE_URL).origin;

export interface PageCassette extends CassetteService {
  /** Routes the cassette's origin to the player and everything else to `other`. */
  route(other: Fetch): Fetch;
}

/** `mock` answers a miss when the user lets misses fall through, and the model list (which a recording seldom holds). */
export function createPageCassette(mock: Fetch, mockBaseURL: string): PageCassette {
  let player: CassettePlayer | null = null;
  let fallthrough = false;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  // Misses go to the mock with the cassette's base swapped for the mock's own, read when the miss happens.
  const toMock = async (request: Request) => {
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.clone().text();
    return mock(request.url.replace(CASSETTE_BASE_URL, mockBaseURL), {
      method: request.method,
      headers: request.headers,
      body,
    });
  };
  // Read at each miss, so turning fall-through on or off keeps the hits and misses counted so far.
  const playerOptions = {
    get fallthrough() {
      return fallthrough ? toMock : undefined;
    },
  };
  const answer = async (request: Request): Promise<Response> => {
    if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/models')) return toMock(request);
    if (!player)
      return new Response(
        JSON.stringify({
          error: {
            message: 'No cassette is loaded: load one in the configuration (Provider: Cassette).',
            type: 'invalid_request_error',
            param: null,
            code: 'cassette_miss',
          },
        }),
        { status: 422, headers: { 'content-type': 'application/json' } },
      );
    const response = await player.fetch(request);
    changed();
    return response;
  };
  return {
    baseURL: CASSETTE_BASE_URL,
    load(text) {
      const read = readCassette(text);
      if (!read.ok) return read;
      player = new CassettePlayer(read.cassette, playerOptions);
      changed();
      return { ok: true, name: read.cassette.name, entries: read.cassette.entries.length };
    },
    loaded: () =>
      player ? { name: player.cassette.name, entries: player.cassette.entries.length, report: player.report() } : null,
    fallthrough: () => fallthrough,
    setFallthrough(on) {
      fallthrough = on;
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    route: (other) => (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return url.startsWith(CASSETTE_ORIGIN) ? answer(new Request(input, init)) : other(input, init);
    },
  };
}
