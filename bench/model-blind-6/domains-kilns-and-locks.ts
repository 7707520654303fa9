// Blind set 6, first half: a glassblowing studio, an observatory, a dog kennel and canal locks (written without reading the model).
import { alt, tool, type DomainSpec } from '../model-heldout/build.ts';

const KILNS = ['big lehr', 'small lehr', 'pick-up kiln'];

const bookFurnaceSlot = tool('book_furnace_slot', 'Book hot-shop time at the studio furnace for one glassblower.', {
  blower_name: ['string', 'Full name of the glassblower.'],
  slot_date: ['string', 'Day of the slot, YYYY-MM-DD.'],
  start_time: ['string', 'When the slot starts, 24-hour HH:MM.'],
  'hours?': ['integer', 'Length of the slot in hours.', { default: 2 }],
  'bench?': [
    'string',
    'Which bench to work at; any free bench when left out.',
    { enum: ['bench A', 'bench B', 'bench C', 'bench D'] },
  ],
});
const orderColorFrit = tool('order_color_frit', 'Order coloured glass frit from the supplier.', {
  color: ['string', 'Colour as named in the supplier catalogue, e.g. "cobalt blue".'],
  weight_grams: ['integer', 'How much frit, in grams.'],
  'grain?': ['string', 'Grain size.', { enum: ['powder', 'fine', 'medium', 'coarse'], default: 'medium' }],
  'opacity?': ['string', 'Transparent or opaque frit; either when left out.', { enum: ['transparent', 'opaque'] }],
});
const scheduleAnnealing = tool('schedule_annealing', 'Put a finished piece into a kiln for its annealing cycle.', {
  piece_id: ['string', 'Studio tag of the piece, e.g. "GB-0412".'],
  kiln: ['string', 'Which kiln.', { enum: KILNS }],
  cycle_hours: ['float', 'Length of the cooling cycle in hours.'],
  'hold_temperature_c?': ['integer', 'Annealing hold temperature in degrees Celsius.', { default: 480 }],
});
const checkAnnealingStatus = tool('check_annealing_status', 'How far a piece is through its annealing cycle.', {
  piece_id: ['string', 'Studio tag of the piece, e.g. "GB-0412".'],
  'kiln?': ['string', 'Which kiln the piece is in, if known.', { enum: KILNS }],
});
const quoteGlassCommission = tool('quote_glass_commission', 'Price a commissioned glass piece or set of pieces.', {
  item: ['string', 'What to make, e.g. "wine glass" or "lamp shade".'],
  quantity: ['integer', 'How many pieces.'],
  'color?': ['string', 'Main colour of the glass, if any.'],
  'gift_wrap?': ['boolean', 'Whether to gift-wrap the pieces.', { default: false }],
});

