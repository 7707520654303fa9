// How the planner reads lower-case things and money on small invented tools: a value after a colon, one word closing a
// short request, a hyphenated describing word after a thing, and currencies by code, sign or name.
import { describe, expect, it } from 'vitest';
import { argsOf, ask, callsOf, fn, text } from '../test-tools.ts';

const chore = fn('add_chore', 'Adds a chore to the household list.', { chore: text('The chore.') }, ['chore']);
const define = fn('define_word', 'Gives the meaning of an English word.', { word: text('The word.') }, ['word']);
const rhymes = fn('rhyme_finder', 'Lists words that rhyme with a word.', { word: text('The word.') }, ['word']);
const cookbook = fn(
  'cookbook_search',
  'Searches the cookbook for a dish.',
  { dish: text('Dish name.'), diet: text('Diet, e.g. vegan.') },
  ['dish'],
);
const exchange = fn(
  'exchange_money',
  'Converts an amount of money.',
  {
    amount: { type: 'number', description: 'Amount to convert.' },
    from_currency: text('Three-letter code of the currency held.'),
    to_currency: text('Three-letter code of the currency wanted.'),
  },
  ['amount', 'from_currency', 'to_currency'],
);

describe('a value after a colon', () => {
  it('is the words after it, when a short command stands before it', () => {
    const reply = ask('Add a chore: descale the kettle', [chore]);
    expect(reply.toolCalls.map((c) => JSON.parse(c.arguments))).toEqual([{ chore: 'descale the kettle' }]);
    expect(reply.explanation).toContain("from ': descale the kettle'");
  });

  it('is not read from a clock time or a long opening', () => {
    // "at 10:30" holds a colon but no value after one; the note is the request's gist as before.
    expect(argsOf('Add a chore for 10:30 sweep the porch', [chore])[0]?.chore).not.toBe('30 sweep the porch');
    expect(
      argsOf('Please could you add one more chore to the list for the whole family today: mop the hall', [chore])[0]
        ?.chore,
    ).not.toBe('mop the hall');
  });
});

describe('one lower-case word closing a short request', () => {
  it('is the thing it names after the opening verb or an introducing word', () => {
    expect(argsOf('Define serendipity', [define])).toEqual([{ word: 'serendipity' }]);
    expect(argsOf('Anything that rhymes with silver?', [rhymes])).toEqual([{ word: 'silver' }]);
  });

  it('is no asking word and no word of the tool', () => {
    // "word" is the tool's and the parameter's own word: it says what kind of value, not which.
    expect(argsOf('Define this word', [define])[0]?.word).not.toBe('word');
    expect(argsOf('What rhymes with me?', [rhymes])[0]?.word).not.toBe('me');
  });
});

describe("one lower-case word right before a word of the tool's name", () => {
  const dose = fn(
    'compute_feed_ration',
    'Computes the daily feed ration for a farm animal.',
    { feed: text('Feed product'), weight_kg: { type: 'number', description: 'Animal weight in kg' } },
    ['feed', 'weight_kg'],
  );
  const tint = fn(
    'mix_tint_sample',
    'Mixes a tint sample.',
    { pigment: text('Pigment name'), sheen: { type: 'string', enum: ['matte', 'gloss'] } },
    ['pigment'],
  );

  it('is the thing the tool is about ("the alfalfa ration for a 300 kg pony")', () => {
    expect(argsOf('What is the alfalfa ration for a 300 kg pony?', [dose])).toEqual([
      { feed: 'alfalfa', weight_kg: 300 },
    ]);
    expect(ask('What is the alfalfa ration for a 300 kg pony?', [dose]).explanation).toContain(
      `feed "alfalfa" from 'the alfalfa ration'`,
    );
  });

  it('is no word of the tool or the parameter, no word another parameter took, and follows "the", not "a"', () => {
    // "feed" is the parameter's own word: it says what kind of value, not which.
    expect(argsOf('Work out the feed ration of hay pellets for a 300 kg pony.', [dose])[0]?.feed).not.toBe('feed');
    // "gloss" is the sheen's own option: it names no pigment.
    expect(argsOf('Mix the gloss tint sample in saffron.', [tint])[0]?.pigment).not.toBe('gloss');
    // After "a" the word describes: "a matte tint" is a tint, its pigment said elsewhere or not at all.
    expect(argsOf('Mix a matte tint sample.', [tint])[0]?.pigment).not.toBe('matte');
  });
});

describe("the thing a tool's own verb names", () => {
  const evaluate = fn('evaluate', 'Evaluates a formula.', { formula: text('The formula, e.g. (2 + 3) * 4') }, [
    'formula',
  ]);
  const polish = fn('polish_shoes', 'Polishes a pair of shoes.', { pair: text('Which pair') }, ['pair']);

  it('is what is asked for, not the value, when "for" or "of" and a number follow ("evaluate the answer for 7 * 6")', () => {
    expect(argsOf('Evaluate the answer for (7 * 6) - 2.', [evaluate])).toEqual([{ formula: '(7 * 6) - 2' }]);
  });

  it('is still the value when nothing with a number follows', () => {
    expect(argsOf('Polish the brogues for me.', [polish])).toEqual([{ pair: 'brogues' }]);
  });
});

describe('a hyphenated describing word after a thing', () => {
  it('says the kind, and the thing before it is the value, not one of two list items', () => {
    expect(callsOf('A recipe for roasted pepper risotto, dairy-free.', [cookbook])).toEqual([
      ['cookbook_search', { dish: 'roasted pepper risotto', diet: 'dairy-free' }],
    ]);
  });

  it('leaves lower-case lists after an introducing word alone', () => {
    expect(callsOf('Search the cookbook for risotto, paella, pilaf.', [cookbook]).map(([, a]) => a.dish)).toEqual([
      'risotto',
      'paella',
      'pilaf',
    ]);
  });
});

describe('a currency parameter', () => {
  it('takes codes from signs and names, the first for where money comes from and the last for where it goes', () => {
    expect(argsOf('Convert $300 into yen', [exchange])).toEqual([
      { amount: 300, from_currency: 'USD', to_currency: 'JPY' },
    ]);
    expect(argsOf('Convert 45 pounds to euros', [exchange])).toEqual([
      { amount: 45, from_currency: 'GBP', to_currency: 'EUR' },
    ]);
  });

  it('takes codes as written, and a longer name before a shorter one', () => {
    expect(argsOf('Convert 1200 SEK to Canadian dollars', [exchange])).toEqual([
      { amount: 1200, from_currency: 'SEK', to_currency: 'CAD' },
    ]);
  });
});
