// Blind set 5 has the promised shape, answers its tools can give, and nothing shared with the other sets or blind sets 1-4.
import { describe, expect, it } from 'vitest';
import { ownCases } from '../model-heldout/own-set.ts';
import { readingCases } from '../model-own/own-set.ts';
import { checkBlindSet, checkDateTimeDescriptions } from '../model-blind/blind-checks.ts';
import { blindCases } from '../model-blind/blind-set.ts';
import { blind2Cases } from '../model-blind-2/blind-set-2.ts';
import { blind3Cases } from '../model-blind-3/blind-set-3.ts';
import { blind4Cases } from '../model-blind-4/blind-set-4.ts';
import { BLIND_5_DOMAINS, blind5Cases } from './blind-set-5.ts';

describe('blind set 5', () => {
  const cases = blind5Cases();
  const earlierBlind = () => [...blindCases(), ...blind2Cases(), ...blind3Cases(), ...blind4Cases()];

  checkBlindSet(cases, BLIND_5_DOMAINS, {
    // Weighted towards fan-out: the kinds the next model pass tunes on.
    perDomain: { simple: 2, multiple: 2, parallel: 5, parallel_multiple: 5, irrelevance: 2 },
    // Every parallel_multiple question calls one of its tools several times.
    repeatingAtLeast: 20,
    others: () => [...ownCases(), ...readingCases('tuning'), ...readingCases('held-out'), ...earlierBlind()],
    otherDomains: () => [...ownCases(), ...earlierBlind()].map((c) => c.domain),
  });

  it('has ids of its own, apart from blind sets 1 to 4', () => {
    const earlier = new Set(earlierBlind().map((c) => c.id));
    expect(cases.every((c) => /^blind5_[a-z_]+_\d+$/.test(c.id) && !earlier.has(c.id))).toBe(true);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
  });

  it('fans out in every parallel and parallel_multiple question, some to three or four calls', () => {
    const fanOut = cases.filter((c) => c.kind === 'parallel' || c.kind === 'parallel_multiple');
    expect(fanOut).toHaveLength(40);
    for (const c of fanOut) expect(c.ground_truth!.length, c.id).toBeGreaterThanOrEqual(2);
    expect(fanOut.filter((c) => c.ground_truth!.length >= 3).length).toBeGreaterThanOrEqual(20);
  });

  checkDateTimeDescriptions(BLIND_5_DOMAINS);
});
