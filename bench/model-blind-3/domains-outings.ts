// Blind set 3, four outing domains (choir, car rental, kite festival, mountain hut), written without reading the model.
import { alt, tool, type DomainSpec } from '../model-heldout/build.ts';

const DATE = 'The date, in the format YYYY-MM-DD.';
const TIME = 'The time of day, 24-hour, in the format HH:MM.';

export const choir: DomainSpec = {
  name: 'choir',
  tools: [
    tool('schedule_choir_rehearsal', 'Schedules a rehearsal for a choir.', {
      choir_name: ['string', 'The name of the choir.'],
      date: ['string', DATE],
      start_time: ['string', TIME],
      venue: ['string', 'Where the rehearsal is held.'],
    }),
    tool('assign_voice_part', 'Puts a singer in a voice part.', {
      singer_name: ['string', "The singer's name."],
      voice_part: ['string', 'The voice part.', { enum: ['soprano', 'alto', 'tenor', 'baritone', 'bass'] }],
    }),
    tool('add_piece_to_repertoire', "Adds a piece to the choir's repertoire.", {
      title: ['string', 'The title of the piece.'],
      composer: ['string', 'The composer.'],
      'language?': ['string', 'The language it is sung in.', { default: 'English' }],
    }),
    tool('order_choir_sheet_music', 'Orders copies of the sheet music of a piece.', {
      title: ['string', 'The title of the piece.'],
      copies: ['integer', 'How many copies.'],
      'edition?': ['string', 'The publisher or edition, if a particular one is wanted.'],
    }),
  ],
  cases: [
    [
      'simple',
      'Put Saoirse Ní Bhraonáin in the altos.',
      ['assign_voice_part', { singer_name: 'Saoirse Ní Bhraonáin', voice_part: 'alto' }],
    ],
    [
      'simple',
      "Add 'The Lanterns of Westmere' by Ottoline Farrow-Day to our repertoire, sung in Welsh.",
      [
        'add_piece_to_repertoire',
        { title: 'The Lanterns of Westmere', composer: 'Ottoline Farrow-Day', language: 'Welsh' },
      ],
    ],
    [
      'simple',
      'The Harbourside Singers rehearse on Thursday 2027-03-11 at seven in the evening in the Corn Exchange back room.',
      [
        'schedule_choir_rehearsal',
        {
          choir_name: alt('Harbourside Singers', 'The Harbourside Singers'),
          date: '2027-03-11',
          start_time: '19:00',
          venue: alt('Corn Exchange back room', 'the Corn Exchange back room'),
        },
      ],
    ],
    [
      'simple',
      'Order thirty-two copies of Magnificat in G, the Brackwell edition.',
      [
        'order_choir_sheet_music',
        { title: 'Magnificat in G', copies: 32, edition: alt('Brackwell', 'Brackwell edition') },
      ],
    ],
    [
      'simple',
      "We've a new bass: his name is Dr. Emeka van Rijn.",
      ['assign_voice_part', { singer_name: alt('Dr. Emeka van Rijn', 'Emeka van Rijn'), voice_part: 'bass' }],
    ],
    [
      'multiple',
      "Order 18 copies of 'Evening Hymn for the Ferrymen'.",
      ['order_choir_sheet_music', { title: 'Evening Hymn for the Ferrymen', copies: 18 }],
    ],
    [
      'multiple',
      "Make Tobias O'Rourke-Lane a tenor.",
      ['assign_voice_part', { singer_name: "Tobias O'Rourke-Lane", voice_part: 'tenor' }],
    ],
    [
      'multiple',
      "Schedule the Little Fenwick Youth Choir on 20/04/2027 at 17:30 at St Aldric's Hall.",
      [
        'schedule_choir_rehearsal',
        {
          choir_name: alt('Little Fenwick Youth Choir', 'the Little Fenwick Youth Choir'),
          date: '2027-04-20',
          start_time: '17:30',
          venue: "St Aldric's Hall",
        },
      ],
    ],
    [
      'multiple',
      'Add to the repertoire a piece called Songs of the Salt Marsh; composer: H. R. Quennell.',
      ['add_piece_to_repertoire', { title: 'Songs of the Salt Marsh', composer: 'H. R. Quennell' }],
    ],
    [
      'parallel',
      'Assign sopranos: Ilse Vandermeer, Kaia Thorsdottir and Beatrix le Fanu.',
      ['assign_voice_part', { singer_name: 'Ilse Vandermeer', voice_part: 'soprano' }],
      ['assign_voice_part', { singer_name: 'Kaia Thorsdottir', voice_part: 'soprano' }],
      ['assign_voice_part', { singer_name: 'Beatrix le Fanu', voice_part: 'soprano' }],
    ],
    [
      'parallel',
      "Order 12 copies of 'Stillwater Carol' and 24 copies of 'A Lamp in the Window'.",
      ['order_choir_sheet_music', { title: 'Stillwater Carol', copies: 12 }],
      ['order_choir_sheet_music', { title: 'A Lamp in the Window', copies: 24 }],
    ],
    [
      'parallel',
      'The Marrow Lane Chorale rehearses at the Drill Hall at 7:15 pm on 2027-09-02, and again on 2027-09-09, same time and place.',
      [
        'schedule_choir_rehearsal',
        {
          choir_name: alt('Marrow Lane Chorale', 'The Marrow Lane Chorale'),
          date: '2027-09-02',
          start_time: '19:15',
          venue: alt('Drill Hall', 'the Drill Hall'),
        },
      ],
      [
        'schedule_choir_rehearsal',
        {
          choir_name: alt('Marrow Lane Chorale', 'The Marrow Lane Chorale'),
          date: '2027-09-09',
          start_time: '19:15',
          venue: alt('Drill Hall', 'the Drill Hall'),
        },
      ],
    ],
    [
      'parallel_multiple',
      "Add 'Winter Vigil' by Aurelio Mancuso-Grey (sung in Latin) and order forty copies of it.",
      ['add_piece_to_repertoire', { title: 'Winter Vigil', composer: 'Aurelio Mancuso-Grey', language: 'Latin' }],
      ['order_choir_sheet_music', { title: 'Winter Vigil', copies: 40 }],
    ],
    [
      'parallel_multiple',
      'Make Fenna de Wit and Clara Osei altos, and Rufus Pendragon-Hale a baritone; then book the Quayside Voices a rehearsal at the Old Ropeworks on 2027-10-14 at 18:45.',
      ['assign_voice_part', { singer_name: 'Fenna de Wit', voice_part: 'alto' }],
      ['assign_voice_part', { singer_name: 'Clara Osei', voice_part: 'alto' }],
      ['assign_voice_part', { singer_name: 'Rufus Pendragon-Hale', voice_part: 'baritone' }],
      [
        'schedule_choir_rehearsal',
        {
          choir_name: alt('Quayside Voices', 'the Quayside Voices'),
          date: '2027-10-14',
          start_time: '18:45',
          venue: alt('Old Ropeworks', 'the Old Ropeworks'),
        },
      ],
    ],
    [
      'parallel_multiple',
      "Order twenty copies each of 'Ode to the North Shore' and 'The Ferryman's Lament', and add 'The Ferryman's Lament' by Isolde Carrick to the repertoire.",
      ['order_choir_sheet_music', { title: 'Ode to the North Shore', copies: 20 }],
      ['order_choir_sheet_music', { title: "The Ferryman's Lament", copies: 20 }],
      ['add_piece_to_repertoire', { title: "The Ferryman's Lament", composer: 'Isolde Carrick' }],
    ],
    ['irrelevance', 'How should I warm up my voice before a concert?'],
  ],
};

