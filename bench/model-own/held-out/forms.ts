// Held-out questions, kind "forms" (never tuned on): units and forms the schema asks for.
import { alt, tool } from '../../model-heldout/build.ts';
import { ask, type KindSet } from '../own-kinds.ts';

const tools = [
  tool('mortgage_payment', 'Monthly mortgage payment.', {
    principal: ['float', 'Loan amount.'],
    interest_rate: ['float', 'Annual interest rate as a decimal fraction (0.04 = 4%).'],
    term_years: ['integer', 'Term in years.'],
  }),
  tool('plan_trip', 'Plans a trip.', {
    start_date: ['string', 'First day, formatted YYYY-MM-DD.'],
    nights: ['integer', 'Number of nights.'],
    pace: ['string', 'How busy the days are.', { enum: ['relaxed', 'moderate', 'packed'] }],
  }),
  tool('oven_preheat', 'Preheats the oven.', {
    celsius: ['integer', 'Temperature in degrees Celsius.'],
    fan: ['boolean', 'Use the fan.'],
  }),
  tool('record_swim', 'Records a swim.', {
    metres: ['integer', 'Distance in metres.'],
    seconds: ['integer', 'Time in seconds.'],
  }),
  tool('order_coffee', 'Orders a coffee.', {
    size: ['string', 'Cup size.', { enum: ['small', 'medium', 'large'] }],
    milk: ['string', 'Milk.', { enum: ['none', 'dairy', 'oat', 'soy'] }],
  }),
  tool('set_discount', 'Sets a discount on a product.', {
    sku: ['string', 'Product code.'],
    fraction_off: ['float', 'Discount as a fraction between 0 and 1.'],
  }),
];

export const formsHeldOut: KindSet = {
  kind: 'forms',
  name: 'planner',
  tools,
  questions: [
    ask('Monthly payment on 300000 at 4% over 30 years?', [
      'mortgage_payment',
      { principal: 300000, interest_rate: 0.04, term_years: 30 },
    ]),
    ask('Mortgage of 180000, 5.5 percent, 25 years.', [
      'mortgage_payment',
      { principal: 180000, interest_rate: 0.055, term_years: 25 },
    ]),
    ask('What do I pay monthly for 95000 at 3.2% for 15 years?', [
      'mortgage_payment',
      { principal: 95000, interest_rate: 0.032, term_years: 15 },
    ]),
    ask('Borrowing 420000 at 6.1% for 20 years: payment?', [
      'mortgage_payment',
      { principal: 420000, interest_rate: 0.061, term_years: 20 },
    ]),
    ask('Payment for 50000 at 0.9% over 10 years', [
      'mortgage_payment',
      { principal: 50000, interest_rate: 0.009, term_years: 10 },
    ]),
    ask('Plan a relaxed trip of 5 nights starting June 3, 2026.', [
      'plan_trip',
      { start_date: '2026-06-03', nights: 5, pace: 'relaxed' },
    ]),
    ask('A packed 3-night trip from 12 October 2026.', [
      'plan_trip',
      { start_date: '2026-10-12', nights: 3, pace: 'packed' },
    ]),
    ask('Trip from 2026/04/18 for a week of nights, nothing too busy and nothing too slow.', [
      'plan_trip',
      { start_date: '2026-04-18', nights: 7, pace: 'moderate' },
    ]),
    ask('Plan 2 nights from Jan 9 2027, take it easy.', [
      'plan_trip',
      { start_date: '2027-01-09', nights: 2, pace: 'relaxed' },
    ]),
    ask('Ten nights starting 1st of May 2026, fill every day.', [
      'plan_trip',
      { start_date: '2026-05-01', nights: 10, pace: 'packed' },
    ]),
    ask('Preheat the oven to 200 with the fan on.', ['oven_preheat', { celsius: 200, fan: true }]),
    ask('Preheat to 350 degrees Fahrenheit, no fan.', ['oven_preheat', { celsius: alt(176, 177, 175), fan: false }]),
    ask('Oven at 180 °C, fan off.', ['oven_preheat', { celsius: 180, fan: false }]),
    ask('Fan oven, 425°F please.', ['oven_preheat', { celsius: alt(218, 219, 220), fan: true }]),
    ask('Heat the oven to 160 using the fan.', ['oven_preheat', { celsius: 160, fan: true }]),
    ask('Record a 1.5 km swim in 32 minutes.', ['record_swim', { metres: 1500, seconds: 1920 }]),
    ask('I swam 400 m in 7 minutes 30 seconds.', ['record_swim', { metres: 400, seconds: 450 }]),
    ask('Log a swim: 2 km, one hour.', ['record_swim', { metres: 2000, seconds: 3600 }]),
    ask('Swam 50 metres in 41 seconds.', ['record_swim', { metres: 50, seconds: 41 }]),
    ask('Record 100m in 1:35.', ['record_swim', { metres: 100, seconds: 95 }]),
    ask('A big coffee with oat milk.', ['order_coffee', { size: 'large', milk: 'oat' }]),
    ask('Small black coffee.', ['order_coffee', { size: 'small', milk: 'none' }]),
    ask('Medium coffee with regular milk.', ['order_coffee', { size: 'medium', milk: 'dairy' }]),
    ask('Tall soy coffee, the middle size.', ['order_coffee', { size: 'medium', milk: 'soy' }]),
    ask('Large, no milk.', ['order_coffee', { size: 'large', milk: 'none' }]),
    ask('Put 25% off product KX-200.', ['set_discount', { sku: 'KX-200', fraction_off: 0.25 }]),
    ask('Discount SKU 7781 by 10 percent.', ['set_discount', { sku: '7781', fraction_off: 0.1 }]),
    ask('Half price on item HX9.', ['set_discount', { sku: 'HX9', fraction_off: 0.5 }]),
    ask('Take 7.5% off AB-12.', ['set_discount', { sku: 'AB-12', fraction_off: 0.075 }]),
    ask('Give QQ-1 a 40% discount.', ['set_discount', { sku: 'QQ-1', fraction_off: 0.4 }]),
  ],
};
