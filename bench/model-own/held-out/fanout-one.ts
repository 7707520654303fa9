// Held-out questions, kind "fanout_one" (never tuned on): one tool, one call per item, shared values repeated.
import { alt, tool, type CallSpec } from '../../model-heldout/build.ts';
import { ask, type KindSet } from '../own-kinds.ts';

const tools = [
  tool('rent_estimate', 'Estimated rent of a flat.', {
    district: ['string', 'District or city.'],
    bedrooms: ['integer', 'Number of bedrooms.'],
  }),
  tool('dye_fabric', 'Queues a batch of fabric for dyeing.', {
    shade: ['string', 'Dye shade.'],
    metres: ['float', 'Fabric length in metres.'],
  }),
  tool('cafe_search', 'Finds cafés in a city.', {
    city: ['string', 'City.'],
    'feature?': ['string', 'Something the café must have, e.g. wifi.'],
  }),
  tool('deposit_yield', 'Interest earned by a term deposit.', {
    principal: ['float', 'Deposit.'],
    term_months: ['integer', 'Term in months.'],
  }),
  tool('book_court', 'Books a tennis court.', {
    court: ['integer', 'Court number.'],
    start: ['string', 'Start time, HH:MM.'],
  }),
  tool('translate_phrase', 'Translates a short phrase.', {
    phrase: ['string', 'Text to translate.'],
    target_language: ['string', 'Language to translate into.'],
  }),
];
const each = (name: string, rows: Record<string, unknown>[]): CallSpec[] => rows.map((r) => [name, r] as CallSpec);

