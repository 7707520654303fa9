// Token pieces: they rebuild the text, cap every run, keep surrogate pairs whole, and count close to the real tokenizer.
import { describe, expect, it } from 'vitest';
import * as o200k from 'gpt-tokenizer/encoding/o200k_base';
import { MAX_RUN, boundedCount, boundedTruncate, tokenPieces } from './token-pieces';

const longestRun = (pieces: string[]) =>
  Math.max(...pieces.flatMap((p) => (p.match(/\S+|\s+/g) ?? ['']).map((r) => r.length)));

describe('token pieces', () => {
  it('leaves ordinary text whole, so it counts exactly', () => {
    const text = 'What is the weather in Berlin and Tokyo? Also, convert 18°C to Fahrenheit.\n'.repeat(200);
    expect(tokenPieces(text)).toEqual([text]);
    expect(boundedCount(o200k, text)).toBe(o200k.encode(text).length);
  });

  it('cuts long runs of one character into slices that rebuild the text', () => {
    for (const text of [
      `x${'a'.repeat(5000)}y`,
      '='.repeat(1000),
      ` ${' '.repeat(3000)}z`,
      `pre ${'0'.repeat(777)} post`,
    ]) {
      const pieces = tokenPieces(text);
      expect(pieces.join('')).toBe(text);
      expect(longestRun(pieces)).toBeLessThanOrEqual(MAX_RUN);
    }
  });

  it('never splits a surrogate pair', () => {
    const text = '😀'.repeat(1000);
    for (const piece of tokenPieces(text)) {
      expect(/^(?:😀)+$/u.test(piece)).toBe(true);
    }
  });

  it('counts pathological runs within 1% of the real tokenizer', () => {
    for (const run of ['a', '=', '0', ' ', 'ab']) {
      const text = run.repeat(6000 / run.length);
      const real = o200k.encode(text).length;
      expect(Math.abs(boundedCount(o200k, text) - real) / real, run).toBeLessThan(0.01);
    }
  });

  it('truncates to a prefix that fits, across pieces', () => {
    const text = `${'word '.repeat(50)}${'='.repeat(2000)} tail`;
    const cut = boundedTruncate(o200k, text, 30);
    expect(text.startsWith(cut)).toBe(true);
    expect(boundedCount(o200k, cut)).toBeLessThanOrEqual(30);
    expect(boundedTruncate(o200k, 'short', 30)).toBe('short');
  });

  it("cuts an 8 MB run without whitespace, even called deep in a server's handlers (the pattern scan threw a RangeError)", () => {
    const run = 'a'.repeat(8 * 1024 * 1024);
    // Go as deep as the stack allows, then come back up a few hundred frames and cut the run there.
    let deepest = 0;
    const probe = (depth: number): void => {
      deepest = depth;
      probe(depth + 1);
    };
    try {
      probe(0);
    } catch {
      // The stack's end: `deepest` frames fit.
    }
    let pieces = 0;
    const at = (depth: number): void => {
      if (depth < deepest - 300) at(depth + 1);
      else pieces = tokenPieces(run).length;
    };
    at(0);
    expect(pieces).toBe(Math.ceil(run.length / MAX_RUN));
  });
});
