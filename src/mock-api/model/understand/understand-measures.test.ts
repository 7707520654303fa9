// The mock model on tools written for these tests: units and scales, coordinates, languages, dates with times and a
// stated "today", hosts, origin/destination codes, region parts, ids that name people, catch-all options.
import { describe, expect, it } from 'vitest';
import { argsOf, fn, text, ask } from '../test-tools.ts';

const bmi = fn(
  'body_mass_index',
  'Body mass index from weight and height.',
  { weight_kg: { type: 'number' }, height_cm: { type: 'number' } },
  ['weight_kg', 'height_cm'],
);

const kettle = fn(
  'boil_kettle',
  'Boils water.',
  {
    volume: { type: 'number', description: 'Amount of water in millilitres' },
    delay: { type: 'integer', description: 'Wait in seconds before starting' },
  },
  ['volume'],
);

const tide = fn(
  'tide_table',
  'Tide heights at a point on the coast.',
  { lat: { type: 'number' }, lng: { type: 'number' } },
  ['lat', 'lng'],
);

const subtitles = fn(
  'caption_video',
  'Adds captions to a video.',
  { video_id: { type: 'string' }, language: { type: 'string', description: 'ISO 639-1 code, such as de or ja' } },
  ['video_id', 'language'],
);

const narrate = fn(
  'narrate_text',
  'Reads a text aloud.',
  { text: { type: 'string' }, voice_locale: { type: 'string', enum: ['en-US', 'pt-BR', 'ko-KR'] } },
  ['text', 'voice_locale'],
);

const move = fn(
  'move_lesson',
  'Moves a piano lesson.',
  { lesson_id: { type: 'string' }, starts_at: { type: 'string', description: 'New start, ISO 8601 date and time' } },
  ['lesson_id', 'starts_at'],
);

const ferry = fn('ferry_times', 'Ferry departures on a day.', { day: { type: 'string', description: 'YYYY-MM-DD' } }, [
  'day',
]);

const mirror = fn(
  'add_mirror',
  'Registers a package mirror.',
  { host: { type: 'string', description: 'Host name or IP of the mirror' }, label: { type: 'string' } },
  ['host'],
);

const train = fn(
  'train_search',
  'Finds trains between stations.',
  { origin_station: { type: 'string' }, destination_station: { type: 'string' } },
  ['origin_station', 'destination_station'],
);

const pollen = fn(
  'pollen_count',
  'Pollen in a city.',
  { city: { type: 'string', description: 'City name, such as Lyon' }, country: { type: 'string' } },
  ['city', 'country'],
);

const payslip = fn('show_payslip', 'Shows an employee payslip.', { employee_id: { type: 'string' } }, ['employee_id']);

const backups = fn(
  'list_backups',
  'Lists backups.',
  { engine: { type: 'string', enum: ['all', 'mariadb', 'sqlite'] } },
  ['engine'],
);

describe('measures, places and codes on unseen tools', () => {
  it('converts amounts to the unit a parameter names: metres to centimetres, litres to millilitres, minutes to seconds', () => {
    expect(argsOf("I'm 1.8 m tall and weigh 70 kg, what's my BMI?", [bmi])).toEqual([
      { weight_kg: 70, height_cm: 180 },
    ]);
    expect(argsOf('Boil 1.5 litres in 2 minutes', [kettle])).toEqual([{ volume: 1500, delay: 120 }]);
  });

  it('reads coordinates with their hemispheres: south and west are negative', () => {
    expect(argsOf('Tide table at 33.86 S, 151.21 E please', [tide])).toEqual([{ lat: -33.86, lng: 151.21 }]);
    expect(argsOf('Tides for 48.38 N 4.49 W', [tide])).toEqual([{ lat: 48.38, lng: -4.49 }]);
  });

  it('writes a named language as the code or the locale the parameter asks for', () => {
    expect(argsOf('Caption video vx-77 in Japanese', [subtitles])).toEqual([{ video_id: 'vx-77', language: 'ja' }]);
    // Any language ISO 639-1 codes, not only the big ones.
    expect(argsOf('Caption video vx-78 in Swahili', [subtitles])).toEqual([{ video_id: 'vx-78', language: 'sw' }]);
    expect(argsOf('Caption video vx-79 in Icelandic', [subtitles])).toEqual([{ video_id: 'vx-79', language: 'is' }]);
    expect(argsOf("Narrate 'bom dia' with a Portuguese voice", [narrate])).toEqual([
      { text: 'bom dia', voice_locale: 'pt-BR' },
    ]);
  });

  it('joins a date and the time next to it for a date-and-time parameter', () => {
    expect(argsOf('Move lesson PL-9 to March 3, 2027 at 5:30 pm', [move])).toEqual([
      { lesson_id: 'PL-9', starts_at: '2027-03-03T17:30:00' },
    ]);
  });

  it('counts "next Friday" from the date the request says is today, not from the clock', () => {
    expect(argsOf('Ferry times for Friday? Today is Monday, June 7, 2027.', [ferry])).toEqual([{ day: '2027-06-11' }]);
    expect(argsOf('Ferry times for tomorrow; today is 20270607', [ferry])).toEqual([{ day: '2027-06-08' }]);
  });

  it('takes host names and IP addresses for a host, also a few words after its cue', () => {
    expect(argsOf('Add a mirror with host address mirror.example.net', [mirror])).toEqual([
      { host: 'mirror.example.net' },
    ]);
    expect(argsOf("Register the mirror at host IP '10.0.0.12' labelled Lab", [mirror])[0]).toMatchObject({
      host: '10.0.0.12',
    });
  });

  it('fills origin and destination from "from X to Y", station codes included', () => {
    expect(argsOf('Trains from BRU to AMS please', [train])).toEqual([
      { origin_station: 'BRU', destination_station: 'AMS' },
    ]);
  });

  it('gives a country parameter the region part of "City, Country"', () => {
    expect(argsOf('Pollen count in Paris, France', [pollen])).toEqual([{ city: 'Paris', country: 'France' }]);
  });

  it('fills an id parameter with the id, not with the name of the person it belongs to', () => {
    expect(argsOf("Show Adriana's payslip, her id is 4471", [payslip])).toEqual([{ employee_id: '4471' }]);
  });

  it('prefers the option that names something over a catch-all one, also in a longer word', () => {
    expect(argsOf('List all the MariaDB backups', [backups])).toEqual([{ engine: 'mariadb' }]);
  });
});

const kiln = fn(
  'hire_pottery_kiln',
  'Hires the studio kiln.',
  { potter_name: text('Name of the potter'), days: { type: 'integer', description: 'Number of days of hire' } },
  ['potter_name', 'days'],
);

describe('a whole unit of time', () => {
  it('reads "a whole week" and "a full day" as one week and one day', () => {
    expect(argsOf('Oona Castellane would like the kiln for a whole week.', [kiln])[0]?.days).toBe(7);
    expect(argsOf('Oona Castellane would like the kiln for a full day.', [kiln])[0]?.days).toBe(1);
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
