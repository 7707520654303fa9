// Spans the readers take whole: codes with a capital after a hyphen ("5520-C"), but no count joined to a word.
import { describe, expect, it } from 'vitest';
import { findSpans } from './spans.ts';
import { argsOf, fn, text } from '../test-tools.ts';

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
