// Blind set 2, four domains of going out: ferry line, climbing gym, film festival, language school (written unmeasured).
import { alt, tool, type DomainSpec } from '../model-heldout/build.ts';

const DATE = 'Date in YYYY-MM-DD format';
const TIME = 'Time in 24-hour HH:MM format';
const VEHICLES = { enum: ['none', 'car', 'motorcycle', 'van'], default: 'none' };

export const ferry: DomainSpec = {
  name: 'ferry line',
  tools: [
    tool('check_ferry_departures', 'Lists the scheduled sailings between two ports on one day.', {
      from_port: ['string', 'Port of departure'],
      to_port: ['string', 'Port of arrival'],
      date: ['string', `Sailing date. ${DATE}`],
      'after_time?': ['string', `Only sailings leaving at or after this time. ${TIME}`],
    }),
    tool('get_ferry_fare', 'Quotes the fare for a crossing between two ports.', {
      from_port: ['string', 'Port of departure'],
      to_port: ['string', 'Port of arrival'],
      passengers: ['integer', 'Number of passengers'],
      'vehicle?': ['string', 'Vehicle taken on board', VEHICLES],
      'return_trip?': ['boolean', 'Quote a return rather than a one-way fare', { default: false }],
    }),
    tool('book_ferry_crossing', 'Books a crossing between two ports on one day.', {
      from_port: ['string', 'Port of departure'],
      to_port: ['string', 'Port of arrival'],
      date: ['string', `Sailing date. ${DATE}`],
      passengers: ['integer', 'Number of passengers'],
      'vehicle?': ['string', 'Vehicle taken on board', VEHICLES],
      'cabin?': ['boolean', 'Reserve a private cabin', { default: false }],
    }),
    tool('report_lost_property', 'Files a report of an item left on board a vessel.', {
      vessel: ['string', 'Name of the vessel'],
      date: ['string', `Day of the crossing. ${DATE}`],
      item: ['string', 'Short description of the item'],
    }),
  ],
  cases: [
    [
      'simple',
      'What ferries leave Marrowick for Skerrow Isle on 12 March 2027?',
      ['check_ferry_departures', { from_port: 'Marrowick', to_port: 'Skerrow Isle', date: '2027-03-12' }],
    ],
    [
      'simple',
      'How much is it for three adults plus a car from Port Ilvane to Hollin Bay, return?',
      [
        'get_ferry_fare',
        { from_port: 'Port Ilvane', to_port: 'Hollin Bay', passengers: 3, vehicle: 'car', return_trip: true },
      ],
    ],
    [
      'simple',
      "Please book a crossing from Dunsel Quay to Caddow Point on April 2nd, 2027 for two people with a motorcycle. We'd like a cabin.",
      [
        'book_ferry_crossing',
        {
          from_port: 'Dunsel Quay',
          to_port: 'Caddow Point',
          date: '2027-04-02',
          passengers: 2,
          vehicle: 'motorcycle',
          cabin: true,
        },
      ],
    ],
    [
      'simple',
      'I left a green umbrella on board the Silver Tern on the 3rd of January 2027. Can you log it?',
      [
        'report_lost_property',
        {
          vessel: alt('Silver Tern', 'the Silver Tern'),
          date: '2027-01-03',
          item: alt('green umbrella', 'a green umbrella'),
        },
      ],
    ],
    [
      'multiple',
      'Are there any sailings from Hollin Bay to Marrowick after four in the afternoon on 20 May 2027?',
      [
        'check_ferry_departures',
        { from_port: 'Hollin Bay', to_port: 'Marrowick', date: '2027-05-20', after_time: '16:00' },
      ],
    ],
    [
      'multiple',
      'Quote me a one-way fare from Skerrow Isle to Port Ilvane for a single passenger with a van.',
      ['get_ferry_fare', { from_port: 'Skerrow Isle', to_port: 'Port Ilvane', passengers: 1, vehicle: 'van' }],
    ],
    [
      'multiple',
      'Reserve places for five on the 2027-06-30 crossing from Caddow Point to Dunsel Quay, foot passengers only.',
      ['book_ferry_crossing', { from_port: 'Caddow Point', to_port: 'Dunsel Quay', date: '2027-06-30', passengers: 5 }],
    ],
    [
      'parallel',
      'What does a crossing from Marrowick to Hollin Bay cost for two passengers, and what about for six passengers?',
      ['get_ferry_fare', { from_port: 'Marrowick', to_port: 'Hollin Bay', passengers: 2 }],
      ['get_ferry_fare', { from_port: 'Marrowick', to_port: 'Hollin Bay', passengers: 6 }],
    ],
    [
      'parallel',
      'Show me departures from Port Ilvane to Skerrow Isle on the 8th and on the 9th of February 2027.',
      ['check_ferry_departures', { from_port: 'Port Ilvane', to_port: 'Skerrow Isle', date: '2027-02-08' }],
      ['check_ferry_departures', { from_port: 'Port Ilvane', to_port: 'Skerrow Isle', date: '2027-02-09' }],
    ],
    [
      'parallel',
      'Book Dunsel Quay to Marrowick on 1 July 2027 for four people with a car, and the way back from Marrowick to Dunsel Quay on 5 July 2027 with the same four people and the same car.',
      [
        'book_ferry_crossing',
        { from_port: 'Dunsel Quay', to_port: 'Marrowick', date: '2027-07-01', passengers: 4, vehicle: 'car' },
      ],
      [
        'book_ferry_crossing',
        { from_port: 'Marrowick', to_port: 'Dunsel Quay', date: '2027-07-05', passengers: 4, vehicle: 'car' },
      ],
    ],
    [
      'parallel_multiple',
      'For 3 passengers, get the fare from Hollin Bay to Port Ilvane and the fare from Port Ilvane to Caddow Point, and book the first leg on 10 September 2027.',
      ['get_ferry_fare', { from_port: 'Hollin Bay', to_port: 'Port Ilvane', passengers: 3 }],
      ['get_ferry_fare', { from_port: 'Port Ilvane', to_port: 'Caddow Point', passengers: 3 }],
      ['book_ferry_crossing', { from_port: 'Hollin Bay', to_port: 'Port Ilvane', date: '2027-09-10', passengers: 3 }],
    ],
    [
      'parallel_multiple',
      'List the departures from Marrowick to Dunsel Quay and from Dunsel Quay to Skerrow Isle, both on Oct 3 2027. Separately, I lost a black wallet on the Grey Heron on 2 October 2027.',
      ['check_ferry_departures', { from_port: 'Marrowick', to_port: 'Dunsel Quay', date: '2027-10-03' }],
      ['check_ferry_departures', { from_port: 'Dunsel Quay', to_port: 'Skerrow Isle', date: '2027-10-03' }],
      [
        'report_lost_property',
        {
          vessel: alt('Grey Heron', 'the Grey Heron'),
          date: '2027-10-02',
          item: alt('black wallet', 'a black wallet'),
        },
      ],
    ],
    [
      'parallel_multiple',
      "Two bookings please: Caddow Point to Hollin Bay on 11/20/2027 for one person, and Hollin Bay to Caddow Point on 11/27/2027 for one person with a motorcycle. And what's the one-way fare for one with a motorcycle on that second route?",
      ['book_ferry_crossing', { from_port: 'Caddow Point', to_port: 'Hollin Bay', date: '2027-11-20', passengers: 1 }],
      [
        'book_ferry_crossing',
        {
          from_port: 'Hollin Bay',
          to_port: 'Caddow Point',
          date: '2027-11-27',
          passengers: 1,
          vehicle: 'motorcycle',
        },
      ],
      ['get_ferry_fare', { from_port: 'Hollin Bay', to_port: 'Caddow Point', passengers: 1, vehicle: 'motorcycle' }],
    ],
    [
      'parallel_multiple',
      'Caddow Point to Marrowick and Marrowick to Port Ilvane: give me the departures for each on the fifth of December 2027 after 10 am, and the return fare for two on each.',
      [
        'check_ferry_departures',
        { from_port: 'Caddow Point', to_port: 'Marrowick', date: '2027-12-05', after_time: '10:00' },
      ],
      [
        'check_ferry_departures',
        { from_port: 'Marrowick', to_port: 'Port Ilvane', date: '2027-12-05', after_time: '10:00' },
      ],
      ['get_ferry_fare', { from_port: 'Caddow Point', to_port: 'Marrowick', passengers: 2, return_trip: true }],
      ['get_ferry_fare', { from_port: 'Marrowick', to_port: 'Port Ilvane', passengers: 2, return_trip: true }],
    ],
    ['irrelevance', 'Which captain has served longest on the Marrowick line?'],
    ['irrelevance', 'Can you change the name on my existing ferry booking to Orla Fenwick?'],
  ],
};

