// The capture proxy's in-memory record: the latest snapshot of every captured exchange, and listeners for live views.
import type { Exchange } from '../../wire/exchange';

export type CaptureListener = (exchange: Exchange) => void;

/** Old exchanges go first once this many are held, so a long-running proxy keeps a bounded footprint. */
const DEFAULT_LIMIT = 1000;

export class CaptureLog {
  private readonly exchanges = new Map<string, Exchange>();
  private readonly listeners = new Set<CaptureListener>();
  private counter = 0;
  private changes = 0;

  constructor(private readonly limit = DEFAULT_LIMIT) {}

  /** A fresh id, in capture order. */
  nextId(): string {
    this.counter += 1;
    return `cap_${String(this.counter).padStart(6, '0')}`;
  }

  /** Stores the newest snapshot of an exchange and tells every listener. */
  record(exchange: Exchange): void {
    this.changes += 1;
    this.exchanges.set(exchange.id, exchange);
    if (this.exchanges.size > this.limit) {
      const oldest = this.exchanges.keys().next().value;
      if (oldest !== undefined) this.exchanges.delete(oldest);
    }
    for (const listener of this.listeners) listener(exchange);
  }

  /** Changes with every record and clear: what a cached serialisation of the list is keyed by. */
  get version(): number {
    return this.changes;
  }

  list(): Exchange[] {
    return [...this.exchanges.values()];
  }

  clear(): void {
    this.changes += 1;
    this.exchanges.clear();
  }

  subscribe(listener: CaptureListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
