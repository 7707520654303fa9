// One tool called once per item (issue 48's "parallel" kind) on a hire shop and a bakery invented here: amounts listed
// with their unit after each, a list beside another tied amount, and codes that hold digits.
import { describe, expect, it } from 'vitest';
import { ask, callsOf, fn, text } from '../test-tools.ts';

const lease = fn(
  'quote_lease',
  'Quotes a monthly lease price for a van.',
  {
    van_model: text('Van model'),
    months: { type: 'integer', description: 'Lease term in months' },
    deposit: { type: 'number', description: 'Deposit paid up front' },
  },
  ['van_model', 'months'],
);
const markup = fn(
  'price_with_markup',
  'Adds a markup to a bakery cost price.',
  {
    cost: { type: 'number', description: 'Cost price' },
    markup_percent: { type: 'number', description: 'Markup in percent' },
  },
  ['cost', 'markup_percent'],
);
const oven = fn(
  'load_oven',
  'Loads trays of dough into an oven.',
  { oven_id: text('Oven identifier'), trays: { type: 'integer', description: 'Trays to load' } },
  ['oven_id', 'trays'],
);

describe('one tool called once per amount listed', () => {
  it('reads a list whose unit is said after every amount as the unit said once ("18 months, 30 months and 42 months")', () => {
    expect(callsOf('Lease quotes for a Transit over 18 months, 30 months and 42 months, please.', [lease])).toEqual([
      ['quote_lease', { van_model: 'Transit', months: 18 }],
      ['quote_lease', { van_model: 'Transit', months: 30 }],
      ['quote_lease', { van_model: 'Transit', months: 42 }],
    ]);
    // Written onto the number too ("24m or 36m" would be metres; months in words here), and with "or".
    expect(callsOf('Quote a Vivaro lease for 24 months or 36 months.', [lease]).map(([, a]) => a.months)).toEqual([
      24, 36,
    ]);
  });

  it('names the list as written in the explanation', () => {
    const why = ask('Lease quotes for a Transit over 18 months and 30 months.', [lease]).explanation;
    expect(why).toContain('one call per amount in "18 months and 30 months"');
  });

  it('keeps one call when the amounts after each unit are different things ("6 months and 900 deposit")', () => {
    expect(callsOf('Quote a Transit lease for 6 months and 900 deposit.', [lease])).toHaveLength(1);
  });

  it('gives the list to the one number parameter no other amount is tied to ("at 35%" is the markup)', () => {
    expect(callsOf('Add a markup of 35% to costs of 1.20, 2.75 and 4.10.', [markup])).toEqual([
      ['price_with_markup', { cost: 1.2, markup_percent: 35 }],
      ['price_with_markup', { cost: 2.75, markup_percent: 35 }],
      ['price_with_markup', { cost: 4.1, markup_percent: 35 }],
    ]);
  });

  it('reads no list of amounts out of a code with digits ("oven OV-2 and 6 trays")', () => {
    expect(callsOf('Load 4 trays into oven OV-2 and 6 trays into oven OV-7.', [oven])).toEqual([
      ['load_oven', { oven_id: 'OV-2', trays: 4 }],
      ['load_oven', { oven_id: 'OV-7', trays: 6 }],
    ]);
  });
});

const groom = fn(
  'book_grooming',
  'Books a grooming slot for a dog.',
  {
    dog_name: text('Name of the dog'),
    minutes: { type: 'integer', description: 'Length of the slot in minutes' },
    coat: { type: 'string', enum: ['short', 'long', 'wire'], description: 'Coat type' },
    salon: text('Salon branch'),
  },
  ['dog_name', 'minutes'],
);

describe('a value said once for every item', () => {
  it('gives every call an optional value said after a comma that follows the last item ("..., both with a long coat")', () => {
    expect(
      callsOf('Book grooming for Juniper for 45 minutes and Tansy for 60 minutes, both with a long coat.', [groom]),
    ).toEqual([
      ['book_grooming', { dog_name: 'Juniper', minutes: 45, coat: 'long' }],
      ['book_grooming', { dog_name: 'Tansy', minutes: 60, coat: 'long' }],
    ]);
  });

  it('gives every call an optional value said before the first item\'s own values ("wire coat grooming for ...")', () => {
    expect(callsOf('Book wire coat grooming for Juniper for 45 minutes and Tansy for 60 minutes.', [groom])).toEqual([
      ['book_grooming', { dog_name: 'Juniper', minutes: 45, coat: 'wire' }],
      ['book_grooming', { dog_name: 'Tansy', minutes: 60, coat: 'wire' }],
    ]);
  });

  it('leaves a value said inside one item to that item ("Juniper for 45 minutes with a long coat and ...")', () => {
    expect(
      callsOf('Book grooming for Juniper for 45 minutes with a long coat and Tansy for 60 minutes.', [groom]).map(
        ([, a]) => a.coat,
      ),
    ).toEqual(['long', undefined]);
  });

  it('says in the explanation that the value was said once for every item', () => {
    const why = ask('Book grooming for Juniper for 45 minutes and Tansy for 60 minutes, both with a long coat.', [
      groom,
    ]).explanation;
    expect(why).toContain("coat from 'long', said once for every item");
  });
});

