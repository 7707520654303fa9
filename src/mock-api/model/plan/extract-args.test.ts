// The order byKind reads a required value in: what an amount measures, a problem stated as a sentence.
import { describe, expect, it } from 'vitest';
import { argsOf, callsOf, fn, text, ask } from '../test-tools.ts';

const harvestLog = fn(
  'log_orchard_pick',
  "Record a picking weight in the orchard's book.",
  {
    row_number: text('Orchard row number'),
    fruit: text('What was picked'),
    weight_kg: { type: 'number', description: 'Weight picked in kilograms' },
  },
  ['row_number', 'fruit', 'weight_kg'],
);

describe('an amount in a unit of measure, and what it measures', () => {
  it('reads what "… kg of" measures for the thing left without a value', () => {
    expect(callsOf('Log a pick for row 12: 6.5 kg of russet apples collected after lunch.', [harvestLog])).toEqual([
      ['log_orchard_pick', { row_number: '12', fruit: 'russet apples', weight_kg: 6.5 }],
    ]);
  });

  it('keeps "two kilos" as the weight when another number is said in digits', () => {
    expect(argsOf('Log a pick of two kilos of damsons for row 12.', [harvestLog])).toEqual([
      { row_number: '12', fruit: 'damsons', weight_kg: 2 },
    ]);
  });
});

const bedProblem = fn(
  'report_bed_problem',
  'Tell the garden committee about a problem at a raised bed.',
  { bed_code: text('Code painted on the bed'), problem: text('What is wrong') },
  ['bed_code', 'problem'],
);

describe('a problem stated as a sentence', () => {
  it('takes the statement whole, where it is included', () => {
    const reply = ask('A fox has torn the netting on bed 4. Can someone look at it this week?', [bedProblem]);
    expect(reply.toolCalls.map((c) => JSON.parse(c.arguments))).toEqual([
      { bed_code: '4', problem: 'A fox has torn the netting on bed 4' },
    ]);
    expect(reply.explanation).toContain('(the problem stated as a sentence)');
  });

  it('reads a subject of up to three words before its verb', () => {
    expect(argsOf('The water butt keeps leaking onto the path by bed 9.', [bedProblem])).toEqual([
      { bed_code: '9', problem: 'The water butt keeps leaking onto the path by bed 9' },
    ]);
  });

  it('gives the stated sentence only to a problem or description, never to notes', () => {
    const roomNotes = fn(
      'book_room',
      'Books a meeting room.',
      { guest_name: text('Full name of the guest'), date: text('Day, YYYY-MM-DD'), notes: text('Notes') },
      ['guest_name', 'date', 'notes'],
    );
    const [args] = argsOf('My name is Ann Lee. Book a room on 2027-03-04 with a projector.', [roomNotes]);
    expect(args).toMatchObject({ guest_name: 'Ann Lee', date: '2027-03-04' });
    expect(args!.notes).not.toContain('Ann Lee');
    const roomAt = fn(
      'book_room',
      'Books a meeting room.',
      { date: text('Day, YYYY-MM-DD'), start_time: text('Start time, HH:MM'), notes: text('Notes') },
      ['date', 'start_time', 'notes'],
    );
    const reply = ask('The team is meeting at 10:00 on 2027-03-04. Book a room.', [roomAt]);
    expect(reply.explanation).not.toContain('(the problem stated as a sentence)');
  });
});
