// Blind set 9, domains 3-4: an amateur theatre and a beach hut hire office, written without reading the mock model.
import { alt, tool, type DomainSpec } from '../model-heldout/build.ts';

const LANTERN = alt('The Lantern Keeper', 'Lantern Keeper');
const TWELFTH_TIDE = 'Twelfth Tide';

export const amateurTheatre: DomainSpec = {
  name: 'amateur theatre',
  tools: [
    tool('reserve_show_seats', 'Reserve seats for one performance of a show.', {
      show_title: ['string', 'Title of the show.'],
      performance_date: ['string', 'Day of the performance, YYYY-MM-DD.'],
      seats: ['integer', 'Number of ordinary seats.'],
      'section?': [
        'string',
        'Part of the house: stalls downstairs, circle above, balcony at the top.',
        { enum: ['stalls', 'circle', 'balcony'], default: 'stalls' },
      ],
      'concession?': ['boolean', 'Reduced price for over-65s, students and members.', { default: false }],
      'wheelchair_spaces?': ['integer', 'Wheelchair spaces wanted besides the seats.', { default: 0 }],
    }),
    tool('sign_up_for_audition', 'Put an actor down for an audition slot.', {
      actor_name: ['string', 'Name of the person auditioning.'],
      production: ['string', 'Title of the production being cast.'],
      audition_date: ['string', 'Day of the audition, YYYY-MM-DD.'],
      slot_time: ['string', 'Start of the slot, HH:MM (24-hour).'],
      'role?': ['string', 'Part they want to read for.'],
      'email?': ['string', 'E-mail for the call-back.'],
    }),
    tool('hire_costume', 'Hire a costume from the wardrobe store.', {
      borrower_name: ['string', 'Name the hire is under.'],
      costume: ['string', 'The costume wanted, in a few words.'],
      size: ['string', 'Size of the costume.', { enum: ['child', 'small', 'medium', 'large', 'extra_large'] }],
      hire_days: ['integer', 'Number of days of hire.'],
    }),
    tool('book_rehearsal_room', 'Book a room or the stage for a rehearsal.', {
      room: [
        'string',
        'The space: green_room, main_stage, studio (the small black box) or scene_dock.',
        { enum: ['green_room', 'main_stage', 'studio', 'scene_dock'] },
      ],
      rehearsal_date: ['string', 'Day of the rehearsal, YYYY-MM-DD.'],
      start_time: ['string', 'Start time, HH:MM (24-hour).'],
      hours: ['float', 'Length of the booking in hours.'],
      'group_name?': ['string', 'Company or group the booking is for.'],
    }),
    tool('join_backstage_crew', 'Sign a volunteer up to a backstage or front-of-house team.', {
      volunteer_name: ['string', 'Name of the volunteer.'],
      department: [
        'string',
        'The team to join.',
        { enum: ['lighting', 'sound', 'set_building', 'wardrobe', 'front_of_house'] },
      ],
      email: ['string', 'E-mail of the volunteer.'],
      'production?': ['string', 'Title of the production they help on, if one.'],
      'has_first_aid?': ['boolean', 'Holds a current first-aid certificate.', { default: false }],
    }),
  ],
  cases: [
    [
      'simple',
      "Four seats up in the circle for 'The Lantern Keeper' on Saturday 13 March 2027, please — we're all over 65, so concessions.",
      [
        'reserve_show_seats',
        { show_title: LANTERN, performance_date: '2027-03-13', seats: 4, section: 'circle', concession: true },
      ],
    ],
    [
      'simple',
      "Hi! I'd love to read for Mrs Pettigrew in 'A Cuckoo in Quince Street'. Is the 11 am slot on 2 Feb 2027 still free? Bella-Rose Adeyemi-Finch (bella.rose@stagedoor.example)",
      [
        'sign_up_for_audition',
        {
          actor_name: 'Bella-Rose Adeyemi-Finch',
          production: 'A Cuckoo in Quince Street',
          audition_date: '2027-02-02',
          slot_time: '11:00',
          role: 'Mrs Pettigrew',
          email: 'bella.rose@stagedoor.example',
        },
      ],
    ],
    [
      'simple',
      "my son needs a pirate costume for the school play, he's 8 so a kids one. just for the long weekend, 3 days. put it under jo mbeki-tan",
      [
        'hire_costume',
        {
          borrower_name: alt('jo mbeki-tan', 'Jo Mbeki-Tan'),
          costume: alt('pirate costume', 'pirate', 'pirate outfit'),
          size: 'child',
          hire_days: 3,
        },
      ],
    ],
    [
      'simple',
      'The Tuesday Players would like the big stage itself for our tech run on 9 February 2027, from half past six till ten at night.',
      [
        'book_rehearsal_room',
        {
          room: 'main_stage',
          rehearsal_date: '2027-02-09',
          start_time: '18:30',
          hours: 3.5,
          group_name: alt('The Tuesday Players', 'Tuesday Players'),
        },
      ],
    ],
    [
      'multiple',
      "I'm handy with a drill and would like to help build the scenery for the spring panto. Sign me up: Lars Økland, lars.okland@plankmail.example. I did a first-aid course last year, if that helps.",
      [
        'join_backstage_crew',
        {
          volunteer_name: alt('Lars Økland', 'Lars Okland'),
          department: 'set_building',
          email: 'lars.okland@plankmail.example',
          production: alt('spring panto', 'the spring panto', 'panto', ''),
          has_first_aid: true,
        },
      ],
    ],
    [
      'multiple',
      "Is there a wheelchair space left for Thursday's 'Brass Tacks', 21 January 2027? I need that space plus one seat beside it for my carer, downstairs.",
      [
        'reserve_show_seats',
        { show_title: 'Brass Tacks', performance_date: '2027-01-21', seats: 1, wheelchair_spaces: 1 },
      ],
    ],
    [
      'parallel',
      'For our Victorian street scene we need three costumes for a week each: a chimney-sweep boy (child size), a policeman (large) and a flower seller (small). All under Rosalind Achebe.',
      [
        'hire_costume',
        {
          borrower_name: 'Rosalind Achebe',
          costume: alt('chimney-sweep boy', 'chimney sweep boy', 'chimney sweep'),
          size: 'child',
          hire_days: 7,
        },
      ],
      [
        'hire_costume',
        {
          borrower_name: 'Rosalind Achebe',
          costume: alt('policeman', 'Victorian policeman'),
          size: 'large',
          hire_days: 7,
        },
      ],
      [
        'hire_costume',
        {
          borrower_name: 'Rosalind Achebe',
          costume: alt('flower seller', 'Victorian flower seller'),
          size: 'small',
          hire_days: 7,
        },
      ],
    ],
    [
      'parallel',
      `Twins here! Could you put Mai and Linh Tran down for the '${TWELFTH_TIDE}' auditions on 6 March 2027 — Mai at 10:15 and Linh at 10:30?`,
      [
        'sign_up_for_audition',
        { actor_name: 'Mai Tran', production: TWELFTH_TIDE, audition_date: '2027-03-06', slot_time: '10:15' },
      ],
      [
        'sign_up_for_audition',
        { actor_name: 'Linh Tran', production: TWELFTH_TIDE, audition_date: '2027-03-06', slot_time: '10:30' },
      ],
    ],
    [
      'parallel',
      "Seats for 'The Lantern Keeper': 2 in the stalls on opening night, Thursday 11 March 2027; 6 in the balcony on the Friday for the youth club; and another two in the stalls for the Saturday matinee.",
      ['reserve_show_seats', { show_title: LANTERN, performance_date: '2027-03-11', seats: 2 }],
      ['reserve_show_seats', { show_title: LANTERN, performance_date: '2027-03-12', seats: 6, section: 'balcony' }],
      ['reserve_show_seats', { show_title: LANTERN, performance_date: '2027-03-13', seats: 2 }],
    ],
    [
      'parallel_multiple',
      "The Quarry Lane Players need, for 'Salt and Sorrel': the studio on 2027-04-05 from 19:00 for two hours, then the main stage on 2027-04-12 from 18:00 for three. Please also add Ngozi Eze-Blackwood to the lighting crew for that show (ngozi.eb@footlights.example).",
      [
        'book_rehearsal_room',
        {
          room: 'studio',
          rehearsal_date: '2027-04-05',
          start_time: '19:00',
          hours: 2,
          group_name: alt('The Quarry Lane Players', 'Quarry Lane Players'),
        },
      ],
      [
        'book_rehearsal_room',
        {
          room: 'main_stage',
          rehearsal_date: '2027-04-12',
          start_time: '18:00',
          hours: 3,
          group_name: alt('The Quarry Lane Players', 'Quarry Lane Players'),
        },
      ],
      [
        'join_backstage_crew',
        {
          volunteer_name: 'Ngozi Eze-Blackwood',
          department: 'lighting',
          email: 'ngozi.eb@footlights.example',
          production: 'Salt and Sorrel',
        },
      ],
    ],
    [
      'parallel_multiple',
      `Book me two seats in the stalls and three in the circle for 'Brass Tacks' on the twenty-second of January 2027, and sign my daughter Keziah Boateng up to audition for '${TWELFTH_TIDE}' on 6 March 2027 at quarter past two in the afternoon.`,
      ['reserve_show_seats', { show_title: 'Brass Tacks', performance_date: '2027-01-22', seats: 2 }],
      [
        'reserve_show_seats',
        { show_title: 'Brass Tacks', performance_date: '2027-01-22', seats: 3, section: 'circle' },
      ],
      [
        'sign_up_for_audition',
        { actor_name: 'Keziah Boateng', production: TWELFTH_TIDE, audition_date: '2027-03-06', slot_time: '14:15' },
      ],
    ],
    [
      'parallel_multiple',
      "Costume hire for Finlay O'Rourke-Banks: a gorilla suit in extra large for 2 days, as well as a bishop's robe in medium for five days. He'd also like to join front of house for the panto — finlay@redcurtain.example.",
      [
        'hire_costume',
        {
          borrower_name: alt("Finlay O'Rourke-Banks", 'Finlay ORourke-Banks'),
          costume: alt('gorilla suit', 'gorilla'),
          size: 'extra_large',
          hire_days: 2,
        },
      ],
      [
        'hire_costume',
        {
          borrower_name: alt("Finlay O'Rourke-Banks", 'Finlay ORourke-Banks'),
          costume: alt("bishop's robe", 'bishops robe', 'bishop robe'),
          size: 'medium',
          hire_days: 5,
        },
      ],
      [
        'join_backstage_crew',
        {
          volunteer_name: alt("Finlay O'Rourke-Banks", 'Finlay ORourke-Banks'),
          department: 'front_of_house',
          email: 'finlay@redcurtain.example',
          production: alt('the panto', 'panto', ''),
        },
      ],
    ],
    [
      'parallel_multiple',
      "We're the Kettle Street Youth Theatre. We'd like the green room and the scene dock on 17 and 18 April 2027 respectively, both from 10am for four hours each. Could you also reserve 12 concession seats in the stalls for 'The Lantern Keeper' on 19 March 2027 for our members?",
      [
        'book_rehearsal_room',
        {
          room: 'green_room',
          rehearsal_date: '2027-04-17',
          start_time: '10:00',
          hours: 4,
          group_name: alt('Kettle Street Youth Theatre', 'The Kettle Street Youth Theatre'),
        },
      ],
      [
        'book_rehearsal_room',
        {
          room: 'scene_dock',
          rehearsal_date: '2027-04-18',
          start_time: '10:00',
          hours: 4,
          group_name: alt('Kettle Street Youth Theatre', 'The Kettle Street Youth Theatre'),
        },
      ],
      ['reserve_show_seats', { show_title: LANTERN, performance_date: '2027-03-19', seats: 12, concession: true }],
    ],
    [
      'parallel_multiple',
      `Please put Oluwaseun Adebayo-Park down to read the Ferryman for '${TWELFTH_TIDE}' on 7 March 2027 at 1pm, and Greta van Leeuwen to read Marigold the same day at half one.\nGreta wants to join the wardrobe team too: greta.vl@needlework.example`,
      [
        'sign_up_for_audition',
        {
          actor_name: 'Oluwaseun Adebayo-Park',
          production: TWELFTH_TIDE,
          audition_date: '2027-03-07',
          slot_time: '13:00',
          role: alt('the Ferryman', 'Ferryman'),
        },
      ],
      [
        'sign_up_for_audition',
        {
          actor_name: 'Greta van Leeuwen',
          production: TWELFTH_TIDE,
          audition_date: '2027-03-07',
          slot_time: '13:30',
          role: 'Marigold',
        },
      ],
      [
        'join_backstage_crew',
        {
          volunteer_name: 'Greta van Leeuwen',
          department: 'wardrobe',
          email: 'greta.vl@needlework.example',
          production: alt(TWELFTH_TIDE, ''),
        },
      ],
    ],
    ['irrelevance', "Who wrote the novel that 'The Lantern Keeper' was adapted from?"],
    ['irrelevance', "Can I get my money back for Friday's tickets? I've come down with flu and can't make it."],
  ],
};

