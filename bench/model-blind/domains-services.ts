// The blind set's other four domains (railway ticketing, veterinary clinic, orbital mechanics, event venue), written blind.
import { alt, type DomainSpec, tool } from '../model-heldout/build.ts';

const DATE = 'Date in YYYY-MM-DD format';
const TIME = 'Time in 24-hour HH:MM format';

export const railway: DomainSpec = {
  name: 'railway ticketing',
  tools: [
    tool('search_train_connections', 'Lists train connections between two stations on a day.', {
      origin: ['string', 'Departure station'],
      destination: ['string', 'Arrival station'],
      date: ['string', DATE],
      'depart_after?': ['string', `Earliest departure, ${TIME}`],
      'direct_only?': ['boolean', 'Only connections without changes', { default: false }],
    }),
    tool('book_train_ticket', 'Books tickets for a journey.', {
      origin: ['string', 'Departure station'],
      destination: ['string', 'Arrival station'],
      date: ['string', DATE],
      passengers: ['integer', 'Number of travellers'],
      'fare_class?': ['string', 'Travel class', { enum: ['standard', 'first'], default: 'standard' }],
      'railcard?': ['boolean', 'Whether a discount railcard applies', { default: false }],
    }),
    tool('cancel_train_ticket', 'Cancels a booked ticket and refunds it.', {
      booking_reference: ['string', 'The booking reference'],
      'refund_to?': [
        'string',
        'Where the refund goes',
        { enum: ['original payment', 'travel credit'], default: 'original payment' },
      ],
    }),
    tool('get_train_platform', 'Tells which platform a train uses at a station.', {
      train_number: ['string', 'The train number'],
      station: ['string', 'Station name'],
    }),
  ],
  cases: [
    [
      'simple',
      'Find me trains from Brackenford to Saltmarsh Junction on 14 March 2027.',
      ['search_train_connections', { origin: 'Brackenford', destination: 'Saltmarsh Junction', date: '2027-03-14' }],
    ],
    [
      'simple',
      'Book two first class tickets from Emberly Docks to Thornwick Abbey for 2027-02-08.',
      [
        'book_train_ticket',
        {
          origin: 'Emberly Docks',
          destination: 'Thornwick Abbey',
          date: '2027-02-08',
          passengers: 2,
          fare_class: 'first',
        },
      ],
    ],
    [
      'simple',
      'Cancel booking QX7-4410 and put the refund on travel credit.',
      ['cancel_train_ticket', { booking_reference: 'QX7-4410', refund_to: 'travel credit' }],
    ],
    [
      'simple',
      'Which platform does train 2K58 leave from at Kellan Bridge?',
      ['get_train_platform', { train_number: '2K58', station: 'Kellan Bridge' }],
    ],
    [
      'multiple',
      'Are there any direct trains from Kellan Bridge to Port Kerrin on the 1st of April 2027, leaving after 5 pm?',
      [
        'search_train_connections',
        {
          origin: 'Kellan Bridge',
          destination: 'Port Kerrin',
          date: '2027-04-01',
          depart_after: '17:00',
          direct_only: true,
        },
      ],
    ],
    [
      'multiple',
      "I'd like to cancel my reservation, reference LM-20931.",
      ['cancel_train_ticket', { booking_reference: 'LM-20931' }],
    ],
    [
      'multiple',
      'Book one standard ticket from Saltmarsh Junction to Brackenford on 2027-05-22; I have a railcard.',
      [
        'book_train_ticket',
        {
          origin: 'Saltmarsh Junction',
          destination: 'Brackenford',
          date: '2027-05-22',
          passengers: 1,
          fare_class: alt('standard', ''),
          railcard: true,
        },
      ],
    ],
    [
      'parallel',
      'What platforms do trains 1A20, 1A24 and 1A31 use at Dunmere Parkway?',
      ['get_train_platform', { train_number: '1A20', station: 'Dunmere Parkway' }],
      ['get_train_platform', { train_number: '1A24', station: 'Dunmere Parkway' }],
      ['get_train_platform', { train_number: '1A31', station: 'Dunmere Parkway' }],
    ],
    [
      'parallel',
      'Cancel bookings RT-1001 and RT-1002.',
      ['cancel_train_ticket', { booking_reference: 'RT-1001' }],
      ['cancel_train_ticket', { booking_reference: 'RT-1002' }],
    ],
    [
      'parallel',
      'Search connections from Port Kerrin to Emberly Docks on 2027-06-03 and on 2027-06-05.',
      ['search_train_connections', { origin: 'Port Kerrin', destination: 'Emberly Docks', date: '2027-06-03' }],
      ['search_train_connections', { origin: 'Port Kerrin', destination: 'Emberly Docks', date: '2027-06-05' }],
    ],
    [
      'parallel_multiple',
      'Look up trains from Thornwick Abbey to Kellan Bridge on July 9, 2027, and book 3 standard tickets for that same trip and day.',
      ['search_train_connections', { origin: 'Thornwick Abbey', destination: 'Kellan Bridge', date: '2027-07-09' }],
      [
        'book_train_ticket',
        {
          origin: 'Thornwick Abbey',
          destination: 'Kellan Bridge',
          date: '2027-07-09',
          passengers: 3,
          fare_class: alt('standard', ''),
        },
      ],
    ],
    [
      'parallel_multiple',
      'Cancel booking ZZ-5521, then book a single first class ticket from Brackenford to Dunmere Parkway for 2027-10-30 instead.',
      ['cancel_train_ticket', { booking_reference: 'ZZ-5521' }],
      [
        'book_train_ticket',
        {
          origin: 'Brackenford',
          destination: 'Dunmere Parkway',
          date: '2027-10-30',
          passengers: 1,
          fare_class: 'first',
        },
      ],
    ],
    [
      'parallel_multiple',
      'Tell me the platform for train 3F11 at Saltmarsh Junction and for train 3F12 at Port Kerrin, and cancel booking PK-7788.',
      ['get_train_platform', { train_number: '3F11', station: 'Saltmarsh Junction' }],
      ['get_train_platform', { train_number: '3F12', station: 'Port Kerrin' }],
      ['cancel_train_ticket', { booking_reference: 'PK-7788' }],
    ],
    ['irrelevance', 'How long has the station building at Saltmarsh Junction been standing?'],
    ['irrelevance', 'Can you recommend a quiet café near Brackenford station while I wait for my connection?'],
  ],
};

