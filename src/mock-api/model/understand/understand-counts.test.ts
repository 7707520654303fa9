// The mock model on tools written for these tests: counts that describe values, counted things behind describing words,
// percentages as decimals, temperatures in the scale a parameter asks for, possessive place names.
import { describe, expect, it } from 'vitest';
import { argsOf, fn } from '../test-tools.ts';
import { findSpans } from './spans.ts';

const area = fn('rectangle_area', 'Area of a rectangle.', { length: { type: 'number' }, width: { type: 'number' } }, [
  'length',
  'width',
]);

const spin = fn(
  'spinner_odds',
  'Chance of a total with some spinners.',
  {
    spinners: { type: 'integer', description: 'How many spinners.' },
    segments: { type: 'integer', description: 'Segments on each spinner.' },
    total: { type: 'integer' },
  },
  ['spinners', 'segments', 'total'],
);

const loan = fn(
  'loan_interest',
  'Interest owed on a loan.',
  { principal: { type: 'number' }, rate: { type: 'number', description: 'Interest rate as a decimal, e.g. 0.02' } },
  ['principal', 'rate'],
);

const tax = fn('add_tax', 'Adds tax to a price.', { price: { type: 'number' }, tax_percent: { type: 'number' } }, [
  'price',
  'tax_percent',
]);

const oven = fn(
  'preheat_oven',
  'Preheats the oven.',
  { temperature: { type: 'number', description: 'Temperature in Fahrenheit' } },
  ['temperature'],
);

const workshops = fn(
  'find_workshops',
  'Workshops in a city.',
  { city: { type: 'string' }, style: { type: 'string', description: 'Craft style.' } },
  ['city', 'style'],
);

const tiles = fn('order_sample_tile', 'Orders one sample tile.', { colour: { type: 'string' } }, ['colour']);

const gallery = fn(
  'gallery_hours',
  'Opening hours of a gallery.',
  { gallery: { type: 'string', description: 'Gallery name.' } },
  ['gallery'],
);

const checkIn = fn('check_in_guest', 'Checks a guest in.', { guest_name: { type: 'string' } }, ['guest_name']);

const ferry = fn(
  'ferry_ticket',
  'Buys a ferry ticket.',
  {
    port: { type: 'string', description: 'Port city.' },
    departs: { type: 'string', description: 'Departure time, HH:MM.' },
  },
  ['port', 'departs'],
);

const swim = fn(
  'log_swim',
  'Records a training session.',
  { distance_metres: { type: 'number' }, time_seconds: { type: 'integer' } },
  ['distance_metres', 'time_seconds'],
);

const laminate = fn(
  'laminate_sheets',
  'Laminates printed sheets.',
  { sheet: { type: 'string' }, copies: { type: 'integer' } },
  ['sheet', 'copies'],
);

const narrate = fn('narrate_story', 'Reads a story aloud.', { title: { type: 'string' } }, ['title']);

const stream = fn('stream_film', 'Streams a film.', { title: { type: 'string' } }, ['title']);

const tides = fn('tide_times', 'Tide times of a harbour town.', { town: { type: 'string' } }, ['town']);

const sunset = fn('sunset_time', 'Sunset time of a town.', { town: { type: 'string' } }, ['town']);

const crates = fn(
  'pack_crates',
  'Packs produce into crates.',
  { produce: { type: 'string' }, crates: { type: 'integer' } },
  ['produce', 'crates'],
);

const walks = fn('harbour_walks', 'Walking tours in a city.', { city: { type: 'string' } }, ['city']);

