// Lower-case things listed after a verb are a list parameter's items; a pronoun, a clause or a single thing is no list.
import { describe, expect, it } from 'vitest';
import { argsOf, fn } from '../test-tools.ts';
import { thingsListedAfter } from './things-listed.ts';

describe('things listed after a verb', () => {
  it('are split at commas and "and", articles dropped, a count kept', () => {
    expect(thingsListedAfter('Pack clay, slip and 2 glaze pots into the van', ['pack'])?.items).toEqual([
      'clay',
      'slip',
      '2 glaze pots',
    ]);
    expect(thingsListedAfter('pack the clay and some slip for Monday', ['pack'])?.items).toEqual(['clay', 'slip']);
  });

  it('are no list when one thing, a pronoun or a capitalised name follows', () => {
    expect(thingsListedAfter('Pack clay into the van', ['pack'])).toBeUndefined();
    expect(thingsListedAfter('Pack it and go', ['pack'])).toBeUndefined();
    expect(thingsListedAfter('Pack Lena and Tomasz a lunch', ['pack'])).toBeUndefined();
  });

  it("fill an array parameter that nothing else fills, through the tool's verb", () => {
    const packVan = fn(
      'pack_studio_van',
      'Pack things into the studio van',
      { things: { type: 'array', items: { type: 'string' } } },
      ['things'],
    );
    expect(argsOf('Pack clay, slip and the wheel into the van', [packVan])).toEqual([
      { things: ['clay', 'slip', 'wheel'] },
    ]);
  });
});
