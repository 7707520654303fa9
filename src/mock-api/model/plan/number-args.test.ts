// Number values: where an amount goes (the number after "to"), nights counted from a week.
import { describe, expect, it } from 'vitest';
import { argsOf, fn, text } from '../test-tools.ts';

describe('numbers for where an amount goes, and nights', () => {
  const scale = fn(
    'scale_soup_recipe',
    'Scales a soup recipe.',
    {
      recipe: text('The recipe'),
      target_portions: { type: 'integer', description: 'Portions wanted' },
      original_portions: { type: 'integer', description: 'Portions it was written for' },
    },
    ['recipe', 'target_portions'],
  );
  const stay = fn(
    'book_cabin',
    'Books a cabin.',
    { cabin: text('The cabin'), nights: { type: 'integer', description: 'Number of nights' } },
    ['cabin', 'nights'],
  );

  it('gives a target parameter the number said after "to"', () => {
    expect(argsOf("The 'Leek Broth' recipe serves 4 portions; scale it to 18.", [scale])[0]).toMatchObject({
      target_portions: 18,
    });
  });

  it('reads a week as seven nights', () => {
    expect(argsOf('Book the Alder Cabin for a week.', [stay])).toEqual([{ cabin: 'Alder Cabin', nights: 7 }]);
  });
});
