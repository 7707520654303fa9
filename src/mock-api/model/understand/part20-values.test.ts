// Values read in part 20 (one call right): number options not found inside longer numbers, and the rules after it.
import { describe, expect, it } from 'vitest';
import { findDates } from './date-mentions.ts';
import { findOptionMentions } from './option-mentions.ts';
import { findTimes } from './time-mentions.ts';
import { findSpans } from './spans.ts';
import { argsOf, ask, fn, NOW, text } from '../test-tools.ts';

describe('a number option is said only as a whole number', () => {
  const ferry = fn(
    'find_ferry',
    'Search ferry crossings between two harbours on a date.',
    {
      from_harbour: text('Harbour of departure'),
      to_harbour: text('Harbour of arrival'),
      sail_date: text('The date of sailing, YYYY-MM-DD'),
      cabins: { type: 'integer', description: 'Number of cabins', enum: [1, 2, 3] },
    },
    ['from_harbour', 'to_harbour', 'sail_date'],
  );

  it('does not find option 2 in "22nd", "2031" or "2.5"', () => {
    expect(findOptionMentions('on June 22nd 2031, about 2.5 hours', [1, 2, 3])).toEqual([]);
  });

  it('still finds it standing alone', () => {
    expect(findOptionMentions('2 cabins, please', [1, 2, 3]).map((m) => m.value)).toEqual([2]);
  });

  it('leaves a date with such digits whole for its date parameter', () => {
    expect(argsOf('Find a ferry from Portmellon to Gorran Haven on June 22nd 2031.', [ferry])).toEqual([
      { from_harbour: 'Portmellon', to_harbour: 'Gorran Haven', sail_date: '2031-06-22' },
    ]);
  });
});

describe('a range of days that names its month once', () => {
  const hire = fn(
    'hire_kayak',
    'Hires a kayak for some days.',
    {
      hirer: text('Who hires it'),
      start_date: text('First day of hire, YYYY-MM-DD'),
      end_date: text('Last day of hire, YYYY-MM-DD'),
    },
    ['hirer', 'start_date', 'end_date'],
  );

  it('reads both ends of "from 9 to 12 April 2031"', () => {
    expect(argsOf('Kayak for Oona Penhallow, from 9 to 12 April 2031.', [hire])).toEqual([
      { hirer: 'Oona Penhallow', start_date: '2031-04-09', end_date: '2031-04-12' },
    ]);
  });

  it('reads "April 9-12, 2031" the same way, the year said once for both', () => {
    expect(argsOf('Kayak for Oona Penhallow, April 9-12, 2031.', [hire])).toEqual([
      { hirer: 'Oona Penhallow', start_date: '2031-04-09', end_date: '2031-04-12' },
    ]);
  });

  it('leaves "the 2nd and 3rd" alone: "and" lists days, it makes no range', () => {
    expect(findDates('hire on the 2nd and 3rd of May 2031', NOW).map((d) => d.day)).toEqual([3]);
  });
});

describe('a fortnight, and an option written with a hyphen', () => {
  const mooring = fn(
    'quote_mooring',
    'Quotes the price of mooring a boat at the marina.',
    {
      berth: { type: 'string', enum: ['short_term', 'long_term', 'visitor'], description: 'Which berths.' },
      days: { type: 'integer', description: 'Number of days moored.' },
    },
    ['berth', 'days'],
  );

  it('reads "a fortnight" as 14 days and "long-term" as long_term', () => {
    expect(argsOf('What does a long-term berth cost for a fortnight?', [mooring])).toEqual([
      { berth: 'long_term', days: 14 },
    ]);
  });

  it('says the amount once in its note', () => {
    expect(ask('What does a long-term berth cost for a fortnight?', [mooring]).explanation).toContain(
      "days 14 from 'a fortnight'",
    );
  });
});

