// Blind set 10, domains 1-2: a bike share and a patisserie, conversations written without reading the mock model.
import { alt, tool } from '../model-heldout/build.ts';
import { answer, called, calledEach, user, type ConversationDomain } from './conversation.ts';

const BIKE_TYPES = ['classic', 'electric', 'cargo'];

export const bikeShare: ConversationDomain = {
  name: 'bike share',
  system: 'You are the assistant in the Pedalway bike-share app. Use the tools to look things up; keep answers short.',
  tools: [
    tool('find_dock_bikes', 'List the bikes that can be unlocked at one docking station right now.', {
      dock: ['string', "Name of the docking station, e.g. 'Quayside Steps'."],
      'bike_type?': ['string', 'Only list bikes of this kind.', { enum: ['any', ...BIKE_TYPES], default: 'any' }],
    }),
    tool('reserve_share_bike', 'Hold one bike at its dock for 15 minutes so nobody else can take it.', {
      bike_id: ['string', "The bike's ID as the dock lists it, e.g. 'CL-1002'."],
      dock: ['string', 'Docking station the bike is at.'],
    }),
    tool('estimate_ride_fare', 'Price a ride before taking it.', {
      minutes: ['integer', 'Length of the ride in minutes.'],
      bike_type: ['string', 'Kind of bike.', { enum: BIKE_TYPES }],
      'plan?': [
        'string',
        "The rider's plan.",
        { enum: ['pay_as_you_go', 'monthly', 'annual'], default: 'pay_as_you_go' },
      ],
    }),
    tool('report_bike_fault', 'Report a broken bike so it is taken out of service.', {
      bike_id: ['string', "The bike's ID, e.g. 'CL-1002'."],
      fault: ['string', 'What is wrong.', { enum: ['flat_tyre', 'brakes', 'chain', 'battery', 'lock', 'other'] }],
    }),
  ],
  conversations: [
    {
      reading: 'follow_up',
      kind: 'simple',
      language: 'en',
      system: true,
      history: [
        user('Are there any e-bikes at Quayside Steps?'),
        called(
          'find_dock_bikes',
          { dock: 'Quayside Steps', bike_type: 'electric' },
          { dock: 'Quayside Steps', bike_type: 'electric', bikes: [] },
        ),
        answer('Sorry, there are no e-bikes at Quayside Steps at the moment.'),
      ],
      ask: 'What about the Elm Street dock?',
      calls: [['find_dock_bikes', { dock: alt('Elm Street', 'Elm Street dock'), bike_type: 'electric' }]],
    },
    {
      reading: 'follow_up',
      kind: 'parallel',
      language: 'en',
      history: [
        user('How much is a 20 minute ride on a normal bike?'),
        called(
          'estimate_ride_fare',
          { minutes: 20, bike_type: 'classic' },
          { minutes: 20, bike_type: 'classic', plan: 'pay_as_you_go', fare_gbp: 1.65 },
        ),
        answer('A 20-minute ride on a classic bike costs £1.65 on pay as you go.'),
      ],
      ask: 'And for 45 and 90 minutes?',
      calls: [
        ['estimate_ride_fare', { minutes: 45, bike_type: 'classic' }],
        ['estimate_ride_fare', { minutes: 90, bike_type: 'classic' }],
      ],
    },
    {
      reading: 'follow_up',
      kind: 'multiple',
      language: 'ko',
      system: true,
      history: [
        user('Do you have a cargo bike at Market Cross? I need to haul some shopping home.'),
        called(
          'find_dock_bikes',
          { dock: 'Market Cross', bike_type: 'cargo' },
          {
            dock: 'Market Cross',
            bike_type: 'cargo',
            bikes: [{ bike_id: 'CG-0712', type: 'cargo', battery_pct: null }],
          },
        ),
        answer('Yes, there is one cargo bike at Market Cross: CG-0712.'),
      ],
      ask: 'Linden Park은요? 거기는 전기 자전거로 찾아 주세요.',
      calls: [['find_dock_bikes', { dock: 'Linden Park', bike_type: 'electric' }]],
    },
    {
      reading: 'follow_up',
      kind: 'simple',
      language: 'en',
      history: [
        user('What would half an hour on an e-bike cost me?'),
        called(
          'estimate_ride_fare',
          { minutes: 30, bike_type: 'electric' },
          { minutes: 30, bike_type: 'electric', plan: 'pay_as_you_go', fare_gbp: 3.9 },
        ),
        answer('Thirty minutes on an e-bike is £3.90 on pay as you go.'),
      ],
      ask: 'How much would that be if I was on the monthly plan?',
      calls: [['estimate_ride_fare', { minutes: 30, bike_type: 'electric', plan: 'monthly' }]],
    },
    {
      reading: 'from_result',
      kind: 'multiple',
      language: 'en',
      system: true,
      history: [
        user("What's at Canal Basin right now?"),
        called(
          'find_dock_bikes',
          { dock: 'Canal Basin' },
          {
            dock: 'Canal Basin',
            bike_type: 'any',
            bikes: [
              { bike_id: 'CL-4410', type: 'classic', battery_pct: null },
              { bike_id: 'EB-2291', type: 'electric', battery_pct: 82 },
              { bike_id: 'EB-2307', type: 'electric', battery_pct: 35 },
            ],
          },
        ),
        answer('Canal Basin has three bikes: one classic and two e-bikes, one at 82% battery and one at 35%.'),
      ],
      ask: 'Reserve the e-bike with more charge for me.',
      calls: [['reserve_share_bike', { bike_id: 'EB-2291', dock: 'Canal Basin' }]],
    },
    {
      reading: 'from_result',
      kind: 'multiple',
      language: 'pl',
      history: [
        user('Show me the e-bikes at St Aldric Square.'),
        called(
          'find_dock_bikes',
          { dock: 'St Aldric Square', bike_type: 'electric' },
          {
            dock: 'St Aldric Square',
            bike_type: 'electric',
            bikes: [
              { bike_id: 'EB-3055', type: 'electric', battery_pct: 91 },
              { bike_id: 'EB-3102', type: 'electric', battery_pct: 67 },
            ],
          },
        ),
        answer('There are two e-bikes at St Aldric Square: EB-3055 (91%) and EB-3102 (67%).'),
      ],
      ask: 'Zarezerwuj mi ten drugi, proszę.',
      calls: [['reserve_share_bike', { bike_id: 'EB-3102', dock: 'St Aldric Square' }]],
    },
    {
      reading: 'from_result',
      kind: 'multiple',
      language: 'en',
      history: [
        user('Hold a cargo bike at Tannery Lane for me.'),
        called(
          'find_dock_bikes',
          { dock: 'Tannery Lane', bike_type: 'cargo' },
          {
            dock: 'Tannery Lane',
            bike_type: 'cargo',
            bikes: [{ bike_id: 'CG-0716', type: 'cargo', battery_pct: null }],
          },
        ),
        called(
          'reserve_share_bike',
          { bike_id: 'CG-0716', dock: 'Tannery Lane' },
          { reservation_id: 'R-88120', bike_id: 'CG-0716', dock: 'Tannery Lane', held_until: '17:05' },
        ),
        answer('Done: a cargo bike is held for you at Tannery Lane until 17:05.'),
      ],
      ask: "I'm here now and its front tyre is completely flat. Can you report it?",
      calls: [['report_bike_fault', { bike_id: 'CG-0716', fault: 'flat_tyre' }]],
    },
    {
      reading: 'new_task',
      kind: 'multiple',
      language: 'en',
      system: true,
      history: [
        user('Any bikes at Elm Street?'),
        called(
          'find_dock_bikes',
          { dock: 'Elm Street' },
          {
            dock: 'Elm Street',
            bike_type: 'any',
            bikes: [
              { bike_id: 'CL-1187', type: 'classic', battery_pct: null },
              { bike_id: 'EB-2040', type: 'electric', battery_pct: 58 },
            ],
          },
        ),
        answer('Elm Street has a classic bike and an e-bike with 58% battery.'),
      ],
      ask: 'Thanks. Unrelated, but the e-bike I rode this morning, EB-1984, had brakes that barely worked. Please flag it.',
      calls: [['report_bike_fault', { bike_id: 'EB-1984', fault: 'brakes' }]],
    },
    {
      reading: 'new_task',
      kind: 'multiple',
      language: 'ko',
      history: [
        user('How much is an hour on a cargo bike?'),
        called(
          'estimate_ride_fare',
          { minutes: 60, bike_type: 'cargo' },
          { minutes: 60, bike_type: 'cargo', plan: 'pay_as_you_go', fare_gbp: 6.5 },
        ),
        answer('An hour on a cargo bike is £6.50 on pay as you go.'),
      ],
      ask: '알겠어요. 그런데 지금 Harbour Gate에 카고 자전거 있어요?',
      calls: [['find_dock_bikes', { dock: 'Harbour Gate', bike_type: 'cargo' }]],
    },
    {
      reading: 'nothing',
      kind: 'irrelevance',
      language: 'en',
      history: [
        user('Is there a bike at Rope Walk?'),
        called(
          'find_dock_bikes',
          { dock: 'Rope Walk' },
          { dock: 'Rope Walk', bike_type: 'any', bikes: [{ bike_id: 'CL-3321', type: 'classic', battery_pct: null }] },
        ),
        answer('Yes, one classic bike (CL-3321) is at Rope Walk.'),
      ],
      ask: "Perfect, thanks! I'll walk over now.",
      calls: [],
    },
    {
      reading: 'nothing',
      kind: 'irrelevance',
      language: 'en',
      system: true,
      history: [
        user('How much for 25 minutes on an electric one?'),
        called(
          'estimate_ride_fare',
          { minutes: 25, bike_type: 'electric' },
          { minutes: 25, bike_type: 'electric', plan: 'pay_as_you_go', fare_gbp: 3.4 },
        ),
        answer('That would be £3.40 on pay as you go.'),
      ],
      ask: 'So is that more or less than the bus, which is £2.80?',
      calls: [],
    },
    {
      reading: 'nothing',
      kind: 'irrelevance',
      language: 'pl',
      history: [
        user('Please reserve bike CL-5120 at Mill Bridge.'),
        called(
          'reserve_share_bike',
          { bike_id: 'CL-5120', dock: 'Mill Bridge' },
          { reservation_id: 'R-90417', bike_id: 'CL-5120', dock: 'Mill Bridge', held_until: '08:52' },
        ),
        answer('Done: CL-5120 is held for you at Mill Bridge.'),
      ],
      ask: 'Do której mam czas, żeby go odebrać?',
      calls: [],
    },
  ],
};