const PROMENADES = { enum: ['north_prom', 'south_prom', 'harbour_end'] };
const HUT_SIZES = { enum: ['standard', 'double'], default: 'standard' };

export const beachHutHire: DomainSpec = {
  name: 'beach hut hire',
  tools: [
    tool('rent_beach_hut', 'Rent a council beach hut for a run of days.', {
      hirer_name: ['string', 'Name of the person hiring.'],
      promenade: ['string', 'Stretch of seafront the hut is on.', PROMENADES],
      start_date: ['string', 'First day of the hire, YYYY-MM-DD.'],
      days: ['integer', 'Number of days.'],
      'hut_size?': ['string', 'Standard or double-width hut.', HUT_SIZES],
      'dog_friendly?': ['boolean', 'A hut where dogs are allowed.', { default: false }],
    }),
    tool('hire_beach_kit', 'Hire beach equipment for one day, dropped at a hut if given.', {
      item: ['string', 'What to hire.', { enum: ['deckchair', 'windbreak', 'parasol', 'bodyboard', 'sun_lounger'] }],
      quantity: ['integer', 'How many.'],
      hire_date: ['string', 'Day of the hire, YYYY-MM-DD.'],
      'hut_number?': ['string', 'Hut to drop the kit at, e.g. "27A".'],
    }),
    tool('report_beach_hut_damage', 'Report damage to a beach hut to the seafront office.', {
      hut_number: ['string', 'Number of the hut, e.g. "27A".'],
      damage: ['string', 'What is damaged, in a few words.'],
      'urgent?': ['boolean', 'True when it is unsafe or open to anyone.', { default: false }],
      'contact_email?': ['string', 'E-mail for updates.'],
    }),
    tool('join_hut_waiting_list', 'Join the waiting list for a beach hut of your own on a season lease.', {
      applicant_name: ['string', 'Name of the applicant.'],
      email: ['string', 'E-mail of the applicant.'],
      promenade: ['string', 'Stretch of seafront wanted.', PROMENADES],
      'hut_size?': ['string', 'Standard or double-width hut.', HUT_SIZES],
      'local_resident?': ['boolean', 'Lives in the borough (they are offered huts first).', { default: false }],
    }),
    tool('book_rockpool_walk', 'Book places on a guided rockpool walk.', {
      lead_name: ['string', 'Name of the lead booker.'],
      walk_date: ['string', 'Day of the walk, YYYY-MM-DD.'],
      start_time: ['string', 'Start time, HH:MM (24-hour).'],
      adults: ['integer', 'Number of adults.'],
      'children?': ['integer', 'Number of children.', { default: 0 }],
    }),
  ],
  cases: [
    [
      'simple',
      'We would like a double hut on the south prom for a whole week from Saturday 24 July 2027 — our spaniel is coming too! Booking name Harriet Quayle-Mensah.',
      [
        'rent_beach_hut',
        {
          hirer_name: 'Harriet Quayle-Mensah',
          promenade: 'south_prom',
          start_date: '2027-07-24',
          days: 7,
          hut_size: 'double',
          dog_friendly: true,
        },
      ],
    ],
    [
      'simple',
      'Two windbreaks to hut 27A on 2027-08-14, please.',
      ['hire_beach_kit', { item: 'windbreak', quantity: 2, hire_date: '2027-08-14', hut_number: '27A' }],
    ],
    [
      'simple',
      "The door of hut 112 was forced overnight and the padlock's gone, so anyone can walk in. Please get it looked at today. I'll send photos from tamsin.holt@shoreline.example.",
      [
        'report_beach_hut_damage',
        {
          hut_number: '112',
          damage: alt(
            'door forced and padlock gone',
            'door forced, padlock gone',
            'door forced overnight, padlock gone',
            'The door was forced overnight and the padlock is gone',
            'door forced open and padlock missing',
          ),
          urgent: true,
          contact_email: 'tamsin.holt@shoreline.example',
        },
      ],
    ],
    [
      'simple',
      'Rock-pooling for 2 grown-ups and 3 kids at 9.45 on Sunday 15 August 2027? Lead booker: Dev Raghunathan.',
      [
        'book_rockpool_walk',
        { lead_name: 'Dev Raghunathan', walk_date: '2027-08-15', start_time: '09:45', adults: 2, children: 3 },
      ],
    ],
    [
      'multiple',
      "I've lived in the borough all my life and would love a hut of my own down by the harbour one day. Please add me to the list: Ottilie Brennan-Szabo, ottilie.bs@saltwind.example.",
      [
        'join_hut_waiting_list',
        {
          applicant_name: 'Ottilie Brennan-Szabo',
          email: 'ottilie.bs@saltwind.example',
          promenade: 'harbour_end',
          local_resident: true,
        },
      ],
    ],
    [
      'multiple',
      'Could we borrow four deckchairs and a parasol? Actually, forget the parasol, just the deckchairs — for Bank Holiday Monday, 30 August 2027.',
      ['hire_beach_kit', { item: 'deckchair', quantity: 4, hire_date: '2027-08-30' }],
    ],
    [
      'parallel',
      'Two huts for the family reunion, both standard and both on the north prom, from 2 Aug 2027: one for 3 days under Carys Penhallow, and one for 5 days under her brother Jory.',
      ['rent_beach_hut', { hirer_name: 'Carys Penhallow', promenade: 'north_prom', start_date: '2027-08-02', days: 3 }],
      ['rent_beach_hut', { hirer_name: 'Jory Penhallow', promenade: 'north_prom', start_date: '2027-08-02', days: 5 }],
    ],
    [
      'parallel',
      'End-of-season check:\nhut 4 – roof felt lifting\nhut 9 – cracked window\nhut 15 – broken step, someone could trip, please treat as urgent',
      [
        'report_beach_hut_damage',
        { hut_number: '4', damage: alt('roof felt lifting', 'roof felt is lifting', 'lifting roof felt') },
      ],
      ['report_beach_hut_damage', { hut_number: '9', damage: alt('cracked window', 'window cracked') }],
      [
        'report_beach_hut_damage',
        {
          hut_number: '15',
          damage: alt('broken step', 'broken step, someone could trip', 'step broken'),
          urgent: true,
        },
      ],
    ],
    [
      'parallel',
      'Two rockpool walks, both for Sunniva Hale-Ortiz: Saturday 21 August 2027 at 10:30 for 2 adults, and the Saturday after at quarter past eleven for 2 adults and 1 child.',
      [
        'book_rockpool_walk',
        { lead_name: 'Sunniva Hale-Ortiz', walk_date: '2027-08-21', start_time: '10:30', adults: 2 },
      ],
      [
        'book_rockpool_walk',
        { lead_name: 'Sunniva Hale-Ortiz', walk_date: '2027-08-28', start_time: '11:15', adults: 2, children: 1 },
      ],
    ],
    [
      'parallel_multiple',
      "I'm renting a standard hut at the harbour end for 4 days from the 9th of August 2027 — name's Eilidh MacLeod. Please send 2 deckchairs and 1 sun lounger on the first day too; last year my hut was number 61, so drop them there.",
      ['rent_beach_hut', { hirer_name: 'Eilidh MacLeod', promenade: 'harbour_end', start_date: '2027-08-09', days: 4 }],
      ['hire_beach_kit', { item: 'deckchair', quantity: 2, hire_date: '2027-08-09', hut_number: '61' }],
      ['hire_beach_kit', { item: 'sun_lounger', quantity: 1, hire_date: '2027-08-09', hut_number: '61' }],
    ],
    [
      'parallel_multiple',
      'Two things. Put my friends Abena Owusu (abena.o@gullpost.example) and Kofi Owusu-Darko (kofi.od@gullpost.example) on the waiting list for a double on the north prom, as separate entries. And book a rockpool walk for the three of us adults on 2027-07-31 at 14:00, lead name Abena Owusu.',
      [
        'join_hut_waiting_list',
        {
          applicant_name: 'Abena Owusu',
          email: 'abena.o@gullpost.example',
          promenade: 'north_prom',
          hut_size: 'double',
        },
      ],
      [
        'join_hut_waiting_list',
        {
          applicant_name: 'Kofi Owusu-Darko',
          email: 'kofi.od@gullpost.example',
          promenade: 'north_prom',
          hut_size: 'double',
        },
      ],
      ['book_rockpool_walk', { lead_name: 'Abena Owusu', walk_date: '2027-07-31', start_time: '14:00', adults: 3 }],
    ],
    [
      'parallel_multiple',
      "Hut 7's shutter is jammed and hut 8 has a leaking roof; neither is urgent. Email me at warden@southprom.example about both. Then 10 bodyboards to hut 8 on Saturday 17 July 2027 for the surf club.",
      [
        'report_beach_hut_damage',
        {
          hut_number: '7',
          damage: alt('shutter jammed', 'jammed shutter', 'shutter is jammed'),
          contact_email: 'warden@southprom.example',
        },
      ],
      [
        'report_beach_hut_damage',
        {
          hut_number: '8',
          damage: alt('leaking roof', 'roof leaking', 'roof leaks'),
          contact_email: 'warden@southprom.example',
        },
      ],
      ['hire_beach_kit', { item: 'bodyboard', quantity: 10, hire_date: '2027-07-17', hut_number: '8' }],
    ],
    [
      'parallel_multiple',
      "A hut on the south prom for ten days from the first of July 2027 for Pádraig Ó Murchú and his dog, and one on the north prom for the same dates under Nuala Ó Murchú. Wait, make Nuala's just five days. Could you add a windbreak for each hut on 1 July as well? Their hut numbers are 40 and 88 respectively.",
      [
        'rent_beach_hut',
        {
          hirer_name: alt('Pádraig Ó Murchú', 'Padraig O Murchu'),
          promenade: 'south_prom',
          start_date: '2027-07-01',
          days: 10,
          dog_friendly: true,
        },
      ],
      [
        'rent_beach_hut',
        {
          hirer_name: alt('Nuala Ó Murchú', 'Nuala O Murchu'),
          promenade: 'north_prom',
          start_date: '2027-07-01',
          days: 5,
        },
      ],
      ['hire_beach_kit', { item: 'windbreak', quantity: 1, hire_date: '2027-07-01', hut_number: '40' }],
      ['hire_beach_kit', { item: 'windbreak', quantity: 1, hire_date: '2027-07-01', hut_number: '88' }],
    ],
    [
      'parallel_multiple',
      'Our nursery group: 4 adults and 12 children on a rockpool walk on Thursday 8 July 2027 at 10, and again on the 15th at the same time with the other class, 3 adults and eleven children. Lead: Miss K. Jaworska. Plus a parasol on each of those days to hut 20.',
      [
        'book_rockpool_walk',
        {
          lead_name: alt('Miss K. Jaworska', 'K. Jaworska', 'Miss K Jaworska', 'K Jaworska'),
          walk_date: '2027-07-08',
          start_time: '10:00',
          adults: 4,
          children: 12,
        },
      ],
      [
        'book_rockpool_walk',
        {
          lead_name: alt('Miss K. Jaworska', 'K. Jaworska', 'Miss K Jaworska', 'K Jaworska'),
          walk_date: '2027-07-15',
          start_time: '10:00',
          adults: 3,
          children: 11,
        },
      ],
      ['hire_beach_kit', { item: 'parasol', quantity: 1, hire_date: '2027-07-08', hut_number: '20' }],
      ['hire_beach_kit', { item: 'parasol', quantity: 1, hire_date: '2027-07-15', hut_number: '20' }],
    ],
    ['irrelevance', "What time's high tide tomorrow morning?"],
    ['irrelevance', "I'd like to buy a beach hut outright. Are any up for sale, and what do they usually go for?"],
  ],
};
