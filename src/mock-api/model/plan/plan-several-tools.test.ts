// The planner on requests that need several different tools, some of them several times (a corner shop's and a
// greenhouse's tools, invented here): a part per tool, each fanned out over its own list.
import { describe, expect, it } from 'vitest';
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import { ask, callsOf, fn, NOW, text } from '../test-tools.ts';
import { numberedAsSentences } from './plan-parts.ts';
import { listVariants } from './list-variants.ts';
import { ToolReader } from './readings.ts';

const restock = fn(
  'restock_shelf',
  'Restocks a shelf of the corner shop with a product.',
  { product: text('Product to restock'), boxes: { type: 'integer', description: 'Boxes to put out' } },
  ['product', 'boxes'],
);
const count = fn(
  'count_inventory',
  'Counts how much of a product is left in the back room.',
  { product: text('Product to count') },
  ['product'],
);
const label = fn(
  'print_price_label',
  'Prints a price label for a product.',
  { product: text('Product'), price: { type: 'number', description: 'Price in euros' } },
  ['product', 'price'],
);
const shop = [restock, count, label];

const water = fn(
  'water_plant',
  'Waters a plant in the greenhouse.',
  { plant: text('Plant name'), ml: { type: 'integer', description: 'Water in millilitres' } },
  ['plant', 'ml'],
);
const prune = fn('prune_plant', 'Prunes a plant.', { plant: text('Plant name') }, ['plant']);
const mist = fn(
  'mist_leaves',
  'Mists the leaves of a plant.',
  { plant: text('Plant name'), seconds: { type: 'integer' } },
  ['plant'],
);
const greenhouse = [water, prune, mist];

const court = fn(
  'book_court',
  'Books a tennis court for a player.',
  { player: text('Player name'), hour: { type: 'integer', description: 'Start hour, 0-23' } },
  ['player', 'hour'],
);
const forecast = fn('get_forecast', 'Gets the weather forecast for a town.', { town: text('Town name') }, ['town']);

const num = (description: string) => ({ type: 'number', description });
const preheat = fn('preheat_oven', 'Preheats the oven.', { celsius: num('Temperature in Celsius') }, ['celsius']);
const timer = fn('start_timer', 'Starts a kitchen timer.', { minutes: num('Minutes'), label: text('Label') }, [
  'minutes',
]);
const recipe = fn('find_recipe', 'Finds a recipe for a dish.', { dish: text('Dish name') }, ['dish']);
const kitchen = [preheat, timer, recipe];

const money = fn(
  'convert_money',
  'Converts money from one currency to another.',
  { amount: num('Amount'), from: text('Source currency code'), to: text('Target currency code') },
  ['amount', 'from', 'to'],
);
const tip = fn('compute_tip', 'Computes a tip for a bill.', { bill: num('Bill total'), percent: num('Tip percent') }, [
  'bill',
  'percent',
]);
const route = fn(
  'plan_route',
  'Plans a driving route between two towns.',
  { origin: text('Start town'), destination: text('End town') },
  ['origin', 'destination'],
);
const fuel = fn(
  'fuel_price',
  'Gets the fuel price in a town.',
  { town: text('Town'), fuel: { type: 'string', enum: ['petrol', 'diesel'] } },
  ['town', 'fuel'],
);

const tide = fn('tide_times', 'Gets high and low tide times for a harbour.', { harbour: text('Harbour name') }, [
  'harbour',
]);
const wind = fn(
  'wind_forecast',
  'Gets the wind forecast for a harbour.',
  { harbour: text('Harbour name'), hours: num('Hours ahead') },
  ['harbour'],
);
const permit = fn(
  'fishing_permit',
  'Buys a fishing permit for an angler.',
  { angler: text('Angler full name'), days: num('Days valid') },
  ['angler', 'days'],
);
const harbour = [tide, wind, permit];

