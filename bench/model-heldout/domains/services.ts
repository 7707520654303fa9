// Own question set, part 3: shipping, music school, data (Python-typed) and hotel tools (invented here, not from BFCL).
import { alt, tool, type CallSpec, type DomainSpec } from '../build.ts';

const date = ['string', 'Day, formatted YYYY-MM-DD.'] as [string, string];

export const shipping: DomainSpec = {
  name: 'shipping',
  tools: [
    tool('track_parcel', 'Tracks a parcel by its tracking number.', {
      tracking_number: ['string', 'The tracking number.'],
    }),
    tool('estimate_shipping', 'Estimates the price of sending a parcel abroad.', {
      weight_kg: ['float', 'Parcel weight in kilograms.'],
      destination_country: ['string', 'Country name.'],
      'express?': ['boolean', 'Express delivery.', { default: false }],
    }),
    tool('schedule_courier_pickup', 'Books a courier to collect a parcel.', {
      address: ['string', 'Street address for the pickup.'],
      date,
    }),
    tool('buy_packaging', 'Buys shipping boxes.', {
      box_size: ['string', 'Box size.', { enum: ['small', 'medium', 'large'] }],
      count: ['integer', 'Number of boxes.'],
    }),
  ],
  cases: [
    ['simple', 'Where is parcel 1Z999AA10123456784?', ['track_parcel', { tracking_number: '1Z999AA10123456784' }]],
    [
      'simple',
      'How much to send a 2 kg box to Canada by express?',
      ['estimate_shipping', { weight_kg: 2.0, destination_country: 'Canada', express: true }],
    ],
    [
      'simple',
      'Arrange a pickup at 14 Harbour Street, Bristol on 2026-02-27.',
      [
        'schedule_courier_pickup',
        { address: alt('14 Harbour Street, Bristol', '14 Harbour Street'), date: '2026-02-27' },
      ],
    ],
    ['simple', 'Buy ten medium boxes.', ['buy_packaging', { box_size: 'medium', count: 10 }]],
    [
      'simple',
      'Shipping estimate for 0.8 kg to Japan.',
      ['estimate_shipping', { weight_kg: 0.8, destination_country: 'Japan' }],
    ],
    ['multiple', 'I need a dozen small boxes.', ['buy_packaging', { box_size: 'small', count: 12 }]],
    ['multiple', 'Track JD014600003828.', ['track_parcel', { tracking_number: 'JD014600003828' }]],
    [
      'multiple',
      'What would sending 5.5 kilograms to Brazil cost?',
      ['estimate_shipping', { weight_kg: 5.5, destination_country: 'Brazil' }],
    ],
    [
      'multiple',
      'Can a courier collect from 9 Mill Lane, York on 2026-03-03?',
      ['schedule_courier_pickup', { address: alt('9 Mill Lane, York', '9 Mill Lane'), date: '2026-03-03' }],
    ],
    [
      'parallel',
      'Track parcels RR123456785GB and RR987654321GB.',
      ['track_parcel', { tracking_number: 'RR123456785GB' }],
      ['track_parcel', { tracking_number: 'RR987654321GB' }],
    ],
    [
      'parallel',
      'Estimate shipping of 1 kg to France, Germany and Spain.',
      ...['France', 'Germany', 'Spain'].map(
        (c): CallSpec => ['estimate_shipping', { weight_kg: 1.0, destination_country: c }],
      ),
    ],
    [
      'parallel',
      'Buy 5 large boxes and 20 small boxes.',
      ['buy_packaging', { box_size: 'large', count: 5 }],
      ['buy_packaging', { box_size: 'small', count: 20 }],
    ],
    [
      'parallel_multiple',
      'Track CX445566778DE and buy 3 large boxes.',
      ['track_parcel', { tracking_number: 'CX445566778DE' }],
      ['buy_packaging', { box_size: 'large', count: 3 }],
    ],
    [
      'parallel_multiple',
      'Estimate 4 kg to Italy with express, and schedule a pickup at 2 Quay Road, Hull on 2026-01-30.',
      ['estimate_shipping', { weight_kg: 4.0, destination_country: 'Italy', express: true }],
      ['schedule_courier_pickup', { address: alt('2 Quay Road, Hull', '2 Quay Road'), date: '2026-01-30' }],
    ],
    ['irrelevance', "What's the cheapest airline to fly to Rome?"],
    ['irrelevance', 'How do I wrap a present neatly?'],
    ['irrelevance', "What's the postcode of Buckingham Palace?"],
  ],
};

