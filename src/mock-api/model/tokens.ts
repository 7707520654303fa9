// Token counting with the real o200k_base encoding, loaded on first use so it stays out of the app's entry chunk.
import { boundedCount, boundedTruncate } from '../../wire/token-pieces.ts';

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
 * Counts of texts seen before: a loop resends the same system prompt, tool list and earlier messages on every step,
 * so most of a request's text was counted already. Bounded; cleared whole when full (cheap, and rare).
 */
const counted = new Map<string, number>();
const COUNT_CACHE_ENTRIES = 4096;

function cachedCount(enc: Encoding, text: string): number {
  const hit = counted.get(text);
  if (hit !== undefined) return hit;
  const count = boundedCount(enc, text);
  if (counted.size >= COUNT_CACHE_ENTRIES) counted.clear();
  counted.set(text, count);
  return count;
}

let tokenizer: Tokenizer | undefined;

/** Counting and truncation in time linear in the text (see wire/token-pieces.ts), so no text can stall a request. */
export async function getTokenizer(): Promise<Tokenizer> {
  if (tokenizer) return tokenizer;
  const enc = await loadTokenizer();
  tokenizer = {
    count: (text) => cachedCount(enc, text),
    truncate: (text, max) => boundedTruncate(enc, text, max),
  };
  return tokenizer;
}