const SPECIES = { enum: ['dog', 'cat', 'rabbit', 'bird', 'reptile'] };

export const veterinary: DomainSpec = {
  name: 'veterinary clinic',
  tools: [
    tool('book_vet_appointment', 'Books an appointment at the clinic.', {
      pet_name: ['string', "The pet's name"],
      species: ['string', 'Kind of animal', SPECIES],
      date: ['string', DATE],
      time: ['string', TIME],
      'reason?': ['string', 'Why the pet is coming in'],
    }),
    tool('calculate_medication_dose', 'Works out the dose of a drug for an animal by weight.', {
      drug: ['string', 'Name of the drug'],
      weight_kg: ['float', "The animal's weight in kilograms"],
      species: ['string', 'Kind of animal', SPECIES],
      'doses_per_day?': ['integer', 'How many doses a day', { default: 1 }],
    }),
    tool('record_vaccination', 'Adds a vaccination to a pet record.', {
      pet_name: ['string', "The pet's name"],
      vaccine: ['string', 'Name of the vaccine'],
      date: ['string', `Day it was given, ${DATE}`],
    }),
    tool('lookup_vaccination_history', "Shows a pet's past vaccinations.", {
      pet_name: ['string', "The pet's name"],
      owner_surname: ['string', "The owner's surname"],
    }),
  ],
  cases: [
    [
      'simple',
      'Book a check-up for our cat Pepperpot on 2027-01-18 at 10:30.',
      [
        'book_vet_appointment',
        {
          pet_name: 'Pepperpot',
          species: 'cat',
          date: '2027-01-18',
          time: '10:30',
          reason: alt('check-up', 'a check-up', ''),
        },
      ],
    ],
    [
      'simple',
      "What's the meloxicam dose for a 12.5 kg dog?",
      ['calculate_medication_dose', { drug: 'meloxicam', weight_kg: 12.5, species: 'dog' }],
    ],
    [
      'simple',
      'Record that Biscuit got the rabies vaccine on March 3, 2027.',
      ['record_vaccination', { pet_name: 'Biscuit', vaccine: alt('rabies', 'rabies vaccine'), date: '2027-03-03' }],
    ],
    [
      'simple',
      "Show me the vaccination history for Juniper; the owner's surname is Achterberg.",
      ['lookup_vaccination_history', { pet_name: 'Juniper', owner_surname: 'Achterberg' }],
    ],
    [
      'multiple',
      'Our rabbit Clementine needs an appointment on the 9th of February 2027 at a quarter past two in the afternoon, because she stopped eating.',
      [
        'book_vet_appointment',
        {
          pet_name: 'Clementine',
          species: 'rabbit',
          date: '2027-02-09',
          time: '14:15',
          reason: alt('stopped eating', 'she stopped eating', 'not eating', ''),
        },
      ],
    ],
    [
      'multiple',
      'How much amoxicillin should a cat weighing four point two kilos get, twice a day?',
      ['calculate_medication_dose', { drug: 'amoxicillin', weight_kg: 4.2, species: 'cat', doses_per_day: 2 }],
    ],
    [
      'multiple',
      "Has Mr. Okonkwo-Reyes's dog Tumble had his shots? Pull up the vaccination record.",
      ['lookup_vaccination_history', { pet_name: 'Tumble', owner_surname: 'Okonkwo-Reyes' }],
    ],
    [
      'parallel',
      'Work out the gabapentin dose for three dogs weighing 8 kg, 21 kg and 33.5 kg.',
      ['calculate_medication_dose', { drug: 'gabapentin', weight_kg: 8, species: 'dog' }],
      ['calculate_medication_dose', { drug: 'gabapentin', weight_kg: 21, species: 'dog' }],
      ['calculate_medication_dose', { drug: 'gabapentin', weight_kg: 33.5, species: 'dog' }],
    ],
    [
      'parallel',
      'Log the vaccinations given today, 2027-04-07: Marble got distemper and Sprocket got leptospirosis.',
      ['record_vaccination', { pet_name: 'Marble', vaccine: 'distemper', date: '2027-04-07' }],
      ['record_vaccination', { pet_name: 'Sprocket', vaccine: 'leptospirosis', date: '2027-04-07' }],
    ],
    [
      'parallel',
      'Look up the vaccination histories of Nutmeg and Pickle; both belong to the Lindqvist family.',
      ['lookup_vaccination_history', { pet_name: 'Nutmeg', owner_surname: 'Lindqvist' }],
      ['lookup_vaccination_history', { pet_name: 'Pickle', owner_surname: 'Lindqvist' }],
    ],
    [
      'parallel_multiple',
      'Record a kennel cough vaccine for Rufus on 2027-05-11 and book him, he is a dog, for a follow-up on 2027-06-11 at 09:00.',
      [
        'record_vaccination',
        { pet_name: 'Rufus', vaccine: alt('kennel cough', 'kennel cough vaccine'), date: '2027-05-11' },
      ],
      [
        'book_vet_appointment',
        {
          pet_name: 'Rufus',
          species: 'dog',
          date: '2027-06-11',
          time: '09:00',
          reason: alt('follow-up', 'a follow-up', ''),
        },
      ],
    ],
    [
      'parallel_multiple',
      'Calculate the prednisolone dose for a 5 kg cat and for a 2 kg rabbit, then pull the vaccination history of Whiskers, owner surname Delacroix-Moon.',
      ['calculate_medication_dose', { drug: 'prednisolone', weight_kg: 5, species: 'cat' }],
      ['calculate_medication_dose', { drug: 'prednisolone', weight_kg: 2, species: 'rabbit' }],
      ['lookup_vaccination_history', { pet_name: 'Whiskers', owner_surname: 'Delacroix-Moon' }],
    ],
    [
      'parallel_multiple',
      'Book appointments for our parrot Kiwi and our tortoise Atlas, both on 2027-08-20, at 11:00 and 11:30 respectively, and record that Kiwi had the polyomavirus vaccine on 2027-02-14.',
      ['book_vet_appointment', { pet_name: 'Kiwi', species: 'bird', date: '2027-08-20', time: '11:00' }],
      ['book_vet_appointment', { pet_name: 'Atlas', species: 'reptile', date: '2027-08-20', time: '11:30' }],
      [
        'record_vaccination',
        { pet_name: 'Kiwi', vaccine: alt('polyomavirus', 'polyomavirus vaccine'), date: '2027-02-14' },
      ],
    ],
    ['irrelevance', 'Which dog breeds are most prone to hip dysplasia?'],
    ['irrelevance', 'How much does the clinic charge for neutering a cat?'],
  ],
};

