// The mock model on more tools written for these tests: option words, yes/no enums, head counts, amounts named together,
// and a day and month written in the form a description asks without a year.
import { describe, expect, it } from 'vitest';
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import { generateReply } from '../generate.ts';
import { fn, NOW, argsOf, text } from '../test-tools.ts';
import { formatYearless } from './date-mentions.ts';

const callsOf = (request: string, tools: FunctionDefinition[]) =>
  generateReply({
    messages: [{ role: 'user', content: request }],
    tools,
    toolChoice: undefined,
    parallelToolCalls: true,
    responseFormat: undefined,
    now: NOW,
  }).toolCalls.map((c) => ({
    name: c.name,
    args: JSON.parse(c.arguments) as Record<string, unknown>,
  }));

const swapDish = fn(
  'swap_dish',
  'Swaps the dish on an open ticket.',
  { dish: { type: 'string', enum: ['RAMEN', 'TACOS', 'CURRY'] } },
  ['dish'],
);

const subtitles = fn(
  'set_subtitles',
  'Subtitles for the film being watched.',
  { lang: { type: 'string', enum: ['en', 'fr', 'ja'] } },
  ['lang'],
);

const cabin = fn(
  'find_cabin',
  'Finds a cabin to rent.',
  {
    lake: { type: 'string', description: 'Lake the cabin is on' },
    has_sauna: { type: 'string', enum: ['True', 'False', 'any'], default: 'any' },
    guests: { type: 'integer', description: 'How many people will stay', default: 0 },
  },
  ['lake'],
);

const vm = fn(
  'quote_vm',
  'Price of a virtual machine.',
  { ram: { type: 'integer', description: 'Memory in GB' }, zone: { type: 'string', default: 'north' } },
  ['ram'],
);

const fetchDoc = fn(
  'fetch_doc',
  'Downloads a document.',
  {
    source: { type: 'string', description: 'Link to the document' },
    wait: { type: 'number', description: 'Seconds to wait' },
  },
  ['source'],
);

const badge = fn(
  'print_badge',
  'Prints a visitor badge.',
  {
    name: { type: 'string', description: "The visitor's full name, for the person's badge" },
    desk: { type: 'string', description: 'Front desk code' },
  },
  ['desk'],
);

const clock = fn('world_clock', 'Current time somewhere.', {
  zone: { type: 'string', description: "Time zone, like 'Europe/Oslo'" },
});

describe('more kinds of arguments on unseen tools', () => {
  it('picks a tool because the request names one of its enum values, and the value after "to" in a switch', () => {
    expect(callsOf('One ramen please', [swapDish])).toEqual([{ name: 'swap_dish', args: { dish: 'RAMEN' } }]);
    expect(callsOf('Switch my ticket from ramen to curry', [swapDish])).toEqual([
      { name: 'swap_dish', args: { dish: 'CURRY' } },
    ]);
  });

  it('reads a language named in words as its code, and such a mention is enough to pick the tool', () => {
    expect(callsOf('I would rather watch it in Japanese', [subtitles])).toEqual([
      { name: 'set_subtitles', args: { lang: 'ja' } },
    ]);
  });

  it('maps yes/no said in words onto string enums like "True"/"False", and a head count onto a guests number', () => {
    expect(callsOf('Find a cabin at Tahoe with a sauna for 4 people', [cabin])).toEqual([
      { name: 'find_cabin', args: { lake: 'Tahoe', has_sauna: 'True', guests: 4 } },
    ]);
    expect(callsOf('Find a cabin at Tahoe without a sauna', [cabin])[0]!.args).toMatchObject({ has_sauna: 'False' });
  });

  it('makes one call per amount when the request names several for a parameter that takes one', () => {
    expect(callsOf('Quote a vm with 8 and 16 GB', [vm])).toEqual([
      { name: 'quote_vm', args: { ram: 8 } },
      { name: 'quote_vm', args: { ram: 16 } },
    ]);
  });

  it('reads a quoted link as a link, and a hyphenated unit ("2.5-second") as a number with its unit', () => {
    expect(callsOf("Fetch the doc from 'https://docs.example.net/a.pdf' with a 2.5-second wait", [fetchDoc])).toEqual([
      { name: 'fetch_doc', args: { source: 'https://docs.example.net/a.pdf', wait: 2.5 } },
    ]);
  });

  it('fills a bare `name` with a person when its description is about a person, and a quoted zone for a time parameter', () => {
    expect(callsOf('Print a badge for Maria Lopez at desk B7', [badge])).toEqual([
      { name: 'print_badge', args: { name: 'Maria Lopez', desk: 'B7' } },
    ]);
    expect(callsOf("What is the time in zone 'Asia/Tokyo'?", [clock])).toEqual([
      { name: 'world_clock', args: { zone: 'Asia/Tokyo' } },
    ]);
  });

  it('reads a thing named by lower-case words after "any", "of" or "for" as the value, not the whole request', () => {
    const pantry = fn(
      'pantry_count',
      'How much of an ingredient the pantry holds.',
      { ingredient: { type: 'string' } },
      ['ingredient'],
    );
    expect(callsOf('Is there any brown sugar in the pantry?', [pantry])).toEqual([
      { name: 'pantry_count', args: { ingredient: 'brown sugar' } },
    ]);
    expect(callsOf('How many jars of smoked paprika are left in the pantry?', [pantry])).toEqual([
      { name: 'pantry_count', args: { ingredient: 'smoked paprika' } },
    ]);
    // The tool's own words say what kind of thing it is, not which: "the pantry count" names no ingredient.
    expect(callsOf('Pantry count of wild rice', [pantry])).toEqual([
      { name: 'pantry_count', args: { ingredient: 'wild rice' } },
    ]);
  });
});

