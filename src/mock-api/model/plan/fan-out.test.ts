// Fan-out by stretches: the items of one part that each want their own call, and what reading them may cost.
import { describe, expect, it } from 'vitest';
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import { fn, NOW, text, callsOf } from '../test-tools.ts';
import { segmentGroups } from './fan-out.ts';
import { ToolReader } from './readings.ts';

const dose = fn(
  'dose_tank',
  'Add a water conditioner to one tank',
  { grams: { type: 'number', description: 'Grams of conditioner' }, tank: text('Which tank') },
  ['grams', 'tank'],
);

/** A reader that counts the characters of every stretch it is asked to read. */
function countingReader(tool: FunctionDefinition) {
  const reader = new ToolReader(tool, NOW);
  const read = reader.read.bind(reader);
  const counted = { chars: 0 };
  reader.read = (text, as) => {
    counted.chars += text.length;
    return read(text, as);
  };
  return { reader, counted };
}

describe('segmentGroups', () => {
  it('cuts a part where a piece gives the call again with values of its own', () => {
    const { reader } = countingReader(dose);
    expect(segmentGroups(reader, 'Add 1.5 grams to the betta tank and 4 grams to the goldfish tank')).toEqual([
      'Add 1.5 grams to the betta tank',
      '4 grams to the goldfish tank',
    ]);
  });

  it('reads a long request of short valued pieces in work that grows with its length, not its square, and calls once', () => {
    // 4,000 characters (all the model reads of a message) of pieces that each give both values: each piece could start
    // a new stretch, and the stretch before it, read whole every time, grows to the whole request.
    const text = '2 grams to tank "x", '.repeat(190);
    const { reader, counted } = countingReader(dose);
    // Read to its end, this request made two million characters of reading: it is one stretch, read as such every time.
    expect(segmentGroups(reader, text)).toEqual([]);
    expect(counted.chars).toBeLessThan(50 * text.length);
    expect(segmentGroups(reader, text)).toEqual([]);
  });

  it('shares one budget between the calls on one part, so a second reading of it starts where the first stopped', () => {
    const text = '2 grams to tank "x", '.repeat(190);
    const { reader, counted } = countingReader(dose);
    const budget = { read: 0 };
    expect(segmentGroups(reader, text, budget)).toEqual([]);
    const first = counted.chars;
    expect(segmentGroups(reader, text.replace(/x/g, 'y'), budget)).toEqual([]);
    expect(counted.chars - first).toBeLessThan(first / 10);
  });
});

const cheese = fn(
  'record_cheese_note',
  'Records a tasting note for a cheese.',
  {
    cheese_name: text('The name of the cheese'),
    rating: { type: 'integer', description: 'Rating out of 10' },
    note: text('The tasting note'),
  },
  ['cheese_name', 'rating', 'note'],
);

describe('a quote is one value', () => {
  it('makes one call when the words inside a quote are joined by "and"', () => {
    for (const request of [
      "Record the Brindle Tomme, rated 8, 'nutty and firm'.",
      'Record the Brindle Tomme, rated 8, "nutty and firm".',
    ])
      expect(callsOf(request, [cheese])).toHaveLength(1);
  });
});
