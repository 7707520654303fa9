// The article before a count parameter's own words, said in the singular, counts one of them.
import { describe, expect, it } from 'vitest';
import { argsOf, fn, text } from '../test-tools.ts';

const ferry = fn(
  'book_river_ferry',
  'Books seats on a river ferry.',
  {
    passenger_name: text('Name of the passenger'),
    sail_date: text('Day of sailing, YYYY-MM-DD'),
    seats: { type: 'integer', description: 'Seats wanted.' },
    buggy_spaces: { type: 'integer', description: 'Buggy spaces wanted besides the seats.' },
    bike_boxes: { type: 'integer', description: 'Bike boxes to hold.' },
  },
  ['passenger_name', 'sail_date', 'seats'],
);

describe('"a" before the words of a count', () => {
  it('counts one buggy space and one bike box', () => {
    expect(
      argsOf('Two seats on 6 June 2027 for Ines Marrow with a buggy space and a bike box.', [ferry])[0],
    ).toMatchObject({ seats: 2, buggy_spaces: 1, bike_boxes: 1 });
  });

  it('counts none when the words run on into another noun', () => {
    const [args] = argsOf('Two seats on 6 June 2027 for Ines Marrow; is a bike box fee charged?', [ferry]);
    expect(args).not.toHaveProperty('bike_boxes');
  });
});