describe('the planner on several tools, each called for its own items', () => {
  it('gives two tools named side by side the values said before them, one call per value', () => {
    expect(callsOf('For Brixham and Dartmouth, get the tide times and the wind forecast.', harbour)).toEqual([
      ['tide_times', { harbour: 'Brixham' }],
      ['tide_times', { harbour: 'Dartmouth' }],
      ['wind_forecast', { harbour: 'Brixham' }],
      ['wind_forecast', { harbour: 'Dartmouth' }],
    ]);
  });

  it('splits a task its sentence marks into the parts of its tools, and reads "as well as" as a joint', () => {
    expect(
      callsOf(
        'Check the tide times for Looe. Check the wind forecast for Looe too. And buy Raj Patel a 1 day fishing permit.',
        harbour,
      ),
    ).toEqual([
      ['tide_times', { harbour: 'Looe' }],
      ['wind_forecast', { harbour: 'Looe' }],
      ['fishing_permit', { angler: 'Raj Patel', days: 1 }],
    ]);
    expect(callsOf('Get the tide times for Looe as well as Fowey and the wind forecast for Fowey.', harbour)).toEqual([
      ['tide_times', { harbour: 'Looe' }],
      ['tide_times', { harbour: 'Fowey' }],
      ['wind_forecast', { harbour: 'Fowey' }],
    ]);
    expect(
      callsOf(
        'Buy fishing permits for Ann Lee and Raj Patel for 3 and 5 days respectively, as well as the tide times for Looe.',
        harbour,
      ),
    ).toEqual([
      ['fishing_permit', { angler: 'Ann Lee', days: 3 }],
      ['fishing_permit', { angler: 'Raj Patel', days: 5 }],
      ['tide_times', { harbour: 'Looe' }],
    ]);
  });

  it("starts a part at its tool's words after an amount, and takes a lower-case thing read by a rule as given", () => {
    // "work out a 15% tip": the amount comes before the tool's word; "find recipes for focaccia": the dish is all the
    // piece is about, yet read as the thing after "for".
    expect(
      callsOf(
        'Preheat the oven to 190 degrees, start timers for 12 and 25 minutes, and find recipes for focaccia and flan.',
        kitchen,
      ),
    ).toEqual([
      ['preheat_oven', { celsius: 190 }],
      ['start_timer', { minutes: 12 }],
      ['start_timer', { minutes: 25 }],
      ['find_recipe', { dish: 'focaccia' }],
      ['find_recipe', { dish: 'flan' }],
    ]);
    expect(
      callsOf('Convert 20 EUR to USD and 300 SEK to EUR, and work out a 15% tip on a 80 bill.', [money, tip]),
    ).toEqual([
      ['convert_money', { amount: 20, from: 'EUR', to: 'USD' }],
      ['convert_money', { amount: 300, from: 'SEK', to: 'EUR' }],
      ['compute_tip', { bill: 80, percent: 15 }],
    ]);
  });

  it('reads the first part after a lead-in that ends with a colon', () => {
    expect(
      callsOf(
        'I need three things: the diesel price in Metz, a route from Metz to Nancy, and the petrol price in Nancy.',
        [route, fuel],
      ),
    ).toEqual([
      ['fuel_price', { town: 'Metz', fuel: 'diesel' }],
      ['plan_route', { origin: 'Metz', destination: 'Nancy' }],
      ['fuel_price', { town: 'Nancy', fuel: 'petrol' }],
    ]);
  });

  it('fans each part out over its own list: items with "the", of one or two words', () => {
    expect(
      callsOf('Water the basil with 200 ml and the mint with 150 ml, and prune the rosemary and the sage.', greenhouse),
    ).toEqual([
      ['water_plant', { plant: 'basil', ml: 200 }],
      ['water_plant', { plant: 'mint', ml: 150 }],
      ['prune_plant', { plant: 'rosemary' }],
      ['prune_plant', { plant: 'sage' }],
    ]);
    expect(
      callsOf('Prune the fig, the olive and the lemon tree, then water the fern with 300 ml.', greenhouse),
    ).toEqual([
      ['prune_plant', { plant: 'fig' }],
      ['prune_plant', { plant: 'olive' }],
      ['prune_plant', { plant: 'lemon tree' }],
      ['water_plant', { plant: 'fern', ml: 300 }],
    ]);
  });

  it('takes two-word things listed together whole, before the one-word list inside them', () => {
    expect(callsOf('Count rye bread and oat biscuits, then restock 3 boxes of lemons.', shop)).toEqual([
      ['count_inventory', { product: 'rye bread' }],
      ['count_inventory', { product: 'oat biscuits' }],
      ['restock_shelf', { product: 'lemons', boxes: 3 }],
    ]);
  });

  it('reads numbered requests as sentences of their own, on one line or on several', () => {
    expect(callsOf('1. Count the rice. 2. Restock the lentils with 6 boxes and the beans with 4 boxes.', shop)).toEqual(
      [
        ['count_inventory', { product: 'rice' }],
        ['restock_shelf', { product: 'lentils', boxes: 6 }],
        ['restock_shelf', { product: 'beans', boxes: 4 }],
      ],
    );
    expect(
      callsOf('1) Get the forecast for Oslo\n2) Book a court for Ana at 10 and Ben at 12', [court, forecast]),
    ).toEqual([
      ['get_forecast', { town: 'Oslo' }],
      ['book_court', { player: 'Ana', hour: 10 }],
      ['book_court', { player: 'Ben', hour: 12 }],
    ]);
  });

  it('leaves text with one mark or marks out of order as it is', () => {
    expect(numberedAsSentences('Book it at 3. Then call me.')).toBe('Book it at 3. Then call me.');
    expect(numberedAsSentences('2. Call Ana 1. Call Ben')).toBe('2. Call Ana 1. Call Ben');
    expect(numberedAsSentences('Please: 1. Call Ana 2. Call Ben')).toBe('Please: Call Ana. Call Ben');
  });

  it('reads a name after "and" as a name, not as a sentence\'s first word', () => {
    expect(
      callsOf('Book courts for Ana and Ben at 9 and 10 respectively, and get the forecast for Hull.', [
        court,
        forecast,
      ]),
    ).toEqual([
      ['book_court', { player: 'Ana', hour: 9 }],
      ['book_court', { player: 'Ben', hour: 10 }],
      ['get_forecast', { town: 'Hull' }],
    ]);
  });
});

