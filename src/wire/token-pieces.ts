// Cuts text into pieces a BPE tokenizer handles in linear time: long runs without a word boundary are split into short slices.

/**
 * The longest run of non-space (or space) characters handed to the tokenizer in one piece. BPE merges within one
 * pre-token cost about the square of its length (gpt-tokenizer: 10,000 × "a" 88 ms, 100,000 → 7 s); real words are
 * far shorter than this, so ordinary text passes whole and counts exactly. A cut run counts a token or so more per
 * slice than the real tokenizer (bench/tokenizer.ts prints the difference for each pathological input).
 */
export const MAX_RUN = 256;

const LONG_RUN = new RegExp(`\\S{${MAX_RUN + 1},}|\\s{${MAX_RUN + 1},}`, 'g');

/** Slices of at most MAX_RUN characters, never splitting a surrogate pair. */
function slices(run: string): string[] {
  const out: string[] = [];
  let start = 0;
  while (start < run.length) {
    let end = Math.min(start + MAX_RUN, run.length);
    const last = run.charCodeAt(end - 1);
    if (end < run.length && last >= 0xd800 && last <= 0xdbff) end--;
    out.push(run.slice(start, end));
    start = end;
  }
  return out;
}

/** The text as pieces whose concatenation is the text; a text without long runs is one piece (counted exactly). */
export function tokenPieces(text: string): string[] {
  const pieces: string[] = [];
  let at = 0;
  for (const match of text.matchAll(LONG_RUN)) {
    if (match.index > at) pieces.push(text.slice(at, match.index));
    pieces.push(...slices(match[0]));
    at = match.index + match[0].length;
  }
  if (at < text.length || pieces.length === 0) pieces.push(text.slice(at));
  return pieces;
}

export interface Encoder {
  encode(text: string): number[];
  decode(tokens: number[]): string;
}

/** Token count in time linear in the text's length. */
export function boundedCount(enc: Encoder, text: string): number {
  if (text === '') return 0;
  let total = 0;
  for (const piece of tokenPieces(text)) total += enc.encode(piece).length;
  return total;
}

/** The longest prefix of `text` that fits in `max` tokens; encodes only as far as the limit reaches. */
export function boundedTruncate(enc: Encoder, text: string, max: number): string {
  const kept: number[] = [];
  for (const piece of tokenPieces(text)) {
    const tokens = enc.encode(piece);
    if (kept.length + tokens.length > max) {
      kept.push(...tokens.slice(0, max - kept.length));
      return enc.decode(kept);
    }
    kept.push(...tokens);
  }
  return text;
}