export const glassblowingStudio: DomainSpec = {
  name: 'glassblowing studio',
  tools: [bookFurnaceSlot, orderColorFrit, scheduleAnnealing, checkAnnealingStatus, quoteGlassCommission],
  cases: [
    [
      'simple',
      "Can you book me furnace time on 14 March 2027 from 10am? Name's Ines Carvalho-Reyes, and I'll need three hours.",
      [
        'book_furnace_slot',
        { blower_name: 'Ines Carvalho-Reyes', slot_date: '2027-03-14', start_time: '10:00', hours: 3 },
      ],
    ],
    [
      'simple',
      'order 500 g of opaque cobalt blue frit, coarse grain',
      [
        'order_color_frit',
        {
          color: alt('cobalt blue', 'cobalt', 'opaque cobalt blue'),
          weight_grams: 500,
          grain: 'coarse',
          opacity: 'opaque',
        },
      ],
    ],
    [
      'simple',
      'Piece GB-2217 just came off the pipe. Put it in the small lehr for a fourteen and a half hour cycle, please.',
      ['schedule_annealing', { piece_id: 'GB-2217', kiln: 'small lehr', cycle_hours: 14.5 }],
    ],
    [
      'simple',
      "What would a set of twelve amber tumblers cost? They're a wedding present, so wrap them.",
      [
        'quote_glass_commission',
        {
          item: alt('tumbler', 'tumblers', 'amber tumbler', 'amber tumblers'),
          quantity: 12,
          color: 'amber',
          gift_wrap: true,
        },
      ],
    ],
    [
      'multiple',
      'is gb-1930 out of the big lehr yet or still cooling?',
      ['check_annealing_status', { piece_id: 'GB-1930', kiln: 'big lehr' }],
    ],
    [
      'multiple',
      "I'd like bench C on the 2nd of April 2027, starting at half past one in the afternoon. It's for Tomasz Wróbel, the usual two hours.",
      [
        'book_furnace_slot',
        { blower_name: 'Tomasz Wróbel', slot_date: '2027-04-02', start_time: '13:30', bench: 'bench C' },
      ],
    ],
    [
      'multiple',
      "We're almost out of the fine ruby frit. Could you get 2 kilos in?",
      ['order_color_frit', { color: alt('ruby', 'ruby red'), weight_grams: 2000, grain: 'fine' }],
    ],
    [
      'parallel',
      'Three pieces go into the pick-up kiln tonight, each on a 10-hour cycle: GB-3301, GB-3302 and GB-3305.',
      ['schedule_annealing', { piece_id: 'GB-3301', kiln: 'pick-up kiln', cycle_hours: 10 }],
      ['schedule_annealing', { piece_id: 'GB-3302', kiln: 'pick-up kiln', cycle_hours: 10 }],
      ['schedule_annealing', { piece_id: 'GB-3305', kiln: 'pick-up kiln', cycle_hours: 10 }],
    ],
    [
      'parallel',
      'Frit order:\n- 250 g transparent amethyst, powder\n- 750 g opaque white, medium grain',
      [
        'order_color_frit',
        { color: alt('amethyst', 'transparent amethyst'), weight_grams: 250, grain: 'powder', opacity: 'transparent' },
      ],
      ['order_color_frit', { color: alt('white', 'opaque white'), weight_grams: 750, opacity: 'opaque' }],
    ],
    [
      'parallel',
      'Are GB-0415 and GB-0419 done annealing?',
      ['check_annealing_status', { piece_id: 'GB-0415' }],
      ['check_annealing_status', { piece_id: 'GB-0419' }],
    ],
    [
      'parallel_multiple',
      'Book furnace time for Ines Carvalho-Reyes and for Dov Amsel-Berg, both on 2027-05-08 at 09:00, and quote me 4 pendant lamp shades in smoke grey.',
      ['book_furnace_slot', { blower_name: 'Ines Carvalho-Reyes', slot_date: '2027-05-08', start_time: '09:00' }],
      ['book_furnace_slot', { blower_name: 'Dov Amsel-Berg', slot_date: '2027-05-08', start_time: '09:00' }],
      [
        'quote_glass_commission',
        {
          item: alt('pendant lamp shade', 'pendant lamp shades', 'lamp shade', 'lamp shades'),
          quantity: 4,
          color: alt('smoke grey', 'smoke gray', 'smoke'),
        },
      ],
    ],
    [
      'parallel_multiple',
      'Put GB-4410 in the big lehr for 16 hours and GB-4411 in the small lehr for 9. Then order a kilo of coarse opaque black frit.',
      ['schedule_annealing', { piece_id: 'GB-4410', kiln: 'big lehr', cycle_hours: 16 }],
      ['schedule_annealing', { piece_id: 'GB-4411', kiln: 'small lehr', cycle_hours: 9 }],
      ['order_color_frit', { color: 'black', weight_grams: 1000, grain: 'coarse', opacity: 'opaque' }],
    ],
    [
      'parallel_multiple',
      "How's GB-0777 getting on in the annealer? Same question for GB-0778. And while you're at it, price up 30 paperweights for a corporate order.",
      ['check_annealing_status', { piece_id: 'GB-0777' }],
      ['check_annealing_status', { piece_id: 'GB-0778' }],
      ['quote_glass_commission', { item: alt('paperweight', 'paperweights'), quantity: 30 }],
    ],
    [
      'parallel_multiple',
      "We need two colours for Saturday's class, 300 grams of each: fine turquoise and fine canary yellow. Also book bench A for Priya Lindqvist on 12/06/2027 (that's 12 June) at 2 pm for four hours, and bench B for her assistant Osei Mbeki, same day, time and length.",
      ['order_color_frit', { color: 'turquoise', weight_grams: 300, grain: 'fine' }],
      ['order_color_frit', { color: alt('canary yellow', 'canary'), weight_grams: 300, grain: 'fine' }],
      [
        'book_furnace_slot',
        { blower_name: 'Priya Lindqvist', slot_date: '2027-06-12', start_time: '14:00', hours: 4, bench: 'bench A' },
      ],
      [
        'book_furnace_slot',
        { blower_name: 'Osei Mbeki', slot_date: '2027-06-12', start_time: '14:00', hours: 4, bench: 'bench B' },
      ],
    ],
    ['irrelevance', 'At what temperature does soda-lime glass start to soften?'],
    ['irrelevance', 'Something came up. Can you cancel my furnace booking for next Tuesday?'],
  ],
};