const resize = fn(
  'resize_photo',
  'Resizes a photo file.',
  { photo_file: text('Photo file name'), width_px: { type: 'integer', description: 'New width in pixels' } },
  ['photo_file', 'width_px'],
);
const printPhoto = fn(
  'print_photo',
  'Prints copies of a photo file.',
  { photo_file: text('Photo file name'), copies: { type: 'integer', description: 'Number of copies' } },
  ['photo_file', 'copies'],
);
const ferrySearch = fn(
  'search_ferries',
  'Searches ferry crossings between two ports on a date.',
  { from_port: text('Departure port'), to_port: text('Arrival port'), date: text('Date, YYYY-MM-DD') },
  ['from_port', 'to_port', 'date'],
);
const ferryBook = fn(
  'book_ferry',
  'Books ferry seats between two ports on a date.',
  {
    from_port: text('Departure port'),
    to_port: text('Arrival port'),
    date: text('Date, YYYY-MM-DD'),
    seats: { type: 'integer', description: 'Seats to book' },
  },
  ['from_port', 'to_port', 'date', 'seats'],
);

describe('a later task about what an earlier task named', () => {
  it('takes a required value the later part leaves out from the part before, under the same parameter', () => {
    expect(callsOf('Resize lighthouse.png to 1600 pixels, then print 4 copies of it.', [resize, printPhoto])).toEqual([
      ['resize_photo', { photo_file: 'lighthouse.png', width_px: 1600 }],
      ['print_photo', { photo_file: 'lighthouse.png', copies: 4 }],
    ]);
    expect(
      callsOf('Search ferries from Oban to Craignure on 2027-06-14 and book 2 seats on that crossing.', [
        ferrySearch,
        ferryBook,
      ]),
    ).toEqual([
      ['search_ferries', { from_port: 'Oban', to_port: 'Craignure', date: '2027-06-14' }],
      ['book_ferry', { from_port: 'Oban', to_port: 'Craignure', date: '2027-06-14', seats: 2 }],
    ]);
  });

  it('says which part the value came from', () => {
    const note = ask('Resize lighthouse.png to 1600 pixels, then print 4 copies of it.', [
      resize,
      printPhoto,
    ]).explanation;
    expect(note).toContain('photo_file "lighthouse.png" as in part 1');
  });

  it('takes nothing when the part before gave that parameter several values', () => {
    // Two photos resized: "it" could be either, so the print call still lacks its file and is not made.
    const calls = callsOf('Resize dune.png and cliff.png to 900 pixels, then print 3 copies of it.', [
      resize,
      printPhoto,
    ]);
    expect(calls.filter(([name]) => name === 'print_photo')).toEqual([]);
    expect(calls.filter(([name]) => name === 'resize_photo')).toHaveLength(2);
  });

  const lesson = fn(
    'book_riding_lesson',
    'Books a riding lesson at the stables.',
    { rider: text('Rider name'), date: text('Lesson date, YYYY-MM-DD') },
    ['rider', 'date'],
  );
  const hire = fn(
    'hire_saddle',
    'Hires a saddle out for some days.',
    { saddle: text('Saddle model'), days: { type: 'integer' }, renter_name: text('Who rents it') },
    ['saddle', 'days', 'renter_name'],
  );

  it('gives a pointing word ("to her") the one value of its kind the part before named, under another name', () => {
    const reply = ask(
      'Book a riding lesson for Ines Varga on 2027-04-02, and hire the Wexford saddle to her for 3 days.',
      [lesson, hire],
    );
    expect(reply.toolCalls.map((c) => [c.name, JSON.parse(c.arguments)])).toEqual([
      ['book_riding_lesson', { rider: 'Ines Varga', date: '2027-04-02' }],
      ['hire_saddle', { saddle: 'Wexford', days: 3, renter_name: 'Ines Varga' }],
    ]);
    expect(reply.explanation).toContain('renter_name "Ines Varga" as rider in part 1 ("her" points back to it)');
    // No pointing word: the renter is not guessed from the lesson, and the hire is not made.
    expect(
      callsOf('Book a riding lesson for Ines Varga on 2027-04-02, and hire the Wexford saddle for 3 days.', [
        lesson,
        hire,
      ]).map(([name]) => name),
    ).toEqual(['book_riding_lesson']);
  });

  it("starts a part for a piece that opens with the verb its tool's description opens with", () => {
    const kite = fn(
      'register_kite',
      'Registers a kite for its pilot.',
      { pilot: text('Pilot name'), kite_name: text('Kite name') },
      ['pilot', 'kite_name'],
    );
    const slot = fn(
      'schedule_field_slot',
      'Books a slot on a flying field.',
      { field: text('Field name'), date: text('Date, YYYY-MM-DD'), start_time: text('Start time, HH:MM') },
      ['field', 'date', 'start_time'],
    );
    expect(
      callsOf('Register the kite Zephyr for Ana Lind; book the North Paddock on 2027-09-03 at 11:00.', [kite, slot]),
    ).toEqual([
      ['register_kite', { pilot: 'Ana Lind', kite_name: 'Zephyr' }],
      ['schedule_field_slot', { field: 'North Paddock', date: '2027-09-03', start_time: '11:00' }],
    ]);
    // A word that only shares a stem with the description's verb ("retry", "Retrieves") starts nothing.
    const fetch = fn('get_slots', 'Retrieves the booked slots.', {}, []);
    expect(
      callsOf('Register the kite Zephyr for Ana Lind, retry count 3.', [kite, fetch]).map(([name]) => name),
    ).toEqual(['register_kite']);
  });

  it('gives a pointing word the value a text took only as the gist ("print ten copies of it")', () => {
    const add = fn(
      'add_song',
      'Adds a song to the songbook.',
      { title: text('Song title'), composer: text('Composer name') },
      ['title', 'composer'],
    );
    const print = fn(
      'print_song_copies',
      'Prints copies of a song.',
      { title: text('Song title'), copies: { type: 'integer' } },
      ['title', 'copies'],
    );
    const reply = ask("Add 'Low Tide' by Ines Varga to the songbook and print ten copies of it.", [add, print]);
    expect(reply.toolCalls.map((c) => [c.name, JSON.parse(c.arguments)])).toEqual([
      ['add_song', { title: 'Low Tide', composer: 'Ines Varga' }],
      ['print_song_copies', { title: 'Low Tide', copies: 10 }],
    ]);
    expect(reply.explanation).toContain('title "Low Tide" as title in part 1 ("it" points back to it)');
    // Without a pointing word nothing is carried: the copies are of something the request names otherwise.
    const printed = callsOf("Add 'Low Tide' by Ines Varga to the songbook and print ten copies of the carol.", [
      add,
      print,
    ]).find(([name]) => name === 'print_song_copies');
    expect(printed?.[1].title).not.toBe('Low Tide');
  });

  it('starts a part for a task that names its tool and points back, though it gives no required value', () => {
    const shoe = fn(
      'shoe_horse',
      'Books the farrier to shoe a horse.',
      { horse_id: text('Horse id'), date: text('Date, YYYY-MM-DD') },
      ['horse_id', 'date'],
    );
    const groom = fn(
      'groom_horse',
      'Grooms a horse.',
      { horse_id: text('Horse id'), finish: { type: 'string', enum: ['plain', 'plaited'] } },
      ['horse_id'],
    );
    expect(callsOf('Shoe horse HX-7 on 2027-04-02 and groom it with a plaited finish.', [shoe, groom])).toEqual([
      ['shoe_horse', { horse_id: 'HX-7', date: '2027-04-02' }],
      ['groom_horse', { horse_id: 'HX-7', finish: 'plaited' }],
    ]);
  });
});

