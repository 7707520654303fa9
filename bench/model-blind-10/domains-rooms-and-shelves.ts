// Blind set 10, domains 3-4: a home energy app and a mobile library, conversations written without reading the mock model.
import { alt, tool } from '../model-heldout/build.ts';
import { answer, called, calledEach, user, type ConversationDomain } from './conversation.ts';

const ROOMS = { enum: ['living_room', 'kitchen', 'bedroom', 'study', 'hallway'] };

const temperature = (room: string, value: number) => ({ room, temperature: value, unit: 'celsius' });

export const homeEnergy: ConversationDomain = {
  name: 'home energy',
  system: 'You are Hearthwise, the assistant of a home heating and energy app. Answer briefly.',
  tools: [
    tool('get_room_temperature', "Read the current temperature from a room's sensor.", {
      room: ['string', 'The room.', ROOMS],
      'unit?': ['string', 'Unit to report in.', { enum: ['celsius', 'fahrenheit'], default: 'celsius' }],
    }),
    tool('set_heating_schedule', 'Heat a room to a target temperature between two times.', {
      room: ['string', 'The room.', ROOMS],
      target_c: ['float', 'Target temperature in degrees Celsius.'],
      start_time: ['string', 'Time the heating comes on, HH:MM (24-hour).'],
      end_time: ['string', 'Time it goes off, HH:MM (24-hour).'],
      'days?': ['string', 'Which days.', { enum: ['every_day', 'weekdays', 'weekends'], default: 'every_day' }],
    }),
    tool('get_tariff_rates', 'Unit prices for electricity or gas through one day, slot by slot.', {
      date: ['string', 'The day, YYYY-MM-DD.'],
      'fuel?': ['string', 'Which fuel.', { enum: ['electricity', 'gas'], default: 'electricity' }],
    }),
    tool('schedule_appliance_run', 'Start a smart appliance at a set time.', {
      appliance: [
        'string',
        'The appliance.',
        { enum: ['washing_machine', 'dishwasher', 'tumble_dryer', 'ev_charger'] },
      ],
      start_time: ['string', 'Start time, HH:MM (24-hour).'],
      'run_date?': ['string', 'Day to run it, YYYY-MM-DD; the next time the start time comes round when left out.'],
      'eco_mode?': ['boolean', 'Run the slower, lower-power programme.', { default: false }],
    }),
  ],
  conversations: [
    {
      reading: 'follow_up',
      kind: 'simple',
      language: 'en',
      system: true,
      history: [
        user('How warm is the living room?'),
        called('get_room_temperature', { room: 'living_room' }, temperature('living_room', 19.5)),
        answer('The living room is at 19.5 °C.'),
      ],
      ask: 'How about in Fahrenheit?',
      calls: [['get_room_temperature', { room: 'living_room', unit: 'fahrenheit' }]],
    },
    {
      reading: 'follow_up',
      kind: 'simple',
      language: 'ko',
      history: [
        user('What are the electricity rates on 2027-01-18?'),
        called(
          'get_tariff_rates',
          { date: '2027-01-18' },
          {
            date: '2027-01-18',
            fuel: 'electricity',
            slots: [
              { start: '00:00', end: '07:00', pence_per_kwh: 13.5 },
              { start: '07:00', end: '24:00', pence_per_kwh: 27.1 },
            ],
          },
        ),
        answer(
          'On 18 January 2027 electricity costs 13.5p per kWh from midnight to 7am and 27.1p for the rest of the day.',
        ),
      ],
      ask: '가스 요금은요?',
      calls: [['get_tariff_rates', { date: '2027-01-18', fuel: 'gas' }]],
    },
    {
      reading: 'follow_up',
      kind: 'parallel',
      language: 'en',
      system: true,
      history: [
        user("What's the temperature in the bedroom?"),
        called('get_room_temperature', { room: 'bedroom' }, temperature('bedroom', 17)),
        answer('The bedroom is at 17 °C.'),
      ],
      ask: 'And in the kitchen and the study?',
      calls: [
        ['get_room_temperature', { room: 'kitchen' }],
        ['get_room_temperature', { room: 'study' }],
      ],
    },
    {
      reading: 'follow_up',
      kind: 'multiple',
      language: 'en',
      history: [
        user('Heat the bedroom to 18 degrees from 6:30 to 8 on weekdays.'),
        called(
          'set_heating_schedule',
          { room: 'bedroom', target_c: 18, start_time: '06:30', end_time: '08:00', days: 'weekdays' },
          { ok: true, room: 'bedroom', target_c: 18, start_time: '06:30', end_time: '08:00', days: 'weekdays' },
        ),
        answer('Done: the bedroom will heat to 18 °C from 06:30 to 08:00 on weekdays.'),
      ],
      ask: 'Do the same for weekends, but from 8:30 to 10 and a bit warmer, 19.5.',
      calls: [
        [
          'set_heating_schedule',
          { room: 'bedroom', target_c: 19.5, start_time: '08:30', end_time: '10:00', days: 'weekends' },
        ],
      ],
    },
    {
      reading: 'from_result',
      kind: 'multiple',
      language: 'en',
      system: true,
      history: [
        user('When is electricity cheapest on 2027-03-09?'),
        called(
          'get_tariff_rates',
          { date: '2027-03-09' },
          {
            date: '2027-03-09',
            fuel: 'electricity',
            slots: [
              { start: '00:00', end: '01:00', pence_per_kwh: 24.6 },
              { start: '01:00', end: '05:00', pence_per_kwh: 11.2 },
              { start: '05:00', end: '16:00', pence_per_kwh: 24.6 },
              { start: '16:00', end: '19:00', pence_per_kwh: 38.9 },
              { start: '19:00', end: '24:00', pence_per_kwh: 24.6 },
            ],
          },
        ),
        answer('The cheapest rate that day is 11.2p per kWh, in the early hours.'),
      ],
      ask: 'Start the dishwasher when that cheap rate begins, on eco.',
      calls: [
        [
          'schedule_appliance_run',
          { appliance: 'dishwasher', start_time: '01:00', run_date: alt('2027-03-09', ''), eco_mode: true },
        ],
      ],
    },
    {
      reading: 'from_result',
      kind: 'multiple',
      language: 'pl',
      history: [
        user('Are any of the rooms cold at the moment?'),
        calledEach(
          ['get_room_temperature', { room: 'living_room' }, temperature('living_room', 21)],
          ['get_room_temperature', { room: 'kitchen' }, temperature('kitchen', 19.5)],
          ['get_room_temperature', { room: 'bedroom' }, temperature('bedroom', 19)],
          ['get_room_temperature', { room: 'study' }, temperature('study', 16.5)],
          ['get_room_temperature', { room: 'hallway' }, temperature('hallway', 20)],
        ),
        answer('Most rooms are between 19 and 21 °C, but one is down at 16.5 °C.'),
      ],
      ask: 'Ustaw w tym najzimniejszym pokoju ogrzewanie na 20 stopni od 17:00 do 22:00.',
      calls: [['set_heating_schedule', { room: 'study', target_c: 20, start_time: '17:00', end_time: '22:00' }]],
    },
    {
      reading: 'from_result',
      kind: 'simple',
      language: 'en',
      history: [
        user('Heat the bedroom to 26 from 21:00 to 23:00.'),
        called(
          'set_heating_schedule',
          { room: 'bedroom', target_c: 26, start_time: '21:00', end_time: '23:00' },
          { ok: false, error: 'target above the limit set for this room', room: 'bedroom', max_target_c: 24 },
        ),
        answer("I couldn't set that: 26 °C is above the limit set for the bedroom."),
      ],
      ask: 'Fine, use the highest it allows then.',
      calls: [['set_heating_schedule', { room: 'bedroom', target_c: 24, start_time: '21:00', end_time: '23:00' }]],
    },
    {
      reading: 'new_task',
      kind: 'multiple',
      language: 'en',
      system: true,
      history: [
        user('Is the hallway warm yet?'),
        called('get_room_temperature', { room: 'hallway' }, temperature('hallway', 18)),
        answer('The hallway is at 18 °C.'),
      ],
      ask: 'OK. Something else: run the washing machine at 23:15 tonight.',
      calls: [['schedule_appliance_run', { appliance: 'washing_machine', start_time: '23:15' }]],
    },
    {
      reading: 'new_task',
      kind: 'multiple',
      language: 'pl',
      history: [
        user('Start the tumble dryer at 14:00.'),
        called(
          'schedule_appliance_run',
          { appliance: 'tumble_dryer', start_time: '14:00' },
          { ok: true, appliance: 'tumble_dryer', start_time: '14:00', eco_mode: false },
        ),
        answer('The tumble dryer will start at 14:00.'),
      ],
      ask: 'Dzięki. A ile teraz jest stopni w sypialni?',
      calls: [['get_room_temperature', { room: 'bedroom' }]],
    },
    {
      reading: 'nothing',
      kind: 'irrelevance',
      language: 'en',
      history: [
        user("What's the living room at now?"),
        called('get_room_temperature', { room: 'living_room' }, temperature('living_room', 21.5)),
        answer('The living room is at 21.5 °C.'),
      ],
      ask: "So is it warmer than yesterday's 19°?",
      calls: [],
    },
    {
      reading: 'nothing',
      kind: 'irrelevance',
      language: 'ko',
      system: true,
      history: [
        user('Charge the car from 01:30 on 2027-04-11, in eco mode.'),
        called(
          'schedule_appliance_run',
          { appliance: 'ev_charger', start_time: '01:30', run_date: '2027-04-11', eco_mode: true },
          { ok: true, appliance: 'ev_charger', start_time: '01:30', run_date: '2027-04-11', eco_mode: true },
        ),
        answer('The charger will start at 01:30 on 11 April 2027, in eco mode.'),
      ],
      ask: '잘됐네요, 고마워요!',
      calls: [],
    },
    {
      reading: 'nothing',
      kind: 'irrelevance',
      language: 'en',
      history: [
        user('Gas rates for 2027-02-02?'),
        called(
          'get_tariff_rates',
          { date: '2027-02-02', fuel: 'gas' },
          { date: '2027-02-02', fuel: 'gas', slots: [{ start: '00:00', end: '24:00', pence_per_kwh: 6.9 }] },
        ),
        answer('Gas is a flat 6.9p per kWh all day on 2 February 2027.'),
      ],
      ask: 'By the way, do you reckon a heat pump is worth it in an old terraced house?',
      calls: [],
    },
  ],
};

