// Part 23b: the values of one call, on invented tools (a garden centre's advice line, …).
import { describe, expect, it } from 'vitest';
import { argsOf, ask, callsOf, fn, text } from '../test-tools.ts';
import { commandSaid } from '../understand/command-said.ts';

const adviceCall = fn(
  'book_advice_call',
  'Ask a gardener from the centre to phone a customer with advice.',
  {
    phone_number: text('Number to phone'),
    topic: text('What the customer wants advice about'),
  },
  ['phone_number', 'topic'],
);
const seedOrder = fn(
  'order_seed_packets',
  'Order seed packets for collection.',
  { variety: text('Seed variety'), packets: { type: 'integer', description: 'How many packets' } },
  ['variety', 'packets'],
);

describe('a topic takes what the request says it is about', () => {
  it('reads the words after "about" to the end of their sentence', () => {
    expect(
      callsOf(
        'Could a gardener phone me about whether my lemon tree needs repotting this spring? My number is 07123 456789.',
        [adviceCall, seedOrder],
      ),
    ).toEqual([
      [
        'book_advice_call',
        { phone_number: '07123 456789', topic: 'whether my lemon tree needs repotting this spring' },
      ],
    ]);
  });

  it('reads "re" as "about" and says so in the note', () => {
    const reply = ask('gardener to phone me re the frost damage on my olive. number is 07123 456789', [
      adviceCall,
      seedOrder,
    ]);
    expect(reply.toolCalls.map((c) => JSON.parse(c.arguments))).toEqual([
      { phone_number: '07123 456789', topic: 'the frost damage on my olive' },
    ]);
    expect(reply.explanation).toContain("(what is said after 're')");
  });

  it('passes over "about" before an amount to the topic said next', () => {
    expect(
      callsOf('I have about forty pots. Could a gardener phone me about repotting the big fern? 07123 456789', [
        adviceCall,
        seedOrder,
      ]),
    ).toEqual([['book_advice_call', { phone_number: '07123 456789', topic: 'repotting the big fern' }]]);
  });
});

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

const shopStock = fn(
  'check_shop_stock',
  'Check whether a shop has a product on its shelves.',
  {
    product: text('Name of the product'),
    size_ml: { type: 'integer', description: 'Bottle size in millilitres' },
    branch: { type: 'string', description: 'Shop to check', enum: ['Quay', 'Market Square'] },
  },
  ['product'],
);
const tabletStock = fn(
  'check_tablet_stock',
  'Check whether the dispensary has a tablet in stock.',
  { tablet: text('Name of the tablet'), strength_mg: { type: 'integer', description: 'Strength of one tablet in mg' } },
  ['tablet'],
);

describe('an amount glued to its unit, and the thing named before it', () => {
  it('reads "lavender oil 50ml" as the product and its size, not a code', () => {
    expect(argsOf('do you stock any lavender oil 50ml at the quay shop', [shopStock])).toEqual([
      { product: 'lavender oil', size_ml: 50, branch: 'Quay' },
    ]);
  });

  it('reads milligrams as a unit', () => {
    expect(argsOf('Check the dispensary has fenbufen 300mg tablets', [tabletStock])).toEqual([
      { tablet: 'fenbufen', strength_mg: 300 },
    ]);
  });
});

const belayClass = fn(
  'book_belay_class',
  'Book a belay class at the climbing wall.',
  {
    member_name: text('Full name of the member'),
    class_date: text('Day of the class, YYYY-MM-DD'),
  },
  ['member_name', 'class_date'],
);
const chalkOrder = fn('order_chalk', 'Order chalk for the climbing wall shop.', { bags: { type: 'integer' } }, [
  'bags',
]);