const AREAS = { enum: ['bouldering', 'top_rope', 'lead'] };
const GEAR = { items: { type: 'string', enum: ['shoes', 'harness', 'chalk_bag', 'belay_device'] } };

export const climbing: DomainSpec = {
  name: 'climbing gym',
  tools: [
    tool('book_climbing_session', 'Books a climber into a wall area at a given start time.', {
      climber_name: ['string', 'Full name of the climber'],
      date: ['string', `Day of the session. ${DATE}`],
      start_time: ['string', `Start of the session. ${TIME}`],
      'area?': ['string', 'Wall area', { ...AREAS, default: 'bouldering' }],
      'rent_shoes?': ['boolean', 'Add rental shoes to the session', { default: false }],
    }),
    tool('rent_climbing_gear', 'Rents gear to a climber for one day.', {
      climber_name: ['string', 'Full name of the climber'],
      items: ['array', 'Gear to rent', GEAR],
      date: ['string', `Day of the rental. ${DATE}`],
    }),
    tool('log_route_ascent', "Records a completed route in a climber's logbook.", {
      climber_name: ['string', 'Full name of the climber'],
      route_name: ['string', 'Name of the route or problem'],
      grade: ['string', 'Grade as posted on the wall, e.g. 6a or V4'],
      'attempts?': ['integer', 'Attempts needed, including the successful one', { default: 1 }],
    }),
    tool('check_wall_occupancy', 'Shows how crowded a wall area is expected to be on a day.', {
      area: ['string', 'Wall area', AREAS],
      date: ['string', DATE],
    }),
    tool('register_belay_test', 'Registers a climber for a belay certification test.', {
      climber_name: ['string', 'Full name of the climber'],
      date: ['string', `Day of the test. ${DATE}`],
      'test_type?': ['string', 'Kind of belay test', { enum: ['top_rope', 'lead'], default: 'top_rope' }],
    }),
  ],
  cases: [
    [
      'simple',
      'Book Ida Marlow in for lead climbing on 15 January 2027 at half past six in the evening.',
      ['book_climbing_session', { climber_name: 'Ida Marlow', date: '2027-01-15', start_time: '18:30', area: 'lead' }],
    ],
    [
      'simple',
      "Log that Tomas Brennick sent 'Crimson Ladder', graded 6b+, on his fourth attempt.",
      ['log_route_ascent', { climber_name: 'Tomas Brennick', route_name: 'Crimson Ladder', grade: '6b+', attempts: 4 }],
    ],
    [
      'simple',
      'How busy is the bouldering area on 2027-02-06?',
      ['check_wall_occupancy', { area: 'bouldering', date: '2027-02-06' }],
    ],
    [
      'simple',
      'Sign Wren Achterberg up for the lead belay test on the twenty-second of March 2027.',
      ['register_belay_test', { climber_name: 'Wren Achterberg', date: '2027-03-22', test_type: 'lead' }],
    ],
    [
      'multiple',
      'Rent a harness and a belay device for Juno Paskell on March 1, 2027.',
      [
        'rent_climbing_gear',
        {
          climber_name: 'Juno Paskell',
          items: alt(['harness', 'belay_device'], ['belay_device', 'harness']),
          date: '2027-03-01',
        },
      ],
    ],
    [
      'multiple',
      'Please put Odile Kranz down for a top-rope session at 7 pm on 4 April 2027, with rental shoes.',
      [
        'book_climbing_session',
        { climber_name: 'Odile Kranz', date: '2027-04-04', start_time: '19:00', area: 'top_rope', rent_shoes: true },
      ],
    ],
    [
      'multiple',
      "Record a flash of 'Moss Chimney' (V3) by Bertil Sauer: first go.",
      ['log_route_ascent', { climber_name: 'Bertil Sauer', route_name: 'Moss Chimney', grade: 'V3' }],
    ],
    [
      'parallel',
      'How full are the top rope walls and the lead walls on Saturday 10 April 2027?',
      ['check_wall_occupancy', { area: 'top_rope', date: '2027-04-10' }],
      ['check_wall_occupancy', { area: 'lead', date: '2027-04-10' }],
    ],
    [
      'parallel',
      "Log three climbs for Mina Talvik: 'Salt Flake' 5c in two goes, 'Owl Roof' 6a in five goes, and 'Lantern Arete' 6a+ first try.",
      ['log_route_ascent', { climber_name: 'Mina Talvik', route_name: 'Salt Flake', grade: '5c', attempts: 2 }],
      ['log_route_ascent', { climber_name: 'Mina Talvik', route_name: 'Owl Roof', grade: '6a', attempts: 5 }],
      ['log_route_ascent', { climber_name: 'Mina Talvik', route_name: 'Lantern Arete', grade: '6a+' }],
    ],
    [
      'parallel',
      'Register Cass Oduya and Pim Verhallen for the top-rope belay test on 2027-05-12.',
      ['register_belay_test', { climber_name: 'Cass Oduya', date: '2027-05-12' }],
      ['register_belay_test', { climber_name: 'Pim Verhallen', date: '2027-05-12' }],
    ],
    [
      'parallel_multiple',
      'Book bouldering sessions for Ida Marlow and Felix Quarrie on 2 June 2027 at 17:00, and rent a harness and a chalk bag for each of them that day.',
      ['book_climbing_session', { climber_name: 'Ida Marlow', date: '2027-06-02', start_time: '17:00' }],
      ['book_climbing_session', { climber_name: 'Felix Quarrie', date: '2027-06-02', start_time: '17:00' }],
      [
        'rent_climbing_gear',
        {
          climber_name: 'Ida Marlow',
          items: alt(['harness', 'chalk_bag'], ['chalk_bag', 'harness']),
          date: '2027-06-02',
        },
      ],
      [
        'rent_climbing_gear',
        {
          climber_name: 'Felix Quarrie',
          items: alt(['harness', 'chalk_bag'], ['chalk_bag', 'harness']),
          date: '2027-06-02',
        },
      ],
    ],
    [
      'parallel_multiple',
      "Log 'Glass Slab' at 6c for Rosa Tiernan, 3 attempts, and 'Pine Crack' at 6b for her too, 1 attempt. Then sign her up for the lead belay test on 9 June 2027.",
      ['log_route_ascent', { climber_name: 'Rosa Tiernan', route_name: 'Glass Slab', grade: '6c', attempts: 3 }],
      ['log_route_ascent', { climber_name: 'Rosa Tiernan', route_name: 'Pine Crack', grade: '6b' }],
      ['register_belay_test', { climber_name: 'Rosa Tiernan', date: '2027-06-09', test_type: 'lead' }],
    ],
    [
      'parallel_multiple',
      'How crowded will the lead area be on 3 July 2027 and on 4 July 2027? Also book Hal Emberly a lead session on 4 July 2027 at 10:30 in the morning.',
      ['check_wall_occupancy', { area: 'lead', date: '2027-07-03' }],
      ['check_wall_occupancy', { area: 'lead', date: '2027-07-04' }],
      ['book_climbing_session', { climber_name: 'Hal Emberly', date: '2027-07-04', start_time: '10:30', area: 'lead' }],
    ],
    [
      'parallel_multiple',
      'Nell Graybrook and Arno Vesk each need a harness on 14 August 2027. Register both of them for the top-rope belay test that day as well.',
      ['rent_climbing_gear', { climber_name: 'Nell Graybrook', items: ['harness'], date: '2027-08-14' }],
      ['rent_climbing_gear', { climber_name: 'Arno Vesk', items: ['harness'], date: '2027-08-14' }],
      ['register_belay_test', { climber_name: 'Nell Graybrook', date: '2027-08-14' }],
      ['register_belay_test', { climber_name: 'Arno Vesk', date: '2027-08-14' }],
    ],
    ['irrelevance', 'What is the hardest route anyone has ever climbed at this gym?'],
    ['irrelevance', "Cancel Ida Marlow's session on the 15th of January, she's injured."],
  ],
};

