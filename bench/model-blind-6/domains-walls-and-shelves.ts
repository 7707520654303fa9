// Blind set 6, second half: a climbing centre, a print works, a laundry service and an orchestra's music library.
import { alt, tool, type DomainSpec } from '../model-heldout/build.ts';

const WALL_SECTIONS = ['slab', 'cave', 'overhang', 'competition wall', 'kids wall'];

const buyVisitPass = tool('buy_visit_pass', 'Sell an entry pass for the climbing centre.', {
  holder_name: ['string', 'Name printed on the pass.'],
  pass_type: ['string', 'Kind of pass.', { enum: ['single entry', '10-visit', 'monthly', 'annual'] }],
  'concession?': [
    'string',
    'Discount the holder is entitled to.',
    { enum: ['none', 'student', 'under 16', 'over 65'], default: 'none' },
  ],
});
const bookLeadCourse = tool('book_lead_course', 'Enrol a climber on a lead-climbing course.', {
  climber_name: ['string', "The climber's full name."],
  level: ['string', 'Course level.', { enum: ['intro', 'intermediate', 'advanced'] }],
  course_start_date: ['string', 'Day of the first session, YYYY-MM-DD.'],
  'sessions?': ['integer', 'Number of weekly sessions.', { default: 4 }],
});
const hireClimbingShoes = tool('hire_climbing_shoes', 'Hire climbing shoes at the front desk.', {
  climber_name: ['string', 'Name of the climber hiring the shoes.'],
  eu_size: ['float', 'Shoe size, European, halves allowed.'],
  'chalk_bag?': ['boolean', 'Whether to add a chalk bag.', { default: false }],
});
const reportLooseHold = tool('report_loose_hold', 'Report a loose or spinning hold to the route setters.', {
  wall_section: ['string', 'Section of the wall.', { enum: WALL_SECTIONS }],
  route_colour: ['string', 'Colour of the route the hold belongs to.'],
  'grade?': ['string', 'Grade of the route, e.g. "6a+" or "V3".'],
});
const checkRouteReset = tool('check_route_reset', 'When a wall section is being stripped and reset in a given week.', {
  wall_section: ['string', 'Section of the wall.', { enum: WALL_SECTIONS }],
  week_start_date: ['string', 'Monday of the week, YYYY-MM-DD.'],
});

