// Blind set 2 has the promised shape, answers its tools can give, and nothing shared with the other sets or the first.
import { describe, expect, it } from 'vitest';
import { ownCases } from '../model-heldout/own-set.ts';
import { readingCases } from '../model-own/own-set.ts';
import { checkBlindSet, checkDateTimeDescriptions } from '../model-blind/blind-checks.ts';
import { blindCases } from '../model-blind/blind-set.ts';
import { BLIND_2_DOMAINS, blind2Cases } from './blind-set-2.ts';

describe('blind set 2', () => {
  const cases = blind2Cases();

  checkBlindSet(cases, BLIND_2_DOMAINS, {
    perDomain: { simple: 4, multiple: 3, parallel: 3, parallel_multiple: 4, irrelevance: 2 },
    // Every parallel_multiple question calls one of its tools several times: the kind the first set found weakest.
    repeatingAtLeast: 32,
    others: () => [...ownCases(), ...readingCases('tuning'), ...readingCases('held-out'), ...blindCases()],
    otherDomains: () => [...ownCases(), ...blindCases()].map((c) => c.domain),
  });

  it('has ids of its own, apart from the first blind set', () => {
    const first = new Set(blindCases().map((c) => c.id));
    expect(cases.every((c) => c.id.startsWith('blind2_') && !first.has(c.id))).toBe(true);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
  });

  checkDateTimeDescriptions(BLIND_2_DOMAINS);
});
