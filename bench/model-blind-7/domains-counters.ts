// Blind set 7: a community pharmacy and a driving school: tools and questions, written without reading the model.
import { alt, tool, type DomainSpec } from '../model-heldout/build.ts';

const BRANCHES = ['High Street', 'Station Road', 'Riverside'];
const GEARBOX = ['manual', 'automatic'];

export const communityPharmacy: DomainSpec = {
  name: 'community pharmacy',
  tools: [
    tool('request_prescription_refill', 'Ask the pharmacy to dispense a repeat prescription for a patient.', {
      patient_name: ['string', 'Full name of the patient the prescription is for.'],
      medicine: ['string', 'Name of the medicine to dispense, as on the prescription.'],
      'quantity?': ['integer', 'Number of packs to dispense.', { default: 1 }],
      'collection_date?': ['string', 'Day the patient will collect it, YYYY-MM-DD.'],
    }),
    tool('check_medicine_stock', 'Check whether a branch has a medicine on its shelves.', {
      medicine: ['string', 'Name of the medicine.'],
      'strength_mg?': ['integer', 'Strength of one dose in milligrams.'],
      'branch?': ['string', 'Branch to check; every branch when left out.', { enum: BRANCHES }],
    }),
    tool('book_vaccination_slot', 'Book a vaccination appointment at the pharmacy.', {
      patient_name: ['string', 'Full name of the person being vaccinated.'],
      vaccine: ['string', 'Vaccine to give.', { enum: ['flu', 'covid booster', 'shingles', 'travel hepatitis A'] }],
      appointment_date: ['string', 'Day of the appointment, YYYY-MM-DD.'],
      appointment_time: ['string', 'Start of the appointment, HH:MM (24-hour).'],
      'branch?': ['string', 'Branch where the vaccine is given.', { enum: BRANCHES }],
    }),
    tool('arrange_home_delivery', "Deliver a patient's dispensed medicines to an address.", {
      patient_name: ['string', 'Full name of the patient.'],
      address: ['string', 'Street address to deliver to.'],
      delivery_date: ['string', 'Day of the delivery, YYYY-MM-DD.'],
      'signature_required?': ['boolean', 'Whether someone must sign for the parcel.', { default: false }],
    }),
    tool('request_pharmacist_callback', 'Ask a pharmacist to telephone a customer with advice.', {
      phone_number: ['string', 'Number to call back.'],
      topic: ['string', 'What the customer wants advice about.'],
      'preferred_time?': ['string', 'Time of day the customer would like the call, HH:MM (24-hour).'],
    }),
  ],
  cases: [
    [
      'simple',
      "I'm on atorvastatin and down to my last strip. Could you sort out a repeat for me? Name's Pieter van der Berg.",
      ['request_prescription_refill', { patient_name: 'Pieter van der Berg', medicine: 'atorvastatin' }],
    ],
    [
      'simple',
      'do you have any melatonin 3mg in at the station road branch',
      [
        'check_medicine_stock',
        { medicine: alt('melatonin', 'melatonin 3mg', 'melatonin 3 mg'), strength_mg: 3, branch: 'Station Road' },
      ],
    ],
    [
      'simple',
      "Please put Marguerite O'Connell down for her shingles jab on the 3rd of March 2027 at quarter past ten in the morning.",
      [
        'book_vaccination_slot',
        {
          patient_name: alt("Marguerite O'Connell", 'Marguerite OConnell', 'Marguerite O’Connell'),
          vaccine: 'shingles',
          appointment_date: '2027-03-03',
          appointment_time: '10:15',
        },
      ],
    ],
    [
      'simple',
      "Since his hip operation my dad can't get to the counter. Have his tablets brought round to 12 Larkspur Close on 19/01/2027 — it's for Hamid Rahimi.",
      [
        'arrange_home_delivery',
        { patient_name: 'Hamid Rahimi', address: '12 Larkspur Close', delivery_date: '2027-01-19' },
      ],
    ],
    [
      'simple',
      "I'd like someone to ring me back about whether grapefruit juice is OK with my blood pressure pills. I'm on 07700 900123, ideally around 6pm.",
      [
        'request_pharmacist_callback',
        {
          phone_number: alt('07700 900123', '07700900123'),
          topic: alt(
            'whether grapefruit juice is OK with my blood pressure pills',
            'grapefruit juice with blood pressure pills',
            'grapefruit juice and blood pressure pills',
            'grapefruit juice with my blood pressure pills',
            'grapefruit juice and my blood pressure pills',
            'whether grapefruit juice is OK with blood pressure pills',
          ),
          preferred_time: '18:00',
        },
      ],
    ],
    [
      'simple',
      'Refill for Aoife Ní Bhriain: salbutamol inhaler, two of them. She will pick them up on Friday 5 February 2027.',
      [
        'request_prescription_refill',
        {
          patient_name: alt('Aoife Ní Bhriain', 'Aoife Ni Bhriain'),
          medicine: alt('salbutamol inhaler', 'salbutamol'),
          quantity: 2,
          collection_date: '2027-02-05',
        },
      ],
    ],
    [
      'multiple',
      "Got my letter from the GP saying I'm due the flu one. Can I come to the High Street shop on 2026-12-14 at 9.40? It's for Tomasz Zieliński.",
      [
        'book_vaccination_slot',
        {
          patient_name: alt('Tomasz Zieliński', 'Tomasz Zielinski'),
          vaccine: 'flu',
          appointment_date: '2026-12-14',
          appointment_time: '09:40',
          branch: 'High Street',
        },
      ],
    ],
    [
      'multiple',
      'need a pharmacist to call me re the side effects of my new statin. number is +44 7700 900456',
      [
        'request_pharmacist_callback',
        {
          phone_number: alt('+44 7700 900456', '+447700900456', '07700 900456'),
          topic: alt(
            'the side effects of my new statin',
            'side effects of my new statin',
            'side effects of new statin',
            'side effects of the new statin',
            'statin side effects',
            'new statin side effects',
          ),
        },
      ],
    ],
    [
      'parallel',
      'Could you see whether the High Street and the Riverside branches have loratadine on the shelf?',
      ['check_medicine_stock', { medicine: 'loratadine', branch: 'High Street' }],
      ['check_medicine_stock', { medicine: 'loratadine', branch: 'Riverside' }],
    ],
    [
      'parallel',
      'Flu jabs for the two of us on 8 Nov 2027 please: me (Graham Achterberg) at 11:00 and my wife Sunita Achterberg at ten past.',
      [
        'book_vaccination_slot',
        {
          patient_name: 'Graham Achterberg',
          vaccine: 'flu',
          appointment_date: '2027-11-08',
          appointment_time: '11:00',
        },
      ],
      [
        'book_vaccination_slot',
        {
          patient_name: 'Sunita Achterberg',
          vaccine: 'flu',
          appointment_date: '2027-11-08',
          appointment_time: '11:10',
        },
      ],
    ],
    [
      'parallel_multiple',
      'Two things. Please do repeats of my levothyroxine and my omeprazole — the name is Felicity Ashdown-Pryce. Then have them dropped off at Flat 3, 41 Quarry Road on 2027-04-22.',
      ['request_prescription_refill', { patient_name: 'Felicity Ashdown-Pryce', medicine: 'levothyroxine' }],
      ['request_prescription_refill', { patient_name: 'Felicity Ashdown-Pryce', medicine: 'omeprazole' }],
      [
        'arrange_home_delivery',
        {
          patient_name: 'Felicity Ashdown-Pryce',
          address: alt('Flat 3, 41 Quarry Road', '41 Quarry Road, Flat 3'),
          delivery_date: '2027-04-22',
        },
      ],
    ],
    [
      'parallel_multiple',
      '1. is there amoxicillin at station road\n2. same question for high street\n3. book a covid booster for Ravi Menon on 27/10/2027 at 14:20',
      ['check_medicine_stock', { medicine: 'amoxicillin', branch: 'Station Road' }],
      ['check_medicine_stock', { medicine: 'amoxicillin', branch: 'High Street' }],
      [
        'book_vaccination_slot',
        {
          patient_name: 'Ravi Menon',
          vaccine: 'covid booster',
          appointment_date: '2027-10-27',
          appointment_time: '14:20',
        },
      ],
    ],
    [
      'parallel_multiple',
      'Edith and Bernard Blanchard both want the shingles vaccine on Thursday 7 January 2027, Edith at 3pm and Bernard straight after at 3:15. Plus, could a pharmacist phone Bernard on 01632 960321 about his warfarin?',
      [
        'book_vaccination_slot',
        {
          patient_name: 'Edith Blanchard',
          vaccine: 'shingles',
          appointment_date: '2027-01-07',
          appointment_time: '15:00',
        },
      ],
      [
        'book_vaccination_slot',
        {
          patient_name: 'Bernard Blanchard',
          vaccine: 'shingles',
          appointment_date: '2027-01-07',
          appointment_time: '15:15',
        },
      ],
      [
        'request_pharmacist_callback',
        {
          phone_number: alt('01632 960321', '01632960321'),
          topic: alt('his warfarin', 'warfarin', 'warfarin and the shingles vaccine', 'warfarin and shingles vaccine'),
        },
      ],
    ],
    [
      'parallel_multiple',
      '- repeat: sertraline for Jean-Luc de la Croix, three packs\n- repeat: same for Noor de la Croix but just the one pack\n- check if sertraline 50mg is in at Riverside',
      ['request_prescription_refill', { patient_name: 'Jean-Luc de la Croix', medicine: 'sertraline', quantity: 3 }],
      ['request_prescription_refill', { patient_name: 'Noor de la Croix', medicine: 'sertraline' }],
      [
        'check_medicine_stock',
        { medicine: alt('sertraline', 'sertraline 50mg', 'sertraline 50 mg'), strength_mg: 50, branch: 'Riverside' },
      ],
    ],
    [
      'parallel_multiple',
      "My mum's housebound. Send her blister packs to 8 Ffordd yr Eglwys on the 2nd and again on the 16th of March 2027, with a signature both times; her name is Gwenllian Pryce. While you're at it, book her a flu jab at High Street on Tuesday 9 March at half ten — I'll drive her.",
      [
        'arrange_home_delivery',
        {
          patient_name: 'Gwenllian Pryce',
          address: '8 Ffordd yr Eglwys',
          delivery_date: '2027-03-02',
          signature_required: true,
        },
      ],
      [
        'arrange_home_delivery',
        {
          patient_name: 'Gwenllian Pryce',
          address: '8 Ffordd yr Eglwys',
          delivery_date: '2027-03-16',
          signature_required: true,
        },
      ],
      [
        'book_vaccination_slot',
        {
          patient_name: 'Gwenllian Pryce',
          vaccine: 'flu',
          appointment_date: '2027-03-09',
          appointment_time: '10:30',
          branch: 'High Street',
        },
      ],
    ],
    ['irrelevance', "I can't make the flu jab I booked for Tuesday any more. Please cancel it for me."],
  ],
};