export const climbingCentre: DomainSpec = {
  name: 'climbing centre',
  tools: [buyVisitPass, bookLeadCourse, hireClimbingShoes, reportLooseHold, checkRouteReset],
  cases: [
    [
      'simple',
      "A 10-visit pass for Ayo Brannigan, please. He's a student.",
      ['buy_visit_pass', { holder_name: 'Ayo Brannigan', pass_type: '10-visit', concession: 'student' }],
    ],
    [
      'simple',
      'Sign me up for the intermediate lead course starting 6 March 2027. Klara Heinonen-Obi.',
      [
        'book_lead_course',
        { climber_name: 'Klara Heinonen-Obi', level: 'intermediate', course_start_date: '2027-03-06' },
      ],
    ],
    [
      'simple',
      'size 41.5 shoes for dmitri, plus a chalk bag',
      ['hire_climbing_shoes', { climber_name: 'Dmitri', eu_size: 41.5, chalk_bag: true }],
    ],
    [
      'simple',
      'The orange 6b+ on the overhang has a spinning hold near the top.',
      ['report_loose_hold', { wall_section: 'overhang', route_colour: 'orange', grade: '6b+' }],
    ],
    [
      'multiple',
      'Is the cave getting reset the week of 2027-02-15?',
      ['check_route_reset', { wall_section: 'cave', week_start_date: '2027-02-15' }],
    ],
    [
      'multiple',
      'monthly pass, name Gwen Tallis-Moreau',
      ['buy_visit_pass', { holder_name: 'Gwen Tallis-Moreau', pass_type: 'monthly' }],
    ],
    [
      'multiple',
      "Can I rent some shoes? I'm a forty-three. Name's Idris Pennock.",
      ['hire_climbing_shoes', { climber_name: 'Idris Pennock', eu_size: 43 }],
    ],
    [
      'parallel',
      'Shoes for my three kids: Nell takes a 33, Arlo a 35 and Wynne a 36.5.',
      ['hire_climbing_shoes', { climber_name: 'Nell', eu_size: 33 }],
      ['hire_climbing_shoes', { climber_name: 'Arlo', eu_size: 35 }],
      ['hire_climbing_shoes', { climber_name: 'Wynne', eu_size: 36.5 }],
    ],
    [
      'parallel',
      'Two loose holds on the slab, one on the green route and one on the purple.',
      ['report_loose_hold', { wall_section: 'slab', route_colour: 'green' }],
      ['report_loose_hold', { wall_section: 'slab', route_colour: 'purple' }],
    ],
    [
      'parallel',
      'Annual passes for my partner and me, Rui Santos-Hale and Fenna Aarts. No discounts apply.',
      ['buy_visit_pass', { holder_name: 'Rui Santos-Hale', pass_type: 'annual' }],
      ['buy_visit_pass', { holder_name: 'Fenna Aarts', pass_type: 'annual' }],
    ],
    [
      'parallel_multiple',
      'Book the intro lead course for Saoirse Delacroix and for Ben Achebe, starting the 1st of May 2027, six sessions. They both need shoes too: 38 and 44.',
      [
        'book_lead_course',
        { climber_name: 'Saoirse Delacroix', level: 'intro', course_start_date: '2027-05-01', sessions: 6 },
      ],
      [
        'book_lead_course',
        { climber_name: 'Ben Achebe', level: 'intro', course_start_date: '2027-05-01', sessions: 6 },
      ],
      ['hire_climbing_shoes', { climber_name: 'Saoirse Delacroix', eu_size: 38 }],
      ['hire_climbing_shoes', { climber_name: 'Ben Achebe', eu_size: 44 }],
    ],
    [
      'parallel_multiple',
      'When are the slab and the kids wall being reset in the week starting Monday 2027-04-12? Also the yellow V2 on the kids wall has a loose hold.',
      ['check_route_reset', { wall_section: 'slab', week_start_date: '2027-04-12' }],
      ['check_route_reset', { wall_section: 'kids wall', week_start_date: '2027-04-12' }],
      ['report_loose_hold', { wall_section: 'kids wall', route_colour: 'yellow', grade: 'V2' }],
    ],
    [
      'parallel_multiple',
      'Two single entries: one for Lior Fennimore, who is over 65, and one for his grandson Teo Fennimore, under 16. Teo needs shoes as well, size 34.',
      ['buy_visit_pass', { holder_name: 'Lior Fennimore', pass_type: 'single entry', concession: 'over 65' }],
      ['buy_visit_pass', { holder_name: 'Teo Fennimore', pass_type: 'single entry', concession: 'under 16' }],
      ['hire_climbing_shoes', { climber_name: 'Teo Fennimore', eu_size: 34 }],
    ],
    [
      'parallel_multiple',
      'Please check resets on the competition wall for the weeks of 7 June 2027, 14 June 2027 and 21 June 2027, then sign Maren Oduya up for the advanced lead course beginning 28 June 2027.',
      ['check_route_reset', { wall_section: 'competition wall', week_start_date: '2027-06-07' }],
      ['check_route_reset', { wall_section: 'competition wall', week_start_date: '2027-06-14' }],
      ['check_route_reset', { wall_section: 'competition wall', week_start_date: '2027-06-21' }],
      ['book_lead_course', { climber_name: 'Maren Oduya', level: 'advanced', course_start_date: '2027-06-28' }],
    ],
    ['irrelevance', "What's the actual difference between a 6a and a 6b on the French scale?"],
    ['irrelevance', "I've hurt my finger. Can you freeze my membership for two months while it heals?"],
  ],
};

const PAPERS = ['satin', 'matte', 'gloss', 'recycled'];

