// Dates said with an ordinal word for the day ("the ninth of May"), and the shared year of a range said once.
import { describe, expect, it } from 'vitest';
import { findDates } from './date-mentions.ts';
import { argsOf, fn, NOW } from '../test-tools.ts';

const days = (t: string) => findDates(t, NOW).map((d) => [d.year, d.month, d.day, t.slice(d.index, d.end)]);

describe('ordinal days in words', () => {
  it('reads "the Nth of Month" with or without a year, and "Month the Nth"', () => {
    expect(days('Deliver it on the ninth of May 2028.')).toEqual([[2028, 5, 9, 'the ninth of May 2028']]);
    expect(days('The fair opens on October the twenty-second, 2027')).toEqual([
      [2027, 10, 22, 'October the twenty-second, 2027'],
    ]);
    expect(days('by the thirtieth of June 2027')).toEqual([[2027, 6, 30, 'the thirtieth of June 2027']]);
  });

  it('refuses an ordinal past the days of a month, and an ordinal with no month', () => {
    expect(days('the thirty-fifth of May 2027')).toEqual([]);
    expect(days('the second of three crates')).toEqual([]);
  });
});

describe('a range with one year', () => {
  it('gives the first day the year said with the second', () => {
    expect(days('from July 3rd to July 9th, 2028')).toEqual([
      [2028, 7, 3, 'July 3rd'],
      [2028, 7, 9, 'July 9th, 2028'],
    ]);
    // over a new year, the first day falls in the year before
    expect(days('from December 30 until January 2, 2029')).toEqual([
      [2028, 12, 30, 'December 30'],
      [2029, 1, 2, 'January 2, 2029'],
    ]);
  });

  it('fills both dates of a booking', () => {
    const hire = fn(
      'hire_canoe',
      'Hire a canoe for some days.',
      {
        start_date: { type: 'string', description: 'YYYY-MM-DD' },
        end_date: { type: 'string', description: 'YYYY-MM-DD' },
      },
      ['start_date', 'end_date'],
    );
    expect(argsOf('Hire a canoe from the eleventh of April to April 14th, 2028', [hire])).toEqual([
      { start_date: '2028-04-11', end_date: '2028-04-14' },
    ]);
  });
});
