// Values read in part 15: the thing a free-text description names, a language's name kept when no code is asked,
// registration plates in groups, and names with a saint's possessive, an owner, '&', 'al-' or a model number.
import { describe, expect, it } from 'vitest';
import { describedThing } from './described.ts';
import { formatLanguage } from './languages.ts';
import { findEntities } from './gazetteer.ts';
import { findSpans } from './spans.ts';
import { argsOf, fn, text } from '../test-tools.ts';

describe('the thing a description parameter names', () => {
  const haul = fn(
    'book_furniture_haul',
    'Books a van to haul a piece of furniture.',
    {
      street_address: text('Where to load it'),
      item_description: text('What is hauled'),
      haul_date: text('The date, YYYY-MM-DD'),
    },
    ['street_address', 'item_description', 'haul_date'],
  );
  const fault = fn(
    'log_boat_fault',
    'Logs a fault found on a hired boat.',
    { hire_code: text('The hire code'), fault_description: text('What is wrong'), photos: { type: 'boolean' } },
    ['hire_code', 'fault_description'],
  );

  it('takes the verb’s object up to a preposition that leads to another value', () => {
    expect(argsOf('Haul a walnut dresser from 8 Tanners Row on 3 May 2027.', [haul])).toEqual([
      { street_address: '8 Tanners Row', item_description: 'walnut dresser', haul_date: '2027-05-03' },
    ]);
  });

  it('skips a leading phrase that holds a value, and reads after "there\'s"', () => {
    expect(argsOf('On hire BT/77/K there’s a split in the port-side fender; no photos yet.', [fault])[0]).toMatchObject(
      {
        hire_code: 'BT/77/K',
        fault_description: 'split in the port-side fender',
      },
    );
  });

  it('ends at a preposition whose value is a few words on ("on her last hire BT-4")', () => {
    expect(argsOf('Log a bent tiller on her last hire BT-4', [fault])[0]).toMatchObject({
      hire_code: 'BT-4',
      fault_description: 'bent tiller',
    });
  });

  it('reads the thing after the clause’s colon when the verb names no article', () => {
    const request = 'Haul two loads from 8 Tanners Row: a dresser on Monday';
    const stops = [
      { start: 20, end: 34 },
      { start: 48, end: 54 },
    ];
    expect(describedThing(request, stops)).toEqual({ value: 'dresser', start: 37 });
  });

  it('finds nothing when no verb or "there is" opens the clause before an article', () => {
    expect(describedThing('Broken tiller on BT-4', [{ start: 17, end: 21 }])).toBeUndefined();
    expect(describedThing('Log damage on BT-4', [{ start: 14, end: 18 }])).toBeUndefined();
  });

  it('keeps a preposition that leads to no value inside the thing', () => {
    expect(describedThing('Log a crack along the lower hull, please', [])?.value).toBe('crack along the lower hull');
  });

  it('stays linear on long requests', () => {
    for (const size of [1000, 2000, 4000]) {
      const long = `Haul ${'a walnut dresser from the hall and '.repeat(size / 36)}`;
      expect(describedThing(long, [])).toBeUndefined();
    }
  });
});

describe('a language for a parameter that asks for no code', () => {
  const welsh = { name: 'Welsh', code: 'cy', locale: 'cy-GB', index: 0, end: 5 } as Parameters<
    typeof formatLanguage
  >[0];

  it('keeps the name when a two-letter word of the description is just a word', () => {
    expect(formatLanguage(welsh, 'The language it is sung in.')).toBe('Welsh');
  });

  it('writes the code when an example in quotes or brackets shows codes', () => {
    expect(formatLanguage(welsh, "Language, e.g. 'en' or 'de'")).toBe('cy');
    expect(formatLanguage(welsh, 'Language of the text (en, fr)')).toBe('cy');
  });
});

const names = (t: string) => findEntities(t).map((e) => e.text);
const codes = (t: string) =>
  findSpans(t)
    .filter((s) => s.kind === 'code')
    .map((s) => s.text);