const tideHeight = fn('get_tide_height', 'Gets the tide height at a harbour.', { harbour: text('Harbour name') }, [
  'harbour',
]);
const crossing = fn(
  'estimate_crossing_time',
  'Estimates how long a boat crossing between two harbours takes.',
  { origin: text('Start harbour'), destination: text('End harbour') },
  ['origin', 'destination'],
);
const weigh = fn(
  'weigh_specimen',
  'Records the weight of a museum specimen.',
  { specimen_id: text('Specimen id'), grams: num('Weight in grams') },
  ['specimen_id', 'grams'],
);
const scan = fn(
  'request_specimen_scan',
  'Requests a scan of a specimen.',
  { specimen_id: text('Specimen id'), resolution_dpi: { type: 'integer', description: 'Scan resolution in dpi' } },
  ['specimen_id', 'resolution_dpi'],
);
const seedSearch = fn(
  'search_seed_bank',
  'Searches the seed bank catalogue.',
  { query: text('Search words'), family: { type: 'string', enum: ['grasses', 'legumes', 'orchids'] } },
  ['query'],
);
const reservePacket = fn(
  'reserve_seed_packet',
  'Reserves a seed packet for a grower.',
  { packet_id: text('Packet id'), grower: text('Grower name') },
  ['packet_id', 'grower'],
);

describe('where a part starts, however its sentence opens', () => {
  it('skips words that name no tool before the tool\'s own word ("how long is a crossing", "queue it for a scan")', () => {
    expect(
      callsOf('What is the tide height at Looe, and how long is a crossing from Looe to Fowey?', [
        tideHeight,
        crossing,
      ]),
    ).toEqual([
      ['get_tide_height', { harbour: 'Looe' }],
      ['estimate_crossing_time', { origin: 'Looe', destination: 'Fowey' }],
    ]);
    expect(callsOf('Weigh HB-118 at 42 grams and queue it for a scan at 600 dpi.', [weigh, scan])).toEqual([
      ['weigh_specimen', { specimen_id: 'HB-118', grams: 42 }],
      ['request_specimen_scan', { specimen_id: 'HB-118', resolution_dpi: 600 }],
    ]);
  });

  it('counts a verb any tool could claim when it is a word of the tool\'s own name ("search ...")', () => {
    expect(
      callsOf("Search the legumes for 'dwarf runner beans', and reserve packet SB-2207 for Ines Moreau.", [
        seedSearch,
        reservePacket,
      ]),
    ).toEqual([
      ['search_seed_bank', { query: 'dwarf runner beans', family: 'legumes' }],
      ['reserve_seed_packet', { packet_id: 'SB-2207', grower: 'Ines Moreau' }],
    ]);
  });
});

