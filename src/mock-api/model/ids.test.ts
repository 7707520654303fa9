// Deterministic ids: stable for the same parts, different for any changed character, also for long request bodies.
import { describe, expect, it } from 'vitest';
import { ids, stableToken } from './ids.ts';

const body = (last: string) =>
  JSON.stringify({
    messages: Array.from({ length: 200 }, (_, i) => ({ role: 'user', content: `message ${i}` })),
    tail: last,
  });

describe('ids', () => {
  it("keeps the real ids' shapes", () => {
    expect(ids.completion(['seed', 'x'])).toMatch(/^chatcmpl-[A-Za-z0-9]{29}$/);
    expect(ids.call(['seed', 'x'])).toMatch(/^call_[A-Za-z0-9]{24}$/);
    expect(ids.request(['seed', body('a')])).toMatch(/^req_[0-9a-f]{32}$/);
  });

  it('gives a long body the same ids every time and different ids when one character differs', () => {
    expect(ids.completion(['seed', body('a')])).toBe(ids.completion(['seed', body('a')]));
    expect(ids.completion(['seed', body('a')])).not.toBe(ids.completion(['seed', body('b')]));
    expect(ids.call(['seed', body('a'), 0])).not.toBe(ids.call(['seed', body('a'), 1]));
    expect(ids.request(['seed', body('a')])).not.toBe(ids.request(['other', body('a')]));
  });

  it('tells apart long parts that differ only in their first character or their length', () => {
    const long = 'x'.repeat(5000);
    expect(stableToken([`a${long}`], 24)).not.toBe(stableToken([`b${long}`], 24));
    expect(stableToken([long], 24)).not.toBe(stableToken([`${long}x`], 24));
  });
});
