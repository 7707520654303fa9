// Shared bench helpers: the module contract, medians, a free port, and a bounded concurrent HTTP load.
import { createServer } from 'node:net';

export interface BenchLine {
  name: string;
  value: number;
  unit: string;
  note?: string;
}

export interface BenchModule {
  title: string;
  run(): Promise<BenchLine[]>;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export interface LoadOptions {
  /** Requests in flight at once. */
  concurrency: number;
  /** Stop after this many requests... */
  maxRequests: number;
  /** ...or after this many milliseconds, whichever comes first. */
  maxMs: number;
}

/** Requests per second of `send` under a bounded load; every answer must be a 2xx. */
export async function measureThroughput(send: () => Promise<Response>, options: LoadOptions): Promise<number> {
  let started = 0;
  let done = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (started < options.maxRequests && performance.now() - t0 < options.maxMs) {
      started++;
      const res = await send();
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`bench request failed with ${res.status}`);
      done++;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return done / ((performance.now() - t0) / 1000);
}

/** A port nothing listens on right now (the OS picks it), for a server the bench spawns. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}