const ferry = fn(
  'ferry_timetable',
  'Gets the ferry timetable from a port on a day.',
  { port: text('Departure port'), day: { type: 'string', enum: ['weekday', 'saturday', 'sunday'] } },
  ['port'],
);
const stable = fn(
  'stable_pony',
  'Stables a pony for some nights.',
  { pony: text('Name of the pony'), nights: { type: 'integer', description: 'Nights' } },
  ['pony', 'nights'],
);

describe('the call again for what a last sentence or clause names', () => {
  it('reads "What about X?" after a question as the call again with what X gives, the rest as before', () => {
    expect(callsOf('Ferry times from Stornoway on Saturday? What about Tarbert?', [ferry])).toEqual([
      ['ferry_timetable', { port: 'Stornoway', day: 'saturday' }],
      ['ferry_timetable', { port: 'Tarbert', day: 'saturday' }],
    ]);
    expect(callsOf('Ferry times from Stornoway on Saturday, and how about Tarbert on Sunday?', [ferry])).toEqual([
      ['ferry_timetable', { port: 'Stornoway', day: 'saturday' }],
      ['ferry_timetable', { port: 'Tarbert', day: 'sunday' }],
    ]);
  });

  it('reads a name that opens "the same for X" as a name, in a sentence of its own too', () => {
    expect(callsOf('Stable Bramble for 2 nights. Do the same for Thistle.', [stable])).toEqual([
      ['stable_pony', { pony: 'Bramble', nights: 2 }],
      ['stable_pony', { pony: 'Thistle', nights: 2 }],
    ]);
    expect(callsOf('Stable Bramble for 2 nights. Same for Thistle, but 4 nights.', [stable])).toEqual([
      ['stable_pony', { pony: 'Bramble', nights: 2 }],
      ['stable_pony', { pony: 'Thistle', nights: 4 }],
    ]);
  });

  it('reads "what about" inside a sentence as no second call', () => {
    expect(callsOf('Tell me what about the Stornoway ferry on Saturday is late.', [ferry])).toHaveLength(1);
  });
});

const pen = fn(
  'board_pony',
  'Boards a pony in a pen.',
  {
    pony: text('Name of the pony'),
    nights: { type: 'integer', description: 'Nights' },
    pen: { type: 'string', enum: ['paddock', 'barn', 'shelter'] },
  },
  ['pony', 'nights', 'pen'],
);

describe('"respectively"', () => {
  it('pairs every list of the same length in order, three lists as well as two', () => {
    expect(callsOf('Board Bramble and Thistle for 3 and 6 nights in barn and paddock respectively.', [pen])).toEqual([
      ['board_pony', { pony: 'Bramble', nights: 3, pen: 'barn' }],
      ['board_pony', { pony: 'Thistle', nights: 6, pen: 'paddock' }],
    ]);
  });

  it('reads a list of amounts with a unit after each ("4%, 9% and 12%") as one list to pair', () => {
    expect(callsOf('Add markups of 4%, 9% and 12% to costs of 30, 45 and 60 respectively.', [markup])).toEqual([
      ['price_with_markup', { cost: 30, markup_percent: 4 }],
      ['price_with_markup', { cost: 45, markup_percent: 9 }],
      ['price_with_markup', { cost: 60, markup_percent: 12 }],
    ]);
  });
});

const locker = fn(
  'open_locker',
  'Opens a locker at the gym.',
  { locker_id: text('Locker number'), date: text('Date of the visit') },
  ['locker_id'],
);

describe('numbers as codes', () => {
  it('calls once per number listed when the tool takes no amount: the numbers are codes', () => {
    expect(callsOf('Open lockers 4411, 4412 and 4413.', [locker])).toEqual([
      ['open_locker', { locker_id: '4411' }],
      ['open_locker', { locker_id: '4412' }],
      ['open_locker', { locker_id: '4413' }],
    ]);
  });

  it('reads no list out of a date written with a comma ("June 7, 2027")', () => {
    expect(callsOf('Open locker 4411 for the visit on June 7, 2027.', [locker])).toHaveLength(1);
  });
});

const leg = fn(
  'ferry_fare',
  'Gets the fare of a ferry crossing.',
  { from_port: text('Departure port'), to_port: text('Arrival port') },
  ['from_port', 'to_port'],
);

