// A count of people read from the everyday word a request says for them ("kids", "lads", "grown-ups").
import { describe, expect, it } from 'vitest';
import { argsOf, fn, text } from '../test-tools.ts';

const int = (description: string) => ({ type: 'integer', description });

const tour = fn(
  'book_cave_tour',
  'Books places on a guided cave tour.',
  {
    lead_name: text('Name of the lead booker.'),
    tour_date: text('Day of the tour, YYYY-MM-DD.'),
    adults: int('Number of adults.'),
    children: int('Number of children.'),
    lamps: int('Number of head lamps to hire.'),
  },
  ['lead_name', 'tour_date', 'adults'],
);

const pianoMove = fn(
  'hire_piano_movers',
  'Hires a team to move a piano.',
  {
    customer_name: text('Name of the customer.'),
    move_date: text('Day, YYYY-MM-DD.'),
    crew_size: int('Number of movers.'),
  },
  ['customer_name', 'move_date'],
);

describe('people counted by an everyday word', () => {
  it('reads "kids" for children', () => {
    expect(argsOf('Cave tour on 4 June 2027 for 2 adults and 3 kids. Lead: Ana Pol.', [tour])[0]).toMatchObject({
      adults: 2,
      children: 3,
    });
  });

  it('reads "lads" for a crew counted in movers, past one word before it', () => {
    expect(
      argsOf('Send four strong lads to move my piano on 4 June 2027, name Ana Pol.', [pianoMove])[0],
    ).toMatchObject({
      crew_size: 4,
    });
  });

  it('gives no count of another thing', () => {
    expect(argsOf('Cave tour on 4 June 2027 for 2 adults and 3 kids. Lead: Ana Pol.', [tour])[0]).not.toHaveProperty(
      'lamps',
    );
  });
});