const STOPS = { enum: ['Ashby Green', 'Fenwick Crossroads', 'Holt Mill', 'Saltmarsh Lane', 'Quarry Row'] };
const CARD = ['string', "The reader's library card number, e.g. 'MLV-100200'."] as [string, string];

export const mobileLibrary: ConversationDomain = {
  name: 'mobile library',
  system: 'You help readers of the Wetherdale mobile library van with the catalogue and their loans.',
  tools: [
    tool('search_van_catalogue', 'Search the mobile library catalogue by title, author or subject.', {
      query: ['string', 'Words to search for.'],
      'format?': [
        'string',
        'Only items in this format.',
        { enum: ['book', 'large_print', 'audiobook', 'dvd'], default: 'book' },
      ],
    }),
    tool('place_item_hold', 'Reserve an item so the van brings it to a stop for the reader.', {
      item_id: ['string', "The item's ID from the catalogue, e.g. 'B-10422'."],
      card_number: CARD,
      pickup_stop: ['string', 'The van stop where the reader collects it.', STOPS],
    }),
    tool('renew_van_loan', 'Renew one item a reader has on loan for three more weeks.', {
      card_number: CARD,
      item_id: ['string', "The item's ID, e.g. 'B-10422'."],
    }),
    tool('list_card_loans', 'List what a library card has on loan, with due dates.', {
      card_number: CARD,
    }),
  ],
  conversations: [
    {
      reading: 'follow_up',
      kind: 'simple',
      language: 'en',
      system: true,
      history: [
        user('What have I got out? Card MLV-440871.'),
        called(
          'list_card_loans',
          { card_number: 'MLV-440871' },
          {
            card_number: 'MLV-440871',
            loans: [{ item_id: 'B-51220', title: "The Lighthouse Keeper's Cat", due: '2027-02-14', status: 'on_time' }],
          },
        ),
        answer("You have one book out, The Lighthouse Keeper's Cat, due back on 14 February 2027."),
      ],
      ask: "And my son's card, MLV-440882?",
      calls: [['list_card_loans', { card_number: 'MLV-440882' }]],
    },
    {
      reading: 'follow_up',
      kind: 'simple',
      language: 'en',
      history: [
        user("Have you got 'The Salt Orchard'?"),
        called(
          'search_van_catalogue',
          { query: 'The Salt Orchard' },
          { query: 'The Salt Orchard', format: 'book', results: [] },
        ),
        answer("There's no print copy of The Salt Orchard in the catalogue, I'm afraid."),
      ],
      ask: 'Is there an audiobook of it?',
      calls: [['search_van_catalogue', { query: alt('The Salt Orchard', 'Salt Orchard'), format: 'audiobook' }]],
    },
    {
      reading: 'follow_up',
      kind: 'parallel',
      language: 'ko',
      system: true,
      history: [
        user('Find me books by Marta Quillfeather.'),
        called(
          'search_van_catalogue',
          { query: 'Marta Quillfeather' },
          {
            query: 'Marta Quillfeather',
            format: 'book',
            results: [
              { item_id: 'B-30871', title: 'Under the Tithe Barn', author: 'Marta Quillfeather', available: true },
              { item_id: 'B-30904', title: 'Hollow Light', author: 'Marta Quillfeather', available: false },
            ],
          },
        ),
        answer("Two books by Marta Quillfeather: 'Under the Tithe Barn' (available) and 'Hollow Light' (on loan)."),
      ],
      ask: 'Ilse Brandvold하고 Kofi Asante-Marsh 책도 찾아봐 주세요.',
      calls: [
        ['search_van_catalogue', { query: 'Ilse Brandvold' }],
        ['search_van_catalogue', { query: 'Kofi Asante-Marsh' }],
      ],
    },
    {
      reading: 'follow_up',
      kind: 'multiple',
      language: 'en',
      history: [
        user('Please renew B-77310 on card MLV-440219.'),
        called(
          'renew_van_loan',
          { card_number: 'MLV-440219', item_id: 'B-77310' },
          { renewed: true, item_id: 'B-77310', new_due: '2027-04-06' },
        ),
        answer('Renewed: B-77310 is now due back on 6 April 2027.'),
      ],
      ask: 'Great, do the same for B-77342.',
      calls: [['renew_van_loan', { card_number: 'MLV-440219', item_id: 'B-77342' }]],
    },
    {
      reading: 'from_result',
      kind: 'multiple',
      language: 'en',
      system: true,
      history: [
        user('Can you check my loans? Card MLV-518804.'),
        called(
          'list_card_loans',
          { card_number: 'MLV-518804' },
          {
            card_number: 'MLV-518804',
            loans: [
              { item_id: 'B-60112', title: 'Winter on the Fells', due: '2027-02-10', status: 'on_time' },
              { item_id: 'B-59870', title: 'The Copper Kettle Mystery', due: '2027-01-27', status: 'overdue' },
            ],
          },
        ),
        answer('You have two books out, and one of them is overdue.'),
      ],
      ask: 'Oops. Renew the overdue one, please.',
      calls: [['renew_van_loan', { card_number: 'MLV-518804', item_id: 'B-59870' }]],
    },
    {
      reading: 'from_result',
      kind: 'multiple',
      language: 'pl',
      history: [
        user("My card is MLV-302117. Is 'Harbour Lights' available in large print?"),
        called(
          'search_van_catalogue',
          { query: 'Harbour Lights', format: 'large_print' },
          {
            query: 'Harbour Lights',
            format: 'large_print',
            results: [
              {
                item_id: 'LP-2044',
                title: 'Harbour Lights',
                author: 'Nessa Purcell',
                format: 'large_print',
                available: true,
              },
            ],
          },
        ),
        answer('Yes, Harbour Lights by Nessa Purcell is available in large print.'),
      ],
      ask: 'Proszę ją dla mnie zarezerwować, odbiorę na przystanku Holt Mill.',
      calls: [['place_item_hold', { item_id: 'LP-2044', card_number: 'MLV-302117', pickup_stop: 'Holt Mill' }]],
    },
    {
      reading: 'from_result',
      kind: 'multiple',
      language: 'en',
      history: [
        user("Card MLV-207755 here. Do you have 'Tidewater' on DVD?"),
        called(
          'search_van_catalogue',
          { query: 'Tidewater', format: 'dvd' },
          {
            query: 'Tidewater',
            format: 'dvd',
            results: [
              { item_id: 'D-3391', title: 'Tidewater', format: 'dvd', available: false },
              { item_id: 'D-3398', title: "Tidewater (Director's Cut)", format: 'dvd', available: true },
            ],
          },
        ),
        answer("There are two: the original release, which is out on loan, and the director's cut, which is in."),
      ],
      ask: "Hold the one that's available, I'll pick it up at Quarry Row.",
      calls: [['place_item_hold', { item_id: 'D-3398', card_number: 'MLV-207755', pickup_stop: 'Quarry Row' }]],
    },
    {
      reading: 'new_task',
      kind: 'multiple',
      language: 'en',
      system: true,
      history: [
        user("What's on my card, MLV-611402?"),
        called(
          'list_card_loans',
          { card_number: 'MLV-611402' },
          {
            card_number: 'MLV-611402',
            loans: [{ item_id: 'B-48815', title: 'A Year of Hedgerows', due: '2027-03-01', status: 'on_time' }],
          },
        ),
        answer('Just one book, A Year of Hedgerows, due on 1 March 2027.'),
      ],
      ask: "Thanks. Could you also look for DVDs of 'Night Ferry'?",
      calls: [['search_van_catalogue', { query: 'Night Ferry', format: 'dvd' }]],
    },
    {
      reading: 'new_task',
      kind: 'simple',
      language: 'en',
      history: [
        user('Hold B-80021 on card MLV-600433 for pickup at Ashby Green.'),
        called(
          'place_item_hold',
          { item_id: 'B-80021', card_number: 'MLV-600433', pickup_stop: 'Ashby Green' },
          { hold_id: 'H-19044', item_id: 'B-80021', pickup_stop: 'Ashby Green', status: 'in_transit' },
        ),
        answer('Done: B-80021 will come to Ashby Green for you.'),
      ],
      ask: 'My wife wants something too: please hold A-11907 on her card, MLV-600468, for pickup at Fenwick Crossroads.',
      calls: [
        ['place_item_hold', { item_id: 'A-11907', card_number: 'MLV-600468', pickup_stop: 'Fenwick Crossroads' }],
      ],
    },
    {
      reading: 'nothing',
      kind: 'irrelevance',
      language: 'en',
      history: [
        user('Renew B-40550 on card MLV-390016, please.'),
        called(
          'renew_van_loan',
          { card_number: 'MLV-390016', item_id: 'B-40550' },
          { renewed: true, item_id: 'B-40550', new_due: '2027-03-23' },
        ),
        answer("All done, it's renewed for three more weeks."),
      ],
      ask: 'So when does it have to be back now?',
      calls: [],
    },
    {
      reading: 'nothing',
      kind: 'irrelevance',
      language: 'ko',
      system: true,
      history: [
        user("Is 'A Map of Small Rivers' on the van?"),
        called(
          'search_van_catalogue',
          { query: 'A Map of Small Rivers' },
          {
            query: 'A Map of Small Rivers',
            format: 'book',
            results: [
              {
                item_id: 'B-66503',
                title: 'A Map of Small Rivers',
                author: 'Halvard Osei-Lindqvist',
                available: true,
              },
            ],
          },
        ),
        answer("Yes, 'A Map of Small Rivers' is on the van and available."),
      ],
      ask: '그 책 작가는 누구예요?',
      calls: [],
    },
    {
      reading: 'nothing',
      kind: 'irrelevance',
      language: 'en',
      history: [
        user('Do you have anything on beekeeping?'),
        called(
          'search_van_catalogue',
          { query: 'beekeeping' },
          {
            query: 'beekeeping',
            format: 'book',
            results: [{ item_id: 'B-71208', title: 'The Quiet Hive', author: 'Dilys Marchbank', available: true }],
          },
        ),
        answer("There is one: 'The Quiet Hive' by Dilys Marchbank, and it's available."),
      ],
      ask: 'Ha, brilliant. Do you ever get to read any of these yourself?',
      calls: [],
    },
  ],
};
