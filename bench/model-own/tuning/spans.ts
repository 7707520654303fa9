// Tuning questions, kind "spans": whole names (digits and all), possessives dropped, values kept in their own parameters.
import { alt, tool } from '../../model-heldout/build.ts';
import { ask, pick, type KindSet } from '../own-kinds.ts';

const tools = [
  tool('play_artist', 'Plays music by an artist.', {
    artist: ['string', 'Artist or band name.'],
    'shuffle?': ['boolean', 'Shuffle the songs.', { default: false }],
  }),
  tool('find_concerts', 'Finds concerts of a music genre in a city.', {
    genre: ['string', 'Music genre.'],
    city: ['string', 'City.'],
  }),
  tool('museum_hours', 'Opening hours of a museum.', { museum: ['string', 'Museum name.'] }),
  tool('recipe_lookup', 'Finds a recipe for a dish.', {
    dish: ['string', 'Dish name.'],
    'diet?': ['string', 'Diet, e.g. vegan.'],
  }),
  tool('hotel_rooms', 'Hotel rooms free in a city for a guest.', {
    city: ['string', 'City.'],
    guest_name: ['string', "The guest's full name."],
  }),
];

export const spansTuning: KindSet = {
  kind: 'spans',
  name: 'leisure',
  tools,
  questions: [
    ...['Sum 41', 'Maroon 5', 'The 1975', 'Matchbox Twenty', 'Boyz II Men', 'UB40'].map((artist, i) =>
      ask(i % 2 ? `Put on some ${artist}.` : `Play ${artist} for me`, ['play_artist', { artist }]),
    ),
    ask('Shuffle songs by Florence and the Machine.', [
      'play_artist',
      { artist: 'Florence and the Machine', shuffle: true },
    ]),
    ...(
      [
        ['jazz', 'Lisbon'],
        ['techno', 'Vienna'],
        ['folk', 'Athens'],
        ['salsa', 'Madrid'],
      ] as [string, string][]
    ).flatMap(([genre, city]) => [
      ask(`Any ${genre} concerts in ${city}?`, ['find_concerts', { genre, city }]),
      ask(`Find concerts in ${city}'s old town, ${genre} ones.`, ['find_concerts', { genre, city }]),
    ]),
    ask('When is the Museum of Broken Clocks open?', [
      'museum_hours',
      { museum: alt('Museum of Broken Clocks', 'the Museum of Broken Clocks') },
    ]),
    ask("Hours for Lisbon's Tile Museum?", ['museum_hours', { museum: alt('Tile Museum', 'Lisbon Tile Museum') }]),
    ask('Is the Van Dael Gallery open today?', ['museum_hours', { museum: 'Van Dael Gallery' }]),
    ask('Opening times of the Osaka Science Hall please', ['museum_hours', { museum: 'Osaka Science Hall' }]),
    ask('I want a vegan recipe for pad thai.', ['recipe_lookup', { dish: 'pad thai', diet: 'vegan' }]),
    ask("How do I make my grandma's shepherd's pie?", [
      'recipe_lookup',
      { dish: alt("shepherd's pie", 'shepherds pie') },
    ]),
    ask('Recipe for chicken tikka masala, gluten-free.', [
      'recipe_lookup',
      { dish: 'chicken tikka masala', diet: alt('gluten-free', 'gluten free') },
    ]),
    ask('Find a recipe: 7-layer dip.', ['recipe_lookup', { dish: '7-layer dip' }]),
    ...(
      [
        ['Jean-Luc Moreau', 'Lyon'],
        ['Aiko Tanaka', 'Osaka'],
        ["Siobhan O'Neill", 'Dublin'],
        ['María José Ruiz', 'Seville'],
      ] as [string, string][]
    ).map(([guest_name, city]) =>
      pick(`Rooms in ${city} for ${guest_name}, please.`, ['hotel_rooms', { city, guest_name }]),
    ),
    pick('Is there a room in Milan for Dr. Paolo Conte?', [
      'hotel_rooms',
      { city: 'Milan', guest_name: alt('Paolo Conte', 'Dr. Paolo Conte') },
    ]),
    pick('Play Blink-Twice on shuffle', ['play_artist', { artist: 'Blink-Twice', shuffle: true }]),
  ],
};
