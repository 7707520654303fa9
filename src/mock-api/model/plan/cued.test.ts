// Values tied to a parameter by its own words: a quote cued by its word, a command line, digits or a word after the cue, a preposition.
import { describe, expect, it } from 'vitest';
import { ask, fn, text, argsOf } from '../test-tools.ts';
import { commandSaid } from '../understand/command-said.ts';

const teaNote = fn(
  'record_tea_note',
  'Records a tasting note for a tea.',
  {
    tea_name: text('The name of the tea'),
    score: { type: 'integer', description: 'Score out of 10' },
    note: text('The tasting note'),
  },
  ['tea_name', 'score', 'note'],
);

describe('a note cued by its word takes the quote said with other values', () => {
  it('gives the quote to the note and the name and score to their own parameters', () => {
    const reply = ask("Note for the Misty Peak Oolong: 8 points, 'honeyed and toasty'.", [teaNote]);
    expect(reply.toolCalls.map((c) => JSON.parse(c.arguments))).toEqual([
      { tea_name: 'Misty Peak Oolong', score: 8, note: 'honeyed and toasty' },
    ]);
    expect(reply.explanation).toContain('(the quote, not the values said with it)');
  });
});

const shell = fn('run_shell_line', 'Runs one line in the shell.', { command: text('The command line to run') }, [
  'command',
]);

describe('a command line written out after "using"', () => {
  it('takes the command, not the words about it', () => {
    expect(argsOf('in the shell, check the free space using du -sh to see what is left', [shell])).toEqual([
      { command: 'du -sh' },
    ]);
    expect(argsOf('in the shell, show my search path using the echo $PATH command', [shell])).toEqual([
      { command: 'echo $PATH' },
    ]);
    expect(argsOf('in the shell, run the exact command ping -c 3 example.org', [shell])).toEqual([
      { command: 'ping -c 3 example.org' },
    ]);
  });

  it('reads no command after an article, and an "instruction" as a command only when said to run in a shell', () => {
    expect(commandSaid('Run the backup to the NAS.')).toBeUndefined();
    const deliver = fn(
      'schedule_delivery',
      'Schedules a parcel delivery.',
      { address: text('Street address'), delivery_instruction: text('Note for the driver') },
      ['address'],
    );
    expect(argsOf('Deliver it to 12 Mill Lane, and please use the side gate to drop it off.', [deliver])).toEqual([
      { address: '12 Mill Lane' },
    ]);
    const terminal = fn(
      'run_terminal',
      'Runs a line in the terminal.',
      { instruction: text('The terminal instruction to run') },
      ['instruction'],
    );
    expect(argsOf('in the terminal, list the files using ls -la to check', [terminal])).toEqual([
      { instruction: 'ls -la' },
    ]);
  });
});

describe('optional values the request gives', () => {
  const restock = fn(
    'restock_chandlery',
    'Orders stock for the chandlery.',
    {
      item_code: text('The item code'),
      quantity: { type: 'integer' },
      vendor: { type: 'string', description: 'The vendor to buy from.', default: 'Harbour Wholesale' },
    },
    ['item_code', 'quantity'],
  );
  const ridge = fn(
    'report_ridge_state',
    'Reports the state of a ridge path.',
    {
      ridge_name: text('The ridge'),
      state: { type: 'string', enum: ['clear', 'muddy', 'closed'] },
      note: text('A note for climbers'),
    },
    ['ridge_name', 'state'],
  );

  it('fills a parameter whose description ends on a preposition with the name after it in the request', () => {
    expect(argsOf('Order 6 of item CL-40/2 from Brannock Marine Supply.', [restock])).toEqual([
      { item_code: 'CL-40/2', quantity: 6, vendor: 'Brannock Marine Supply' },
    ]);
  });

  it('leaves that parameter out when nothing follows its preposition', () => {
    expect(argsOf('Order 6 of item CL-40/2.', [restock])).toEqual([{ item_code: 'CL-40/2', quantity: 6 }]);
  });

  it('gives an optional note the remark said after the values', () => {
    expect(argsOf('The Kestrel Ridge is muddy: boots needed below the hut.', [ridge])).toEqual([
      { ridge_name: 'Kestrel Ridge', state: 'muddy', note: 'boots needed below the hut' },
    ]);
    expect(argsOf('Ridge report: Kestrel Ridge, closed, a fallen tree at the stile.', [ridge])).toEqual([
      { ridge_name: 'Kestrel Ridge', state: 'closed', note: 'a fallen tree at the stile' },
    ]);
  });

  it('gives the note nothing when no remark follows', () => {
    expect(argsOf('The Kestrel Ridge is muddy.', [ridge])).toEqual([{ ridge_name: 'Kestrel Ridge', state: 'muddy' }]);
  });
});

describe('the digits said right after a string parameter’s own word', () => {
  const locker = fn(
    'open_locker',
    'Opens a gym locker.',
    { locker_name: text('Name on the locker'), passcode: text('The passcode') },
    ['locker_name', 'passcode'],
  );

  it('fill it, with the note that says so', () => {
    const reply = ask('Open the Birchwood locker, passcode 48213977.', [locker]);
    expect(JSON.parse(reply.toolCalls[0]!.arguments)).toMatchObject({ passcode: '48213977' });
    expect(reply.explanation).toContain("(the digits after 'passcode')");
  });
});

describe('one lower-case word given as a name after the parameter’s word and "called"', () => {
  const shelf = fn(
    'make_shelf',
    'Makes a shelf in the pantry app.',
    { shelf: text('The shelf to make'), owner: text('Who owns it') },
    ['shelf'],
  );

  it('is the name, with its note', () => {
    const reply = ask('Make a shelf called preserves for Idun Vass.', [shelf]);
    expect(JSON.parse(reply.toolCalls[0]!.arguments)).toMatchObject({ shelf: 'preserves' });
    expect(reply.explanation).toContain("(the word called so after 'shelf')");
  });

  it('is not a function word: "a shelf called the ..." names none', () => {
    expect(argsOf('Make a shelf called the Larder for Idun Vass.', [shelf])[0]!.shelf).not.toBe('the');
  });
});
