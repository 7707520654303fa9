// Part 23f: what fresh phrasings broke — a street whose last word is no common street word, a name said as a signature.
import { describe, expect, it } from 'vitest';
import { argsOf, fn, text } from '../test-tools.ts';

const tune = fn(
  'book_piano_tuning',
  'Books a piano tuner to visit a home.',
  {
    client_name: text('Full name of the client'),
    address: text('Street address of the piano'),
    visit_date: text('Day of the visit, YYYY-MM-DD'),
  },
  ['client_name', 'address', 'visit_date'],
);

const firstCall = (request: string) => argsOf(request, [tune])[0];

describe('a house number before a street of two or three capitalised words', () => {
  it('reads the number and the words as the address, whatever word ends the street', () => {
    expect(firstCall('Tune the upright at 17 Quarrel Brae for Tobias Brandt on 2027-05-04.')).toEqual({
      client_name: 'Tobias Brandt',
      address: '17 Quarrel Brae',
      visit_date: '2027-05-04',
    });
    expect(firstCall('You tuned 9c Merle Chase Side for Ilse Varga; come again on 2027-05-06.')?.address).toBe(
      '9c Merle Chase Side',
    );
  });

  it('reads no year, month or weekday as a house number', () => {
    expect(firstCall('Tobias Brandt wants the 1912 upright at 17 Quarrel Brae tuned on 2027-05-04.')?.address).toBe(
      '17 Quarrel Brae',
    );
    expect(firstCall('Tune the piano for Tobias Brandt on 4 May 2027 at 17 Quarrel Brae.')?.address).toBe(
      '17 Quarrel Brae',
    );
  });
});

describe('a name said as a signature, then where the person lives', () => {
  it('keeps the first name of a sentence that is a name and contact details alone', () => {
    expect(firstCall('The bass notes buzz, please come on 2027-05-04. Marisol Quenby-Hart, 6 Tallow Yard')).toEqual({
      client_name: 'Marisol Quenby-Hart',
      address: '6 Tallow Yard',
      visit_date: '2027-05-04',
    });
    expect(
      firstCall('Tune the baby grand at 6 Tallow Yard on 2027-05-04. Marisol Quenby-Hart (mqh@keys.example)')
        ?.client_name,
    ).toBe('Marisol Quenby-Hart');
  });

  it('keeps the first name of a name alone that ends the request', () => {
    expect(firstCall('Could the tuner come to 6 Tallow Yard on 2027-05-04? Marisol Quenby-Hart.')?.client_name).toBe(
      'Marisol Quenby-Hart',
    );
    expect(
      firstCall("Could the tuner come to 6 Tallow Yard on 2027-05-04? Name's Marisol Quenby-Hart.")?.client_name,
    ).toBe('Marisol Quenby-Hart');
  });

  it('still drops a command verb that opens a sentence before a name and a number', () => {
    expect(
      firstCall('Call Marisol Quenby-Hart, 0161 496 0377, and tune the piano at 6 Tallow Yard on 2027-05-04.')
        ?.client_name,
    ).toBe('Marisol Quenby-Hart');
  });

  it('reads a weekday written short as no name', () => {
    expect(
      firstCall('Could the tuner come Thu 4 May 2027 to 6 Tallow Yard? Marisol Quenby-Hart, 0161 496 0377.')
        ?.client_name,
    ).toBe('Marisol Quenby-Hart');
  });
});

const vents = fn(
  'clean_roof_vents',
  'Cleans the vents on a roof.',
  { address: text('Address of the roof'), vents: { type: 'integer', description: 'How many vents to clean' } },
  ['address', 'vents'],
);

describe('a count said by "both" or "the single"', () => {
  it('reads "both" before a plural as two', () => {
    expect(
      argsOf('Gulls have blocked both vents at Plover Barn, Sedge Lane. Clean them please.', [vents])[0]?.vents,
    ).toBe(2);
  });

  it('reads "the single" before a thing as one', () => {
    expect(argsOf('Clean the single vent at Plover Barn, Sedge Lane.', [vents])[0]?.vents).toBe(1);
  });
});

const kiln = fn(
  'hire_pottery_kiln',
  'Hires the studio kiln.',
  { potter_name: text('Name of the potter'), days: { type: 'integer', description: 'Number of days of hire' } },
  ['potter_name', 'days'],
);

describe('a whole unit of time', () => {
  it('reads "a whole week" and "a full day" as one week and one day', () => {
    expect(argsOf('Oona Castellane would like the kiln for a whole week.', [kiln])[0]?.days).toBe(7);
    expect(argsOf('Oona Castellane would like the kiln for a full day.', [kiln])[0]?.days).toBe(1);
  });
});
