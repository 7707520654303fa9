// Blind set 8 has the promised shape, answers its tools can give, nothing shared with the own sets or blind sets 1-7.
import { blindCasesBefore, ownSetCases } from '../model-blind/sets-before.ts';
import { describe, expect, it } from 'vitest';
import { ownCases } from '../model-heldout/own-set.ts';
import {
  checkBlindSet,
  checkDateTimeDescriptions,
  checkExampleEmails,
  checkFanOut,
  checkOwnIds,
} from '../model-blind/blind-checks.ts';
import { BLIND_8_DOMAINS, blind8Cases } from './blind-set-8.ts';

/** The weights (simple 20, multiple 8, parallel 10, parallel_multiple 18, irrelevance 8) over four domains. */
const THREE_PARALLEL = ['library makerspace', 'harbour office'];

describe('blind set 8', () => {
  const cases = blind8Cases();
  const earlierBlind = () => blindCasesBefore(8);

  checkBlindSet(cases, BLIND_8_DOMAINS, {
    // 10 parallel and 18 parallel_multiple do not split evenly: two domains have 3 + 4, the other two 2 + 5.
    perDomain: (domain) =>
      THREE_PARALLEL.includes(domain)
        ? { simple: 5, multiple: 2, parallel: 3, parallel_multiple: 4, irrelevance: 2 }
        : { simple: 5, multiple: 2, parallel: 2, parallel_multiple: 5, irrelevance: 2 },
    // Every parallel_multiple question calls one of its tools several times.
    repeatingAtLeast: 18,
    others: () => [...ownSetCases(), ...earlierBlind()],
    otherDomains: () => [...ownCases(), ...earlierBlind()].map((c) => c.domain),
  });

  checkOwnIds(cases, 'blind8', earlierBlind, ['blind8_library_makerspace_0', 'blind8_florist_15']);

  it('holds the issue-weighted counts per kind over the whole set', () => {
    const per = (kind: string) => cases.filter((c) => c.kind === kind).length;
    expect([per('simple'), per('multiple'), per('parallel'), per('parallel_multiple'), per('irrelevance')]).toEqual([
      20, 8, 10, 18, 8,
    ]);
  });

  checkFanOut(cases, 28, 20);
  checkExampleEmails(cases);
  checkDateTimeDescriptions(BLIND_8_DOMAINS);
});
