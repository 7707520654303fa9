// Cuts text into pieces a BPE tokenizer handles in linear time: long runs without a word boundary are split into short slices.

/**
 * The longest run of non-space (or space) characters handed to the tokenizer in one piece. BPE merges within one
 * pre-token cost about the square of its length (gpt-tokenizer: 10,000 × "a" 88 ms, 100,000 → 7 s); real words are
 * far shorter than this, so ordinary text passes whole and counts exactly. A cut run counts a token or so more per
 * slice than the real tokenizer (bench/tokenizer.ts prints the difference for each pathological input).
 */
export const MAX_RUN = 256;

/** What `\s` matches in a JavaScript regular expression, by code unit. */
function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** Appends slices of at most MAX_RUN characters to `out`, never splitting a surrogate pair. */
function slices(run: string, out: string[]): void {
  let start = 0;
  while (start < run.length) {
    let end = Math.min(start + MAX_RUN, run.length);
    const last = run.charCodeAt(end - 1);
    if (end < run.length && last >= 0xd800 && last <= 0xdbff) end--;
    out.push(run.slice(start, end));
    start = end;
  }
}

/** The text as pieces whose concatenation is the text; a text without long runs is one piece (counted exactly). */
export function tokenPieces(text: string): string[] {
  const pieces: string[] = [];
  let at = 0;
  // Runs are found by a plain scan: a pattern like \S{257,} kept a backtracking entry per character and threw
  // "Maximum call stack size exceeded" on a run of a few million characters.
  for (let start = 0; start < text.length; ) {
    const space = isSpace(text.charCodeAt(start));
    let end = start + 1;
    while (end < text.length && isSpace(text.charCodeAt(end)) === space) end++;
    if (end - start > MAX_RUN) {
      if (start > at) pieces.push(text.slice(at, start));
      slices(text.slice(start, end), pieces);
      at = end;
    }
    start = end;
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
