// Token counting with the real o200k_base encoding: in this thread by default, or through a source the host provides (the page's tokenizer worker).
import { boundedCount, boundedTruncate } from '@loopscope/payloads/tokens/token-pieces';

interface Encoding {
  encode(text: string): number[];
  decode(tokens: number[]): string;
}
let loading: Promise<Encoding> | undefined;

/** The tokenizer module (about 1 MB gzip), imported once and shared. */
export function loadTokenizer(): Promise<Encoding> {
  loading ??= import('gpt-tokenizer/encoding/o200k_base');
  return loading;
}

export interface Tokenizer {
  count(text: string): number;
  /** The longest prefix of `text` that fits in `max` tokens. */
  truncate(text: string, max: number): string;
}

/**
 * Counting done elsewhere, asynchronously: the page passes its tokenizer worker, so the tables load once, off the main
 * thread, for both the mock's usage and the UI's counts. Both must use the bounded count of payloads/tokens/token-pieces.ts.
 */
export interface TokenSource {
  count(texts: string[]): Promise<number[]>;
  truncate(text: string, max: number): Promise<string>;
}

/** Runs counting code written against the synchronous Tokenizer, whichever way the counts are obtained. */
export interface TokenCounter {
  run<T>(compute: (tok: Tokenizer) => T): Promise<T>;
}

/**
 * Counts of texts seen before: a loop resends the same system prompt, tool list and earlier messages on every step,
 * so most of a request's text was counted already. Bounded in entries and in characters (each key is a whole text,
 * and 4096 texts of a few MB would hold GBs past what the stores' byte budgets count); cleared whole when full.
 */
export class CountCache {
  private readonly counts = new Map<string, number>();
  private chars = 0;
  constructor(
    private readonly limit = 4096,
    private readonly limitChars = 16 * 1024 * 1024,
  ) {}
  /** Characters of text the cache keeps alive. */
  get heldChars(): number {
    return this.chars;
  }
  get(text: string): number | undefined {
    return this.counts.get(text);
  }
  set(text: string, count: number): void {
    if (text.length > this.limitChars) return;
    if (this.counts.size >= this.limit || this.chars + text.length > this.limitChars) {
      this.counts.clear();
      this.chars = 0;
    }
    if (!this.counts.has(text)) this.chars += text.length;
    this.counts.set(text, count);
  }
}

const inThreadCounts = new CountCache();
let tokenizer: Tokenizer | undefined;

/** Counting and truncation in this thread, in time linear in the text (see payloads/tokens/token-pieces.ts), so no text can stall a request. */
export async function getTokenizer(): Promise<Tokenizer> {
  if (tokenizer) return tokenizer;
  const enc = await loadTokenizer();
  tokenizer = {
    count: (text) => {
      const hit = inThreadCounts.get(text);
      if (hit !== undefined) return hit;
      const count = boundedCount(enc, text);
      inThreadCounts.set(text, count);
      return count;
    },
    truncate: (text, max) => boundedTruncate(enc, text, max),
  };
  return tokenizer;
}

/** Compute passes before giving up: each pass can only ask for counts of texts the previous pass cut. */
const MAX_PASSES = 8;

/**
 * With a source, `compute` runs against what is known; whatever it asked and was not known is fetched in one batch and
 * it runs again, until nothing is missing (once for a text seen before, twice otherwise, a third time after a cut).
 * `compute` must be pure: an error it throws while counts were missing is a consequence of the placeholders.
 */
function sourcedCounter(source: TokenSource): TokenCounter {
  const counts = new CountCache();
  const cuts = new Map<string, string>();
  const cutKey = (text: string, max: number) => `${max}\u0000${text}`;
  return {
    async run(compute) {
      for (let pass = 1; ; pass++) {
        const missingCounts = new Set<string>();
        const missingCuts = new Map<string, [string, number]>();
        const tok: Tokenizer = {
          count(text) {
            const hit = counts.get(text);
            if (hit === undefined) missingCounts.add(text);
            return hit ?? 0;
          },
          truncate(text, max) {
            const key = cutKey(text, max);
            const hit = cuts.get(key);
            if (hit === undefined) missingCuts.set(key, [text, max]);
            return hit ?? text;
          },
        };
        let result: { value: ReturnType<typeof compute> } | { error: unknown };
        try {
          result = { value: compute(tok) };
        } catch (error) {
          result = { error };
        }
        if (missingCounts.size === 0 && missingCuts.size === 0) {
          if ('error' in result) throw result.error;
          return result.value;
        }
        if (pass === MAX_PASSES)
          throw new Error(`Token counts still missing after ${MAX_PASSES} passes: the counting code is not pure`);
        const texts = [...missingCounts];
        const [found, cut] = await Promise.all([
          source.count(texts),
          Promise.all([...missingCuts.values()].map(([text, max]) => source.truncate(text, max))),
        ]);
        texts.forEach((text, i) => counts.set(text, found[i] ?? 0));
        [...missingCuts.keys()].forEach((key, i) => {
          if (cuts.size >= 256) cuts.clear();
          cuts.set(key, cut[i]!);
        });
      }
    },
  };
}

/** The counter the mock's routes use: the given source, or the tokenizer in this thread. */
export function createTokenCounter(source?: TokenSource): TokenCounter {
  if (source) return sourcedCounter(source);
  return {
    async run(compute) {
      return compute(await getTokenizer());
    },
  };
}
