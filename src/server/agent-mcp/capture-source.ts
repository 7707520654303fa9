// Where the agents' MCP server reads what Loopscope captured: the server's own log in process, or a running Loopscope over HTTP.
import type { Exchange } from '@loopscope/wire/exchange';
import type { CaptureLog } from '../capture/capture-log.ts';
import { tokenHeaders } from '../access-token.ts';
import type { CaptureHistory } from '../capture/history-routes.ts';

/** A day's captures read for an agent at most (pages of 200). */
export const HISTORY_CAP = 2000;

/** Every page of one day's history, oldest first, up to HISTORY_CAP. */
async function wholeDay(
  page: (before: string | null) => Promise<{ exchanges: Exchange[]; next: string | null }>,
): Promise<Exchange[]> {
  const out: Exchange[] = [];
  let before: string | null = null;
  do {
    const got = await page(before);
    out.push(...got.exchanges);
    before = got.next;
  } while (before && out.length < HISTORY_CAP);
  return out.reverse();
}

export interface ReplayAnswer {
  status: number;
  body: string;
}

export interface CaptureSource {
  /** The live window (the log), or one stored day's captures, oldest first (at most HISTORY_CAP). */
  exchanges(day?: string): Promise<Exchange[]>;
  /** The days the store holds captures for, newest first. */
  days(): Promise<{ day: string; count: number }[]>;
  /** Sends a request to the embedded mock (never to a real provider: an agent's replay costs nothing and reaches no one). */
  replay(path: string, body: string): Promise<ReplayAnswer>;
}

const MOCK_HEADERS = { 'content-type': 'application/json', authorization: 'Bearer sk-loopscope-replay' };

/** In the server process: the capture log itself, and the mock API's handler. */
export function localSource(
  log: CaptureLog,
  mock: (request: Request) => Promise<Response> | Response,
  history: () => CaptureHistory | null = () => null,
): CaptureSource {
  return {
    exchanges: async (day) => {
      const store = history();
      if (!day || !store) return log.list();
      await log.persisted();
      return wholeDay((before) => {
        const cursor = before ? /^(\d+):(\S+)$/.exec(before) : null;
        return store.history({
          day,
          limit: 200,
          ...(cursor ? { before: { startedAt: Number(cursor[1]), id: cursor[2]! } } : {}),
        });
      });
    },
    days: async () => (await history()?.days()) ?? [],
    replay: async (path, body) => {
      const response = await mock(
        new Request(`http://loopscope.local/v1${path}`, { method: 'POST', headers: MOCK_HEADERS, body }),
      );
      return { status: response.status, body: await response.text() };
    },
  };
}

/** From `loopscope mcp`: a running Loopscope's capture API and its /v1 mock. */
export function remoteSource(baseUrl: string, token?: string): CaptureSource {
  const at = (path: string) => new URL(path, baseUrl);
  const getJson = async <T>(path: string): Promise<T> => {
    const response = await fetch(at(path), { headers: tokenHeaders(token) }).catch(() => {
      throw new Error(
        `No Loopscope answered at ${at('/').origin}: start one (loopscope, or loopscope run -- <command>) or pass --url.`,
      );
    });
    if (!response.ok)
      throw new Error(
        `${at('/').origin} answered ${response.status} for ${path}${response.status === 401 ? ': pass its access token with --token' : ''}.`,
      );
    return (await response.json()) as T;
  };
  return {
    days: async () => (await getJson<{ days: { day: string; count: number }[] }>('/api/capture/days')).days,
    exchanges: async (day) => {
      if (day)
        return wholeDay((before) =>
          getJson(
            `/api/capture/history?day=${encodeURIComponent(day)}&limit=200${before ? `&before=${encodeURIComponent(before)}` : ''}`,
          ),
        );
      const response = await fetch(at('/api/capture/exchanges'), { headers: tokenHeaders(token) }).catch(() => {
        throw new Error(
          `No Loopscope answered at ${at('/').origin}: start one (loopscope, or loopscope run -- <command>) or pass --url.`,
        );
      });
      if (!response.ok)
        throw new Error(
          `${at('/').origin} answered ${response.status} for its capture log${response.status === 401 ? ': pass its access token with --token' : ''}.`,
        );
      return ((await response.json()) as { exchanges: Exchange[] }).exchanges;
    },
    replay: async (path, body) => {
      const response = await fetch(at(`/v1${path}`), { method: 'POST', headers: MOCK_HEADERS, body });
      return { status: response.status, body: await response.text() };
    },
  };
}