const CAR_CLASSES = { enum: ['economy', 'compact', 'estate', 'suv', 'van'] };

export const carRental: DomainSpec = {
  name: 'car rental',
  tools: [
    tool('reserve_rental_car', 'Reserves a rental car.', {
      pickup_location: ['string', 'The branch or address where the car is picked up.'],
      pickup_date: ['string', DATE],
      return_date: ['string', DATE],
      car_class: ['string', 'The class of car.', CAR_CLASSES],
      driver_name: ['string', "The main driver's full name."],
    }),
    tool('add_additional_driver', 'Adds a further driver to a rental reservation.', {
      reservation_code: ['string', 'The reservation code.'],
      driver_name: ['string', "The driver's full name."],
      licence_number: ['string', "The driver's licence number."],
    }),
    tool('extend_car_rental', 'Moves the return date of a rental later.', {
      reservation_code: ['string', 'The reservation code.'],
      new_return_date: ['string', DATE],
    }),
    tool('report_rental_damage', 'Reports damage found on a rental car.', {
      reservation_code: ['string', 'The reservation code.'],
      damage_description: ['string', 'What the damage is.'],
      'photos_attached?': ['boolean', 'Whether photos are attached.', { default: false }],
    }),
  ],
  cases: [
    [
      'simple',
      'Reserve an estate car for Rosalind Achebe-Marsh, picking it up at the Kestrel Quay branch on 2027-07-03 and returning it on 2027-07-10.',
      [
        'reserve_rental_car',
        {
          pickup_location: alt('Kestrel Quay branch', 'Kestrel Quay', 'the Kestrel Quay branch'),
          pickup_date: '2027-07-03',
          return_date: '2027-07-10',
          car_class: 'estate',
          driver_name: 'Rosalind Achebe-Marsh',
        },
      ],
    ],
    [
      'simple',
      'Add Willem van der Poel as a second driver on reservation CR-88/41, licence number VDPOE-770412-W9.',
      [
        'add_additional_driver',
        { reservation_code: 'CR-88/41', driver_name: 'Willem van der Poel', licence_number: 'VDPOE-770412-W9' },
      ],
    ],
    [
      'simple',
      'Keep reservation RZ-4410 until the twelfth of August 2027.',
      ['extend_car_rental', { reservation_code: 'RZ-4410', new_return_date: '2027-08-12' }],
    ],
    [
      'simple',
      "On booking KT/209/B there's a long scratch along the rear passenger door; I've attached photos.",
      [
        'report_rental_damage',
        {
          reservation_code: 'KT/209/B',
          damage_description: alt(
            'long scratch along the rear passenger door',
            'a long scratch along the rear passenger door',
          ),
          photos_attached: true,
        },
      ],
    ],
    [
      'simple',
      'I need a van from 3 Tollgate Yard from March 1st to March 4th, 2027, under the name Piet Hoogeveen.',
      [
        'reserve_rental_car',
        {
          pickup_location: '3 Tollgate Yard',
          pickup_date: '2027-03-01',
          return_date: '2027-03-04',
          car_class: 'van',
          driver_name: 'Piet Hoogeveen',
        },
      ],
    ],
    [
      'multiple',
      'Extend RZ-5120 to 2027-05-30.',
      ['extend_car_rental', { reservation_code: 'RZ-5120', new_return_date: '2027-05-30' }],
    ],
    [
      'multiple',
      'Booking AB-17-X: cracked windscreen.',
      [
        'report_rental_damage',
        { reservation_code: 'AB-17-X', damage_description: alt('cracked windscreen', 'a cracked windscreen') },
      ],
    ],
    [
      'multiple',
      'Put Ayodele Brennan-Fox on booking QQ-310 as an extra driver; licence BRENN-851103-A2.',
      [
        'add_additional_driver',
        { reservation_code: 'QQ-310', driver_name: 'Ayodele Brennan-Fox', licence_number: 'BRENN-851103-A2' },
      ],
    ],
    [
      'multiple',
      'Compact car please, from the Millbrook Station desk, 14 to 16 June 2027, for Grete Solberg.',
      [
        'reserve_rental_car',
        {
          pickup_location: alt('Millbrook Station desk', 'Millbrook Station', 'the Millbrook Station desk'),
          pickup_date: '2027-06-14',
          return_date: '2027-06-16',
          car_class: 'compact',
          driver_name: 'Grete Solberg',
        },
      ],
    ],
    [
      'parallel',
      'Extend bookings CR-101 and CR-102 to 2027-04-09.',
      ['extend_car_rental', { reservation_code: 'CR-101', new_return_date: '2027-04-09' }],
      ['extend_car_rental', { reservation_code: 'CR-102', new_return_date: '2027-04-09' }],
    ],
    [
      'parallel',
      'Add two drivers to reservation LV-9/3: Mirela Costache (licence COSTA-900215-M1) and Jens Ulvestad (licence ULVES-780930-J7).',
      [
        'add_additional_driver',
        { reservation_code: 'LV-9/3', driver_name: 'Mirela Costache', licence_number: 'COSTA-900215-M1' },
      ],
      [
        'add_additional_driver',
        { reservation_code: 'LV-9/3', driver_name: 'Jens Ulvestad', licence_number: 'ULVES-780930-J7' },
      ],
    ],
    [
      'parallel',
      'Report damage on HX-11: a dented bumper. And on HX-12: a torn seat cover.',
      [
        'report_rental_damage',
        { reservation_code: 'HX-11', damage_description: alt('dented bumper', 'a dented bumper') },
      ],
      [
        'report_rental_damage',
        { reservation_code: 'HX-12', damage_description: alt('torn seat cover', 'a torn seat cover') },
      ],
    ],
    [
      'parallel_multiple',
      'Reserve an SUV at the Kestrel Quay branch from 2027-12-20 to 2027-12-27 for Anouk Verhaegen, and report a chipped alloy wheel on her old booking AV-604.',
      [
        'reserve_rental_car',
        {
          pickup_location: alt('Kestrel Quay branch', 'Kestrel Quay', 'the Kestrel Quay branch'),
          pickup_date: '2027-12-20',
          return_date: '2027-12-27',
          car_class: 'suv',
          driver_name: 'Anouk Verhaegen',
        },
      ],
      [
        'report_rental_damage',
        { reservation_code: 'AV-604', damage_description: alt('chipped alloy wheel', 'a chipped alloy wheel') },
      ],
    ],
    [
      'parallel_multiple',
      'Extend RZ-700 to 2027-06-01 and RZ-701 to 2027-06-03, then add Hamid Qureshi-Bell (licence QURES-660101-H4) to RZ-700.',
      ['extend_car_rental', { reservation_code: 'RZ-700', new_return_date: '2027-06-01' }],
      ['extend_car_rental', { reservation_code: 'RZ-701', new_return_date: '2027-06-03' }],
      [
        'add_additional_driver',
        { reservation_code: 'RZ-700', driver_name: 'Hamid Qureshi-Bell', licence_number: 'QURES-660101-H4' },
      ],
    ],
    [
      'parallel_multiple',
      'Report a broken wing mirror on TT-1 and a coffee stain on the back seat of TT-2, both with photos, and extend TT-2 to 2027-02-28.',
      [
        'report_rental_damage',
        {
          reservation_code: 'TT-1',
          damage_description: alt('broken wing mirror', 'a broken wing mirror'),
          photos_attached: true,
        },
      ],
      [
        'report_rental_damage',
        {
          reservation_code: 'TT-2',
          damage_description: alt('coffee stain on the back seat', 'a coffee stain on the back seat'),
          photos_attached: true,
        },
      ],
      ['extend_car_rental', { reservation_code: 'TT-2', new_return_date: '2027-02-28' }],
    ],
    ['irrelevance', 'Do I need an international driving permit to drive a hired car abroad?'],
  ],
};

