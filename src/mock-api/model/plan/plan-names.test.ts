// How the planner reads names on a small venue-and-money world's tools (invented here): the only tool offered called
// for a name it takes, a place parameter choosing before plain strings, names ending in a number or joined by "and
// the", and rates in percent.
import { describe, expect, it } from 'vitest';
import { ask, callsOf, fn } from '../test-tools.ts';

const gigs = fn(
  'find_gigs',
  'Finds upcoming gigs by a performer.',
  {
    performer: { type: 'string', description: 'The performer or band.' },
    city: { type: 'string', description: 'City to search in.' },
  },
  ['performer'],
);
const shops = fn(
  'find_shops',
  'Finds shops selling a product category in a town.',
  {
    category: { type: 'string', description: 'Product category.' },
    town: { type: 'string', description: 'Town.' },
  },
  ['category', 'town'],
);
const forecast = fn('forecast', 'Weather forecast for a city.', { city: { type: 'string', description: 'City.' } }, [
  'city',
]);
const savings = fn(
  'compound_growth',
  'Value of savings after compound growth.',
  {
    deposit: { type: 'number', description: 'Initial deposit.' },
    rate: { type: 'number', description: 'Yearly growth rate, in decimal form.' },
    years: { type: 'integer', description: 'Number of years.' },
  },
  ['deposit', 'rate', 'years'],
);
const loan = fn(
  'loan_payment',
  'Monthly payment of a loan.',
  {
    principal: { type: 'number', description: 'Amount borrowed.' },
    annual_rate: { type: 'number', description: 'Annual interest rate as a decimal, e.g. 0.05 for 5%.' },
    years: { type: 'integer', description: 'Term in years.' },
  },
  ['principal', 'annual_rate', 'years'],
);

describe('the only tool offered', () => {
  it('is called for a short request that names what it takes, though none of its words is said', () => {
    const reply = ask('When does Quiet Rooms play in Oslo?', [gigs]);
    expect(reply.toolCalls.map((c) => [c.name, JSON.parse(c.arguments)])).toEqual([
      ['find_gigs', { performer: 'Quiet Rooms', city: 'Oslo' }],
    ]);
    expect(reply.explanation).toContain(
      "the only tool offered: no words of it in the request, but the request names 'Quiet Rooms' for performer",
    );
  });

  it('is not called for a place that fills no place parameter, an acronym, or a long request naming things in passing', () => {
    expect(callsOf('Is Riga nice in spring?', [gigs])).toEqual([]);
    expect(callsOf('What does TLS stand for?', [forecast])).toEqual([]);
    expect(
      callsOf('Tell me which one is better for me, honestly, if you had to choose between Ana and Rui as a friend', [
        gigs,
      ]),
    ).toEqual([]);
    // "Mira" says nothing of where: a name that is no known place, said after no "in" or "at", is no city.
    expect(callsOf('Can you ask Mira?', [forecast])).toEqual([]);
  });
});

describe('the only tool offered, for an id', () => {
  const extend = fn(
    'extend_stay',
    'Extends a hotel stay.',
    { confirmation: { type: 'string', description: 'Confirmation code.' } },
    ['confirmation'],
  );

  it('is called with a code of letters and digits for its id parameter, never with a bare acronym', () => {
    expect(callsOf('Can I keep room QR7741 longer?', [extend])).toEqual([['extend_stay', { confirmation: 'QR7741' }]]);
    expect(callsOf('Can I keep the room longer, as the QRS said?', [extend])).toEqual([]);
  });
});

describe('names and places', () => {
  it('lets a place parameter choose before a plain string, so the name after "in" is the town', () => {
    expect(callsOf('Find shops in Haarlem selling Playmobil.', [shops])).toEqual([
      ['find_shops', { category: 'Playmobil', town: 'Haarlem' }],
    ]);
  });

  it('gives an optional place only a known place or a name said after "in", "at"...', () => {
    expect(callsOf('Any gigs by Seven Lions coming up?', [gigs])).toEqual([
      ['find_gigs', { performer: 'Seven Lions' }],
    ]);
    expect(callsOf('Any gigs by Seven Lions in Leeds?', [gigs])).toEqual([
      ['find_gigs', { performer: 'Seven Lions', city: 'Leeds' }],
    ]);
  });

  it('ends a name with a bare number that counts nothing after it', () => {
    expect(callsOf('Find gigs by Apollo 9 in Porto.', [gigs])).toEqual([
      ['find_gigs', { performer: 'Apollo 9', city: 'Porto' }],
    ]);
    expect(callsOf('Gigs by Hotel Mira, 2 nights from now', [gigs])[0]![1].performer).toBe('Hotel Mira');
  });

  it('joins names by "and the" into one, but not after "the", "in" or another word of place', () => {
    expect(callsOf('Any gigs by Otis and the Lanterns in Leeds?', [gigs])).toEqual([
      ['find_gigs', { performer: 'Otis and the Lanterns', city: 'Leeds' }],
    ]);
    expect(ask('Any gigs by Otis and the Lanterns in Leeds?', [gigs]).explanation).toContain(
      `performer from 'Otis and the Lanterns' (one name: capitalised words joined by "and the")`,
    );
    expect(callsOf('Forecast for the Dunmore and the Kestrel Hills', [forecast]).map((c) => c[1].city)).toEqual([
      'Dunmore',
      'Kestrel Hills',
    ]);
    expect(callsOf('Forecast in Porto and the Douro Valley', [forecast]).map((c) => c[1].city)).toEqual([
      'Porto',
      'Douro Valley',
    ]);
  });
});

describe('rates in percent', () => {
  it('puts a percentage into the rate that asks for a decimal, not a word of the description into the amount', () => {
    expect(callsOf('I borrow $18,000 for 5 years at 7% interest; what do I pay each month?', [loan])).toEqual([
      ['loan_payment', { principal: 18000, annual_rate: 0.07, years: 5 }],
    ]);
  });

  it('reads "in decimal form" as a decimal and prefers the amount in that unit to a word the unit shares ("years")', () => {
    expect(
      callsOf('If I put away 5000 at 3 percent a year, what savings do I have after 10 years?', [savings]),
    ).toEqual([['compound_growth', { deposit: 5000, rate: 0.03, years: 10 }]]);
  });
});