export const filmFestival: DomainSpec = {
  name: 'film festival',
  tools: [
    tool('buy_screening_tickets', 'Buys tickets for one screening of a festival film.', {
      film_title: ['string', 'Title of the film'],
      screening_date: ['string', DATE],
      screening_time: ['string', `Start of the screening. ${TIME}`],
      quantity: ['integer', 'Number of tickets'],
      'seat_type?': ['string', 'Kind of seat', { enum: ['standard', 'premium', 'accessible'], default: 'standard' }],
    }),
    tool('get_screening_times', 'Lists when a festival film is screened.', {
      film_title: ['string', 'Title of the film'],
      'date?': ['string', `Only screenings on this day. ${DATE}`],
    }),
    tool('rate_festival_film', "Adds an audience rating to a film for the festival's audience award.", {
      film_title: ['string', 'Title of the film'],
      stars: ['integer', 'Rating from 1 to 5'],
      'review?': ['string', 'Optional short review'],
    }),
    tool('register_press_pass', 'Registers a journalist for a festival press pass.', {
      journalist_name: ['string', 'Full name of the journalist'],
      outlet: ['string', 'Publication or station the journalist writes for'],
      days: ['integer', 'Number of festival days the pass covers'],
    }),
  ],
  cases: [
    [
      'simple',
      "Get me two tickets for 'The Orchard at Low Tide' on 2027-04-14 at 19:45.",
      [
        'buy_screening_tickets',
        { film_title: 'The Orchard at Low Tide', screening_date: '2027-04-14', screening_time: '19:45', quantity: 2 },
      ],
    ],
    [
      'simple',
      "When is 'Nine Lanterns for Ysolde' showing?",
      ['get_screening_times', { film_title: 'Nine Lanterns for Ysolde' }],
    ],
    ['simple', "Give 'Copper Weather' four stars.", ['rate_festival_film', { film_title: 'Copper Weather', stars: 4 }]],
    [
      'simple',
      'Register a press pass for Delphine Aucourt of the Brindle Courier for five days.',
      [
        'register_press_pass',
        { journalist_name: 'Delphine Aucourt', outlet: alt('Brindle Courier', 'the Brindle Courier'), days: 5 },
      ],
    ],
    [
      'multiple',
      "Are there screenings of 'Copper Weather' on 15 April 2027?",
      ['get_screening_times', { film_title: 'Copper Weather', date: '2027-04-15' }],
    ],
    [
      'multiple',
      "I'd like three premium seats for 'Saltmarsh Hymn' on April 16, 2027 at nine in the evening.",
      [
        'buy_screening_tickets',
        {
          film_title: 'Saltmarsh Hymn',
          screening_date: '2027-04-16',
          screening_time: '21:00',
          quantity: 3,
          seat_type: 'premium',
        },
      ],
    ],
    [
      'multiple',
      "Rate 'The Orchard at Low Tide' two out of five, with the review: slow but beautiful.",
      [
        'rate_festival_film',
        { film_title: 'The Orchard at Low Tide', stars: 2, review: alt('slow but beautiful', 'Slow but beautiful.') },
      ],
    ],
    [
      'parallel',
      "Show me the screening times for 'Saltmarsh Hymn' and for 'Paper Moths'.",
      ['get_screening_times', { film_title: 'Saltmarsh Hymn' }],
      ['get_screening_times', { film_title: 'Paper Moths' }],
    ],
    [
      'parallel',
      "Rate 'Paper Moths' five stars and 'Nine Lanterns for Ysolde' three stars.",
      ['rate_festival_film', { film_title: 'Paper Moths', stars: 5 }],
      ['rate_festival_film', { film_title: 'Nine Lanterns for Ysolde', stars: 3 }],
    ],
    [
      'parallel',
      'Press passes for three days each: Jonas Ferreiro from Kestrel Weekly and Ama Owusu-Hale from Radio Fennick.',
      ['register_press_pass', { journalist_name: 'Jonas Ferreiro', outlet: 'Kestrel Weekly', days: 3 }],
      ['register_press_pass', { journalist_name: 'Ama Owusu-Hale', outlet: 'Radio Fennick', days: 3 }],
    ],
    [
      'parallel_multiple',
      "Buy one ticket each for 'Paper Moths' on 17 April 2027 at 13:00 and 'Copper Weather' on 17 April 2027 at 16:30, and tell me when 'Saltmarsh Hymn' is on.",
      [
        'buy_screening_tickets',
        { film_title: 'Paper Moths', screening_date: '2027-04-17', screening_time: '13:00', quantity: 1 },
      ],
      [
        'buy_screening_tickets',
        { film_title: 'Copper Weather', screening_date: '2027-04-17', screening_time: '16:30', quantity: 1 },
      ],
      ['get_screening_times', { film_title: 'Saltmarsh Hymn' }],
    ],
    [
      'parallel_multiple',
      "Rate 'Copper Weather' 4 stars, 'Saltmarsh Hymn' 3 stars and 'Paper Moths' 5 stars. Then register a press pass for Ilse Varga of the Orrin Gazette for 2 days.",
      ['rate_festival_film', { film_title: 'Copper Weather', stars: 4 }],
      ['rate_festival_film', { film_title: 'Saltmarsh Hymn', stars: 3 }],
      ['rate_festival_film', { film_title: 'Paper Moths', stars: 5 }],
      [
        'register_press_pass',
        { journalist_name: 'Ilse Varga', outlet: alt('Orrin Gazette', 'the Orrin Gazette'), days: 2 },
      ],
    ],
    [
      'parallel_multiple',
      "What are the screening times for 'The Orchard at Low Tide' on 18 April 2027 and on 19 April 2027? And book four accessible seats for 'Nine Lanterns for Ysolde' on 18 April 2027 at 6 pm.",
      ['get_screening_times', { film_title: 'The Orchard at Low Tide', date: '2027-04-18' }],
      ['get_screening_times', { film_title: 'The Orchard at Low Tide', date: '2027-04-19' }],
      [
        'buy_screening_tickets',
        {
          film_title: 'Nine Lanterns for Ysolde',
          screening_date: '2027-04-18',
          screening_time: '18:00',
          quantity: 4,
          seat_type: 'accessible',
        },
      ],
    ],
    [
      'parallel_multiple',
      "For 'Paper Moths' on 20 April 2027 at 20:15 I need two standard tickets and, as a separate order, two premium ones. Please also give it a three-star rating.",
      [
        'buy_screening_tickets',
        { film_title: 'Paper Moths', screening_date: '2027-04-20', screening_time: '20:15', quantity: 2 },
      ],
      [
        'buy_screening_tickets',
        {
          film_title: 'Paper Moths',
          screening_date: '2027-04-20',
          screening_time: '20:15',
          quantity: 2,
          seat_type: 'premium',
        },
      ],
      ['rate_festival_film', { film_title: 'Paper Moths', stars: 3 }],
    ],
    ['irrelevance', "Who directed 'Copper Weather'?"],
    ['irrelevance', "Submit my short film 'Gull Season' to this year's competition, please."],
  ],
};

