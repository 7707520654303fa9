// Blind set 4, four workroom domains (tailor shop, blood bank, watch repair, cider orchard), written without reading the model.
import { alt, type DomainSpec, tool } from '../model-heldout/build.ts';

const GARMENTS = ['suit', 'dress', 'trousers', 'coat', 'shirt'];

export const tailorShop: DomainSpec = {
  name: 'tailor shop',
  tools: [
    tool('book_fitting', 'Books a fitting appointment at the tailor.', {
      customer_name: ['string', 'Name of the customer.'],
      fitting_date: ['string', 'Day of the fitting, YYYY-MM-DD.'],
      fitting_time: ['string', 'Time of the fitting, HH:MM (24-hour).'],
      garment: ['string', 'Garment being fitted.', { enum: GARMENTS }],
    }),
    tool('quote_alteration', 'Quotes the price of one alteration to one garment.', {
      garment: ['string', 'Garment to alter.', { enum: GARMENTS }],
      alteration: [
        'string',
        'The alteration.',
        { enum: ['hem', 'take_in', 'let_out', 'shorten_sleeves', 'replace_zip', 'reline'] },
      ],
      'rush?': ['boolean', 'Done within two days, at a surcharge.', { default: false }],
    }),
    tool('order_fabric', "Orders fabric from the shop's supplier, cut from the bolt.", {
      fabric: ['string', 'Kind of fabric, e.g. "linen" or "wool gabardine".'],
      metres: ['float', 'Length to cut, in metres.'],
      'colour?': ['string', 'Colour of the fabric.'],
    }),
    tool('check_garment_ready', 'Says whether the garment on a collection ticket is ready to collect.', {
      ticket_number: ['string', 'Number on the collection ticket.'],
    }),
  ],
  cases: [
    ['simple', 'How much to take in a dress?', ['quote_alteration', { garment: 'dress', alteration: 'take_in' }]],
    ['simple', 'Is ticket T-4471 ready for collection?', ['check_garment_ready', { ticket_number: 'T-4471' }]],
    [
      'simple',
      'Order 3.25 metres of herringbone tweed in charcoal.',
      ['order_fabric', { fabric: alt('herringbone tweed', 'tweed'), metres: 3.25, colour: 'charcoal' }],
    ],
    [
      'simple',
      'Please book Mr Idris Fennimore in for a suit fitting on the 11th of November 2027 at twenty past four in the afternoon.',
      [
        'book_fitting',
        {
          customer_name: alt('Idris Fennimore', 'Mr Idris Fennimore'),
          fitting_date: '2027-11-11',
          fitting_time: '16:20',
          garment: 'suit',
        },
      ],
    ],
    [
      'multiple',
      'What would you charge to reline a coat as a rush job?',
      ['quote_alteration', { garment: 'coat', alteration: 'reline', rush: true }],
    ],
    ['multiple', 'Can you check on ticket number 5809?', ['check_garment_ready', { ticket_number: '5809' }]],
    [
      'multiple',
      "We're low on linen. Get six metres of the natural colour.",
      ['order_fabric', { fabric: 'linen', metres: 6, colour: 'natural' }],
    ],
    [
      'parallel',
      'Quote me for hemming trousers, shortening the sleeves of a coat, and replacing the zip in a dress.',
      ['quote_alteration', { garment: 'trousers', alteration: 'hem' }],
      ['quote_alteration', { garment: 'coat', alteration: 'shorten_sleeves' }],
      ['quote_alteration', { garment: 'dress', alteration: 'replace_zip' }],
    ],
    [
      'parallel',
      'check tickets 3102, 3107 and 3115',
      ['check_garment_ready', { ticket_number: '3102' }],
      ['check_garment_ready', { ticket_number: '3107' }],
      ['check_garment_ready', { ticket_number: '3115' }],
    ],
    [
      'parallel',
      'Fittings on 2027-03-19: Selma Achterberg for a dress at 10:00, and Joaquim Reyes-Hart for a coat at 11:15.',
      [
        'book_fitting',
        { customer_name: 'Selma Achterberg', fitting_date: '2027-03-19', fitting_time: '10:00', garment: 'dress' },
      ],
      [
        'book_fitting',
        { customer_name: 'Joaquim Reyes-Hart', fitting_date: '2027-03-19', fitting_time: '11:15', garment: 'coat' },
      ],
    ],
    [
      'parallel_multiple',
      'Order 2 metres of navy wool crepe and 1.5 metres of ivory silk, then book Selma Achterberg in for a dress fitting on April 9, 2027 at 2:30 pm.',
      ['order_fabric', { fabric: alt('wool crepe', 'crepe'), metres: 2, colour: 'navy' }],
      ['order_fabric', { fabric: 'silk', metres: 1.5, colour: 'ivory' }],
      [
        'book_fitting',
        { customer_name: 'Selma Achterberg', fitting_date: '2027-04-09', fitting_time: '14:30', garment: 'dress' },
      ],
    ],
    [
      'parallel_multiple',
      "Is ticket 7720 done? And 7721? If you could also quote for letting out a pair of trousers, urgently, that'd be great.",
      ['check_garment_ready', { ticket_number: '7720' }],
      ['check_garment_ready', { ticket_number: '7721' }],
      ['quote_alteration', { garment: 'trousers', alteration: 'let_out', rush: true }],
    ],
    [
      'parallel_multiple',
      'Joaquim Reyes-Hart needs two fittings, a suit on 5 May 2027 and a shirt on 12 May 2027, both at 9:45 in the morning. Also order four metres of white poplin for the shirt.',
      [
        'book_fitting',
        { customer_name: 'Joaquim Reyes-Hart', fitting_date: '2027-05-05', fitting_time: '09:45', garment: 'suit' },
      ],
      [
        'book_fitting',
        { customer_name: 'Joaquim Reyes-Hart', fitting_date: '2027-05-12', fitting_time: '09:45', garment: 'shirt' },
      ],
      ['order_fabric', { fabric: alt('poplin', 'white poplin'), metres: 4, colour: 'white' }],
    ],
    [
      'parallel_multiple',
      'Quote a hem on a dress and the same on a suit, and see whether ticket 6014 is ready.',
      ['quote_alteration', { garment: 'dress', alteration: 'hem' }],
      ['quote_alteration', { garment: 'suit', alteration: 'hem' }],
      ['check_garment_ready', { ticket_number: '6014' }],
    ],
    ['irrelevance', "What's the right way to iron a pleated skirt?"],
    ['irrelevance', 'Which colours are in fashion for suits this winter?'],
  ],
};

