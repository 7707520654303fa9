// Dates said in part beside a date said whole (issue 48's fan-out: values said once for several calls), on a pottery
// studio invented here: follow-up questions, days listed before their month, and a year said once after a list.
import { describe, expect, it } from 'vitest';
import { ask, callsOf, fn, text, climbingLesson as lesson } from '../test-tools.ts';
import { completedDate, monthToDaysBefore } from './dates-said-once.ts';

const kiln = fn(
  'check_kiln_slot',
  'Checks whether a kiln has a free firing slot on a day.',
  { kiln_name: text('Name of the kiln'), date: text('Day of the firing, YYYY-MM-DD') },
  ['kiln_name', 'date'],
);

const glaze = fn(
  'order_glaze',
  'Orders a tub of glaze for collection.',
  { colour: text('Glaze colour'), quantity: { type: 'integer', description: 'Tubs wanted' } },
  ['colour'],
);

describe('completedDate', () => {
  it('gives a day and month said without a year the year of the date said whole, the next one when it falls before', () => {
    expect(completedDate('2026-03-09', 'mar 9', '2029-03-02')).toBe('2029-03-09');
    expect(completedDate('2026-01-05', 'jan 5', '2029-12-30')).toBe('2030-01-05');
    // Said before the whole date ("5 Dec and 2 Jan 2030"): the year before when it would fall after it.
    expect(completedDate('2026-12-05', '5 Dec', '2030-01-02', false)).toBe('2029-12-05');
  });

  it('gives a day said alone the month and year too, the next month when it falls before', () => {
    expect(completedDate(undefined, 'on the 20th', '2029-06-12')).toBe('2029-06-20');
    expect(completedDate(undefined, 'the 3rd', '2029-06-12')).toBe('2029-07-03');
  });

  it('leaves a date that says its year, and words that say no date', () => {
    expect(completedDate('2031-03-09', 'mar 9 2031', '2029-03-02')).toBeUndefined();
    expect(completedDate(undefined, 'on the wheel', '2029-03-02')).toBeUndefined();
  });
});

describe('a follow-up question asks the call before again', () => {
  it('reads "And on the 20th?" after a question as the same call on that day of the same month', () => {
    expect(callsOf('Is the Anagama kiln free on 2029-06-12? And on the 20th?', [kiln])).toEqual([
      ['check_kiln_slot', { kiln_name: 'Anagama', date: '2029-06-12' }],
      ['check_kiln_slot', { kiln_name: 'Anagama', date: '2029-06-20' }],
    ]);
  });

  it('gives "and on mar 9?" the year of the question before, and says so', () => {
    const reply = ask('is the Anagama kiln free on mar 2 2029? and on mar 9?', [kiln]);
    expect(reply.toolCalls.map((c) => JSON.parse(c.arguments).date)).toEqual(['2029-03-02', '2029-03-09']);
    expect(reply.explanation).toContain('what it leaves unsaid as in 2029-03-02');
  });

  it('keeps the follow-up with its question when another task comes after it', () => {
    const calls = callsOf('Is the Anagama kiln free on 2029-06-12? And on the 20th? Also order celadon glaze.', [
      kiln,
      glaze,
    ]);
    expect(calls.map(([name, a]) => [name, a.date])).toEqual([
      ['check_kiln_slot', '2029-06-12'],
      ['check_kiln_slot', '2029-06-20'],
      ['order_glaze', undefined],
    ]);
  });
});

describe('dates listed with what they share said once', () => {
  it('reads days listed before their month ("3 and 4 May 2029") as one call per day', () => {
    expect(callsOf('Check the Anagama kiln for 3 and 4 May 2029.', [kiln])).toEqual([
      ['check_kiln_slot', { kiln_name: 'Anagama', date: '2029-05-03' }],
      ['check_kiln_slot', { kiln_name: 'Anagama', date: '2029-05-04' }],
    ]);
    expect(ask('Check the Anagama kiln for 3 and 4 May 2029.', [kiln]).explanation).toContain(
      'one call per day listed in "3 and 4 May 2029"',
    );
  });

  it('gives a date listed before a weekday and a date with its year that year ("8 May and Wednesday 9 May 2029")', () => {
    expect(
      callsOf('Check the Anagama kiln for Tuesday 8 May and Wednesday 9 May 2029.', [kiln]).map(([, a]) => a.date),
    ).toEqual(['2029-05-08', '2029-05-09']);
  });
});

const enrolDay = fn(
  'enrol_pottery_day',
  'Enrols a student on a pottery day class.',
  {
    student_name: text('Full name of the student'),
    class_date: text('Day of the class, YYYY-MM-DD'),
    seats: { type: 'integer', description: 'Seats wanted' },
  },
  ['student_name', 'class_date'],
);

describe('a later task that says only a day', () => {
  it('takes the month and year of the date a task before gave, and reads no count from the day', () => {
    const reply = ask(
      'Check the Anagama kiln for 2029-06-12, and enrol Ottilie Grange on the pottery day on the 20th.',
      [kiln, enrolDay],
    );
    expect(reply.toolCalls.map((c) => [c.name, JSON.parse(c.arguments)])).toEqual([
      ['check_kiln_slot', { kiln_name: 'Anagama', date: '2029-06-12' }],
      ['enrol_pottery_day', { student_name: 'Ottilie Grange', class_date: '2029-06-20' }],
    ]);
  });
});

describe('a day said alone before a day said with its month', () => {
  it('takes the month only when "on"/"the" comes before it and its phrase ends after it', () => {
    expect(monthToDaysBefore('Book a room at 10:00 on the 2nd attempt, 14:00 on 27 June 2028')).toBeUndefined();
    expect(monthToDaysBefore('noon on the 3rd, 14:00 on the 9th and noon on 27th June 2028')?.text).toBe(
      'noon on the 3rd of June 2028, 14:00 on the 9th of June 2028 and noon on 27th June 2028',
    );
  });
});

const climbs = (...slots: [string, string][]) =>
  slots.map(([d, t]) => ['book_climbing_lesson', { climber_name: 'Tom Hale', lesson_date: d, start_time: t }]);

describe('days said alone before the one day that says the month', () => {
  it('gives each day said alone the month and year said once at the end', () => {
    expect(
      callsOf('Tom Hale wants the wall at noon on the 3rd, 14:00 on the 9th and noon on 27th May 2027.', [lesson]),
    ).toEqual(climbs(['2027-05-03', '12:00'], ['2027-05-09', '14:00'], ['2027-05-27', '12:00']));
  });

  it('quotes the words that said the month in the explanation', () => {
    const reply = ask('Tom Hale wants the wall at noon on the 3rd and 14:00 on 9th May 2027.', [lesson]);
    expect(reply.toolCalls).toHaveLength(2);
    expect(reply.explanation).toMatch(/each day said alone with the month of "9th May 2027"/);
  });
});
