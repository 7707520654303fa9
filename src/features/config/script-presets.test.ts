// The script's ready-made mistakes, built from a tool written for this test.
import { describe, expect, it } from 'vitest';
import { presetTurn } from './script-presets';

const booking = {
  name: 'book_table',
  parameters: {
    type: 'object',
    properties: {
      guests: { type: 'integer' },
      day: { type: 'string', enum: ['fri', 'sat'] },
      note: { type: 'string' },
    },
    required: ['guests', 'day'],
  },
};

describe('script presets', () => {
  it('cuts the closing brace for malformed JSON, names a tool that does not exist, and drops the first required argument', () => {
    const malformed = presetTurn('malformed', [booking]);
    expect(malformed).toEqual({ kind: 'calls', calls: [{ name: 'book_table', arguments: '{"guests":1,"day":"fri"' }] });
    expect(() => JSON.parse(malformed.kind === 'calls' ? malformed.calls[0]!.arguments : '')).toThrow();
    expect(presetTurn('unknown', [booking])).toEqual({
      kind: 'calls',
      calls: [{ name: 'not_a_real_tool', arguments: '{"guests":1,"day":"fri"}' }],
    });
    expect(presetTurn('missing', [booking])).toEqual({
      kind: 'calls',
      calls: [{ name: 'book_table', arguments: '{"day":"fri"}' }],
    });
  });
});