const orderBusinessCards = tool('order_business_cards', 'Order a run of business cards.', {
  name_on_card: ['string', 'Name or company printed on the card.'],
  quantity: ['integer', 'Number of cards.'],
  finish: ['string', 'Card finish.', { enum: ['matte', 'gloss', 'soft-touch'] }],
  'rounded_corners?': ['boolean', 'Whether the corners are rounded.', { default: false }],
});
const estimatePosterPrice = tool('estimate_poster_price', 'Price a run of posters.', {
  size: ['string', 'Poster size.', { enum: ['A3', 'A2', 'A1', 'A0'] }],
  copies: ['integer', 'Number of posters.'],
  'paper?': ['string', 'Paper stock.', { enum: PAPERS, default: 'satin' }],
});
const checkPaperStock = tool('check_paper_stock', 'How much of a paper stock is on the shelves.', {
  paper: ['string', 'Paper stock.', { enum: PAPERS }],
  'weight_gsm?': ['integer', 'Paper weight in grams per square metre; every weight when left out.'],
});
const bookProofReview = tool('book_proof_review', 'Book a time for a customer to check proofs at the counter.', {
  customer_name: ['string', "The customer's name."],
  job_number: ['string', 'Job number from the order confirmation, e.g. "PW-5521".'],
  review_date: ['string', 'Day of the review, YYYY-MM-DD.'],
  review_time: ['string', 'Time of the review, 24-hour HH:MM.'],
});
const requestBinding = tool('request_binding', 'Send a printed job to the bindery.', {
  job_number: ['string', 'Job number from the order confirmation, e.g. "PW-5521".'],
  binding: ['string', 'Binding style.', { enum: ['saddle stitch', 'perfect bound', 'wire-o', 'comb'] }],
  copies: ['integer', 'Number of copies to bind.'],
});