const BLOOD_GROUPS = ['O+', 'O-', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-'];

export const bloodBank: DomainSpec = {
  name: 'blood bank',
  tools: [
    tool('book_donation_slot', 'Books a donor into a donation appointment.', {
      donor_name: ['string', 'Full name of the donor.'],
      donation_date: ['string', 'Day of the appointment, YYYY-MM-DD.'],
      slot_time: ['string', 'Start of the slot, HH:MM (24-hour).'],
      donation_type: ['string', 'What is donated.', { enum: ['whole_blood', 'plasma', 'platelets'] }],
    }),
    tool('check_donor_eligibility', 'Checks whether a registered donor may donate again.', {
      donor_id: ['string', 'Donor ID, e.g. "D-10442".'],
      last_donation_date: ['string', 'Day of their last donation, YYYY-MM-DD.'],
      'weight_kg?': ['float', "The donor's weight in kilograms."],
    }),
    tool('get_blood_stock', 'Reports how many units of one blood group are in stock.', {
      blood_group: ['string', 'ABO group and Rh factor.', { enum: BLOOD_GROUPS }],
      'component?': [
        'string',
        'Blood component.',
        { enum: ['red_cells', 'plasma', 'platelets'], default: 'red_cells' },
      ],
    }),
    tool('send_donor_reminder', 'Reminds a donor that they are due to donate.', {
      donor_id: ['string', 'Donor ID, e.g. "D-10442".'],
      channel: ['string', 'How to reach them.', { enum: ['sms', 'email', 'letter'] }],
      'message?': ['string', 'Extra text to add to the standard reminder.'],
    }),
    tool('request_blood_transfer', 'Sends units of blood to a hospital.', {
      hospital: ['string', 'Name of the receiving hospital.'],
      blood_group: ['string', 'ABO group and Rh factor.', { enum: BLOOD_GROUPS }],
      units: ['integer', 'Number of units to send.'],
      'urgent?': ['boolean', 'Send by blue-light courier.', { default: false }],
    }),
  ],
  cases: [
    ['simple', 'How many units of O negative red cells do we have?', ['get_blood_stock', { blood_group: 'O-' }]],
    [
      'simple',
      'Check whether donor D-20913 can give again; their last donation was on 2 February 2027.',
      ['check_donor_eligibility', { donor_id: 'D-20913', last_donation_date: '2027-02-02' }],
    ],
    [
      'simple',
      "Send Rasmus Ekdahl's reminder by text. His donor ID is D-11806.",
      ['send_donor_reminder', { donor_id: 'D-11806', channel: 'sms' }],
    ],
    [
      'simple',
      'Book Leontine Maraval in for a platelet donation on 26/04/2027 at 08:40.',
      [
        'book_donation_slot',
        {
          donor_name: 'Leontine Maraval',
          donation_date: '2027-04-26',
          slot_time: '08:40',
          donation_type: 'platelets',
        },
      ],
    ],
    [
      'multiple',
      "St. Brannock's Infirmary needs six units of B+ urgently.",
      [
        'request_blood_transfer',
        { hospital: alt("St. Brannock's Infirmary", "St Brannock's"), blood_group: 'B+', units: 6, urgent: true },
      ],
    ],
    [
      'multiple',
      'Donor D-30455 weighs 58.5 kg and last gave blood on the 1st of December 2026. Are they eligible?',
      ['check_donor_eligibility', { donor_id: 'D-30455', last_donation_date: '2026-12-01', weight_kg: 58.5 }],
    ],
    [
      'multiple',
      "What's our plasma stock for AB positive?",
      ['get_blood_stock', { blood_group: 'AB+', component: 'plasma' }],
    ],
    [
      'parallel',
      'Stock levels for A+, A- and B-, please.',
      ['get_blood_stock', { blood_group: 'A+' }],
      ['get_blood_stock', { blood_group: 'A-' }],
      ['get_blood_stock', { blood_group: 'B-' }],
    ],
    [
      'parallel',
      'Email reminders to donors D-40021 and D-40022, and post a letter to D-40187.',
      ['send_donor_reminder', { donor_id: 'D-40021', channel: 'email' }],
      ['send_donor_reminder', { donor_id: 'D-40022', channel: 'email' }],
      ['send_donor_reminder', { donor_id: 'D-40187', channel: 'letter' }],
    ],
    [
      'parallel',
      'Book whole-blood donations on 2027-06-08 for Yusuf Arkwright at 9:00, Annika Trelawney at 9:20 and Colm Ferrity at 9:40.',
      [
        'book_donation_slot',
        {
          donor_name: 'Yusuf Arkwright',
          donation_date: '2027-06-08',
          slot_time: '09:00',
          donation_type: 'whole_blood',
        },
      ],
      [
        'book_donation_slot',
        {
          donor_name: 'Annika Trelawney',
          donation_date: '2027-06-08',
          slot_time: '09:20',
          donation_type: 'whole_blood',
        },
      ],
      [
        'book_donation_slot',
        { donor_name: 'Colm Ferrity', donation_date: '2027-06-08', slot_time: '09:40', donation_type: 'whole_blood' },
      ],
    ],
    [
      'parallel_multiple',
      'Send 4 units of O- to Fennbridge General Hospital and 2 units to Pellmoor Cottage Hospital, then tell me how much O- we have left.',
      [
        'request_blood_transfer',
        { hospital: alt('Fennbridge General Hospital', 'Fennbridge General'), blood_group: 'O-', units: 4 },
      ],
      ['request_blood_transfer', { hospital: 'Pellmoor Cottage Hospital', blood_group: 'O-', units: 2 }],
      ['get_blood_stock', { blood_group: 'O-' }],
    ],
    [
      'parallel_multiple',
      'Check eligibility for donors D-51002 and D-51019, who both last donated on 15 March 2027, and book Marit Oyelaran in for a plasma donation on April 30th 2027 at 3pm.',
      ['check_donor_eligibility', { donor_id: 'D-51002', last_donation_date: '2027-03-15' }],
      ['check_donor_eligibility', { donor_id: 'D-51019', last_donation_date: '2027-03-15' }],
      [
        'book_donation_slot',
        { donor_name: 'Marit Oyelaran', donation_date: '2027-04-30', slot_time: '15:00', donation_type: 'plasma' },
      ],
    ],
    [
      'parallel_multiple',
      'Text donor D-60310 and email donor D-60344. Also, how are we doing on A- platelets and B- platelets?',
      ['send_donor_reminder', { donor_id: 'D-60310', channel: 'sms' }],
      ['send_donor_reminder', { donor_id: 'D-60344', channel: 'email' }],
      ['get_blood_stock', { blood_group: 'A-', component: 'platelets' }],
      ['get_blood_stock', { blood_group: 'B-', component: 'platelets' }],
    ],
    [
      'parallel_multiple',
      'Pellmoor Cottage Hospital wants three units each of A+ and B+, no rush. Book Rasmus Ekdahl for whole blood on 7/19/2027 at 10:10 as well.',
      ['request_blood_transfer', { hospital: 'Pellmoor Cottage Hospital', blood_group: 'A+', units: 3 }],
      ['request_blood_transfer', { hospital: 'Pellmoor Cottage Hospital', blood_group: 'B+', units: 3 }],
      [
        'book_donation_slot',
        { donor_name: 'Rasmus Ekdahl', donation_date: '2027-07-19', slot_time: '10:10', donation_type: 'whole_blood' },
      ],
    ],
    ['irrelevance', 'Can I give blood if I had a tattoo done last month?'],
    ['irrelevance', 'What time does the donation centre open on Sundays?'],
  ],
};

const MOVEMENTS = ['quartz', 'automatic', 'manual_wind'];

export const watchRepair: DomainSpec = {
  name: 'watch repair',
  tools: [
    tool('quote_watch_service', 'Quotes the price of one service on a watch.', {
      movement: ['string', 'Kind of movement in the watch.', { enum: MOVEMENTS }],
      service: [
        'string',
        'The work wanted.',
        { enum: ['battery', 'full_service', 'crystal_replacement', 'strap_fitting', 'water_resistance_test'] },
      ],
      'express?': ['boolean', 'Done the same week, at a surcharge.', { default: false }],
    }),
    tool('book_watch_dropoff', 'Books a time for a customer to bring a watch in.', {
      customer_name: ['string', 'Name of the customer.'],
      dropoff_date: ['string', 'Day, YYYY-MM-DD.'],
      dropoff_time: ['string', 'Time, HH:MM (24-hour).'],
      watch_description: ['string', 'Short description of the watch, e.g. "steel dress watch".'],
    }),
    tool('order_watch_part', 'Orders a spare part for a movement calibre.', {
      part: ['string', 'The part, e.g. "mainspring" or "crown".'],
      calibre: ['string', 'Calibre of the movement the part fits.'],
      'quantity?': ['integer', 'How many.', { default: 1 }],
    }),
    tool('log_timing_result', 'Records how fast or slow a watch under repair runs in one position.', {
      job_number: ['string', 'Repair job number, e.g. "W-3001".'],
      rate_seconds_per_day: ['float', 'Seconds per day: positive when gaining, negative when losing.'],
      'position?': [
        'string',
        'Position the watch was timed in.',
        { enum: ['dial_up', 'dial_down', 'crown_up', 'crown_down'], default: 'dial_up' },
      ],
    }),
    tool('notify_job_ready', "Tells a repair job's owner that the watch is ready.", {
      job_number: ['string', 'Repair job number, e.g. "W-3001".'],
      channel: ['string', 'How to tell them.', { enum: ['sms', 'email', 'phone_call'] }],
    }),
  ],
  cases: [
    [
      'simple',
      'What would a full service on an automatic watch cost?',
      ['quote_watch_service', { movement: 'automatic', service: 'full_service' }],
    ],
    [
      'simple',
      'Log job W-3318: gaining 4.2 seconds a day, crown up.',
      ['log_timing_result', { job_number: 'W-3318', rate_seconds_per_day: 4.2, position: 'crown_up' }],
    ],
    [
      'simple',
      'Order two mainsprings for calibre KR-27.',
      ['order_watch_part', { part: alt('mainspring', 'mainsprings'), calibre: 'KR-27', quantity: 2 }],
    ],
    [
      'simple',
      "Book Hollis Varnavides in to drop off a gold pocket watch on 17 March 2027 at eleven o'clock in the morning.",
      [
        'book_watch_dropoff',
        {
          customer_name: 'Hollis Varnavides',
          dropoff_date: '2027-03-17',
          dropoff_time: '11:00',
          watch_description: alt('gold pocket watch', 'a gold pocket watch', 'pocket watch'),
        },
      ],
    ],
    [
      'multiple',
      "Ring the owner of job W-3402 to say it's ready.",
      ['notify_job_ready', { job_number: 'W-3402', channel: 'phone_call' }],
    ],
    [
      'multiple',
      'Quote an express battery change on a quartz watch.',
      ['quote_watch_service', { movement: 'quartz', service: 'battery', express: true }],
    ],
    [
      'multiple',
      'Job W-3390 is losing 1.5 s/day dial down; record that.',
      ['log_timing_result', { job_number: 'W-3390', rate_seconds_per_day: -1.5, position: 'dial_down' }],
    ],
    [
      'parallel',
      'Order a crown, a stem and a balance staff, all for calibre TM-9.',
      ['order_watch_part', { part: 'crown', calibre: 'TM-9' }],
      ['order_watch_part', { part: 'stem', calibre: 'TM-9' }],
      ['order_watch_part', { part: 'balance staff', calibre: 'TM-9' }],
    ],
    [
      'parallel',
      'Email the owners of W-3318 and W-3320 that their watches are ready, and text the owner of W-3325.',
      ['notify_job_ready', { job_number: 'W-3318', channel: 'email' }],
      ['notify_job_ready', { job_number: 'W-3320', channel: 'email' }],
      ['notify_job_ready', { job_number: 'W-3325', channel: 'sms' }],
    ],
    [
      'parallel',
      'Timing for W-3411, in seconds per day: +2 dial up, +3.5 dial down, -1 crown up.',
      ['log_timing_result', { job_number: 'W-3411', rate_seconds_per_day: 2, position: 'dial_up' }],
      ['log_timing_result', { job_number: 'W-3411', rate_seconds_per_day: 3.5, position: 'dial_down' }],
      ['log_timing_result', { job_number: 'W-3411', rate_seconds_per_day: -1, position: 'crown_up' }],
    ],
    [
      'parallel_multiple',
      "Quote a crystal replacement on a manual-wind watch and the same for an automatic, then book Ottoline Reyes to drop hers off on May 3rd, 2027 at 2:45 pm. It's a steel diver's watch.",
      ['quote_watch_service', { movement: 'manual_wind', service: 'crystal_replacement' }],
      ['quote_watch_service', { movement: 'automatic', service: 'crystal_replacement' }],
      [
        'book_watch_dropoff',
        {
          customer_name: 'Ottoline Reyes',
          dropoff_date: '2027-05-03',
          dropoff_time: '14:45',
          watch_description: alt("steel diver's watch", "diver's watch", 'steel divers watch', 'steel diver watch'),
        },
      ],
    ],
    [
      'parallel_multiple',
      "Order three gaskets for calibre KR-27 and one crystal for calibre TM-9. Also email job W-3402's owner that it's ready.",
      ['order_watch_part', { part: alt('gasket', 'gaskets'), calibre: 'KR-27', quantity: 3 }],
      ['order_watch_part', { part: 'crystal', calibre: 'TM-9' }],
      ['notify_job_ready', { job_number: 'W-3402', channel: 'email' }],
    ],
    [
      'parallel_multiple',
      "Log W-3455 at minus 0.5 seconds a day dial up and minus 2 crown down, and text its owner that it's done.",
      ['log_timing_result', { job_number: 'W-3455', rate_seconds_per_day: -0.5, position: 'dial_up' }],
      ['log_timing_result', { job_number: 'W-3455', rate_seconds_per_day: -2, position: 'crown_down' }],
      ['notify_job_ready', { job_number: 'W-3455', channel: 'sms' }],
    ],
    [
      'parallel_multiple',
      'Drop-offs on 2027-06-21: Hollis Varnavides at 10:00 with a silver chronograph, and Piet Ambrose at 10:30 with a quartz dress watch. Quote a battery for the quartz one as well.',
      [
        'book_watch_dropoff',
        {
          customer_name: 'Hollis Varnavides',
          dropoff_date: '2027-06-21',
          dropoff_time: '10:00',
          watch_description: alt('silver chronograph', 'a silver chronograph'),
        },
      ],
      [
        'book_watch_dropoff',
        {
          customer_name: 'Piet Ambrose',
          dropoff_date: '2027-06-21',
          dropoff_time: '10:30',
          watch_description: alt('quartz dress watch', 'a quartz dress watch'),
        },
      ],
      ['quote_watch_service', { movement: 'quartz', service: 'battery' }],
    ],
    ['irrelevance', 'Is an automatic watch more accurate than a quartz one?'],
    ['irrelevance', 'How often should I wind a manual watch?'],
  ],
};

const SPRAYS = ['copper', 'sulphur', 'kaolin_clay', 'seaweed_feed'];

export const ciderOrchard: DomainSpec = {
  name: 'cider orchard',
  tools: [
    tool('log_apple_harvest', 'Records crates of apples picked from one row of the orchard.', {
      variety: ['string', 'Apple variety.'],
      row: ['integer', 'Row number in the orchard.'],
      crates: ['integer', 'Crates picked.'],
      harvest_date: ['string', 'Day of picking, YYYY-MM-DD.'],
    }),
    tool('schedule_tree_spraying', 'Schedules a spray or foliar feed on one block of trees.', {
      block: ['string', 'Block of the orchard, e.g. "top block".'],
      spray_date: ['string', 'Day to spray, YYYY-MM-DD.'],
      treatment: ['string', 'What to spray.', { enum: SPRAYS }],
    }),
    tool('start_cider_pressing', 'Starts a new batch: presses apples and pitches the yeast.', {
      batch_name: ['string', 'Name for the batch.'],
      apples_kg: ['float', 'Weight of apples pressed, in kilograms.'],
      'yeast?': ['string', 'Yeast to ferment with.', { enum: ['wild', 'champagne', 'cider_strain'], default: 'wild' }],
    }),
    tool('record_juice_gravity', "Records a hydrometer reading of a batch's specific gravity.", {
      batch_name: ['string', 'Name of the batch.'],
      specific_gravity: ['float', 'Specific gravity, e.g. 1.045.'],
      reading_date: ['string', 'Day of the reading, YYYY-MM-DD.'],
    }),
    tool('get_frost_risk', 'Forecasts the risk of frost in one block of the orchard for one night.', {
      block: ['string', 'Block of the orchard, e.g. "top block".'],
      night_date: ['string', 'Date of the evening the night starts, YYYY-MM-DD.'],
    }),
  ],
  cases: [
    [
      'simple',
      'Log 14 crates of Crookfield Pippin from row 6, picked on 28 September 2027.',
      ['log_apple_harvest', { variety: 'Crookfield Pippin', row: 6, crates: 14, harvest_date: '2027-09-28' }],
    ],
    [
      'simple',
      "What's the frost risk in the lower block on the night of 2027-04-12?",
      ['get_frost_risk', { block: alt('lower block', 'lower'), night_date: '2027-04-12' }],
    ],
    [
      'simple',
      'Start a pressing called Autumn Vat 3 with 480 kg of apples, champagne yeast.',
      ['start_cider_pressing', { batch_name: 'Autumn Vat 3', apples_kg: 480, yeast: 'champagne' }],
    ],
    [
      'simple',
      'Spray the top block with copper on March 2 2027.',
      ['schedule_tree_spraying', { block: alt('top block', 'top'), spray_date: '2027-03-02', treatment: 'copper' }],
    ],
    [
      'multiple',
      'Record a gravity of 1.052 for batch Autumn Vat 3, taken October 4th 2027.',
      ['record_juice_gravity', { batch_name: 'Autumn Vat 3', specific_gravity: 1.052, reading_date: '2027-10-04' }],
    ],
    [
      'multiple',
      "Put kaolin clay on the orchard's east block on the 19th of May, 2027.",
      [
        'schedule_tree_spraying',
        { block: alt('east block', 'east'), spray_date: '2027-05-19', treatment: 'kaolin_clay' },
      ],
    ],
    [
      'multiple',
      "We're pressing 1,250 kilos for a batch named Hollowell Dry, wild yeast.",
      ['start_cider_pressing', { batch_name: 'Hollowell Dry', apples_kg: 1250 }],
    ],
    [
      'parallel',
      'Frost risk for the lower block on 2027-04-14, 2027-04-15 and 2027-04-16?',
      ['get_frost_risk', { block: alt('lower block', 'lower'), night_date: '2027-04-14' }],
      ['get_frost_risk', { block: alt('lower block', 'lower'), night_date: '2027-04-15' }],
      ['get_frost_risk', { block: alt('lower block', 'lower'), night_date: '2027-04-16' }],
    ],
    [
      'parallel',
      'Gravity readings on 2027-10-20: Autumn Vat 3 at 1.010, Hollowell Dry at 1.004.',
      ['record_juice_gravity', { batch_name: 'Autumn Vat 3', specific_gravity: 1.01, reading_date: '2027-10-20' }],
      ['record_juice_gravity', { batch_name: 'Hollowell Dry', specific_gravity: 1.004, reading_date: '2027-10-20' }],
    ],
    [
      'parallel',
      'Harvest for 30 September 2027: nine crates of Sallowmere Sharp from row 2, eleven from row 3, and 7 crates of Crookfield Pippin from row 8.',
      ['log_apple_harvest', { variety: 'Sallowmere Sharp', row: 2, crates: 9, harvest_date: '2027-09-30' }],
      ['log_apple_harvest', { variety: 'Sallowmere Sharp', row: 3, crates: 11, harvest_date: '2027-09-30' }],
      ['log_apple_harvest', { variety: 'Crookfield Pippin', row: 8, crates: 7, harvest_date: '2027-09-30' }],
    ],
    [
      'parallel_multiple',
      'Spray sulphur on the top block and the east block on 2027-06-02, and check the frost risk for the top block that night too.',
      ['schedule_tree_spraying', { block: alt('top block', 'top'), spray_date: '2027-06-02', treatment: 'sulphur' }],
      ['schedule_tree_spraying', { block: alt('east block', 'east'), spray_date: '2027-06-02', treatment: 'sulphur' }],
      ['get_frost_risk', { block: alt('top block', 'top'), night_date: '2027-06-02' }],
    ],
    [
      'parallel_multiple',
      'Press two batches, Pippin Single with 300 kg and Bittersweet Blend with 650 kg, both on the cider strain yeast. Record a starting gravity of 1.058 for Pippin Single today, October 11 2027.',
      ['start_cider_pressing', { batch_name: 'Pippin Single', apples_kg: 300, yeast: 'cider_strain' }],
      ['start_cider_pressing', { batch_name: 'Bittersweet Blend', apples_kg: 650, yeast: 'cider_strain' }],
      ['record_juice_gravity', { batch_name: 'Pippin Single', specific_gravity: 1.058, reading_date: '2027-10-11' }],
    ],
    [
      'parallel_multiple',
      'Log 12 crates of Crookfield Pippin from row 4 and 5 crates of Sallowmere Sharp from row 9, both picked 2027-10-02. Then start a pressing called October Mix with 410.5 kg.',
      ['log_apple_harvest', { variety: 'Crookfield Pippin', row: 4, crates: 12, harvest_date: '2027-10-02' }],
      ['log_apple_harvest', { variety: 'Sallowmere Sharp', row: 9, crates: 5, harvest_date: '2027-10-02' }],
      ['start_cider_pressing', { batch_name: 'October Mix', apples_kg: 410.5 }],
    ],
    [
      'parallel_multiple',
      'Check the frost risk for the east and lower blocks on the night of April 20th, 2027, and schedule a seaweed feed for the lower block on the 22nd and on the 29th of April.',
      ['get_frost_risk', { block: alt('east block', 'east'), night_date: '2027-04-20' }],
      ['get_frost_risk', { block: alt('lower block', 'lower'), night_date: '2027-04-20' }],
      [
        'schedule_tree_spraying',
        { block: alt('lower block', 'lower'), spray_date: '2027-04-22', treatment: 'seaweed_feed' },
      ],
      [
        'schedule_tree_spraying',
        { block: alt('lower block', 'lower'), spray_date: '2027-04-29', treatment: 'seaweed_feed' },
      ],
    ],
    ['irrelevance', 'How long should cider age before it is bottled?'],
    ['irrelevance', 'Which apple varieties make the sweetest cider?'],
  ],
};
