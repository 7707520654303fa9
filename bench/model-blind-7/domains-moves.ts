// Blind set 7: a removals firm and an allotment society: tools and questions, written without reading the model.
import { alt, tool, type DomainSpec } from '../model-heldout/build.ts';

export const removalsFirm: DomainSpec = {
  name: 'removals firm',
  tools: [
    tool('get_removal_quote', 'Estimate the price of moving a household between two postcodes.', {
      from_postcode: ['string', 'Postcode of the home being left.'],
      to_postcode: ['string', 'Postcode of the new home.'],
      bedrooms: ['integer', 'Number of bedrooms in the home being left.'],
      'packing_service?': ['boolean', 'Whether the crew packs everything too.', { default: false }],
    }),
    tool('book_removal_van', 'Reserve a removal van with a crew for moving day.', {
      customer_name: ['string', 'Name the booking is under.'],
      move_date: ['string', 'Moving day, YYYY-MM-DD.'],
      van_size: ['string', 'Size of the van.', { enum: ['small', 'medium', 'luton'] }],
      'crew_size?': ['integer', 'Number of movers.', { default: 2 }],
    }),
    tool('order_packing_boxes', 'Order cardboard boxes for packing.', {
      box_size: ['string', 'Size of the boxes.', { enum: ['small', 'medium', 'large', 'wardrobe'] }],
      quantity: ['integer', 'Number of boxes.'],
      'delivery_address?': ['string', 'Where to deliver them; the address on the account when left out.'],
    }),
    tool('rent_storage_unit', 'Rent a self-storage unit for belongings.', {
      customer_name: ['string', 'Name the rental is under.'],
      unit_size_sqft: ['integer', 'Floor area of the unit in square feet.'],
      start_date: ['string', 'First day of the rental, YYYY-MM-DD.'],
      'months?': ['integer', 'Length of the rental in months.', { default: 1 }],
    }),
    tool('schedule_piano_move', 'Schedule specialist movers for a piano.', {
      customer_name: ['string', 'Name the job is under.'],
      piano_type: ['string', 'Kind of piano.', { enum: ['upright', 'baby grand', 'grand'] }],
      move_date: ['string', 'Day of the move, YYYY-MM-DD.'],
      'flights_of_stairs?': ['integer', 'Flights of stairs to carry it up or down.', { default: 0 }],
    }),
  ],
  cases: [
    [
      'simple',
      "How much would it cost to move a three-bed from LS6 2AB to HG1 5QT? We'd like you to do the packing as well.",
      ['get_removal_quote', { from_postcode: 'LS6 2AB', to_postcode: 'HG1 5QT', bedrooms: 3, packing_service: true }],
    ],
    [
      'simple',
      'Hold a Luton and four lads for Saturday 13 March 2027, booking under Fenwick-Oduya.',
      [
        'book_removal_van',
        { customer_name: 'Fenwick-Oduya', move_date: '2027-03-13', van_size: 'luton', crew_size: 4 },
      ],
    ],
    [
      'simple',
      'send 25 large cartons to 7 Mill Wynd',
      ['order_packing_boxes', { box_size: 'large', quantity: 25, delivery_address: '7 Mill Wynd' }],
    ],
    [
      'simple',
      "Our new place isn't ready until spring, so we need somewhere to keep the furniture: about 75 square feet, from 1st Dec 2026, for three months. Account name Sigrid van Houten.",
      [
        'rent_storage_unit',
        { customer_name: 'Sigrid van Houten', unit_size_sqft: 75, start_date: '2026-12-01', months: 3 },
      ],
    ],
    [
      'simple',
      "We've got a baby grand that has to go up two flights at the new flat on 2027-06-05. Name: Ottoline Marchbanks.",
      [
        'schedule_piano_move',
        {
          customer_name: 'Ottoline Marchbanks',
          piano_type: 'baby grand',
          move_date: '2027-06-05',
          flights_of_stairs: 2,
        },
      ],
    ],
    ['simple', 'A dozen wardrobe boxes please.', ['order_packing_boxes', { box_size: 'wardrobe', quantity: 12 }]],
    [
      'multiple',
      "hi, grandma's old upright has to come with us on 28/05/2027, ground floor at both ends. surname kowalczyk",
      ['schedule_piano_move', { customer_name: 'Kowalczyk', piano_type: 'upright', move_date: '2027-05-28' }],
    ],
    [
      'multiple',
      "We're going from a one-bedroom flat at EH7 4JT to EH12 9DQ. What's the damage?",
      ['get_removal_quote', { from_postcode: 'EH7 4JT', to_postcode: 'EH12 9DQ', bedrooms: 1 }],
    ],
    [
      'parallel',
      "I'm comparing areas. Price up a two-bedroom move from BS3 1RL to BA2 6LP, and then the same move but to BA1 5EB instead.",
      ['get_removal_quote', { from_postcode: 'BS3 1RL', to_postcode: 'BA2 6LP', bedrooms: 2 }],
      ['get_removal_quote', { from_postcode: 'BS3 1RL', to_postcode: 'BA1 5EB', bedrooms: 2 }],
    ],
    [
      'parallel',
      'Boxes: 30 small, 20 medium and 10 large, all to Apartment 4, 19 Cathcart Terrace.',
      [
        'order_packing_boxes',
        { box_size: 'small', quantity: 30, delivery_address: 'Apartment 4, 19 Cathcart Terrace' },
      ],
      [
        'order_packing_boxes',
        { box_size: 'medium', quantity: 20, delivery_address: 'Apartment 4, 19 Cathcart Terrace' },
      ],
      [
        'order_packing_boxes',
        { box_size: 'large', quantity: 10, delivery_address: 'Apartment 4, 19 Cathcart Terrace' },
      ],
    ],
    [
      'parallel_multiple',
      'Moving day is Friday 9 July 2027. Book a medium van under Adebayo and get our upright piano shifted the same day; my neighbour Mrs Thistlethwaite wants her upright moved that day too.',
      ['book_removal_van', { customer_name: 'Adebayo', move_date: '2027-07-09', van_size: 'medium' }],
      ['schedule_piano_move', { customer_name: 'Adebayo', piano_type: 'upright', move_date: '2027-07-09' }],
      [
        'schedule_piano_move',
        {
          customer_name: alt('Mrs Thistlethwaite', 'Thistlethwaite'),
          piano_type: 'upright',
          move_date: '2027-07-09',
        },
      ],
    ],
    [
      'parallel_multiple',
      '- quote: 4 bed, M20 3FJ to SK9 1AA\n- quote: same again but with packing\n- storage: 100 sq ft from 2027-07-01, 2 months, name Halvorsen',
      ['get_removal_quote', { from_postcode: 'M20 3FJ', to_postcode: 'SK9 1AA', bedrooms: 4 }],
      ['get_removal_quote', { from_postcode: 'M20 3FJ', to_postcode: 'SK9 1AA', bedrooms: 4, packing_service: true }],
      ['rent_storage_unit', { customer_name: 'Halvorsen', unit_size_sqft: 100, start_date: '2027-07-01', months: 2 }],
    ],
    [
      'parallel_multiple',
      'Please order forty medium boxes and fifteen wardrobe boxes, and reserve two small vans for 17 Aug 2027, one for Idris Mahmoud and one for his brother Yusuf Mahmoud.',
      ['order_packing_boxes', { box_size: 'medium', quantity: 40 }],
      ['order_packing_boxes', { box_size: 'wardrobe', quantity: 15 }],
      ['book_removal_van', { customer_name: 'Idris Mahmoud', move_date: '2027-08-17', van_size: 'small' }],
      ['book_removal_van', { customer_name: 'Yusuf Mahmoud', move_date: '2027-08-17', van_size: 'small' }],
    ],
    [
      'parallel_multiple',
      "While the builders are in we need two lock-ups: a 50 sq ft one for the garden furniture from 1 April 2027 for six months, and a 150 sq ft one for everything else from the same day for three months. Name's Beaumont-Ricci. Also a Luton with three crew on 2027-03-31.",
      [
        'rent_storage_unit',
        { customer_name: 'Beaumont-Ricci', unit_size_sqft: 50, start_date: '2027-04-01', months: 6 },
      ],
      [
        'rent_storage_unit',
        { customer_name: 'Beaumont-Ricci', unit_size_sqft: 150, start_date: '2027-04-01', months: 3 },
      ],
      [
        'book_removal_van',
        { customer_name: 'Beaumont-Ricci', move_date: '2027-03-31', van_size: 'luton', crew_size: 3 },
      ],
    ],
    [
      'parallel_multiple',
      'quote 2 bed G12 8QQ to G41 2PE. and another for 3 bed G12 8QQ to G41 3DS. then a grand piano on 2027-11-20 for Callum MacAoidh, three flights up, no lift',
      ['get_removal_quote', { from_postcode: 'G12 8QQ', to_postcode: 'G41 2PE', bedrooms: 2 }],
      ['get_removal_quote', { from_postcode: 'G12 8QQ', to_postcode: 'G41 3DS', bedrooms: 3 }],
      [
        'schedule_piano_move',
        { customer_name: 'Callum MacAoidh', piano_type: 'grand', move_date: '2027-11-20', flights_of_stairs: 3 },
      ],
    ],
    [
      'irrelevance',
      'Do I need to tell the council I am moving house, and who else should I let know about the new address?',
    ],
  ],
};

