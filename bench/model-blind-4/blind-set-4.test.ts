// Blind set 4 has the promised shape, answers its tools can give, and nothing shared with the other sets or blind sets 1-3.
import { describe, expect, it } from 'vitest';
import { ownCases } from '../model-heldout/own-set.ts';
import { readingCases } from '../model-own/own-set.ts';
import { checkBlindSet, checkDateTimeDescriptions } from '../model-blind/blind-checks.ts';
import { blindCases } from '../model-blind/blind-set.ts';
import { blind2Cases } from '../model-blind-2/blind-set-2.ts';
import { blind3Cases } from '../model-blind-3/blind-set-3.ts';
import { BLIND_4_DOMAINS, blind4Cases } from './blind-set-4.ts';

describe('blind set 4', () => {
  const cases = blind4Cases();
  const earlierBlind = () => [...blindCases(), ...blind2Cases(), ...blind3Cases()];

  checkBlindSet(cases, BLIND_4_DOMAINS, {
    perDomain: { simple: 4, multiple: 3, parallel: 3, parallel_multiple: 4, irrelevance: 2 },
    // Every parallel_multiple question calls one of its tools several times: the fan-out kind being measured.
    repeatingAtLeast: 32,
    others: () => [...ownCases(), ...readingCases('tuning'), ...readingCases('held-out'), ...earlierBlind()],
    otherDomains: () => [...ownCases(), ...earlierBlind()].map((c) => c.domain),
  });

  it('has ids of its own, apart from blind sets 1 to 3', () => {
    const earlier = new Set(earlierBlind().map((c) => c.id));
    expect(cases.every((c) => c.id.startsWith('blind4_') && !earlier.has(c.id))).toBe(true);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
  });

  checkDateTimeDescriptions(BLIND_4_DOMAINS);
});