describe('registration plates written in groups', () => {
  it('keeps the groups of a plate together', () => {
    expect(codes('Park the van YT-31 KEL by the gate')).toEqual(['YT-31 KEL']);
    expect(codes('Clamp car GH55 OPR now')).toEqual(['GH55 OPR']);
    expect(codes('The plate reads RB 7 WUX, I think')).toEqual(['RB 7 WUX']);
  });

  it('reads no last group as a name', () => {
    const spans = findSpans('Ticket for Lorna Vale, plate GH55 OPR');
    expect(spans.filter((s) => s.kind === 'proper').map((s) => s.text)).toEqual(['Lorna Vale']);
  });

  it('leaves a code alone when lower-case words follow it', () => {
    expect(codes('Send PX-9 to the yard')).toEqual(['PX-9']);
  });
});

describe('names this pass keeps whole', () => {
  it("keeps a saint's possessive inside the name", () => {
    expect(names('The choir sings at St Wilfrid’s Chapel tonight')).toEqual(['St Wilfrid’s Chapel']);
    expect(names('Meet me by Saint Brannoc’s Well')).toEqual(['Saint Brannoc’s Well']);
  });

  it('reads an owner and what it owns as two names', () => {
    expect(names('Service Tilde van Aken’s Corvane Sport 7 in May')).toEqual(['Tilde van Aken', 'Corvane Sport 7']);
  });

  it("joins names with '&' and a particle written onto the name", () => {
    expect(names('Invoice Bramble & Finch Joinery for the doors')).toEqual(['Bramble & Finch Joinery']);
    expect(names('Seat Idris el-Masri by the door')).toEqual(['Idris el-Masri']);
  });

  it('keeps a model number before a word saying what is done to it', () => {
    expect(names('Her Corvane Sport 7 needs it; the Velo Tour 2 serviced by Friday')).toContain('Velo Tour 2');
  });
});

describe('values tied to the right parameter', () => {
  const orderPart = fn(
    'order_boat_part',
    'Orders a spare part for a boat.',
    { part_code: text('Catalogue code of the part'), quantity: { type: 'integer' } },
    ['part_code', 'quantity'],
  );
  const register = fn(
    'register_glider',
    'Registers a glider and its pilot for a meet.',
    { pilot_name: text('The pilot'), glider_name: text('The glider') },
    ['pilot_name', 'glider_name'],
  );
  const shift = fn(
    'shift_cheese_wheels',
    'Moves cheese wheels between shelves.',
    {
      cheese_name: text('The cheese'),
      from_shelf: text('Shelf it leaves'),
      to_shelf: text('Shelf it goes to'),
      wheels: { type: 'integer' },
    },
    ['cheese_name', 'from_shelf', 'to_shelf', 'wheels'],
  );
  const cellar = fn(
    'log_cider_cask',
    'Logs a cask of cider.',
    {
      cider_name: text('The cider'),
      vintage: { type: 'integer', description: 'Year pressed' },
      casks: { type: 'integer' },
    },
    ['cider_name', 'vintage', 'casks'],
  );
  const lend = fn(
    'lend_camera_gear',
    'Lends camera gear to a member.',
    { item_name: text('The gear'), member_name: text('Who borrows it'), days: { type: 'integer' } },
    ['item_name', 'member_name', 'days'],
  );
  const quote = fn(
    'quote_sail_repair',
    'Quotes a sail repair.',
    { repair: text('What to repair'), cloth_cost: { type: 'number', description: 'Cost of the cloth' } },
    ['repair'],
  );

  it('gives a cue word the code right after it, not a name ending in the cue word', () => {
    expect(argsOf('We need 4 of part RG-22/7 from Halvard Boat Parts.', [orderPart])).toEqual([
      { part_code: 'RG-22/7', quantity: 4 },
    ]);
  });

  it('reads a label in brackets, and a cue with a colon before one led on by a preposition', () => {
    expect(argsOf('Register gliders for Wren Taliesin (glider: Grey Kestrel)', [register])).toEqual([
      { pilot_name: 'Wren Taliesin', glider_name: 'Grey Kestrel' },
    ]);
  });

  it("tells two shelves apart by their direction, and keeps a name with d' or l' whole", () => {
    expect(argsOf("Take 3 wheels of Tomme d'Aubrac out of shelf K/1 and put them in shelf K/4.", [shift])).toEqual([
      { cheese_name: "Tomme d'Aubrac", from_shelf: 'K/1', to_shelf: 'K/4', wheels: 3 },
    ]);
  });

  it('gives a year parameter the number a year could be', () => {
    expect(argsOf("Log nine of 'Perry Gold', pressed in two thousand and twenty-four.", [cellar])).toEqual([
      { cider_name: 'Perry Gold', vintage: 2024, casks: 9 },
    ]);
  });

  it('takes a one-word name with the nouns said after it for a thing’s name', () => {
    expect(argsOf('Lend the Orsa light tent for 4 days to Bram Okonjo.', [lend])).toEqual([
      { item_name: 'Orsa light tent', member_name: 'Bram Okonjo', days: 4 },
    ]);
    expect(argsOf('Lend the Orsa Light Tent for 4 days to Bram Okonjo.', [lend])[0]).toMatchObject({
      item_name: 'Orsa Light Tent',
    });
  });

  it('reads an amount said with "come to"', () => {
    expect(argsOf('What does a seam repair cost if the cloth comes to 42.50?', [quote])[0]).toMatchObject({
      cloth_cost: 42.5,
    });
  });
});

