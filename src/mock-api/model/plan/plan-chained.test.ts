// The planner on requests that chain several tools (a bakery's, a kennel's and a bike shop's tools, invented here): a
// later task that points back to every item of the task before is called once per item.
import { describe, expect, it } from 'vitest';
import { ask, callsOf, fn, text } from '../test-tools.ts';
import { linesAsSentences } from './plan-parts.ts';

const int = (description: string) => ({ type: 'integer', description });

const weigh = fn('weigh_flour_bin', 'Weighs what is left in a flour bin.', { flour: text('Flour kind') }, ['flour']);
const order = fn(
  'order_flour',
  'Orders sacks of flour from the mill.',
  { flour: text('Flour kind'), sacks: int('Sacks to order') },
  ['flour', 'sacks'],
);
const bakery = [weigh, order];

const walk = fn(
  'schedule_dog_walk',
  'Schedules a walk for a dog staying at the kennel.',
  { dog: text('Dog name'), minutes: int('Length of the walk in minutes') },
  ['dog', 'minutes'],
);
const groom = fn(
  'book_grooming',
  'Books a grooming slot for a dog.',
  { dog_name: text('Dog name'), style: { type: 'string', enum: ['bath', 'trim', 'full'] } },
  ['dog_name', 'style'],
);
const kennel = [walk, groom];

const progress = fn('repair_progress', 'Looks up how far a repair has got.', { ticket_number: text('Repair ticket') }, [
  'ticket_number',
]);
const sauna = fn('book_sauna', 'Books a sauna slot.', { hour: int('Start hour, 0-23') }, ['hour']);
const sms = fn(
  'send_sms',
  'Sends a text message.',
  { to: text('Recipient name or phone number'), body: text('Message text') },
  ['to', 'body'],
);
const errands = [progress, sauna, sms];

describe('a later task about every item of the task before', () => {
  it('calls its tool once per item when it says "of each", "of both" or "each of them"', () => {
    expect(callsOf('Weigh the rye bin and the spelt bin, and order 3 sacks of each.', bakery)).toEqual([
      ['weigh_flour_bin', { flour: 'rye' }],
      ['weigh_flour_bin', { flour: 'spelt' }],
      ['order_flour', { flour: 'rye', sacks: 3 }],
      ['order_flour', { flour: 'spelt', sacks: 3 }],
    ]);
    expect(
      callsOf('Order 2 sacks of rye flour and 5 sacks of spelt flour, then weigh the bins of both.', bakery),
    ).toEqual([
      ['order_flour', { flour: 'rye', sacks: 2 }],
      ['order_flour', { flour: 'spelt', sacks: 5 }],
      ['weigh_flour_bin', { flour: 'rye' }],
      ['weigh_flour_bin', { flour: 'spelt' }],
    ]);
  });

  it('gives the items to the parameter whose name shares a word with theirs, over a value read by mistake', () => {
    expect(
      callsOf('Schedule 30 minute walks for Biscuit and Nala, and book each of them a full groom.', kennel),
    ).toEqual([
      ['schedule_dog_walk', { dog: 'Biscuit', minutes: 30 }],
      ['schedule_dog_walk', { dog: 'Nala', minutes: 30 }],
      ['book_grooming', { dog_name: 'Biscuit', style: 'full' }],
      ['book_grooming', { dog_name: 'Nala', style: 'full' }],
    ]);
  });

  it('says in its note which part the items came from and which words pointed back', () => {
    const note = ask('Weigh the rye bin and the spelt bin, and order 3 sacks of each.', bakery).explanation;
    expect(note).toContain('one call per item of part 1: "of each" points back to them');
    expect(note).toContain('item 2 of 2, "spelt": flour "spelt" as flour in part 1');
    // The pointing words are no value: the note does not say the flour came from them.
    expect(note).not.toContain("from 'of each'");
  });

  it('leaves a later task alone when the task before named one item, or "both" when it named three', () => {
    expect(callsOf('Weigh the rye bin, and order 3 sacks of each.', bakery)).toHaveLength(2);
    expect(
      callsOf('Weigh the rye bin, the oat bin and the spelt bin, then order 2 sacks for both.', bakery).filter(
        ([name]) => name === 'order_flour',
      ),
    ).toHaveLength(1);
  });
});

