// Held-out questions, kind "choosing" (never tuned on): tools told apart by what they do.
import { tool } from '../../model-heldout/build.ts';
import { none, pick, type KindSet } from '../own-kinds.ts';

const tools = [
  tool('charge_card', 'Charges a payment card for a purchase.', { amount: ['float', 'Amount to charge.'] }),
  tool('charge_vehicle', 'Starts charging an electric vehicle at a charging point.', {
    station_id: ['string', 'Charging station identifier.'],
  }),
  tool('file_tax_return', 'Submits a yearly tax return.', { year: ['integer', 'Tax year.'] }),
  tool('file_upload', 'Uploads a file to cloud storage.', { path: ['string', 'Local file path.'] }),
  tool('play_match', 'Starts an online chess match against a player.', { opponent: ['string', 'Opponent username.'] }),
  tool('play_podcast', 'Plays a podcast episode.', { show: ['string', 'Podcast name.'] }),
  tool('order_taxi', 'Calls a taxi to an address.', { pickup: ['string', 'Pickup address.'] }),
  tool('order_groceries', 'Orders groceries for delivery.', {
    items: ['array', 'Items to order.', { items: { type: 'string' } }],
  }),
];

export const choosingHeldOut: KindSet = {
  kind: 'choosing',
  name: 'device-tools',
  tools,
  questions: [
    pick('Bill my card 49.99 for the jacket.', ['charge_card', { amount: 49.99 }]),
    pick('Take a payment of 120 from the customer.', ['charge_card', { amount: 120 }]),
    pick('Plug my EV in at point CP-17.', ['charge_vehicle', { station_id: 'CP-17' }]),
    pick('Top up the car battery at station 88A.', ['charge_vehicle', { station_id: '88A' }]),
    pick('Start charging at charger LX4.', ['charge_vehicle', { station_id: 'LX4' }]),
    pick('Submit my taxes for 2025.', ['file_tax_return', { year: 2025 }]),
    pick('Send in the 2024 return to the tax office.', ['file_tax_return', { year: 2024 }]),
    pick('Back up /home/ana/report.pdf to the cloud.', ['file_upload', { path: '/home/ana/report.pdf' }]),
    pick('Put notes.txt in my online storage.', ['file_upload', { path: 'notes.txt' }]),
    pick('Upload C:/photos/cat.png.', ['file_upload', { path: 'C:/photos/cat.png' }]),
    pick('Challenge knightrider77 to a game of chess.', ['play_match', { opponent: 'knightrider77' }]),
    pick('Start a game against user pawnstorm.', ['play_match', { opponent: 'pawnstorm' }]),
    pick('Put on the latest episode of Deep Orbit.', ['play_podcast', { show: 'Deep Orbit' }]),
    pick('I want to listen to the Kitchen Table Talks podcast.', ['play_podcast', { show: 'Kitchen Table Talks' }]),
    pick('Get me a cab from 12 Harbour Road.', ['order_taxi', { pickup: '12 Harbour Road' }]),
    pick('I need a ride, pick me up at 4 Elm Square.', ['order_taxi', { pickup: '4 Elm Square' }]),
    pick('Deliver milk, eggs and bread.', ['order_groceries', { items: ['milk', 'eggs', 'bread'] }]),
    pick('Order rice and lentils to the house.', ['order_groceries', { items: ['rice', 'lentils'] }]),
    pick('Buy apples, pears and honey for delivery.', ['order_groceries', { items: ['apples', 'pears', 'honey'] }]),
    pick('Charge 15 to the card for parking.', ['charge_card', { amount: 15 }]),
    pick('File my 2023 taxes.', ['file_tax_return', { year: 2023 }]),
    pick('Play the Night Shift Stories podcast.', ['play_podcast', { show: 'Night Shift Stories' }]),
    pick('Call a taxi to collect me at 9 Quay Street.', ['order_taxi', { pickup: '9 Quay Street' }]),
    pick('My phone is flat; no, I mean the car: charge it at station Q7.', ['charge_vehicle', { station_id: 'Q7' }]),
    none('Charge my phone.'),
    none('File a complaint about the noise.'),
    none('Play the piano for me.'),
    none('Order a pizza margherita.'),
    none('What is the tallest mountain in Europe?'),
    none('How many pawns does each chess player start with?'),
  ],
};
