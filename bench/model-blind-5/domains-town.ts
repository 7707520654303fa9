// Blind set 5, first half: a corner bakery and a ferry terminal, written without reading the mock model (fan-out heavy).
import { alt, tool, type DomainSpec } from '../model-heldout/build.ts';

const LOAVES = ['sourdough', 'rye', 'baguette', 'brioche', 'seeded_wholemeal', 'focaccia'];

const placeBreadOrder = tool('place_bread_order', 'Places a customer order for loaves to be collected from the shop.', {
  customer_name: ['string', 'Name the order is kept under.'],
  loaf_type: ['string', 'The bread ordered.', { enum: LOAVES }],
  quantity: ['integer', 'Number of loaves.'],
  pickup_date: ['string', 'Collection day, in the format YYYY-MM-DD.'],
  'sliced?': ['boolean', 'Whether the loaves are sliced before collection.', { default: false }],
});

const checkLoafAvailability = tool(
  'check_loaf_availability',
  'Says how many loaves of one kind are expected to be left unreserved on a given day.',
  {
    loaf_type: ['string', 'The bread to check.', { enum: LOAVES }],
    for_date: ['string', 'Day to check, as YYYY-MM-DD.'],
  },
);

const bookBakingClass = tool('book_baking_class', 'Books places on one of the bakery’s evening baking classes.', {
  class_name: [
    'string',
    'Which class.',
    { enum: ['bread_basics', 'laminated_pastry', 'cake_decorating', 'gluten_free_baking'] },
  ],
  participant_name: ['string', 'Who the places are booked for.'],
  class_date: ['string', 'Date of the class, YYYY-MM-DD.'],
  'places?': ['integer', 'Number of places booked under that name.', { default: 1 }],
});

const getAllergenInfo = tool(
  'get_allergen_info',
  'Looks up allergen information for one product on the counter; with an allergen given, answers yes or no for it.',
  {
    product_name: ['string', 'The product, as named on the shelf label.'],
    'allergen?': [
      'string',
      'One allergen to ask about.',
      { enum: ['gluten', 'nuts', 'dairy', 'eggs', 'sesame', 'soy'] },
    ],
  },
);

const scheduleWholesaleDelivery = tool(
  'schedule_wholesale_delivery',
  'Schedules a van delivery of bread to a wholesale customer (a café or shop).',
  {
    cafe_name: ['string', 'The wholesale customer.'],
    loaf_type: ['string', 'The bread delivered.', { enum: LOAVES }],
    quantity: ['integer', 'Number of loaves.'],
    delivery_date: ['string', 'Delivery day, YYYY-MM-DD.'],
    'delivery_time?': ['string', 'Drop-off time, 24-hour HH:MM.', { default: '06:00' }],
  },
);

