// The live-capture feed behind /api/capture/events: one serialisation per exchange for all readers, frames and snapshot
// pages of about a megabyte, and a bounded queue per reader.
import type { Exchange } from '@loopscope/wire/exchange';
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
/**
 * A frame (a snapshot page, or a batch of changes) holds about this much JSON: one snapshot frame of a log of 1,000 × 1 MB
 * bodies passed JavaScript's longest string, and a long one holds the event loop while it is built.
 */
export const FRAME_CHARS = 1024 * 1024;
/** Exchanges' JSON kept for the next reader and batch (a capture's snapshots are immutable objects, so they key it). */
const CACHED_CHARS = 64 * 1024 * 1024;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const encoder = new TextEncoder();
const frame = (event: string, data: string) => encoder.encode(`event: ${event}\ndata: ${data}\n\n`);

/** Frames still to make for a reader, made one at a time when its connection asks (its snapshot's pages). */
type Pages = () => Uint8Array | null;

/** One reader's pending frames: handed out only as fast as its connection takes them (the response body's pull). */
class Reader {
  private readonly queue: Uint8Array[] = [];
  private queuedBytes = 0;
  private controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  private waiting = false;
  private closed = false;
  readonly body: ReadableStream<Uint8Array>;

  /** Its snapshot, page by page, comes before anything queued: the batches are all newer than the snapshot's states. */
  constructor(
    private pages: Pages | null,
    private readonly maxQueuedBytes: number,
    private readonly onClose: () => void,
    stored: Promise<void> = Promise.resolve(),
  ) {
    this.body = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          this.controller = controller;
        },
        // A turn of the event loop before each frame: a socket that takes every write at once calls for the next frame
        // from within the last one's write, and a 256 MB snapshot went out as one 6 s task while everyone else waited.
        pull: async () => {
          // The snapshot goes out once what it holds is stored.
          await stored;
          await nextTurn();
          if (!this.closed && !this.hand()) this.waiting = true;
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
      this.pages = null;
      this.controller?.close();
      this.close();
      return;
    }
    if (this.waiting && this.hand()) this.waiting = false;
  }

  /** Gives the connection the next frame, if any: a snapshot page first, then what is queued. */
  private hand(): boolean {
    const page = this.pages?.() ?? null;
    if (page) {
      this.controller!.enqueue(page);
      return true;
    }
    this.pages = null;
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
 * Every change to the capture log goes to every reader as the same bytes: each exchange is serialised once, whatever the
 * number of readers (300 readers each serialising each batch blocked the server for seconds), each reader's backlog is
 * bounded (readers that stopped reading kept every snapshot until the heap ran out), and no frame is larger than about
 * FRAME_CHARS plus one exchange.
 */
export class LiveFeed {
  private readonly readers = new Set<Reader>();
  private readonly dirty = new Map<string, Exchange>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly cache = new Map<Exchange, string>();
  private cachedChars = 0;
  /** The batches being handed out, one after another, so every reader gets them in order. */
  private sending: Promise<void> = Promise.resolve();
  private readonly intervalMs: number;
  private readonly maxQueuedBytes: number;

  constructor(
    private readonly log: CaptureLog,
    private readonly upstream: string,
    options: LiveFeedOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
    this.maxQueuedBytes = options.maxQueuedBytes ?? DEFAULT_MAX_QUEUED_BYTES;
    log.subscribe((exchange) => {
      if (this.readers.size === 0) return;
      this.dirty.set(exchange.id, exchange);
      this.timer ??= setTimeout(() => this.flush(), this.intervalMs);
    });
  }

  /** A new reader's response body: a snapshot of everything so far (in pages), then every batch of changes. */
  open(): ReadableStream<Uint8Array> {
    const reader = new Reader(
      this.snapshotPages(),
      this.maxQueuedBytes,
      () => this.readers.delete(reader),
      this.log.persisted().catch(() => {}),
    );
    this.readers.add(reader);
    return reader.body;
  }

  get readerCount(): number {
    return this.readers.size;
  }

  /** An exchange's JSON, made once for every reader and batch while it stays in the (bounded) cache. */
  private json(exchange: Exchange): string {
    let text = this.cache.get(exchange);
    if (text === undefined) {
      text = JSON.stringify(exchange);
      this.cache.set(exchange, text);
      this.cachedChars += text.length;
      while (this.cachedChars > CACHED_CHARS && this.cache.size > 1) {
        const [oldest, held] = this.cache.entries().next().value!;
        this.cache.delete(oldest);
        this.cachedChars -= held.length;
      }
    }
    return text;
  }

  /** Up to about FRAME_CHARS of the exchanges from `start`, as a JSON array's inside; and where the next frame starts. */
  private frameOf(exchanges: readonly Exchange[], start: number): { inside: string; next: number } {
    let inside = '';
    let next = start;
    while (next < exchanges.length && (next === start || inside.length < FRAME_CHARS)) {
      inside += `${next > start ? ',' : ''}${this.json(exchanges[next]!)}`;
      next += 1;
    }
    return { inside, next };
  }

  /**
   * The log as it is now, made into frames only when the reader's connection asks for them: the first a `snapshot` (what
   * the page starts from), the rest `exchanges` events the page adds as it does any change.
   */
  private snapshotPages(): Pages {
    const exchanges = this.log.list();
    let at = 0;
    let first = true;
    return () => {
      if (!first && at >= exchanges.length) return null;
      const { inside, next } = this.frameOf(exchanges, at);
      at = next;
      if (!first) return frame('exchanges', `[${inside}]`);
      first = false;
      return frame('snapshot', `{"upstream":${JSON.stringify(this.upstream)},"exchanges":[${inside}]}`);
    };
  }

  private flush(): void {
    this.timer = null;
    if (this.dirty.size === 0) return;
    const changed = [...this.dirty.values()];
    this.dirty.clear();
    // Shown only once stored: what /live showed survives a crash of the server (a failed write is said, and shown anyway).
    this.sending = this.sending.then(() => this.log.persisted().catch(() => {})).then(() => this.send(changed));
  }

  /** The changes as frames of about FRAME_CHARS, each made on its own turn and handed to every reader. */
  private async send(changed: Exchange[]): Promise<void> {
    for (let at = 0; at < changed.length; ) {
      if (at > 0) await nextTurn();
      const { inside, next } = this.frameOf(changed, at);
      at = next;
      await this.handOut(frame('exchanges', `[${inside}]`));
    }
  }

  /** One frame to every reader, a few of them per turn of the event loop (READERS_PER_TURN, BYTES_PER_TURN). */
  private async handOut(bytes: Uint8Array): Promise<void> {
    const readers = [...this.readers];
    const perTurn = Math.max(1, Math.min(READERS_PER_TURN, Math.floor(BYTES_PER_TURN / bytes.byteLength)));
    for (let start = 0; start < readers.length; start += perTurn) {
      if (start > 0) await nextTurn();
      for (const reader of readers.slice(start, start + perTurn)) reader.push(bytes);
    }
  }
}
