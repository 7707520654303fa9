// Blind set 3 has the promised shape, answers its tools can give, and nothing shared with the other sets or blind sets 1 and 2.
import { describe, expect, it } from 'vitest';
import { ownCases } from '../model-heldout/own-set.ts';
import { readingCases } from '../model-own/own-set.ts';
import { checkBlindSet, checkDateTimeDescriptions } from '../model-blind/blind-checks.ts';
import { blindCases } from '../model-blind/blind-set.ts';
import { blind2Cases } from '../model-blind-2/blind-set-2.ts';
import { BLIND_3_DOMAINS, blind3Cases } from './blind-set-3.ts';

describe('blind set 3', () => {
  const cases = blind3Cases();

  checkBlindSet(cases, BLIND_3_DOMAINS, {
    perDomain: { simple: 5, multiple: 4, parallel: 3, parallel_multiple: 3, irrelevance: 1 },
    // Every parallel_multiple question calls one of its tools several times but the first of each domain's three.
    repeatingAtLeast: 16,
    others: () => [
      ...ownCases(),
      ...readingCases('tuning'),
      ...readingCases('held-out'),
      ...blindCases(),
      ...blind2Cases(),
    ],
    otherDomains: () => [...ownCases(), ...blindCases(), ...blind2Cases()].map((c) => c.domain),
  });

  it('has ids of its own, apart from blind sets 1 and 2', () => {
    const earlier = new Set([...blindCases(), ...blind2Cases()].map((c) => c.id));
    expect(cases.every((c) => c.id.startsWith('blind3_') && !earlier.has(c.id))).toBe(true);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
  });

  checkDateTimeDescriptions(BLIND_3_DOMAINS);
});