export const kiteFestival: DomainSpec = {
  name: 'kite festival',
  tools: [
    tool('register_kite_entry', 'Enters a kite and its pilot in a festival category.', {
      pilot_name: ['string', "The pilot's name."],
      kite_name: ['string', 'The name of the kite.'],
      category: ['string', 'The category.', { enum: ['single_line', 'sport', 'power', 'giant', 'children'] }],
    }),
    tool('schedule_flying_slot', 'Books a flying slot on one of the festival fields.', {
      field_name: ['string', 'The name of the field.'],
      date: ['string', DATE],
      start_time: ['string', TIME],
      duration_minutes: ['integer', 'How long the slot lasts, in minutes.'],
    }),
    tool('check_field_wind_forecast', 'Gives the wind forecast for a festival field on a day.', {
      field_name: ['string', 'The name of the field.'],
      date: ['string', DATE],
    }),
    tool('award_kite_prize', 'Awards a festival prize to a pilot.', {
      prize_name: ['string', 'The name of the prize.'],
      pilot_name: ['string', "The pilot's name."],
      'points?': ['integer', "The judges' points."],
    }),
  ],
  cases: [
    [
      'simple',
      "Enter the kite 'Old Inkwell', flown by Hendrika Zwart, in the giant category.",
      ['register_kite_entry', { pilot_name: 'Hendrika Zwart', kite_name: 'Old Inkwell', category: 'giant' }],
    ],
    [
      'simple',
      'Book the Lower Meadow for forty-five minutes on 2027-08-14, starting at 2:30 pm.',
      [
        'schedule_flying_slot',
        {
          field_name: alt('Lower Meadow', 'the Lower Meadow'),
          date: '2027-08-14',
          start_time: '14:30',
          duration_minutes: 45,
        },
      ],
    ],
    [
      'simple',
      "What's the wind going to do on the Saltgrass Field on the 15th of August 2027?",
      ['check_field_wind_forecast', { field_name: alt('Saltgrass Field', 'the Saltgrass Field'), date: '2027-08-15' }],
    ],
    [
      'simple',
      'Give the Golden Tail prize to Matías de la Fuente with 87 points.',
      [
        'award_kite_prize',
        { prize_name: alt('Golden Tail', 'Golden Tail prize'), pilot_name: 'Matías de la Fuente', points: 87 },
      ],
    ],
    [
      'simple',
      'Register in the children category a kite named Sunny Sparrow, for young Pip Alderman.',
      ['register_kite_entry', { pilot_name: 'Pip Alderman', kite_name: 'Sunny Sparrow', category: 'children' }],
    ],
    [
      'multiple',
      'Wind forecast, Beacon Hill Field, 2027-08-16?',
      ['check_field_wind_forecast', { field_name: 'Beacon Hill Field', date: '2027-08-16' }],
    ],
    [
      'multiple',
      'The Steady Hand award goes to Yusra El-Amin.',
      ['award_kite_prize', { prize_name: alt('Steady Hand', 'Steady Hand award'), pilot_name: 'Yusra El-Amin' }],
    ],
    [
      'multiple',
      "Schedule the Saltgrass Field at eleven o'clock in the morning on 14 August 2027 for an hour.",
      [
        'schedule_flying_slot',
        {
          field_name: alt('Saltgrass Field', 'the Saltgrass Field'),
          date: '2027-08-14',
          start_time: '11:00',
          duration_minutes: 60,
        },
      ],
    ],
    [
      'multiple',
      'Sign up Bastiaan van Oort with his sport kite Red Heron Mk II.',
      ['register_kite_entry', { pilot_name: 'Bastiaan van Oort', kite_name: 'Red Heron Mk II', category: 'sport' }],
    ],
    [
      'parallel',
      'Check the wind for the Lower Meadow on 2027-08-14, 2027-08-15 and 2027-08-16.',
      ['check_field_wind_forecast', { field_name: alt('Lower Meadow', 'the Lower Meadow'), date: '2027-08-14' }],
      ['check_field_wind_forecast', { field_name: alt('Lower Meadow', 'the Lower Meadow'), date: '2027-08-15' }],
      ['check_field_wind_forecast', { field_name: alt('Lower Meadow', 'the Lower Meadow'), date: '2027-08-16' }],
    ],
    [
      'parallel',
      'Register power kites for Orla Kinsella (kite: Thunder Mule) and for Dario Benedetti (kite: Blue Anvil).',
      ['register_kite_entry', { pilot_name: 'Orla Kinsella', kite_name: 'Thunder Mule', category: 'power' }],
      ['register_kite_entry', { pilot_name: 'Dario Benedetti', kite_name: 'Blue Anvil', category: 'power' }],
    ],
    [
      'parallel',
      'Book the Beacon Hill Field for 30 minutes at 10:00 and again for 30 minutes at 15:00, both on 2027-08-15.',
      [
        'schedule_flying_slot',
        { field_name: 'Beacon Hill Field', date: '2027-08-15', start_time: '10:00', duration_minutes: 30 },
      ],
      [
        'schedule_flying_slot',
        { field_name: 'Beacon Hill Field', date: '2027-08-15', start_time: '15:00', duration_minutes: 30 },
      ],
    ],
    [
      'parallel_multiple',
      'Check the wind on the Saltgrass Field on 2027-08-14, then book it that day at 9:30 for ninety minutes.',
      ['check_field_wind_forecast', { field_name: alt('Saltgrass Field', 'the Saltgrass Field'), date: '2027-08-14' }],
      [
        'schedule_flying_slot',
        {
          field_name: alt('Saltgrass Field', 'the Saltgrass Field'),
          date: '2027-08-14',
          start_time: '09:30',
          duration_minutes: 90,
        },
      ],
    ],
    [
      'parallel_multiple',
      "Award Best in Show to Gwenllian Price and Crowd Favourite to Tomasz Wierzbicki, and register Tomasz's kite 'Night Ferry' in the single line category.",
      ['award_kite_prize', { prize_name: 'Best in Show', pilot_name: 'Gwenllian Price' }],
      ['award_kite_prize', { prize_name: 'Crowd Favourite', pilot_name: 'Tomasz Wierzbicki' }],
      ['register_kite_entry', { pilot_name: 'Tomasz Wierzbicki', kite_name: 'Night Ferry', category: 'single_line' }],
    ],
    [
      'parallel_multiple',
      "Register Elodie Fairweather's sport kite Swift Nine and Arno Kuipers' sport kite Gannet; book the Lower Meadow on 2027-08-15 at 16:00 for 20 minutes.",
      ['register_kite_entry', { pilot_name: 'Elodie Fairweather', kite_name: 'Swift Nine', category: 'sport' }],
      ['register_kite_entry', { pilot_name: 'Arno Kuipers', kite_name: 'Gannet', category: 'sport' }],
      [
        'schedule_flying_slot',
        {
          field_name: alt('Lower Meadow', 'the Lower Meadow'),
          date: '2027-08-15',
          start_time: '16:00',
          duration_minutes: 20,
        },
      ],
    ],
    ['irrelevance', 'How do I patch a torn kite sail?'],
  ],
};

