// Own question set, part 1: aquarium, bakery, parking and library tools (invented here, not from BFCL).
import { alt, tool, type DomainSpec } from '../build.ts';

const tank = ['string', 'Name of the tank, e.g. reef or nursery.'] as [string, string];

export const aquarium: DomainSpec = {
  name: 'aquarium',
  tools: [
    tool('set_tank_heater', 'Sets the heater of an aquarium tank to a target water temperature.', {
      tank,
      celsius: ['float', 'Target water temperature in degrees Celsius.'],
    }),
    tool('feed_fish', 'Dispenses food into an aquarium tank.', {
      tank,
      grams: ['float', 'Amount of food in grams.'],
      'food?': ['string', 'Kind of food.', { enum: ['flakes', 'pellets', 'frozen', 'live'], default: 'flakes' }],
    }),
    tool('log_water_test', 'Records the result of a water test for a tank.', {
      tank,
      ph: ['float', 'Measured pH.'],
      'nitrate_ppm?': ['float', 'Nitrate in parts per million.'],
    }),
    tool('order_aquarium_supplies', 'Orders supplies for the aquarium from the pet shop.', {
      item: ['string', 'What to order.'],
      quantity: ['integer', 'How many to order.'],
    }),
  ],
  cases: [
    ['simple', 'Warm the reef tank up to 26.5 degrees.', ['set_tank_heater', { tank: 'reef', celsius: 26.5 }]],
    [
      'simple',
      'Feed the nursery tank 3 grams of pellets.',
      ['feed_fish', { tank: 'nursery', grams: 3.0, food: 'pellets' }],
    ],
    [
      'simple',
      'Record a water test for the cichlid tank: pH 7.8, nitrate at 20 ppm.',
      ['log_water_test', { tank: 'cichlid', ph: 7.8, nitrate_ppm: 20.0 }],
    ],
    [
      'simple',
      'Order a dozen replacement filter sponges.',
      ['order_aquarium_supplies', { item: alt('replacement filter sponges', 'filter sponges'), quantity: 12 }],
    ],
    ['simple', 'Log a pH of 6.9 for the shrimp tank.', ['log_water_test', { tank: 'shrimp', ph: 6.9 }]],
    [
      'multiple',
      'Give the goldfish tank two grams of frozen food.',
      ['feed_fish', { tank: 'goldfish', grams: 2.0, food: 'frozen' }],
    ],
    [
      'multiple',
      'Set the heater in the betta tank to 27 degrees Celsius.',
      ['set_tank_heater', { tank: 'betta', celsius: 27.0 }],
    ],
    [
      'multiple',
      'I need 4 bags of aquarium gravel ordered.',
      ['order_aquarium_supplies', { item: alt('aquarium gravel', 'bags of aquarium gravel'), quantity: 4 }],
    ],
    ['multiple', 'The quarantine tank tested at pH 7.2 today.', ['log_water_test', { tank: 'quarantine', ph: 7.2 }]],
    [
      'parallel',
      'Set the reef, nursery and shrimp tanks to 25 degrees.',
      ['set_tank_heater', { tank: 'reef', celsius: 25.0 }],
      ['set_tank_heater', { tank: 'nursery', celsius: 25.0 }],
      ['set_tank_heater', { tank: 'shrimp', celsius: 25.0 }],
    ],
    [
      'parallel',
      'Feed 1.5 grams to the betta tank and 4 grams to the goldfish tank.',
      ['feed_fish', { tank: 'betta', grams: 1.5 }],
      ['feed_fish', { tank: 'goldfish', grams: 4.0 }],
    ],
    [
      'parallel',
      'Order 2 heaters and 6 air stones.',
      ['order_aquarium_supplies', { item: alt('heaters', 'heater'), quantity: 2 }],
      ['order_aquarium_supplies', { item: alt('air stones', 'air stone'), quantity: 6 }],
    ],
    [
      'parallel',
      'Log pH 7.0 for the reef tank and pH 6.5 for the shrimp tank.',
      ['log_water_test', { tank: 'reef', ph: 7.0 }],
      ['log_water_test', { tank: 'shrimp', ph: 6.5 }],
    ],
    [
      'parallel_multiple',
      'Set the nursery tank and the betta tank to 24 degrees, and feed each of them 2 grams of flakes.',
      ['set_tank_heater', { tank: 'nursery', celsius: 24.0 }],
      ['set_tank_heater', { tank: 'betta', celsius: 24.0 }],
      ['feed_fish', { tank: 'nursery', grams: 2.0, food: alt('flakes', '') }],
      ['feed_fish', { tank: 'betta', grams: 2.0, food: alt('flakes', '') }],
    ],
    [
      'parallel_multiple',
      'Order 3 nets, and log pH 8.1 for the reef tank and 7.4 for the cichlid tank.',
      ['order_aquarium_supplies', { item: alt('nets', 'net'), quantity: 3 }],
      ['log_water_test', { tank: 'reef', ph: 8.1 }],
      ['log_water_test', { tank: 'cichlid', ph: 7.4 }],
    ],
    [
      'parallel_multiple',
      'Heat the goldfish tank to 22 degrees and the reef tank to 26 degrees, and order 5 test strips.',
      ['set_tank_heater', { tank: 'goldfish', celsius: 22.0 }],
      ['set_tank_heater', { tank: 'reef', celsius: 26.0 }],
      ['order_aquarium_supplies', { item: alt('test strips', 'test strip'), quantity: 5 }],
    ],
    ['irrelevance', 'What is the capital of Portugal?'],
    ['irrelevance', 'How long do clownfish usually live?'],
    ['irrelevance', 'Book me a table for two at a seafood restaurant tonight.'],
  ],
};