describe('items joined by a comma alone', () => {
  it('reads a piece after a comma that opens with a name as an item when it gives every value of its own', () => {
    expect(callsOf('Fares: Uig to Tarbert, Oban to Craignure, Ardrossan to Brodick.', [leg])).toEqual([
      ['ferry_fare', { from_port: 'Uig', to_port: 'Tarbert' }],
      ['ferry_fare', { from_port: 'Oban', to_port: 'Craignure' }],
      ['ferry_fare', { from_port: 'Ardrossan', to_port: 'Brodick' }],
    ]);
  });

  it('keeps a place and its region, joined by a comma, in one call ("from Kennacraig, Argyll to Port Ellen")', () => {
    expect(callsOf('Fare from Kennacraig, Argyll to Port Ellen.', [leg])).toHaveLength(1);
  });
});

const lunches = fn(
  'order_packed_lunch',
  'Orders packed lunches on a booking.',
  {
    booking_ref: text('The booking reference.'),
    lunch: { type: 'string', enum: ['vegetarian', 'standard'] },
    people: { type: 'integer', description: 'How many people.' },
  },
  ['booking_ref', 'lunch', 'people'],
);

describe('"the same" inside a clause that gives values of its own', () => {
  it('reads the clause\'s own words with what follows "the same", the rest as in the call before', () => {
    expect(
      callsOf('On booking PL-40 order vegetarian lunches for four, and on booking PL-41 the same for two.', [lunches]),
    ).toEqual([
      ['order_packed_lunch', { booking_ref: 'PL-40', lunch: 'vegetarian', people: 4 }],
      ['order_packed_lunch', { booking_ref: 'PL-41', lunch: 'vegetarian', people: 2 }],
    ]);
    expect(
      ask('Order standard lunches for six on booking PL-40; on PL-41 the same for three.', [lunches]).explanation,
    ).toContain('the same again for "on PL-41 for three": booking_ref from \'PL-41\'');
  });

  it('keeps the values before when "the same" follows its joint ("..., and the same for two")', () => {
    expect(callsOf('Order vegetarian lunches for four on booking PL-40, and the same for two.', [lunches])).toEqual([
      ['order_packed_lunch', { booking_ref: 'PL-40', lunch: 'vegetarian', people: 4 }],
      ['order_packed_lunch', { booking_ref: 'PL-40', lunch: 'vegetarian', people: 2 }],
    ]);
  });
});

const sow = fn(
  'sow_seeds',
  'Sows seeds in trays.',
  { crop: text('What to sow'), trays: { type: 'integer', description: 'How many trays' } },
  ['crop', 'trays'],
);

describe('items with their details in brackets', () => {
  it('gives the lower-case words before each bracket to the plain string parameter that read only the gist', () => {
    expect(callsOf('Sow radish (2 trays), mizuna (3 trays) and pak choi (1 tray).', [sow])).toEqual([
      ['sow_seeds', { crop: 'radish', trays: 2 }],
      ['sow_seeds', { crop: 'mizuna', trays: 3 }],
      ['sow_seeds', { crop: 'pak choi', trays: 1 }],
    ]);
  });
});

const census = fn(
  'town_census',
  'Gets census figures for a town.',
  { town: text('Town name'), year: { type: 'integer', description: 'Census year' } },
  ['town'],
);

describe('an optional year', () => {
  it('takes a year said after "in" or "of", so a list of years makes one call each', () => {
    expect(callsOf('Census figures for Tromsø in 1990, 2000 and 2010.', [census])).toEqual([
      ['town_census', { town: 'Tromsø', year: 1990 }],
      ['town_census', { town: 'Tromsø', year: 2000 }],
      ['town_census', { town: 'Tromsø', year: 2010 }],
    ]);
  });

  it('takes no number said otherwise ("1500 households")', () => {
    expect(callsOf('Census figures for Tromsø, about 1500 households.', [census])).toEqual([
      ['town_census', { town: 'Tromsø' }],
    ]);
  });
});

const boatFault = fn(
  'log_boat_fault',
  'Logs a fault found on a hire boat.',
  { boat_code: text('The boat code.'), fault_description: text('What is wrong.') },
  ['boat_code', 'fault_description'],
);

describe('a cue word, a preposition and a code before a colon', () => {
  it("leaves the code to its own parameter and gives the cue's parameter what follows the colon", () => {
    expect(callsOf('Log a fault on BT-4: a cracked tiller. And on BT-9: a leaking bilge pump.', [boatFault])).toEqual([
      ['log_boat_fault', { boat_code: 'BT-4', fault_description: 'a cracked tiller' }],
      ['log_boat_fault', { boat_code: 'BT-9', fault_description: 'a leaking bilge pump' }],
    ]);
  });
});