describe('counts, forms and possessives on unseen tools', () => {
  it('reads a count followed by that many values as a count, not a value', () => {
    expect(argsOf('The 2 sides of this rectangle are 6 and 11; what is its area?', [area])).toEqual([
      { length: 6, width: 11 },
    ]);
    expect(argsOf('Two sides, 3.5 m and 8 m: area please.', [area])).toEqual([{ length: 3.5, width: 8 }]);
  });

  it('counts the thing behind describing words: "three ten-segment spinners"', () => {
    expect(argsOf('Odds of a total of 14 with three ten-segment spinners?', [spin])).toEqual([
      { spinners: 3, segments: 10, total: 14 },
    ]);
  });

  it('writes a percentage as the decimal a parameter asks for, and keeps it for a parameter in percent', () => {
    expect(argsOf('Interest on 800 at 3% please', [loan])).toEqual([{ principal: 800, rate: 0.03 }]);
    expect(argsOf('Add 19 percent tax to 250', [tax])).toEqual([{ price: 250, tax_percent: 19 }]);
  });

  it('converts a temperature to the scale the parameter names', () => {
    expect(argsOf('Preheat the oven to 180 °C', [oven])).toEqual([{ temperature: 356 }]);
    expect(argsOf('Set the oven for 200 degrees Celsius', [oven])).toEqual([{ temperature: 392 }]);
  });

  it("reads the word before the tool's own noun as the kind a `style` parameter asks for", () => {
    expect(argsOf('Any pottery workshops in Ghent?', [workshops])).toEqual([{ city: 'Ghent', style: 'pottery' }]);
    expect(argsOf('Workshops in Ghent, weaving ones.', [workshops])).toEqual([{ city: 'Ghent', style: 'weaving' }]);
  });

  it('calls once per lower-case item of a list, each item the value of the string parameter', () => {
    expect(argsOf('Order sample tiles in slate, sand and moss.', [tiles])).toEqual([
      { colour: 'slate' },
      { colour: 'sand' },
      { colour: 'moss' },
    ]);
  });

  it('keeps a name whole: its title ("Mrs.") and the words "of" joins', () => {
    expect(argsOf('When does the Gallery of Paper Birds open?', [gallery])).toEqual([
      { gallery: 'Gallery of Paper Birds' },
    ]);
    expect(argsOf('Please check in guest Mrs. Ines Lobo.', [checkIn])).toEqual([{ guest_name: 'Mrs. Ines Lobo' }]);
  });

  it('pairs two lists of one length in order when the request says "respectively"', () => {
    expect(argsOf('Ferry tickets to Split and Bari, leaving at 07:40 and 16:05 respectively.', [ferry])).toEqual([
      { port: 'Split', departs: '07:40' },
      { port: 'Bari', departs: '16:05' },
    ]);
  });

  it("calls the tool whose parameters take the request's values by their units, when no tool's words fit", () => {
    expect(argsOf('Did 1.5 km in 40 minutes this morning.', [swim])).toEqual([
      { distance_metres: 1500, time_seconds: 2400 },
    ]);
    expect(argsOf('Did it this morning, it was fun.', [swim])).toEqual([]);
  });

  it('drops the article before a plain thing, and ends a value where the quote after its cue closes', () => {
    expect(argsOf('Laminate 8 copies of the timetable.', [laminate])).toEqual([{ sheet: 'timetable', copies: 8 }]);
    expect(argsOf('Start reading "Owl Hill" on the kitchen speaker.', [narrate])).toEqual([{ title: 'Owl Hill' }]);
  });

  it('gives a title parameter the capitalised name of the work', () => {
    expect(argsOf('Stream the film Harbour Lights tonight', [stream])).toEqual([{ title: 'Harbour Lights' }]);
  });

  it('calls two tools named side by side with the values said after them, once per place', () => {
    expect(argsOf('Tide times and sunset for Whitby and Brest?', [tides, sunset])).toEqual([
      { town: 'Whitby' },
      { town: 'Brest' },
      { town: 'Whitby' },
      { town: 'Brest' },
    ]);
  });

  it('calls the tool "the same for" names with the values said before it', () => {
    expect(argsOf('Tide times for Whitby and Brest, then do the same for the sunset.', [tides, sunset])).toEqual([
      { town: 'Whitby' },
      { town: 'Brest' },
      { town: 'Whitby' },
      { town: 'Brest' },
    ]);
  });

  it('repeats a call for "then do the same for", even where "then" marks a task', () => {
    expect(argsOf('Add 19 percent tax to 250, then do the same for 410.', [tax])).toEqual([
      { price: 250, tax_percent: 19 },
      { price: 410, tax_percent: 19 },
    ]);
  });

  it('reads the thing a spelled-out count of containers holds: "five crates of pears"', () => {
    expect(argsOf('Pack five crates of pears.', [crates])).toEqual([{ produce: 'pears', crates: 5 }]);
  });

  it('drops the possessive of a place: "Porto\'s harbour" is Porto', () => {
    expect(argsOf("Any walks around Porto's harbour?", [walks])).toEqual([{ city: 'Porto' }]);
  });

  it('drops a count in words of a thing no number parameter names when digits fill every number parameter', () => {
    expect(argsOf('With two walls painted, what is the area of a 6 by 4 patio?', [area])).toEqual([
      { length: 6, width: 4 },
    ]);
    expect(argsOf('For the one loan, 1200 at a rate of 0.05.', [loan])).toEqual([{ principal: 1200, rate: 0.05 }]);
    // A count of a thing a parameter names is a value: "three spinners".
    expect(argsOf('Odds of a total of 9 with three spinners of 6 segments?', [spin])).toEqual([
      { spinners: 3, segments: 6, total: 9 },
    ]);
  });

  it('adds an amount in a smaller unit of the same kind right after another ("1 hour 5 minutes", "2 minutes and 10 seconds")', () => {
    expect(argsOf('Log a swim of 800 m in 14 minutes and 10 seconds.', [swim])).toEqual([
      { distance_metres: 800, time_seconds: 850 },
    ]);
    expect(argsOf('Log a swim of 2 km in 1 hour 5 minutes.', [swim])).toEqual([
      { distance_metres: 2000, time_seconds: 3900 },
    ]);
  });

  it('reads a word ending in -er that joins two amounts ("over", "after", "per") as no describing word', () => {
    const lease = fn(
      'lease_quote',
      'Monthly cost of a lease.',
      { price: { type: 'number' }, months: { type: 'integer', description: 'Term in months.' } },
      ['price', 'months'],
    );
    // "5000 over 18 months": the 5000 counts no months (a comparative like "two shorter sides" still describes).
    expect(argsOf('Quote a lease of 5000 over 18 months.', [lease])).toEqual([{ price: 5000, months: 18 }]);
    expect(argsOf('Quote a lease of 900 after 6 months.', [lease])).toEqual([{ price: 900, months: 6 }]);
  });
});

describe('counted things and street words', () => {
  const sow = fn(
    'sow_beds',
    'Sows seed beds.',
    { seed: { type: 'string' }, beds: { type: 'integer' }, per_bed: { type: 'integer' } },
    ['seed', 'beds'],
  );

  it('reads the thing after "of" when a describing word stands before the counted word', () => {
    expect(argsOf('Sow three narrow beds of chard.', [sow])[0]).toMatchObject({ seed: 'chard', beds: 3 });
  });

  it('takes no number word after "of" as the thing', () => {
    expect(argsOf('Sow chard, three beds of twelve.', [sow])[0]?.seed).not.toBe('twelve');
  });

  it('keeps the house number of a street ending in Bank, Cottages or Park', () => {
    expect(findSpans('Collect it at 5 Osprey Bank on Monday').find((s) => s.kind === 'place')?.text).toBe(
      '5 Osprey Bank',
    );
    expect(findSpans('Deliver to 2 Mill Cottages').find((s) => s.kind === 'place')?.text).toBe('2 Mill Cottages');
  });
});
