// The regex sampler writes strings the pattern accepts, the same for a seed, and gives up on what it cannot read.
import { describe, expect, it } from 'vitest';
import { sampleRegex } from './regex-sample.ts';

describe('sampleRegex', () => {
  it('writes a matching string for the patterns learners write', () => {
    for (const pattern of [
      '^[A-Z]{2}-\\d{4}$',
      '\\d+(\\.\\d{1,2})?',
      '(yes|no|maybe)',
      '[a-z_]{3,8}@example\\.com',
      '[^0-9]{2}x?',
      'SELECT \\w+ FROM (users|orders);',
    ]) {
      for (const seed of [1, 2, 3])
        expect(sampleRegex(pattern, seed), `${pattern} / ${seed}`).toMatch(new RegExp(`^(?:${pattern})$`, 'u'));
    }
  });

  it('is deterministic per seed and varies across seeds', () => {
    expect(sampleRegex('[A-Z]{6}', 7)).toBe(sampleRegex('[A-Z]{6}', 7));
    expect(new Set([1, 2, 3, 4, 5].map((s) => sampleRegex('[A-Z]{6}', s))).size).toBeGreaterThan(1);
  });

  it('returns null for lookarounds and backreferences', () => {
    expect(sampleRegex('(?=a)a', 1)).toBeNull();
    expect(sampleRegex('(a)\\1', 1)).toBeNull();
  });
});
