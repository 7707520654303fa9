// A name parameter whose description names a person takes the person's name, and the quoted title beside it goes to the title.
import { describe, expect, it } from 'vitest';
import { argsOf, fn, text } from '../test-tools.ts';

const reading = fn(
  'sign_up_for_reading',
  'Put a reader down for a reading slot.',
  {
    reader_name: text('Name of the person reading.'),
    play: text('Title of the play being staged.'),
    slot_date: text('Day of the slot, YYYY-MM-DD.'),
    slot_time: text('Start of the slot, HH:MM (24-hour).'),
  },
  ['reader_name', 'play', 'slot_date', 'slot_time'],
);

const tasting = fn(
  'log_cheese_tasting',
  'Logs a cheese tasted at the club.',
  { cheese_name: text('Name of the cheese.'), rating: { type: 'integer', description: 'Score out of 10.' } },
  ['cheese_name', 'rating'],
);

describe('a name described as a person', () => {
  it("takes the person's name, not the quoted title", () => {
    expect(argsOf("Sign Tomasz Orlik up to read for 'The Salt Ledger' at 3 pm on 5 Mar 2027.", [reading])[0]).toEqual({
      reader_name: 'Tomasz Orlik',
      play: 'The Salt Ledger',
      slot_date: '2027-03-05',
      slot_time: '15:00',
    });
  });

  it('leaves a name that names no person a code that takes a quote', () => {
    expect(argsOf("Log 'Old Brindle Tomme' from Ana Vidal at 8.", [tasting])[0]).toMatchObject({
      cheese_name: 'Old Brindle Tomme',
    });
  });
});
