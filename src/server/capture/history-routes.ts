// /api/capture/days and /api/capture/history: past captures paged from the store, by day and filter (what /live's history lists).
import type { Hono } from 'hono';
import type { CaptureLog } from './capture-log';
import type { Exchange } from '@loopscope/wire/exchange';

export interface HistoryFilter {
  day?: string;
  q?: string;
  model?: string;
  tool?: string;
  status?: number;
  finding?: string;
  before?: { startedAt: number; id: string };
  limit?: number;
}

/** What the routes read (server/store/capture-store.ts implements it). */
export interface CaptureHistory {
  days(): Promise<{ day: string; count: number }[]>;
  history(filter: HistoryFilter): Promise<{ exchanges: Exchange[]; next: string | null }>;
  /** Every stored exchange the filter keeps, oldest first, a page at a time. */
  exchanges(filter?: Omit<HistoryFilter, 'before' | 'limit'>): AsyncIterable<Exchange>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A filter's text is short: a longer one is a mistake (or a probe), not a search. */
const MAX_FILTER_CHARS = 200;

function refusal(message: string): Response {
  return Response.json({ error: { message } }, { status: 400 });
}

/**
 * What the list with `?day=` and the exports read: with a store, its captures (of that day, or all it keeps) paged from
 * it once the log's last ones are written; without one, the log's window. A malformed day is a Response to answer with.
 */
export async function capturedExchanges(
  log: CaptureLog,
  history: () => CaptureHistory | null,
  day: string | undefined,
): Promise<readonly Exchange[] | AsyncIterable<Exchange> | Response> {
  if (day !== undefined && !DAY.test(day)) return refusal('day must be a date written YYYY-MM-DD.');
  const store = history();
  if (!store)
    return day === undefined
      ? log.list()
      : log.list().filter((e) => new Date(e.startedAt).toISOString().slice(0, 10) === day);
  await log.persisted();
  return store.exchanges(day === undefined ? {} : { day });
}

export function mountCaptureHistory(app: Hono, log: CaptureLog, history: () => CaptureHistory | null): void {
  app.get('/api/capture/days', async (c) => {
    const store = history();
    // Without a store, the log's own window is the whole history.
    if (!store) {
      const counts = new Map<string, number>();
      for (const e of log.list())
        counts.set(
          new Date(e.startedAt).toISOString().slice(0, 10),
          (counts.get(new Date(e.startedAt).toISOString().slice(0, 10)) ?? 0) + 1,
        );
      return c.json({
        days: [...counts].map(([day, count]) => ({ day, count })).sort((a, b) => b.day.localeCompare(a.day)),
      });
    }
    await log.persisted();
    return c.json({ days: await store.days() });
  });

  app.get('/api/capture/history', async (c) => {
    const q = c.req.query();
    for (const [name, value] of Object.entries(q))
      if (value.length > MAX_FILTER_CHARS)
        return refusal(`The filter ${name} is longer than ${MAX_FILTER_CHARS} characters.`);
    if (q.day && !DAY.test(q.day)) return refusal('day must be a date written YYYY-MM-DD.');
    if (q.status && !/^\d{1,3}$/.test(q.status))
      return refusal('status must be an HTTP status code (a number, 0 for no answer).');
    if (q.limit && !/^\d{1,4}$/.test(q.limit)) return refusal('limit must be a whole number.');
    let before: HistoryFilter['before'];
    if (q.before) {
      const match = /^(\d+):(\S+)$/.exec(q.before);
      if (!match) return refusal('before must be the "next" cursor of an earlier page.');
      before = { startedAt: Number(match[1]), id: match[2]! };
    }
    const filter: HistoryFilter = {
      ...(q.day ? { day: q.day } : {}),
      ...(q.q ? { q: q.q } : {}),
      ...(q.model ? { model: q.model } : {}),
      ...(q.tool ? { tool: q.tool } : {}),
      ...(q.status ? { status: Number(q.status) } : {}),
      ...(q.finding ? { finding: q.finding } : {}),
      ...(before ? { before } : {}),
      ...(q.limit ? { limit: Number(q.limit) } : {}),
    };
    const store = history();
    if (!store) return refusal('This server keeps no history: it was started without a store.');
    // What the live view showed is in the store: the history never misses an exchange the page already has.
    await log.persisted();
    return c.json(await store.history(filter));
  });
}