export const music: DomainSpec = {
  name: 'music',
  tools: [
    tool('book_music_lesson', 'Books a lesson at the music school.', {
      instrument: ['string', 'Instrument.', { enum: ['piano', 'guitar', 'violin', 'drums', 'cello'] }],
      student: ['string', "Student's full name."],
      duration_minutes: ['integer', 'Lesson length in minutes.'],
    }),
    tool('note_frequency', 'Gives the frequency in hertz of a musical note.', {
      note: ['string', 'Note name such as A or C#.'],
      octave: ['integer', 'Octave number.'],
    }),
    tool('set_metronome', 'Starts the metronome.', {
      bpm: ['integer', 'Beats per minute.'],
      'beats_per_bar?': ['integer', 'Beats in each bar.', { default: 4 }],
    }),
    tool('rent_instrument', 'Rents an instrument from the school.', {
      instrument: ['string', 'Instrument to rent.'],
      months: ['integer', 'Rental period in months.'],
      'insured?': ['boolean', 'Add insurance.'],
    }),
  ],
  cases: [
    [
      'simple',
      'Book a 45-minute cello lesson for Priya Raman.',
      ['book_music_lesson', { instrument: 'cello', student: 'Priya Raman', duration_minutes: 45 }],
    ],
    ['simple', 'What frequency is C# in octave 5?', ['note_frequency', { note: 'C#', octave: 5 }]],
    [
      'simple',
      'Set the metronome to 132 beats per minute with 3 beats per bar.',
      ['set_metronome', { bpm: 132, beats_per_bar: 3 }],
    ],
    [
      'simple',
      'Rent a trumpet for six months with insurance.',
      ['rent_instrument', { instrument: 'trumpet', months: 6, insured: true }],
    ],
    ['simple', 'Metronome at 90 bpm.', ['set_metronome', { bpm: 90 }]],
    [
      'multiple',
      'Sign Tomasz Nowak up for a 30 minute drums lesson.',
      ['book_music_lesson', { instrument: 'drums', student: 'Tomasz Nowak', duration_minutes: 30 }],
    ],
    ['multiple', "I'd like to rent a viola for 3 months.", ['rent_instrument', { instrument: 'viola', months: 3 }]],
    ['multiple', 'Frequency of A in the fourth octave?', ['note_frequency', { note: 'A', octave: 4 }]],
    ['multiple', 'Put the metronome on 60 with 6 beats per bar.', ['set_metronome', { bpm: 60, beats_per_bar: 6 }]],
    [
      'parallel',
      'Frequencies of E, G and B in octave 3.',
      ...['E', 'G', 'B'].map((n): CallSpec => ['note_frequency', { note: n, octave: 3 }]),
    ],
    [
      'parallel',
      'Book hour-long piano lessons for Ana Silva and Ben Okoro.',
      ['book_music_lesson', { instrument: 'piano', student: 'Ana Silva', duration_minutes: 60 }],
      ['book_music_lesson', { instrument: 'piano', student: 'Ben Okoro', duration_minutes: 60 }],
    ],
    [
      'parallel',
      'Set metronomes at 100, 120 and 140 bpm.',
      ...[100, 120, 140].map((n): CallSpec => ['set_metronome', { bpm: n }]),
    ],
    [
      'parallel_multiple',
      'Rent a flute for 2 months and book a 30-minute guitar lesson for Lea Meyer.',
      ['rent_instrument', { instrument: 'flute', months: 2 }],
      ['book_music_lesson', { instrument: 'guitar', student: 'Lea Meyer', duration_minutes: 30 }],
    ],
    [
      'parallel_multiple',
      'Give me the frequency of D in octave 4 and of F in octave 2, and set the metronome to 76.',
      ['note_frequency', { note: 'D', octave: 4 }],
      ['note_frequency', { note: 'F', octave: 2 }],
      ['set_metronome', { bpm: 76 }],
    ],
    ['irrelevance', 'Who composed the Four Seasons?'],
    ['irrelevance', 'Tune my guitar for me.'],
    ['irrelevance', "What's a good chord progression for a sad song?"],
  ],
};

const point = ['tuple', 'A point as (x, y).', { items: { type: 'float' } }] as [
  string,
  string,
  Record<string, unknown>,
];
const numbers = ['array', 'The numbers.', { items: { type: 'float' } }] as [string, string, Record<string, unknown>];