export const mountainHut: DomainSpec = {
  name: 'mountain hut',
  tools: [
    tool('reserve_hut_beds', 'Reserves beds in a mountain hut.', {
      hut_name: ['string', 'The name of the hut.'],
      guest_name: ['string', 'The name the reservation is under.'],
      arrival_date: ['string', DATE],
      nights: ['integer', 'How many nights.'],
      beds: ['integer', 'How many beds.'],
    }),
    tool('order_hut_meals', 'Orders meals for the guests of a hut reservation.', {
      reservation_id: ['string', 'The reservation identifier.'],
      meal: ['string', 'The meal plan.', { enum: ['half_board', 'packed_lunch', 'dinner_only'] }],
      guests: ['integer', 'For how many guests.'],
    }),
    tool('report_trail_condition', 'Reports the state of a mountain trail.', {
      trail_name: ['string', 'The name of the trail.'],
      condition: ['string', 'The condition.', { enum: ['clear', 'muddy', 'icy', 'snow_covered', 'closed'] }],
      'note?': ['string', 'A note for other walkers.'],
    }),
    tool('check_hut_availability', 'Tells how many beds a hut has free on a night.', {
      hut_name: ['string', 'The name of the hut.'],
      date: ['string', DATE],
    }),
  ],
  cases: [
    [
      'simple',
      'Reserve three beds at the Grauhorn Hut for two nights from 2027-07-18 under the name Lotte van Amstel-Brink.',
      [
        'reserve_hut_beds',
        {
          hut_name: alt('Grauhorn Hut', 'the Grauhorn Hut'),
          guest_name: 'Lotte van Amstel-Brink',
          arrival_date: '2027-07-18',
          nights: 2,
          beds: 3,
        },
      ],
    ],
    [
      'simple',
      'Half board for four on reservation MH-2027/118, please.',
      ['order_hut_meals', { reservation_id: 'MH-2027/118', meal: 'half_board', guests: 4 }],
    ],
    [
      'simple',
      'The Zirbenkamm Traverse is icy: crampons needed past the second cairn.',
      [
        'report_trail_condition',
        { trail_name: 'Zirbenkamm Traverse', condition: 'icy', note: 'crampons needed past the second cairn' },
      ],
    ],
    [
      'simple',
      'Are there beds free at the Eisfeld Refuge on the first of September 2027?',
      ['check_hut_availability', { hut_name: alt('Eisfeld Refuge', 'the Eisfeld Refuge'), date: '2027-09-01' }],
    ],
    [
      'simple',
      'Under Corentin Le Gall, book one bed for a single night at the Haldenjoch Hut, arriving 2027-08-05.',
      [
        'reserve_hut_beds',
        {
          hut_name: alt('Haldenjoch Hut', 'the Haldenjoch Hut'),
          guest_name: 'Corentin Le Gall',
          arrival_date: '2027-08-05',
          nights: 1,
          beds: 1,
        },
      ],
    ],
    [
      'multiple',
      'Packed lunches for two on booking HJ-5521.',
      ['order_hut_meals', { reservation_id: 'HJ-5521', meal: 'packed_lunch', guests: 2 }],
    ],
    [
      'multiple',
      'Is anything free at the Grauhorn Hut on 2027-07-25?',
      ['check_hut_availability', { hut_name: alt('Grauhorn Hut', 'the Grauhorn Hut'), date: '2027-07-25' }],
    ],
    [
      'multiple',
      'Trail report: Schattseite Path, closed, rockfall below the bridge.',
      [
        'report_trail_condition',
        { trail_name: 'Schattseite Path', condition: 'closed', note: 'rockfall below the bridge' },
      ],
    ],
    [
      'multiple',
      'Please book the Eisfeld Refuge: five beds, three nights, arriving 12 August 2027; the name is Ingrid Fasshauer.',
      [
        'reserve_hut_beds',
        {
          hut_name: alt('Eisfeld Refuge', 'the Eisfeld Refuge'),
          guest_name: 'Ingrid Fasshauer',
          arrival_date: '2027-08-12',
          nights: 3,
          beds: 5,
        },
      ],
    ],
    [
      'parallel',
      'Check availability at the Grauhorn Hut for 2027-07-18 and 2027-07-19.',
      ['check_hut_availability', { hut_name: alt('Grauhorn Hut', 'the Grauhorn Hut'), date: '2027-07-18' }],
      ['check_hut_availability', { hut_name: alt('Grauhorn Hut', 'the Grauhorn Hut'), date: '2027-07-19' }],
    ],
    [
      'parallel',
      'Report both the Upper Kar Loop and the Seewand Ridge as snow covered.',
      ['report_trail_condition', { trail_name: 'Upper Kar Loop', condition: 'snow_covered' }],
      ['report_trail_condition', { trail_name: 'Seewand Ridge', condition: 'snow_covered' }],
    ],
    [
      'parallel',
      'On booking MH-77 order dinner only for three, and on booking MH-78 the same for five.',
      ['order_hut_meals', { reservation_id: 'MH-77', meal: 'dinner_only', guests: 3 }],
      ['order_hut_meals', { reservation_id: 'MH-78', meal: 'dinner_only', guests: 5 }],
    ],
    [
      'parallel_multiple',
      'See if the Haldenjoch Hut has room on 2027-08-20, and reserve two beds there for one night that day for Sven Ødegaard.',
      ['check_hut_availability', { hut_name: alt('Haldenjoch Hut', 'the Haldenjoch Hut'), date: '2027-08-20' }],
      [
        'reserve_hut_beds',
        {
          hut_name: alt('Haldenjoch Hut', 'the Haldenjoch Hut'),
          guest_name: 'Sven Ødegaard',
          arrival_date: '2027-08-20',
          nights: 1,
          beds: 2,
        },
      ],
    ],
    [
      'parallel_multiple',
      'Order half board for six on MH-301 and packed lunches for six on MH-301 too, and mark the Grauhorn Couloir as closed.',
      ['order_hut_meals', { reservation_id: 'MH-301', meal: 'half_board', guests: 6 }],
      ['order_hut_meals', { reservation_id: 'MH-301', meal: 'packed_lunch', guests: 6 }],
      ['report_trail_condition', { trail_name: 'Grauhorn Couloir', condition: 'closed' }],
    ],
    [
      'parallel_multiple',
      'For Maaike de Boer, book the Grauhorn Hut and the Eisfeld Refuge, two beds and one night each, arriving 2027-07-30 and 2027-07-31 respectively; then order dinner only for two on reservation MH-410.',
      [
        'reserve_hut_beds',
        {
          hut_name: alt('Grauhorn Hut', 'the Grauhorn Hut'),
          guest_name: 'Maaike de Boer',
          arrival_date: '2027-07-30',
          nights: 1,
          beds: 2,
        },
      ],
      [
        'reserve_hut_beds',
        {
          hut_name: alt('Eisfeld Refuge', 'the Eisfeld Refuge'),
          guest_name: 'Maaike de Boer',
          arrival_date: '2027-07-31',
          nights: 1,
          beds: 2,
        },
      ],
      ['order_hut_meals', { reservation_id: 'MH-410', meal: 'dinner_only', guests: 2 }],
    ],
    ['irrelevance', 'How many hours does the walk from the Grauhorn Hut to the summit take?'],
  ],
};
