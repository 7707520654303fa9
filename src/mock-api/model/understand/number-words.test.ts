// Numbers said in several words ("eight hundred", "four point two"), read as one number with the word after it.
import { describe, expect, it } from 'vitest';
import { saidNumbers } from './number-words.ts';
import { findNumbers } from './values.ts';

const valuesOf = (text: string) => saidNumbers(text).map((n) => [n.value, text.slice(n.index, n.end)]);

describe('numbers said in several words', () => {
  it('reads tens and units, scales, decimals after "point" and "and a half"', () => {
    expect(valuesOf('thirty-two lanterns')).toEqual([[32, 'thirty-two']]);
    expect(valuesOf('print six hundred leaflets')).toEqual([[600, 'six hundred']]);
    expect(valuesOf('about three thousand seedlings')).toEqual([[3000, 'three thousand']]);
    expect(valuesOf('nine thousand two hundred and forty bricks')).toEqual([
      [9240, 'nine thousand two hundred and forty'],
    ]);
    expect(valuesOf('a parcel of seven point five kilos')).toEqual([[7.5, 'seven point five']]);
    expect(valuesOf('steep it at sixteen and a half degrees')).toEqual([[16.5, 'sixteen and a half']]);
  });

  it('leaves words that do not build one number apart, and single words to the one-word reader', () => {
    expect(valuesOf('rows one two three')).toEqual([]);
    expect(valuesOf('pick one and two')).toEqual([]);
    expect(valuesOf('ten five')).toEqual([]);
    expect(valuesOf('seven swans')).toEqual([]);
    // "forty" after "twelve" is no tens-and-units number: each stays its own.
    expect(valuesOf('twelve forty')).toEqual([]);
  });

  it('gives the number with the word it counts to the value readers', () => {
    const found = findNumbers('Scan it at six hundred dpi and post four point two kilos of seed.');
    expect(found.map((n) => [n.value, n.unit])).toEqual([
      [600, 'dpi'],
      [4.2, 'kilos'],
    ]);
    expect(findNumbers('Order three thousand hand-folded cranes.').map((n) => [n.value, n.unit])).toEqual([
      [3000, 'cranes'],
    ]);
  });
});