export const cornerBakery: DomainSpec = {
  name: 'corner bakery',
  tools: [placeBreadOrder, checkLoafAvailability, bookBakingClass, getAllergenInfo, scheduleWholesaleDelivery],
  cases: [
    [
      'simple',
      'Could you put in an order for 3 rye loaves under the name Odile Marchetti-Brook, to collect on 12 March 2027? She wants them sliced.',
      [
        'place_bread_order',
        {
          customer_name: alt('Odile Marchetti-Brook', 'Marchetti-Brook'),
          loaf_type: 'rye',
          quantity: 3,
          pickup_date: '2027-03-12',
          sliced: true,
        },
      ],
    ],
    [
      'simple',
      'does the pistachio kouign-amann have nuts in it',
      ['get_allergen_info', { product_name: alt('pistachio kouign-amann', 'kouign-amann'), allergen: 'nuts' }],
    ],
    [
      'multiple',
      'Will you have any focaccia going spare on Saturday the 6th of February 2027?',
      ['check_loaf_availability', { loaf_type: 'focaccia', for_date: '2027-02-06' }],
    ],
    [
      'multiple',
      "I'd like two places on the laminated pastry class on 2027-04-17, booked for Teodor Vance.",
      [
        'book_baking_class',
        { class_name: 'laminated_pastry', participant_name: 'Teodor Vance', class_date: '2027-04-17', places: 2 },
      ],
    ],
    [
      'parallel',
      'Order for Grete Sollum, pickup 20/05/2027: four baguettes, two brioche and one seeded wholemeal.',
      [
        'place_bread_order',
        { customer_name: 'Grete Sollum', loaf_type: 'baguette', quantity: 4, pickup_date: '2027-05-20' },
      ],
      [
        'place_bread_order',
        { customer_name: 'Grete Sollum', loaf_type: 'brioche', quantity: 2, pickup_date: '2027-05-20' },
      ],
      [
        'place_bread_order',
        { customer_name: 'Grete Sollum', loaf_type: 'seeded_wholemeal', quantity: 1, pickup_date: '2027-05-20' },
      ],
    ],
    [
      'parallel',
      'is there sourdough left on jan 3 2027? and on jan 4?',
      ['check_loaf_availability', { loaf_type: 'sourdough', for_date: '2027-01-03' }],
      ['check_loaf_availability', { loaf_type: 'sourdough', for_date: '2027-01-04' }],
    ],
    [
      'parallel',
      'For the carrot cake and the sesame twist, I need to know about dairy and sesame respectively.',
      ['get_allergen_info', { product_name: 'carrot cake', allergen: 'dairy' }],
      ['get_allergen_info', { product_name: 'sesame twist', allergen: 'sesame' }],
    ],
    [
      'parallel',
      'Please sign these people up for Cake Decorating on 9 October 2027:\n- Ama Oduya\n- Bertil Ness\n- Cass Fairweather-Lowe',
      ['book_baking_class', { class_name: 'cake_decorating', participant_name: 'Ama Oduya', class_date: '2027-10-09' }],
      [
        'book_baking_class',
        { class_name: 'cake_decorating', participant_name: 'Bertil Ness', class_date: '2027-10-09' },
      ],
      [
        'book_baking_class',
        { class_name: 'cake_decorating', participant_name: 'Cass Fairweather-Lowe', class_date: '2027-10-09' },
      ],
    ],
    [
      'parallel',
      'Send 30 sourdough loaves to Kettle & Crumb on 2027-06-01 at 5:45 am. The same for the Lantern Cafe.',
      [
        'schedule_wholesale_delivery',
        {
          cafe_name: alt('Kettle & Crumb', 'Kettle and Crumb'),
          loaf_type: 'sourdough',
          quantity: 30,
          delivery_date: '2027-06-01',
          delivery_time: '05:45',
        },
      ],
      [
        'schedule_wholesale_delivery',
        {
          cafe_name: alt('Lantern Cafe', 'the Lantern Cafe', 'Lantern Café'),
          loaf_type: 'sourdough',
          quantity: 30,
          delivery_date: '2027-06-01',
          delivery_time: '05:45',
        },
      ],
    ],
    [
      'parallel_multiple',
      'Check brioche availability for 14 and 15 Feb 2027, and book Mireille Tabb onto the bread basics class on the 14th too.',
      ['check_loaf_availability', { loaf_type: 'brioche', for_date: '2027-02-14' }],
      ['check_loaf_availability', { loaf_type: 'brioche', for_date: '2027-02-15' }],
      [
        'book_baking_class',
        { class_name: 'bread_basics', participant_name: 'Mireille Tabb', class_date: '2027-02-14' },
      ],
    ],
    [
      'parallel_multiple',
      'Deliver 12 baguettes to Hollow Oak Café at 7:00 on 2027-03-03, and again on 2027-03-10. Also, does the rye contain sesame?',
      [
        'schedule_wholesale_delivery',
        {
          cafe_name: alt('Hollow Oak Café', 'Hollow Oak Cafe'),
          loaf_type: 'baguette',
          quantity: 12,
          delivery_date: '2027-03-03',
          delivery_time: '07:00',
        },
      ],
      [
        'schedule_wholesale_delivery',
        {
          cafe_name: alt('Hollow Oak Café', 'Hollow Oak Cafe'),
          loaf_type: 'baguette',
          quantity: 12,
          delivery_date: '2027-03-10',
          delivery_time: '07:00',
        },
      ],
      ['get_allergen_info', { product_name: alt('rye', 'rye loaf', 'rye bread'), allergen: 'sesame' }],
    ],
    [
      'parallel_multiple',
      'Does the almond croissant contain eggs? What about dairy? And can you book me, Priya Castellane, one place on gluten free baking on November 2nd, 2027.',
      ['get_allergen_info', { product_name: 'almond croissant', allergen: 'eggs' }],
      ['get_allergen_info', { product_name: 'almond croissant', allergen: 'dairy' }],
      [
        'book_baking_class',
        { class_name: 'gluten_free_baking', participant_name: 'Priya Castellane', class_date: '2027-11-02' },
      ],
    ],
    [
      'parallel_multiple',
      "I'm after three sourdough and two rye for collection on the 28th of August 2027, name's Jonah Pell. Can you also check how the focaccia looks for that day?",
      [
        'place_bread_order',
        { customer_name: 'Jonah Pell', loaf_type: 'sourdough', quantity: 3, pickup_date: '2027-08-28' },
      ],
      ['place_bread_order', { customer_name: 'Jonah Pell', loaf_type: 'rye', quantity: 2, pickup_date: '2027-08-28' }],
      ['check_loaf_availability', { loaf_type: 'focaccia', for_date: '2027-08-28' }],
    ],
    [
      'parallel_multiple',
      'book both me and my sister into bread basics on 2027-07-24 (Hattie and Rosa Blum) and check rye and seeded wholemeal for that day',
      [
        'book_baking_class',
        { class_name: 'bread_basics', participant_name: alt('Hattie Blum', 'Hattie'), class_date: '2027-07-24' },
      ],
      [
        'book_baking_class',
        { class_name: 'bread_basics', participant_name: alt('Rosa Blum', 'Rosa'), class_date: '2027-07-24' },
      ],
      ['check_loaf_availability', { loaf_type: 'rye', for_date: '2027-07-24' }],
      ['check_loaf_availability', { loaf_type: 'seeded_wholemeal', for_date: '2027-07-24' }],
    ],
    ['irrelevance', 'Roughly how long should a sourdough proof at room temperature before it goes in the oven?'],
    ['irrelevance', 'Cancel my bread order from last week, the one under Ferris.'],
  ],
};

