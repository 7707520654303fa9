// Blind set 4, four leisure domains (riding stables, chess club, balloon rides, ice rink), written without reading the model.
import { alt, type DomainSpec, tool } from '../model-heldout/build.ts';

const SHOEING = ['trim', 'front_shoes', 'full_set', 'remedial'];
const FEEDS = ['hay', 'haylage', 'oats', 'pellets', 'beet_pulp'];

export const ridingStables: DomainSpec = {
  name: 'riding stables',
  tools: [
    tool('book_trail_ride', 'Books a guided trail ride on horseback for one rider.', {
      rider_name: ['string', 'Full name of the rider.'],
      ride_date: ['string', 'Date of the ride, YYYY-MM-DD.'],
      start_time: ['string', 'Time the ride sets off, HH:MM (24-hour).'],
      'duration_minutes?': ['integer', 'Length of the ride in minutes.', { default: 60 }],
      'experience_level?': [
        'string',
        "The rider's experience.",
        { enum: ['beginner', 'intermediate', 'advanced'], default: 'beginner' },
      ],
    }),
    tool('schedule_farrier_visit', 'Schedules the farrier to see one horse.', {
      horse_name: ['string', 'Name of the horse.'],
      visit_date: ['string', 'Date of the visit, YYYY-MM-DD.'],
      service: ['string', 'What the farrier should do.', { enum: SHOEING }],
    }),
    tool('log_horse_feed', 'Records one feed given to a horse.', {
      horse_name: ['string', 'Name of the horse.'],
      feed_type: ['string', 'What was fed.', { enum: FEEDS }],
      amount_kg: ['float', 'Amount fed, in kilograms.'],
      'meal?': ['string', 'Which feed of the day.', { enum: ['morning', 'evening'], default: 'morning' }],
    }),
    tool('assign_paddock', 'Turns a horse out into a paddock.', {
      horse_name: ['string', 'Name of the horse.'],
      paddock: ['string', 'Name of the paddock, e.g. "north paddock".'],
      'nights?': ['integer', 'How many nights the horse stays out.', { default: 1 }],
    }),
    tool('get_lesson_availability', "Lists an instructor's free riding-lesson slots on one day.", {
      instructor: ['string', 'Name of the instructor.'],
      lesson_date: ['string', 'Day to look at, YYYY-MM-DD.'],
      'arena?': ['string', 'Which arena.', { enum: ['indoor', 'outdoor'], default: 'indoor' }],
    }),
  ],
  cases: [
    [
      'simple',
      'Book a trail ride for Ottilie Brandvold on 14 May 2027 at 10:30, ninety minutes please.',
      [
        'book_trail_ride',
        { rider_name: 'Ottilie Brandvold', ride_date: '2027-05-14', start_time: '10:30', duration_minutes: 90 },
      ],
    ],
    [
      'simple',
      'Could you log that Juniper got 3.5 kg of haylage at her evening feed?',
      ['log_horse_feed', { horse_name: 'Juniper', feed_type: 'haylage', amount_kg: 3.5, meal: 'evening' }],
    ],
    [
      'simple',
      'The farrier needs to come out for Biscuit: a full set of shoes, on the 2nd of June 2027.',
      ['schedule_farrier_visit', { horse_name: 'Biscuit', visit_date: '2027-06-02', service: 'full_set' }],
    ],
    [
      'simple',
      'Is Mrs. Halvorsen-Pike free to teach on 9/18/2027? Outdoor arena.',
      [
        'get_lesson_availability',
        {
          instructor: alt('Mrs. Halvorsen-Pike', 'Halvorsen-Pike'),
          lesson_date: '2027-09-18',
          arena: 'outdoor',
        },
      ],
    ],
    [
      'multiple',
      'Put Clementine out in the east paddock for three nights.',
      ['assign_paddock', { horse_name: 'Clementine', paddock: alt('east paddock', 'east'), nights: 3 }],
    ],
    [
      'multiple',
      'My daughter Wren Astley rides at an intermediate level. Can she go out on a trail ride at a quarter past two in the afternoon on July 3rd, 2027?',
      [
        'book_trail_ride',
        {
          rider_name: 'Wren Astley',
          ride_date: '2027-07-03',
          start_time: '14:15',
          experience_level: 'intermediate',
        },
      ],
    ],
    [
      'multiple',
      'Pellets for Dapple this morning, 1.2 kilograms. Note it down.',
      ['log_horse_feed', { horse_name: 'Dapple', feed_type: 'pellets', amount_kg: 1.2 }],
    ],
    [
      'parallel',
      "Log tonight's feeds: Juniper had 4 kg of hay, Biscuit 2 kg of oats and Clementine three kilos of beet pulp.",
      ['log_horse_feed', { horse_name: 'Juniper', feed_type: 'hay', amount_kg: 4, meal: 'evening' }],
      ['log_horse_feed', { horse_name: 'Biscuit', feed_type: 'oats', amount_kg: 2, meal: 'evening' }],
      ['log_horse_feed', { horse_name: 'Clementine', feed_type: 'beet_pulp', amount_kg: 3, meal: 'evening' }],
    ],
    [
      'parallel',
      'Which slots does Anders Thorsby have free on the 5th and on the 12th of August 2027?',
      ['get_lesson_availability', { instructor: 'Anders Thorsby', lesson_date: '2027-08-05' }],
      ['get_lesson_availability', { instructor: 'Anders Thorsby', lesson_date: '2027-08-12' }],
    ],
    [
      'parallel',
      'Trail rides for Priya Rossby and Mattias Kuhl at 10:00 and 11:30 respectively, both on 2027-04-24.',
      ['book_trail_ride', { rider_name: 'Priya Rossby', ride_date: '2027-04-24', start_time: '10:00' }],
      ['book_trail_ride', { rider_name: 'Mattias Kuhl', ride_date: '2027-04-24', start_time: '11:30' }],
    ],
    [
      'parallel_multiple',
      'Get the farrier to trim Juniper and Dapple on 20 October 2027, and move Dapple to the south paddock for two nights.',
      ['schedule_farrier_visit', { horse_name: 'Juniper', visit_date: '2027-10-20', service: 'trim' }],
      ['schedule_farrier_visit', { horse_name: 'Dapple', visit_date: '2027-10-20', service: 'trim' }],
      ['assign_paddock', { horse_name: 'Dapple', paddock: alt('south paddock', 'south'), nights: 2 }],
    ],
    [
      'parallel_multiple',
      'Book Ottilie Brandvold a trail ride at 9 am on March 6th 2027. Same for Wren Astley at 1 pm. Also log 2.5 kg of hay for Biscuit this morning.',
      ['book_trail_ride', { rider_name: 'Ottilie Brandvold', ride_date: '2027-03-06', start_time: '09:00' }],
      ['book_trail_ride', { rider_name: 'Wren Astley', ride_date: '2027-03-06', start_time: '13:00' }],
      ['log_horse_feed', { horse_name: 'Biscuit', feed_type: 'hay', amount_kg: 2.5 }],
    ],
    [
      'parallel_multiple',
      "Please check Anders Thorsby's lesson slots on 1 and 2 September 2027, and have the farrier fit front shoes on Clementine on the first of those days.",
      ['get_lesson_availability', { instructor: 'Anders Thorsby', lesson_date: '2027-09-01' }],
      ['get_lesson_availability', { instructor: 'Anders Thorsby', lesson_date: '2027-09-02' }],
      ['schedule_farrier_visit', { horse_name: 'Clementine', visit_date: '2027-09-01', service: 'front_shoes' }],
    ],
    [
      'parallel_multiple',
      'Paddocks for the weekend: Juniper goes to the west paddock and Biscuit to the hill paddock, two nights each. Then log an evening feed of 3 kg of haylage for each of them.',
      ['assign_paddock', { horse_name: 'Juniper', paddock: alt('west paddock', 'west'), nights: 2 }],
      ['assign_paddock', { horse_name: 'Biscuit', paddock: alt('hill paddock', 'hill'), nights: 2 }],
      ['log_horse_feed', { horse_name: 'Juniper', feed_type: 'haylage', amount_kg: 3, meal: 'evening' }],
      ['log_horse_feed', { horse_name: 'Biscuit', feed_type: 'haylage', amount_kg: 3, meal: 'evening' }],
    ],
    ['irrelevance', 'How much is a bale of hay at the feed merchant this month?'],
    ['irrelevance', 'How old is Biscuit, and what breed is he?'],
  ],
};

