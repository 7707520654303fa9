// The own reading set is big enough, split by folder, and each half uses only tools of its own.
import { describe, expect, it } from 'vitest';
import { READING_KINDS } from './own-kinds.ts';
import { readingCases } from './own-set.ts';
import { findQuotes } from '../bfcl/guard.ts';
import { mockPieces } from '../bfcl/mock-source.ts';

describe('the own reading set', () => {
  const tuning = readingCases('tuning');
  const heldOut = readingCases('held-out');

  it('holds at least 400 questions, every kind in both halves, at least 50 of each fan-out kind', () => {
    expect(tuning.length + heldOut.length).toBeGreaterThanOrEqual(400);
    for (const kind of READING_KINDS) {
      expect(tuning.some((c) => c.kind === kind)).toBe(true);
      expect(heldOut.some((c) => c.kind === kind)).toBe(true);
    }
    for (const kind of ['fanout_one', 'fanout_many'])
      expect([...tuning, ...heldOut].filter((c) => c.kind === kind).length).toBeGreaterThanOrEqual(50);
  });

  it('shares no tool between the halves', () => {
    const names = (cases: typeof tuning) => new Set(cases.flatMap((c) => c.function.map((f) => f.name)));
    const held = names(heldOut);
    expect([...names(tuning)].filter((n) => held.has(n))).toEqual([]);
  });

  it('asks no question twice', () => {
    const texts = [...tuning, ...heldOut].map((c) => JSON.stringify(c.question));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('is quoted nowhere in the mock API (no six words in a row of a held-out question), so the held-out half stays unseen', () => {
    const questions = heldOut.flatMap((c) => c.question[0]!.map((m) => m.content));
    expect(findQuotes(mockPieces(), questions)).toEqual([]);
  });
});
