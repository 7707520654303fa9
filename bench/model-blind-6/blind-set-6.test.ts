// Blind set 6 has the promised shape, answers its tools can give, and nothing shared with the own sets or blind sets 1-4.
import { describe, expect, it } from 'vitest';
import { ownCases } from '../model-heldout/own-set.ts';
import { readingCases } from '../model-own/own-set.ts';
import { checkBlindSet, checkDateTimeDescriptions } from '../model-blind/blind-checks.ts';
import { blindCases } from '../model-blind/blind-set.ts';
import { blind2Cases } from '../model-blind-2/blind-set-2.ts';
import { blind3Cases } from '../model-blind-3/blind-set-3.ts';
import { blind4Cases } from '../model-blind-4/blind-set-4.ts';
import { blind5Cases } from '../model-blind-5/blind-set-5.ts';
import { BLIND_6_DOMAINS, blind6Cases } from './blind-set-6.ts';

describe('blind set 6', () => {
  const cases = blind6Cases();
  const earlierBlind = () => [...blindCases(), ...blind2Cases(), ...blind3Cases(), ...blind4Cases(), ...blind5Cases()];

  checkBlindSet(cases, BLIND_6_DOMAINS, {
    perDomain: { simple: 4, multiple: 3, parallel: 3, parallel_multiple: 4, irrelevance: 2 },
    // Every parallel_multiple question calls one of its tools several times: the fan-out kind being measured.
    repeatingAtLeast: 32,
    others: () => [...ownCases(), ...readingCases('tuning'), ...readingCases('held-out'), ...earlierBlind()],
    otherDomains: () => [...ownCases(), ...earlierBlind()].map((c) => c.domain),
  });

  it('has ids of its own, apart from blind sets 1 to 5', () => {
    const earlier = new Set(earlierBlind().map((c) => c.id));
    expect(cases.every((c) => c.id.startsWith('blind6_') && !earlier.has(c.id))).toBe(true);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
  });

  it('numbers its ids blind6_<domain>_<n>, the domain written with underscores', () => {
    expect(cases.map((c) => c.id)).toContain('blind6_glassblowing_studio_0');
    expect(cases.map((c) => c.id)).toContain('blind6_orchestra_library_15');
  });

  checkDateTimeDescriptions(BLIND_6_DOMAINS);
});
