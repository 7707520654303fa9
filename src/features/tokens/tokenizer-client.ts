// The one way the page counts tokens (UI counts and the in-page mock's usage): one lazily started worker, with a cache; in-thread where workers do not exist.
import { boundedCount, boundedTruncate } from '@loopscope/payloads/tokens/token-pieces';
import type { CountReply, CountRequest } from './tokenizer.worker';

type Ask = (texts: string[], truncate?: CountRequest['truncate']) => Promise<CountReply>;

const cache = new Map<string, number>();
const CACHE_LIMIT = 5000;
let ask: Ask | null = null;

function workerAsk(): Ask {
  const worker = new Worker(new URL('./tokenizer.worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<number, { request: CountRequest; resolve(reply: CountReply): void }>();
  let nextId = 1;
  worker.onmessage = (event: MessageEvent<CountReply>) => {
    waiting.get(event.data.id)?.resolve(event.data);
    waiting.delete(event.data.id);
  };
  // A worker that cannot start (blocked, or a failed chunk load) must not leave "counting…" on screen forever.
  worker.onerror = () => {
    worker.terminate();
    ask = inThreadAsk();
    for (const job of waiting.values()) void ask(job.request.texts, job.request.truncate).then(job.resolve);
    waiting.clear();
  };
  return (texts, truncate) =>
    new Promise((resolve) => {
      const request: CountRequest = { id: nextId++, texts, ...(truncate ? { truncate } : {}) };
      waiting.set(request.id, { request, resolve });
      worker.postMessage(request);
    });
}

function inThreadAsk(): Ask {
  const loaded = import('gpt-tokenizer/encoding/o200k_base');
  return async (texts, truncate) => {
    const o200k = await loaded;
    const reply: CountReply = { id: 0, counts: texts.map((text) => boundedCount(o200k, text)) };
    if (truncate) reply.truncated = boundedTruncate(o200k, truncate.text, truncate.max);
    return reply;
  };
}

function asker(): Ask {
  ask ??= typeof Worker === 'undefined' ? inThreadAsk() : workerAsk();
  return ask;
}

/** Starts the worker and has it load the tables now (the app calls this once the first screen is idle), so no count waits for them later. */
export function preloadTokenizer(): Promise<void> {
  return countTexts(['']).then(() => undefined);
}

/** Cached counts, or undefined when a text has not been counted yet (lets hooks render synchronously when they can). */
export function cachedCount(text: string): number | undefined {
  return cache.get(text);
}

/** o200k_base token counts (gpt-4o, gpt-4.1, o-series) for each text, in order. */
export async function countTexts(texts: readonly string[]): Promise<number[]> {
  const missing = [...new Set(texts.filter((t) => !cache.has(t)))];
  if (missing.length > 0) {
    const { counts } = await asker()(missing);
    if (cache.size + missing.length > CACHE_LIMIT) cache.clear();
    missing.forEach((text, i) => cache.set(text, counts[i] ?? 0));
  }
  return texts.map((t) => cache.get(t) ?? 0);
}

/** The longest prefix of `text` within `max` o200k_base tokens (the mock's max_tokens cut). */
export async function truncateText(text: string, max: number): Promise<string> {
  return (await asker()([], { text, max })).truncated ?? text;
}