const SECTIONS = ['open', 'under_1600', 'junior', 'veterans'];

export const chessClub: DomainSpec = {
  name: 'chess club',
  tools: [
    tool('register_chess_entrant', "Enters a player in one section of the club's tournament.", {
      player_name: ['string', 'Full name of the player.'],
      section: ['string', 'Tournament section.', { enum: SECTIONS }],
      'rating?': ['integer', "The player's current rating, if they have one."],
    }),
    tool('record_game_result', 'Records the result of one tournament game.', {
      white: ['string', 'Player who had the white pieces.'],
      black: ['string', 'Player who had the black pieces.'],
      result: ['string', 'How the game ended.', { enum: ['white_win', 'black_win', 'draw'] }],
      round: ['integer', 'Tournament round the game belongs to.'],
    }),
    tool('get_player_rating', "Looks up a player's rating on one of the club's rating lists.", {
      player_name: ['string', 'Full name of the player.'],
      'rating_list?': ['string', 'Which list.', { enum: ['classical', 'rapid', 'blitz'], default: 'classical' }],
    }),
    tool('book_club_board', 'Reserves boards in the club room for casual play.', {
      member_name: ['string', 'Member making the booking.'],
      booking_date: ['string', 'Day of the booking, YYYY-MM-DD.'],
      start_time: ['string', 'From when, HH:MM (24-hour).'],
      'boards?': ['integer', 'How many boards.', { default: 1 }],
    }),
    tool('set_clock_control', 'Sets the time control on the chess clock of one tournament board.', {
      board_number: ['integer', 'Number of the board.'],
      base_minutes: ['integer', 'Minutes each player starts with.'],
      'increment_seconds?': ['integer', 'Seconds added after each move.', { default: 0 }],
    }),
  ],
  cases: [
    [
      'simple',
      'Register Tomasz Wielgosz in the veterans section; his rating is 1875.',
      ['register_chess_entrant', { player_name: 'Tomasz Wielgosz', section: 'veterans', rating: 1875 }],
    ],
    [
      'simple',
      "What's Ingrid Solvik's blitz rating?",
      ['get_player_rating', { player_name: 'Ingrid Solvik', rating_list: 'blitz' }],
    ],
    [
      'simple',
      'Set board 7 to ninety minutes with a thirty-second increment.',
      ['set_clock_control', { board_number: 7, base_minutes: 90, increment_seconds: 30 }],
    ],
    [
      'simple',
      "I'd like two boards at the club on Saturday 23 January 2027 from 6 pm. The name is Farid Okonkwo-Lisle.",
      [
        'book_club_board',
        { member_name: 'Farid Okonkwo-Lisle', booking_date: '2027-01-23', start_time: '18:00', boards: 2 },
      ],
    ],
    [
      'multiple',
      'Round 4: Ingrid Solvik had white against Tomasz Wielgosz and won.',
      ['record_game_result', { white: 'Ingrid Solvik', black: 'Tomasz Wielgosz', result: 'white_win', round: 4 }],
    ],
    [
      'multiple',
      "Please enter young Esme Varga in the junior section. She doesn't have a rating yet.",
      ['register_chess_entrant', { player_name: 'Esme Varga', section: 'junior' }],
    ],
    [
      'multiple',
      'look up the rapid rating of Farid Okonkwo-Lisle',
      ['get_player_rating', { player_name: 'Farid Okonkwo-Lisle', rating_list: 'rapid' }],
    ],
    [
      'parallel',
      'Round 2 results: Varga (white) drew with Solvik; Wielgosz, playing black, beat Okonkwo-Lisle.',
      ['record_game_result', { white: 'Varga', black: 'Solvik', result: 'draw', round: 2 }],
      ['record_game_result', { white: 'Okonkwo-Lisle', black: 'Wielgosz', result: 'black_win', round: 2 }],
    ],
    [
      'parallel',
      'Set boards 1, 2 and 3 to 25 minutes plus 10 seconds a move.',
      ['set_clock_control', { board_number: 1, base_minutes: 25, increment_seconds: 10 }],
      ['set_clock_control', { board_number: 2, base_minutes: 25, increment_seconds: 10 }],
      ['set_clock_control', { board_number: 3, base_minutes: 25, increment_seconds: 10 }],
    ],
    [
      'parallel',
      'Can I have the classical ratings of Halima Brecke, Oskar Lindqvist-Moe and Rui Tanabe?',
      ['get_player_rating', { player_name: 'Halima Brecke' }],
      ['get_player_rating', { player_name: 'Oskar Lindqvist-Moe' }],
      ['get_player_rating', { player_name: 'Rui Tanabe' }],
    ],
    [
      'parallel_multiple',
      'Sign up Halima Brecke and Rui Tanabe for the open section, rated 1720 and 1980 respectively, and then put board 12 on a fifteen-minute clock.',
      ['register_chess_entrant', { player_name: 'Halima Brecke', section: 'open', rating: 1720 }],
      ['register_chess_entrant', { player_name: 'Rui Tanabe', section: 'open', rating: 1980 }],
      ['set_clock_control', { board_number: 12, base_minutes: 15 }],
    ],
    [
      'parallel_multiple',
      "Book a board on 2027-02-14 at 19:30 for Oskar Lindqvist-Moe, and one at the same time for Rui Tanabe. Also, what's Oskar's rapid rating?",
      ['book_club_board', { member_name: 'Oskar Lindqvist-Moe', booking_date: '2027-02-14', start_time: '19:30' }],
      ['book_club_board', { member_name: 'Rui Tanabe', booking_date: '2027-02-14', start_time: '19:30' }],
      ['get_player_rating', { player_name: alt('Oskar Lindqvist-Moe', 'Oskar'), rating_list: 'rapid' }],
    ],
    [
      'parallel_multiple',
      'Round 5: Brecke beat Tanabe with the white pieces, and Lindqvist-Moe drew with Varga, Lindqvist-Moe having white. After that, set board 3 to 60 minutes with a 5 second increment, and board 4 the same.',
      ['record_game_result', { white: 'Brecke', black: 'Tanabe', result: 'white_win', round: 5 }],
      ['record_game_result', { white: 'Lindqvist-Moe', black: 'Varga', result: 'draw', round: 5 }],
      ['set_clock_control', { board_number: 3, base_minutes: 60, increment_seconds: 5 }],
      ['set_clock_control', { board_number: 4, base_minutes: 60, increment_seconds: 5 }],
    ],
    [
      'parallel_multiple',
      'What are the blitz ratings of Ingrid Solvik and Tomasz Wielgosz? Register both of them in the open section as well.',
      ['get_player_rating', { player_name: 'Ingrid Solvik', rating_list: 'blitz' }],
      ['get_player_rating', { player_name: 'Tomasz Wielgosz', rating_list: 'blitz' }],
      ['register_chess_entrant', { player_name: 'Ingrid Solvik', section: 'open' }],
      ['register_chess_entrant', { player_name: 'Tomasz Wielgosz', section: 'open' }],
    ],
    ['irrelevance', 'Which opening should I play against the Sicilian?'],
    ['irrelevance', 'Go through my last game and tell me where I blundered.'],
  ],
};

