// Place values: a name said after "for" is whom the request is for, not an optional area.
import { describe, expect, it } from 'vitest';
import { argsOf, fn, text } from '../test-tools.ts';

const practiceClimb = fn(
  'book_practice_climb',
  'Book a practice climb with an instructor.',
  {
    climber_name: text('Full name of the climber'),
    climb_date: text('Day of the climb, YYYY-MM-DD'),
    wall_area: text('Part of the wall the route should cover'),
  },
  ['climber_name', 'climb_date'],
);

describe('a name said after "for" is whom the request is for', () => {
  it('leaves the name to the person, not to an optional area', () => {
    expect(argsOf('Book a practice climb for Ines Varga on 2027-03-02.', [practiceClimb])).toEqual([
      { climber_name: 'Ines Varga', climb_date: '2027-03-02' },
    ]);
  });
});
