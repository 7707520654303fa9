// Blind set 8, first half: a library makerspace and a car garage, written without reading the mock model.
import { alt, tool, type DomainSpec } from '../model-heldout/build.ts';

const MACHINES = ['3D printer', 'laser cutter', 'vinyl cutter', 'sewing machine', 'embroidery machine'];
const SERVICES = ['interim', 'full', 'major'];

export const libraryMakerspace: DomainSpec = {
  name: 'library makerspace',
  tools: [
    tool('book_makerspace_machine', "Books one of the library makerspace's machines for a member.", {
      machine: ['string', 'The machine to book.', { enum: MACHINES }],
      member_card: ['string', "The member's library card number."],
      date: ['string', 'Day of the booking, YYYY-MM-DD.'],
      start_time: ['string', 'Start of the booking, HH:MM (24-hour).'],
      'duration_minutes?': ['integer', 'Length of the booking in minutes.', { default: 60 }],
    }),
    tool('check_machine_availability', 'Lists the free slots of one makerspace machine on one day.', {
      machine: ['string', 'The machine to check.', { enum: MACHINES }],
      date: ['string', 'The day to check, YYYY-MM-DD.'],
      'after_time?': ['string', 'Only list slots starting at or after this time, HH:MM (24-hour).'],
    }),
    tool(
      'sign_up_for_machine_induction',
      'Signs a member up for the safety induction a machine needs before its first use.',
      {
        member_name: ['string', 'Full name of the member.'],
        machine: ['string', 'The machine the induction is for.', { enum: MACHINES }],
        date: ['string', 'Day of the induction session, YYYY-MM-DD.'],
        'email?': ['string', 'Address the confirmation is sent to.'],
      },
    ),
    tool('buy_filament', 'Buys 3D printer filament from the makerspace shop.', {
      material: ['string', 'Filament material.', { enum: ['PLA', 'PETG', 'TPU'] }],
      colour: ['string', 'Colour of the filament.'],
      spools: ['integer', 'Number of 1 kg spools.'],
      'diameter_mm?': ['float', 'Filament diameter in millimetres.', { default: 1.75 }],
    }),
    tool('submit_laser_cut_job', 'Queues a design to be cut on the laser cutter by the makerspace staff.', {
      design_file: ['string', 'File name of the design, as uploaded.'],
      material: ['string', 'Sheet material.', { enum: ['plywood', 'acrylic', 'cardboard', 'mdf'] }],
      thickness_mm: ['float', 'Sheet thickness in millimetres.'],
      'copies?': ['integer', 'How many copies to cut.', { default: 1 }],
      'collect_by_date?': ['string', 'Day the member wants to collect the pieces by, YYYY-MM-DD.'],
    }),
  ],
  cases: [
    [
      'simple',
      'My library card is LM-40718. Could I have the laser cutter on Saturday 13 March 2027 from 2pm till half three?',
      [
        'book_makerspace_machine',
        {
          machine: 'laser cutter',
          member_card: 'LM-40718',
          date: '2027-03-13',
          start_time: '14:00',
          duration_minutes: 90,
        },
      ],
    ],
    [
      'simple',
      "I'm printing a chess set for my nephew and I've run out halfway through the pawns. Two spools of white PETG, please, the normal 1.75 thickness.",
      ['buy_filament', { material: 'PETG', colour: 'white', spools: 2 }],
    ],
    [
      'simple',
      'Please cut coaster_v3.svg from 3 mm acrylic, twelve of them. I would like to pick them up by the 2nd of April 2027.',
      [
        'submit_laser_cut_job',
        {
          design_file: 'coaster_v3.svg',
          material: 'acrylic',
          thickness_mm: 3,
          copies: 12,
          collect_by_date: '2027-04-02',
        },
      ],
    ],
    [
      'simple',
      "hi, i'd like to do the safety intro for the sewing machines before i use one. name's Tomasz Wielgosz-Reid, could you put me down for the 20th of feb 2027? email t.wielgosz@postbox.example",
      [
        'sign_up_for_machine_induction',
        {
          member_name: 'Tomasz Wielgosz-Reid',
          machine: 'sewing machine',
          date: '2027-02-20',
          email: 't.wielgosz@postbox.example',
        },
      ],
    ],
    [
      'simple',
      'Is the embroidery machine free on 2027-01-09 any time after 4 in the afternoon?',
      ['check_machine_availability', { machine: 'embroidery machine', date: '2027-01-09', after_time: '16:00' }],
    ],
    [
      'multiple',
      'Before I come in on Wednesday 3 February 2027: is the 3D printer free at all that day?',
      ['check_machine_availability', { machine: '3D printer', date: '2027-02-03' }],
    ],
    [
      'multiple',
      'Book me onto the vinyl cutter intro session on 6/3/2027 (the sixth of March), please. Priya Ramaswamy-Hale.',
      [
        'sign_up_for_machine_induction',
        { member_name: 'Priya Ramaswamy-Hale', machine: 'vinyl cutter', date: '2027-03-06' },
      ],
    ],
    [
      'parallel',
      'I need 3 spools of black PLA and one of orange TPU.',
      ['buy_filament', { material: 'PLA', colour: 'black', spools: 3 }],
      ['buy_filament', { material: 'TPU', colour: 'orange', spools: 1 }],
    ],
    [
      'parallel',
      'Is the laser cutter free on the 8th, the 9th or the 10th of January 2027? Any of those would do for me.',
      ['check_machine_availability', { machine: 'laser cutter', date: '2027-01-08' }],
      ['check_machine_availability', { machine: 'laser cutter', date: '2027-01-09' }],
      ['check_machine_availability', { machine: 'laser cutter', date: '2027-01-10' }],
    ],
    [
      'parallel',
      'Card 88213-B. Please book the 3D printer for me on 2027-05-01 at 10:00 and again on 2027-05-08 at 10:00, three hours each time.',
      [
        'book_makerspace_machine',
        {
          machine: '3D printer',
          member_card: '88213-B',
          date: '2027-05-01',
          start_time: '10:00',
          duration_minutes: 180,
        },
      ],
      [
        'book_makerspace_machine',
        {
          machine: '3D printer',
          member_card: '88213-B',
          date: '2027-05-08',
          start_time: '10:00',
          duration_minutes: 180,
        },
      ],
    ],
    [
      'parallel_multiple',
      "Could you check whether the sewing machine and the embroidery machine are free on Friday 19 March 2027, and sign me up for the embroidery induction that same day? I'm Grace O'Donnell-Mbeki.",
      ['check_machine_availability', { machine: 'sewing machine', date: '2027-03-19' }],
      ['check_machine_availability', { machine: 'embroidery machine', date: '2027-03-19' }],
      [
        'sign_up_for_machine_induction',
        {
          member_name: alt("Grace O'Donnell-Mbeki", 'Grace ODonnell-Mbeki'),
          machine: 'embroidery machine',
          date: '2027-03-19',
        },
      ],
    ],
    [
      'parallel_multiple',
      'Order four spools of grey PLA and two of clear PETG; then send plaque.svg to the laser cutter on 6mm plywood, 2 copies.',
      ['buy_filament', { material: 'PLA', colour: alt('grey', 'gray'), spools: 4 }],
      ['buy_filament', { material: 'PETG', colour: alt('clear', 'transparent'), spools: 2 }],
      ['submit_laser_cut_job', { design_file: 'plaque.svg', material: 'plywood', thickness_mm: 6, copies: 2 }],
    ],
    [
      'parallel_multiple',
      'My two kids, Ola and Kuba Nowicki, both need the 3D printer induction on 27/02/2027. After that, book the printer on card LM-55120 for the same afternoon at half past two, 2 hours.',
      ['sign_up_for_machine_induction', { member_name: 'Ola Nowicki', machine: '3D printer', date: '2027-02-27' }],
      ['sign_up_for_machine_induction', { member_name: 'Kuba Nowicki', machine: '3D printer', date: '2027-02-27' }],
      [
        'book_makerspace_machine',
        {
          machine: '3D printer',
          member_card: 'LM-55120',
          date: '2027-02-27',
          start_time: '14:30',
          duration_minutes: 120,
        },
      ],
    ],
    [
      'parallel_multiple',
      'Stuff for the club fair:\n- cut badge_round.svg from 3mm acrylic, fifty copies\n- the same file on 2mm cardboard, 50 as well\n- 1 spool of glow-in-the-dark PLA\n- and is the laser cutter free on 2027-04-17 after 1pm?',
      ['submit_laser_cut_job', { design_file: 'badge_round.svg', material: 'acrylic', thickness_mm: 3, copies: 50 }],
      ['submit_laser_cut_job', { design_file: 'badge_round.svg', material: 'cardboard', thickness_mm: 2, copies: 50 }],
      ['buy_filament', { material: 'PLA', colour: 'glow-in-the-dark', spools: 1 }],
      ['check_machine_availability', { machine: 'laser cutter', date: '2027-04-17', after_time: '13:00' }],
    ],
    ['irrelevance', 'How do I cancel my laser cutter booking for Saturday? Something came up.'],
    ['irrelevance', "What's the biggest thing the 3D printer can print in one go?"],
  ],
};

