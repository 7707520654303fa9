// How the planner fills time and date parameters from words, on small invented tools: clock times said in words in the
// form the description asks, and dates said without a year.
import { describe, expect, it } from 'vitest';
import { argsOf, ask, fn, text } from '../test-tools.ts';

const lesson = fn(
  'book_lesson',
  'Books a riding lesson.',
  { day: text('Day of the lesson, YYYY-MM-DD.'), start: text('Start time, 24-hour HH:MM.') },
  ['day', 'start'],
);
const wake = fn('wake_up_call', 'Orders a wake-up call.', { time: text('Time, 12-hour like 6:45 AM.') }, ['time']);

describe('a clock time said in words', () => {
  it('fills a 24-hour time parameter, and the explanation names the rule, the words and the assumption', () => {
    const reply = ask('Book a riding lesson on 2027-02-11 at quarter to four', [lesson]);
    expect(reply.toolCalls.map((c) => JSON.parse(c.arguments))).toEqual([{ day: '2027-02-11', start: '15:45' }]);
    expect(reply.explanation).toContain(`start "15:45" from 'quarter to four' (a clock time said in words, 15:45;`);
    expect(reply.explanation).toContain('afternoon assumed');
  });

  it('takes the half of the day the words say, in the 12-hour form a description shows', () => {
    expect(argsOf('Wake-up call at half past five in the morning', [wake])).toEqual([{ time: '5:30 AM' }]);
    expect(argsOf('A wake-up call at noon', [wake])).toEqual([{ time: '12:00 PM' }]);
    expect(argsOf('Book a riding lesson on 2027-02-11 at 7 in the evening', [lesson])).toEqual([
      { day: '2027-02-11', start: '19:00' },
    ]);
  });
});
