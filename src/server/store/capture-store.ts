// Captured exchanges in the store: written in batches off the request's path (each batch one transaction), read back by day and filter for /live's history.
import { sql } from 'kysely';
import type { Exchange } from '@loopscope/wire/exchange';
import { maskedHeaderRecord, maskedUrl } from '@loopscope/payloads/secret-headers';
import type { Store } from './backends.ts';
import { slot, template } from './statements.ts';
import { captureFacts } from './capture-facts.ts';
import type { HistoryFilter } from '../capture/history-routes.ts';

/** PostgreSQL's channel on which servers sharing a database announce the captures they wrote (ids, comma-separated). */
export const CAPTURE_CHANNEL = 'loopscope_captures';

/** `q`: text anywhere in the exchange (bodies, URL); `before`: only exchanges that started before this one (the `next` cursor), newest first. */
export type HistoryQuery = HistoryFilter;

export interface HistoryPage {
  exchanges: Exchange[];
  /** The cursor for the next (older) page, or null at the end. */
  next: string | null;
}

export const HISTORY_PAGE = 50;
export const MAX_HISTORY_PAGE = 200;

/** What is written: headers and URL masked again, whatever the source (the proxy masks already; a trace may not carry headers). */
function masked(exchange: Exchange): Exchange {
  return {
    ...exchange,
    url: maskedUrl(exchange.url),
    requestHeaders: maskedHeaderRecord(exchange.requestHeaders),
    responseHeaders: maskedHeaderRecord(exchange.responseHeaders),
  };
}

/** A batch's writes, each compiled once (statements.ts). */
function captureWrites(store: Store) {
  const { db } = store;
  return {
    capture: template<'id' | 'started_at' | 'day' | 'model' | 'tools' | 'status' | 'findings' | 'body' | 'bytes'>(
      db
        .insertInto('captures')
        .values({
          id: slot('id'),
          started_at: slot<number>('started_at'),
          day: slot('day'),
          model: slot('model'),
          tools: slot('tools'),
          status: slot<number>('status'),
          findings: slot('findings'),
          body: slot('body'),
          bytes: slot<number>('bytes'),
        })
        .onConflict((c) =>
          c.column('id').doUpdateSet((eb) => ({
            model: eb.ref('excluded.model'),
            tools: eb.ref('excluded.tools'),
            status: eb.ref('excluded.status'),
            findings: eb.ref('excluded.findings'),
            body: eb.ref('excluded.body'),
            bytes: eb.ref('excluded.bytes'),
          })),
        ),
    ),
    otlp: template<'received_at' | 'kind' | 'trace_id' | 'body' | 'bytes'>(
      db.insertInto('otlp_records').values({
        received_at: slot<number>('received_at'),
        kind: slot('kind'),
        trace_id: slot('trace_id'),
        body: slot('body'),
        bytes: slot<number>('bytes'),
      }),
    ),
  };
}

export class CaptureStore {
  private readonly queries: ReturnType<typeof captureWrites>;
  private pending = new Map<string, Exchange>();
  private otlp: { kind: string; traceId: string; body: string; at: number }[] = [];
  private writing: Promise<void> = Promise.resolve();
  private scheduled = false;
  private failed: ((error: unknown) => void) | null;

  constructor(
    private readonly store: Store,
    /** Said when a batch cannot be written (the exchanges stay in memory and are tried again with the next batch). */
    onError: (error: unknown) => void = (error) => console.error('store: captures not written:', error),
  ) {
    this.failed = onError;
    this.queries = captureWrites(store);
  }

