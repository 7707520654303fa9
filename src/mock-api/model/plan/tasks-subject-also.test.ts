// Several tasks in one request: a subject before "also", "he"/"she" pointing back, a lone house number, a name in a tail.
import { describe, expect, it } from 'vitest';
import { callsOf, fn, NOW, text } from '../test-tools.ts';
import { planCalls } from './plan-calls.ts';

const weigh = fn(
  'log_fleece_weight',
  "Record a fleece's weight in the shearing book.",
  {
    pen_number: text('Pen number, as chalked on the gate.'),
    breed: text('Breed of the sheep.'),
    weight_kg: { type: 'number', description: 'Weight of the fleece in kilograms.' },
  },
  ['pen_number', 'breed', 'weight_kg'],
);
const fence = fn(
  'report_pen_fault',
  'Tell the shepherd about a broken gate or fence at a pen.',
  { pen_number: text('Pen number nearest the fault.'), fault: text('What is broken.') },
  ['pen_number', 'fault'],
);
const kiln = fn(
  'book_kiln_firing',
  'Books a firing in the pottery kiln.',
  {
    student_name: text('Full name of the student.'),
    glaze: { type: 'string', enum: ['celadon', 'tenmoku', 'shino'], description: 'Glaze to fire.' },
    firing_days: { type: 'integer', description: 'How many days the firing takes.' },
  },
  ['student_name', 'glaze', 'firing_days'],
);
const club = fn(
  'join_glaze_club',
  "Adds a member to the studio's glaze club.",
  {
    member_name: text('Full name of the member.'),
    email: text('E-mail address of the member.'),
  },
  ['member_name', 'email'],
);
const clean = fn(
  'book_window_clean',
  'Books a window clean at a house.',
  {
    client_name: text('Full name of the client.'),
    address: text('House number and street.'),
    clean_date: text('Day of the clean, YYYY-MM-DD.'),
  },
  ['client_name', 'address', 'clean_date'],
);
const gutter = fn(
  'clear_gutters',
  'Clears the gutters of a house.',
  {
    client_name: text('Full name of the client.'),
    address: text('House number and street.'),
    clear_date: text('Day of the work, YYYY-MM-DD.'),
  },
  ['client_name', 'address', 'clear_date'],
);

describe('a subject before "also" stays with its clause', () => {
  it('keeps "Pen 4" with "also yielded …", which asks the tool before again (its words name what a value is about)', () => {
    const request = 'Log the shearing for pen 4: 3.2 kg of Jacob. Pen 4 also yielded 2.9 kg of Herdwick.';
    expect(callsOf(request, [fence, weigh])).toEqual([
      ['log_fleece_weight', { pen_number: '4', breed: 'Jacob', weight_kg: 3.2 }],
      ['log_fleece_weight', { pen_number: '4', breed: 'Herdwick', weight_kg: 2.9 }],
    ]);
    expect(planCalls(request, [fence, weigh], { now: NOW, history: [] })[1]!.reason).toContain(
      "log_fleece_weight again: 'pen' only name what a value of it is about",
    );
  });

  it('keeps "She\'ll" with "also want to join …", and "she" points back to the student named before', () => {
    const request =
      "Kiln firing for Marit Oyelowo-Strand: a celadon glaze for 2 days. She'll also want to join the glaze club — marit@clayworks.example.";
    expect(callsOf(request, [kiln, club])).toEqual([
      ['book_kiln_firing', { student_name: 'Marit Oyelowo-Strand', glaze: 'celadon', firing_days: 2 }],
      ['join_glaze_club', { member_name: 'Marit Oyelowo-Strand', email: 'marit@clayworks.example' }],
    ]);
  });

  it('keeps the cut at "also" when the words before it ask the listener ("Could you also …")', () => {
    const request =
      'Book a kiln firing for Marit Oyelowo-Strand, a tenmoku glaze for 3 days. Could you also add Odile Moro to the glaze club, odile@clayworks.example?';
    expect(callsOf(request, [kiln, club]).map(([name]) => name)).toEqual(['book_kiln_firing', 'join_glaze_club']);
  });
});

describe('a house number said alone', () => {
  it('is on the street of the address said before', () => {
    const request =
      'clean the windows at 12 Larch Avenue on 2027-03-02 for Runa Abara; clear the gutters at 14 for her on 2027-03-03.';
    const calls = callsOf(request, [clean, gutter]);
    expect(calls.map(([, a]) => a.address)).toEqual(['12 Larch Avenue', '14 Larch Avenue']);
    expect(planCalls(request, [clean, gutter], { now: NOW, history: [] })[1]!.reason).toContain(
      `address "14 Larch Avenue": the house number '14' said alone, on the street said before`,
    );
  });

  it('leaves a clock time alone ("at 9")', () => {
    const request =
      'clean the windows at 12 Larch Avenue on 2027-03-02 for Runa Abara; clear the gutters at 30 Birch Lane for her on 2027-03-03 at 9.';
    expect(callsOf(request, [clean, gutter]).map(([, a]) => a.address)).toEqual(['12 Larch Avenue', '30 Birch Lane']);
  });
});

const guide = fn(
  'check_guide_availability',
  'Checks whether a mountain guide is free on a day.',
  { guide_name: text('First name of the guide.'), date: text('Day, YYYY-MM-DD.') },
  ['guide_name', 'date'],
);

describe('a name that opens a tail item ("and Idris too")', () => {
  it('is read after "and", so the tail asks the call before again for that name', () => {
    expect(callsOf('Can you see if Rhona is free on 2027-04-03, and Idris too?', [guide, clean])).toEqual([
      ['check_guide_availability', { guide_name: 'Rhona', date: '2027-04-03' }],
      ['check_guide_availability', { guide_name: 'Idris', date: '2027-04-03' }],
    ]);
  });
});

const quote = fn(
  'quote_gate_repair',
  'Quotes a repair of field gates.',
  {
    site_kind: { type: 'string', enum: ['farm', 'paddock', 'orchard'], description: 'Kind of site.' },
    gates: { type: 'integer', description: 'How many gates.' },
    hinge_type: { type: 'string', enum: ['strap', 'collar', 'spring'], description: 'Hinges to fit.' },
  },
  ['site_kind', 'gates'],
);
const padlocks = fn(
  'order_padlocks',
  'Orders padlocks for field gates.',
  { padlocks: { type: 'integer', description: 'How many padlocks.' }, finish: text('Finish of the padlocks.') },
  ['padlocks'],
);

describe('"the same for X" in the middle of a request', () => {
  it('takes the values of the call before that X does not say', () => {
    const request =
      'Quote me for a farm, 2 gates, strap hinges; then the same for an orchard with 3 gates. Also order 4 padlocks.';
    expect(callsOf(request, [padlocks, quote])).toEqual([
      ['quote_gate_repair', { site_kind: 'farm', gates: 2, hinge_type: 'strap' }],
      ['quote_gate_repair', { site_kind: 'orchard', gates: 3, hinge_type: 'strap' }],
      ['order_padlocks', { padlocks: 4 }],
    ]);
  });
});
