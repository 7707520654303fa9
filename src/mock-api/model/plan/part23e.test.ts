// Part 23e: one tool called once per item — the shapes items are said in that the fan-out did not read before.
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

const lesson = fn(
  'book_climbing_lesson',
  'Books a climbing wall lesson.',
  {
    climber_name: text('Name of the climber'),
    lesson_date: text('Date of the lesson, YYYY-MM-DD'),
    start_time: text('Start time, HH:MM'),
  },
  ['climber_name', 'lesson_date', 'start_time'],
);
const fruit = fn(
  'log_fruit_picked',
  'Logs fruit picked in one orchard.',
  {
    orchard_number: text('Number of the orchard'),
    fruit: text('Fruit picked'),
    weight_kg: { type: 'number', description: 'Weight picked, in kg' },
  },
  ['orchard_number', 'fruit', 'weight_kg'],
);
const climbs = (...slots: [string, string][]) =>
  slots.map(([d, t]) => ['book_climbing_lesson', { climber_name: 'Tom Hale', lesson_date: d, start_time: t }]);

describe('items with their own values, what the first says once shared', () => {
  it('reads each day-and-hour stretch as an item, the name said once shared', () => {
    expect(callsOf('Book Tom Hale at 9 a.m. on 4 May 2027 and at 2 p.m. on 11 May 2027.', [lesson])).toEqual(
      climbs(['2027-05-04', '09:00'], ['2027-05-11', '14:00']),
    );
  });

  it('reads a third item like the first even when it says an hour the first said', () => {
    expect(
      callsOf('Book Tom Hale on 4 May 2027 at 09:00, 11 May 2027 at 14:00 and 18 May 2027 at 09:00.', [lesson]),
    ).toEqual(climbs(['2027-05-04', '09:00'], ['2027-05-11', '14:00'], ['2027-05-18', '09:00']));
  });

  it('reads three amount-and-thing items, the orchard said once shared', () => {
    expect(callsOf('Log for orchard 7: 3 kg of plums, 2.5 kg of pears and 4 kg of damsons.', [fruit])).toEqual([
      ['log_fruit_picked', { orchard_number: '7', fruit: 'plums', weight_kg: 3 }],
      ['log_fruit_picked', { orchard_number: '7', fruit: 'pears', weight_kg: 2.5 }],
      ['log_fruit_picked', { orchard_number: '7', fruit: 'damsons', weight_kg: 4 }],
    ]);
  });

  it('names the stretch rule and each item in the explanation', () => {
    const reply = ask('Book Tom Hale at 9 a.m. on 4 May 2027 and at 2 p.m. on 11 May 2027.', [lesson]);
    expect(reply.explanation).toMatch(/one call per stretch that gives its own values/);
  });
});

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
