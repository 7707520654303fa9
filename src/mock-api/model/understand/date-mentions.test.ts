// Dates spotted in text: a range of days that names its month once.
import { describe, expect, it } from 'vitest';
import { findDates } from './date-mentions.ts';
import { argsOf, fn, NOW, text } from '../test-tools.ts';

describe('a range of days that names its month once', () => {
  const hire = fn(
    'hire_kayak',
    'Hires a kayak for some days.',
    {
      hirer: text('Who hires it'),
      start_date: text('First day of hire, YYYY-MM-DD'),
      end_date: text('Last day of hire, YYYY-MM-DD'),
    },
    ['hirer', 'start_date', 'end_date'],
  );

  it('reads both ends of "from 9 to 12 April 2031"', () => {
    expect(argsOf('Kayak for Oona Penhallow, from 9 to 12 April 2031.', [hire])).toEqual([
      { hirer: 'Oona Penhallow', start_date: '2031-04-09', end_date: '2031-04-12' },
    ]);
  });

  it('reads "April 9-12, 2031" the same way, the year said once for both', () => {
    expect(argsOf('Kayak for Oona Penhallow, April 9-12, 2031.', [hire])).toEqual([
      { hirer: 'Oona Penhallow', start_date: '2031-04-09', end_date: '2031-04-12' },
    ]);
  });

  it('leaves "the 2nd and 3rd" alone: "and" lists days, it makes no range', () => {
    expect(findDates('hire on the 2nd and 3rd of May 2031', NOW).map((d) => d.day)).toEqual([3]);
  });
});
