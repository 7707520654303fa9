// Blind set 2 has the promised shape, answers its tools can give, and nothing shared with the other sets or the first.
import { describe, expect, it } from 'vitest';
import { ownCases } from '../model-heldout/own-set.ts';
import { readingCases } from '../model-own/own-set.ts';
import { checkBlindSet } from '../model-blind/blind-checks.ts';
import { blindCases, failureType } from '../model-blind/blind-set.ts';
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

  it('describes every date and time parameter so that the failure summary counts it as a date or a time', () => {
    for (const d of BLIND_2_DOMAINS)
      for (const f of d.tools)
        for (const param of Object.keys(f.parameters.properties as object)) {
          const wanted = /date$/.test(param) ? 'date' : /time$/.test(param) ? 'time' : undefined;
          if (wanted)
            expect(failureType(`${param}="x" not in ["y"]`, [f]), `${f.name}.${param}`).toBe(`wrong value (${wanted})`);
        }
  });
});