const BODIES = { enum: ['Earth', 'Moon', 'Mars', 'Sun'] };

export const orbits: DomainSpec = {
  name: 'orbital mechanics',
  tools: [
    tool('calculate_orbital_period', 'Period of an orbit from its semi-major axis.', {
      semi_major_axis_km: ['float', 'Semi-major axis in kilometres'],
      'central_body?': ['string', 'Body being orbited', { ...BODIES, default: 'Earth' }],
    }),
    tool('calculate_escape_velocity', 'Escape velocity from a body, in km/s.', {
      body: ['string', 'The body to escape from', { enum: ['Earth', 'Moon', 'Mars', 'Jupiter'] }],
      'altitude_km?': ['float', 'Altitude above the surface in kilometres', { default: 0 }],
    }),
    tool('calculate_hohmann_transfer', 'Total delta-v of a Hohmann transfer between two circular orbits.', {
      start_radius_km: ['float', 'Radius of the starting orbit in kilometres'],
      target_radius_km: ['float', 'Radius of the target orbit in kilometres'],
      'central_body?': ['string', 'Body being orbited', { ...BODIES, default: 'Earth' }],
    }),
    tool('list_satellite_passes', 'Lists times when a satellite is visible from a place.', {
      satellite_name: ['string', 'Name of the satellite'],
      latitude: ['float', "Observer's latitude in degrees"],
      longitude: ['float', "Observer's longitude in degrees"],
      'days?': ['integer', 'How many days ahead to look', { default: 3 }],
    }),
  ],
  cases: [
    [
      'simple',
      'What is the orbital period of a satellite with a semi-major axis of 7,000 km around Earth?',
      ['calculate_orbital_period', { semi_major_axis_km: 7000, central_body: alt('Earth', '') }],
    ],
    ['simple', 'Escape velocity from Mars, please.', ['calculate_escape_velocity', { body: 'Mars' }]],
    [
      'simple',
      'When can I see the Kestrel-4 satellite from latitude 38.45, longitude -104.6 over the next five days?',
      ['list_satellite_passes', { satellite_name: 'Kestrel-4', latitude: 38.45, longitude: -104.6, days: 5 }],
    ],
    [
      'simple',
      'Compute the delta-v for a Hohmann transfer from a 6,678 km orbit to a 42,164 km orbit.',
      ['calculate_hohmann_transfer', { start_radius_km: 6678, target_radius_km: 42164 }],
    ],
    [
      'multiple',
      'How fast would a probe need to go to escape Jupiter starting 1000 km above its cloud tops?',
      ['calculate_escape_velocity', { body: 'Jupiter', altitude_km: 1000 }],
    ],
    [
      'multiple',
      'Find the period of an orbit around the Moon with a semi-major axis of 1,900 kilometres.',
      ['calculate_orbital_period', { semi_major_axis_km: 1900, central_body: 'Moon' }],
    ],
    [
      'multiple',
      'Transfer from a 3,600 km orbit to a 20,000 km orbit around Mars: what delta-v does that take?',
      ['calculate_hohmann_transfer', { start_radius_km: 3600, target_radius_km: 20000, central_body: 'Mars' }],
    ],
    [
      'parallel',
      'Give me the escape velocities of Earth, the Moon and Mars.',
      ['calculate_escape_velocity', { body: 'Earth' }],
      ['calculate_escape_velocity', { body: 'Moon' }],
      ['calculate_escape_velocity', { body: 'Mars' }],
    ],
    [
      'parallel',
      'Orbital periods around Earth for semi-major axes of 6800 km, 8000 km and 26,560 km, please.',
      ['calculate_orbital_period', { semi_major_axis_km: 6800, central_body: alt('Earth', '') }],
      ['calculate_orbital_period', { semi_major_axis_km: 8000, central_body: alt('Earth', '') }],
      ['calculate_orbital_period', { semi_major_axis_km: 26560, central_body: alt('Earth', '') }],
    ],
    [
      'parallel',
      'List the visible passes of Aurora Pathfinder and of Kestrel-4 from latitude -36.82, longitude 174.5.',
      ['list_satellite_passes', { satellite_name: 'Aurora Pathfinder', latitude: -36.82, longitude: 174.5 }],
      ['list_satellite_passes', { satellite_name: 'Kestrel-4', latitude: -36.82, longitude: 174.5 }],
    ],
    [
      'parallel_multiple',
      "What's the escape velocity from the Moon's surface, and how long is an orbit around the Moon at a semi-major axis of 2,200 km?",
      ['calculate_escape_velocity', { body: 'Moon' }],
      ['calculate_orbital_period', { semi_major_axis_km: 2200, central_body: 'Moon' }],
    ],
    [
      'parallel_multiple',
      'Calculate the Hohmann delta-v from 7,000 km to 12,000 km and from 7,000 km to 30,000 km around Earth, and tell me the orbital period at 30,000 km.',
      [
        'calculate_hohmann_transfer',
        { start_radius_km: 7000, target_radius_km: 12000, central_body: alt('Earth', '') },
      ],
      [
        'calculate_hohmann_transfer',
        { start_radius_km: 7000, target_radius_km: 30000, central_body: alt('Earth', '') },
      ],
      ['calculate_orbital_period', { semi_major_axis_km: 30000, central_body: alt('Earth', '') }],
    ],
    [
      'parallel_multiple',
      "Show passes of the Lumen Array satellite over the next 2 days from latitude 51.07, longitude -3.95, and give me Earth's escape velocity at an altitude of 400 km.",
      ['list_satellite_passes', { satellite_name: 'Lumen Array', latitude: 51.07, longitude: -3.95, days: 2 }],
      ['calculate_escape_velocity', { body: 'Earth', altitude_km: 400 }],
    ],
    ['irrelevance', 'How far away is the Andromeda galaxy in light years?'],
    ['irrelevance', 'What phase will the Moon be in next Friday?'],
  ],
};