const TELESCOPES = ['40 cm reflector', '20 cm refractor', 'solar scope'];

const bookTelescopeNight = tool('book_telescope_night', "Reserve one of the observatory's telescopes for a session.", {
  observer_name: ['string', 'Name of the member observing.'],
  night_date: ['string', 'Evening the session starts, YYYY-MM-DD.'],
  telescope: ['string', 'Which instrument.', { enum: TELESCOPES }],
  'hours?': ['integer', 'Hours of use.', { default: 1 }],
});
const getSeeingForecast = tool('get_seeing_forecast', 'Seeing and transparency forecast for one night at one dome.', {
  night_date: ['string', 'Evening of the forecast, YYYY-MM-DD.'],
  dome: ['string', 'Which dome.', { enum: ['north dome', 'south dome', 'roll-off roof'] }],
  'include_cloud_cover?': ['boolean', 'Add hourly cloud cover to the forecast.', { default: true }],
});
const listVisibleObjects = tool('list_visible_objects', 'Objects of one type well placed for viewing on a night.', {
  night_date: ['string', 'Evening of the viewing, YYYY-MM-DD.'],
  object_type: [
    'string',
    'Kind of object.',
    { enum: ['planet', 'galaxy', 'nebula', 'double star', 'star cluster', 'comet'] },
  ],
  'min_altitude_deg?': ['integer', 'Lowest altitude above the horizon to include, in degrees.', { default: 20 }],
});
const reservePlanetariumSeats = tool('reserve_planetarium_seats', 'Reserve seats at a planetarium show.', {
  show_title: ['string', 'Title of the show.'],
  show_date: ['string', 'Day of the show, YYYY-MM-DD.'],
  show_time: ['string', 'Start of the showing, 24-hour HH:MM.'],
  seats: ['integer', 'Number of seats.'],
  'wheelchair_spaces?': ['integer', 'How many of the seats are wheelchair spaces.', { default: 0 }],
});
const logObservation = tool('log_observation', "Add an entry to the observatory's observing log.", {
  observer_name: ['string', 'Name of the member who observed.'],
  object_name: ['string', 'Catalogue or common name of the object.'],
  'magnification?': ['integer', 'Magnification used, e.g. 120 for 120x.'],
  'notes?': ['string', 'Free-text notes.'],
});