const coachJourneys = fn(
  'search_coach_journeys',
  'Searches coach journeys between two towns.',
  { origin: text('From town'), destination: text('To town'), date: text('Date, YYYY-MM-DD') },
  ['origin', 'destination'],
);
const coachStand = fn(
  'get_coach_stand',
  'Gets the stand a coach leaves from at a station.',
  { coach_number: text('Coach number, e.g. X12'), station: text('Coach station') },
  ['coach_number', 'station'],
);
const refundCoach = fn('refund_coach_ticket', 'Refunds a coach ticket.', { ticket_id: text('Ticket id') }, [
  'ticket_id',
]);

describe('a piece whose words fit the tool before as well as any other', () => {
  it('asks that tool again when it reads the piece whole ("and for coach X46 at Plymouth")', () => {
    // "coach" is a word of all three tools' names; the journey search comes first, so a tie alone would pick it.
    const reply = ask(
      'Find the stand for coach X44 at Exeter and for coach X46 at Plymouth, and refund ticket CT-3390.',
      [coachJourneys, refundCoach, coachStand],
    );
    expect(reply.toolCalls.map((c) => [c.name, JSON.parse(c.arguments)])).toEqual([
      ['get_coach_stand', { coach_number: 'X44', station: 'Exeter' }],
      ['get_coach_stand', { coach_number: 'X46', station: 'Plymouth' }],
      ['refund_coach_ticket', { ticket_id: 'CT-3390' }],
    ]);
    expect(reply.explanation).toContain('one call per stretch that gives its own values');
  });

  it('starts a new part when the piece fits another tool better ("reserve" beside "cancel ... reservation")', () => {
    const cancelStay = fn('cancel_reservation', 'Cancels a hotel reservation.', { code: text('Confirmation code') }, [
      'code',
    ]);
    const reserveRoom = fn(
      'reserve_room',
      'Reserves a hotel room.',
      { hotel: text('Hotel name'), nights: { type: 'integer', description: 'Nights' } },
      ['hotel', 'nights'],
    );
    expect(
      callsOf('Cancel QX7710 and reserve the Harbour View Hotel for 3 nights.', [cancelStay, reserveRoom]),
    ).toEqual([
      ['cancel_reservation', { code: 'QX7710' }],
      ['reserve_room', { hotel: 'Harbour View Hotel', nights: 3 }],
    ]);
  });
});

/** A reader that counts the characters of every stretch it is asked to read. */
function countingReader(tool: FunctionDefinition) {
  const reader = new ToolReader(tool, NOW);
  const read = reader.read.bind(reader);
  const counted = { chars: 0 };
  reader.read = (t, as) => {
    counted.chars += t.length;
    return read(t, as);
  };
  return { reader, counted };
}

describe('lists of things on long requests', () => {
  it('tries the first few lists of a long part, not every one', () => {
    // 4,000 characters of short lists that each fail (an item named twice makes no call of its own): each list tried
    // reads the whole part once per item.
    const long = 'the fig and the fig, '.repeat(190);
    const { reader, counted } = countingReader(prune);
    expect(listVariants(reader, long)).toEqual([]);
    expect(counted.chars).toBeLessThan(50 * long.length);
  });

  it('reads a long numbered request in one pass', () => {
    const long = Array.from({ length: 60 }, (_, i) => `${i + 1}. Count the rice`).join(' ');
    const out = numberedAsSentences(long);
    expect(out.startsWith('Count the rice. Count the rice.')).toBe(true);
    expect(out.match(/Count the rice/g)).toHaveLength(60);
  });
});

const tideTable = fn('get_tide_table', 'Gets the tide table for a harbour.', { harbour: text('Harbour name') }, [
  'harbour',
]);
const harbourFees = fn('get_mooring_fees', 'Gets the mooring fees of a harbour.', { harbour: text('Harbour name') }, [
  'harbour',
]);