const dyeQuote = fn(
  'quote_yarn_dyeing',
  'Quotes the price of dyeing a weight of yarn in one fibre.',
  {
    fibre: { type: 'string', description: 'The fibre.', enum: ['wool', 'cotton', 'silk_blend', 'linen'] },
    grams: { type: 'number', description: 'Weight of yarn in grams.' },
    finish: { type: 'string', description: 'Finish of the skein.', enum: ['matte', 'glossy'] },
  },
  ['fibre', 'grams'],
);

const skeinOrder = fn(
  'order_dyed_skeins',
  'Orders skeins of yarn dyed in one fibre.',
  {
    fibre: { type: 'string', description: 'The fibre.', enum: ['wool', 'cotton', 'silk_blend', 'linen'] },
    skeins: { type: 'integer', description: 'How many skeins.' },
    grams: { type: 'number', description: 'Weight of each skein in grams.' },
  },
  ['fibre', 'skeins', 'grams'],
);

describe("one call per option of a parameter's list named together", () => {
  it('reads options listed with commas and "and", one written with capitals ("Silk Blend"), as one call each', () => {
    expect(callsOf('Quote wool, linen and Silk Blend at 500 grams each.', [dyeQuote])).toEqual([
      ['quote_yarn_dyeing', { fibre: 'wool', grams: 500 }],
      ['quote_yarn_dyeing', { fibre: 'linen', grams: 500 }],
      ['quote_yarn_dyeing', { fibre: 'silk_blend', grams: 500 }],
    ]);
  });

  it('names the parameter and the list in the explanation', () => {
    expect(ask('Quote wool, linen and Silk Blend at 500 grams each.', [dyeQuote]).explanation).toContain(
      'one call per option of fibre listed in "wool, linen and Silk Blend"',
    );
  });

  it('reads each option with its own count ("six wool, two linen and one Silk Blend") as one call per pair', () => {
    expect(callsOf('Order 100 gram skeins: six wool, two linen and one Silk Blend.', [skeinOrder])).toEqual([
      ['order_dyed_skeins', { fibre: 'wool', skeins: 6, grams: 100 }],
      ['order_dyed_skeins', { fibre: 'linen', skeins: 2, grams: 100 }],
      ['order_dyed_skeins', { fibre: 'silk_blend', skeins: 1, grams: 100 }],
    ]);
  });

  it('keeps one call for options given as examples after "including"', () => {
    expect(callsOf('Quote 300 grams of mixed yarn, including wool, linen and Silk Blend.', [dyeQuote])).toHaveLength(1);
  });
});

const clayWeight = fn(
  'log_clay_bin_weight',
  'Logs the weight of a clay bin on a day.',
  {
    bin_code: text('Code of the bin'),
    studio: { type: 'string', description: 'Studio the bin is in.', enum: ['north_shed', 'main_hall'] },
    weight_kg: { type: 'number', description: 'Weight in kg' },
    weighed_on: text('Day of weighing, YYYY-MM-DD'),
  },
  ['bin_code', 'studio', 'weight_kg', 'weighed_on'],
);

describe('an item that gives only its own values, the rest shared', () => {
  it('reads "41.5 kg on 3 May 2029, 39 kg on 17 May 2029" after the bin as two calls for that bin', () => {
    expect(callsOf('Bin CB-7 in the north shed: 41.5 kg on 3 May 2029, 39 kg on 17 May 2029.', [clayWeight])).toEqual([
      ['log_clay_bin_weight', { bin_code: 'CB-7', studio: 'north_shed', weight_kg: 41.5, weighed_on: '2029-05-03' }],
      ['log_clay_bin_weight', { bin_code: 'CB-7', studio: 'north_shed', weight_kg: 39, weighed_on: '2029-05-17' }],
    ]);
  });
});

const potteryDelivery = fn(
  'deliver_kiln_batch',
  'Delivers a fired batch to a shop.',
  { shop: text('Shop name'), batch_code: text('Batch code') },
  ['shop', 'batch_code'],
);

describe('two items told apart by "one" and "the other"', () => {
  it('calls once per item, what is said before them shared', () => {
    expect(
      callsOf(
        'Deliver two batches to the shop Kiln Yard: one with batch code BK-11, the other with batch code BK-12.',
        [potteryDelivery],
      ),
    ).toEqual([
      ['deliver_kiln_batch', { shop: 'Kiln Yard', batch_code: 'BK-11' }],
      ['deliver_kiln_batch', { shop: 'Kiln Yard', batch_code: 'BK-12' }],
    ]);
    expect(
      callsOf('Deliver batch BK-11 twice: one to Clay Corner and another to Glaze House.', [potteryDelivery]),
    ).toEqual([
      ['deliver_kiln_batch', { shop: 'Clay Corner', batch_code: 'BK-11' }],
      ['deliver_kiln_batch', { shop: 'Glaze House', batch_code: 'BK-11' }],
    ]);
  });
});