export const observatory: DomainSpec = {
  name: 'observatory',
  tools: [bookTelescopeNight, getSeeingForecast, listVisibleObjects, reservePlanetariumSeats, logObservation],
  cases: [
    [
      'simple',
      'Put me down for the 40 cm reflector on the night of 3 October 2027, two hours. Thanks, Halvard Nyström',
      [
        'book_telescope_night',
        { observer_name: 'Halvard Nyström', night_date: '2027-10-03', telescope: '40 cm reflector', hours: 2 },
      ],
    ],
    [
      'simple',
      'whats the seeing looking like at the south dome on 2027-10-09',
      ['get_seeing_forecast', { night_date: '2027-10-09', dome: 'south dome' }],
    ],
    [
      'simple',
      'Which galaxies will be up on the evening of November 5th, 2027? Only ones at least 35 degrees high, please; our trees block the rest.',
      ['list_visible_objects', { night_date: '2027-11-05', object_type: 'galaxy', min_altitude_deg: 35 }],
    ],
    [
      'simple',
      "Log Marisol Ekwueme's sighting of the Ring Nebula at 180 times magnification.",
      [
        'log_observation',
        { observer_name: 'Marisol Ekwueme', object_name: alt('Ring Nebula', 'the Ring Nebula'), magnification: 180 },
      ],
    ],
    [
      'multiple',
      "Could I get 5 seats for the 7.30pm showing of 'Cradle of Comets' on Saturday 16 October 2027? One of us uses a wheelchair.",
      [
        'reserve_planetarium_seats',
        { show_title: 'Cradle of Comets', show_date: '2027-10-16', show_time: '19:30', seats: 5, wheelchair_spaces: 1 },
      ],
    ],
    [
      'multiple',
      "Before I drive up: how's the forecast for the roll-off roof on the 21st of October 2027? I don't need cloud cover, just the seeing.",
      ['get_seeing_forecast', { night_date: '2027-10-21', dome: 'roll-off roof', include_cloud_cover: false }],
    ],
    [
      'multiple',
      "I'd like the solar scope for an hour on 2 Aug 2027. My name is Beatrix Olumide.",
      [
        'book_telescope_night',
        { observer_name: 'Beatrix Olumide', night_date: '2027-08-02', telescope: 'solar scope' },
      ],
    ],
    [
      'parallel',
      'For the night of 2027-12-01, list the planets, the nebulae and the star clusters that will be visible.',
      ['list_visible_objects', { night_date: '2027-12-01', object_type: 'planet' }],
      ['list_visible_objects', { night_date: '2027-12-01', object_type: 'nebula' }],
      ['list_visible_objects', { night_date: '2027-12-01', object_type: 'star cluster' }],
    ],
    [
      'parallel',
      'Compare the north dome and south dome forecasts for January 8 2028.',
      ['get_seeing_forecast', { night_date: '2028-01-08', dome: 'north dome' }],
      ['get_seeing_forecast', { night_date: '2028-01-08', dome: 'south dome' }],
    ],
    [
      'parallel',
      'Three log entries for Joaquim Adeyemi-Frost:\nJupiter at 150x\nthe Andromeda Galaxy at 40x\nAlbireo at 100x',
      ['log_observation', { observer_name: 'Joaquim Adeyemi-Frost', object_name: 'Jupiter', magnification: 150 }],
      [
        'log_observation',
        {
          observer_name: 'Joaquim Adeyemi-Frost',
          object_name: alt('Andromeda Galaxy', 'the Andromeda Galaxy', 'Andromeda'),
          magnification: 40,
        },
      ],
      ['log_observation', { observer_name: 'Joaquim Adeyemi-Frost', object_name: 'Albireo', magnification: 100 }],
    ],
    [
      'parallel_multiple',
      'Book the 20 cm refractor for Sunniva Castellanos on 2027-09-14 and again on 2027-09-15, three hours each night, and check the seeing at the north dome for both nights.',
      [
        'book_telescope_night',
        { observer_name: 'Sunniva Castellanos', night_date: '2027-09-14', telescope: '20 cm refractor', hours: 3 },
      ],
      [
        'book_telescope_night',
        { observer_name: 'Sunniva Castellanos', night_date: '2027-09-15', telescope: '20 cm refractor', hours: 3 },
      ],
      ['get_seeing_forecast', { night_date: '2027-09-14', dome: 'north dome' }],
      ['get_seeing_forecast', { night_date: '2027-09-15', dome: 'north dome' }],
    ],
    [
      'parallel_multiple',
      "What comets are well placed on 30 Sept 2027? Also reserve 2 seats for 'The Restless Sun' at 14:00 that day, and 3 more for the 16:00 showing.",
      ['list_visible_objects', { night_date: '2027-09-30', object_type: 'comet' }],
      [
        'reserve_planetarium_seats',
        { show_title: 'The Restless Sun', show_date: '2027-09-30', show_time: '14:00', seats: 2 },
      ],
      [
        'reserve_planetarium_seats',
        { show_title: 'The Restless Sun', show_date: '2027-09-30', show_time: '16:00', seats: 3 },
      ],
    ],
    [
      'parallel_multiple',
      "log tonight's targets for me (observer Teodor Vance): M13 at 120x, M92 at 120x. then book me the reflector for tomorrow night, which is 2027-07-19",
      ['log_observation', { observer_name: 'Teodor Vance', object_name: 'M13', magnification: 120 }],
      ['log_observation', { observer_name: 'Teodor Vance', object_name: 'M92', magnification: 120 }],
      [
        'book_telescope_night',
        { observer_name: 'Teodor Vance', night_date: '2027-07-19', telescope: '40 cm reflector' },
      ],
    ],
    [
      'parallel_multiple',
      'My two kids and I want to come out on the 4th of March 2028. Which double stars and which planets can we see that night? And book the 40 cm reflector for two hours under my name, Rosalind Achterberg.',
      ['list_visible_objects', { night_date: '2028-03-04', object_type: 'double star' }],
      ['list_visible_objects', { night_date: '2028-03-04', object_type: 'planet' }],
      [
        'book_telescope_night',
        { observer_name: 'Rosalind Achterberg', night_date: '2028-03-04', telescope: '40 cm reflector', hours: 2 },
      ],
    ],
    ['irrelevance', 'Roughly how many light-years away is the Andromeda Galaxy?'],
    ['irrelevance', 'Is the observatory car park left open after midnight for members?'],
  ],
};

const RUN_SIZES = ['small', 'medium', 'large'];