const unit = ['string', 'Unit of measure.', { enum: ['cup', 'gram', 'ounce', 'tablespoon', 'teaspoon'] }] as [
  string,
  string,
  Record<string, unknown>,
];

export const bakery: DomainSpec = {
  name: 'bakery',
  tools: [
    tool('scale_recipe', 'Scales a recipe to a number of servings.', {
      recipe: ['string', 'Name of the recipe.'],
      servings: ['integer', 'Number of servings wanted.'],
    }),
    tool('convert_baking_measure', 'Converts an amount between baking units.', {
      amount: ['float', 'The amount to convert.'],
      from_unit: unit,
      to_unit: unit,
    }),
    tool('order_cake', 'Orders a custom cake from the bakery.', {
      flavor: ['string', 'Cake flavour.', { enum: ['chocolate', 'vanilla', 'lemon', 'carrot', 'red velvet'] }],
      tiers: ['integer', 'Number of tiers.'],
      pickup_date: ['string', 'Pickup day, formatted YYYY-MM-DD.'],
      'message?': ['string', 'Text piped on the cake.'],
    }),
    tool('check_oven_schedule', 'Shows when the bakery ovens are booked on a day.', {
      date: ['string', 'Day to check, YYYY-MM-DD.'],
      'oven?': ['integer', 'Oven number.'],
    }),
  ],
  cases: [
    ['simple', 'Scale the sourdough recipe to 8 servings.', ['scale_recipe', { recipe: 'sourdough', servings: 8 }]],
    [
      'simple',
      'How many grams is 2.5 cups?',
      ['convert_baking_measure', { amount: 2.5, from_unit: 'cup', to_unit: 'gram' }],
    ],
    [
      'simple',
      "Order a two-tier lemon cake for pickup on 2026-05-09 that says 'Happy Birthday Mia'.",
      ['order_cake', { flavor: 'lemon', tiers: 2, pickup_date: '2026-05-09', message: 'Happy Birthday Mia' }],
    ],
    ['simple', 'Make the brioche recipe serve a dozen people.', ['scale_recipe', { recipe: 'brioche', servings: 12 }]],
    [
      'simple',
      'Convert 3 tablespoons to teaspoons.',
      ['convert_baking_measure', { amount: 3.0, from_unit: 'tablespoon', to_unit: 'teaspoon' }],
    ],
    [
      'multiple',
      "I'd like a three tier carrot cake, pickup June 20, 2026.",
      ['order_cake', { flavor: 'carrot', tiers: 3, pickup_date: '2026-06-20' }],
    ],
    ['multiple', 'Is oven 2 free on 2026-04-02?', ['check_oven_schedule', { date: '2026-04-02', oven: 2 }]],
    [
      'multiple',
      'Turn 250 grams into ounces.',
      ['convert_baking_measure', { amount: 250.0, from_unit: 'gram', to_unit: 'ounce' }],
    ],
    ['multiple', 'Adjust the focaccia recipe for 20 servings.', ['scale_recipe', { recipe: 'focaccia', servings: 20 }]],
    [
      'parallel',
      'Scale the baguette recipe to 6, 12 and 24 servings.',
      ['scale_recipe', { recipe: 'baguette', servings: 6 }],
      ['scale_recipe', { recipe: 'baguette', servings: 12 }],
      ['scale_recipe', { recipe: 'baguette', servings: 24 }],
    ],
    [
      'parallel',
      'Convert 1 cup, 2 cups and 3 cups to grams.',
      ...[1, 2, 3].map(
        (n) =>
          ['convert_baking_measure', { amount: n, from_unit: 'cup', to_unit: 'gram' }] as [
            string,
            Record<string, unknown>,
          ],
      ),
    ],
    [
      'parallel',
      'Check the oven schedule for 2026-03-01 and 2026-03-02.',
      ['check_oven_schedule', { date: '2026-03-01' }],
      ['check_oven_schedule', { date: '2026-03-02' }],
    ],
    [
      'parallel',
      'Order a chocolate cake with 1 tier and a vanilla cake with 2 tiers, both for pickup on 2026-07-04.',
      ['order_cake', { flavor: 'chocolate', tiers: 1, pickup_date: '2026-07-04' }],
      ['order_cake', { flavor: 'vanilla', tiers: 2, pickup_date: '2026-07-04' }],
    ],
    [
      'parallel_multiple',
      'Scale the croissant recipe to 30 servings and convert 4 ounces and 8 ounces to grams.',
      ['scale_recipe', { recipe: 'croissant', servings: 30 }],
      ['convert_baking_measure', { amount: 4.0, from_unit: 'ounce', to_unit: 'gram' }],
      ['convert_baking_measure', { amount: 8.0, from_unit: 'ounce', to_unit: 'gram' }],
    ],
    [
      'parallel_multiple',
      'Check oven 1 on 2026-02-14 and order a red velvet cake, two tiers, for that day.',
      ['check_oven_schedule', { date: '2026-02-14', oven: 1 }],
      ['order_cake', { flavor: 'red velvet', tiers: 2, pickup_date: '2026-02-14' }],
    ],
    ['irrelevance', "What's a good wine to pair with salmon?"],
    ['irrelevance', 'Who invented the croissant?'],
    ['irrelevance', "Translate 'bread' into German."],
  ],
};