export const printWorks: DomainSpec = {
  name: 'print works',
  tools: [orderBusinessCards, estimatePosterPrice, checkPaperStock, bookProofReview, requestBinding],
  cases: [
    [
      'simple',
      '250 business cards for "Odile Marchetti-Sayer", soft-touch, with rounded corners.',
      [
        'order_business_cards',
        { name_on_card: 'Odile Marchetti-Sayer', quantity: 250, finish: 'soft-touch', rounded_corners: true },
      ],
    ],
    [
      'simple',
      'How much for forty A2 posters on recycled paper?',
      ['estimate_poster_price', { size: 'A2', copies: 40, paper: 'recycled' }],
    ],
    ['simple', 'do we have 350gsm gloss in', ['check_paper_stock', { paper: 'gloss', weight_gsm: 350 }]],
    [
      'simple',
      "I need to come in and check the proofs for job PW-7310. Could we say 9 November 2027 at 11:30? It's Harriet Quaye.",
      [
        'book_proof_review',
        { customer_name: 'Harriet Quaye', job_number: 'PW-7310', review_date: '2027-11-09', review_time: '11:30' },
      ],
    ],
    [
      'multiple',
      'Job PW-6002: perfect-bind all 120 copies.',
      ['request_binding', { job_number: 'PW-6002', binding: 'perfect bound', copies: 120 }],
    ],
    [
      'multiple',
      "What's the price for a single A0 poster in gloss?",
      ['estimate_poster_price', { size: 'A0', copies: 1, paper: 'gloss' }],
    ],
    [
      'multiple',
      'Proof meeting for PW-8844 on Friday 3 December 2027 at 4 pm, customer Anselm Rook.',
      [
        'book_proof_review',
        { customer_name: 'Anselm Rook', job_number: 'PW-8844', review_date: '2027-12-03', review_time: '16:00' },
      ],
    ],
    [
      'parallel',
      'Business cards, 500 each in matte, for the three new partners: Yusuf Adair, Leontine Baptiste and Caio Wetherby.',
      ['order_business_cards', { name_on_card: 'Yusuf Adair', quantity: 500, finish: 'matte' }],
      ['order_business_cards', { name_on_card: 'Leontine Baptiste', quantity: 500, finish: 'matte' }],
      ['order_business_cards', { name_on_card: 'Caio Wetherby', quantity: 500, finish: 'matte' }],
    ],
    [
      'parallel',
      'Check what we have of satin, and of recycled.',
      ['check_paper_stock', { paper: 'satin' }],
      ['check_paper_stock', { paper: 'recycled' }],
    ],
    [
      'parallel',
      'Bind PW-5120 saddle stitch, 60 copies; PW-5121 wire-o, 25 copies.',
      ['request_binding', { job_number: 'PW-5120', binding: 'saddle stitch', copies: 60 }],
      ['request_binding', { job_number: 'PW-5121', binding: 'wire-o', copies: 25 }],
    ],
    [
      'parallel_multiple',
      "Quote 100 A3 posters on satin and again on matte, and check that we've got matte paper in stock.",
      ['estimate_poster_price', { size: 'A3', copies: 100 }],
      ['estimate_poster_price', { size: 'A3', copies: 100, paper: 'matte' }],
      ['check_paper_stock', { paper: 'matte' }],
    ],
    [
      'parallel_multiple',
      'Wilhelmina Osei-Trent has two jobs with us, PW-9001 and PW-9002. Book a proof review for each on 2027-11-18, at 10:00 and 10:30 respectively, and comb-bind 15 copies of PW-9002.',
      [
        'book_proof_review',
        {
          customer_name: 'Wilhelmina Osei-Trent',
          job_number: 'PW-9001',
          review_date: '2027-11-18',
          review_time: '10:00',
        },
      ],
      [
        'book_proof_review',
        {
          customer_name: 'Wilhelmina Osei-Trent',
          job_number: 'PW-9002',
          review_date: '2027-11-18',
          review_time: '10:30',
        },
      ],
      ['request_binding', { job_number: 'PW-9002', binding: 'comb', copies: 15 }],
    ],
    [
      'parallel_multiple',
      'Order cards for Pell & Daughters, 1000 in gloss, and the same for their sister shop Pell Home. Then give me a quote for 20 A1 posters on satin.',
      [
        'order_business_cards',
        { name_on_card: alt('Pell & Daughters', 'Pell and Daughters'), quantity: 1000, finish: 'gloss' },
      ],
      ['order_business_cards', { name_on_card: 'Pell Home', quantity: 1000, finish: 'gloss' }],
      ['estimate_poster_price', { size: 'A1', copies: 20 }],
    ],
    [
      'parallel_multiple',
      'bind PW-4410 and PW-4411 saddle stitch, 200 copies each. also is 120gsm matte in stock? and 170gsm matte?',
      ['request_binding', { job_number: 'PW-4410', binding: 'saddle stitch', copies: 200 }],
      ['request_binding', { job_number: 'PW-4411', binding: 'saddle stitch', copies: 200 }],
      ['check_paper_stock', { paper: 'matte', weight_gsm: 120 }],
      ['check_paper_stock', { paper: 'matte', weight_gsm: 170 }],
    ],
    ['irrelevance', 'What resolution does my photo need to be to print sharply on an A1 poster?'],
    ['irrelevance', 'Could you email me the invoice for job PW-3020 again? I lost it.'],
  ],
};

const WINDOWS = ['08:00-10:00', '10:00-12:00', '14:00-16:00', '18:00-20:00'];

