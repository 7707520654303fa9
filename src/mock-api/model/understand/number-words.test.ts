// Numbers said in several words: the shapes English counting uses, read as one number, and what is left alone.
import { describe, expect, it } from 'vitest';
import { compoundNumbers } from './number-words.ts';
import { argsOf, fn, text } from '../test-tools.ts';

const valuesIn = (text: string) => compoundNumbers(text).map((c) => [c.value, text.slice(c.index, c.end)]);

describe('compoundNumbers', () => {
  it('joins a ten and a unit, with a hyphen or a space', () => {
    expect(valuesIn('we planted sixty-seven tulips')).toEqual([[67, 'sixty-seven']]);
    expect(valuesIn('about ninety one visitors')).toEqual([[91, 'ninety one']]);
  });

  it('reads hundreds and thousands with or without "and"', () => {
    expect(valuesIn('a hundred and four lanterns')).toEqual([[104, 'a hundred and four']]);
    expect(valuesIn('three hundred sixty chairs')).toEqual([[360, 'three hundred sixty']]);
    expect(valuesIn('six hundred')).toEqual([[600, 'six hundred']]);
    expect(valuesIn('built in two thousand and nine')).toEqual([[2009, 'two thousand and nine']]);
    expect(valuesIn('eleven thousand seven hundred and fifty steps')).toEqual([
      [11750, 'eleven thousand seven hundred and fifty'],
    ]);
  });

  it('reads decimals said digit by digit after "point"', () => {
    expect(valuesIn('pour one point two five litres')).toEqual([[1.25, 'one point two five']]);
    expect(valuesIn('zero point eight of it')).toEqual([[0.8, 'zero point eight']]);
  });

  it('leaves single words, and numbers that punctuation or a hyphenated count separates', () => {
    expect(valuesIn('seven dwarfs and a hundred')).toEqual([[100, 'a hundred']]);
    expect(valuesIn('twenty, five and six')).toEqual([]);
    // "thirty four-seat tables" counts thirty tables of four seats
    expect(valuesIn('thirty four-seat tables')).toEqual([]);
    expect(valuesIn('a point of order')).toEqual([]);
  });

  it('stays one pass over the words on long inputs', () => {
    for (const size of [1000, 2000, 4000]) {
      const text = 'forty-two hundred and '.repeat(size / 20);
      expect(compoundNumbers(text).length).toBeGreaterThan(0);
    }
  });
});

describe('the model with numbers in words', () => {
  const weigh = fn(
    'ship_parcel',
    'Ship a parcel of some weight.',
    { weight_kg: { type: 'number' }, boxes: { type: 'integer', description: 'How many boxes.' } },
    ['weight_kg', 'boxes'],
  );

  it('fills numbers said in several words', () => {
    expect(argsOf('Ship fifty-three boxes weighing two point five kg in total', [weigh])).toEqual([
      { weight_kg: 2.5, boxes: 53 },
    ]);
  });
});

describe('amounts and options said in words', () => {
  const proof = fn(
    'log_dough_proof',
    'Logs a dough proof.',
    { dough_id: text('The dough'), temperature_c: { type: 'number', description: 'Room temperature in °C' } },
    ['dough_id', 'temperature_c'],
  );
  const ride = fn(
    'log_ride',
    'Logs a bike ride.',
    { distance_km: { type: 'number', description: 'Distance in kilometres' }, minutes: { type: 'integer' } },
    ['distance_km', 'minutes'],
  );
  const groom = fn(
    'book_grooming',
    'Books a grooming slot for a pet.',
    {
      pet_name: text('The pet'),
      animal: { type: 'string', enum: ['dog', 'cat', 'bird', 'reptile'] },
      slot: { type: 'string', enum: ['morning', 'afternoon', 'evening'] },
    },
    ['pet_name', 'animal', 'slot'],
  );

  it('reads "and a half" after a number said in words', () => {
    expect(argsOf('Dough D-7 proved at twenty-two and a half degrees.', [proof])).toEqual([
      { dough_id: 'D-7', temperature_c: 22.5 },
    ]);
  });

  it('reads a "k" on a distance as kilometres', () => {
    expect(argsOf('Log a 25k ride of 70 minutes.', [ride])).toEqual([{ distance_km: 25, minutes: 70 }]);
  });

  it('matches an option by a word that means it', () => {
    expect(argsOf('Groom our budgie Pip after lunch.', [groom])).toEqual([
      { pet_name: 'Pip', animal: 'bird', slot: 'afternoon' },
    ]);
    expect(argsOf('Groom the gecko Zed at night.', [groom])).toEqual([
      { pet_name: 'Zed', animal: 'reptile', slot: 'evening' },
    ]);
  });
});