describe('a later task that points back to every item before it', () => {
  it('reads "those two harbours", "their" and "both" as one call per harbour named before', () => {
    for (const request of [
      'Get the tide tables for Porthleven and Mevagissey, and the mooring fees for those two harbours.',
      'Get the tide tables for Porthleven and Mevagissey, and their mooring fees.',
    ])
      expect(callsOf(request, [tideTable, harbourFees])).toEqual([
        ['get_tide_table', { harbour: 'Porthleven' }],
        ['get_tide_table', { harbour: 'Mevagissey' }],
        ['get_mooring_fees', { harbour: 'Porthleven' }],
        ['get_mooring_fees', { harbour: 'Mevagissey' }],
      ]);
    expect(
      ask('Get the tide tables for Porthleven and Mevagissey, and the mooring fees for those two harbours.', [
        tideTable,
        harbourFees,
      ]).explanation,
    ).toContain('"those two harbours" points back to them');
  });
});

const cpi = fn(
  'get_cpi_index',
  'Gets the consumer price index (CPI) of a country for a year.',
  { country: text('Country name'), year: { type: 'integer', description: 'Year' } },
  ['country', 'year'],
);
const literacy = fn(
  'get_literacy_rate',
  'Gets the literacy rate of a country for a year.',
  { country: text('Country name'), year: { type: 'integer', description: 'Year' } },
  ['country', 'year'],
);

describe('an acronym "of" a country', () => {
  it('names a measure of the country, not one name: the country alone is the value, the acronym chooses the tool', () => {
    expect(
      callsOf('Give me the CPI of Uruguay and Paraguay for 2017, then their literacy rate for that year.', [
        literacy,
        cpi,
      ]),
    ).toEqual([
      ['get_cpi_index', { country: 'Uruguay', year: 2017 }],
      ['get_cpi_index', { country: 'Paraguay', year: 2017 }],
      ['get_literacy_rate', { country: 'Uruguay', year: 2017 }],
      ['get_literacy_rate', { country: 'Paraguay', year: 2017 }],
    ]);
  });
});

const swim = fn(
  'log_swim',
  'Logs a swim.',
  {
    lengths: { type: 'integer', description: 'Pool lengths swum' },
    minutes: { type: 'integer', description: 'Minutes taken' },
  },
  ['lengths', 'minutes'],
);
const lemonade = fn(
  'log_lemonade_intake',
  'Logs lemonade drunk.',
  { millilitres: { type: 'integer', description: 'Amount drunk' } },
  ['millilitres'],
);

describe('a list of amounts cut at its "and" where a new part starts', () => {
  it('gives the list\'s first amount to the part its second amount opens ("log 250 ml and 330 ml of lemonade")', () => {
    expect(
      callsOf('Log a swim of 20 lengths in 30 minutes, and log 250 ml and 330 ml of lemonade.', [swim, lemonade]),
    ).toEqual([
      ['log_swim', { lengths: 20, minutes: 30 }],
      ['log_lemonade_intake', { millilitres: 250 }],
      ['log_lemonade_intake', { millilitres: 330 }],
    ]);
  });
});

describe('a later part whose best-scoring tool lacks values a close rival gets', () => {
  const rooms = { type: 'string', enum: ['hall_a', 'drum_booth', 'piano_room'], description: 'Which room.' };
  const book = fn(
    'book_practice_room',
    'Books one of the school’s rooms for a lesson or a rehearsal.',
    {
      room: rooms,
      pupil_name: text('Pupil or band the booking is for.'),
      lesson_date: text('Day of the booking, YYYY-MM-DD.'),
      start_time: text('Start, HH:MM, 24-hour clock.'),
      hours: { type: 'integer', description: 'Length in hours.' },
    },
    ['room', 'pupil_name', 'lesson_date', 'start_time'],
  );
  const check = fn(
    'check_room_availability',
    'Shows the free hours of one room on one day.',
    { room: rooms, lesson_date: text('Day to look at, YYYY-MM-DD.') },
    ['room', 'lesson_date'],
  );
  const tutor = fn(
    'hire_tutor',
    'Hires a tutor from the school’s list.',
    {
      subject: { type: 'string', enum: ['violin', 'flute'] },
      lesson_date: text('Day they are needed, YYYY-MM-DD.'),
      hours: { type: 'integer', description: 'Hours booked.' },
    },
    ['subject', 'lesson_date', 'hours'],
  );
  const school = [book, check, tutor];

  it('asks the close rival that the part fills (its day carried from the part before)', () => {
    expect(
      callsOf(
        'we need violin for two hours on 4 May 2031 and again on 5 May; check whether the drum booth is open that 4th',
        school,
      ),
    ).toEqual([
      ['hire_tutor', { subject: 'violin', lesson_date: '2031-05-04', hours: 2 }],
      ['hire_tutor', { subject: 'violin', lesson_date: '2031-05-05', hours: 2 }],
      ['check_room_availability', { room: 'drum_booth', lesson_date: '2031-05-04' }],
    ]);
  });

  it('keeps the best-scoring tool when the part gives what it needs', () => {
    expect(
      callsOf(
        'we need violin for two hours on 4 May 2031, and book the drum booth for Ana Lind on the 4th at 09:00',
        school,
      ).map(([name]) => name),
    ).toEqual(['hire_tutor', 'book_practice_room']);
  });
});

