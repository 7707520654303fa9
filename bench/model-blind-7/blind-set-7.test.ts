// Blind set 7 has the promised shape, answers its tools can give, and no name shared with the other sets.
import { blindCasesBefore, ownSetCases } from '../model-blind/sets-before.ts';
import { describe } from 'vitest';
import { ownCases } from '../model-heldout/own-set.ts';
import {
  checkBlindSet,
  checkDateTimeDescriptions,
  checkExampleEmails,
  checkFanOut,
  checkOwnIds,
} from '../model-blind/blind-checks.ts';
import { BLIND_7_DOMAINS, blind7Cases } from './blind-set-7.ts';

describe('blind set 7', () => {
  const cases = blind7Cases();
  const earlierBlind = () => blindCasesBefore(7);

  checkBlindSet(cases, BLIND_7_DOMAINS, {
    // Weighted to the two kinds the model does worst on: simple and parallel_multiple.
    perDomain: { simple: 6, multiple: 2, parallel: 2, parallel_multiple: 5, irrelevance: 1 },
    // Every parallel_multiple question calls one of its tools several times.
    repeatingAtLeast: 20,
    others: () => [...ownSetCases(), ...earlierBlind()],
    otherDomains: () => [...ownCases(), ...earlierBlind()].map((c) => c.domain),
  });

  checkOwnIds(cases, 'blind7', earlierBlind, ['blind7_community_pharmacy_0', 'blind7_allotment_society_15']);

  checkFanOut(cases, 28, 20);
  checkExampleEmails(cases);
  checkDateTimeDescriptions(BLIND_7_DOMAINS);
});
