// Options written as units ("mi", "kg", "C"): said in any spelling of the unit, a one-letter unit only beside another
// unit of its kind; "300 K" is kelvin; "how many feet" asks for feet.
import { describe, expect, it } from 'vitest';
import { callsOf, fn } from '../test-tools.ts';
import { findNumbers } from './number-mentions.ts';
import { findOptionMentions } from './option-mentions.ts';

const units = (values: string[]) => ({ type: 'string', enum: values });
const measureRope = fn(
  'convert_rope_length',
  'Convert a rope length between units',
  {
    length: { type: 'number' },
    source_unit: units(['km', 'm', 'mi', 'ft']),
    target_unit: units(['km', 'm', 'mi', 'ft']),
  },
  ['length', 'source_unit', 'target_unit'],
);
const kilnHeat = fn(
  'convert_kiln_heat',
  'Convert a kiln temperature between scales',
  { reading: { type: 'number' }, from_scale: units(['C', 'F', 'K']), to_scale: units(['C', 'F', 'K']) },
  ['reading', 'from_scale', 'to_scale'],
);

describe('an option written as a unit', () => {
  it('is no other word of its unit\'s row: "night" says no `day`, "day" no `night`', () => {
    const kilnShift = fn('assign_kiln_shift', 'Put a potter on a kiln shift', {
      potter: { type: 'string' },
      shift: units(['day', 'night']),
    });
    expect(findOptionMentions('Put Ola on the night shift', ['day', 'night']).map((m) => m.value)).toEqual(['night']);
    expect(findOptionMentions('Ola works days', ['day', 'night']).map((m) => m.value)).not.toContain('night');
    expect(callsOf('Put Ola on the night shift', [kilnShift])[0]?.[1]).toMatchObject({ shift: 'night' });
  });

  it('is said in any spelling of its unit', () => {
    expect(callsOf('Convert 12 km of rope to miles', [measureRope, kilnHeat])).toEqual([
      ['convert_rope_length', { length: 12, source_unit: 'km', target_unit: 'mi' }],
    ]);
    expect(callsOf('What is 1200 degrees Fahrenheit in Celsius for the kiln?', [measureRope, kilnHeat])).toEqual([
      ['convert_kiln_heat', { reading: 1200, from_scale: 'F', to_scale: 'C' }],
    ]);
  });

  it('reads a one-letter unit only beside another unit of its kind (a size "m" is no metre)', () => {
    expect(new Set(findOptionMentions('about 40 metres', ['km', 'm', 'mi']).map((m) => m.value))).toEqual(
      new Set(['m']),
    );
    expect(findOptionMentions('about 40 metres', ['s', 'm', 'l'])).toEqual([]);
  });

  it('takes the unit after "how many" as the target', () => {
    expect(callsOf('How many feet is 40 metres of rope?', [measureRope, kilnHeat])).toEqual([
      ['convert_rope_length', { length: 40, source_unit: 'm', target_unit: 'ft' }],
    ]);
  });
});

describe('a capital K set apart from its number', () => {
  it('is kelvin before a target or alone; thousands when written on the number, after money or before a thing counted', () => {
    expect(findNumbers('the kiln was at 1500 K to start')[0]).toMatchObject({ value: 1500, unit: '°k' });
    expect(findNumbers('a grant of 300K for kilns')[0]).toMatchObject({ value: 300_000 });
    expect(findNumbers('a grant of $300 K')[0]).toMatchObject({ value: 300_000 });
    expect(findNumbers('about 50 K followers')[0]).toMatchObject({ value: 50_000 });
  });
});