describe('items listed after a lead-in and its colon (part 22)', () => {
  const weigh = fn(
    'log_parcel_weight',
    'Logs the weight of one parcel at a depot.',
    {
      parcel_code: text('Code on the parcel label'),
      depot: text('Depot the parcel is at'),
      weight_kg: { type: 'number', description: 'Weight in kilograms' },
      weighed_on: text('Day weighed, YYYY-MM-DD'),
    },
    ['parcel_code', 'depot', 'weight_kg', 'weighed_on'],
  );
  const notify = fn(
    'text_courier',
    'Texts a courier about a round.',
    { phone: text('Courier phone number'), round_date: text('Day of the round, YYYY-MM-DD') },
    ['phone', 'round_date'],
  );
  const annotate = fn(
    'annotate_parcel',
    'Adds handling instructions to a parcel.',
    { parcel_code: text('Code on the parcel label'), instructions: text('What to do with the parcel') },
    ['parcel_code', 'instructions'],
  );
  const depot = [weigh, notify, annotate];

  it('makes one call per item, each with what the lead-in says for all, and the next task its own part', () => {
    expect(
      callsOf(
        'Re-checks at the Harrow Lane depot on 2031-02-03: PX-14 is 3.5 kg and PX-15 is 12.25 kg. Then text the courier on 07700 900123 about the round on 2031-02-04.',
        depot,
      ),
    ).toEqual([
      ['log_parcel_weight', { parcel_code: 'PX-14', depot: 'Harrow Lane', weight_kg: 3.5, weighed_on: '2031-02-03' }],
      ['log_parcel_weight', { parcel_code: 'PX-15', depot: 'Harrow Lane', weight_kg: 12.25, weighed_on: '2031-02-03' }],
      ['text_courier', { phone: '07700 900123', round_date: '2031-02-04' }],
    ]);
  });

  it('cuts the items at commas, never inside a possessive', () => {
    expect(
      callsOf(
        'Both vans leave on 2031-02-04. Text each courier about it: Tomek’s phone is 07700 900111, Ola’s is 07700 900222.',
        depot,
      ),
    ).toEqual([
      ['text_courier', { phone: '07700 900111', round_date: '2031-02-04' }],
      ['text_courier', { phone: '07700 900222', round_date: '2031-02-04' }],
    ]);
  });

  it('leaves one instruction whole when a free-text value holds everything after the colon', () => {
    expect(
      callsOf('Annotate parcel PX-20: keep it upright and ring the bell twice.', depot).map(([name]) => name),
    ).toEqual(['annotate_parcel']);
  });
});

describe('a name that qualifies a noun after "the" is no item of a list (part 22)', () => {
  const lend = fn(
    'lend_gear',
    'Lends a piece of film gear to a crew member.',
    {
      gear: text('Gear to lend'),
      crew_member: text('Who borrows it'),
      days: { type: 'integer', description: 'Days lent' },
    },
    ['gear', 'crew_member', 'days'],
  );
  const press = fn(
    'order_score',
    'Orders printed copies of a score.',
    { title: text('Title of the work'), copies: { type: 'integer' }, edition: text('Publisher edition') },
    ['title', 'copies'],
  );

  it('pairs each piece of gear with its borrower, not the borrower with the next gear’s maker', () => {
    // The gear's value is a reading of its own (here "Arri", the maker); what is tested is who borrows, and how long.
    expect(
      callsOf('Lend the Arri tripod to Ana Lind and the Arri slider to Ben Okoro, each for two days.', [
        lend,
        press,
      ]).map(([name, args]) => [name, args.crew_member, args.days]),
    ).toEqual([
      ['lend_gear', 'Ana Lind', 2],
      ['lend_gear', 'Ben Okoro', 2],
    ]);
  });

  it('reads a key and the edition after it as one call', () => {
    expect(
      callsOf('Order twelve copies of Stabat Mater in F, the Novello edition.', [lend, press]).map(([name]) => name),
    ).toEqual(['order_score']);
  });
});

describe('a person named in full, then by the first name alone (part 22)', () => {
  const lend = fn(
    'lend_gear',
    'Lends a piece of film gear to a crew member.',
    { gear: text('Gear to lend'), crew_member: text('Who borrows it') },
    ['gear', 'crew_member'],
  );
  const suite = fn(
    'book_edit_suite',
    'Books an edit suite for a crew member.',
    { crew_member: text('Who books it'), day: text('Day, YYYY-MM-DD') },
    ['crew_member', 'day'],
  );

  it('gives the later call the full name said before', () => {
    expect(
      callsOf('Lend the Arri slider to Ines Varga, and book Ines the edit suite on 2031-03-02.', [lend, suite]).map(
        ([name, args]) => [name, args.crew_member],
      ),
    ).toEqual([
      ['lend_gear', 'Ines Varga'],
      ['book_edit_suite', 'Ines Varga'],
    ]);
  });

  it('keeps the first name when two names said before open with it', () => {
    expect(
      callsOf(
        'Lend the Arri slider to Ines Varga and the Arri tripod to Ines Okafor, and book Ines the edit suite on 2031-03-02.',
        [lend, suite],
      ).find(([name]) => name === 'book_edit_suite')?.[1].crew_member,
    ).toBe('Ines');
  });
});

