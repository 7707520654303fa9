// An address written in parts ("Unit 7, 41 Pellow Street") is one place, on a courier's tools (invented here): names
// joined by commas alone make no list, and an address parameter takes them whole.
import { describe, expect, it } from 'vitest';
import { ask, callsOf, fn, text } from '../test-tools.ts';

const collect = fn(
  'schedule_parcel_collection',
  'Schedules a courier to collect a parcel.',
  { address: text('The street address to collect from.'), collection_date: text('Date, YYYY-MM-DD') },
  ['address', 'collection_date'],
);
const forecast = fn('get_forecast', 'Gets the weather forecast for a city.', { city: text('City name') }, ['city']);

describe('an address written in parts', () => {
  it('takes a flat and its street as one address, in one call', () => {
    const calls = callsOf('Collect a parcel from Unit 7, 41 Pellow Street on 2027-03-09.', [collect]);
    expect(calls).toEqual([
      ['schedule_parcel_collection', { address: 'Unit 7, 41 Pellow Street', collection_date: '2027-03-09' }],
    ]);
  });

  it('keeps the capital "The" of a house name with its street', () => {
    const calls = callsOf('On 2027-03-10 collect a parcel from The Tannery, Brock Lane.', [collect]);
    expect(calls).toEqual([
      ['schedule_parcel_collection', { address: 'The Tannery, Brock Lane', collection_date: '2027-03-10' }],
    ]);
    expect(ask('On 2027-03-10 collect a parcel from The Tannery, Brock Lane.', [collect]).explanation).toContain(
      'an address: names joined by commas',
    );
  });

  it('still makes one call per place when the names are listed with "and"', () => {
    const calls = callsOf('What is the forecast for Oslo, Bergen and Tromsø?', [forecast]);
    expect(calls.map(([, a]) => a.city)).toEqual(['Oslo', 'Bergen', 'Tromsø']);
  });
});