  /** Queues an exchange's newest snapshot; the batch is written on the next turn of the event loop. */
  write(exchange: Exchange): void {
    this.pending.set(exchange.id, exchange);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => void this.flush());
  }

  /** Queues OTLP spans or log records, written with the next batch. */
  writeOtlp(kind: 'span' | 'log', records: readonly { traceId: string; body: unknown }[]): void {
    const at = Date.now();
    for (const record of records)
      this.otlp.push({ kind, traceId: record.traceId, body: JSON.stringify(record.body), at });
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => void this.flush());
  }

  /** Resolves once everything written so far is committed (what /live waits for before it shows a change). */
  flush(): Promise<void> {
    this.scheduled = false;
    if (this.pending.size === 0 && this.otlp.length === 0) return this.writing;
    const batch = [...this.pending.values()];
    const otlp = this.otlp;
    this.pending = new Map();
    this.otlp = [];
    this.writing = this.writing.then(() => this.commit(batch, otlp));
    return this.writing;
  }

  private async commit(
    batch: Exchange[],
    otlp: { kind: string; traceId: string; body: string; at: number }[],
  ): Promise<void> {
    const rows = batch.map((exchange) => {
      const body = JSON.stringify(masked(exchange));
      return { id: exchange.id, started_at: exchange.startedAt, ...captureFacts(exchange), body, bytes: body.length };
    });
    try {
      await this.store.write([
        ...rows.map((row) => this.queries.capture(row)),
        ...otlp.map((r) =>
          this.queries.otlp({
            received_at: r.at,
            kind: r.kind,
            trace_id: r.traceId,
            body: r.body,
            bytes: r.body.length,
          }),
        ),
      ]);
      if (this.store.shared && batch.length > 0)
        await this.store.notify(
          CAPTURE_CHANNEL,
          batch
            .map((e) => e.id)
            .join(',')
            .slice(0, 7000),
        );
    } catch (error) {
      // Kept for the next batch unless a newer snapshot took its place.
      for (const exchange of batch) if (!this.pending.has(exchange.id)) this.pending.set(exchange.id, exchange);
      this.failed?.(error);
    }
  }

  /** The newest exchanges, oldest first, up to `count` and about `bytes` (what the log holds after a restart). */
  async recent(count: number, bytes: number): Promise<Exchange[]> {
    const rows = await this.store.db
      .selectFrom('captures')
      .select(['body', 'bytes'])
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(count)
      .execute();
    const out: Exchange[] = [];
    let held = 0;
    for (const row of rows) {
      held += Number(row.bytes);
      if (out.length > 0 && held > bytes) break;
      out.push(JSON.parse(row.body) as Exchange);
    }
    return out.reverse();
  }

  /** The newest `limit` OTLP spans and log records, oldest first. */
  async otlpRecords(limit: number): Promise<{ kind: string; body: unknown }[]> {
    const rows = await this.store.db
      .selectFrom('otlp_records')
      .select(['kind', 'body'])
      .orderBy('seq', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse().map((row) => ({ kind: row.kind, body: JSON.parse(row.body) as unknown }));
  }

  /** Exchanges by id (what another server announced). */
  async byIds(ids: readonly string[]): Promise<Exchange[]> {
    if (ids.length === 0) return [];
    const rows = await this.store.db
      .selectFrom('captures')
      .select('body')
      .where('id', 'in', [...ids])
      .orderBy('started_at')
      .execute();
    return rows.map((row) => JSON.parse(row.body) as Exchange);
  }

  /** Every day that holds captures, newest first, with how many. */
  async days(): Promise<{ day: string; count: number }[]> {
    const rows = await this.store.db
      .selectFrom('captures')
      .select(['day', (eb) => eb.fn.countAll<number | string>().as('count')])
      .groupBy('day')
      .orderBy('day', 'desc')
      .execute();
    return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
  }

  /** The captures a filter keeps (its day, model, status, tool, finding and text), as a query to page. */
  private filtered(query: Omit<HistoryQuery, 'before' | 'limit'>) {
    const like = this.store.dialect === 'postgres' ? 'ilike' : 'like';
    let select = this.store.db.selectFrom('captures').select(['id', 'started_at', 'body']);
    if (query.day) select = select.where('day', '=', query.day);
    if (query.model) select = select.where('model', '=', query.model);
    if (query.status !== undefined) select = select.where('status', '=', query.status);
    const matches = (column: 'tools' | 'findings' | 'body', pattern: string) =>
      sql<boolean>`${sql.ref(column)} ${sql.raw(like)} ${pattern} escape '\\'`;
    if (query.tool) select = select.where(matches('tools', `% ${escapeLike(query.tool)} %`));
    if (query.finding) select = select.where(matches('findings', `% ${escapeLike(query.finding)} %`));
    // Case-insensitive text search in the stored JSON (SQLite's LIKE folds ASCII case; PostgreSQL's ILIKE folds all).
    if (query.q) select = select.where(matches('body', `%${escapeLike(query.q)}%`));
    return select;
  }

  /** One page of the history, newest first. */
  async history(query: HistoryQuery): Promise<HistoryPage> {
    const limit = Math.min(Math.max(1, query.limit ?? HISTORY_PAGE), MAX_HISTORY_PAGE);
    let select = this.filtered(query);
    if (query.before) {
      const { startedAt, id } = query.before;
      select = select.where((eb) =>
        eb.or([eb('started_at', '<', startedAt), eb.and([eb('started_at', '=', startedAt), eb('id', '<', id)])]),
      );
    }
    const rows = await select
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit + 1)
      .execute();
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      exchanges: page.map((row) => JSON.parse(row.body) as Exchange),
      next: rows.length > limit && last ? `${Number(last.started_at)}:${last.id}` : null,
    };
  }

  /**
   * Every stored capture the filter keeps, oldest first, read a page at a time (what the exports stream): only a page is
   * in memory at once, however much the store holds.
   */
  async *exchanges(
    query: Omit<HistoryQuery, 'before' | 'limit'> = {},
    page = MAX_HISTORY_PAGE,
  ): AsyncGenerator<Exchange> {
    let after: { startedAt: number; id: string } | null = null;
    for (;;) {
      let select = this.filtered(query);
      if (after) {
        const { startedAt, id } = after;
        select = select.where((eb) =>
          eb.or([eb('started_at', '>', startedAt), eb.and([eb('started_at', '=', startedAt), eb('id', '>', id)])]),
        );
      }
      const rows = await select.orderBy('started_at', 'asc').orderBy('id', 'asc').limit(page).execute();
      for (const row of rows) yield JSON.parse(row.body) as Exchange;
      const last = rows.at(-1);
      if (rows.length < page || !last) return;
      after = { startedAt: Number(last.started_at), id: last.id };
    }
  }

  /** Removes every stored capture (the log's clear). */
  async clear(): Promise<void> {
    await this.flush();
    await this.store.db.deleteFrom('captures').execute();
  }
}

/** A LIKE pattern matches the text literally: `%`, `_` and the escape character itself are escaped. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