describe('formatYearless', () => {
  it('writes a day and month in the numeric or worded form a description asks, and nothing when it asks a year', () => {
    const d = { month: 7, day: 4 };
    expect(formatYearless(d, 'anniversary as dd.mm')).toBe('04.07');
    expect(formatYearless(d, 'recurring day, --mm-dd')).toBe('--07-04');
    expect(formatYearless(d, 'e.g. march 9')).toBe('July 4');
    expect(formatYearless(d, 'day then month, like 9 march')).toBe('4 July');
    expect(formatYearless(d, 'e.g. march 9, 2027')).toBeUndefined();
    expect(formatYearless(d, 'date as mm-dd-yy')).toBeUndefined();
  });
});

describe('a phone number written in groups', () => {
  const textMe = fn(
    'text_when_fired',
    'Texts a potter when the kiln has cooled.',
    {
      phone_number: { type: 'string', description: 'Mobile number to text.' },
      kiln_name: { type: 'string', description: 'Name of the kiln.' },
    },
    ['phone_number', 'kiln_name'],
  );
  const args = (request: string) =>
    generateReply({
      messages: [{ role: 'user', content: request }],
      tools: [textMe],
      toolChoice: undefined,
      parallelToolCalls: true,
      responseFormat: undefined,
      now: NOW,
    }).toolCalls.map((c) => JSON.parse(c.arguments) as Record<string, unknown>);

  it('is one value, its groups kept ("07123 456789", "+44 20 7946 0011")', () => {
    expect(args('Text me on 07123 456789 when the Anagama kiln has cooled.')[0]?.phone_number).toBe('07123 456789');
    expect(args('Text +44 20 7946 0011 when the Anagama kiln has cooled.')[0]?.phone_number).toBe('+44 20 7946 0011');
  });
});

describe('a negative amount said in words', () => {
  it('reads "minus" or "negative" before an amount as its sign', () => {
    const coldStore = fn(
      'set_cold_store',
      'Sets the clay cold store temperature.',
      { temperature_c: { type: 'number', description: 'Temperature in °C' } },
      ['temperature_c'],
    );
    const read = (request: string) =>
      generateReply({
        messages: [{ role: 'user', content: request }],
        tools: [coldStore],
        toolChoice: undefined,
        parallelToolCalls: true,
        responseFormat: undefined,
        now: NOW,
      }).toolCalls.map((c) => JSON.parse(c.arguments) as Record<string, unknown>)[0]?.temperature_c;
    expect(read('Set the cold store to minus four degrees.')).toBe(-4);
    expect(read('Set the cold store to negative 2.5 °C.')).toBe(-2.5);
  });
});

describe('a unit the parameter names', () => {
  it('beats a unit only its description names ("two pressings ... -9 LUFS" for target_loudness_lufs)', () => {
    const pressing = fn(
      'queue_pressing_job',
      'Queues a vinyl pressing job.',
      {
        record_title: { type: 'string', description: 'Title' },
        target_loudness_lufs: { type: 'number', description: 'Loudness to press to, in LUFS' },
      },
      ['record_title'],
    );
    const calls = generateReply({
      messages: [{ role: 'user', content: 'Press Low Tide twice: two pressings at -9 LUFS.' }],
      tools: [pressing],
      toolChoice: undefined,
      parallelToolCalls: true,
      responseFormat: undefined,
      now: NOW,
    }).toolCalls.map((c) => JSON.parse(c.arguments) as Record<string, unknown>);
    expect(calls[0]?.target_loudness_lufs).toBe(-9);
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

describe('a single night, and the one who did it named by the agent noun', () => {
  const bunk = fn(
    'reserve_bunks',
    'Reserves bunks in a bothy.',
    {
      bothy: text('Name of the bothy'),
      nights: { type: 'integer', description: 'Number of nights' },
      bunks: { type: 'integer', description: 'Number of bunks' },
    },
    ['bothy', 'nights', 'bunks'],
  );
  const gallery = fn('find_paintings', 'Finds paintings in the collection.', {
    painted_by: text('Who painted it'),
    sitter: text('Who sat for it'),
  });

  it('reads "a single night" as one night', () => {
    expect(argsOf('Reserve two bunks at Glenpean Bothy for a single night.', [bunk])).toEqual([
      { bothy: 'Glenpean Bothy', nights: 1, bunks: 2 },
    ]);
  });

  it('gives `painted_by` the name said with "painter", the other name to the other person', () => {
    expect(argsOf('Find portraits of Ines Aldecoa with Berit Aasen as the painter.', [gallery])).toEqual([
      { painted_by: 'Berit Aasen', sitter: 'Ines Aldecoa' },
    ]);
  });
});

describe('a US state in the form its description asks for', () => {
  const levy = fn(
    'tourist_levy',
    'Works out the tourist levy for a stay.',
    {
      nights: { type: 'integer', description: 'Nights stayed' },
      state: text("The US state's two-letter abbreviation, such as 'WA'"),
    },
    ['nights', 'state'],
  );
  const stay = fn(
    'find_stay',
    'Finds a place to stay.',
    { location: text("City and state abbreviation, such as 'Reno, NV'") },
    ['location'],
  );

  it('writes "Vermont" as VT for a parameter of the state alone', () => {
    expect(argsOf('Tourist levy for 3 nights in Vermont?', [levy])).toEqual([{ nights: 3, state: 'VT' }]);
  });

  it('leaves a place that is a city too alone for a city-and-state parameter', () => {
    expect(argsOf('Find a stay in New York.', [stay])[0]!.location).not.toBe('NY');
  });
});