describe('a clause whose tool its own words hardly name', () => {
  it("asks the one tool whose description opens with the clause's verb, when the tool reads a value in it", () => {
    expect(callsOf('Look up tickets T-4 and T-9, then book a sauna at 18.', errands)).toEqual([
      ['repair_progress', { ticket_number: 'T-4' }],
      ['repair_progress', { ticket_number: 'T-9' }],
      ['book_sauna', { hour: 18 }],
    ]);
    expect(ask('Look up tickets T-4 and T-9, then book a sauna at 18.', errands).explanation).toContain(
      '"look" opens the description of repair_progress and of no other tool',
    );
  });

  it("does not when two tools' descriptions open with that verb", () => {
    const status = fn('parcel_status', 'Looks up where a parcel is.', { ticket_number: text('Parcel ticket') }, [
      'ticket_number',
    ]);
    expect(callsOf('Look up tickets T-4 and T-9, then book a sauna at 18.', [progress, status, sauna])).toEqual([
      ['book_sauna', { hour: 18 }],
    ]);
  });

  it("asks a tool whose description says the clause's first word when the clause gives all the tool needs", () => {
    expect(callsOf('Text Ola "running late" and book a sauna at 18.', errands)).toEqual([
      ['send_sms', { to: 'Ola', body: 'running late' }],
      ['book_sauna', { hour: 18 }],
    ]);
    expect(ask('Text Ola "running late" and book a sauna at 18.', errands).explanation).toContain(
      '"text" opens a clause that gives every value send_sms needs, and its description says it',
    );
    // A clause after a bare comma, or one that opens with no verb of its own ("could you"), is no task of its own.
    expect(callsOf('Book a sauna at 18, text about it welcome.', errands)).toEqual([['book_sauna', { hour: 18 }]]);
  });
});

describe('a later task that points back, with a lower-case word read as a name', () => {
  it('takes the name the task before gave instead of the word', () => {
    const reply = ask('Schedule a 30 minute walk for Biscuit, and book her in for a full one.', kennel);
    expect(reply.toolCalls.map((c) => [c.name, JSON.parse(c.arguments)])).toEqual([
      ['schedule_dog_walk', { dog: 'Biscuit', minutes: 30 }],
      ['book_grooming', { dog_name: 'Biscuit', style: 'full' }],
    ]);
    expect(reply.explanation).toContain('dog_name "Biscuit" as dog in part 1 ("her" points back to it)');
  });

  it('keeps a name the task gives itself', () => {
    expect(callsOf('Schedule a 30 minute walk for Biscuit, and book her sister Nala a full groom.', kennel)).toEqual([
      ['schedule_dog_walk', { dog: 'Biscuit', minutes: 30 }],
      ['book_grooming', { dog_name: 'Nala', style: 'full' }],
    ]);
  });
});

describe('a lead-in that gives the values of the task after it', () => {
  it('starts a part at the words that name a tool when the values came in a lead-in before them', () => {
    expect(
      callsOf('For Biscuit and Nala (40 minutes each), schedule the walks, and book a bath for Pepper.', kennel),
    ).toEqual([
      ['schedule_dog_walk', { dog: 'Biscuit', minutes: 40 }],
      ['schedule_dog_walk', { dog: 'Nala', minutes: 40 }],
      ['book_grooming', { dog_name: 'Pepper', style: 'bath' }],
    ]);
    expect(
      ask('For Biscuit and Nala (40 minutes each), schedule the walks, and book a bath for Pepper.', kennel)
        .explanation,
    ).toContain('the values for schedule_dog_walk come in the lead-in before "schedule the walks"');
  });
});