const LAYOUTS = { enum: ['theatre', 'banquet', 'classroom', 'cabaret'], default: 'theatre' };
const ROOM = 'Name of the room';
const LONG_GALLERY = alt('Long Gallery', 'The Long Gallery');

export const venue: DomainSpec = {
  name: 'event venue',
  tools: [
    tool('check_event_room_availability', 'Tells whether a room is free for a time slot.', {
      room_name: ['string', ROOM],
      date: ['string', DATE],
      start_time: ['string', TIME],
      end_time: ['string', TIME],
    }),
    tool('book_event_room', 'Books a room for an event.', {
      room_name: ['string', ROOM],
      date: ['string', DATE],
      start_time: ['string', TIME],
      end_time: ['string', TIME],
      attendees: ['integer', 'Expected number of people'],
      'layout?': ['string', 'Seating layout', LAYOUTS],
    }),
    tool('order_event_catering', 'Adds catering to an existing room booking.', {
      booking_id: ['string', 'The room booking identifier'],
      menu: ['string', 'Menu', { enum: ['breakfast', 'buffet lunch', 'canapés', 'three-course dinner'] }],
      guests: ['integer', 'Number of guests to cater for'],
      'dietary_notes?': ['string', 'Allergies or dietary needs'],
    }),
    tool('cancel_event_room_booking', 'Cancels a room booking.', {
      booking_id: ['string', 'The room booking identifier'],
      'reason?': ['string', 'Why the booking is cancelled'],
    }),
  ],
  cases: [
    [
      'simple',
      'Is the Cedar Room free on 2027-09-14 from 09:00 to 12:00?',
      [
        'check_event_room_availability',
        { room_name: alt('Cedar Room', 'The Cedar Room'), date: '2027-09-14', start_time: '09:00', end_time: '12:00' },
      ],
    ],
    [
      'simple',
      'Book the Glasshouse Hall for 120 people on 18 October 2027 from 6 pm to 11 pm, banquet style.',
      [
        'book_event_room',
        {
          room_name: alt('Glasshouse Hall', 'The Glasshouse Hall'),
          date: '2027-10-18',
          start_time: '18:00',
          end_time: '23:00',
          attendees: 120,
          layout: 'banquet',
        },
      ],
    ],
    [
      'simple',
      'Order a buffet lunch for 45 guests on booking EV-3307.',
      ['order_event_catering', { booking_id: 'EV-3307', menu: 'buffet lunch', guests: 45 }],
    ],
    ['simple', 'Cancel booking EV-2990.', ['cancel_event_room_booking', { booking_id: 'EV-2990' }]],
    [
      'multiple',
      "Can we have the Long Gallery between 2 and 5 in the afternoon on November 3, 2027? I'm just checking whether it's open.",
      [
        'check_event_room_availability',
        { room_name: LONG_GALLERY, date: '2027-11-03', start_time: '14:00', end_time: '17:00' },
      ],
    ],
    [
      'multiple',
      'Please cancel EV-4105, the conference was postponed.',
      [
        'cancel_event_room_booking',
        {
          booking_id: 'EV-4105',
          reason: alt(
            'conference postponed',
            'the conference was postponed',
            'conference was postponed',
            'postponed',
            '',
          ),
        },
      ],
    ],
    [
      'multiple',
      'Canapés for 80 on booking EV-5120, and note that six guests are vegan.',
      [
        'order_event_catering',
        {
          booking_id: 'EV-5120',
          menu: 'canapés',
          guests: 80,
          dietary_notes: alt(
            'six guests are vegan',
            '6 guests are vegan',
            'six vegan guests',
            '6 vegan guests',
            '6 vegan',
          ),
        },
      ],
    ],
    [
      'parallel',
      'Check whether the Cedar Room, the Riverside Terrace and the Glasshouse Hall are free on 2027-12-01 from 10:00 to 16:00.',
      [
        'check_event_room_availability',
        { room_name: alt('Cedar Room', 'The Cedar Room'), date: '2027-12-01', start_time: '10:00', end_time: '16:00' },
      ],
      [
        'check_event_room_availability',
        {
          room_name: alt('Riverside Terrace', 'The Riverside Terrace'),
          date: '2027-12-01',
          start_time: '10:00',
          end_time: '16:00',
        },
      ],
      [
        'check_event_room_availability',
        {
          room_name: alt('Glasshouse Hall', 'The Glasshouse Hall'),
          date: '2027-12-01',
          start_time: '10:00',
          end_time: '16:00',
        },
      ],
    ],
    [
      'parallel',
      'Cancel bookings EV-1111 and EV-1112.',
      ['cancel_event_room_booking', { booking_id: 'EV-1111' }],
      ['cancel_event_room_booking', { booking_id: 'EV-1112' }],
    ],
    [
      'parallel',
      'Order breakfast for 30 guests on booking EV-7001 and the same for booking EV-7002.',
      ['order_event_catering', { booking_id: 'EV-7001', menu: 'breakfast', guests: 30 }],
      ['order_event_catering', { booking_id: 'EV-7002', menu: 'breakfast', guests: 30 }],
    ],
    [
      'parallel_multiple',
      'I already hold booking EV-8800: add a buffet lunch for 25 to it. Also book the Cedar Room on 2027-06-02 from 09:00 to 17:00 for 25 people in a classroom layout.',
      ['order_event_catering', { booking_id: 'EV-8800', menu: 'buffet lunch', guests: 25 }],
      [
        'book_event_room',
        {
          room_name: alt('Cedar Room', 'The Cedar Room'),
          date: '2027-06-02',
          start_time: '09:00',
          end_time: '17:00',
          attendees: 25,
          layout: 'classroom',
        },
      ],
    ],
    [
      'parallel_multiple',
      'Cancel EV-6001 and check if the Riverside Terrace is free instead on 2027-07-17 from 19:00 to 23:00, and the Glasshouse Hall for the same slot.',
      ['cancel_event_room_booking', { booking_id: 'EV-6001' }],
      [
        'check_event_room_availability',
        {
          room_name: alt('Riverside Terrace', 'The Riverside Terrace'),
          date: '2027-07-17',
          start_time: '19:00',
          end_time: '23:00',
        },
      ],
      [
        'check_event_room_availability',
        {
          room_name: alt('Glasshouse Hall', 'The Glasshouse Hall'),
          date: '2027-07-17',
          start_time: '19:00',
          end_time: '23:00',
        },
      ],
    ],
    [
      'parallel_multiple',
      'Book the Long Gallery for 60 people on 2027-05-05 from 18:30 to 22:00 in cabaret layout, and for booking EV-9100 order a three-course dinner for 60 guests and canapés for 60 guests.',
      [
        'book_event_room',
        {
          room_name: LONG_GALLERY,
          date: '2027-05-05',
          start_time: '18:30',
          end_time: '22:00',
          attendees: 60,
          layout: 'cabaret',
        },
      ],
      ['order_event_catering', { booking_id: 'EV-9100', menu: 'three-course dinner', guests: 60 }],
      ['order_event_catering', { booking_id: 'EV-9100', menu: 'canapés', guests: 60 }],
    ],
    ['irrelevance', 'What is the fire-safety occupancy limit for a room of 200 square metres?'],
    ['irrelevance', 'Can you recommend a DJ for a wedding reception?'],
  ],
};
