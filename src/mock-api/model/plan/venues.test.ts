// A venue and the town it is in, named in one request, on small invented tools: each goes to its own parameter, told
// apart by the parameters' names or descriptions and by how the request names them ("at" a venue, "in" a town).
import { describe, expect, it } from 'vitest';
import { argsOf, ask, fn, text } from '../test-tools.ts';

const table = fn(
  'reserve_table',
  'Reserves a table for dinner.',
  { restaurant: text('Name of the restaurant.'), city: text('City it is in.') },
  ['restaurant', 'city'],
);
// Both parameters are read as places by their names; the venue is listed first.
const gig = fn('gig_seats', 'Seats for a concert.', { venue: text('Concert venue.'), town: text('Town.') }, [
  'venue',
  'town',
]);
// Names that say neither: the descriptions tell which is which.
const stay = fn(
  'stay_search',
  'Searches rooms.',
  { place: text('Name of the hotel.'), where: text('The city to search in.') },
  ['place', 'where'],
);

describe('a venue and a town in one request', () => {
  it('puts the name after "at" in the venue and the name after "in" in the town, and says why', () => {
    const reply = ask('Dinner for two at Smørhullet in Nakskov', [table]);
    expect(reply.toolCalls.map((c) => JSON.parse(c.arguments))).toEqual([
      { restaurant: 'Smørhullet', city: 'Nakskov' },
    ]);
    expect(reply.explanation).toContain(`restaurant from 'Smørhullet' (the venue: a name said after "at")`);
    expect(reply.explanation).toContain(`city from 'Nakskov' (the town: a name said after "in")`);
  });

  it('does not swap them when the venue parameter comes first or the town is said first', () => {
    expect(argsOf('Two seats at the Tinderbox Hall in Kolding', [gig])).toEqual([
      { venue: 'Tinderbox Hall', town: 'Kolding' },
    ]);
    expect(argsOf('In Ribe, a table at Kvaegtorvet please', [table])).toEqual([
      { restaurant: 'Kvaegtorvet', city: 'Ribe' },
    ]);
  });

  it('gives a known town to the town even when it follows "at", and reads roles from descriptions', () => {
    expect(argsOf('Two seats for Casa Vadia at Lisbon', [gig])).toEqual([{ venue: 'Casa Vadia', town: 'Lisbon' }]);
    expect(argsOf('Any rooms at the Harbour Loft in Tromsø?', [stay])).toEqual([
      { place: 'Harbour Loft', where: 'Tromsø' },
    ]);
  });

  it('reads a venue and its town joined by a comma as one call, not one call per place', () => {
    expect(argsOf('A table at Kvaegtorvet, Ribe, please', [table])).toEqual([
      { restaurant: 'Kvaegtorvet', city: 'Ribe' },
    ]);
  });
});
