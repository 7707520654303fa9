// Tuning questions, kind "fanout_one": one tool called once per item of a list, shared values repeated in each call.
import { alt, tool, type CallSpec } from '../../model-heldout/build.ts';
import { ask, type KindSet } from '../own-kinds.ts';

const tools = [
  tool('loan_quote', 'Monthly payment of a loan.', {
    amount: ['float', 'Amount borrowed.'],
    months: ['integer', 'Term in months.'],
    'rate_percent?': ['float', 'Yearly interest in percent.'],
  }),
  tool('paint_swatch', 'Orders a paint swatch card in one colour.', {
    color: ['string', 'Colour name.'],
    'finish?': ['string', 'Paint finish.', { enum: ['matte', 'satin', 'gloss'], default: 'matte' }],
  }),
  tool('find_bookshop', 'Finds bookshops in a city.', {
    city: ['string', 'City name.'],
    'genre?': ['string', 'Speciality, e.g. comics.'],
  }),
  tool('convert_currency', 'Converts money between currencies.', {
    amount: ['float', 'Amount.'],
    from_currency: ['string', 'ISO code to convert from.'],
    to_currency: ['string', 'ISO code to convert to.'],
  }),
  tool('set_reminder', 'Sets a reminder at a time.', {
    text: ['string', 'What to remind of.'],
    time: ['string', 'Time of day, HH:MM.'],
  }),
];
const each = (name: string, rows: Record<string, unknown>[]): CallSpec[] => rows.map((r) => [name, r] as CallSpec);

export const fanoutOneTuning: KindSet = {
  kind: 'fanout_one',
  name: 'errands',
  tools,
  questions: [
    ...(
      [
        [12000, [12, 24, 36]],
        [5000, [6, 12]],
        [800, [3, 6, 9]],
        [25000, [24, 48, 60]],
      ] as [number, number[]][]
    ).flatMap(([amount, months], i) => [
      ask(
        `Quote a loan of ${amount} for ${months.slice(0, -1).join(', ')} and ${months.at(-1)} months.`,
        ...each(
          'loan_quote',
          months.map((m) => ({ amount, months: m })),
        ),
      ),
      ask(
        `What would ${amount} cost per month over ${months.join(' or ')} months${i % 2 ? ' at 4.5%' : ''}?`,
        ...each(
          'loan_quote',
          months.map((m) => ({ amount, months: m, ...(i % 2 ? { rate_percent: 4.5 } : {}) })),
        ),
      ),
    ]),
    ...(
      [
        ['teal', 'ochre', 'crimson'],
        ['sage', 'navy'],
        ['ivory', 'coral', 'slate', 'mustard'],
      ] as string[][]
    ).flatMap((colors) => [
      ask(
        `Send me swatches in ${colors.slice(0, -1).join(', ')} and ${colors.at(-1)}.`,
        ...each(
          'paint_swatch',
          colors.map((color) => ({ color, finish: alt('matte', '') })),
        ),
      ),
      ask(
        `I'd like gloss swatch cards for ${colors.join(', ')}.`,
        ...each(
          'paint_swatch',
          colors.map((color) => ({ color, finish: 'gloss' })),
        ),
      ),
    ]),
    ask('Find bookshops in Lyon and Osaka.', ['find_bookshop', { city: 'Lyon' }], ['find_bookshop', { city: 'Osaka' }]),
    ask(
      'Find a comics bookshop in Lyon, then do the same for Milan.',
      ['find_bookshop', { city: 'Lyon', genre: 'comics' }],
      ['find_bookshop', { city: 'Milan', genre: 'comics' }],
    ),
    ask(
      'Look for poetry bookshops in Vienna and travel bookshops in Madrid.',
      ['find_bookshop', { city: 'Vienna', genre: 'poetry' }],
      ['find_bookshop', { city: 'Madrid', genre: 'travel' }],
    ),
    ask(
      'Bookshops in Lisbon, Athens and Houston, respectively for cookery, history and comics.',
      ['find_bookshop', { city: 'Lisbon', genre: 'cookery' }],
      ['find_bookshop', { city: 'Athens', genre: 'history' }],
      ['find_bookshop', { city: 'Houston', genre: 'comics' }],
    ),
    ask(
      'Convert 100 USD to EUR and to JPY.',
      ['convert_currency', { amount: 100, from_currency: 'USD', to_currency: 'EUR' }],
      ['convert_currency', { amount: 100, from_currency: 'USD', to_currency: 'JPY' }],
    ),
    ask(
      'Convert 50 and 75 GBP into CHF respectively... I mean each of them.',
      ['convert_currency', { amount: 50, from_currency: 'GBP', to_currency: 'CHF' }],
      ['convert_currency', { amount: 75, from_currency: 'GBP', to_currency: 'CHF' }],
    ),
    ask(
      'How much is 20 EUR in USD, and 300 SEK in EUR?',
      ['convert_currency', { amount: 20, from_currency: 'EUR', to_currency: 'USD' }],
      ['convert_currency', { amount: 300, from_currency: 'SEK', to_currency: 'EUR' }],
    ),
    ask(
      'Convert 10, 20 and 40 CAD to USD.',
      ...each(
        'convert_currency',
        [10, 20, 40].map((amount) => ({ amount, from_currency: 'CAD', to_currency: 'USD' })),
      ),
    ),
    ask(
      'Convert 60 AUD to NZD, then do the same for 90 AUD.',
      ['convert_currency', { amount: 60, from_currency: 'AUD', to_currency: 'NZD' }],
      ['convert_currency', { amount: 90, from_currency: 'AUD', to_currency: 'NZD' }],
    ),
    ask(
      'Remind me to water the plants at 08:00 and to call the plumber at 14:30.',
      ['set_reminder', { text: alt('water the plants', 'to water the plants'), time: '08:00' }],
      ['set_reminder', { text: alt('call the plumber', 'to call the plumber'), time: '14:30' }],
    ),
    ask(
      'Set reminders "stretch" at 10:00, 13:00 and 16:00.',
      ...each(
        'set_reminder',
        ['10:00', '13:00', '16:00'].map((time) => ({ text: 'stretch', time })),
      ),
    ),
    ask(
      'Remind me about "standup" and "lunch" at 09:15 and 12:30 respectively.',
      ['set_reminder', { text: 'standup', time: '09:15' }],
      ['set_reminder', { text: 'lunch', time: '12:30' }],
    ),
    ask(
      'Quote 3000 for 12 months at 5%, then do the same for 18 months.',
      ['loan_quote', { amount: 3000, months: 12, rate_percent: 5 }],
      ['loan_quote', { amount: 3000, months: 18, rate_percent: 5 }],
    ),
    ask(
      'Loans of 1000 and 2000 for 10 and 20 months respectively.',
      ['loan_quote', { amount: 1000, months: 10 }],
      ['loan_quote', { amount: 2000, months: 20 }],
    ),
    ask(
      'A satin swatch in olive, and the same for plum.',
      ['paint_swatch', { color: 'olive', finish: 'satin' }],
      ['paint_swatch', { color: 'plum', finish: 'satin' }],
    ),
  ],
};
