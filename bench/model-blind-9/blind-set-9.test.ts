// Blind set 9 has the promised shape, answers its tools can give, nothing shared with the own sets or blind sets 1-8.
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
import { BLIND_9_DOMAINS, blind9Cases } from './blind-set-9.ts';

describe('blind set 9', () => {
  const cases = blind9Cases();
  const earlierBlind = () => blindCasesBefore(9);

  checkBlindSet(cases, BLIND_9_DOMAINS, {
    // simple 16, multiple 8, parallel 12, parallel_multiple 20, irrelevance 8: the same in each of the four domains.
    perDomain: { simple: 4, multiple: 2, parallel: 3, parallel_multiple: 5, irrelevance: 2 },
    // Every parallel_multiple question calls one of its tools several times.
    repeatingAtLeast: 20,
    others: () => [...ownSetCases(), ...earlierBlind()],
    otherDomains: () => [...ownCases(), ...earlierBlind()].map((c) => c.domain),
  });

  checkOwnIds(cases, 'blind9', earlierBlind, ['blind9_locksmith_0', 'blind9_beach_hut_hire_15']);

  it('holds the asked-for counts per kind over the whole set', () => {
    const per = (kind: string) => cases.filter((c) => c.kind === kind).length;
    expect([per('simple'), per('multiple'), per('parallel'), per('parallel_multiple'), per('irrelevance')]).toEqual([
      16, 8, 12, 20, 8,
    ]);
  });

  checkFanOut(cases, 32, 24);
  checkExampleEmails(cases);
  checkDateTimeDescriptions(BLIND_9_DOMAINS);
});
