// The capture proxy's in-memory record: the latest snapshot of every captured exchange, and listeners for live views.
import type { Exchange } from '@loopscope/wire/exchange';

export type CaptureListener = (exchange: Exchange) => void;

/** Where the log's exchanges last beyond the process (server/store/capture-store.ts); the log itself stays the live window. */
export interface CaptureSink {
  /** Takes an exchange's newest snapshot; written off the request's path. */
  write(exchange: Exchange): void;
  /** Resolves once everything written so far is committed. */
  flush(): Promise<void>;
  clear(): Promise<void>;
  /** Takes spans or log records received over OTLP (each as read, with its trace id). */
  writeOtlp(kind: 'span' | 'log', records: readonly { traceId: string; body: unknown }[]): void;
  /** The newest `limit` spans and log records kept, oldest first (what the OTLP receiver remembered before a restart). */
  otlpRecords(limit: number): Promise<{ kind: string; body: unknown }[]>;
}

export interface CaptureLogLimits {
  /** At most this many exchanges are held. */
  exchanges?: number;
  /** At most about this many characters of bodies, stream events and headers are held (see `exchangeSize`). */
  bytes?: number;
}

/** Old exchanges go first once this many are held, so a long-running proxy keeps a bounded footprint. */
export const MAX_CAPTURED_EXCHANGES = 1000;
/**
 * …or once their bodies add up to this much: 1,000 exchanges of 1 MB bodies held 1 GB and every list and export of it
 * ran out of string length. 256 MB still holds ~250 of the largest bodies the proxy records (1 MB each way).
 */
export const MAX_CAPTURED_BYTES = 256 * 1024 * 1024;

/** Room an exchange's fixed fields take besides its bodies (ids, URL, timings), roughly. */
const OVERHEAD = 512;

/**
 * An exchange's weight in the log: its body texts (a stream's twice, once more for its events' raw text), its headers and
 * its URL. Characters, not bytes, and an estimate: it is computed on every snapshot of a stream, so it reads no event.
 */
export function exchangeSize(exchange: Exchange): number {
  let size =
    OVERHEAD + exchange.url.length + (exchange.requestBody?.length ?? 0) + (exchange.originalRequestBody?.length ?? 0);
  const response = exchange.responseBody?.length ?? 0;
  size += exchange.events.length > 0 ? 2 * response : response;
  for (const [name, value] of Object.entries(exchange.requestHeaders)) size += name.length + value.length;
  for (const [name, value] of Object.entries(exchange.responseHeaders)) size += name.length + value.length;
  return size;
}

export class CaptureLog {
  private readonly exchanges = new Map<string, { exchange: Exchange; size: number }>();
  private readonly listeners = new Set<CaptureListener>();
  private counter = 0;
  private changes = 0;
  private heldBytes = 0;
  private readonly maxExchanges: number;
  private readonly maxBytes: number;

  private sink: CaptureSink | null = null;

  constructor(limits: CaptureLogLimits = {}) {
    this.maxExchanges = limits.exchanges ?? MAX_CAPTURED_EXCHANGES;
    this.maxBytes = limits.bytes ?? MAX_CAPTURED_BYTES;
  }

  /**
   * Makes the log last: every record goes to `sink` too, and ids continue from `firstCounter` (a block the store gave
   * this process, so ids never repeat across restarts or between servers sharing one database).
   */
  persistTo(sink: CaptureSink, firstCounter: number): void {
    this.sink = sink;
    this.counter = Math.max(this.counter, firstCounter);
  }

  /** Resolves once every exchange recorded so far is in the store (at once without one). */
  persisted(): Promise<void> {
    return this.sink?.flush() ?? Promise.resolve();
  }

  /** Keeps what the OTLP receiver read (spans, GenAI log records) in the store, when there is one. */
  keepOtlp(kind: 'span' | 'log', records: readonly { traceId: string; body: unknown }[]): void {
    if (records.length > 0) this.sink?.writeOtlp(kind, records);
  }

  /** The spans and log records the store kept, newest `limit`, oldest first; none without a store. */
  async storedOtlp(limit: number): Promise<{ kind: string; body: unknown }[]> {
    if (!this.sink) return [];
    await this.sink.flush();
    return this.sink.otlpRecords(limit);
  }

  /** A fresh id, in capture order. */
  nextId(): string {
    this.counter += 1;
    return `cap_${String(this.counter).padStart(6, '0')}`;
  }

  /**
   * Stores the newest snapshot of an exchange and tells every listener; the oldest go while either bound is passed.
   * `stored`: it came from the store (a restart, another server), so it is not written again.
   */
  record(exchange: Exchange, stored = false): void {
    if (!stored) this.sink?.write(exchange);
    this.changes += 1;
    const size = exchangeSize(exchange);
    const before = this.exchanges.get(exchange.id);
    if (before) this.heldBytes -= before.size;
    this.exchanges.set(exchange.id, { exchange, size });
    this.heldBytes += size;
    // The newest stays even when it alone passes the byte bound: a live view must show what just happened.
    while (this.exchanges.size > 1 && (this.exchanges.size > this.maxExchanges || this.heldBytes > this.maxBytes)) {
      const [oldest, held] = this.exchanges.entries().next().value!;
      this.exchanges.delete(oldest);
      this.heldBytes -= held.size;
    }
    for (const listener of this.listeners) listener(exchange);
  }

  /** Changes with every record and clear: what a cached serialisation of the list is keyed by. */
  get version(): number {
    return this.changes;
  }

  /** What the held exchanges weigh together (see `exchangeSize`). */
  get bytes(): number {
    return this.heldBytes;
  }

  /** The held exchanges in capture order: a fresh array of the (never mutated) snapshots, cheap to take. */
  list(): Exchange[] {
    return Array.from(this.exchanges.values(), (held) => held.exchange);
  }

  /** Empties the log and the store's captures (resolves once the store is empty too). */
  clear(): Promise<void> {
    const cleared = this.sink?.clear() ?? Promise.resolve();
    this.changes += 1;
    this.exchanges.clear();
    this.heldBytes = 0;
    return cleared;
  }

  subscribe(listener: CaptureListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
