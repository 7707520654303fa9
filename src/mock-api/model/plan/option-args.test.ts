// Options read from a request: said in several words, or said inflected.
import { describe, expect, it } from 'vitest';
import { argsOf, ask, fn, text } from '../test-tools.ts';

describe('an option whose words the request says inflected', () => {
  const tailor = fn(
    'book_alteration',
    'Books a garment in for an alteration.',
    {
      customer: text('Who brings it'),
      job: { type: 'string', enum: ['zip_shorten', 'zip_replace', 'hem_replace'], description: 'The alteration.' },
    },
    ['customer', 'job'],
  );
  const dinner = fn(
    'find_table',
    'Finds a restaurant table.',
    { town: text('Town'), price: { type: 'string', enum: ['cheap', 'pricey'], description: 'Price band.' } },
    ['town'],
  );

  it('reads "the zip on it replaced" as zip_replace, and says so', () => {
    const reply = ask('Book in a coat for Marit Olsbu: she wants the zip on it replaced.', [tailor]);
    expect(JSON.parse(reply.toolCalls[0]!.arguments)).toEqual({ customer: 'Marit Olsbu', job: 'zip_replace' });
    expect(reply.explanation).toContain('(an option whose words the request says inflected)');
  });

  it('does not read "priced" as pricey: they share only five letters', () => {
    expect(argsOf('A fairly priced table in Tromsø, please.', [dinner])[0]!.price).toBeUndefined();
  });
});

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