// Ports as a passenger may name them, in full or by the place alone.
const CALLOW = alt('Port Callow', 'Callow');
const SKERRIN = alt('Skerrin Island', 'Skerrin');
const WENDLE = alt('Wendle Quay', 'Wendle');
const MADDOX = alt('Maddox Point', 'Maddox');

const getSailingTimetable = tool('get_sailing_timetable', 'Lists the sailings between two ports on one day.', {
  departure_port: ['string', 'Port the crossing leaves from.'],
  arrival_port: ['string', 'Port the crossing arrives at.'],
  travel_date: ['string', 'Day of travel, YYYY-MM-DD.'],
});

const bookVehicleSpace = tool('book_vehicle_space', 'Reserves deck space for a vehicle on one sailing.', {
  driver_name: ['string', 'Name of the driver.'],
  vehicle_type: ['string', 'Kind of vehicle.', { enum: ['car', 'van', 'motorcycle', 'campervan', 'bicycle'] }],
  departure_port: ['string', 'Port the sailing leaves from.'],
  travel_date: ['string', 'Day of the sailing, YYYY-MM-DD.'],
  departure_time: ['string', 'Scheduled departure, 24-hour HH:MM.'],
  'length_metres?': ['float', 'Vehicle length in metres, needed for anything over 5 m.'],
});

const buyFootPassengerTicket = tool(
  'buy_foot_passenger_ticket',
  'Buys open tickets for foot passengers, valid on any sailing of the day between two ports.',
  {
    departure_port: ['string', 'Port of departure.'],
    arrival_port: ['string', 'Port of arrival.'],
    travel_date: ['string', 'Day of travel, YYYY-MM-DD.'],
    passenger_type: ['string', 'Fare band.', { enum: ['adult', 'child', 'senior', 'student'] }],
    'quantity?': ['integer', 'Number of tickets of that fare band.', { default: 1 }],
  },
);

const getTerminalParkingRate = tool('get_terminal_parking_rate', 'Quotes the price of leaving a car at the terminal.', {
  car_park: ['string', 'Which car park.', { enum: ['short_stay', 'long_stay', 'overflow'] }],
  days: ['integer', 'Number of days parked.'],
});