const SESSIONS = ['sunrise', 'evening'];

export const balloonRides: DomainSpec = {
  name: 'balloon rides',
  tools: [
    tool('book_balloon_flight', 'Books seats in the basket of a hot-air balloon flight.', {
      lead_passenger: ['string', 'Name the booking is under.'],
      flight_date: ['string', 'Date of the flight, YYYY-MM-DD.'],
      passengers: ['integer', 'Number of people flying, the lead passenger included.'],
      launch_site: ['string', 'Field the balloon launches from.'],
      'session?': ['string', 'Morning or evening flight.', { enum: SESSIONS, default: 'sunrise' }],
    }),
    tool('check_launch_conditions', 'Forecasts wind and visibility for a launch at one site.', {
      launch_site: ['string', 'Field the balloon would launch from.'],
      check_date: ['string', 'Day of the launch, YYYY-MM-DD.'],
      'session?': ['string', 'Morning or evening launch.', { enum: SESSIONS, default: 'sunrise' }],
    }),
    tool('reserve_chase_vehicle', 'Reserves the ground vehicle that follows the balloon and brings everyone back.', {
      flight_date: ['string', 'Date of the flight, YYYY-MM-DD.'],
      seats: ['integer', 'Seats needed in the vehicle.'],
      'driver?': ['string', 'Name of the driver, if one is wanted.'],
    }),
    tool('issue_flight_certificate', 'Prints the souvenir certificate for one passenger of a past flight.', {
      passenger_name: ['string', 'Name printed on the certificate.'],
      flight_date: ['string', 'Date of the flight, YYYY-MM-DD.'],
      'altitude_feet?': ['integer', 'Highest altitude reached, in feet.'],
    }),
  ],
  cases: [
    [
      'simple',
      'Are conditions OK for an evening launch at Corrow Meadow on 22 August 2027?',
      ['check_launch_conditions', { launch_site: 'Corrow Meadow', check_date: '2027-08-22', session: 'evening' }],
    ],
    [
      'simple',
      'Print a flight certificate for Beatrix Nolloth, who flew on 2027-07-11 and got up to 3,200 feet.',
      [
        'issue_flight_certificate',
        { passenger_name: 'Beatrix Nolloth', flight_date: '2027-07-11', altitude_feet: 3200 },
      ],
    ],
    [
      'simple',
      'Reserve a chase vehicle with 5 seats for the flight on September 4th, 2027.',
      ['reserve_chase_vehicle', { flight_date: '2027-09-04', seats: 5 }],
    ],
    [
      'simple',
      'Book a sunrise flight from Ashlow Down for four people on 06/13/2027, lead passenger Cormac Tiernan-Bly.',
      [
        'book_balloon_flight',
        {
          lead_passenger: 'Cormac Tiernan-Bly',
          flight_date: '2027-06-13',
          passengers: 4,
          launch_site: 'Ashlow Down',
        },
      ],
    ],
    [
      'multiple',
      'Cormac Tiernan-Bly wants to take his partner up on an evening flight from Corrow Meadow on 1 October 2027. Book it for the two of them.',
      [
        'book_balloon_flight',
        {
          lead_passenger: 'Cormac Tiernan-Bly',
          flight_date: '2027-10-01',
          passengers: 2,
          launch_site: 'Corrow Meadow',
          session: 'evening',
        },
      ],
    ],
    [
      'multiple',
      'Can we launch from Ashlow Down at sunrise on the fifth of May, 2027?',
      ['check_launch_conditions', { launch_site: 'Ashlow Down', check_date: '2027-05-05' }],
    ],
    [
      'multiple',
      'I need a chase vehicle on 2027-08-22 with seven seats; put Dorrit Feyne behind the wheel.',
      ['reserve_chase_vehicle', { flight_date: '2027-08-22', seats: 7, driver: 'Dorrit Feyne' }],
    ],
    [
      'parallel',
      'Certificates for the 3 July 2027 flight, please:\n- Beatrix Nolloth\n- Ansel Marrow\n- Teodora Quill',
      ['issue_flight_certificate', { passenger_name: 'Beatrix Nolloth', flight_date: '2027-07-03' }],
      ['issue_flight_certificate', { passenger_name: 'Ansel Marrow', flight_date: '2027-07-03' }],
      ['issue_flight_certificate', { passenger_name: 'Teodora Quill', flight_date: '2027-07-03' }],
    ],
    [
      'parallel',
      'Check sunrise conditions at Corrow Meadow for the 18th, 19th and 20th of June 2027.',
      ['check_launch_conditions', { launch_site: 'Corrow Meadow', check_date: '2027-06-18' }],
      ['check_launch_conditions', { launch_site: 'Corrow Meadow', check_date: '2027-06-19' }],
      ['check_launch_conditions', { launch_site: 'Corrow Meadow', check_date: '2027-06-20' }],
    ],
    [
      'parallel',
      "Two flights from Ashlow Down on 2027-10-09: a sunrise one for Ansel Marrow's group of six, and an evening one for Teodora Quill and three friends.",
      [
        'book_balloon_flight',
        { lead_passenger: 'Ansel Marrow', flight_date: '2027-10-09', passengers: 6, launch_site: 'Ashlow Down' },
      ],
      [
        'book_balloon_flight',
        {
          lead_passenger: 'Teodora Quill',
          flight_date: '2027-10-09',
          passengers: 4,
          launch_site: 'Ashlow Down',
          session: 'evening',
        },
      ],
    ],
    [
      'parallel_multiple',
      'Book Beatrix Nolloth (3 passengers) and Ansel Marrow (2 passengers) on the sunrise flight from Corrow Meadow on 14 August 2027, and reserve a chase vehicle with eight seats for that day.',
      [
        'book_balloon_flight',
        { lead_passenger: 'Beatrix Nolloth', flight_date: '2027-08-14', passengers: 3, launch_site: 'Corrow Meadow' },
      ],
      [
        'book_balloon_flight',
        { lead_passenger: 'Ansel Marrow', flight_date: '2027-08-14', passengers: 2, launch_site: 'Corrow Meadow' },
      ],
      ['reserve_chase_vehicle', { flight_date: '2027-08-14', seats: 8 }],
    ],
    [
      'parallel_multiple',
      'Check the conditions at both Ashlow Down and Corrow Meadow for the evening of Saturday, 25 September 2027. Also reserve a 6-seat chase vehicle for the same date.',
      ['check_launch_conditions', { launch_site: 'Ashlow Down', check_date: '2027-09-25', session: 'evening' }],
      ['check_launch_conditions', { launch_site: 'Corrow Meadow', check_date: '2027-09-25', session: 'evening' }],
      ['reserve_chase_vehicle', { flight_date: '2027-09-25', seats: 6 }],
    ],
    [
      'parallel_multiple',
      'Issue certificates to Cormac Tiernan-Bly and Dorrit Feyne for their flight on 2027-05-30; they reached two thousand eight hundred feet. Then book Dorrit a sunrise flight for one from Ashlow Down on 2027-06-27.',
      [
        'issue_flight_certificate',
        { passenger_name: 'Cormac Tiernan-Bly', flight_date: '2027-05-30', altitude_feet: 2800 },
      ],
      ['issue_flight_certificate', { passenger_name: 'Dorrit Feyne', flight_date: '2027-05-30', altitude_feet: 2800 }],
      [
        'book_balloon_flight',
        {
          lead_passenger: alt('Dorrit Feyne', 'Dorrit'),
          flight_date: '2027-06-27',
          passengers: 1,
          launch_site: 'Ashlow Down',
        },
      ],
    ],
    [
      'parallel_multiple',
      'Chase vehicles: four seats on 2 July 2027 and six on 3 July 2027. Then check sunrise conditions at Ashlow Down for both days.',
      ['reserve_chase_vehicle', { flight_date: '2027-07-02', seats: 4 }],
      ['reserve_chase_vehicle', { flight_date: '2027-07-03', seats: 6 }],
      ['check_launch_conditions', { launch_site: 'Ashlow Down', check_date: '2027-07-02' }],
      ['check_launch_conditions', { launch_site: 'Ashlow Down', check_date: '2027-07-03' }],
    ],
    ['irrelevance', 'How hot does the air inside the envelope get during a flight?'],
    ['irrelevance', 'What should I wear for a sunrise balloon flight in autumn?'],
  ],
};