describe('a name written in lower case', () => {
  it('reads two lower-case words after "for" as the member, given their capitals', () => {
    const reply = ask('belay class for tomasz okafor-lind on 2027-03-02', [belayClass, chalkOrder]);
    expect(reply.toolCalls.map((c) => JSON.parse(c.arguments))).toEqual([
      { member_name: 'Tomasz Okafor-Lind', class_date: '2027-03-02' },
    ]);
    expect(reply.explanation).toContain("'tomasz okafor-lind' (a name written in lower case)");
  });

  it('reads no name from two lower-case words after a bare "for" in a request that writes capitals', () => {
    const bookTable = fn(
      'book_table',
      'Books a table at the restaurant.',
      { guest_name: text('Full name of the guest'), date: text('Day, YYYY-MM-DD') },
      ['guest_name', 'date'],
    );
    // No guest is named, so the required guest_name is missing and no call is made.
    expect(callsOf('Book a table for team building, on 2027-03-04.', [bookTable])).toEqual([]);
  });

  it('passes over "for two people" to the surname said later', () => {
    expect(argsOf('a belay class for two people on 2027-03-02, surname brannigan', [belayClass, chalkOrder])).toEqual([
      { member_name: 'Brannigan', class_date: '2027-03-02' },
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

const practiceClimb = fn(
  'book_practice_climb',
  'Book a practice climb with an instructor.',
  {
    climber_name: text('Full name of the climber'),
    climb_date: text('Day of the climb, YYYY-MM-DD'),
    wall_area: text('Part of the wall the route should cover'),
  },
  ['climber_name', 'climb_date'],
);

describe('a name said after "for" is whom the request is for', () => {
  it('leaves the name to the person, not to an optional area', () => {
    expect(argsOf('Book a practice climb for Ines Varga on 2027-03-02.', [practiceClimb])).toEqual([
      { climber_name: 'Ines Varga', climb_date: '2027-03-02' },
    ]);
  });
});

const courierDrop = fn(
  'arrange_courier_drop',
  'Arrange a courier drop-off.',
  {
    recipient_name: text('Full name of the recipient'),
    address: text('Street address'),
    drop_date: text('Day of the drop-off, YYYY-MM-DD'),
  },
  ['recipient_name', 'address', 'drop_date'],
);
const reportDamage = fn(
  'report_hire_damage',
  'Report damage to a hired bike.',
  { booking_code: text('Booking code'), damage_description: text('Description of the damage') },
  ['booking_code', 'damage_description'],
);
const extendHire = fn(
  'extend_bike_hire',
  'Extend a bike hire.',
  { booking_code: text('Booking code'), new_return_date: text('New return day, YYYY-MM-DD') },
  ['booking_code', 'new_return_date'],
);

describe('calling the one tool that gets every value it needs', () => {
  it('calls the only tool offered when the request gives all its values, none of its words said', () => {
    const reply = ask("Have the box taken round to 4 Wren Gardens on 2027-02-11, it's for Ola Nowak.", [courierDrop]);
    expect(reply.toolCalls.map((c) => JSON.parse(c.arguments))).toEqual([
      { recipient_name: 'Ola Nowak', address: '4 Wren Gardens', drop_date: '2027-02-11' },
    ]);
    expect(reply.explanation).toContain('the request gives every value it needs (recipient_name, address, drop_date)');
  });

  it('calls the one tool of several whose every value is given', () => {
    expect(callsOf('Booking QX-4: bent wheel rim.', [extendHire, reportDamage])).toEqual([
      ['report_hire_damage', { booking_code: 'QX-4', damage_description: 'bent wheel rim' }],
    ]);
  });
});

const repeatTablets = fn(
  'request_repeat_tablets',
  'Ask the dispensary for a repeat of a tablet.',
  {
    patient_name: text('Full name of the patient'),
    tablet: text('Name of the tablet'),
    quantity: { type: 'integer', description: 'Number of packs' },
    collection_date: text('Day of collection, YYYY-MM-DD'),
  },
  ['patient_name', 'tablet'],
);

describe("a colon's value in its own sentence, and a count said as 'n of them'", () => {
  it('reads the thing after the colon up to its comma and the count after it', () => {
    expect(
      argsOf('Repeat for Ana Ruiz: lisinopril tablets, three of them. She collects on 2027-02-05.', [repeatTablets]),
    ).toEqual([{ patient_name: 'Ana Ruiz', tablet: 'lisinopril tablets', quantity: 3, collection_date: '2027-02-05' }]);
  });
});

const fitting = fn(
  'book_bike_fitting',
  'Book a bike fitting session.',
  { rider_name: text('Full name of the rider'), fitting_date: text('Day, YYYY-MM-DD'), start_time: text('HH:MM') },
  ['rider_name', 'fitting_date', 'start_time'],
);

describe('a clock time written with a full stop', () => {
  it('reads "at 10.05" and "4.15pm"', () => {
    expect(argsOf('Book a bike fitting for Jonas Berg on 2027-01-08 at 10.05.', [fitting])).toEqual([
      { rider_name: 'Jonas Berg', fitting_date: '2027-01-08', start_time: '10:05' },
    ]);
    expect(argsOf('Book a bike fitting for Jonas Berg on 2027-01-08, 4.15pm.', [fitting])).toEqual([
      { rider_name: 'Jonas Berg', fitting_date: '2027-01-08', start_time: '16:15' },
    ]);
  });

  it('reads no time after "by", at hour 0 or before a price word, and reads "to 12.00" after "from 10.30"', () => {
    const raisePrice = fn(
      'raise_menu_price',
      'Raises the price of a menu item.',
      { item: text('Menu item'), amount: { type: 'number', description: 'Amount to add to the price' } },
      ['item', 'amount'],
    );
    expect(callsOf('Raise the latte by 0.40.', [raisePrice])).toEqual([
      ['raise_menu_price', { item: 'latte', amount: 0.4 }],
    ]);
    const addToList = fn(
      'add_to_list',
      'Adds a product to the shopping list.',
      { product: text('Product'), time: text('Time to buy it, HH:MM') },
      ['product'],
    );
    expect(argsOf('Add apples to the list: buy apples at 3.45 a kilo.', [addToList])[0]).not.toHaveProperty('time');
    const bookRoom = fn(
      'book_room',
      'Books a meeting room.',
      { room: text('Room name'), start_time: text('Start time, HH:MM'), end_time: text('End time, HH:MM') },
      ['room', 'start_time', 'end_time'],
    );
    expect(callsOf('Book room Fjord from 10.30 to 12.00.', [bookRoom])).toEqual([
      ['book_room', { room: 'Fjord', start_time: '10:30', end_time: '12:00' }],
    ]);
  });
});

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