const subscribeSailingAlerts = tool(
  'subscribe_sailing_alerts',
  'Sends text alerts about sailings from one port on one day.',
  {
    phone_number: ['string', 'Mobile number to text.'],
    departure_port: ['string', 'Port the sailings leave from.'],
    travel_date: ['string', 'Day to watch, YYYY-MM-DD.'],
    'alert_type?': ['string', 'What to be told about.', { enum: ['delays', 'cancellations', 'all'], default: 'all' }],
  },
);

export const ferryTerminal: DomainSpec = {
  name: 'ferry terminal',
  tools: [
    getSailingTimetable,
    bookVehicleSpace,
    buyFootPassengerTicket,
    getTerminalParkingRate,
    subscribeSailingAlerts,
  ],
  cases: [
    [
      'simple',
      'what sailings are there from Wendle Quay to Skerrin Island on 9/14/2027',
      ['get_sailing_timetable', { departure_port: WENDLE, arrival_port: SKERRIN, travel_date: '2027-09-14' }],
    ],
    [
      'simple',
      'How much would it cost to leave my car in the long-stay car park for a fortnight?',
      ['get_terminal_parking_rate', { car_park: 'long_stay', days: 14 }],
    ],
    [
      'multiple',
      "Please book space for my campervan on the 16:20 out of Port Callow on 3 July 2027. Driver is Lionel Achterberg, and it's 7.4 metres long.",
      [
        'book_vehicle_space',
        {
          driver_name: alt('Lionel Achterberg', 'Achterberg'),
          vehicle_type: 'campervan',
          departure_port: CALLOW,
          travel_date: '2027-07-03',
          departure_time: '16:20',
          length_metres: 7.4,
        },
      ],
    ],
    [
      'multiple',
      'Text me on 07700 900461 if anything leaving Maddox Point on 2027-12-22 gets cancelled.',
      [
        'subscribe_sailing_alerts',
        {
          phone_number: '07700 900461',
          departure_port: MADDOX,
          travel_date: '2027-12-22',
          alert_type: 'cancellations',
        },
      ],
    ],
    [
      'parallel',
      'Show me the timetables Port Callow → Skerrin Island for both Friday 2 April and Saturday 3 April 2027.',
      ['get_sailing_timetable', { departure_port: CALLOW, arrival_port: SKERRIN, travel_date: '2027-04-02' }],
      ['get_sailing_timetable', { departure_port: CALLOW, arrival_port: SKERRIN, travel_date: '2027-04-03' }],
    ],
    [
      'parallel',
      'Foot passenger tickets, Wendle Quay to Maddox Point on 2027-05-08: two adults and one child.',
      [
        'buy_foot_passenger_ticket',
        {
          departure_port: WENDLE,
          arrival_port: MADDOX,
          travel_date: '2027-05-08',
          passenger_type: 'adult',
          quantity: 2,
        },
      ],
      [
        'buy_foot_passenger_ticket',
        { departure_port: WENDLE, arrival_port: MADDOX, travel_date: '2027-05-08', passenger_type: 'child' },
      ],
    ],
    [
      'parallel',
      'compare parking for 5 days:\nshort stay\nlong stay\noverflow',
      ['get_terminal_parking_rate', { car_park: 'short_stay', days: 5 }],
      ['get_terminal_parking_rate', { car_park: 'long_stay', days: 5 }],
      ['get_terminal_parking_rate', { car_park: 'overflow', days: 5 }],
    ],
    [
      'parallel',
      "My parents are both crossing from Skerrin Island on 19 June 2027. Set up delay alerts for each of them: Dad's number is 07811 204339, Mum's is 07811 552017.",
      [
        'subscribe_sailing_alerts',
        { phone_number: '07811 204339', departure_port: SKERRIN, travel_date: '2027-06-19', alert_type: 'delays' },
      ],
      [
        'subscribe_sailing_alerts',
        { phone_number: '07811 552017', departure_port: SKERRIN, travel_date: '2027-06-19', alert_type: 'delays' },
      ],
    ],
    [
      'parallel',
      'Book a motorbike space for Suki Harlan on the 08:15 from Maddox Point on 30 October 2027, and again for her return from Skerrin Island at 18:40 the same day.',
      [
        'book_vehicle_space',
        {
          driver_name: 'Suki Harlan',
          vehicle_type: 'motorcycle',
          departure_port: MADDOX,
          travel_date: '2027-10-30',
          departure_time: '08:15',
        },
      ],
      [
        'book_vehicle_space',
        {
          driver_name: 'Suki Harlan',
          vehicle_type: 'motorcycle',
          departure_port: SKERRIN,
          travel_date: '2027-10-30',
          departure_time: '18:40',
        },
      ],
    ],
    [
      'parallel_multiple',
      'What crossings run from Port Callow to Wendle Quay on the 11th and the 12th of August 2027? Also how much is overflow parking for three days?',
      ['get_sailing_timetable', { departure_port: CALLOW, arrival_port: WENDLE, travel_date: '2027-08-11' }],
      ['get_sailing_timetable', { departure_port: CALLOW, arrival_port: WENDLE, travel_date: '2027-08-12' }],
      ['get_terminal_parking_rate', { car_park: 'overflow', days: 3 }],
    ],
    [
      'parallel_multiple',
      "Get me 4 student tickets from Skerrin Island to Port Callow on 2027-02-27, and a senior one too. I'd also like cancellation alerts for that day's sailings from Skerrin on 07922 318005.",
      [
        'buy_foot_passenger_ticket',
        {
          departure_port: SKERRIN,
          arrival_port: CALLOW,
          travel_date: '2027-02-27',
          passenger_type: 'student',
          quantity: 4,
        },
      ],
      [
        'buy_foot_passenger_ticket',
        { departure_port: SKERRIN, arrival_port: CALLOW, travel_date: '2027-02-27', passenger_type: 'senior' },
      ],
      [
        'subscribe_sailing_alerts',
        {
          phone_number: '07922 318005',
          departure_port: SKERRIN,
          travel_date: '2027-02-27',
          alert_type: 'cancellations',
        },
      ],
    ],
    [
      'parallel_multiple',
      "Two cars are coming over from Wendle Quay on the 13:05 on 21 March 2027, Ines Ruddock's and Mateo Ferreira-Lind's. Reserve space for both, and tell me the long stay rate for 6 days.",
      [
        'book_vehicle_space',
        {
          driver_name: alt('Ines Ruddock', 'Ruddock'),
          vehicle_type: 'car',
          departure_port: WENDLE,
          travel_date: '2027-03-21',
          departure_time: '13:05',
        },
      ],
      [
        'book_vehicle_space',
        {
          driver_name: alt('Mateo Ferreira-Lind', 'Ferreira-Lind'),
          vehicle_type: 'car',
          departure_port: WENDLE,
          travel_date: '2027-03-21',
          departure_time: '13:05',
        },
      ],
      ['get_terminal_parking_rate', { car_park: 'long_stay', days: 6 }],
    ],
    [
      'parallel_multiple',
      'For 1 January 2028, pull up the timetable from Maddox Point to Skerrin Island, then the one back the other way, and buy one adult foot passenger ticket for the outbound crossing.',
      ['get_sailing_timetable', { departure_port: MADDOX, arrival_port: SKERRIN, travel_date: '2028-01-01' }],
      ['get_sailing_timetable', { departure_port: SKERRIN, arrival_port: MADDOX, travel_date: '2028-01-01' }],
      [
        'buy_foot_passenger_ticket',
        { departure_port: MADDOX, arrival_port: SKERRIN, travel_date: '2028-01-01', passenger_type: 'adult' },
      ],
    ],
    [
      'parallel_multiple',
      'i need short stay prices for 1 day and for 2 days, plus a bicycle space for Oren Blythe on the 07:30 from Port Callow, 5th of September 2027',
      ['get_terminal_parking_rate', { car_park: 'short_stay', days: 1 }],
      ['get_terminal_parking_rate', { car_park: 'short_stay', days: 2 }],
      [
        'book_vehicle_space',
        {
          driver_name: 'Oren Blythe',
          vehicle_type: 'bicycle',
          departure_port: CALLOW,
          travel_date: '2027-09-05',
          departure_time: '07:30',
        },
      ],
    ],
    ['irrelevance', 'Is the terminal café open before the first sailing of the morning?'],
    ['irrelevance', "Can you change the name on booking FT-20931 to my husband's?"],
  ],
};
