// The planner's items and values on a pottery studio's tools (invented here): amounts listed together, items cut at
// their own "and", rates named "x_per_y", spelled-out amounts, the thing a verb names, and one note per fan-out.
import { describe, expect, it } from 'vitest';
import { ask, callsOf, fn } from '../test-tools.ts';

const fire = fn(
  'fire_kiln',
  'Fires the kiln.',
  {
    cone: { type: 'integer', description: 'Firing cone number' },
    hold_minutes: { type: 'integer', description: 'Soak at the top, in minutes' },
  },
  ['cone'],
);
const tile = fn('cut_tile', 'Cuts a clay tile.', { width: { type: 'number' }, depth: { type: 'number' } }, [
  'width',
  'depth',
]);
const classes = fn(
  'plan_classes',
  'Plans a course of pottery classes.',
  {
    style: { type: 'string', enum: ['wheel', 'hand building'] },
    sessions_per_week: { type: 'integer', description: 'Sessions per week' },
  },
  ['style', 'sessions_per_week'],
);
const wheel = fn(
  'book_wheel',
  'Books a potter wheel.',
  {
    student: { type: 'string', description: 'Student name' },
    minutes: { type: 'integer', description: 'Time on the wheel, in minutes' },
  },
  ['student', 'minutes'],
);
const ship = fn(
  'ship_pots',
  'Ships finished pots to a customer.',
  { city: { type: 'string', description: 'Destination city' }, pots: { type: 'integer' } },
  ['city', 'pots'],
);
const rent = fn(
  'rent_tool',
  'Rents a tool from the studio.',
  { tool: { type: 'string', description: 'What to rent' }, weeks: { type: 'integer' } },
  ['tool', 'weeks'],
);

