// Tuning questions, kind "choosing": the tool whose description and parameters fit, not the one sharing a word.
import { tool } from '../../model-heldout/build.ts';
import { none, pick, type KindSet } from '../own-kinds.ts';

const tools = [
  tool('book_flight', 'Reserves a seat on a flight between two airports.', {
    origin: ['string', 'Departure airport code.'],
    destination: ['string', 'Arrival airport code.'],
  }),
  tool('book_library_loan', 'Borrows a printed book from the public library.', { title: ['string', 'Book title.'] }),
  tool('book_haircut', 'Makes an appointment at the hair salon.', { time: ['string', 'Appointment time, HH:MM.'] }),
  tool('read_ebook', 'Opens an electronic book in the reader app.', { title: ['string', 'Book title.'] }),
  tool('order_print', 'Orders printed copies of a document from the print shop.', {
    document: ['string', 'Document name.'],
    copies: ['integer', 'Number of copies.'],
  }),
  tool('print_label', 'Prints a shipping label for a parcel.', {
    tracking_number: ['string', 'Parcel tracking number.'],
  }),
  tool('car_wash', 'Books a car wash.', { plate: ['string', 'Car number plate.'] }),
  tool('wash_dishes', 'Starts the dishwasher.', {
    program: ['string', 'Program.', { enum: ['eco', 'quick', 'intensive'] }],
  }),
];

export const choosingTuning: KindSet = {
  kind: 'choosing',
  name: 'errand-tools',
  tools,
  questions: [
    pick('I need a seat from LIS to MAD.', ['book_flight', { origin: 'LIS', destination: 'MAD' }]),
    pick('Get me on a plane, VIE to ATH.', ['book_flight', { origin: 'VIE', destination: 'ATH' }]),
    pick('Fly me from KIX to ICN.', ['book_flight', { origin: 'KIX', destination: 'ICN' }]),
    pick('Borrow "The Salt Road" from the library.', ['book_library_loan', { title: 'The Salt Road' }]),
    pick('Can I check out a paper copy of "Quiet Rivers"?', ['book_library_loan', { title: 'Quiet Rivers' }]),
    pick('I want a trim at 15:30.', ['book_haircut', { time: '15:30' }]),
    pick('Reserve a salon slot at 09:00 for a cut.', ['book_haircut', { time: '09:00' }]),
    pick('Open "Glass Harbour" on my e-reader.', ['read_ebook', { title: 'Glass Harbour' }]),
    pick('Let me read the digital edition of "North Wind".', ['read_ebook', { title: 'North Wind' }]),
    pick('Start reading "Lanterns" on my tablet.', ['read_ebook', { title: 'Lanterns' }]),
    pick('Make 30 copies of the agenda at the print shop.', ['order_print', { document: 'agenda', copies: 30 }]),
    pick('I need 5 printed copies of the poster.', ['order_print', { document: 'poster', copies: 5 }]),
    pick('Label for parcel ZX91 so I can ship it.', ['print_label', { tracking_number: 'ZX91' }]),
    pick('Print the shipping sticker for KQ-88.', ['print_label', { tracking_number: 'KQ-88' }]),
    pick('My car AB-123-CD is filthy, book a clean.', ['car_wash', { plate: 'AB-123-CD' }]),
    pick('Wash the car with plate W 4471.', ['car_wash', { plate: 'W 4471' }]),
    pick('Run the dishwasher on the eco cycle.', ['wash_dishes', { program: 'eco' }]),
    pick('Quick wash for the dishes, please.', ['wash_dishes', { program: 'quick' }]),
    pick('The pans are very greasy; start the strongest dishwasher program.', [
      'wash_dishes',
      { program: 'intensive' },
    ]),
    pick('Reserve the book "Field Notes" at the library.', ['book_library_loan', { title: 'Field Notes' }]),
    pick('Schedule a haircut for 11:45.', ['book_haircut', { time: '11:45' }]),
    pick('Book a flight out of MXP into LHR.', ['book_flight', { origin: 'MXP', destination: 'LHR' }]),
    pick('Print 12 copies of the menu.', ['order_print', { document: 'menu', copies: 12 }]),
    none('Book a table for two at an Italian place.'),
    none('Print the weather forecast for tomorrow on the screen.'),
    none('Wash my dog.'),
    none('What is a good book about whales?'),
    none('How long is the flight from Lisbon to Madrid usually?'),
  ],
};
