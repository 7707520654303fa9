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

const sowing = fn(
  'sowing_reminder',
  'Reminds the gardener to sow seeds.',
  { crop: text('What to sow.'), when: text('Day and month as MM-DD; no year.') },
  ['crop', 'when'],
);
const nameDay = fn('add_name_day', 'Adds a name day.', { name: text('Name.'), on: text('Day, e.g. 14 March.') }, [
  'name',
  'on',
]);
const ferry = fn('ferry_booking', 'Books a ferry crossing.', { date: text('Sailing date, YYYY-MM-DD.') }, ['date']);

describe('a date said without a year', () => {
  it('leaves the year out when the form the description asks for has none, and says so', () => {
    const reply = ask('Remind me to sow "leeks" on February 20th', [sowing]);
    expect(reply.toolCalls.map((c) => JSON.parse(c.arguments))).toEqual([{ crop: 'leeks', when: '02-20' }]);
    expect(reply.explanation).toContain(
      `when "02-20" from 'February 20th' (no year said, and the form the description asks for has none)`,
    );
    expect(argsOf('Add a name day for Oskar on 1 December', [nameDay])).toEqual([{ name: 'Oskar', on: '1 December' }]);
  });

  it('takes the next such day when the form has a year, and says which year it assumed', () => {
    // The test clock is 2026-11-29: 3 March has passed this year, 12 December has not.
    const reply = ask('Book the ferry for March 3rd', [ferry]);
    expect(reply.toolCalls.map((c) => JSON.parse(c.arguments))).toEqual([{ date: '2027-03-03' }]);
    expect(reply.explanation).toContain(`'March 3rd' (no year said: 2027 assumed, the next such day)`);
    expect(argsOf('Book the ferry for 12 December', [ferry])).toEqual([{ date: '2026-12-12' }]);
  });

  it('takes the last such day when the request speaks of the past', () => {
    const reply = ask('Was the ferry on 12 December full?', [ferry]);
    expect(reply.toolCalls.map((c) => JSON.parse(c.arguments))).toEqual([{ date: '2025-12-12' }]);
    expect(reply.explanation).toContain('(no year said: 2025 assumed, the last such day)');
    // "past" in a clock time says nothing of the past.
    expect(argsOf('Book the ferry for March 3rd at half past three', [ferry])).toEqual([{ date: '2027-03-03' }]);
  });

  it('counts a weekday from today and says from which day', () => {
    const reply = ask('Book the ferry for next Friday', [ferry]);
    expect(reply.toolCalls.map((c) => JSON.parse(c.arguments))).toEqual([{ date: '2026-12-04' }]);
    expect(reply.explanation).toContain('(a date counted from today, 2026-11-29)');
  });
});