describe('the planner on items and values', () => {
  it('makes one call per amount listed together, the required number taking the list beside an optional one', () => {
    expect(callsOf('Fire the kiln to cones 4, 5 and 6.', [fire])).toEqual([
      ['fire_kiln', { cone: 4 }],
      ['fire_kiln', { cone: 5 }],
      ['fire_kiln', { cone: 6 }],
    ]);
  });

  it('reads an item cut at its own "and" as one item ("for 9 and 12")', () => {
    expect(callsOf('Cut tiles of width 3 and depth 4, and of width 9 and depth 12.', [tile])).toEqual([
      ['cut_tile', { width: 3, depth: 4 }],
      ['cut_tile', { width: 9, depth: 12 }],
    ]);
  });

  it('counts the unit before "per" for a rate parameter ("three sessions a week" is 3, not 3/7 of a week)', () => {
    expect(callsOf('Plan wheel classes, three sessions a week.', [classes])).toEqual([
      ['plan_classes', { style: 'wheel', sessions_per_week: 3 }],
    ]);
    expect(callsOf('Plan wheel classes with 5 days per week.', [classes])).toEqual([
      ['plan_classes', { style: 'wheel', sessions_per_week: 5 }],
    ]);
  });

  it('reads amounts written in words: "an hour and a half", "half an hour", "hour-long", "a week"', () => {
    expect(callsOf('Book the wheel for Mia Chen for an hour and a half.', [wheel])).toEqual([
      ['book_wheel', { student: 'Mia Chen', minutes: 90 }],
    ]);
    expect(callsOf('Book the wheel for Mia Chen for half an hour.', [wheel])).toEqual([
      ['book_wheel', { student: 'Mia Chen', minutes: 30 }],
    ]);
    expect(callsOf('Book hour-long wheel sessions for Mia Chen and Oren Gal.', [wheel])).toEqual([
      ['book_wheel', { student: 'Mia Chen', minutes: 60 }],
      ['book_wheel', { student: 'Oren Gal', minutes: 60 }],
    ]);
    expect(callsOf('Rent a banding wheel for a week.', [rent])).toEqual([
      ['rent_tool', { tool: 'banding wheel', weeks: 1 }],
    ]);
  });

  it('takes the thing a verb names with "a" or "an" for a plain string parameter, and a counted container with what it holds', () => {
    expect(callsOf("I'd like to rent a glaze sprayer for 3 weeks.", [rent])).toEqual([
      ['rent_tool', { tool: 'glaze sprayer', weeks: 3 }],
    ]);
    const order = fn(
      'order_clay',
      'Orders clay for the studio.',
      { item: { type: 'string' }, quantity: { type: 'integer' } },
      ['item', 'quantity'],
    );
    expect(callsOf('I need 6 bags of stoneware clay delivered.', [order])).toEqual([
      ['order_clay', { item: 'bags of stoneware clay', quantity: 6 }],
    ]);
  });

  it('knows lower-case city names where a place is expected, and not elsewhere', () => {
    expect(callsOf('Ship 4 pots to lyon, milan and porto.', [ship])).toEqual([
      ['ship_pots', { city: 'Lyon', pots: 4 }],
      ['ship_pots', { city: 'Milan', pots: 4 }],
      ['ship_pots', { city: 'Porto', pots: 4 }],
    ]);
    expect(callsOf('Ship 2 pots for reading lamps to Leeds.', [ship])).toEqual([
      ['ship_pots', { city: 'Leeds', pots: 2 }],
    ]);
  });

  it("explains a fan-out once: the tool and the split, then each item with its values' sources", () => {
    const note = ask('Ship 4 pots to lyon, milan and porto.', [ship]).explanation;
    expect(note.match(/picked ship_pots/g)).toHaveLength(1);
    expect(note.match(/one call per place named/g)).toHaveLength(1);
    for (const [i, city] of [
      [1, 'Lyon'],
      [2, 'Milan'],
      [3, 'Porto'],
    ] as const)
      expect(note).toContain(`item ${i} of 3, "${city}": city from '${city}', pots 4 from '4 pots'`);
  });

  it('fans out over typed values listed together: codes, file names, dates, countries, places after repeated "to"', () => {
    const glaze = fn(
      'glaze_info',
      'Shows a glaze recipe.',
      { glaze_code: { type: 'string', description: 'Glaze code' } },
      ['glaze_code'],
    );
    expect(callsOf('Show glazes GZ-10, GZ-22 and GZ-31.', [glaze]).map(([, a]) => a.glaze_code)).toEqual([
      'GZ-10',
      'GZ-22',
      'GZ-31',
    ]);
    const photo = fn(
      'upload_photo',
      'Uploads a photo of a pot.',
      { file: { type: 'string', description: 'Image file' } },
      ['file'],
    );
    expect(callsOf('Upload bowl.jpg and vase.png.', [photo]).map(([, a]) => a.file)).toEqual(['bowl.jpg', 'vase.png']);
    const open = fn(
      'open_studio',
      'Opens the studio on a day.',
      {
        date: { type: 'string', description: 'Day, YYYY-MM-DD' },
        potter: { type: 'string', description: 'Who opens the studio' },
      },
      ['date', 'potter'],
    );
    expect(
      callsOf('Open the studio on 2026-03-01 and 2026-03-08 with Mia Chen as the potter on duty.', [open]),
    ).toEqual([
      ['open_studio', { date: '2026-03-01', potter: 'Mia Chen' }],
      ['open_studio', { date: '2026-03-08', potter: 'Mia Chen' }],
    ]);
    const sell = fn(
      'sales_in',
      'Pottery sales in a country.',
      { country: { type: 'string', description: 'Country' } },
      ['country'],
    );
    expect(callsOf('Sales in Kenya, Ghana and Peru.', [sell]).map(([, a]) => a.country)).toEqual([
      'Kenya',
      'Ghana',
      'Peru',
    ]);
    expect(callsOf('Ship 3 pots to Lisbon and to Porto.', [ship]).map(([, a]) => a.city)).toEqual(['Lisbon', 'Porto']);
  });

  it('keeps a name that holds a place whole ("the Grand Budapest"), and reads a note name with its sharp', () => {
    const studio = fn(
      'studio_reviews',
      'Reviews of a studio.',
      { studio: { type: 'string', description: 'Studio name' } },
      ['studio'],
    );
    expect(callsOf('Reviews of the Grand Budapest.', [studio])).toEqual([
      ['studio_reviews', { studio: 'Grand Budapest' }],
    ]);
    const tune = fn(
      'tune_bell',
      'Tunes a ceramic bell.',
      { note: { type: 'string', description: 'Note name such as A or C#' } },
      ['note'],
    );
    expect(callsOf('Tune the bell to F# please.', [tune])).toEqual([['tune_bell', { note: 'F#' }]]);
  });

  it('gives an hour parameter the hour of a clock time, and keeps a number said twice in a list', () => {
    const firing = fn(
      'schedule_firing',
      'Schedules a kiln firing.',
      {
        kiln_code: { type: 'string', description: 'Kiln code' },
        start_hour: { type: 'integer', description: 'Start, 24-hour clock' },
      },
      ['kiln_code', 'start_hour'],
    );
    expect(callsOf('Schedule a firing of kiln K7 at 3 pm.', [firing])).toEqual([
      ['schedule_firing', { kiln_code: 'K7', start_hour: 15 }],
    ]);
    expect(callsOf('Schedule a firing of kiln K9 at 06:30.', [firing])).toEqual([
      ['schedule_firing', { kiln_code: 'K9', start_hour: 6 }],
    ]);
    const slab = fn(
      'slab_edges',
      'Total edge length of a clay slab.',
      { edges: { type: 'array', items: { type: 'number' }, description: 'Edge lengths in cm' } },
      ['edges'],
    );
    expect(callsOf('Edges of a slab with sides 12, 12 and 20.', [slab])).toEqual([
      ['slab_edges', { edges: [12, 12, 20] }],
    ]);
  });

  it('gives a tie between two tools to the one the request names first', () => {
    const order = fn(
      'order_supplies',
      'Buys from the shop.',
      { item: { type: 'string' }, quantity: { type: 'integer' } },
      ['item', 'quantity'],
    );
    const check = fn('test_kiln', 'Runs a kiln check.', { kiln_code: { type: 'string' } }, ['kiln_code']);
    expect(callsOf('Order 5 test tiles.', [check, order])).toEqual([
      ['order_supplies', { item: 'test tiles', quantity: 5 }],
    ]);
  });

  it('gives a list of amounts joined by "or" too, and to the number parameter the word after it names, the other number shared', () => {
    expect(callsOf('Rent the slab roller for 2, 3 or 4 weeks.', [rent]).map(([, args]) => args.weeks)).toEqual([
      2, 3, 4,
    ]);
    const book = fn('book_glaze', 'Books glaze time.', { kilos: { type: 'number' }, hours: { type: 'integer' } }, [
      'kilos',
      'hours',
    ]);
    expect(callsOf('Book 5 kilos for 1 or 2 hours.', [book])).toEqual([
      ['book_glaze', { kilos: 5, hours: 1 }],
      ['book_glaze', { kilos: 5, hours: 2 }],
    ]);
  });

  it('calls again with what "then do the same for" gives, the rest as before, and says so', () => {
    const reply = ask('Ship 6 pots to Lisbon, then do the same for Vienna.', [ship]);
    expect(reply.toolCalls.map((c) => JSON.parse(c.arguments))).toEqual([
      { city: 'Lisbon', pots: 6 },
      { city: 'Vienna', pots: 6 },
    ]);
    expect(reply.explanation).toContain(`the same again for "Vienna": city from 'Vienna', the rest as before`);
  });

  it('reads a kind word that opens the sentence, capital and all ("Raku workshops"), and a plural owner\'s bare apostrophe', () => {
    const workshops = fn(
      'find_workshops',
      'Finds pottery workshops of a style in a city.',
      { style: { type: 'string', description: 'Pottery style' }, city: { type: 'string', description: 'City' } },
      ['style', 'city'],
    );
    expect(callsOf('Raku workshops in Porto?', [workshops])).toEqual([
      ['find_workshops', { style: 'raku', city: 'Porto' }],
    ]);
    const kiln = fn(
      'kiln_schedule',
      'Firing schedule of a studio.',
      { studio: { type: 'string', description: 'Studio name' } },
      ['studio'],
    );
    expect(callsOf("Show the Clay Rabbits' firing schedule.", [kiln])).toEqual([
      ['kiln_schedule', { studio: 'Clay Rabbits' }],
    ]);
  });

  it('takes the one word after a closing "in" for a plain string nothing else fills ("a matte vase in ochre"), not the clause', () => {
    // A thing the verb names ("Glaze a matte vase") still comes first: the rule reads a request without one.
    const glaze = fn('glaze_vase', 'Glazes a vase.', { colour: { type: 'string' } }, ['colour']);
    expect(callsOf('A matte vase in ochre.', [glaze])).toEqual([['glaze_vase', { colour: 'ochre' }]]);
    expect(callsOf('A matte vase in ochre, and the same for teal.', [glaze])).toEqual([
      ['glaze_vase', { colour: 'ochre' }],
      ['glaze_vase', { colour: 'teal' }],
    ]);
  });

  it('calls once per item when "and" says the item\'s preposition again, the values around them shared', () => {
    const sightings = fn(
      'list_comet_sightings',
      'Lists sightings of a comet seen from a place.',
      {
        comet: { type: 'string', description: 'Comet name' },
        latitude: { type: 'number', description: 'Latitude' },
        longitude: { type: 'number', description: 'Longitude' },
      },
      ['comet', 'latitude', 'longitude'],
    );
    const reply = ask('List the sightings of Tempel Tuttle and of Swift-9 from latitude 52.1, longitude 4.3.', [
      sightings,
    ]);
    expect(reply.toolCalls.map((c) => JSON.parse(c.arguments))).toEqual([
      { comet: 'Tempel Tuttle', latitude: 52.1, longitude: 4.3 },
      { comet: 'Swift-9', latitude: 52.1, longitude: 4.3 },
    ]);
    expect(reply.explanation).toContain('"of" said again after "and"');
    const feed = fn(
      'feed_ration',
      'Works out a feed ration for an animal.',
      { feed: { type: 'string' }, weight_kg: { type: 'number' }, animal: { type: 'string', enum: ['goat', 'pony'] } },
      ['feed', 'weight_kg', 'animal'],
    );
    expect(callsOf('Work out the oats ration for a 40 kg goat and for a 300 kg pony.', [feed])).toEqual([
      ['feed_ration', { feed: 'oats', weight_kg: 40, animal: 'goat' }],
      ['feed_ration', { feed: 'oats', weight_kg: 300, animal: 'pony' }],
    ]);
  });

  it('calls once per item when "and" says again the article or preposition the first item opens with', () => {
    const lamp = fn(
      'inspect_lamp',
      'Logs an inspection of a harbour lamp.',
      {
        pier: { type: 'string', description: 'Pier the lamp stands on' },
        colour: { type: 'string', enum: ['red', 'green', 'white'] },
        date: { type: 'string', description: 'Inspection date, YYYY-MM-DD' },
      },
      ['pier', 'colour', 'date'],
    );
    // "the" said again: the date said once before the items goes to both calls.
    const reply = ask('Inspect lamps on 2027-01-09: the red lamp on Pier Nine and the white lamp on Pier Four.', [
      lamp,
    ]);
    expect(reply.toolCalls.map((c) => JSON.parse(c.arguments))).toEqual([
      { pier: 'Pier Nine', colour: 'red', date: '2027-01-09' },
      { pier: 'Pier Four', colour: 'white', date: '2027-01-09' },
    ]);
    expect(reply.explanation).toContain('"the" said again after "and"');
    const court = fn(
      'book_court',
      'Books a tennis court.',
      {
        player: { type: 'string', description: 'Player name' },
        date: { type: 'string', description: 'Date, YYYY-MM-DD' },
        time: { type: 'string', description: 'Start time, HH:MM' },
      },
      ['player', 'date', 'time'],
    );
    // "and again on": the time and the player said once, the date again.
    expect(callsOf('Book Ana Lind a court at 08:15 on 2028-05-04, and again on 2028-05-11.', [court])).toEqual([
      ['book_court', { player: 'Ana Lind', date: '2028-05-04', time: '08:15' }],
      ['book_court', { player: 'Ana Lind', date: '2028-05-11', time: '08:15' }],
    ]);
  });

  it('ends the second item as long as the first when what follows is said of both ("the 2021 and the 2023 X")', () => {
    const rate = fn(
      'rate_cheese',
      'Rates a cheese of one year.',
      {
        cheese: { type: 'string', description: 'Cheese name' },
        year: { type: 'integer', description: 'Year it was made' },
      },
      ['cheese', 'year'],
    );
    expect(callsOf('Rate the 2021 and the 2023 Tomme Brulée.', [rate])).toEqual([
      ['rate_cheese', { cheese: 'Tomme Brulée', year: 2021 }],
      ['rate_cheese', { cheese: 'Tomme Brulée', year: 2023 }],
    ]);
  });

  it('calls once per item named with its own details in brackets, the details its free-text value', () => {
    const trim = fn(
      'trim_video',
      'Trims a video clip.',
      {
        clip_id: { type: 'string', description: 'Clip id' },
        instructions: { type: 'string', description: 'What to cut' },
      },
      ['clip_id', 'instructions'],
    );
    const reply = ask('Trim CLIP-4 (drop the first minute) and CLIP-9 (cut the credits).', [trim]);
    expect(reply.toolCalls.map((c) => JSON.parse(c.arguments))).toEqual([
      { clip_id: 'CLIP-4', instructions: 'drop the first minute' },
      { clip_id: 'CLIP-9', instructions: 'cut the credits' },
    ]);
    expect(reply.explanation).toContain('each with its details in brackets');
    expect(
      callsOf('Trim CLIP-4 (drop the first minute), CLIP-7 (keep the intro only) and CLIP-9 (cut the credits).', [
        trim,
      ]).map(([, args]) => args.clip_id),
    ).toEqual(['CLIP-4', 'CLIP-7', 'CLIP-9']);
  });

  it('calls once per item when a name after "and" is followed by the word said after a name before it', () => {
    const jab = fn(
      'record_jab',
      'Records a jab given to a pet.',
      {
        pet_name: { type: 'string', description: 'Pet name' },
        jab: { type: 'string', enum: ['flu', 'tetanus', 'rabies'] },
        date: { type: 'string', description: 'Date, YYYY-MM-DD' },
      },
      ['pet_name', 'jab', 'date'],
    );
    const reply = ask('Record that on 2027-04-07 Mira got a flu jab and Tom got a rabies jab.', [jab]);
    expect(reply.toolCalls.map((c) => JSON.parse(c.arguments))).toEqual([
      { pet_name: 'Mira', jab: 'flu', date: '2027-04-07' },
      { pet_name: 'Tom', jab: 'rabies', date: '2027-04-07' },
    ]);
    expect(reply.explanation).toContain('"got" said again after "and"');
  });

  it('reads no list across an owner\'s name ("Zephyr and Ben Okoro\'s kite")', () => {
    const kite = fn(
      'register_kite',
      'Registers a kite for its pilot.',
      {
        pilot: { type: 'string', description: 'Pilot name' },
        kite_name: { type: 'string', description: 'Kite name' },
        kind: { type: 'string', enum: ['sport', 'power'] },
      },
      ['pilot', 'kite_name', 'kind'],
    );
    expect(callsOf("Register Ana Lind's power kite Zephyr and Ben Okoro's power kite Gale.", [kite])).toEqual([
      ['register_kite', { pilot: 'Ana Lind', kite_name: 'Zephyr', kind: 'power' }],
      ['register_kite', { pilot: 'Ben Okoro', kite_name: 'Gale', kind: 'power' }],
    ]);
  });

  it('reads "the username ... and the password ..." as two values of one call, not two items', () => {
    const account = fn(
      'create_mail_account',
      'Creates a mail account on the Postfix server.',
      {
        username: { type: 'string', description: 'Login name' },
        password: { type: 'string', description: 'Password' },
      },
      ['username', 'password'],
    );
    expect(
      callsOf("Create a mail account on Postfix with the username 'mira', and the password 'owl77'.", [account]),
    ).toEqual([['create_mail_account', { username: 'mira', password: 'owl77' }]]);
  });

  it('reads "and the same on <date>" as the call again with that date, the preposition read with it', () => {
    const court = fn(
      'book_court',
      'Books a tennis court.',
      {
        player: { type: 'string', description: 'Player name' },
        date: { type: 'string', description: 'Date, YYYY-MM-DD' },
        time: { type: 'string', description: 'Start time, HH:MM' },
      },
      ['player', 'date', 'time'],
    );
    expect(callsOf('Book Ana Lind a court at 08:15 on 2027-03-04, and the same on 2027-03-11.', [court])).toEqual([
      ['book_court', { player: 'Ana Lind', date: '2027-03-04', time: '08:15' }],
      ['book_court', { player: 'Ana Lind', date: '2027-03-11', time: '08:15' }],
    ]);
  });

  it('takes a number read from all of "the same for ..." as its own value, not as a text fallback', () => {
    // '400 mugs' gives both the item ('mug') and the amount: the amount is read from the whole of it.
    const quote = fn(
      'quote_merch',
      'Quotes a price for printed merchandise.',
      { item: { type: 'string', enum: ['mug', 'poster', 'tote bag'] }, quantity: { type: 'integer' } },
      ['item', 'quantity'],
    );
    expect(callsOf('Quote 40 mugs, and the same for 400 mugs.', [quote])).toEqual([
      ['quote_merch', { item: 'mug', quantity: 40 }],
      ['quote_merch', { item: 'mug', quantity: 400 }],
    ]);
  });
});