const bookKennelStay = tool('book_kennel_stay', 'Book a boarding stay for one dog.', {
  dog_name: ['string', "The dog's name."],
  owner_surname: ['string', "The owner's surname."],
  check_in_date: ['string', 'Arrival day, YYYY-MM-DD.'],
  check_out_date: ['string', 'Collection day, YYYY-MM-DD.'],
  run_size: ['string', 'Size of the run.', { enum: RUN_SIZES }],
  'shared_run?': [
    'boolean',
    'Whether the dog shares a run with another dog of the same household.',
    { default: false },
  ],
});
const checkRunAvailability = tool('check_run_availability', 'Whether a run of a given size is free for some dates.', {
  check_in_date: ['string', 'Arrival day, YYYY-MM-DD.'],
  check_out_date: ['string', 'Collection day, YYYY-MM-DD.'],
  run_size: ['string', 'Size of the run.', { enum: RUN_SIZES }],
});
const addFeedingNote = tool('add_feeding_note', "Record a boarding dog's diet for the kennel staff.", {
  dog_name: ['string', "The dog's name."],
  food: ['string', 'Brand or description of the food.'],
  meals_per_day: ['integer', 'Meals a day.'],
  'portion_grams?': ['integer', 'Grams per meal.'],
});
const scheduleDogWalk = tool('schedule_dog_walk', 'Schedule a walk for a boarding dog.', {
  dog_name: ['string', "The dog's name."],
  walk_date: ['string', 'Day of the walk, YYYY-MM-DD.'],
  walk_time: ['string', 'Start of the walk, 24-hour HH:MM.'],
  'minutes?': ['integer', 'Length of the walk in minutes.', { default: 30 }],
  'walker?': ['string', 'Staff member to take the walk; the rota decides when left out.'],
});
const bookGrooming = tool('book_grooming', 'Book a grooming appointment for a dog.', {
  dog_name: ['string', "The dog's name."],
  service: ['string', 'Grooming service.', { enum: ['bath', 'nail trim', 'full groom', 'de-shed'] }],
  grooming_date: ['string', 'Day of the appointment, YYYY-MM-DD.'],
  'coat_length?': ['string', "The dog's coat length, if known.", { enum: ['short', 'medium', 'long'] }],
});