const scheduleLaundryPickup = tool('schedule_laundry_pickup', 'Book a collection of laundry from an address.', {
  address: ['string', 'Street address to collect from.'],
  pickup_date: ['string', 'Day of the collection, YYYY-MM-DD.'],
  window: ['string', 'Two-hour collection window.', { enum: WINDOWS }],
  'bags?': ['integer', 'Number of laundry bags.', { default: 1 }],
});
const scheduleLaundryDelivery = tool('schedule_laundry_delivery', 'Book the delivery of a finished laundry order.', {
  order_number: ['string', 'Laundry order number, e.g. "LN-20418".'],
  delivery_date: ['string', 'Day of the delivery, YYYY-MM-DD.'],
  window: ['string', 'Two-hour delivery window.', { enum: WINDOWS }],
});
const orderDryCleaning = tool('order_dry_cleaning', 'Add garments to a dry-cleaning order.', {
  garment: ['string', 'Kind of garment.', { enum: ['suit', 'shirt', 'dress', 'coat', 'curtain panel', 'duvet'] }],
  quantity: ['integer', 'How many of that garment.'],
  'express?': ['boolean', 'Next-day service at extra cost.', { default: false }],
  'starch?': ['string', 'How much starch.', { enum: ['none', 'light', 'medium', 'heavy'], default: 'none' }],
});
const getWashPrice = tool('get_wash_price', 'Price a laundry service by weight.', {
  service: ['string', 'Service.', { enum: ['wash and fold', 'dry clean', 'ironing only', 'duvet wash'] }],
  load_kg: ['float', 'Weight of the load in kilograms.'],
});
const reportDamagedItem = tool('report_damaged_item', 'Report an item that came back damaged.', {
  order_number: ['string', 'Laundry order number, e.g. "LN-20418".'],
  item: ['string', 'Which item, e.g. "navy jumper".'],
  damage: ['string', 'Kind of damage.', { enum: ['stain', 'tear', 'shrinkage', 'colour run', 'missing button'] }],
});

