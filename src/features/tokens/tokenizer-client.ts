// The one way features count tokens: a lazily started worker (or, where workers do not exist, a lazy in-thread import), with a cache.
import { boundedCount } from '../../wire/token-pieces';
import type { CountReply, CountRequest } from './tokenizer.worker';

type Counter = (texts: string[]) => Promise<number[]>;

const cache = new Map<string, number>();
const CACHE_LIMIT = 5000;
let counter: Counter | null = null;

function workerCounter(): Counter {
  const worker = new Worker(new URL('./tokenizer.worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<number, { texts: string[]; resolve(counts: number[]): void }>();
  let nextId = 1;
  worker.onmessage = (event: MessageEvent<CountReply>) => {
    waiting.get(event.data.id)?.resolve(event.data.counts);
    waiting.delete(event.data.id);
  };
  // A worker that cannot start (blocked, or a failed chunk load) must not leave "counting…" on screen forever.
  worker.onerror = () => {
    worker.terminate();
    counter = inThreadCounter();
    for (const job of waiting.values()) void counter(job.texts).then(job.resolve);
    waiting.clear();
  };
  return (texts) =>
    new Promise((resolve) => {
      const id = nextId++;
      waiting.set(id, { texts, resolve });
      const request: CountRequest = { id, texts };
      worker.postMessage(request);
    });
}

function inThreadCounter(): Counter {
  const loaded = import('gpt-tokenizer/encoding/o200k_base');
  return async (texts) => {
    const o200k = await loaded;
    return texts.map((text) => boundedCount(o200k, text));
  };
}

/** Cached counts, or undefined when a text has not been counted yet (lets hooks render synchronously when they can). */
export function cachedCount(text: string): number | undefined {
  return cache.get(text);
}

/** o200k_base token counts (gpt-4o, gpt-4.1, o-series) for each text, in order. */
export async function countTexts(texts: readonly string[]): Promise<number[]> {
  const missing = [...new Set(texts.filter((t) => !cache.has(t)))];
  if (missing.length > 0) {
    counter ??= typeof Worker === 'undefined' ? inThreadCounter() : workerCounter();
    const counts = await counter(missing);
    if (cache.size + missing.length > CACHE_LIMIT) cache.clear();
    missing.forEach((text, i) => cache.set(text, counts[i] ?? 0));
  }
  return texts.map((t) => cache.get(t) ?? 0);
}
