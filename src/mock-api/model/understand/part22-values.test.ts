// Values read in part 22 (one call right): an option said in several words, a capital "The" inside a sentence, a title said as a clause's subject.
import { describe, expect, it } from 'vitest';
import { findEntities } from './gazetteer.ts';
import { argsOf, ask, fn, text } from '../test-tools.ts';

describe('an option said in several words takes all of them', () => {
  const kiln = fn(
    'book_kiln_slot',
    'Books a firing slot in one of the pottery kilns.',
    {
      kiln: { type: 'string', description: 'Which kiln.', enum: ['gas_kiln_north', 'electric_kiln_c', 'raku_pit'] },
      potter_name: text('Potter the slot is for.'),
    },
    ['kiln', 'potter_name'],
  );

  it("leaves the option's last letter to no name parameter", () => {
    expect(argsOf('Book electric kiln C for Odile Marchetti.', [kiln])).toEqual([
      { kiln: 'electric_kiln_c', potter_name: 'Odile Marchetti' },
    ]);
  });
});

describe('a capital "The" inside a sentence opens the name after it', () => {
  it('keeps "The" of a name said mid-sentence', () => {
    expect(findEntities('We dined at The Copper Kettle last night').map((e) => e.text)).toContain('The Copper Kettle');
  });

  it('drops the "The" that opens the sentence', () => {
    expect(findEntities('The Copper Kettle is shut').map((e) => e.text)).toContain('Copper Kettle');
  });

  const table = fn(
    'reserve_table',
    'Reserves a table at a restaurant.',
    { restaurant_name: text('Name of the restaurant.'), party_size: { type: 'integer', description: 'Diners.' } },
    ['restaurant_name', 'party_size'],
  );

  it('fills a name parameter with it', () => {
    expect(argsOf('Reserve a table for 3 at The Copper Kettle.', [table])).toEqual([
      { restaurant_name: 'The Copper Kettle', party_size: 3 },
    ]);
  });
});

describe('a title, not the clause said of it', () => {
  const records = fn(
    'find_records',
    'Finds vinyl records in the shop.',
    { album: text('Title of the album.'), genre: text('Genre, e.g. jazz.') },
    ['album'],
  );
  const diary = fn('add_diary_note', 'Adds a note to the diary.', { note: text('What to write.') }, ['note']);

  it('takes the name that opens the words after the cue, with its note', () => {
    const reply = ask('I hear the album Glass Orchard is wonderful. Can you find the record?', [records]);
    expect((JSON.parse(reply.toolCalls[0]!.arguments) as { album: string }).album).toBe('Glass Orchard');
    expect(reply.explanation).toContain('(a title, not the clause said of it)');
  });

  it('stops at a preposition after the title', () => {
    expect(argsOf('Look up the album Low Meadow by Ivo Perrin', [records])[0]!.album).toBe('Low Meadow');
  });

  it('keeps a whole sentence for a parameter that is no title', () => {
    expect(argsOf('Add a diary note Marta is visiting on Sunday', [diary])[0]!.note).toBe(
      'Marta is visiting on Sunday',
    );
  });
});

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