export const laundryService: DomainSpec = {
  name: 'laundry service',
  tools: [scheduleLaundryPickup, scheduleLaundryDelivery, orderDryCleaning, getWashPrice, reportDamagedItem],
  cases: [
    [
      'simple',
      'Pick up from 14 Quillon Terrace, flat 3, on 2027-01-20 between 8 and 10 am. There are 3 bags.',
      [
        'schedule_laundry_pickup',
        {
          address: alt('14 Quillon Terrace, flat 3', 'Flat 3, 14 Quillon Terrace'),
          pickup_date: '2027-01-20',
          window: '08:00-10:00',
          bags: 3,
        },
      ],
    ],
    [
      'simple',
      'Dry clean two suits for me, express.',
      ['order_dry_cleaning', { garment: 'suit', quantity: 2, express: true }],
    ],
    ['simple', 'how much to wash and fold 6.5 kg', ['get_wash_price', { service: 'wash and fold', load_kg: 6.5 }]],
    [
      'simple',
      'My white shirt from order LN-30877 came back pink. Looks like a colour ran onto it.',
      ['report_damaged_item', { order_number: 'LN-30877', item: alt('white shirt', 'shirt'), damage: 'colour run' }],
    ],
    [
      'multiple',
      'Deliver order LN-41200 on Tuesday the 9th of February 2027, in the afternoon slot (2 to 4).',
      ['schedule_laundry_delivery', { order_number: 'LN-41200', delivery_date: '2027-02-09', window: '14:00-16:00' }],
    ],
    [
      'multiple',
      '5 shirts, heavy starch please',
      ['order_dry_cleaning', { garment: 'shirt', quantity: 5, starch: 'heavy' }],
    ],
    [
      'multiple',
      "What would a duvet wash cost? It's a king size, about 3 kilos.",
      ['get_wash_price', { service: 'duvet wash', load_kg: 3 }],
    ],
    [
      'parallel',
      'For dry cleaning: one coat, two dresses and four curtain panels.',
      ['order_dry_cleaning', { garment: 'coat', quantity: 1 }],
      ['order_dry_cleaning', { garment: 'dress', quantity: 2 }],
      ['order_dry_cleaning', { garment: 'curtain panel', quantity: 4 }],
    ],
    [
      'parallel',
      "What's the price for 4 kg of wash-and-fold, and for 4 kg of ironing only?",
      ['get_wash_price', { service: 'wash and fold', load_kg: 4 }],
      ['get_wash_price', { service: 'ironing only', load_kg: 4 }],
    ],
    [
      'parallel',
      'Bring back LN-50011 and LN-50012 on 2027-03-05, 6 to 8 in the evening.',
      ['schedule_laundry_delivery', { order_number: 'LN-50011', delivery_date: '2027-03-05', window: '18:00-20:00' }],
      ['schedule_laundry_delivery', { order_number: 'LN-50012', delivery_date: '2027-03-05', window: '18:00-20:00' }],
    ],
    [
      'parallel_multiple',
      "Collect from 2 Brackenbury Mews on 12 April 2027 in the 10–12 window, and do the same on 19 April. I'd also like a price for dry cleaning 2 kg.",
      ['schedule_laundry_pickup', { address: '2 Brackenbury Mews', pickup_date: '2027-04-12', window: '10:00-12:00' }],
      ['schedule_laundry_pickup', { address: '2 Brackenbury Mews', pickup_date: '2027-04-19', window: '10:00-12:00' }],
      ['get_wash_price', { service: 'dry clean', load_kg: 2 }],
    ],
    [
      'parallel_multiple',
      'Order LN-60702 came back with a tear in the grey coat and a button missing from the blue shirt. Please report both, and redeliver the order on 2027-05-02 in the 8–10 morning slot.',
      ['report_damaged_item', { order_number: 'LN-60702', item: alt('grey coat', 'coat'), damage: 'tear' }],
      ['report_damaged_item', { order_number: 'LN-60702', item: alt('blue shirt', 'shirt'), damage: 'missing button' }],
      ['schedule_laundry_delivery', { order_number: 'LN-60702', delivery_date: '2027-05-02', window: '08:00-10:00' }],
    ],
    [
      'parallel_multiple',
      'Dry cleaning: 3 shirts with light starch and 3 more with no starch, express for all of them. Then schedule a pickup at 77 Harrowgate Rise for 2027-06-14, 18:00-20:00, two bags.',
      ['order_dry_cleaning', { garment: 'shirt', quantity: 3, express: true, starch: 'light' }],
      ['order_dry_cleaning', { garment: 'shirt', quantity: 3, express: true }],
      [
        'schedule_laundry_pickup',
        { address: '77 Harrowgate Rise', pickup_date: '2027-06-14', window: '18:00-20:00', bags: 2 },
      ],
    ],
    [
      'parallel_multiple',
      'Get me prices for 10 kg of wash and fold and for a 2.5 kg duvet wash. Then book pickups at both my addresses, 9 Linnet Close and 31 Ferrymead Row, on 2027-07-07 in the 14:00-16:00 slot.',
      ['get_wash_price', { service: 'wash and fold', load_kg: 10 }],
      ['get_wash_price', { service: 'duvet wash', load_kg: 2.5 }],
      ['schedule_laundry_pickup', { address: '9 Linnet Close', pickup_date: '2027-07-07', window: '14:00-16:00' }],
      ['schedule_laundry_pickup', { address: '31 Ferrymead Row', pickup_date: '2027-07-07', window: '14:00-16:00' }],
    ],
    ['irrelevance', 'How do I get a red wine stain out of a linen tablecloth at home?'],
    ['irrelevance', 'Do you run a loyalty card or any discount for regular customers?'],
  ],
};

const SECTIONS = [
  'violin I',
  'violin II',
  'viola',
  'cello',
  'double bass',
  'flute',
  'oboe',
  'clarinet',
  'bassoon',
  'horn',
  'trumpet',
  'trombone',
  'percussion',
  'harp',
];