export const dogKennel: DomainSpec = {
  name: 'dog kennel',
  tools: [bookKennelStay, checkRunAvailability, addFeedingNote, scheduleDogWalk, bookGrooming],
  cases: [
    [
      'simple',
      'Please book Biscuit (owner: Farrow-Quinn) into a medium run from 22 December 2027 to 2 January 2028.',
      [
        'book_kennel_stay',
        {
          dog_name: 'Biscuit',
          owner_surname: 'Farrow-Quinn',
          check_in_date: '2027-12-22',
          check_out_date: '2028-01-02',
          run_size: 'medium',
        },
      ],
    ],
    [
      'simple',
      'can someone walk pepper on 2027-06-11 at 7 in the morning for 45 min',
      ['schedule_dog_walk', { dog_name: 'Pepper', walk_date: '2027-06-11', walk_time: '07:00', minutes: 45 }],
    ],
    [
      'simple',
      'Our husky Nanuk needs a de-shed on the 5th of May 2027. He has a long coat, obviously.',
      ['book_grooming', { dog_name: 'Nanuk', service: 'de-shed', grooming_date: '2027-05-05', coat_length: 'long' }],
    ],
    [
      'simple',
      'Do you have a large run free from August 14, 2027 through August 21, 2027?',
      ['check_run_availability', { check_in_date: '2027-08-14', check_out_date: '2027-08-21', run_size: 'large' }],
    ],
    [
      'multiple',
      'Mabel eats Hillcrest senior kibble, twice a day, 120 grams per meal.',
      [
        'add_feeding_note',
        {
          dog_name: 'Mabel',
          food: alt('Hillcrest senior kibble', 'Hillcrest senior', 'Hillcrest'),
          meals_per_day: 2,
          portion_grams: 120,
        },
      ],
    ],
    [
      'multiple',
      'Book a nail trim for Rufus on 19/07/2027.',
      ['book_grooming', { dog_name: 'Rufus', service: 'nail trim', grooming_date: '2027-07-19' }],
    ],
    [
      'multiple',
      "I'd like Alder to take Juniper out for an hour on Sunday 12 September 2027, at 4:15 pm.",
      [
        'schedule_dog_walk',
        { dog_name: 'Juniper', walk_date: '2027-09-12', walk_time: '16:15', minutes: 60, walker: 'Alder' },
      ],
    ],
    [
      'parallel',
      'Walks for Bramble on 2027-04-03 at 08:00, 12:30 and 18:00.',
      ['schedule_dog_walk', { dog_name: 'Bramble', walk_date: '2027-04-03', walk_time: '08:00' }],
      ['schedule_dog_walk', { dog_name: 'Bramble', walk_date: '2027-04-03', walk_time: '12:30' }],
      ['schedule_dog_walk', { dog_name: 'Bramble', walk_date: '2027-04-03', walk_time: '18:00' }],
    ],
    [
      'parallel',
      "We're the Okafors and we're away from March 3rd to March 10th, 2028. Book both our dogs: Toffee in a small run and Bear in a large one.",
      [
        'book_kennel_stay',
        {
          dog_name: 'Toffee',
          owner_surname: alt('Okafor', 'Okafors'),
          check_in_date: '2028-03-03',
          check_out_date: '2028-03-10',
          run_size: 'small',
        },
      ],
      [
        'book_kennel_stay',
        {
          dog_name: 'Bear',
          owner_surname: alt('Okafor', 'Okafors'),
          check_in_date: '2028-03-03',
          check_out_date: '2028-03-10',
          run_size: 'large',
        },
      ],
    ],
    [
      'parallel',
      'Feeding notes please. Clover: raw mix, 3 meals a day. Dexter: same food, but only twice a day.',
      ['add_feeding_note', { dog_name: 'Clover', food: alt('raw mix', 'raw'), meals_per_day: 3 }],
      ['add_feeding_note', { dog_name: 'Dexter', food: alt('raw mix', 'raw'), meals_per_day: 2 }],
    ],
    [
      'parallel_multiple',
      'Book Hazel and Pip, the Mbatha-Lindgren dogs, into one shared medium run from 2027-10-01 to 2027-10-08, and give each of them a bath on the last day.',
      [
        'book_kennel_stay',
        {
          dog_name: 'Hazel',
          owner_surname: 'Mbatha-Lindgren',
          check_in_date: '2027-10-01',
          check_out_date: '2027-10-08',
          run_size: 'medium',
          shared_run: true,
        },
      ],
      [
        'book_kennel_stay',
        {
          dog_name: 'Pip',
          owner_surname: 'Mbatha-Lindgren',
          check_in_date: '2027-10-01',
          check_out_date: '2027-10-08',
          run_size: 'medium',
          shared_run: true,
        },
      ],
      ['book_grooming', { dog_name: 'Hazel', service: 'bath', grooming_date: '2027-10-08' }],
      ['book_grooming', { dog_name: 'Pip', service: 'bath', grooming_date: '2027-10-08' }],
    ],
    [
      'parallel_multiple',
      "Three walks for Otis on 14 Feb 2028 (9am, 1pm and 5pm), twenty minutes each, and a full groom the same day. He's short-haired.",
      ['schedule_dog_walk', { dog_name: 'Otis', walk_date: '2028-02-14', walk_time: '09:00', minutes: 20 }],
      ['schedule_dog_walk', { dog_name: 'Otis', walk_date: '2028-02-14', walk_time: '13:00', minutes: 20 }],
      ['schedule_dog_walk', { dog_name: 'Otis', walk_date: '2028-02-14', walk_time: '17:00', minutes: 20 }],
      ['book_grooming', { dog_name: 'Otis', service: 'full groom', grooming_date: '2028-02-14', coat_length: 'short' }],
    ],
    [
      'parallel_multiple',
      'Check large runs for 1–5 June 2027 and for 20–27 June 2027, and note that Sable eats Northfield lamb kibble 3x a day.',
      ['check_run_availability', { check_in_date: '2027-06-01', check_out_date: '2027-06-05', run_size: 'large' }],
      ['check_run_availability', { check_in_date: '2027-06-20', check_out_date: '2027-06-27', run_size: 'large' }],
      [
        'add_feeding_note',
        {
          dog_name: 'Sable',
          food: alt('Northfield lamb kibble', 'Northfield lamb', 'Northfield'),
          meals_per_day: 3,
        },
      ],
    ],
    [
      'parallel_multiple',
      'feeding notes: Ziggy gets 90g of puppy biscuits 4 times a day, Moss the same. also book a nail trim for each of them on 2027-03-30',
      [
        'add_feeding_note',
        { dog_name: 'Ziggy', food: alt('puppy biscuits', 'puppy biscuit'), meals_per_day: 4, portion_grams: 90 },
      ],
      [
        'add_feeding_note',
        { dog_name: 'Moss', food: alt('puppy biscuits', 'puppy biscuit'), meals_per_day: 4, portion_grams: 90 },
      ],
      ['book_grooming', { dog_name: 'Ziggy', service: 'nail trim', grooming_date: '2027-03-30' }],
      ['book_grooming', { dog_name: 'Moss', service: 'nail trim', grooming_date: '2027-03-30' }],
    ],
    ['irrelevance', 'Is chocolate actually dangerous for dogs, and how much is too much for a spaniel?'],
    ['irrelevance', 'Which vaccinations does my dog need before she can board with you?'],
  ],
};