const TOOLS = ['rotavator', 'strimmer', 'wheelbarrow', 'hedge trimmer', 'leaf blower'];

export const allotmentSociety: DomainSpec = {
  name: 'allotment society',
  tools: [
    tool('apply_for_allotment_plot', 'Join the waiting list for a growing plot.', {
      applicant_name: ['string', 'Full name of the applicant.'],
      email: ['string', 'E-mail address for the offer.'],
      plot_size: ['string', 'Size of plot wanted.', { enum: ['half', 'full'] }],
      'site?': [
        'string',
        'Site wanted; any site when left out.',
        { enum: ['Meadow Lane', 'Canal Side', 'Old Rectory'] },
      ],
    }),
    tool('order_manure_delivery', 'Have farmyard manure tipped at a plot.', {
      plot_number: ['string', 'Plot number, as painted on its marker.'],
      loads: ['integer', 'Number of trailer loads.'],
      'delivery_date?': ['string', 'Day to tip it, YYYY-MM-DD; the next round when left out.'],
    }),
    tool('borrow_shared_tool', "Reserve a machine from the society's tool shed.", {
      member_name: ['string', 'Full name of the member borrowing it.'],
      tool_name: ['string', 'Machine to borrow.', { enum: TOOLS }],
      borrow_date: ['string', 'First day of the loan, YYYY-MM-DD.'],
      'days?': ['integer', 'Length of the loan in days.', { default: 1 }],
    }),
    tool('log_crop_yield', "Record a harvest weight in the society's yield book.", {
      plot_number: ['string', 'Plot number, as painted on its marker.'],
      crop: ['string', 'What was harvested.'],
      weight_kg: ['float', 'Weight harvested in kilograms.'],
    }),
    tool('report_plot_problem', 'Tell the committee about damage, pests or hazards on a site.', {
      plot_number: ['string', 'Plot number nearest the problem.'],
      problem: ['string', 'What is wrong.'],
      'urgent?': ['boolean', 'Whether it needs seeing to today.', { default: false }],
    }),
  ],
  cases: [
    [
      'simple',
      "I'd love a half plot at Canal Side. I'm Bernadette Ó Ceallaigh-Ross, bernie.oc@post.example.",
      [
        'apply_for_allotment_plot',
        {
          applicant_name: alt('Bernadette Ó Ceallaigh-Ross', 'Bernadette O Ceallaigh-Ross'),
          email: 'bernie.oc@post.example',
          plot_size: 'half',
          site: 'Canal Side',
        },
      ],
    ],
    [
      'simple',
      'Drop two loads of well-rotted muck at plot 14B please.',
      ['order_manure_delivery', { plot_number: '14B', loads: 2 }],
    ],
    [
      'simple',
      "Could I take the rotavator out on Sunday 11 April 2027 for a couple of days? It's Jaswinder Gill.",
      [
        'borrow_shared_tool',
        { member_name: 'Jaswinder Gill', tool_name: 'rotavator', borrow_date: '2027-04-11', days: 2 },
      ],
    ],
    [
      'simple',
      'Plot 9: 4.25 kg of runner beans picked this morning.',
      ['log_crop_yield', { plot_number: '9', crop: 'runner beans', weight_kg: 4.25 }],
    ],
    [
      'simple',
      "Someone has left the tap running by plot 22 and it's flooding the path. It needs sorting today.",
      [
        'report_plot_problem',
        {
          plot_number: '22',
          problem: alt(
            'tap left running, flooding the path',
            'tap left running and flooding the path',
            'tap running and flooding the path',
            'someone has left the tap running and it is flooding the path',
            "Someone has left the tap running by plot 22 and it's flooding the path",
            'tap left running',
            'the tap is running and flooding the path',
          ),
          urgent: true,
        },
      ],
    ],
    [
      'simple',
      'write down three and a half kilos of rhubarb for allotment number 31',
      ['log_crop_yield', { plot_number: '31', crop: 'rhubarb', weight_kg: 3.5 }],
    ],
    [
      'multiple',
      'the hedge trimmer for margaret liddell-grainger on 2027-06-19',
      [
        'borrow_shared_tool',
        { member_name: 'Margaret Liddell-Grainger', tool_name: 'hedge trimmer', borrow_date: '2027-06-19' },
      ],
    ],
    [
      'multiple',
      "Rats have got into the compost bin on plot 6A. It's not an emergency but the committee should know.",
      [
        'report_plot_problem',
        {
          plot_number: '6A',
          problem: alt(
            'rats in the compost bin',
            'rats have got into the compost bin',
            'rats in compost bin',
            'rats got into the compost bin',
            'Rats have got into the compost bin on plot 6A',
          ),
        },
      ],
    ],
    [
      'parallel',
      "We've had a bumper week at plot 18: 12 kg of potatoes, 2.4 kg of courgettes and 600 g of garlic.",
      ['log_crop_yield', { plot_number: '18', crop: 'potatoes', weight_kg: 12 }],
      ['log_crop_yield', { plot_number: '18', crop: 'courgettes', weight_kg: 2.4 }],
      ['log_crop_yield', { plot_number: '18', crop: 'garlic', weight_kg: 0.6 }],
    ],
    [
      'parallel',
      'Send manure to plot 3 (one load) and plot 40 (four loads), both on 2027-02-20.',
      ['order_manure_delivery', { plot_number: '3', loads: 1, delivery_date: '2027-02-20' }],
      ['order_manure_delivery', { plot_number: '40', loads: 4, delivery_date: '2027-02-20' }],
    ],
    [
      'parallel_multiple',
      'A full plot at Old Rectory for me please, Ezekiel Abernethy-Stone, zeke@abernethy.example, and another full one there for my partner Wren Abernethy-Stone, wren@abernethy.example. Could plot 12 get three loads of manure too?',
      [
        'apply_for_allotment_plot',
        {
          applicant_name: 'Ezekiel Abernethy-Stone',
          email: 'zeke@abernethy.example',
          plot_size: 'full',
          site: 'Old Rectory',
        },
      ],
      [
        'apply_for_allotment_plot',
        {
          applicant_name: 'Wren Abernethy-Stone',
          email: 'wren@abernethy.example',
          plot_size: 'full',
          site: 'Old Rectory',
        },
      ],
      ['order_manure_delivery', { plot_number: '12', loads: 3 }],
    ],
    [
      'parallel_multiple',
      '1. strimmer for me (Kofi Boateng) on 2027-05-02\n2. wheelbarrow, same day, for three days\n3. the fence on plot 27 has blown down',
      ['borrow_shared_tool', { member_name: 'Kofi Boateng', tool_name: 'strimmer', borrow_date: '2027-05-02' }],
      [
        'borrow_shared_tool',
        { member_name: 'Kofi Boateng', tool_name: 'wheelbarrow', borrow_date: '2027-05-02', days: 3 },
      ],
      [
        'report_plot_problem',
        {
          plot_number: '27',
          problem: alt('the fence has blown down', 'fence has blown down', 'fence blown down', 'blown down fence'),
        },
      ],
    ],
    [
      'parallel_multiple',
      'Harvest for plot 5: 1.8 kg of blackcurrants. Plot 5 also gave 950 grams of gooseberries. And can I have the leaf blower on the 30th of October 2027? Bea Lindgren.',
      ['log_crop_yield', { plot_number: '5', crop: 'blackcurrants', weight_kg: 1.8 }],
      ['log_crop_yield', { plot_number: '5', crop: 'gooseberries', weight_kg: 0.95 }],
      ['borrow_shared_tool', { member_name: 'Bea Lindgren', tool_name: 'leaf blower', borrow_date: '2027-10-30' }],
    ],
    [
      'parallel_multiple',
      "Two things to flag, both urgent: a wasps' nest in the shed on plot 15 and broken glass on the path by plot 16. Plus order two loads of manure for plot 15, tipped on 2027-03-06.",
      [
        'report_plot_problem',
        {
          plot_number: '15',
          problem: alt(
            "a wasps' nest in the shed",
            "wasps' nest in the shed",
            'wasps nest in the shed',
            'wasp nest in the shed',
            "wasps' nest in shed",
          ),
          urgent: true,
        },
      ],
      [
        'report_plot_problem',
        {
          plot_number: '16',
          problem: alt('broken glass on the path', 'broken glass on path', 'broken glass'),
          urgent: true,
        },
      ],
      ['order_manure_delivery', { plot_number: '15', loads: 2, delivery_date: '2027-03-06' }],
    ],
    [
      'parallel_multiple',
      "borrow the rotavator 2027-03-13 and again 2027-03-20 - name's farida haddad. log 2 kg leeks for plot 33 too",
      ['borrow_shared_tool', { member_name: 'Farida Haddad', tool_name: 'rotavator', borrow_date: '2027-03-13' }],
      ['borrow_shared_tool', { member_name: 'Farida Haddad', tool_name: 'rotavator', borrow_date: '2027-03-20' }],
      ['log_crop_yield', { plot_number: '33', crop: 'leeks', weight_kg: 2 }],
    ],
    ['irrelevance', "When's the next society committee meeting, and am I allowed to bring a guest along?"],
  ],
};
