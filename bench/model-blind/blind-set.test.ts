// The blind set has the promised shape, accepted answers its tools can give, and nothing shared with the other sets.
import { describe, expect, it } from 'vitest';
import { scoreCase } from '../bfcl/score.ts';
import { tool } from '../model-heldout/build.ts';
import { ownCases } from '../model-heldout/own-set.ts';
import { readingCases } from '../model-own/own-set.ts';
import { checkBlindSet } from './blind-checks.ts';
import { BLIND_DOMAINS, blindCases, failureType } from './blind-set.ts';

describe('the blind set', () => {
  checkBlindSet(blindCases(), BLIND_DOMAINS, {
    perDomain: { simple: 4, multiple: 3, parallel: 3, parallel_multiple: 3, irrelevance: 2 },
    repeatingAtLeast: 12,
    others: () => [...ownCases(), ...readingCases('tuning'), ...readingCases('held-out')],
    otherDomains: () => ownCases().map((c) => c.domain),
  });
});

describe('failureType', () => {
  const fn = tool('book_slot', 'Books a slot.', {
    day: ['string', 'Date in YYYY-MM-DD format'],
    size: ['string', 'Size', { enum: ['small', 'large'] }],
    'count?': ['integer', 'How many'],
  });
  const truth = [{ book_slot: { day: ['2027-01-02'], size: ['small'], count: [2] } }];
  const typeOf = (calls: { name: string; args: Record<string, unknown> }[], t: typeof truth | null = truth) =>
    failureType(scoreCase([fn], calls, t), [fn]);
  const good = { day: '2027-01-02', size: 'small', count: 2 };

  it('names the call count, the function and an irrelevant call', () => {
    expect(typeOf([])).toBe('no call at all');
    expect(typeOf([{ name: 'book_slot', args: good }], [...truth, ...truth])).toBe('too few calls');
    expect(
      typeOf([
        { name: 'book_slot', args: good },
        { name: 'book_slot', args: good },
      ]),
    ).toBe('too many calls');
    expect(typeOf([{ name: 'other', args: good }])).toBe('wrong function');
    expect(typeOf([{ name: 'book_slot', args: good }], null)).toBe('called a tool where none fits');
  });

  it('names the kind of parameter that was wrong or left out', () => {
    expect(typeOf([{ name: 'book_slot', args: { ...good, day: '2 January' } }])).toBe('wrong value (date)');
    expect(typeOf([{ name: 'book_slot', args: { ...good, size: 'large' } }])).toBe('wrong value (string enum)');
    expect(typeOf([{ name: 'book_slot', args: { ...good, count: 2.5 } }])).toBe('wrong type (integer)');
    expect(typeOf([{ name: 'book_slot', args: { day: '2027-01-02', size: 'small' } }])).toBe(
      'optional parameter the question gives left out (integer)',
    );
    expect(typeOf([{ name: 'book_slot', args: { size: 'small', count: 2 } }])).toBe(
      'required parameter left out (date)',
    );
    expect(typeOf([{ name: 'book_slot', args: { ...good, colour: 'red' } }])).toBe('parameter the tool does not have');
  });
});
