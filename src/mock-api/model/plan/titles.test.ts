// Title parameters: a title runs on across its small words, and ends where a clause says something of it.
import { describe, expect, it } from 'vitest';
import { argsOf, ask, fn, text } from '../test-tools.ts';

describe('a title runs on across its small words', () => {
  const press = fn(
    'press_record',
    'Sends an album to the pressing plant.',
    { album_title: text('Title of the album'), copies: { type: 'integer' } },
    ['album_title', 'copies'],
  );
  const stock = fn(
    'stock_item',
    'Adds an item to the shop stock.',
    { item_name: text('Name of the item'), copies: { type: 'integer' } },
    ['item_name', 'copies'],
  );

  it('takes "Rust on the Hinges" whole for a title, with its note', () => {
    const reply = ask('Press 300 copies of Rust on the Hinges', [press]);
    expect(JSON.parse(reply.toolCalls[0]!.arguments)).toEqual({ album_title: 'Rust on the Hinges', copies: 300 });
    expect(reply.explanation).toContain('(a title runs on across its small words)');
  });

  it('stops before a known place: "Blues in Lisbon" is no title', () => {
    expect(argsOf('Press 300 copies of Blues in Lisbon', [press])[0]!.album_title).toBe('Blues');
  });

  it('leaves a parameter that is no title alone', () => {
    expect(argsOf('Stock 300 copies of Rust on the Hinges', [stock])[0]!.item_name).not.toBe('Rust on the Hinges');
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
