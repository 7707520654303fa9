// Items with their own values, what the first says once shared by the rest.
import { describe, expect, it } from 'vitest';
import { ask, callsOf, fn, text, climbingLesson as lesson } from '../test-tools.ts';

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