const RINKS = ['main', 'practice'];

export const iceRink: DomainSpec = {
  name: 'ice rink',
  tools: [
    tool('book_ice_time', 'Books ice time on the main rink for a club or group.', {
      group_name: ['string', 'Name of the club or group.'],
      session_date: ['string', 'Day of the session, YYYY-MM-DD.'],
      start_time: ['string', 'Start of the session, HH:MM (24-hour).'],
      minutes: ['integer', 'Length of the session in minutes.'],
      'half_rink?': ['boolean', 'Book only half of the ice.', { default: false }],
    }),
    tool('rent_skates', 'Rents a pair of skates to a customer.', {
      customer_name: ['string', 'Name of the customer.'],
      boot_size: ['float', 'Boot size (UK), halves allowed.'],
      skate_type: ['string', 'Kind of skate.', { enum: ['figure', 'hockey', 'recreational'] }],
    }),
    tool('schedule_resurfacing', 'Schedules the ice resurfacer on one rink.', {
      rink: ['string', 'Which rink.', { enum: RINKS }],
      resurface_date: ['string', 'Day, YYYY-MM-DD.'],
      resurface_time: ['string', 'Time, HH:MM (24-hour).'],
    }),
    tool('enrol_skating_class', 'Enrols a skater in a term of group lessons.', {
      skater_name: ['string', 'Name of the skater.'],
      level: ['string', 'Class level.', { enum: ['tots', 'basic_1', 'basic_2', 'advanced', 'adult_beginner'] }],
      term_start_date: ['string', 'First day of the term, YYYY-MM-DD.'],
    }),
    tool('set_rink_temperature', 'Sets the target ice temperature of one rink.', {
      rink: ['string', 'Which rink.', { enum: RINKS }],
      celsius: ['float', 'Ice temperature in degrees Celsius (below zero).'],
    }),
  ],
  cases: [
    [
      'simple',
      "Set the practice rink's ice to minus 5.5 degrees.",
      ['set_rink_temperature', { rink: 'practice', celsius: -5.5 }],
    ],
    [
      'simple',
      'Rent hockey skates in size nine and a half for Benedikt Orrow.',
      ['rent_skates', { customer_name: 'Benedikt Orrow', boot_size: 9.5, skate_type: 'hockey' }],
    ],
    [
      'simple',
      'Enrol Maisie Dalgarno in Basic 2, starting January 10, 2027.',
      ['enrol_skating_class', { skater_name: 'Maisie Dalgarno', level: 'basic_2', term_start_date: '2027-01-10' }],
    ],
    [
      'simple',
      'The Kestrel Lane Curlers want the ice for 2 hours on 2027-02-27 from 7 in the evening.',
      [
        'book_ice_time',
        { group_name: 'Kestrel Lane Curlers', session_date: '2027-02-27', start_time: '19:00', minutes: 120 },
      ],
    ],
    [
      'multiple',
      'Resurface the main rink at 13:45 on 3 March 2027.',
      ['schedule_resurfacing', { rink: 'main', resurface_date: '2027-03-03', resurface_time: '13:45' }],
    ],
    [
      'multiple',
      'My son Arlo Vendt would like figure skates, size 4.',
      ['rent_skates', { customer_name: 'Arlo Vendt', boot_size: 4, skate_type: 'figure' }],
    ],
    [
      'multiple',
      'Book half the rink for the Thistlebrook Juniors on Sunday 7 March 2027, 8:15 am, for 45 minutes.',
      [
        'book_ice_time',
        {
          group_name: 'Thistlebrook Juniors',
          session_date: '2027-03-07',
          start_time: '08:15',
          minutes: 45,
          half_rink: true,
        },
      ],
    ],
    [
      'parallel',
      'Resurface the practice rink at 10:00, 14:00 and 18:30 on 2027-01-16.',
      ['schedule_resurfacing', { rink: 'practice', resurface_date: '2027-01-16', resurface_time: '10:00' }],
      ['schedule_resurfacing', { rink: 'practice', resurface_date: '2027-01-16', resurface_time: '14:00' }],
      ['schedule_resurfacing', { rink: 'practice', resurface_date: '2027-01-16', resurface_time: '18:30' }],
    ],
    [
      'parallel',
      'Enrol Arlo Vendt in tots and his mum Greta Vendt in adult beginner, both from 2027-04-05.',
      ['enrol_skating_class', { skater_name: 'Arlo Vendt', level: 'tots', term_start_date: '2027-04-05' }],
      ['enrol_skating_class', { skater_name: 'Greta Vendt', level: 'adult_beginner', term_start_date: '2027-04-05' }],
    ],
    [
      'parallel',
      'Recreational skates, please. Size 7 for Ines Castellane, size 10 for Bram Ostrowe.',
      ['rent_skates', { customer_name: 'Ines Castellane', boot_size: 7, skate_type: 'recreational' }],
      ['rent_skates', { customer_name: 'Bram Ostrowe', boot_size: 10, skate_type: 'recreational' }],
    ],
    [
      'parallel_multiple',
      'Set the main rink to -4 °C and the practice rink to -6 °C, then schedule a resurface of the main rink at half past twelve on 20 February 2027.',
      ['set_rink_temperature', { rink: 'main', celsius: -4 }],
      ['set_rink_temperature', { rink: 'practice', celsius: -6 }],
      ['schedule_resurfacing', { rink: 'main', resurface_date: '2027-02-20', resurface_time: '12:30' }],
    ],
    [
      'parallel_multiple',
      'Book ice for the Kestrel Lane Curlers on 2027-03-13 at 18:00 and again on 2027-03-20 at the same time, ninety minutes each. Also enrol Ines Castellane in the advanced class starting 2027-03-15.',
      [
        'book_ice_time',
        { group_name: 'Kestrel Lane Curlers', session_date: '2027-03-13', start_time: '18:00', minutes: 90 },
      ],
      [
        'book_ice_time',
        { group_name: 'Kestrel Lane Curlers', session_date: '2027-03-20', start_time: '18:00', minutes: 90 },
      ],
      ['enrol_skating_class', { skater_name: 'Ines Castellane', level: 'advanced', term_start_date: '2027-03-15' }],
    ],
    [
      'parallel_multiple',
      "Hockey skates for the Thistlebrook Juniors' three coaches: Pavel Dunmore takes a size 11, Sigrun Hale an 8 and Tobin Ackerly a 10.5. And book half the rink for the Thistlebrook Juniors at 6:30 am on 28 February 2027 for an hour.",
      ['rent_skates', { customer_name: 'Pavel Dunmore', boot_size: 11, skate_type: 'hockey' }],
      ['rent_skates', { customer_name: 'Sigrun Hale', boot_size: 8, skate_type: 'hockey' }],
      ['rent_skates', { customer_name: 'Tobin Ackerly', boot_size: 10.5, skate_type: 'hockey' }],
      [
        'book_ice_time',
        {
          group_name: 'Thistlebrook Juniors',
          session_date: '2027-02-28',
          start_time: '06:30',
          minutes: 60,
          half_rink: true,
        },
      ],
    ],
    [
      'parallel_multiple',
      "Today's resurfacing, 2027-01-09: main rink at 11 am and again at 4 pm. Set the main rink's temperature to minus four and a half as well.",
      ['schedule_resurfacing', { rink: 'main', resurface_date: '2027-01-09', resurface_time: '11:00' }],
      ['schedule_resurfacing', { rink: 'main', resurface_date: '2027-01-09', resurface_time: '16:00' }],
      ['set_rink_temperature', { rink: 'main', celsius: -4.5 }],
    ],
    ['irrelevance', 'How do I sharpen figure skates at home?'],
    ['irrelevance', "What's the best way for a beginner to stop on the ice?"],
  ],
};