export const drivingSchool: DomainSpec = {
  name: 'driving school',
  tools: [
    tool('book_driving_lesson', 'Book a driving lesson with the school for a learner.', {
      pupil_name: ['string', 'Full name of the learner.'],
      lesson_date: ['string', 'Day of the lesson, YYYY-MM-DD.'],
      start_time: ['string', 'When the lesson starts, HH:MM (24-hour).'],
      'duration_minutes?': ['integer', 'Length of the lesson in minutes.', { default: 60 }],
      'gearbox?': ['string', 'Kind of car to learn in.', { enum: GEARBOX, default: 'manual' }],
    }),
    tool('book_theory_test', 'Book the written theory test at a test centre.', {
      candidate_name: ['string', 'Full name of the candidate.'],
      test_date: ['string', 'Day of the test, YYYY-MM-DD.'],
      test_centre: ['string', 'Name of the test centre.'],
      'test_time?': ['string', 'Start time, HH:MM (24-hour).'],
    }),
    tool('check_instructor_availability', 'See whether an instructor has free slots on a given day.', {
      instructor_name: ['string', 'Name of the instructor.'],
      date: ['string', 'Day to check, YYYY-MM-DD.'],
    }),
    tool('buy_lesson_bundle', 'Buy a prepaid block of lessons at a discount, for oneself or as a gift.', {
      pupil_name: ['string', 'Full name of the learner the lessons are for.'],
      lesson_count: ['integer', 'How many lessons the block holds.'],
      'gearbox?': ['string', 'Kind of car the lessons are in.', { enum: GEARBOX, default: 'manual' }],
      'gift_email?': ['string', 'E-mail address to send a gift voucher to.'],
    }),
    tool('arrange_mock_test', 'Arrange a practice driving test under exam conditions with an instructor.', {
      pupil_name: ['string', 'Full name of the learner.'],
      test_date: ['string', 'Day of the mock test, YYYY-MM-DD.'],
      'route_area?': ['string', 'Part of town the route should cover.'],
    }),
  ],
  cases: [
    [
      'simple',
      'Put me in for a two-hour lesson on 14 Jan 2027 starting at half past four in the afternoon. I am Kwame Asante-Mensah.',
      [
        'book_driving_lesson',
        {
          pupil_name: 'Kwame Asante-Mensah',
          lesson_date: '2027-01-14',
          start_time: '16:30',
          duration_minutes: 120,
        },
      ],
    ],
    [
      'simple',
      'book my theory exam at the Northgate centre, 2027-02-03, 08:45 - Lucía Fernández de Soto',
      [
        'book_theory_test',
        {
          candidate_name: alt('Lucía Fernández de Soto', 'Lucia Fernandez de Soto'),
          test_date: '2027-02-03',
          test_centre: alt('Northgate', 'Northgate centre', 'Northgate test centre'),
          test_time: '08:45',
        },
      ],
    ],
    [
      'simple',
      "I'd like Brian as my instructor. Has he got any gaps on Saturday 6 March 2027?",
      ['check_instructor_availability', { instructor_name: 'Brian', date: '2027-03-06' }],
    ],
    [
      'simple',
      'I want to pay up front for ten lessons in an automatic for my son, Oisín Mac Giolla Phádraig.',
      [
        'buy_lesson_bundle',
        {
          pupil_name: alt('Oisín Mac Giolla Phádraig', 'Oisin Mac Giolla Phadraig'),
          lesson_count: 10,
          gearbox: 'automatic',
        },
      ],
    ],
    [
      'simple',
      'Set up a practice test for Hannelore Vogt on the twenty-first of April 2027. Use the roads around the industrial estate if you can.',
      [
        'arrange_mock_test',
        {
          pupil_name: 'Hannelore Vogt',
          test_date: '2027-04-21',
          route_area: alt('industrial estate', 'the industrial estate', 'roads around the industrial estate'),
        },
      ],
    ],
    [
      'simple',
      'gift idea: five manual lessons for Priya Raghunathan, voucher to priya.r@mail.example',
      ['buy_lesson_bundle', { pupil_name: 'Priya Raghunathan', lesson_count: 5, gift_email: 'priya.r@mail.example' }],
    ],
    [
      'multiple',
      "My practical's coming up and I'm nervous. Could somebody take me through a pretend exam on 30/06/2027? Name's Declan Ó Súilleabháin.",
      [
        'arrange_mock_test',
        {
          pupil_name: alt('Declan Ó Súilleabháin', 'Declan O Suilleabhain', 'Declan O Súilleabháin'),
          test_date: '2027-06-30',
        },
      ],
    ],
    [
      'multiple',
      'lesson for zara whitlock-ng, 9am, 2027-05-11, 90 mins, automatic',
      [
        'book_driving_lesson',
        {
          pupil_name: 'Zara Whitlock-Ng',
          lesson_date: '2027-05-11',
          start_time: '09:00',
          duration_minutes: 90,
          gearbox: 'automatic',
        },
      ],
    ],
    [
      'parallel',
      'Which days can Mrs Okafor take me? Look at Monday 1 and Tuesday 2 March 2027.',
      ['check_instructor_availability', { instructor_name: alt('Mrs Okafor', 'Okafor'), date: '2027-03-01' }],
      ['check_instructor_availability', { instructor_name: alt('Mrs Okafor', 'Okafor'), date: '2027-03-02' }],
    ],
    [
      'parallel',
      'Book me in, Tobias Lindqvist: 10 a.m. on the 4th, 11 a.m. on the 11th and 10 a.m. again on the 18th of February 2027, an hour each.',
      ['book_driving_lesson', { pupil_name: 'Tobias Lindqvist', lesson_date: '2027-02-04', start_time: '10:00' }],
      ['book_driving_lesson', { pupil_name: 'Tobias Lindqvist', lesson_date: '2027-02-11', start_time: '11:00' }],
      ['book_driving_lesson', { pupil_name: 'Tobias Lindqvist', lesson_date: '2027-02-18', start_time: '10:00' }],
    ],
    [
      'parallel_multiple',
      'Theory first: Amara Nwosu, Eastfield centre, 2027-01-27. After that, two lessons for her on 2027-02-01 and 2027-02-08, both at 17:00.',
      [
        'book_theory_test',
        {
          candidate_name: 'Amara Nwosu',
          test_date: '2027-01-27',
          test_centre: alt('Eastfield', 'Eastfield centre', 'Eastfield test centre'),
        },
      ],
      ['book_driving_lesson', { pupil_name: 'Amara Nwosu', lesson_date: '2027-02-01', start_time: '17:00' }],
      ['book_driving_lesson', { pupil_name: 'Amara Nwosu', lesson_date: '2027-02-08', start_time: '17:00' }],
    ],
    [
      'parallel_multiple',
      'Can you find out if Gareth is free on 15 May 2027, and Ines as well? And set up a mock test for Femi Adeyemi-Cole that same day.',
      ['check_instructor_availability', { instructor_name: 'Gareth', date: '2027-05-15' }],
      ['check_instructor_availability', { instructor_name: 'Ines', date: '2027-05-15' }],
      ['arrange_mock_test', { pupil_name: 'Femi Adeyemi-Cole', test_date: '2027-05-15' }],
    ],
    [
      'parallel_multiple',
      "1) ten-lesson package for Rosalind Achebe\n2) same for her twin Rowena Achebe\n3) Rosalind's first lesson: 3 Aug 2027, 13:00",
      ['buy_lesson_bundle', { pupil_name: 'Rosalind Achebe', lesson_count: 10 }],
      ['buy_lesson_bundle', { pupil_name: 'Rowena Achebe', lesson_count: 10 }],
      ['book_driving_lesson', { pupil_name: 'Rosalind Achebe', lesson_date: '2027-08-03', start_time: '13:00' }],
    ],
    [
      'parallel_multiple',
      'We are a family of learners. My daughters Maja and Liv Sørensen both want to sit the theory at Harbourside on 19 October 2027, and my son Anders Sørensen needs a ninety-minute lesson on 2027-10-20 at 8:15 plus an hour on 2027-10-22 at 8:15.',
      [
        'book_theory_test',
        {
          candidate_name: alt('Maja Sørensen', 'Maja Sorensen'),
          test_date: '2027-10-19',
          test_centre: alt('Harbourside', 'Harbourside centre', 'Harbourside test centre'),
        },
      ],
      [
        'book_theory_test',
        {
          candidate_name: alt('Liv Sørensen', 'Liv Sorensen'),
          test_date: '2027-10-19',
          test_centre: alt('Harbourside', 'Harbourside centre', 'Harbourside test centre'),
        },
      ],
      [
        'book_driving_lesson',
        {
          pupil_name: alt('Anders Sørensen', 'Anders Sorensen'),
          lesson_date: '2027-10-20',
          start_time: '08:15',
          duration_minutes: 90,
        },
      ],
      [
        'book_driving_lesson',
        { pupil_name: alt('Anders Sørensen', 'Anders Sorensen'), lesson_date: '2027-10-22', start_time: '08:15' },
      ],
    ],
    [
      'parallel_multiple',
      'check mr de souza for 9 and 10 sept 2027. while youre at it buy ying zhao a block of six automatic lessons',
      [
        'check_instructor_availability',
        { instructor_name: alt('Mr De Souza', 'De Souza', 'mr de souza'), date: '2027-09-09' },
      ],
      [
        'check_instructor_availability',
        { instructor_name: alt('Mr De Souza', 'De Souza', 'mr de souza'), date: '2027-09-10' },
      ],
      ['buy_lesson_bundle', { pupil_name: 'Ying Zhao', lesson_count: 6, gearbox: 'automatic' }],
    ],
    ['irrelevance', 'How many penalty points can I pick up in my first two years of driving before I lose my licence?'],
  ],
};