const searchScoreHoldings = tool('search_score_holdings', "Look a work up in the orchestra library's holdings.", {
  composer: ['string', "Composer's name."],
  work_title: ['string', 'Title of the work.'],
  'edition?': ['string', 'Publisher or edition wanted, if any, e.g. "Vellum Press".'],
});
const signOutParts = tool('sign_out_parts', 'Lend printed parts of one section of a work to a player or librarian.', {
  work_title: ['string', 'Title of the work.'],
  section: ['string', 'Section whose parts are lent.', { enum: SECTIONS }],
  copies: ['integer', 'Number of copies.'],
  borrower: ['string', 'Who takes them.'],
});
const returnParts = tool('return_parts', 'Check lent parts of one section of a work back in.', {
  work_title: ['string', 'Title of the work.'],
  section: ['string', 'Section whose parts come back.', { enum: SECTIONS }],
  'copies?': ['integer', 'How many copies come back; every lent copy when left out.'],
});
const requestBowingMarks = tool('request_bowing_marks', "Ask a section's principal to mark bowings in a work.", {
  work_title: ['string', 'Title of the work.'],
  section: ['string', 'Section whose bowings are needed.', { enum: SECTIONS }],
  due_date: ['string', 'When the marked part is due back, YYYY-MM-DD.'],
});
const orderScoreFromPublisher = tool('order_score_from_publisher', 'Buy or hire a work from its publisher.', {
  publisher: ['string', 'Publisher name.'],
  work_title: ['string', 'Title of the work.'],
  needed_by_date: ['string', 'Day the material must arrive, YYYY-MM-DD.'],
  'full_set?': ['boolean', "Score and every part; false for the conductor's score only.", { default: true }],
});