describe('amounts and options said in words', () => {
  const proof = fn(
    'log_dough_proof',
    'Logs a dough proof.',
    { dough_id: text('The dough'), temperature_c: { type: 'number', description: 'Room temperature in °C' } },
    ['dough_id', 'temperature_c'],
  );
  const ride = fn(
    'log_ride',
    'Logs a bike ride.',
    { distance_km: { type: 'number', description: 'Distance in kilometres' }, minutes: { type: 'integer' } },
    ['distance_km', 'minutes'],
  );
  const groom = fn(
    'book_grooming',
    'Books a grooming slot for a pet.',
    {
      pet_name: text('The pet'),
      animal: { type: 'string', enum: ['dog', 'cat', 'bird', 'reptile'] },
      slot: { type: 'string', enum: ['morning', 'afternoon', 'evening'] },
    },
    ['pet_name', 'animal', 'slot'],
  );

  it('reads "and a half" after a number said in words', () => {
    expect(argsOf('Dough D-7 proved at twenty-two and a half degrees.', [proof])).toEqual([
      { dough_id: 'D-7', temperature_c: 22.5 },
    ]);
  });

  it('reads a "k" on a distance as kilometres', () => {
    expect(argsOf('Log a 25k ride of 70 minutes.', [ride])).toEqual([{ distance_km: 25, minutes: 70 }]);
  });

  it('matches an option by a word that means it', () => {
    expect(argsOf('Groom our budgie Pip after lunch.', [groom])).toEqual([
      { pet_name: 'Pip', animal: 'bird', slot: 'afternoon' },
    ]);
    expect(argsOf('Groom the gecko Zed at night.', [groom])).toEqual([
      { pet_name: 'Zed', animal: 'reptile', slot: 'evening' },
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

describe('numbers for where an amount goes, and nights', () => {
  const scale = fn(
    'scale_soup_recipe',
    'Scales a soup recipe.',
    {
      recipe: text('The recipe'),
      target_portions: { type: 'integer', description: 'Portions wanted' },
      original_portions: { type: 'integer', description: 'Portions it was written for' },
    },
    ['recipe', 'target_portions'],
  );
  const stay = fn(
    'book_cabin',
    'Books a cabin.',
    { cabin: text('The cabin'), nights: { type: 'integer', description: 'Number of nights' } },
    ['cabin', 'nights'],
  );

  it('gives a target parameter the number said after "to"', () => {
    expect(argsOf("The 'Leek Broth' recipe serves 4 portions; scale it to 18.", [scale])[0]).toMatchObject({
      target_portions: 18,
    });
  });

  it('reads a week as seven nights', () => {
    expect(argsOf('Book the Alder Cabin for a week.', [stay])).toEqual([{ cabin: 'Alder Cabin', nights: 7 }]);
  });
});

describe('what "how much" asks about, doses a day and a negated flag', () => {
  const dose = fn(
    'goat_medicine_dose',
    'Works out how much medicine a goat gets.',
    {
      medicine: text('The medicine'),
      weight_kg: { type: 'number', description: 'Weight in kilograms' },
      doses_per_day: { type: 'integer', description: 'How many doses a day', default: 1 },
    },
    ['medicine', 'weight_kg'],
  );
  const check = fn(
    'log_coop_check',
    'Logs a check of a hen coop.',
    { coop_id: text('The coop'), fox_seen: { type: 'boolean', description: 'Whether a fox was seen' } },
    ['coop_id', 'fox_seen'],
  );

  it('takes the thing "how much" asks about, not the words that go on saying a number', () => {
    expect(argsOf('How much meloxicam should a goat weighing four point five kilos get?', [dose])).toEqual([
      { medicine: 'meloxicam', weight_kg: 4.5 },
    ]);
  });

  it('reads "twice a day" for a count per day', () => {
    expect(argsOf('How much meloxicam should a 41 kg goat get, twice a day?', [dose])).toEqual([
      { medicine: 'meloxicam', weight_kg: 41, doses_per_day: 2 },
    ]);
    expect(argsOf('How much meloxicam for a 30 kg goat, three times a day?', [dose])[0]).toMatchObject({
      doses_per_day: 3,
    });
  });

  it('negates a flag when any word of its name is negated', () => {
    expect(argsOf('Coop C-2 checked; the fox was not seen.', [check])).toEqual([{ coop_id: 'C-2', fox_seen: false }]);
    expect(argsOf('Coop C-2 checked; the fox was seen.', [check])).toEqual([{ coop_id: 'C-2', fox_seen: true }]);
  });
});

describe('counted things and street words', () => {
  const sow = fn(
    'sow_beds',
    'Sows seed beds.',
    { seed: { type: 'string' }, beds: { type: 'integer' }, per_bed: { type: 'integer' } },
    ['seed', 'beds'],
  );

  it('reads the thing after "of" when a describing word stands before the counted word', () => {
    expect(argsOf('Sow three narrow beds of chard.', [sow])[0]).toMatchObject({ seed: 'chard', beds: 3 });
  });

  it('takes no number word after "of" as the thing', () => {
    expect(argsOf('Sow chard, three beds of twelve.', [sow])[0]?.seed).not.toBe('twelve');
  });

  it('keeps the house number of a street ending in Bank, Cottages or Park', () => {
    expect(findSpans('Collect it at 5 Osprey Bank on Monday').find((s) => s.kind === 'place')?.text).toBe(
      '5 Osprey Bank',
    );
    expect(findSpans('Deliver to 2 Mill Cottages').find((s) => s.kind === 'place')?.text).toBe('2 Mill Cottages');
  });
});

describe('quotes holding an apostrophe', () => {
  const quoted = (t: string) =>
    findSpans(t)
      .filter((s) => s.kind === 'quoted')
      .map((s) => s.text);

  it('keeps an apostrophe between letters inside a single-quoted title', () => {
    expect(quoted("Shelve 'The Tinker's Daughter' and 'Salt Lines' by noon")).toEqual([
      "The Tinker's Daughter",
      'Salt Lines',
    ]);
  });

  it('still reads no quote out of possessives', () => {
    expect(quoted("It's Ana's and Ben's turn")).toEqual([]);
  });
});