export const carGarage: DomainSpec = {
  name: 'car garage',
  tools: [
    tool('book_car_service', 'Books a car in for a service at the garage.', {
      registration: ['string', "The car's registration plate."],
      service_type: ['string', 'Which service.', { enum: SERVICES }],
      date: ['string', 'Day of the service, YYYY-MM-DD.'],
      'drop_off_time?': ['string', 'When the car is dropped off, HH:MM (24-hour).', { default: '08:30' }],
      'courtesy_car?': ['boolean', 'Whether the customer needs a courtesy car for the day.', { default: false }],
    }),
    tool('book_mot_test', 'Books an MOT test, or a retest after a failed one.', {
      registration: ['string', "The car's registration plate."],
      date: ['string', 'Day of the test, YYYY-MM-DD.'],
      time: ['string', 'Time of the test, HH:MM (24-hour).'],
      'retest?': ['boolean', 'Whether this is a retest after a failed test.', { default: false }],
    }),
    tool('quote_tyre_fitting', 'Quotes a price for new tyres, fitted.', {
      tyre_size: ['string', "Tyre size as printed on the tyre's wall, e.g. 205/55 R16."],
      quantity: ['integer', 'Number of tyres.'],
      tier: ['string', 'Price tier of the brand.', { enum: ['budget', 'mid-range', 'premium'] }],
      'wheel_alignment?': ['boolean', 'Whether to add a wheel alignment.', { default: false }],
    }),
    tool('check_repair_progress', 'Tells where a repair job at the garage has got to.', {
      job_number: ['string', "The job number on the customer's ticket."],
    }),
    tool('arrange_car_collection', "Sends a driver to collect a car from the customer's address.", {
      registration: ['string', "The car's registration plate."],
      pickup_address: ['string', 'Where to collect the car.'],
      date: ['string', 'Day of the collection, YYYY-MM-DD.'],
      'return_same_day?': ['boolean', 'Whether the car is brought back the same day.', { default: true }],
    }),
  ],
  cases: [
    [
      'simple',
      'The MOT on my Corsa runs out next month. Reg is WN17 HZP. Can you fit it in on Tuesday 16 February 2027 at ten past nine?',
      ['book_mot_test', { registration: 'WN17 HZP', date: '2027-02-16', time: '09:10' }],
    ],
    [
      'simple',
      'How much for a pair of your cheapest 195/65 R15s?',
      ['quote_tyre_fitting', { tyre_size: '195/65 R15', quantity: 2, tier: 'budget' }],
    ],
    [
      'simple',
      "Any news on job 4471/B? It's been with you since Monday.",
      ['check_repair_progress', { job_number: '4471/B' }],
    ],
    [
      'simple',
      "I can't get the car to you myself. Please pick it up from 14 Larkspur Mews, Eastwold, EW3 9QT on 2027-03-04, reg YC21 OPA. No rush bringing it back, the next day is fine.",
      [
        'arrange_car_collection',
        {
          registration: 'YC21 OPA',
          pickup_address: alt('14 Larkspur Mews, Eastwold, EW3 9QT', '14 Larkspur Mews, Eastwold', '14 Larkspur Mews'),
          date: '2027-03-04',
          return_same_day: false,
        },
      ],
    ],
    [
      'simple',
      "Full service for LR66 MMC please, on the 11th of January 2027. I'll drop it off at 7.45 and I'll need a courtesy car.",
      [
        'book_car_service',
        {
          registration: 'LR66 MMC',
          service_type: 'full',
          date: '2027-01-11',
          drop_off_time: '07:45',
          courtesy_car: true,
        },
      ],
    ],
    [
      'multiple',
      'Please book a retest for EF08 KLU, it failed on the brake lights. Thursday 25 March 2027, 2:30pm.',
      ['book_mot_test', { registration: 'EF08 KLU', date: '2027-03-25', time: '14:30', retest: true }],
    ],
    [
      'multiple',
      "My car's due the big service, the one where they do the cambelt and everything. Reg PK70 SDE, 14 June 2027 if you can.",
      ['book_car_service', { registration: 'PK70 SDE', service_type: 'major', date: '2027-06-14' }],
    ],
    [
      'parallel',
      "What's happening with jobs 3090, 3091 and 3104?",
      ['check_repair_progress', { job_number: '3090' }],
      ['check_repair_progress', { job_number: '3091' }],
      ['check_repair_progress', { job_number: '3104' }],
    ],
    [
      'parallel',
      'Can I get a quote for four premium 225/45 R17 tyres, and another for four mid range ones of the same size? Alignment on both, please.',
      ['quote_tyre_fitting', { tyre_size: '225/45 R17', quantity: 4, tier: 'premium', wheel_alignment: true }],
      ['quote_tyre_fitting', { tyre_size: '225/45 R17', quantity: 4, tier: 'mid-range', wheel_alignment: true }],
    ],
    [
      'parallel_multiple',
      "We've got two cars due. Book an interim service for the Fiesta, BD14 RRA, and a full one for the van, VU63 XKT, both on Monday 8 March 2027; and the van's MOT on the same day at 1pm.",
      ['book_car_service', { registration: 'BD14 RRA', service_type: 'interim', date: '2027-03-08' }],
      ['book_car_service', { registration: 'VU63 XKT', service_type: 'full', date: '2027-03-08' }],
      ['book_mot_test', { registration: 'VU63 XKT', date: '2027-03-08', time: '13:00' }],
    ],
    [
      'parallel_multiple',
      "Collect my car (NM19 PLW) from 2 Quarry Row, Hemsby Cross on the 5th of May 2027 and book its interim service that day. Then do the same for my wife's, GH68 ZZT, from the same address.",
      [
        'arrange_car_collection',
        {
          registration: 'NM19 PLW',
          pickup_address: alt('2 Quarry Row, Hemsby Cross', '2 Quarry Row'),
          date: '2027-05-05',
        },
      ],
      ['book_car_service', { registration: 'NM19 PLW', service_type: 'interim', date: '2027-05-05' }],
      [
        'arrange_car_collection',
        {
          registration: 'GH68 ZZT',
          pickup_address: alt('2 Quarry Row, Hemsby Cross', '2 Quarry Row'),
          date: '2027-05-05',
        },
      ],
      ['book_car_service', { registration: 'GH68 ZZT', service_type: 'interim', date: '2027-05-05' }],
    ],
    [
      'parallel_multiple',
      '1. quote 4 budget 175/65 R14 tyres 2. same again for 2 premium ones 3. where is job 5520 at',
      ['quote_tyre_fitting', { tyre_size: '175/65 R14', quantity: 4, tier: 'budget' }],
      ['quote_tyre_fitting', { tyre_size: '175/65 R14', quantity: 2, tier: 'premium' }],
      ['check_repair_progress', { job_number: '5520' }],
    ],
    [
      'parallel_multiple',
      'MOTs for KD12 AAV on 22/04/2027 at 08:00 and for KD12 AAW at 09:00 the same day. Also, how is job 881-C getting on?',
      ['book_mot_test', { registration: 'KD12 AAV', date: '2027-04-22', time: '08:00' }],
      ['book_mot_test', { registration: 'KD12 AAW', date: '2027-04-22', time: '09:00' }],
      ['check_repair_progress', { job_number: '881-C' }],
    ],
    [
      'parallel_multiple',
      'Please arrange for our two vans, LN15 OPQ and LN15 OPR, to be picked up from Unit 7, Fallowfield Trading Estate on Friday 2 July 2027, then put both in for a major service that day, each with a courtesy car.',
      [
        'arrange_car_collection',
        {
          registration: 'LN15 OPQ',
          pickup_address: alt('Unit 7, Fallowfield Trading Estate', 'Unit 7 Fallowfield Trading Estate'),
          date: '2027-07-02',
        },
      ],
      [
        'arrange_car_collection',
        {
          registration: 'LN15 OPR',
          pickup_address: alt('Unit 7, Fallowfield Trading Estate', 'Unit 7 Fallowfield Trading Estate'),
          date: '2027-07-02',
        },
      ],
      ['book_car_service', { registration: 'LN15 OPQ', service_type: 'major', date: '2027-07-02', courtesy_car: true }],
      ['book_car_service', { registration: 'LN15 OPR', service_type: 'major', date: '2027-07-02', courtesy_car: true }],
    ],
    ['irrelevance', 'Can you cancel the MOT I booked for Thursday? I sold the car.'],
    ['irrelevance', "How long does a full service usually take? I'm trying to plan my day around it."],
  ],
};
