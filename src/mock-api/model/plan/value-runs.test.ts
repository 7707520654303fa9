// Runs of values listed for one parameter: names with one surname said once, a count that announces the items.
import { describe, expect, it } from 'vitest';
import { callsOf, fn, text, swimLesson as swim, lockerRental as locker } from '../test-tools.ts';

const sheet = fn(
  'order_sheet_music',
  'Orders printed copies of a piece for the band.',
  { title: text('Title of the piece'), copies: { type: 'integer', description: 'Number of copies' } },
  ['title', 'copies'],
);

const tools = [swim, locker];

const lesson = (swimmer: string) => [
  'book_swim_lesson',
  { swimmer_name: swimmer, date: '2027-06-03', start_time: '10:00' },
];

describe('names listed with one surname said once for all', () => {
  it('gives each first name the surname said with the last', () => {
    expect(callsOf('Book Oskar and Greta Lindqvist a swim lesson on 2027-06-03 at 10:00.', tools)).toEqual([
      lesson('Oskar Lindqvist'),
      lesson('Greta Lindqvist'),
    ]);
    expect(callsOf('Book a swim lesson on 2027-06-03 at 10:00 for Ivo and Marta ter Horst.', tools)).toEqual([
      lesson('Ivo ter Horst'),
      lesson('Marta ter Horst'),
    ]);
  });

  it('reads the list when it opens the sentence, first name first', () => {
    expect(callsOf('Oskar and Greta Lindqvist both want a swim lesson on 2027-06-03 at 10:00.', tools)).toEqual([
      lesson('Oskar Lindqvist'),
      lesson('Greta Lindqvist'),
    ]);
  });

  it('shares no surname between titles in quotes, nor with two full names', () => {
    expect(callsOf("Order 12 copies each of 'Harbour Lights' and 'The Long Tide'.", [sheet])).toEqual([
      ['order_sheet_music', { title: 'Harbour Lights', copies: 12 }],
      ['order_sheet_music', { title: 'The Long Tide', copies: 12 }],
    ]);
    expect(
      callsOf('Book Oskar Berg and Greta Lindqvist a swim lesson on 2027-06-03 at 10:00.', tools).map(
        ([, a]) => a.swimmer_name,
      ),
    ).toEqual(['Oskar Berg', 'Greta Lindqvist']);
  });
});

const swimDated = fn(
  'book_swim',
  'Books a swim session at the lido.',
  {
    swimmer_name: text('Full name of the swimmer'),
    date: text('Day of the swim, YYYY-MM-DD'),
    start_time: text('Start time, HH:MM'),
    duration_minutes: { type: 'integer', description: 'Length of each swim in minutes' },
  },
  ['swimmer_name', 'date', 'start_time'],
);

describe('a count that announces the items listed after it', () => {
  it('is no value of each call', () => {
    expect(callsOf('Book two swims for Ivo Berg on 2027-06-04 and 2027-06-11, both at 10:00.', [swimDated])).toEqual([
      ['book_swim', { swimmer_name: 'Ivo Berg', date: '2027-06-04', start_time: '10:00' }],
      ['book_swim', { swimmer_name: 'Ivo Berg', date: '2027-06-11', start_time: '10:00' }],
    ]);
  });
});