const LANGUAGES = { enum: ['Spanish', 'Mandarin', 'Arabic', 'Portuguese', 'Finnish', 'Swahili'] };
const LEVELS = { enum: ['A1', 'A2', 'B1', 'B2', 'C1'] };

export const languageSchool: DomainSpec = {
  name: 'language school',
  tools: [
    tool('enroll_language_course', 'Enrols a student in a group course of one language at one level.', {
      student_name: ['string', 'Full name of the student'],
      language: ['string', 'Language of the course', LANGUAGES],
      level: ['string', 'CEFR level of the course', LEVELS],
      'start_date?': ['string', `First lesson, if not the next intake. ${DATE}`],
    }),
    tool('book_placement_test', "Books a test that places a student at the right level of a language's courses.", {
      student_name: ['string', 'Full name of the student'],
      language: ['string', 'Language tested', LANGUAGES],
      date: ['string', `Day of the test. ${DATE}`],
      'format?': ['string', 'How the test is taken', { enum: ['online', 'in_person'], default: 'in_person' }],
    }),
    tool('schedule_tutor_session', 'Schedules a private lesson between a student and a tutor.', {
      student_name: ['string', 'Full name of the student'],
      tutor_name: ['string', 'Full name of the tutor'],
      date: ['string', `Day of the lesson. ${DATE}`],
      time: ['string', `Start of the lesson. ${TIME}`],
      'minutes?': ['integer', 'Length of the lesson in minutes', { default: 60 }],
    }),
    tool('issue_course_certificate', 'Issues a certificate for a completed course level.', {
      student_name: ['string', 'Full name of the student'],
      language: ['string', 'Language of the course', LANGUAGES],
      level: ['string', 'CEFR level completed', LEVELS],
    }),
  ],
  cases: [
    [
      'simple',
      'Enrol Priya Castellanos in Finnish at A2 level.',
      ['enroll_language_course', { student_name: 'Priya Castellanos', language: 'Finnish', level: 'A2' }],
    ],
    [
      'simple',
      'Book Oskar Ndiaye a Mandarin placement test on 2 February 2027, online.',
      [
        'book_placement_test',
        { student_name: 'Oskar Ndiaye', language: 'Mandarin', date: '2027-02-02', format: 'online' },
      ],
    ],
    [
      'simple',
      'Set up a 45-minute session between Lotte Brandvold and tutor Emeric Sallis on 2027-02-03 at 5:30 pm.',
      [
        'schedule_tutor_session',
        {
          student_name: 'Lotte Brandvold',
          tutor_name: 'Emeric Sallis',
          date: '2027-02-03',
          time: '17:30',
          minutes: 45,
        },
      ],
    ],
    [
      'simple',
      'Issue a B1 Portuguese certificate to Yara Delacroix-Mbeki.',
      ['issue_course_certificate', { student_name: 'Yara Delacroix-Mbeki', language: 'Portuguese', level: 'B1' }],
    ],
    [
      'multiple',
      'Please sign up Teodor Halme for Swahili, beginner A1, starting on the first of March 2027.',
      [
        'enroll_language_course',
        { student_name: 'Teodor Halme', language: 'Swahili', level: 'A1', start_date: '2027-03-01' },
      ],
    ],
    [
      'multiple',
      'Arabic placement test for Maud Ferrante on 10 February 2027, in person.',
      ['book_placement_test', { student_name: 'Maud Ferrante', language: 'Arabic', date: '2027-02-10' }],
    ],
    [
      'multiple',
      'Hour-long lesson for Oskar Ndiaye with tutor Wen Halloran, 11 February 2027, ten in the morning.',
      [
        'schedule_tutor_session',
        { student_name: 'Oskar Ndiaye', tutor_name: 'Wen Halloran', date: '2027-02-11', time: '10:00' },
      ],
    ],
    [
      'parallel',
      'Enrol Priya Castellanos in Spanish B2 and in Mandarin A1.',
      ['enroll_language_course', { student_name: 'Priya Castellanos', language: 'Spanish', level: 'B2' }],
      ['enroll_language_course', { student_name: 'Priya Castellanos', language: 'Mandarin', level: 'A1' }],
    ],
    [
      'parallel',
      'Print certificates for Lotte Brandvold, Finnish C1, and for Teodor Halme, Swahili A2.',
      ['issue_course_certificate', { student_name: 'Lotte Brandvold', language: 'Finnish', level: 'C1' }],
      ['issue_course_certificate', { student_name: 'Teodor Halme', language: 'Swahili', level: 'A2' }],
    ],
    [
      'parallel',
      'Book tutor Emeric Sallis with Maud Ferrante on 15 February 2027 at 16:00 and on 22 February 2027 at 16:00, thirty minutes each time.',
      [
        'schedule_tutor_session',
        { student_name: 'Maud Ferrante', tutor_name: 'Emeric Sallis', date: '2027-02-15', time: '16:00', minutes: 30 },
      ],
      [
        'schedule_tutor_session',
        { student_name: 'Maud Ferrante', tutor_name: 'Emeric Sallis', date: '2027-02-22', time: '16:00', minutes: 30 },
      ],
    ],
    [
      'parallel_multiple',
      'Book placement tests in Arabic and in Portuguese for Rafe Okonkwo-Lind on 1 March 2027, both online, then enrol him in Arabic at A2.',
      [
        'book_placement_test',
        { student_name: 'Rafe Okonkwo-Lind', language: 'Arabic', date: '2027-03-01', format: 'online' },
      ],
      [
        'book_placement_test',
        { student_name: 'Rafe Okonkwo-Lind', language: 'Portuguese', date: '2027-03-01', format: 'online' },
      ],
      ['enroll_language_course', { student_name: 'Rafe Okonkwo-Lind', language: 'Arabic', level: 'A2' }],
    ],
    [
      'parallel_multiple',
      'Yara Delacroix-Mbeki finished Portuguese B2 and Spanish B1, so certify both. And book her a one-hour session with Wen Halloran on 3 March 2027 at 2 pm.',
      ['issue_course_certificate', { student_name: 'Yara Delacroix-Mbeki', language: 'Portuguese', level: 'B2' }],
      ['issue_course_certificate', { student_name: 'Yara Delacroix-Mbeki', language: 'Spanish', level: 'B1' }],
      [
        'schedule_tutor_session',
        { student_name: 'Yara Delacroix-Mbeki', tutor_name: 'Wen Halloran', date: '2027-03-03', time: '14:00' },
      ],
    ],
    [
      'parallel_multiple',
      'Enrol Sebastian Quill and Ines Marrow in Finnish B1 starting 8 March 2027. Each of them also needs a 60-minute lesson with Emeric Sallis on 9 March 2027, Sebastian at 9:00 and Ines at 10:00.',
      [
        'enroll_language_course',
        { student_name: 'Sebastian Quill', language: 'Finnish', level: 'B1', start_date: '2027-03-08' },
      ],
      [
        'enroll_language_course',
        { student_name: 'Ines Marrow', language: 'Finnish', level: 'B1', start_date: '2027-03-08' },
      ],
      [
        'schedule_tutor_session',
        { student_name: 'Sebastian Quill', tutor_name: 'Emeric Sallis', date: '2027-03-09', time: '09:00' },
      ],
      [
        'schedule_tutor_session',
        { student_name: 'Ines Marrow', tutor_name: 'Emeric Sallis', date: '2027-03-09', time: '10:00' },
      ],
    ],
    [
      'parallel_multiple',
      'Oskar Ndiaye: a Mandarin placement test on 12 March 2027, a lesson with Wen Halloran the same day at 3 pm, and another lesson with her on 19 March 2027 at 3 pm.',
      ['book_placement_test', { student_name: 'Oskar Ndiaye', language: 'Mandarin', date: '2027-03-12' }],
      [
        'schedule_tutor_session',
        { student_name: 'Oskar Ndiaye', tutor_name: 'Wen Halloran', date: '2027-03-12', time: '15:00' },
      ],
      [
        'schedule_tutor_session',
        { student_name: 'Oskar Ndiaye', tutor_name: 'Wen Halloran', date: '2027-03-19', time: '15:00' },
      ],
    ],
    ['irrelevance', "Translate 'good morning, neighbour' into Finnish for me."],
    ['irrelevance', 'What is the refund policy if Priya Castellanos drops out of Spanish halfway?'],
  ],
};