export const fanoutOneHeldOut: KindSet = {
  kind: 'fanout_one',
  name: 'city-life',
  tools,
  questions: [
    ask(
      'Estimate rent for one, two and three bedrooms in Karachi.',
      ...each(
        'rent_estimate',
        [1, 2, 3].map((bedrooms) => ({ district: 'Karachi', bedrooms })),
      ),
    ),
    ask(
      'What is rent like for a 2-bedroom in Lisbon and in Porto Alegre?',
      ['rent_estimate', { district: 'Lisbon', bedrooms: 2 }],
      ['rent_estimate', { district: 'Porto Alegre', bedrooms: 2 }],
    ),
    ask(
      'Rent for 1 and 4 bedrooms in Vienna and Milan respectively.',
      ['rent_estimate', { district: 'Vienna', bedrooms: 1 }],
      ['rent_estimate', { district: 'Milan', bedrooms: 4 }],
    ),
    ask(
      'Estimate a 3-bedroom rent in Athens, then do the same for Madrid.',
      ['rent_estimate', { district: 'Athens', bedrooms: 3 }],
      ['rent_estimate', { district: 'Madrid', bedrooms: 3 }],
    ),
    ask(
      'Rents in Osaka for studios with 1 bedroom, and for 2 and 3 bedrooms too.',
      ...each(
        'rent_estimate',
        [1, 2, 3].map((bedrooms) => ({ district: 'Osaka', bedrooms })),
      ),
    ),
    ask(
      'Dye 4 metres each of teal, ochre and crimson.',
      ...each(
        'dye_fabric',
        ['teal', 'ochre', 'crimson'].map((shade) => ({ shade, metres: 4 })),
      ),
    ),
    ask(
      'Queue indigo and saffron dye batches of 2.5 and 6 metres respectively.',
      ['dye_fabric', { shade: 'indigo', metres: 2.5 }],
      ['dye_fabric', { shade: 'saffron', metres: 6 }],
    ),
    ask(
      'Dye 10 metres in rust, and the same for moss.',
      ['dye_fabric', { shade: 'rust', metres: 10 }],
      ['dye_fabric', { shade: 'moss', metres: 10 }],
    ),
    ask(
      'I need 3 metres in cobalt, 5 in amber and 1.5 in charcoal dyed.',
      ['dye_fabric', { shade: 'cobalt', metres: 3 }],
      ['dye_fabric', { shade: 'amber', metres: 5 }],
      ['dye_fabric', { shade: 'charcoal', metres: 1.5 }],
    ),
    ask(
      'Two batches of lilac: 7 metres and 8 metres.',
      ['dye_fabric', { shade: 'lilac', metres: 7 }],
      ['dye_fabric', { shade: 'lilac', metres: 8 }],
    ),
    ask(
      'Find a café in Lyon with wifi and one in Osaka with a terrace.',
      ['cafe_search', { city: 'Lyon', feature: 'wifi' }],
      ['cafe_search', { city: 'Osaka', feature: 'terrace' }],
    ),
    ask(
      'Cafés in Seoul, Taipei and Melbourne, please.',
      ...each(
        'cafe_search',
        ['Seoul', 'Taipei', 'Melbourne'].map((city) => ({ city })),
      ),
    ),
    ask(
      'Look up cafés with outdoor seating in Madrid, then do the same for Seville.',
      ['cafe_search', { city: 'Madrid', feature: 'outdoor seating' }],
      ['cafe_search', { city: 'Seville', feature: 'outdoor seating' }],
    ),
    ask(
      'Cafés with power sockets in Lisbon and Dublin.',
      ['cafe_search', { city: 'Lisbon', feature: alt('power sockets', 'power socket') }],
      ['cafe_search', { city: 'Dublin', feature: alt('power sockets', 'power socket') }],
    ),
    ask(
      'Search cafés in Karachi and Lahore with live music and board games respectively.',
      ['cafe_search', { city: 'Karachi', feature: 'live music' }],
      ['cafe_search', { city: 'Lahore', feature: 'board games' }],
    ),
    ask('Any cafés in Cairo? And in Tunis?', ['cafe_search', { city: 'Cairo' }], ['cafe_search', { city: 'Tunis' }]),
    ask(
      'Interest on 10000 deposited for 3, 6 and 9 months?',
      ...each(
        'deposit_yield',
        [3, 6, 9].map((term_months) => ({ principal: 10000, term_months })),
      ),
    ),
    ask(
      'Compare deposits of 5000 for 12 months and 8000 for 24 months.',
      ['deposit_yield', { principal: 5000, term_months: 12 }],
      ['deposit_yield', { principal: 8000, term_months: 24 }],
    ),
    ask(
      'Yield on 2500 over 6 months, then do the same for 18 months.',
      ['deposit_yield', { principal: 2500, term_months: 6 }],
      ['deposit_yield', { principal: 2500, term_months: 18 }],
    ),
    ask(
      'Deposits of 1000, 2000 and 3000, each for 12 months.',
      ...each(
        'deposit_yield',
        [1000, 2000, 3000].map((principal) => ({ principal, term_months: 12 })),
      ),
    ),
    ask(
      'What do 4000 and 6000 earn over 9 and 15 months respectively?',
      ['deposit_yield', { principal: 4000, term_months: 9 }],
      ['deposit_yield', { principal: 6000, term_months: 15 }],
    ),
    ask(
      'Book courts 2 and 5 at 18:00.',
      ['book_court', { court: 2, start: '18:00' }],
      ['book_court', { court: 5, start: '18:00' }],
    ),
    ask(
      'Court 1 at 07:30 and court 3 at 09:00, please.',
      ['book_court', { court: 1, start: '07:30' }],
      ['book_court', { court: 3, start: '09:00' }],
    ),
    ask(
      'Book court 4 for 10:00, 11:00 and 12:00.',
      ...each(
        'book_court',
        ['10:00', '11:00', '12:00'].map((start) => ({ court: 4, start })),
      ),
    ),
    ask(
      'Reserve court 6 at 16:00, then do the same for court 7.',
      ['book_court', { court: 6, start: '16:00' }],
      ['book_court', { court: 7, start: '16:00' }],
    ),
    ask(
      'Courts 8 and 9 at 19:15 and 20:45 respectively.',
      ['book_court', { court: 8, start: '19:15' }],
      ['book_court', { court: 9, start: '20:45' }],
    ),
    ask(
      'Translate "good morning" into Italian, Polish and Korean.',
      ...each(
        'translate_phrase',
        ['Italian', 'Polish', 'Korean'].map((target_language) => ({ phrase: 'good morning', target_language })),
      ),
    ),
    ask(
      'Translate "thank you" to German and "see you soon" to French.',
      ['translate_phrase', { phrase: 'thank you', target_language: 'German' }],
      ['translate_phrase', { phrase: 'see you soon', target_language: 'French' }],
    ),
    ask(
      'Put "where is the station" into Spanish, then do the same for Portuguese.',
      ['translate_phrase', { phrase: 'where is the station', target_language: 'Spanish' }],
      ['translate_phrase', { phrase: 'where is the station', target_language: 'Portuguese' }],
    ),
    ask(
      'Translate "cheers" and "welcome" into Japanese and Dutch respectively.',
      ['translate_phrase', { phrase: 'cheers', target_language: 'Japanese' }],
      ['translate_phrase', { phrase: 'welcome', target_language: 'Dutch' }],
    ),
    ask(
      'How do you say "open" in Swedish and in Finnish?',
      ['translate_phrase', { phrase: 'open', target_language: 'Swedish' }],
      ['translate_phrase', { phrase: 'open', target_language: 'Finnish' }],
    ),
    ask(
      'Rent estimates for 2 bedrooms in Busan, Daegu and Incheon.',
      ...each(
        'rent_estimate',
        ['Busan', 'Daegu', 'Incheon'].map((district) => ({ district, bedrooms: 2 })),
      ),
    ),
  ],
};