describe('a value a later task points back to under a longer name', () => {
  const num = (description: string) => ({ type: 'number', description });
  const logLevel = fn(
    'log_tank_level',
    'Records the water level of a rain tank.',
    { tank_id: text('Tank id'), level: num('Level in cm') },
    ['tank_id', 'level'],
  );
  const refill = fn(
    'estimate_refill',
    'Estimates the litres needed to refill a rain tank.',
    { start_level: num('Level in cm at the start'), end_level: num('Level in cm now') },
    ['start_level', 'end_level'],
  );

  it('takes the value of the parameter whose name is a word of its own when the task says "its"', () => {
    const reply = ask('Log a level of 35 cm for tank T-2, and estimate its refill given it started at 90 cm.', [
      logLevel,
      refill,
    ]);
    expect(reply.toolCalls.map((c) => [c.name, JSON.parse(c.arguments)])).toEqual([
      ['log_tank_level', { tank_id: 'T-2', level: 35 }],
      ['estimate_refill', { start_level: 90, end_level: 35 }],
    ]);
    expect(reply.explanation).toContain('end_level 35 as level in part 1 ("its" points back to it)');
  });

  it('takes nothing when the task does not point back', () => {
    expect(
      callsOf('Log a level of 35 cm for tank T-2, and estimate the refill from 90 cm.', [logLevel, refill]),
    ).toEqual([['log_tank_level', { tank_id: 'T-2', level: 35 }]]);
  });
});

describe("a clause whose verb opens several tools' descriptions", () => {
  const logService = fn(
    'log_boiler_service',
    'Records a finished boiler service.',
    { boiler_id: text('Boiler id'), notes: text('What was done') },
    ['boiler_id'],
  );
  const nextService = fn(
    'schedule_boiler_service',
    'Books a future boiler service.',
    { boiler_id: text('Boiler id'), date: { type: 'string', format: 'date' } },
    ['boiler_id', 'date'],
  );
  const sweep = fn(
    'schedule_chimney_sweep',
    'Books a chimney sweep.',
    { address: text('Address'), date: { type: 'string', format: 'date' } },
    ['address', 'date'],
  );
  const boiler = [logService, nextService, sweep];

  it('asks the one whose name says what the clause points back to', () => {
    const reply = ask('Log a service of boiler B-2, then book it in again on 2027-03-01.', boiler);
    expect(reply.toolCalls.map((c) => [c.name, JSON.parse(c.arguments)])).toEqual([
      ['log_boiler_service', { boiler_id: 'B-2' }],
      ['schedule_boiler_service', { boiler_id: 'B-2', date: '2027-03-01' }],
    ]);
    expect(reply.explanation).toContain(
      '"book" opens the descriptions of several tools, and "it" points back to \'boiler\', \'service\', words of schedule_boiler_service',
    );
    // The rival named is another tool, not the one picked.
    expect(reply.explanation).toContain(
      "picked schedule_boiler_service (the request says 'book'), not schedule_chimney_sweep",
    );
  });

  it('asks none when the clause does not point back', () => {
    expect(callsOf('Log a service of boiler B-2, then book a visit on 2027-03-01.', boiler)).toEqual([
      ['log_boiler_service', { boiler_id: 'B-2' }],
    ]);
  });
});

describe('a clause that asks its tool by its values', () => {
  const hire = fn(
    'hire_kayak',
    'Hires out a kayak for some hours.',
    { renter: text('Who hires it'), hours: int('Hours') },
    ['renter', 'hours'],
  );
  const river = fn(
    'set_river_status',
    'Sets the state of a river section.',
    { section: text('River section name'), state: { type: 'string', enum: ['open', 'low', 'closed'] } },
    ['section', 'state'],
  );

  it('asks the tool when the clause gives every value it needs, one of them an option of its list', () => {
    const reply = ask('Hire a kayak to Ines Moura for 3 hours, and mark the Otter Reach as closed.', [hire, river]);
    expect(reply.toolCalls.map((c) => [c.name, JSON.parse(c.arguments)])).toEqual([
      ['hire_kayak', { renter: 'Ines Moura', hours: 3 }],
      ['set_river_status', { section: 'Otter Reach', state: 'closed' }],
    ]);
    expect(reply.explanation).toContain(
      'the clause gives every value set_river_status needs, state "closed" one of its options',
    );
  });

  it('does not when the clause names no option', () => {
    expect(callsOf('Hire a kayak to Ines Moura for 3 hours, and then the Otter Reach.', [hire, river])).toEqual([
      ['hire_kayak', { renter: 'Ines Moura', hours: 3 }],
    ]);
  });
});