const plate = ['string', 'Licence plate of the car.'] as [string, string];

export const parking: DomainSpec = {
  name: 'parking',
  tools: [
    tool('find_parking', 'Finds parking garages in a city.', {
      city: ['string', 'City name, e.g. Lyon.'],
      'max_price_per_hour?': ['float', 'Highest hourly price in euros.'],
      'covered?': ['boolean', 'Only covered garages.'],
    }),
    tool('pay_parking', 'Pays for street parking for a number of hours.', {
      plate,
      hours: ['integer', 'Hours to pay for.'],
    }),
    tool('extend_parking', 'Extends a running parking session.', { plate, minutes: ['integer', 'Extra minutes.'] }),
    tool('report_parking_violation', 'Reports a wrongly parked car to the city.', {
      plate,
      street: ['string', 'Street where the car is parked.'],
      'photo_url?': ['string', 'Link to a photo.'],
    }),
  ],
  cases: [
    [
      'simple',
      'Find covered parking in Lyon under 3 euros an hour.',
      ['find_parking', { city: 'Lyon', max_price_per_hour: 3.0, covered: true }],
    ],
    ['simple', 'Pay 2 hours of parking for plate KX-4471.', ['pay_parking', { plate: 'KX-4471', hours: 2 }]],
    ['simple', 'Add 45 minutes to the parking for AB12 CDE.', ['extend_parking', { plate: 'AB12 CDE', minutes: 45 }]],
    ['simple', 'Where can I park in Marseille?', ['find_parking', { city: 'Marseille' }]],
    [
      'simple',
      'Extend plate ZZ-900-AA by an hour and a half.',
      ['extend_parking', { plate: 'ZZ-900-AA', minutes: 90 }],
    ],
    [
      'multiple',
      'Report the car with plate HJ-221-KL blocking Rue Victor Hugo.',
      ['report_parking_violation', { plate: 'HJ-221-KL', street: 'Rue Victor Hugo' }],
    ],
    ['multiple', 'Pay three hours for plate 7TRK552.', ['pay_parking', { plate: '7TRK552', hours: 3 }]],
    [
      'multiple',
      'I need somewhere to park in Toulouse, no more than 2.5 euros per hour.',
      ['find_parking', { city: 'Toulouse', max_price_per_hour: 2.5 }],
    ],
    ['multiple', 'Give plate MN-303-OP another 20 minutes.', ['extend_parking', { plate: 'MN-303-OP', minutes: 20 }]],
    [
      'parallel',
      'Find parking in Nantes, Bordeaux and Lille.',
      ['find_parking', { city: 'Nantes' }],
      ['find_parking', { city: 'Bordeaux' }],
      ['find_parking', { city: 'Lille' }],
    ],
    [
      'parallel',
      'Pay 1 hour for plate AA-111-AA and 4 hours for plate BB-222-BB.',
      ['pay_parking', { plate: 'AA-111-AA', hours: 1 }],
      ['pay_parking', { plate: 'BB-222-BB', hours: 4 }],
    ],
    [
      'parallel',
      'Extend CC-333-CC by 15 minutes and DD-444-DD by 30 minutes.',
      ['extend_parking', { plate: 'CC-333-CC', minutes: 15 }],
      ['extend_parking', { plate: 'DD-444-DD', minutes: 30 }],
    ],
    [
      'parallel_multiple',
      'Pay 2 hours for EE-555-EE and find covered parking in Nice.',
      ['pay_parking', { plate: 'EE-555-EE', hours: 2 }],
      ['find_parking', { city: 'Nice', covered: true }],
    ],
    [
      'parallel_multiple',
      'Extend FF-666-FF by 10 minutes, and pay 5 hours each for GG-777-GG and HH-888-HH.',
      ['extend_parking', { plate: 'FF-666-FF', minutes: 10 }],
      ['pay_parking', { plate: 'GG-777-GG', hours: 5 }],
      ['pay_parking', { plate: 'HH-888-HH', hours: 5 }],
    ],
    ['irrelevance', 'How do I change a flat tyre?'],
    ['irrelevance', "What's the speed limit on French motorways?"],
    ['irrelevance', 'Rent me an electric scooter for the afternoon.'],
  ],
};