describe('owners listed with their possessives, before the task that points back to them (part 22)', () => {
  const bay = fn(
    'reserve_loading_bay',
    'Reserves a loading bay at a depot for a driver.',
    { driver_name: text('Driver'), depot: text('Depot'), date: text('Day, YYYY-MM-DD') },
    ['driver_name', 'depot', 'date'],
  );
  const fee = fn(
    'get_storage_fee',
    'Tells the storage fee for a number of days.',
    { days: { type: 'integer', description: 'Days stored' } },
    ['days'],
  );

  it('reads the sentence that ends on a possessive as a sentence, and one call per owner', () => {
    expect(
      callsOf(
        'Two vans reach Kelso depot on 2031-02-04, Ana Lind’s and Ben Okoro’s. Reserve a loading bay for both. What is the storage fee for 3 days?',
        [bay, fee],
      ),
    ).toEqual([
      ['reserve_loading_bay', { driver_name: 'Ana Lind', depot: 'Kelso', date: '2031-02-04' }],
      ['reserve_loading_bay', { driver_name: 'Ben Okoro', depot: 'Kelso', date: '2031-02-04' }],
      ['get_storage_fee', { days: 3 }],
    ]);
  });
});

describe('"there" points back to the place of the part before (part 22)', () => {
  const open = fn(
    'check_bothy_vacancy',
    'Checks whether a bothy has free bunks on a night.',
    { bothy_name: text('Bothy'), date: text('Night, YYYY-MM-DD') },
    ['bothy_name', 'date'],
  );
  const hold = fn(
    'hold_bothy_bunks',
    'Holds bunks in a bothy for a walker.',
    {
      bothy_name: text('Bothy'),
      walker: text('Walker the bunks are held for'),
      date: text('Night, YYYY-MM-DD'),
      bunks: { type: 'integer', description: 'Bunks' },
    },
    ['bothy_name', 'walker', 'date', 'bunks'],
  );

  it('takes the place for "there" and gives the name it had read to the walker', () => {
    expect(
      callsOf(
        'Check whether the Corrour Bothy has bunks free on 2031-09-12, and hold three bunks there that night for Isla Munro.',
        [open, hold],
      ),
    ).toEqual([
      ['check_bothy_vacancy', { bothy_name: 'Corrour Bothy', date: '2031-09-12' }],
      ['hold_bothy_bunks', { bothy_name: 'Corrour Bothy', walker: 'Isla Munro', date: '2031-09-12', bunks: 3 }],
    ]);
  });
});

describe('a last clause that says one item again, the rest the same (part 22)', () => {
  const studio = fn(
    'check_studio_free',
    'Checks whether a rehearsal studio is free on a day between two times.',
    {
      studio: text('Studio name'),
      date: text('Day, YYYY-MM-DD'),
      start_time: text('From, HH:MM'),
      end_time: text('To, HH:MM'),
    },
    ['studio', 'date', 'start_time', 'end_time'],
  );

  it('calls again for the item, with the day and times said for the first', () => {
    expect(
      callsOf(
        'Is the Brick Lane Studio free on 2031-05-09 from 18:00 to 21:00, and the Foundry Room for the same hours?',
        [studio],
      ),
    ).toEqual([
      [
        'check_studio_free',
        { studio: 'Brick Lane Studio', date: '2031-05-09', start_time: '18:00', end_time: '21:00' },
      ],
      ['check_studio_free', { studio: 'Foundry Room', date: '2031-05-09', start_time: '18:00', end_time: '21:00' }],
    ]);
  });

  it('reads "too" at the end the same way', () => {
    expect(
      callsOf('Check the Brick Lane Studio on 2031-05-09 from 18:00 to 21:00, and the Foundry Room too.', [studio]).map(
        ([, args]) => args.studio,
      ),
    ).toEqual(['Brick Lane Studio', 'Foundry Room']);
  });
});

describe('the subject of a question with "do" is the thing asked about (part 22)', () => {
  const hazards = fn(
    'get_hazard_info',
    'Looks up hazard information for one item on the shelf.',
    {
      item_code: text('The item, as printed on its label.'),
      hazard: { type: 'string', enum: ['lead', 'asbestos', 'solvents'], description: 'One hazard to ask about.' },
    },
    ['item_code'],
  );
  const restockShelf = fn(
    'restock_shelf',
    'Restocks a shelf with boxes of an item.',
    { item: text('Item'), boxes: { type: 'integer' } },
    ['item', 'boxes'],
  );

  it('reads the words between the article and the verb, one call per hazard asked', () => {
    expect(callsOf('Does the wall filler contain asbestos? What about lead?', [hazards, restockShelf])).toEqual([
      ['get_hazard_info', { item_code: 'wall filler', hazard: 'asbestos' }],
      ['get_hazard_info', { item_code: 'wall filler', hazard: 'lead' }],
    ]);
  });
});