describe('"as well as" and "&" between two tasks', () => {
  it('joins two tasks as "and" does', () => {
    expect(callsOf('Schedule a 20 minute walk for Biscuit as well as book a bath for Nala.', kennel)).toEqual([
      ['schedule_dog_walk', { dog: 'Biscuit', minutes: 20 }],
      ['book_grooming', { dog_name: 'Nala', style: 'bath' }],
    ]);
  });

  it('reads "&" between two tasks the same way, and leaves a name with "&" in it whole', () => {
    expect(callsOf('Order 3 sacks of rye flour & book Nala a trim.', [order, groom])).toEqual([
      ['order_flour', { flour: 'rye', sacks: 3 }],
      ['book_grooming', { dog_name: 'Nala', style: 'trim' }],
    ]);
    expect(callsOf('Book a bath for Barker & Sons.', kennel)).toEqual([
      ['book_grooming', { dog_name: 'Barker & Sons', style: 'bath' }],
    ]);
  });

  it('leaves two items of one task to that task', () => {
    expect(callsOf('Schedule 20 minute walks for Biscuit as well as Nala.', kennel)).toEqual([
      ['schedule_dog_walk', { dog: 'Biscuit', minutes: 20 }],
      ['schedule_dog_walk', { dog: 'Nala', minutes: 20 }],
    ]);
  });
});

describe('a request written as lines, one task each', () => {
  const tools = [walk, groom, order];

  it('reads marked lines after a lead-in, and plain lines, as one task each', () => {
    const expected = [
      ['order_flour', { flour: 'rye', sacks: 3 }],
      ['book_grooming', { dog_name: 'Nala', style: 'trim' }],
      ['schedule_dog_walk', { dog: 'Rex', minutes: 15 }],
    ];
    const marked = 'Please:\n- order 3 sacks of rye flour\n- book Nala a trim\n- schedule a 15 minute walk for Rex';
    expect(callsOf(marked, tools)).toEqual(expected);
    expect(
      callsOf('1) order 3 sacks of rye flour\n2) book Nala a trim\n3) schedule a 15 minute walk for Rex', tools),
    ).toEqual(expected);
    expect(callsOf('Order 3 sacks of rye flour\nBook Nala a trim\nSchedule a 15 minute walk for Rex', tools)).toEqual(
      expected,
    );
  });

  it('leaves one line, code and data as they are', () => {
    expect(linesAsSentences('Order 3 sacks of rye flour')).toBe('Order 3 sacks of rye flour');
    const code = 'Run this:\nx = 1\nprint(x)';
    expect(linesAsSentences(code)).toBe(code);
    expect(linesAsSentences('Please:\n- order oats\n- book Nala')).toBe('Please: Order oats. Book Nala.');
  });
});

describe("a name whose words are a tool's words", () => {
  const role = fn(
    'assign_shift_role',
    'Puts a volunteer in a role.',
    { volunteer_name: text('Volunteer name'), role: { type: 'string', enum: ['cook', 'driver', 'greeter'] } },
    ['volunteer_name', 'role'],
  );
  const hall = fn(
    'reserve_hall',
    'Reserves the hall for a group.',
    { group_name: text('Group name'), date: { type: 'string', format: 'date' } },
    ['group_name', 'date'],
  );

  it('chooses no tool by them: the task is about the thing it names', () => {
    const reply = ask('Make Ada Lin a driver; then give the Night Shift a hall on 2027-05-02.', [role, hall]);
    expect(reply.toolCalls.map((c) => [c.name, JSON.parse(c.arguments)])).toEqual([
      ['assign_shift_role', { volunteer_name: 'Ada Lin', role: 'driver' }],
      ['reserve_hall', { group_name: 'Night Shift', date: '2027-05-02' }],
    ]);
    expect(reply.explanation).toContain('the words of "Night Shift", a name, choose no tool');
  });
});
