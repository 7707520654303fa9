// Tuning questions, kind "fanout_many": several tools, some called several times, from one question.
import { tool } from '../../model-heldout/build.ts';
import { pick, type KindSet } from '../own-kinds.ts';

const tools = [
  tool('check_stock', 'Checks how many of a product are in stock.', { product: ['string', 'Product name.'] }),
  tool('reorder_product', 'Places a reorder with the supplier.', {
    product: ['string', 'Product name.'],
    quantity: ['integer', 'Units to reorder.'],
  }),
  tool('weather_now', 'Current weather in a city.', { city: ['string', 'City name.'] }),
  tool('local_time', 'Current local time in a city.', { city: ['string', 'City name.'] }),
  tool('send_sms', 'Sends a text message.', { to: ['string', 'Recipient name.'], body: ['string', 'Message text.'] }),
  tool('add_calendar_event', 'Adds an event to the calendar.', {
    title: ['string', 'Event title.'],
    date: ['string', 'Date, YYYY-MM-DD.'],
  }),
];
const cities: [string, string][] = [
  ['Lyon', 'Osaka'],
  ['Vienna', 'Karachi'],
  ['Madrid', 'Seoul'],
  ['Athens', 'Houston'],
  ['Milan', 'Lisbon'],
];
const products: [string, string, number][] = [
  ['paper towels', 'dish soap', 24],
  ['printer ink', 'staples', 10],
  ['coffee beans', 'oat milk', 6],
  ['light bulbs', 'batteries', 40],
];

export const fanoutManyTuning: KindSet = {
  kind: 'fanout_many',
  name: 'office',
  tools,
  questions: [
    ...cities.map(([a, b]) =>
      pick(
        `What's the weather and the local time in ${a} and ${b}?`,
        ['weather_now', { city: a }],
        ['weather_now', { city: b }],
        ['local_time', { city: a }],
        ['local_time', { city: b }],
      ),
    ),
    ...cities.map(([a, b]) =>
      pick(
        `Weather in ${a}, and the time in ${a} and ${b}.`,
        ['weather_now', { city: a }],
        ['local_time', { city: a }],
        ['local_time', { city: b }],
      ),
    ),
    ...products.map(([p, q, n]) =>
      pick(
        `Check stock of ${p} and ${q}, and reorder ${n} of each.`,
        ['check_stock', { product: p }],
        ['check_stock', { product: q }],
        ['reorder_product', { product: p, quantity: n }],
        ['reorder_product', { product: q, quantity: n }],
      ),
    ),
    ...products.map(([p, q, n]) =>
      pick(
        `Reorder ${n} ${p} and ${n * 2} ${q}, then check stock of both.`,
        ['reorder_product', { product: p, quantity: n }],
        ['reorder_product', { product: q, quantity: n * 2 }],
        ['check_stock', { product: p }],
        ['check_stock', { product: q }],
      ),
    ),
    pick(
      'Text Mara "running late" and Tomas "on my way", and add "dentist" on 2026-03-04.',
      ['send_sms', { to: 'Mara', body: 'running late' }],
      ['send_sms', { to: 'Tomas', body: 'on my way' }],
      ['add_calendar_event', { title: 'dentist', date: '2026-03-04' }],
    ),
    pick(
      'Add "team lunch" on 2026-05-02 and "review" on 2026-05-09, and text Ines "lunch booked".',
      ['add_calendar_event', { title: 'team lunch', date: '2026-05-02' }],
      ['add_calendar_event', { title: 'review', date: '2026-05-09' }],
      ['send_sms', { to: 'Ines', body: 'lunch booked' }],
    ),
    pick(
      'Send "hello" to Piotr and to Jun, then tell me the weather in Seoul.',
      ['send_sms', { to: 'Piotr', body: 'hello' }],
      ['send_sms', { to: 'Jun', body: 'hello' }],
      ['weather_now', { city: 'Seoul' }],
    ),
    pick(
      'Check stock of toner, and get the weather in Lyon and Milan.',
      ['check_stock', { product: 'toner' }],
      ['weather_now', { city: 'Lyon' }],
      ['weather_now', { city: 'Milan' }],
    ),
    pick(
      'What time is it in Osaka and Lisbon? Also add "call Osaka office" on 2026-02-11.',
      ['local_time', { city: 'Osaka' }],
      ['local_time', { city: 'Lisbon' }],
      ['add_calendar_event', { title: 'call Osaka office', date: '2026-02-11' }],
    ),
    pick(
      'Reorder 5 chairs and 2 desks, and text Mara "furniture ordered".',
      ['reorder_product', { product: 'chairs', quantity: 5 }],
      ['reorder_product', { product: 'desks', quantity: 2 }],
      ['send_sms', { to: 'Mara', body: 'furniture ordered' }],
    ),
    pick(
      'Weather in Vienna and Athens, then do the same for the local time.',
      ['weather_now', { city: 'Vienna' }],
      ['weather_now', { city: 'Athens' }],
      ['local_time', { city: 'Vienna' }],
      ['local_time', { city: 'Athens' }],
    ),
    pick(
      'Add "yoga" on 2026-01-05, 2026-01-12 and 2026-01-19, and check stock of yoga mats.',
      ['add_calendar_event', { title: 'yoga', date: '2026-01-05' }],
      ['add_calendar_event', { title: 'yoga', date: '2026-01-12' }],
      ['add_calendar_event', { title: 'yoga', date: '2026-01-19' }],
      ['check_stock', { product: 'yoga mats' }],
    ),
  ],
};
