// A "what" question about a thing the best-fitting tool has no word for, and the thing such a question asks for.
import { describe, expect, it } from 'vitest';
import { callsOf, fn, text } from '../test-tools.ts';
import { askedThing } from './asked-thing.ts';

const bookWall = fn(
  'book_wall_session',
  'Books a session at the climbing wall.',
  { climber_name: text('Name of the climber'), date: text('Date, YYYY-MM-DD') },
  ['climber_name', 'date'],
);

const searchRoutes = fn(
  'search_wall_routes',
  'Searches the routes set on the climbing wall.',
  { query: text('What to look for') },
  ['query'],
);

describe('a "what" question asks for a thing the tool has', () => {
  it('calls no tool when the thing asked is a word the best tool has nowhere', () => {
    expect(askedThing('What are the climbing wall’s opening hours on Sundays?')).toBe('hours');
    expect(askedThing("What's the grip level of the new holds?")).toBe('level');
    expect(askedThing('What is the queue length today?')).toBe('length');
    expect(callsOf('What are the climbing wall’s opening hours on Sundays?', [bookWall, searchRoutes])).toEqual([]);
    expect(callsOf("What's the safe rope length for a wall of 18 metres?", [bookWall, searchRoutes])).toEqual([]);
    // The thing asked is the tool's (a related word, inflected, counts): the call stands.
    expect(callsOf('What routes are set on the wall this week?', [bookWall, searchRoutes])).toEqual([
      ['search_wall_routes', { query: 'What routes are set on the wall this week' }],
    ]);
    expect(callsOf('Book a wall session for Ann Kiers on 2027-02-03.', [bookWall, searchRoutes])).toEqual([
      ['book_wall_session', { climber_name: 'Ann Kiers', date: '2027-02-03' }],
    ]);
  });

  it('calls no tool when a "how do I" question asks how to do a task the best tool has nowhere', () => {
    expect(askedThing('How do I chalk up before a climb?')).toBe('chalk');
    expect(callsOf('How should I clean the climbing wall holds?', [bookWall, searchRoutes])).toEqual([]);
  });

  it('reads "how long" and "how far" as asking for a measure, which a booking tool does not give', () => {
    const bookFerry = fn(
      'book_ferry',
      'Books a ferry crossing between two ports.',
      { from_port: text('Port the ferry leaves from'), to_port: text('Port the ferry sails to') },
      ['from_port', 'to_port'],
    );
    const ferryTimes = fn(
      'ferry_crossing_time',
      'Gives how long a ferry crossing takes.',
      { from_port: text('Port the ferry leaves from'), to_port: text('Port the ferry sails to') },
      ['from_port', 'to_port'],
    );
    expect(callsOf('How long is the ferry from Oban to Craignure usually?', [bookFerry])).toEqual([]);
    expect(callsOf('How far is the wall from the station?', [bookWall, searchRoutes])).toEqual([]);
    expect(callsOf('How long is the ferry from Oban to Craignure usually?', [bookFerry, ferryTimes])).toEqual([
      ['ferry_crossing_time', { from_port: 'Oban', to_port: 'Craignure' }],
    ]);
  });

  it('reads a last word in -ing as a verb after the thing asked about, and alone as no thing', () => {
    expect(askedThing("What's the tide doing at noon?")).toBe('tide');
    expect(askedThing('What are the gulls eating on the pier?')).toBe('gulls');
    expect(askedThing("What's going to happen at the pier?")).toBeUndefined();
  });
});

describe('the thing a "what" question asks for, after review', () => {
  const findFlights = fn(
    'find_flights',
    'Finds flights from a city on a date.',
    { city: text('City the flight leaves'), date: text('Date, YYYY-MM-DD') },
    ['city'],
  );
  const findRestaurants = fn(
    'find_restaurants',
    'Finds restaurants by cuisine and town.',
    { cuisine: text('Kind of food'), town: text('Town') },
    ['cuisine', 'town'],
  );
  const findParking = fn('find_parking', 'Finds parking in a town.', { town: text('Town to park in') }, ['town']);
  const libraryHours = fn(
    'library_opening_hours',
    'Gives the opening hours of a library branch.',
    { branch: text('Name of the library branch') },
    ['branch'],
  );

  it('reads the word right after what/which as the thing asked when no verb of being follows', () => {
    expect(askedThing('Which flights leave Oslo tomorrow?')).toBe('flights');
    expect(askedThing('What restaurants serve sushi near Leeds?')).toBe('restaurants');
    expect(callsOf('Which flights leave Oslo tomorrow?', [findFlights]).map(([name]) => name)).toEqual([
      'find_flights',
    ]);
    expect(callsOf('What restaurants serve sushi near Leeds?', [findRestaurants]).map(([name]) => name)).toEqual([
      'find_restaurants',
    ]);
  });

  it('counts an -ing head as lacking only when the tool says neither it nor the word before it', () => {
    expect(callsOf('What is the cheapest parking in Leeds?', [findParking]).map(([name]) => name)).toEqual([
      'find_parking',
    ]);
  });

  it('reads "what time … open" as asking for the verb or a word of time', () => {
    expect(askedThing('What time does the Central library open?')).toBe('open');
    expect(callsOf('What time does the Central library open?', [libraryHours]).map(([name]) => name)).toEqual([
      'library_opening_hours',
    ]);
  });
});
