// Items told apart by their form: a name that fills a bracket is read whole.
import { describe, expect, it } from 'vitest';
import { callsOf, fn, text } from '../test-tools.ts';

const swim = fn(
  'book_swim_lesson',
  'Books a swimming lesson at the lido.',
  {
    swimmer_name: text('Full name of the swimmer'),
    date: text('Day of the lesson, YYYY-MM-DD'),
    start_time: text('Start time, HH:MM'),
  },
  ['swimmer_name', 'date', 'start_time'],
);

const locker = fn(
  'rent_locker',
  'Rents a locker to a member.',
  { member_name: text('Name of the member'), weeks: { type: 'integer', description: 'Number of weeks' } },
  ['member_name', 'weeks'],
);

const tools = [swim, locker];

describe('a name that fills a bracket', () => {
  it('is read whole, not as a sentence opened by its first word', () => {
    expect(callsOf('Rent a locker to me (Ivo Berg) for 4 weeks.', tools)).toEqual([
      ['rent_locker', { member_name: 'Ivo Berg', weeks: 4 }],
    ]);
  });
});