export const data: DomainSpec = {
  name: 'data',
  tools: [
    tool('matrix_determinant', 'Computes the determinant of a square matrix.', {
      matrix: ['array', 'Square matrix as a list of rows.', { items: { type: 'array', items: { type: 'float' } } }],
    }),
    tool('merge_settings', 'Merges two settings dictionaries; the overrides win.', {
      base: ['dict', 'Base settings.'],
      overrides: ['dict', 'Settings that win.'],
    }),
    tool('sort_numbers', 'Sorts a list of numbers.', {
      numbers,
      'descending?': ['boolean', 'Largest first.', { default: false }],
    }),
    tool('point_distance', 'Computes the distance between two points in the plane.', {
      point_a: point,
      point_b: point,
    }),
  ],
  cases: [
    [
      'simple',
      'Determinant of [[1, 2], [3, 4]].',
      [
        'matrix_determinant',
        {
          matrix: [
            [1, 2],
            [3, 4],
          ],
        },
      ],
    ],
    [
      'simple',
      'Sort 5, 3, 9 and 1 from largest to smallest.',
      ['sort_numbers', { numbers: [5, 3, 9, 1], descending: true }],
    ],
    ['simple', 'Distance between (0, 0) and (3, 4)?', ['point_distance', { point_a: [0, 0], point_b: [3, 4] }]],
    [
      'simple',
      'Merge base settings {"theme": "dark", "size": 12} with overrides {"size": 14}.',
      ['merge_settings', { base: { theme: ['dark'], size: [12] }, overrides: { size: [14] } }],
    ],
    ['simple', 'Sort the numbers 2.5, 0.5 and 1.5.', ['sort_numbers', { numbers: [2.5, 0.5, 1.5] }]],
    [
      'multiple',
      'What is the determinant of the matrix [[2, 0], [0, 2]]?',
      [
        'matrix_determinant',
        {
          matrix: [
            [2, 0],
            [0, 2],
          ],
        },
      ],
    ],
    [
      'multiple',
      'How far apart are points (1, 1) and (4, 5)?',
      ['point_distance', { point_a: [1, 1], point_b: [4, 5] }],
    ],
    [
      'multiple',
      'Sort these ascending: 10, -2, 7.',
      ['sort_numbers', { numbers: [10, -2, 7], descending: alt(false, '') }],
    ],
    [
      'multiple',
      'Merge the settings {"lang": "en"} with the overrides {"lang": "pl"}.',
      ['merge_settings', { base: { lang: ['en'] }, overrides: { lang: ['pl'] } }],
    ],
    [
      'parallel',
      'Sort [3, 1, 2] and [9, 8, 7].',
      ['sort_numbers', { numbers: [3, 1, 2] }],
      ['sort_numbers', { numbers: [9, 8, 7] }],
    ],
    [
      'parallel',
      'Distances from (0, 0) to (1, 0) and to (0, 2).',
      ['point_distance', { point_a: [0, 0], point_b: [1, 0] }],
      ['point_distance', { point_a: [0, 0], point_b: [0, 2] }],
    ],
    [
      'parallel',
      'Determinants of [[1, 0], [0, 1]] and [[2, 1], [1, 2]].',
      [
        'matrix_determinant',
        {
          matrix: [
            [1, 0],
            [0, 1],
          ],
        },
      ],
      [
        'matrix_determinant',
        {
          matrix: [
            [2, 1],
            [1, 2],
          ],
        },
      ],
    ],
    [
      'parallel_multiple',
      'Sort 4, 2, 8 descending, and find the determinant of [[5, 1], [2, 3]].',
      ['sort_numbers', { numbers: [4, 2, 8], descending: true }],
      [
        'matrix_determinant',
        {
          matrix: [
            [5, 1],
            [2, 3],
          ],
        },
      ],
    ],
    [
      'parallel_multiple',
      'Distance from (2, 2) to (5, 6), and sort 0.3, 0.1, 0.2.',
      ['point_distance', { point_a: [2, 2], point_b: [5, 6] }],
      ['sort_numbers', { numbers: [0.3, 0.1, 0.2] }],
    ],
    ['irrelevance', "What's the time complexity of quicksort?"],
    ['irrelevance', 'Write a haiku about matrices.'],
    ['irrelevance', 'Install numpy for me.'],
  ],
};

const code = ['string', 'Booking confirmation code.'] as [string, string];

