// Tuning questions, kind "forms": a value in the unit and form its parameter asks for (decimals, dates, enums by meaning).
import { alt, tool } from '../../model-heldout/build.ts';
import { ask, type KindSet } from '../own-kinds.ts';

const tools = [
  tool('savings_projection', 'Projects savings with interest.', {
    deposit: ['float', 'Amount deposited.'],
    annual_rate: ['float', 'Yearly interest rate as a decimal, e.g. 0.05 for 5%.'],
    years: ['integer', 'Years.'],
  }),
  tool('schedule_delivery', 'Schedules a delivery.', {
    date: ['string', 'Delivery date in the format YYYY-MM-DD.'],
    slot: ['string', 'Time of day.', { enum: ['morning', 'afternoon', 'evening'] }],
  }),
  tool('set_thermostat', 'Sets a thermostat.', {
    temperature: ['float', 'Target temperature in Fahrenheit.'],
    mode: ['string', 'Mode.', { enum: ['heat', 'cool', 'auto'] }],
  }),
  tool('log_run', 'Logs a run.', {
    distance_km: ['float', 'Distance in kilometres.'],
    duration_minutes: ['integer', 'Duration in minutes.'],
  }),
  tool('book_table', 'Books a restaurant table.', {
    party_size: ['integer', 'Number of guests.'],
    date: ['string', 'Date as MM/DD/YYYY.'],
    seating: ['string', 'Where to sit.', { enum: ['indoor', 'outdoor', 'bar'] }],
  }),
];

export const formsTuning: KindSet = {
  kind: 'forms',
  name: 'household',
  tools,
  questions: [
    ...(
      [
        [1000, 7, 0.07, 5],
        [2500, 3.5, 0.035, 10],
        [400, 12, 0.12, 2],
        [9000, 0.5, 0.005, 20],
        [150, 4.25, 0.0425, 3],
      ] as [number, number, number, number][]
    ).map(([d, p, r, y]) =>
      ask(`Project ${d} saved at ${p}% for ${y} years.`, [
        'savings_projection',
        { deposit: d, annual_rate: r, years: y },
      ]),
    ),
    ask('How much will 600 be at 6 percent after 8 years?', [
      'savings_projection',
      { deposit: 600, annual_rate: 0.06, years: 8 },
    ]),
    ask('Deliver on March 3, 2026 in the morning.', ['schedule_delivery', { date: '2026-03-03', slot: 'morning' }]),
    ask('Schedule the delivery for 14 July 2026, after lunch.', [
      'schedule_delivery',
      { date: '2026-07-14', slot: 'afternoon' },
    ]),
    ask('Bring it 2026/11/30 at night, please.', ['schedule_delivery', { date: '2026-11-30', slot: 'evening' }]),
    ask('Delivery on the 5th of January 2027, early in the day.', [
      'schedule_delivery',
      { date: '2027-01-05', slot: 'morning' },
    ]),
    ask('Can you deliver Dec 24 2026 in the evening?', ['schedule_delivery', { date: '2026-12-24', slot: 'evening' }]),
    ask('Warm the house to 70 degrees.', ['set_thermostat', { temperature: 70, mode: 'heat' }]),
    ask('Cool it down to 68.', ['set_thermostat', { temperature: 68, mode: 'cool' }]),
    ask('Set the thermostat to 21 °C and let it decide heating or cooling.', [
      'set_thermostat',
      { temperature: alt(69.8, 70), mode: 'auto' },
    ]),
    ask('Heat to 25 degrees Celsius.', ['set_thermostat', { temperature: 77, mode: 'heat' }]),
    ask('Air conditioning on, 72°F.', ['set_thermostat', { temperature: 72, mode: 'cool' }]),
    ask('Log a 5 mile run that took 45 minutes.', [
      'log_run',
      { distance_km: alt(8.05, 8.04672, 8.0467, 8.047), duration_minutes: 45 },
    ]),
    ask('I ran 10 km in an hour and a half.', ['log_run', { distance_km: 10, duration_minutes: 90 }]),
    ask('Log 3000 metres in 14 minutes.', ['log_run', { distance_km: 3, duration_minutes: 14 }]),
    ask('Half marathon, 21.1 km, 2 hours.', ['log_run', { distance_km: 21.1, duration_minutes: 120 }]),
    ask('Log a 12k run of 1 hour 5 minutes.', ['log_run', { distance_km: 12, duration_minutes: 65 }]),
    ask('Table for four on 2026-06-12, outside.', [
      'book_table',
      { party_size: 4, date: '06/12/2026', seating: 'outdoor' },
    ]),
    ask('Book a table for two at the bar on April 9, 2026.', [
      'book_table',
      { party_size: 2, date: '04/09/2026', seating: 'bar' },
    ]),
    ask('Six of us, inside, 1 February 2027.', [
      'book_table',
      { party_size: 6, date: '02/01/2027', seating: 'indoor' },
    ]),
    ask('Table on the terrace for 3, 2026-08-20.', [
      'book_table',
      { party_size: 3, date: '08/20/2026', seating: 'outdoor' },
    ]),
    ask('A party of eight indoors on 10/31/2026.', [
      'book_table',
      { party_size: 8, date: '10/31/2026', seating: 'indoor' },
    ]),
    ask('Save 5000 at 2.75% for 15 years.', ['savings_projection', { deposit: 5000, annual_rate: 0.0275, years: 15 }]),
    ask('Deliver 2026-09-09 in the afternoon.', ['schedule_delivery', { date: '2026-09-09', slot: 'afternoon' }]),
    ask('Run log: 800 m in 3 minutes.', ['log_run', { distance_km: 0.8, duration_minutes: 3 }]),
  ],
};
