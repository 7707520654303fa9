// Counts set aside before parameters are read: counts in words beside digits, a count before a list, a rate per another thing.
import { describe, expect, it } from 'vitest';
import { argsOf, fn } from '../test-tools.ts';

describe('a count in words beside digits an optional parameter takes', () => {
  const quote = fn(
    'quote_labels',
    'Gives a price for printed labels.',
    {
      quantity: { type: 'integer', description: 'How many labels' },
      width_mm: { type: 'integer', description: 'Label width in millimetres' },
    },
    ['quantity'],
  );

  it('keeps "three thousand" for the required count when the digits are the width\'s', () => {
    expect(argsOf('Price three thousand round labels, 40 mm wide.', [quote])).toEqual([
      { quantity: 3000, width_mm: 40 },
    ]);
  });
});

describe('a list that starts with a small number, and a rate per another thing', () => {
  const fence = fn(
    'fence_length',
    'Total length of fence panels.',
    { panel_lengths: { type: 'array', items: { type: 'number' }, description: 'Length of each panel' } },
    ['panel_lengths'],
  );
  const drum = fn(
    'set_drum_loop',
    'Sets the drum loop.',
    {
      bpm: { type: 'integer', description: 'Beats per minute' },
      beats_per_measure: { type: 'integer', description: 'Beats in a measure' },
    },
    ['bpm'],
  );

  it('keeps the first number of "3, 8, 2 and 5" as a value, not the count of the rest', () => {
    expect(argsOf('Fence length for panels 3, 8, 2 and 5.', [fence])).toEqual([{ panel_lengths: [3, 8, 2, 5] }]);
  });

  it('does not give "4 beats per measure" to beats per minute', () => {
    expect(argsOf('Drum loop at 96, 4 beats per measure.', [drum])).toEqual([{ bpm: 96, beats_per_measure: 4 }]);
  });
});