describe('a telephone number written in groups', () => {
  const callback = fn(
    'request_callback',
    'Asks the surgery to ring a patient back.',
    { patient: text('Who to ring'), phone: text('Number to ring') },
    ['patient', 'phone'],
  );

  it('is one code span, not its first group', () => {
    expect(findSpans('ring 0161 555 0199 or +31 20 555 0143 today').map((s) => [s.kind, s.text])).toEqual([
      ['code', '0161 555 0199'],
      ['code', '+31 20 555 0143'],
    ]);
  });

  it('is not made of short counts or a year', () => {
    expect(findSpans('sides 3, 4, 5 and 6 between 1910 and 1925')).toEqual([]);
  });

  it('fills the phone parameter whole', () => {
    expect(argsOf('Please ring Tomasz Wierzba back on (020) 555 0147.', [callback])).toEqual([
      { patient: 'Tomasz Wierzba', phone: '(020) 555 0147' },
    ]);
  });
});

describe('a title runs on across its small words', () => {
  const press = fn(
    'press_record',
    'Sends an album to the pressing plant.',
    { album_title: text('Title of the album'), copies: { type: 'integer' } },
    ['album_title', 'copies'],
  );
  const stock = fn(
    'stock_item',
    'Adds an item to the shop stock.',
    { item_name: text('Name of the item'), copies: { type: 'integer' } },
    ['item_name', 'copies'],
  );

  it('takes "Rust on the Hinges" whole for a title, with its note', () => {
    const reply = ask('Press 300 copies of Rust on the Hinges', [press]);
    expect(JSON.parse(reply.toolCalls[0]!.arguments)).toEqual({ album_title: 'Rust on the Hinges', copies: 300 });
    expect(reply.explanation).toContain('(a title runs on across its small words)');
  });

  it('stops before a known place: "Blues in Lisbon" is no title', () => {
    expect(argsOf('Press 300 copies of Blues in Lisbon', [press])[0]!.album_title).toBe('Blues');
  });

  it('leaves a parameter that is no title alone', () => {
    expect(argsOf('Stock 300 copies of Rust on the Hinges', [stock])[0]!.item_name).not.toBe('Rust on the Hinges');
  });
});