const DIRECTIONS = ['upstream', 'downstream'];

const bookLockPassage = tool('book_lock_passage', 'Book a boat through a lock at a set time.', {
  boat_name: ['string', 'Name of the boat.'],
  lock_name: ['string', 'Name of the lock or flight, e.g. "Heron Steps".'],
  passage_date: ['string', 'Day of the passage, YYYY-MM-DD.'],
  passage_time: ['string', 'Time to enter the lock, 24-hour HH:MM.'],
  direction: ['string', 'Direction of travel.', { enum: DIRECTIONS }],
  'boat_length_m?': ['float', 'Length of the boat in metres.'],
});
const checkLockQueue = tool('check_lock_queue', 'How many boats are waiting at a lock in one direction.', {
  lock_name: ['string', 'Name of the lock or flight, e.g. "Heron Steps".'],
  direction: ['string', 'Direction of travel.', { enum: DIRECTIONS }],
});
const getWaterLevel = tool('get_water_level', 'Current water level of the pound above or below a lock.', {
  lock_name: ['string', 'Name of the lock or flight, e.g. "Heron Steps".'],
  'pound?': ['string', 'Which pound.', { enum: ['upper', 'lower'], default: 'upper' }],
});
const reportLockFault = tool('report_lock_fault', 'Report a fault at a lock to the canal trust.', {
  lock_name: ['string', 'Name of the lock or flight, e.g. "Heron Steps".'],
  fault: [
    'string',
    'What is wrong.',
    { enum: ['stuck paddle', 'leaking gate', 'broken balance beam', 'low water', 'debris in chamber'] },
  ],
  'urgent?': ['boolean', 'Whether boats cannot pass until it is fixed.', { default: false }],
});
const buyMooringPermit = tool('buy_mooring_permit', 'Buy a permit to moor at a visitor mooring.', {
  boat_name: ['string', 'Name of the boat.'],
  mooring: ['string', 'Name of the mooring or basin.'],
  nights: ['integer', 'Number of nights.'],
  'electric_hookup?': ['boolean', 'Whether to include shore power.', { default: false }],
});

