// The tool's own words are no value: a word of its name alone, or the verb and noun that open a value.
import { describe, expect, it } from 'vitest';
import { argsOf, fn, text, ask } from '../test-tools.ts';

describe("a word of the tool's own name is no value", () => {
  const glaze = fn(
    'estimate_glaze_cte',
    'Estimates the thermal expansion (CTE) of a glaze recipe.',
    { base_glaze: text('Name of the base glaze.'), grams: { type: 'number', description: 'Batch weight in grams.' } },
    ['base_glaze', 'grams'],
  );

  it('keeps the words of a tool named for its values', () => {
    const swap = fn(
      'swap_gbp_nok',
      'Changes money between GBP and NOK.',
      {
        amount: { type: 'number', description: 'Amount.' },
        sell: text('Currency code sold.'),
        buy: text('Currency code bought.'),
      },
      ['amount', 'sell', 'buy'],
    );
    expect(argsOf('Swap 80 GBP into NOK', [swap])).toEqual([{ amount: 80, sell: 'GBP', buy: 'NOK' }]);
  });

  it('leaves "CTE" to the tool and reads the glaze it is said of', () => {
    expect(argsOf('Estimate the CTE of 500 g of Celadon Mist', [glaze])).toEqual([
      { base_glaze: 'Celadon Mist', grams: 500 },
    ]);
  });
});

describe("without the word that names the tool's task", () => {
  const radio = fn('play_station', 'Plays a radio station found by a search.', { query: text('What to search for.') }, [
    'query',
  ]);
  const skip = fn(
    'book_skip_collection',
    'Books the collection of a full skip.',
    { item_description: text('What is collected.'), address: text('Street address.') },
    ['item_description', 'address'],
  );

  it('leaves the verb that names the tool out of a search term, with its note', () => {
    const reply = ask('play harbour jazz', [radio]);
    expect(JSON.parse(reply.toolCalls[0]!.arguments)).toEqual({ query: 'harbour jazz' });
    expect(reply.explanation).toContain("(without the word that names the tool's task)");
  });

  it('leaves the tool\'s noun and its "of" out of a description', () => {
    expect(argsOf('Book a collection of a broken wardrobe at 12 Quay Street.', [skip])[0]!.item_description).toBe(
      'a broken wardrobe',
    );
  });

  it("keeps the tool's noun when a preposition's phrase follows it", () => {
    const finder = fn('search_recipes', 'Searches recipes.', { query: text('Search terms.') }, ['query']);
    expect(argsOf('search recipes with lentils', [finder])[0]!.query).toBe('recipes with lentils');
  });

  it('keeps a quote whole', () => {
    expect(argsOf('play "play it again"', [radio])[0]!.query).toBe('play it again');
  });
});
