// Options spotted in text: a number option only as a whole number.
import { describe, expect, it } from 'vitest';
import { findOptionMentions } from './option-mentions.ts';
import { argsOf, fn, text } from '../test-tools.ts';

describe('a number option is said only as a whole number', () => {
  const ferry = fn(
    'find_ferry',
    'Search ferry crossings between two harbours on a date.',
    {
      from_harbour: text('Harbour of departure'),
      to_harbour: text('Harbour of arrival'),
      sail_date: text('The date of sailing, YYYY-MM-DD'),
      cabins: { type: 'integer', description: 'Number of cabins', enum: [1, 2, 3] },
    },
    ['from_harbour', 'to_harbour', 'sail_date'],
  );

  it('does not find option 2 in "22nd", "2031" or "2.5"', () => {
    expect(findOptionMentions('on June 22nd 2031, about 2.5 hours', [1, 2, 3])).toEqual([]);
  });

  it('still finds it standing alone', () => {
    expect(findOptionMentions('2 cabins, please', [1, 2, 3]).map((m) => m.value)).toEqual([2]);
  });

  it('leaves a date with such digits whole for its date parameter', () => {
    expect(argsOf('Find a ferry from Portmellon to Gorran Haven on June 22nd 2031.', [ferry])).toEqual([
      { from_harbour: 'Portmellon', to_harbour: 'Gorran Haven', sail_date: '2031-06-22' },
    ]);
  });
});

describe('an option said inside a longer option said at the same place', () => {
  it('is not said: "folk-rock" names folk-rock, not folk', () => {
    expect(findOptionMentions('some folk-rock records', ['folk', 'folk-rock', 'jazz']).map((m) => m.value)).toEqual([
      'folk-rock',
    ]);
  });

  it('still is when said on its own', () => {
    expect(findOptionMentions('folk, then jazz', ['folk', 'folk-rock', 'jazz']).map((m) => m.value)).toEqual([
      'folk',
      'jazz',
    ]);
  });
});

describe('an option of several words written as one word', () => {
  it('is said: "sunroom" names sun_room', () => {
    expect(findOptionMentions('paint the sunroom', ['bed_room', 'sun_room']).map((m) => m.value)).toEqual(['sun_room']);
  });

  it('only when each of its words is a word: "tv_a" is not said by "tva"', () => {
    expect(findOptionMentions('the tva one', ['tv_a', 'tv_b'])).toEqual([]);
  });
});