const bookId = ['string', 'Catalogue id such as B-1029.'] as [string, string];

export const library: DomainSpec = {
  name: 'library',
  tools: [
    tool('search_catalog', 'Searches the library catalogue.', {
      query: ['string', 'Title, author or subject.'],
      'format?': ['string', 'Format of the item.', { enum: ['print', 'ebook', 'audiobook'] }],
    }),
    tool('place_hold', 'Places a hold on a book for collection at a branch.', {
      book_id: bookId,
      branch: ['string', 'Branch where the book is collected.'],
    }),
    tool('renew_loan', 'Renews a borrowed book.', {
      book_id: bookId,
      'weeks?': ['integer', 'How many weeks to extend.', { default: 2 }],
    }),
    tool('pay_library_fine', 'Pays a library fine.', {
      card_number: ['string', 'Library card number.'],
      amount: ['float', 'Amount to pay.'],
    }),
  ],
  cases: [
    [
      'simple',
      'Search the catalogue for audiobooks by Ursula K. Le Guin.',
      ['search_catalog', { query: alt('Ursula K. Le Guin', 'Ursula K Le Guin'), format: 'audiobook' }],
    ],
    [
      'simple',
      'Put B-2231 on hold at the Riverside branch.',
      ['place_hold', { book_id: 'B-2231', branch: 'Riverside' }],
    ],
    ['simple', 'Renew B-7781 for 3 more weeks.', ['renew_loan', { book_id: 'B-7781', weeks: 3 }]],
    ['simple', 'Pay the 4.50 fine on card 2200-118.', ['pay_library_fine', { card_number: '2200-118', amount: 4.5 }]],
    ['simple', 'Renew my loan of B-1200.', ['renew_loan', { book_id: 'B-1200' }]],
    [
      'multiple',
      'Do you have any ebooks about beekeeping?',
      ['search_catalog', { query: 'beekeeping', format: 'ebook' }],
    ],
    ['multiple', 'Hold B-5520 for me at the Central branch.', ['place_hold', { book_id: 'B-5520', branch: 'Central' }]],
    ['multiple', 'Extend book B-3003 by one week.', ['renew_loan', { book_id: 'B-3003', weeks: 1 }]],
    [
      'multiple',
      'I owe 12 dollars on card 4410-902, please pay it.',
      ['pay_library_fine', { card_number: '4410-902', amount: 12.0 }],
    ],
    [
      'parallel',
      'Renew B-1001, B-1002 and B-1003.',
      ['renew_loan', { book_id: 'B-1001' }],
      ['renew_loan', { book_id: 'B-1002' }],
      ['renew_loan', { book_id: 'B-1003' }],
    ],
    [
      'parallel',
      "Search for print copies of 'Middlemarch' and 'Bleak House'.",
      ['search_catalog', { query: 'Middlemarch', format: 'print' }],
      ['search_catalog', { query: 'Bleak House', format: 'print' }],
    ],
    [
      'parallel',
      'Place holds on B-4040 and B-5050 at the Eastside branch.',
      ['place_hold', { book_id: 'B-4040', branch: 'Eastside' }],
      ['place_hold', { book_id: 'B-5050', branch: 'Eastside' }],
    ],
    [
      'parallel_multiple',
      'Renew B-8080 for 4 weeks and put B-9090 on hold at Hillcrest.',
      ['renew_loan', { book_id: 'B-8080', weeks: 4 }],
      ['place_hold', { book_id: 'B-9090', branch: 'Hillcrest' }],
    ],
    [
      'parallel_multiple',
      'Search for ebooks on astronomy and on origami, and pay 2.25 on card 7781-333.',
      ['search_catalog', { query: 'astronomy', format: 'ebook' }],
      ['search_catalog', { query: 'origami', format: 'ebook' }],
      ['pay_library_fine', { card_number: '7781-333', amount: 2.25 }],
    ],
    ['irrelevance', "What's the plot of Moby-Dick in one sentence?"],
    ['irrelevance', 'Recommend a good laptop for students.'],
    ['irrelevance', 'How late is the swimming pool open?'],
  ],
};