export const orchestraLibrary: DomainSpec = {
  name: 'orchestra library',
  tools: [searchScoreHoldings, signOutParts, returnParts, requestBowingMarks, orderScoreFromPublisher],
  cases: [
    [
      'simple',
      "Do we own Mathilde Sorensky's Harbour Suite? Ideally the Vellum Press edition.",
      [
        'search_score_holdings',
        {
          composer: alt('Mathilde Sorensky', 'Sorensky'),
          work_title: 'Harbour Suite',
          edition: alt('Vellum Press', 'Vellum'),
        },
      ],
    ],
    [
      'simple',
      'Sign out 8 copies of the cello part of the Harbour Suite to Ottilie Brandt.',
      [
        'sign_out_parts',
        {
          work_title: alt('Harbour Suite', 'The Harbour Suite'),
          section: 'cello',
          copies: 8,
          borrower: 'Ottilie Brandt',
        },
      ],
    ],
    [
      'simple',
      "I need the violin II bowings marked in 'Winter Lanterns' by 2027-02-01.",
      ['request_bowing_marks', { work_title: 'Winter Lanterns', section: 'violin II', due_date: '2027-02-01' }],
    ],
    [
      'simple',
      "Order Edvin Carrow's Three Tidal Dances from Greyhaven Music, the conductor's score only. We need it by 15 January 2027.",
      [
        'order_score_from_publisher',
        {
          publisher: 'Greyhaven Music',
          work_title: 'Three Tidal Dances',
          needed_by_date: '2027-01-15',
          full_set: false,
        },
      ],
    ],
    [
      'multiple',
      "I'm returning the horn parts for Winter Lanterns, all four copies.",
      ['return_parts', { work_title: 'Winter Lanterns', section: 'horn', copies: 4 }],
    ],
    [
      'multiple',
      "Have we got anything by Isidor Lammle called 'Clockwork Overture'?",
      ['search_score_holdings', { composer: alt('Isidor Lammle', 'Lammle'), work_title: 'Clockwork Overture' }],
    ],
    [
      'multiple',
      'Can Jun-seo Aldana take 2 harp parts of Three Tidal Dances?',
      ['sign_out_parts', { work_title: 'Three Tidal Dances', section: 'harp', copies: 2, borrower: 'Jun-seo Aldana' }],
    ],
    [
      'parallel',
      "Bowings for 'The Salt Road' are needed from violin I, viola and cello, all due 2027-03-10.",
      [
        'request_bowing_marks',
        { work_title: alt('The Salt Road', 'Salt Road'), section: 'violin I', due_date: '2027-03-10' },
      ],
      [
        'request_bowing_marks',
        { work_title: alt('The Salt Road', 'Salt Road'), section: 'viola', due_date: '2027-03-10' },
      ],
      [
        'request_bowing_marks',
        { work_title: alt('The Salt Road', 'Salt Road'), section: 'cello', due_date: '2027-03-10' },
      ],
    ],
    [
      'parallel',
      'brought back the oboe and bassoon parts for clockwork overture',
      ['return_parts', { work_title: 'Clockwork Overture', section: 'oboe' }],
      ['return_parts', { work_title: 'Clockwork Overture', section: 'bassoon' }],
    ],
    [
      'parallel',
      "Check our holdings for two Carrow pieces: 'Three Tidal Dances' and 'Night Ferry Serenade'.",
      ['search_score_holdings', { composer: alt('Carrow', 'Edvin Carrow'), work_title: 'Three Tidal Dances' }],
      ['search_score_holdings', { composer: alt('Carrow', 'Edvin Carrow'), work_title: 'Night Ferry Serenade' }],
    ],
    [
      'parallel_multiple',
      "For next season's Salt Road, order the full set from Greyhaven Music to arrive by 1 June 2027, and ask the violin I and violin II principals for bowings by 15 June 2027.",
      [
        'order_score_from_publisher',
        { publisher: 'Greyhaven Music', work_title: alt('The Salt Road', 'Salt Road'), needed_by_date: '2027-06-01' },
      ],
      [
        'request_bowing_marks',
        { work_title: alt('The Salt Road', 'Salt Road'), section: 'violin I', due_date: '2027-06-15' },
      ],
      [
        'request_bowing_marks',
        { work_title: alt('The Salt Road', 'Salt Road'), section: 'violin II', due_date: '2027-06-15' },
      ],
    ],
    [
      'parallel_multiple',
      'Sign out Night Ferry Serenade: 10 violin I parts and 9 violin II parts to Helga Ostrowski-Kane, and 6 viola parts to Tobiah Venn. Then check the trumpet parts of Clockwork Overture back in.',
      [
        'sign_out_parts',
        { work_title: 'Night Ferry Serenade', section: 'violin I', copies: 10, borrower: 'Helga Ostrowski-Kane' },
      ],
      [
        'sign_out_parts',
        { work_title: 'Night Ferry Serenade', section: 'violin II', copies: 9, borrower: 'Helga Ostrowski-Kane' },
      ],
      ['sign_out_parts', { work_title: 'Night Ferry Serenade', section: 'viola', copies: 6, borrower: 'Tobiah Venn' }],
      ['return_parts', { work_title: 'Clockwork Overture', section: 'trumpet' }],
    ],
    [
      'parallel_multiple',
      "Look up Sorensky's Harbour Suite and her Lamplighter Waltz. We need a fresh conductor's copy of the waltz anyway, so order just the score from Vellum Press for 2027-04-20 as well.",
      ['search_score_holdings', { composer: alt('Sorensky', 'Mathilde Sorensky'), work_title: 'Harbour Suite' }],
      ['search_score_holdings', { composer: alt('Sorensky', 'Mathilde Sorensky'), work_title: 'Lamplighter Waltz' }],
      [
        'order_score_from_publisher',
        { publisher: 'Vellum Press', work_title: 'Lamplighter Waltz', needed_by_date: '2027-04-20', full_set: false },
      ],
    ],
    [
      'parallel_multiple',
      "the percussion and harp parts of three tidal dances are back (3 copies and 1). sign them out again to the youth orchestra's librarian, Pim Okoro, same counts",
      ['return_parts', { work_title: 'Three Tidal Dances', section: 'percussion', copies: 3 }],
      ['return_parts', { work_title: 'Three Tidal Dances', section: 'harp', copies: 1 }],
      ['sign_out_parts', { work_title: 'Three Tidal Dances', section: 'percussion', copies: 3, borrower: 'Pim Okoro' }],
      ['sign_out_parts', { work_title: 'Three Tidal Dances', section: 'harp', copies: 1, borrower: 'Pim Okoro' }],
    ],
    ['irrelevance', 'Which composer first wrote trombones into a symphony?'],
    ['irrelevance', 'Could you transpose the clarinet part of Harbour Suite from A to B-flat for me?'],
  ],
};
