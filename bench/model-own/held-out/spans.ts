// Held-out questions, kind "spans" (never tuned on): whole names, possessives, values in the right parameters.
import { alt, tool } from '../../model-heldout/build.ts';
import { ask, pick, type KindSet } from '../own-kinds.ts';

const tools = [
  tool('stream_album', 'Streams an album.', {
    album: ['string', 'Album title.'],
    'band?': ['string', 'Band that made it.'],
  }),
  tool('film_showings', 'Cinema showings of a film genre in a city.', {
    genre: ['string', 'Film genre.'],
    location: ['string', 'City.'],
  }),
  tool('park_info', 'Information about a park.', { park_name: ['string', 'Name of the park.'] }),
  tool('menu_search', 'Searches restaurant menus for a dish.', {
    dish: ['string', 'Dish.'],
    'city?': ['string', 'City.'],
  }),
  tool('register_runner', 'Registers a runner for a race.', {
    runner_name: ['string', "Runner's full name."],
    race: ['string', 'Race name.'],
  }),
  tool('team_stats', 'Season statistics of a sports team.', { team: ['string', 'Team name.'] }),
];

export const spansHeldOut: KindSet = {
  kind: 'spans',
  name: 'weekend',
  tools,
  questions: [
    ask('Stream the album Blue Hour 2 by Nine Lanterns.', [
      'stream_album',
      { album: 'Blue Hour 2', band: 'Nine Lanterns' },
    ]),
    ask('Play "Paper Moons" from 3 Doors Left.', ['stream_album', { album: 'Paper Moons', band: '3 Doors Left' }]),
    ask('Stream 1989 Revisited.', ['stream_album', { album: '1989 Revisited' }]),
    ask("Put on the Velvet Kites' album Harbour Lights.", [
      'stream_album',
      { album: 'Harbour Lights', band: alt('Velvet Kites', 'the Velvet Kites') },
    ]),
    ask('I want to hear Night Bus 42 by Sodium 11.', ['stream_album', { album: 'Night Bus 42', band: 'Sodium 11' }]),
    ...(
      [
        ['horror', 'Karachi'],
        ['comedy', 'Milan'],
        ['documentary', 'Vienna'],
        ['animation', 'Seoul'],
        ['thriller', 'Lisbon'],
      ] as [string, string][]
    ).flatMap(([genre, location]) => [
      ask(`${genre[0]!.toUpperCase() + genre.slice(1)} films showing in ${location}?`, [
        'film_showings',
        { genre, location },
      ]),
      ask(`What's on at ${location}'s cinemas in ${genre}?`, ['film_showings', { genre, location }]),
    ]),
    ask('Tell me about Ravensholm Park.', ['park_info', { park_name: 'Ravensholm Park' }]),
    ask("What's in Madrid's Retiro Gardens?", ['park_info', { park_name: alt('Retiro Gardens', 'Retiro') }]),
    ask('Info on the Seven Springs Nature Reserve', [
      'park_info',
      { park_name: alt('Seven Springs Nature Reserve', 'the Seven Springs Nature Reserve') },
    ]),
    ask('Is Lake Orrin Park dog friendly?', ['park_info', { park_name: 'Lake Orrin Park' }]),
    ask('Where can I get mac and cheese in Houston?', ['menu_search', { dish: 'mac and cheese', city: 'Houston' }]),
    ask('Find fish and chips near Dublin.', ['menu_search', { dish: 'fish and chips', city: 'Dublin' }]),
    ask("Who serves General Tso's chicken?", [
      'menu_search',
      { dish: alt("General Tso's chicken", 'General Tsos chicken') },
    ]),
    ask('Search menus for pão de queijo in Lisbon', ['menu_search', { dish: 'pão de queijo', city: 'Lisbon' }]),
    ...(
      [
        ['Chidi Okafor', 'Harbour 10K'],
        ['Zofia Wiśniewska', 'Vistula Half Marathon'],
        ['Kwame Mensah-Bonsu', 'Sunrise 5K'],
        ["Liam O'Brien", 'Cliff Trail Ultra'],
      ] as [string, string][]
    ).map(([runner_name, race]) =>
      pick(`Register ${runner_name} for the ${race}.`, [
        'register_runner',
        { runner_name, race: alt(race, `the ${race}`) },
      ]),
    ),
    pick('Stats for the Lisbon Lions 1967 squad.', ['team_stats', { team: 'Lisbon Lions 1967' }]),
    pick('How did FC Riverside 04 do this season?', ['team_stats', { team: 'FC Riverside 04' }]),
    pick("Show the Osaka Owls' season numbers.", ['team_stats', { team: 'Osaka Owls' }]),
    pick('Season stats, Team 76ers B', ['team_stats', { team: 'Team 76ers B' }]),
  ],
};
