// Spans the readers take whole: codes with a capital after a hyphen ("5520-C"), but no count joined to a word.
import { describe, expect, it } from 'vitest';
import { findSpans } from './spans.ts';
import { argsOf, fn, text, pianoTuning as tune } from '../test-tools.ts';

const codesIn = (t: string) =>
  findSpans(t)
    .filter((s) => s.kind === 'code')
    .map((s) => s.text);

describe('codes of digits and a capital after a hyphen', () => {
  it('are one code, suffix and all', () => {
    expect(codesIn('Where is parcel 5520-C now?')).toEqual(['5520-C']);
    expect(codesIn('Seats 14-AB and 3-F, please')).toEqual(['14-AB', '3-F']);
  });

  it('leave a count joined to a word alone ("3-day", "5-Star")', () => {
    expect(codesIn('a 3-day pass at a 5-Star inn')).toEqual([]);
  });

  it('reach an id parameter whole', () => {
    const track = fn('track_parcel', 'Tracks a parcel.', { parcel_id: text('Parcel id') }, ['parcel_id']);
    expect(argsOf('Where has my parcel 5520-C got to?', [track])).toEqual([{ parcel_id: '5520-C' }]);
  });
});

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

const codes = (t: string) =>
  findSpans(t)
    .filter((s) => s.kind === 'code')
    .map((s) => s.text);

describe('registration plates written in groups', () => {
  it('keeps the groups of a plate together', () => {
    expect(codes('Park the van YT-31 KEL by the gate')).toEqual(['YT-31 KEL']);
    expect(codes('Clamp car GH55 OPR now')).toEqual(['GH55 OPR']);
    expect(codes('The plate reads RB 7 WUX, I think')).toEqual(['RB 7 WUX']);
  });

  it('reads no last group as a name', () => {
    const spans = findSpans('Ticket for Lorna Vale, plate GH55 OPR');
    expect(spans.filter((s) => s.kind === 'proper').map((s) => s.text)).toEqual(['Lorna Vale']);
  });

  it('leaves a code alone when lower-case words follow it', () => {
    expect(codes('Send PX-9 to the yard')).toEqual(['PX-9']);
  });
});

describe('quotes holding an apostrophe', () => {
  const quoted = (t: string) =>
    findSpans(t)
      .filter((s) => s.kind === 'quoted')
      .map((s) => s.text);

  it('keeps an apostrophe between letters inside a single-quoted title', () => {
    expect(quoted("Shelve 'The Tinker's Daughter' and 'Salt Lines' by noon")).toEqual([
      "The Tinker's Daughter",
      'Salt Lines',
    ]);
  });

  it('still reads no quote out of possessives', () => {
    expect(quoted("It's Ana's and Ben's turn")).toEqual([]);
  });
});

describe('a telephone number written in groups', () => {
  const callback = fn(
    'request_callback',
    'Asks the surgery to ring a patient back.',
    { patient: text('Who to ring'), phone: text('Number to ring') },
    ['patient', 'phone'],
  );

  it('is one code span, not its first group', () => {
    expect(findSpans('ring 0161 555 0199 or +31 20 555 0143 today').map((s) => [s.kind, s.text])).toEqual([
      ['code', '0161 555 0199'],
      ['code', '+31 20 555 0143'],
    ]);
  });

  it('is not made of short counts or a year', () => {
    expect(findSpans('sides 3, 4, 5 and 6 between 1910 and 1925')).toEqual([]);
  });

  it('fills the phone parameter whole', () => {
    expect(argsOf('Please ring Tomasz Wierzba back on (020) 555 0147.', [callback])).toEqual([
      { patient: 'Tomasz Wierzba', phone: '(020) 555 0147' },
    ]);
  });
});

describe('a region written after a known city', () => {
  const places = (t: string) =>
    findSpans(t)
      .filter((s) => s.kind === 'place')
      .map((s) => s.text);
  const kiteSpot = (description: string) =>
    fn('find_kite_spot', 'Kite-surfing spots near a place', { near: text(description) }, ['near']);

  it('is part of the place, as the user writes it, when no list goes on from it', () => {
    expect(places('Any kite spots near Kraków, Małopolska?')).toEqual(['Kraków, Małopolska']);
    const listed = findSpans('Kite spots near Kraków, Gdańsk and Poznań').map((s) => s.text);
    expect(listed).toEqual(expect.arrayContaining(['Kraków', 'Gdańsk', 'Poznań']));
  });

  it('is no sign-off said after the place ("…near Kraków, Cheers")', () => {
    expect(places('Kite spots near Kraków, Cheers')).toEqual(['Kraków']);
    expect(places('Kite spots near Kraków, Ok')).toEqual(['Kraków']);
    expect(places('Kite spots near Kraków, Thanks')).toEqual(['Kraków']);
  });

  it('is kept for a city-and-region parameter and dropped for a city-only one', () => {
    expect(argsOf('Any kite spots near Kraków, Małopolska?', [kiteSpot('City, region (e.g. Sopot, Pomorze)')])).toEqual(
      [{ near: 'Kraków, Małopolska' }],
    );
    expect(argsOf('Any kite spots near Kraków, Małopolska?', [kiteSpot('The name of the town')])).toEqual([
      { near: 'Kraków' },
    ]);
  });
});
