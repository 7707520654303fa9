// Days listed with their month said once, a weekday before each.
import { describe, expect, it } from 'vitest';
import { ask, callsOf, fn, text } from '../test-tools.ts';

const guide = fn(
  'check_guide_availability',
  'Tells whether a mountain guide is free on a day.',
  { guide_name: text('Name of the guide'), date: text('Day to check, YYYY-MM-DD') },
  ['guide_name', 'date'],
);

describe('days listed with a weekday before each', () => {
  it('reads "Wednesday 6 and Thursday 7 October 2027" as two days of that month', () => {
    expect(callsOf('Is Mr Hale bookable? Try Wednesday 6 and Thursday 7 October 2027.', [guide])).toEqual([
      ['check_guide_availability', { guide_name: 'Mr Hale', date: '2027-10-06' }],
      ['check_guide_availability', { guide_name: 'Mr Hale', date: '2027-10-07' }],
    ]);
  });

  it('reads a weekday before an ordinal: "Friday the 5th and Saturday the 6th of March"', () => {
    const reply = ask('Check Ines Varga on Friday the 5th and Saturday the 6th of March 2027.', [guide]);
    expect(reply.toolCalls.map((c) => JSON.parse(c.arguments).date)).toEqual(['2027-03-05', '2027-03-06']);
  });
});