export const canalLocks: DomainSpec = {
  name: 'canal locks',
  tools: [bookLockPassage, checkLockQueue, getWaterLevel, reportLockFault, buyMooringPermit],
  cases: [
    [
      'simple',
      "Book the narrowboat 'Wandering Wren' through Millrace Lock going downstream on 2027-05-22 at 11:40. She's 17.5 metres.",
      [
        'book_lock_passage',
        {
          boat_name: 'Wandering Wren',
          lock_name: alt('Millrace Lock', 'Millrace'),
          passage_date: '2027-05-22',
          passage_time: '11:40',
          direction: 'downstream',
          boat_length_m: 17.5,
        },
      ],
    ],
    [
      'simple',
      "what's the lower pound level at heron steps right now",
      ['get_water_level', { lock_name: 'Heron Steps', pound: 'lower' }],
    ],
    [
      'simple',
      "There's a shopping trolley in the chamber at Tanner's Rise. Flag it as urgent, boats can't get through.",
      [
        'report_lock_fault',
        { lock_name: alt("Tanner's Rise", 'Tanners Rise'), fault: 'debris in chamber', urgent: true },
      ],
    ],
    [
      'simple',
      'Seven nights at Kingfisher Basin for the boat Slow Lorna, with electric hook-up please.',
      [
        'buy_mooring_permit',
        { boat_name: 'Slow Lorna', mooring: 'Kingfisher Basin', nights: 7, electric_hookup: true },
      ],
    ],
    [
      'multiple',
      'How long is the queue heading upstream at Coldwater Flight?',
      ['check_lock_queue', { lock_name: 'Coldwater Flight', direction: 'upstream' }],
    ],
    [
      'multiple',
      "We'd like to go up through Heron Steps on the twelfth of June 2027 at about quarter to three in the afternoon. The boat's called Persimmon.",
      [
        'book_lock_passage',
        {
          boat_name: 'Persimmon',
          lock_name: 'Heron Steps',
          passage_date: '2027-06-12',
          passage_time: '14:45',
          direction: 'upstream',
        },
      ],
    ],
    [
      'multiple',
      'The bottom gate at Bell Lock is leaking. Not an emergency, but someone should take a look.',
      ['report_lock_fault', { lock_name: alt('Bell Lock', 'Bell'), fault: 'leaking gate' }],
    ],
    [
      'parallel',
      'Upper pound levels at Heron Steps, Millrace Lock and Coldwater Flight?',
      ['get_water_level', { lock_name: 'Heron Steps' }],
      ['get_water_level', { lock_name: alt('Millrace Lock', 'Millrace') }],
      ['get_water_level', { lock_name: 'Coldwater Flight' }],
    ],
    [
      'parallel',
      "At Tanner's Rise, how's the queue going upstream? And downstream?",
      ['check_lock_queue', { lock_name: alt("Tanner's Rise", 'Tanners Rise'), direction: 'upstream' }],
      ['check_lock_queue', { lock_name: alt("Tanner's Rise", 'Tanners Rise'), direction: 'downstream' }],
    ],
    [
      'parallel',
      "Mooring permits for the Otter's Bargain: 3 nights at Kingfisher Basin, then 2 nights at Sallow Wharf.",
      [
        'buy_mooring_permit',
        { boat_name: alt("Otter's Bargain", 'Otters Bargain'), mooring: 'Kingfisher Basin', nights: 3 },
      ],
      [
        'buy_mooring_permit',
        { boat_name: alt("Otter's Bargain", 'Otters Bargain'), mooring: 'Sallow Wharf', nights: 2 },
      ],
    ],
    [
      'parallel_multiple',
      "We're doing the whole of Coldwater Flight on 2027-08-03 with two boats, Marigold Jones and Little Auk, both going downstream at 09:15. Book them in and tell me the lower pound level at the flight.",
      [
        'book_lock_passage',
        {
          boat_name: 'Marigold Jones',
          lock_name: 'Coldwater Flight',
          passage_date: '2027-08-03',
          passage_time: '09:15',
          direction: 'downstream',
        },
      ],
      [
        'book_lock_passage',
        {
          boat_name: 'Little Auk',
          lock_name: 'Coldwater Flight',
          passage_date: '2027-08-03',
          passage_time: '09:15',
          direction: 'downstream',
        },
      ],
      ['get_water_level', { lock_name: 'Coldwater Flight', pound: 'lower' }],
    ],
    [
      'parallel_multiple',
      'Report a stuck paddle at Millrace Lock and another one at Heron Steps, and check the upper pound level at both.',
      ['report_lock_fault', { lock_name: alt('Millrace Lock', 'Millrace'), fault: 'stuck paddle' }],
      ['report_lock_fault', { lock_name: 'Heron Steps', fault: 'stuck paddle' }],
      ['get_water_level', { lock_name: alt('Millrace Lock', 'Millrace') }],
      ['get_water_level', { lock_name: 'Heron Steps' }],
    ],
    [
      'parallel_multiple',
      'Boat Nettlebed, 21 m long: book Bell Lock upstream on 2027-09-01 at 10:00, and on 2027-09-04 at 16:30 coming back downstream. In between we need a 3-night permit at Sallow Wharf.',
      [
        'book_lock_passage',
        {
          boat_name: 'Nettlebed',
          lock_name: alt('Bell Lock', 'Bell'),
          passage_date: '2027-09-01',
          passage_time: '10:00',
          direction: 'upstream',
          boat_length_m: 21,
        },
      ],
      [
        'book_lock_passage',
        {
          boat_name: 'Nettlebed',
          lock_name: alt('Bell Lock', 'Bell'),
          passage_date: '2027-09-04',
          passage_time: '16:30',
          direction: 'downstream',
          boat_length_m: 21,
        },
      ],
      ['buy_mooring_permit', { boat_name: 'Nettlebed', mooring: 'Sallow Wharf', nights: 3 }],
    ],
    [
      'parallel_multiple',
      "How are the queues at Tanner's Rise and at Bell Lock, both heading downstream? There's also low water at Tanner's Rise, so report that as well.",
      ['check_lock_queue', { lock_name: alt("Tanner's Rise", 'Tanners Rise'), direction: 'downstream' }],
      ['check_lock_queue', { lock_name: alt('Bell Lock', 'Bell'), direction: 'downstream' }],
      ['report_lock_fault', { lock_name: alt("Tanner's Rise", 'Tanners Rise'), fault: 'low water' }],
    ],
    ['irrelevance', 'How does a lock actually lift a boat? Where does all the water come from?'],
    ['irrelevance', "What's the speed limit for narrowboats on the stretch between the locks?"],
  ],
};