describe('an option whose words the request says inflected', () => {
  const tailor = fn(
    'book_alteration',
    'Books a garment in for an alteration.',
    {
      customer: text('Who brings it'),
      job: { type: 'string', enum: ['zip_shorten', 'zip_replace', 'hem_replace'], description: 'The alteration.' },
    },
    ['customer', 'job'],
  );
  const dinner = fn(
    'find_table',
    'Finds a restaurant table.',
    { town: text('Town'), price: { type: 'string', enum: ['cheap', 'pricey'], description: 'Price band.' } },
    ['town'],
  );

  it('reads "the zip on it replaced" as zip_replace, and says so', () => {
    const reply = ask('Book in a coat for Marit Olsbu: she wants the zip on it replaced.', [tailor]);
    expect(JSON.parse(reply.toolCalls[0]!.arguments)).toEqual({ customer: 'Marit Olsbu', job: 'zip_replace' });
    expect(reply.explanation).toContain('(an option whose words the request says inflected)');
  });

  it('does not read "priced" as pricey: they share only five letters', () => {
    expect(argsOf('A fairly priced table in Tromsø, please.', [dinner])[0]!.price).toBeUndefined();
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

describe('a count in words beside digits an optional parameter takes', () => {
  const quote = fn(
    'quote_labels',
    'Gives a price for printed labels.',
    {
      quantity: { type: 'integer', description: 'How many labels' },
      width_mm: { type: 'integer', description: 'Label width in millimetres' },
    },
    ['quantity'],
  );

  it('keeps "three thousand" for the required count when the digits are the width\'s', () => {
    expect(argsOf('Price three thousand round labels, 40 mm wide.', [quote])).toEqual([
      { quantity: 3000, width_mm: 40 },
    ]);
  });
});

describe('a bare hour that starts a range of clock times', () => {
  const hall = fn(
    'hold_hall',
    'Holds a hall for a slot.',
    {
      hall: text('Name of the hall'),
      start_time: text('Start, HH:MM'),
      end_time: text('End, HH:MM'),
    },
    ['hall', 'start_time', 'end_time'],
  );

  it('takes the half of the day said with the end: "between 3 and 6 in the evening"', () => {
    expect(argsOf('Hold the Tithe Barn between 3 and 6 in the evening.', [hall])).toEqual([
      { hall: 'Tithe Barn', start_time: '15:00', end_time: '18:00' },
    ]);
  });

  it('keeps a start that would fall after the end in the morning: "from 11 to 1pm"', () => {
    expect(argsOf('Hold the Tithe Barn from 11 to 1pm.', [hall])).toEqual([
      { hall: 'Tithe Barn', start_time: '11:00', end_time: '13:00' },
    ]);
  });

  it('reads no range from "and" without "between"', () => {
    expect(findTimes('at 3 and 6pm').map((t) => t.hours)).toEqual([18]);
  });
});

describe('a list that starts with a small number, and a rate per another thing', () => {
  const fence = fn(
    'fence_length',
    'Total length of fence panels.',
    { panel_lengths: { type: 'array', items: { type: 'number' }, description: 'Length of each panel' } },
    ['panel_lengths'],
  );
  const drum = fn(
    'set_drum_loop',
    'Sets the drum loop.',
    {
      bpm: { type: 'integer', description: 'Beats per minute' },
      beats_per_measure: { type: 'integer', description: 'Beats in a measure' },
    },
    ['bpm'],
  );

  it('keeps the first number of "3, 8, 2 and 5" as a value, not the count of the rest', () => {
    expect(argsOf('Fence length for panels 3, 8, 2 and 5.', [fence])).toEqual([{ panel_lengths: [3, 8, 2, 5] }]);
  });

  it('does not give "4 beats per measure" to beats per minute', () => {
    expect(argsOf('Drum loop at 96, 4 beats per measure.', [drum])).toEqual([{ bpm: 96, beats_per_measure: 4 }]);
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

describe('the digits said right after a string parameter’s own word', () => {
  const locker = fn(
    'open_locker',
    'Opens a gym locker.',
    { locker_name: text('Name on the locker'), passcode: text('The passcode') },
    ['locker_name', 'passcode'],
  );

  it('fill it, with the note that says so', () => {
    const reply = ask('Open the Birchwood locker, passcode 48213977.', [locker]);
    expect(JSON.parse(reply.toolCalls[0]!.arguments)).toMatchObject({ passcode: '48213977' });
    expect(reply.explanation).toContain("(the digits after 'passcode')");
  });
});

describe('one lower-case word given as a name after the parameter’s word and "called"', () => {
  const shelf = fn(
    'make_shelf',
    'Makes a shelf in the pantry app.',
    { shelf: text('The shelf to make'), owner: text('Who owns it') },
    ['shelf'],
  );

  it('is the name, with its note', () => {
    const reply = ask('Make a shelf called preserves for Idun Vass.', [shelf]);
    expect(JSON.parse(reply.toolCalls[0]!.arguments)).toMatchObject({ shelf: 'preserves' });
    expect(reply.explanation).toContain("(the word called so after 'shelf')");
  });

  it('is not a function word: "a shelf called the ..." names none', () => {
    expect(argsOf('Make a shelf called the Larder for Idun Vass.', [shelf])[0]!.shelf).not.toBe('the');
  });
});

describe('the words for acting name a cast parameter', () => {
  const plays = fn('find_plays', 'Finds plays on stage.', {
    directed_by: text('Director of the play'),
    cast: text('An actor in the play'),
  });

  it('gives the name said "as an actor" to cast, not to the director', () => {
    expect(argsOf('Any plays with Halvard Senje as an actor?', [plays])).toEqual([{ cast: 'Halvard Senje' }]);
  });
});

describe('an option said inside a longer option said at the same place', () => {
  it('is not said: "folk-rock" names folk-rock, not folk', () => {
    expect(findOptionMentions('some folk-rock records', ['folk', 'folk-rock', 'jazz']).map((m) => m.value)).toEqual([
      'folk-rock',
    ]);
  });

  it('still is when said on its own', () => {
    expect(findOptionMentions('folk, then jazz', ['folk', 'folk-rock', 'jazz']).map((m) => m.value)).toEqual([
      'folk',
      'jazz',
    ]);
  });
});

describe('"features" names a cast member too', () => {
  const shows = fn('find_shows', 'Finds television shows.', {
    directed_by: text('Director of the show'),
    cast: text('An actor in the show'),
  });

  it('gives the name after "features" to cast', () => {
    expect(argsOf('Find a show that features Maren Tvedt.', [shows])).toEqual([{ cast: 'Maren Tvedt' }]);
  });
});