const BRANCH = { enum: ['high_street', 'station', 'market_hall'], default: 'high_street' };

export const patisserie: ConversationDomain = {
  name: 'patisserie',
  system: 'You are the order assistant of Crumb & Larder, a small patisserie with three shops.',
  tools: [
    tool('check_bake_stock', 'How many of one bake are left today at a shop, and its price.', {
      item: ['string', "Name of the bake, e.g. 'sourdough boule'."],
      'branch?': ['string', 'Which shop.', BRANCH],
    }),
    tool('reserve_bakes', 'Put bakes aside at a shop for a customer to collect later today.', {
      item: ['string', 'Name of the bake.'],
      quantity: ['integer', 'How many to put aside.'],
      customer_name: ['string', 'Name the bakes are kept under.'],
      'branch?': ['string', 'Which shop keeps them.', BRANCH],
    }),
    tool('place_cake_order', 'Order a celebration cake to collect on a later day.', {
      customer_name: ['string', 'Name the order is under.'],
      flavour: ['string', 'Cake flavour.', { enum: ['chocolate', 'lemon', 'carrot', 'red_velvet', 'coffee_walnut'] }],
      portions: ['integer', 'How many slices the cake must serve.'],
      collection_date: ['string', 'Day of collection, YYYY-MM-DD.'],
      'message?': ['string', 'Words piped on top.'],
      'gluten_free?': ['boolean', 'Bake it gluten-free.', { default: false }],
    }),
    tool('list_bake_allergens', 'List the allergens in one bake.', {
      item: ['string', 'Name of the bake.'],
    }),
  ],
  conversations: [
    {
      reading: 'follow_up',
      kind: 'simple',
      language: 'en',
      history: [
        user('Do you have any sourdough boules left?'),
        called(
          'check_bake_stock',
          { item: 'sourdough boule' },
          { item: 'sourdough boule', branch: 'high_street', left: 0, price_gbp: 4.2 },
        ),
        answer("I'm afraid the sourdough boules are sold out at High Street today."),
      ],
      ask: 'Same for the rye loaf?',
      calls: [['check_bake_stock', { item: alt('rye loaf', 'rye loaves', 'rye') }]],
    },
    {
      reading: 'follow_up',
      kind: 'simple',
      language: 'pl',
      system: true,
      history: [
        user('How many cardamom buns are left at the station shop?'),
        called(
          'check_bake_stock',
          { item: 'cardamom bun', branch: 'station' },
          { item: 'cardamom bun', branch: 'station', left: 6, price_gbp: 2.6 },
        ),
        answer('There are 6 cardamom buns left at the Station shop, £2.60 each.'),
      ],
      ask: 'A w Market Hall?',
      calls: [['check_bake_stock', { item: alt('cardamom bun', 'cardamom buns'), branch: 'market_hall' }]],
    },
    {
      reading: 'follow_up',
      kind: 'parallel',
      language: 'en',
      history: [
        user('What allergens are in the pistachio éclair?'),
        called(
          'list_bake_allergens',
          { item: 'pistachio éclair' },
          { item: 'pistachio éclair', allergens: ['milk', 'eggs', 'gluten', 'tree nuts'] },
        ),
        answer('The pistachio éclair contains milk, eggs, gluten and tree nuts.'),
      ],
      ask: 'And in the almond croissant and the plum tart?',
      calls: [
        ['list_bake_allergens', { item: 'almond croissant' }],
        ['list_bake_allergens', { item: 'plum tart' }],
      ],
    },
    {
      reading: 'follow_up',
      kind: 'multiple',
      language: 'en',
      system: true,
      history: [
        user('Can you put four cinnamon knots aside at the station shop for Ines Barrowcliffe?'),
        called(
          'reserve_bakes',
          { item: 'cinnamon knot', quantity: 4, customer_name: 'Ines Barrowcliffe', branch: 'station' },
          { reference: 'RB-5521', item: 'cinnamon knot', quantity: 4, branch: 'station', ready_from: '15:00' },
        ),
        answer('Done: four cinnamon knots are waiting for Ines Barrowcliffe at the Station shop from 15:00.'),
      ],
      ask: "Could you also set aside two walnut loaves under the same name, but at Market Hall? I'll be passing there first.",
      calls: [
        [
          'reserve_bakes',
          {
            item: alt('walnut loaf', 'walnut loaves'),
            quantity: 2,
            customer_name: 'Ines Barrowcliffe',
            branch: 'market_hall',
          },
        ],
      ],
    },
    {
      reading: 'from_result',
      kind: 'multiple',
      language: 'en',
      history: [
        user('Is the fig and honey tart still on today?'),
        called(
          'check_bake_stock',
          { item: 'fig and honey tart' },
          { item: 'fig and honey tart', branch: 'high_street', left: 3, price_gbp: 5.5 },
        ),
        answer('Yes, there are a few left at High Street, £5.50 each.'),
      ],
      ask: "Lovely, put all of them aside for me please. Name's Oskar Thelwall.",
      calls: [
        [
          'reserve_bakes',
          { item: alt('fig and honey tart', 'fig & honey tart'), quantity: 3, customer_name: 'Oskar Thelwall' },
        ],
      ],
    },
    {
      reading: 'from_result',
      kind: 'multiple',
      language: 'ko',
      system: true,
      history: [
        user('Is there any pear frangipane at the station shop or at Market Hall?'),
        calledEach(
          [
            'check_bake_stock',
            { item: 'pear frangipane', branch: 'station' },
            { item: 'pear frangipane', branch: 'station', left: 0, price_gbp: 3.8 },
          ],
          [
            'check_bake_stock',
            { item: 'pear frangipane', branch: 'market_hall' },
            { item: 'pear frangipane', branch: 'market_hall', left: 5, price_gbp: 3.8 },
          ],
        ),
        answer('The Station shop has sold out, but the other shop still has some.'),
      ],
      ask: '그럼 남아 있는 가게에 두 조각 맡아 주세요. 이름은 Yuna Pelletier예요.',
      calls: [
        [
          'reserve_bakes',
          { item: 'pear frangipane', quantity: 2, customer_name: 'Yuna Pelletier', branch: 'market_hall' },
        ],
      ],
    },
    {
      reading: 'from_result',
      kind: 'multiple',
      language: 'en',
      history: [
        user('Any seeded batch loaves left?'),
        called(
          'check_bake_stock',
          { item: 'seeded batch loaf' },
          {
            item: 'seeded batch loaf',
            branch: 'high_street',
            left: 0,
            next_bake: '14:30',
            suggested_instead: { item: 'spelt and honey loaf', left: 4, price_gbp: 4.6 },
          },
        ),
        answer('The seeded batch is sold out until the 14:30 bake, but there is a similar loaf with 4 left.'),
      ],
      ask: 'Is that one OK for someone with a sesame allergy?',
      calls: [['list_bake_allergens', { item: alt('spelt and honey loaf', 'spelt & honey loaf') }]],
    },
    {
      reading: 'new_task',
      kind: 'multiple',
      language: 'en',
      history: [
        user('Any rye loaves left at High Street?'),
        called(
          'check_bake_stock',
          { item: 'rye loaf', branch: 'high_street' },
          { item: 'rye loaf', branch: 'high_street', left: 2, price_gbp: 3.9 },
        ),
        answer('Two rye loaves are left at High Street, £3.90 each.'),
      ],
      ask: "Good to know. Different thing: I need a cake collected on 2027-06-12 — chocolate, 16 portions, under Mirela Castellanos, with 'Well done, Tomek!' piped on top.",
      calls: [
        [
          'place_cake_order',
          {
            customer_name: 'Mirela Castellanos',
            flavour: 'chocolate',
            portions: 16,
            collection_date: '2027-06-12',
            message: alt('Well done, Tomek!', 'Well done, Tomek'),
          },
        ],
      ],
    },
    {
      reading: 'new_task',
      kind: 'multiple',
      language: 'ko',
      system: true,
      history: [
        user('Please order a lemon cake for 10, to collect on 2027-07-03, under Aurelio Penhaligon.'),
        called(
          'place_cake_order',
          { customer_name: 'Aurelio Penhaligon', flavour: 'lemon', portions: 10, collection_date: '2027-07-03' },
          { order_id: 'PC-3402', flavour: 'lemon', portions: 10, collection_date: '2027-07-03', price_gbp: 38 },
        ),
        answer('Done: a lemon cake for 10 is ordered for 3 July 2027 (order PC-3402, £38.00).'),
      ],
      ask: '고마워요. 아, 그리고 지금 High Street 가게에 lemon drizzle slice 남아 있어요?',
      calls: [['check_bake_stock', { item: alt('lemon drizzle slice', 'lemon drizzle slices') }]],
    },
    {
      reading: 'nothing',
      kind: 'irrelevance',
      language: 'en',
      history: [
        user('Please hold six cheese scones for Bertie Oyelaran at High Street.'),
        called(
          'reserve_bakes',
          { item: 'cheese scone', quantity: 6, customer_name: 'Bertie Oyelaran' },
          { reference: 'RB-5608', item: 'cheese scone', quantity: 6, branch: 'high_street', ready_from: '16:30' },
        ),
        answer('Six cheese scones are set aside for Bertie Oyelaran at High Street, ready from 16:30.'),
      ],
      ask: 'Lovely, see you at half four!',
      calls: [],
    },
    {
      reading: 'nothing',
      kind: 'irrelevance',
      language: 'en',
      system: true,
      history: [
        user('How much are the brown butter blondies today?'),
        called(
          'check_bake_stock',
          { item: 'brown butter blondie' },
          { item: 'brown butter blondie', branch: 'high_street', left: 7, price_gbp: 3.1 },
        ),
        answer('They are £3.10 each today, and there are 7 left.'),
      ],
      ask: 'Is that cheaper than last week? I think I paid £3.40.',
      calls: [],
    },
    {
      reading: 'nothing',
      kind: 'irrelevance',
      language: 'pl',
      history: [
        user('Does the rye loaf have nuts in it? My son is allergic.'),
        called(
          'list_bake_allergens',
          { item: 'rye loaf' },
          { item: 'rye loaf', allergens: ['gluten'], may_contain: ['sesame'] },
        ),
        answer('The rye loaf contains gluten and may contain traces of sesame.'),
      ],
      ask: 'Czyli orzechów w nim nie ma, tak?',
      calls: [],
    },
  ],
};