export const hotel: DomainSpec = {
  name: 'hotel',
  tools: [
    tool('reserve_room', 'Reserves a hotel room.', {
      hotel: ['string', 'Hotel name.'],
      check_in: ['string', 'Arrival day, YYYY-MM-DD.'],
      nights: ['integer', 'Number of nights.'],
      guests: ['integer', 'Number of guests.'],
      'breakfast?': ['boolean', 'Include breakfast.', { default: false }],
    }),
    tool('cancel_reservation', 'Cancels a hotel booking.', { confirmation_code: code }),
    tool('hotel_reviews', 'Lists guest reviews of a hotel.', {
      hotel: ['string', 'Hotel name.'],
      'min_rating?': ['integer', 'Only reviews with at least this many stars.'],
    }),
    tool('request_late_checkout', 'Asks the hotel for a late checkout.', {
      confirmation_code: code,
      hour: ['integer', 'Checkout hour, 24-hour clock.'],
    }),
  ],
  cases: [
    [
      'simple',
      'Reserve the Harbor Inn from 2026-08-12 for 3 nights, 2 guests, with breakfast.',
      ['reserve_room', { hotel: 'Harbor Inn', check_in: '2026-08-12', nights: 3, guests: 2, breakfast: true }],
    ],
    ['simple', 'Cancel reservation QX7781.', ['cancel_reservation', { confirmation_code: 'QX7781' }]],
    [
      'simple',
      'Show reviews of 4 stars and up for Hotel Aurora.',
      ['hotel_reviews', { hotel: 'Hotel Aurora', min_rating: 4 }],
    ],
    [
      'simple',
      'Can I check out at 2 pm on booking ZT5520?',
      ['request_late_checkout', { confirmation_code: 'ZT5520', hour: 14 }],
    ],
    [
      'simple',
      'Reviews of the Grand Budapest.',
      ['hotel_reviews', { hotel: alt('Grand Budapest', 'the Grand Budapest') }],
    ],
    [
      'multiple',
      'Book the Seaview Lodge for a week starting 2026-07-01 for four people.',
      ['reserve_room', { hotel: 'Seaview Lodge', check_in: '2026-07-01', nights: 7, guests: 4 }],
    ],
    ['multiple', 'Please cancel booking MM2044.', ['cancel_reservation', { confirmation_code: 'MM2044' }]],
    [
      'multiple',
      'Late checkout at 13:00 for PL9931.',
      ['request_late_checkout', { confirmation_code: 'PL9931', hour: 13 }],
    ],
    [
      'multiple',
      'What do guests say about Villa Rosa? Only 5-star reviews.',
      ['hotel_reviews', { hotel: 'Villa Rosa', min_rating: 5 }],
    ],
    [
      'parallel',
      'Cancel bookings AB1001 and AB1002.',
      ['cancel_reservation', { confirmation_code: 'AB1001' }],
      ['cancel_reservation', { confirmation_code: 'AB1002' }],
    ],
    [
      'parallel',
      'Reviews for the Maple Hotel, the Cedar Hotel and the Birch Hotel.',
      ...['Maple', 'Cedar', 'Birch'].map(
        (n): CallSpec => ['hotel_reviews', { hotel: alt(`${n} Hotel`, `the ${n} Hotel`) }],
      ),
    ],
    [
      'parallel',
      'Late checkout at noon for KL4410 and at 1 pm for KL4411.',
      ['request_late_checkout', { confirmation_code: 'KL4410', hour: 12 }],
      ['request_late_checkout', { confirmation_code: 'KL4411', hour: 13 }],
    ],
    [
      'parallel_multiple',
      'Cancel RT5501 and reserve the Lakeside Hotel on 2026-09-09 for 2 nights for 1 guest.',
      ['cancel_reservation', { confirmation_code: 'RT5501' }],
      [
        'reserve_room',
        { hotel: alt('Lakeside Hotel', 'the Lakeside Hotel'), check_in: '2026-09-09', nights: 2, guests: 1 },
      ],
    ],
    [
      'parallel_multiple',
      "Get reviews of the Alpine Hut with at least 3 stars, and request an 11 o'clock checkout for AH3030.",
      ['hotel_reviews', { hotel: alt('Alpine Hut', 'the Alpine Hut'), min_rating: 3 }],
      ['request_late_checkout', { confirmation_code: 'AH3030', hour: 11 }],
    ],
    ['irrelevance', "What's the best time of year to visit Iceland?"],
    ['irrelevance', 'Call a taxi to the airport.'],
    ['irrelevance', "How do I say 'towel' in French?"],
  ],
};
