// The live-capture feed behind /api/capture/events: one serialisation per batch for all readers, and a bounded queue per reader.
import type { Exchange } from '../../wire/exchange';
import type { CaptureLog } from './capture-log';

export interface LiveFeedOptions {
  /** Changes are gathered for this long and sent as one batch (a stream's many snapshots become one per exchange). */
  intervalMs?: number;
  /** A reader with more than this many bytes waiting is dropped: its browser reconnects and starts from a fresh snapshot. */
  maxQueuedBytes?: number;
}

const DEFAULT_INTERVAL_MS = 50;
const DEFAULT_MAX_QUEUED_BYTES = 4 * 1024 * 1024;
/**
 * Readers handed a batch per turn of the event loop, at most, and bytes written per turn, at most (one reader at least).
 * Each hand-off ends in a socket write of the whole batch; 300 readers of batches holding 100 KB prompts wrote for
 * seconds in one go while every other request waited.
 */
export const READERS_PER_TURN = 16;
export const BYTES_PER_TURN = 2 * 1024 * 1024;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const encoder = new TextEncoder();
const frame = (event: string, data: string) => encoder.encode(`event: ${event}\ndata: ${data}\n\n`);

/** One reader's pending frames: handed out only as fast as its connection takes them (the response body's pull). */
class Reader {
  private readonly queue: Uint8Array[] = [];
  private queuedBytes = 0;
  private controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  private waiting = false;
  private closed = false;
  readonly body: ReadableStream<Uint8Array>;

  constructor(first: Uint8Array, private readonly maxQueuedBytes: number, private readonly onClose: () => void) {
    this.queue.push(first);
    this.queuedBytes = first.byteLength;
    this.body = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          this.controller = controller;
        },
        pull: () => {
          if (!this.hand()) this.waiting = true;
        },
        cancel: () => this.close(),
      },
      // Nothing is buffered in the stream itself: what waits, waits in `queue`, where it is counted.
      { highWaterMark: 0 },
    );
  }

  push(bytes: Uint8Array): void {
    if (this.closed) return;
    this.queue.push(bytes);
    this.queuedBytes += bytes.byteLength;
    if (this.queuedBytes > this.maxQueuedBytes) {
      // Too far behind to catch up: let go of everything it has not read and end its connection (EventSource reconnects).
      this.queue.length = 0;
      this.queuedBytes = 0;
      this.controller?.close();
      this.close();
      return;
    }
    if (this.waiting && this.hand()) this.waiting = false;
  }

  /** Gives the connection the next frame, if any. */
  private hand(): boolean {
    const next = this.queue.shift();
    if (!next) return false;
    this.queuedBytes -= next.byteLength;
    this.controller!.enqueue(next);
    return true;
  }

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    this.onClose();
  }

  get pendingBytes(): number {
    return this.queuedBytes;
  }
}

/**
 * Every change to the capture log goes to every reader as the same bytes: each batch is serialised once, whatever the
 * number of readers (300 readers each serialising each batch blocked the server for seconds), and each reader's backlog is
 * bounded (readers that stopped reading kept every snapshot until the heap ran out).
 */
export class LiveFeed {
  private readonly readers = new Set<Reader>();
  private readonly dirty = new Map<string, Exchange>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private snapshotCache: { version: number; bytes: Uint8Array } | null = null;
  /** The batches being handed out, one after another, so every reader gets them in order. */
  private sending: Promise<void> = Promise.resolve();
  private readonly intervalMs: number;
  private readonly maxQueuedBytes: number;

  constructor(private readonly log: CaptureLog, private readonly upstream: string, options: LiveFeedOptions = {}) {
    this.intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
    this.maxQueuedBytes = options.maxQueuedBytes ?? DEFAULT_MAX_QUEUED_BYTES;
    log.subscribe((exchange) => {
      if (this.readers.size === 0) return;
      this.dirty.set(exchange.id, exchange);
      this.timer ??= setTimeout(() => this.flush(), this.intervalMs);
    });
  }

  /** A new reader's response body: a snapshot of everything so far, then every batch of changes. */
  open(): ReadableStream<Uint8Array> {
    const reader = new Reader(this.snapshot(), this.maxQueuedBytes, () => this.readers.delete(reader));
    this.readers.add(reader);
    return reader.body;
  }

  get readerCount(): number {
    return this.readers.size;
  }

  /** The snapshot frame, serialised once per change of the log however many readers connect meanwhile. */
  private snapshot(): Uint8Array {
    if (this.snapshotCache?.version !== this.log.version) {
      this.snapshotCache = { version: this.log.version, bytes: frame('snapshot', JSON.stringify({ upstream: this.upstream, exchanges: this.log.list() })) };
    }
    return this.snapshotCache.bytes;
  }

  private flush(): void {
    this.timer = null;
    if (this.dirty.size === 0) return;
    const bytes = frame('exchanges', JSON.stringify([...this.dirty.values()]));
    this.dirty.clear();
    this.sending = this.sending.then(() => this.handOut(bytes));
  }

  /** One batch to every reader, a few of them per turn of the event loop (READERS_PER_TURN, BYTES_PER_TURN). */
  private async handOut(bytes: Uint8Array): Promise<void> {
    const readers = [...this.readers];
    const perTurn = Math.max(1, Math.min(READERS_PER_TURN, Math.floor(BYTES_PER_TURN / bytes.byteLength)));
    for (let start = 0; start < readers.length; start += perTurn) {
      if (start > 0) await nextTurn();
      for (const reader of readers.slice(start, start + perTurn)) reader.push(bytes);
    }
  }
}
