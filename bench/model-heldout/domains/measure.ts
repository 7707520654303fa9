// Own question set, part 2: fitness, geometry, finance and outdoor-conditions tools (invented here, not from BFCL).
import { alt, tool, type CallSpec, type DomainSpec } from '../build.ts';

export const fitness: DomainSpec = {
  name: 'fitness',
  tools: [
    tool('log_run', 'Logs a run in the training diary.', {
      distance_km: ['float', 'Distance in kilometres.'],
      minutes: ['integer', 'Duration in minutes.'],
      'date?': ['string', 'Day of the run, YYYY-MM-DD.'],
    }),
    tool('compute_bmi', 'Computes the body mass index.', {
      weight_kg: ['float', 'Body weight in kilograms.'],
      height_m: ['float', 'Height in metres.'],
    }),
    tool('plan_workout', 'Builds a weekly workout plan.', {
      goal: ['string', 'Training goal.', { enum: ['strength', 'endurance', 'mobility'] }],
      days_per_week: ['integer', 'Training days per week.'],
      'equipment?': ['array', 'Equipment available.', { items: { type: 'string' } }],
    }),
    tool('log_water_intake', 'Logs water drunk.', { millilitres: ['integer', 'Amount of water in millilitres.'] }),
  ],
  cases: [
    ['simple', 'Log a 5.2 km run that took 31 minutes.', ['log_run', { distance_km: 5.2, minutes: 31 }]],
    [
      'simple',
      "What's my BMI if I weigh 72 kg and I'm 1.80 m tall?",
      ['compute_bmi', { weight_kg: 72.0, height_m: 1.8 }],
    ],
    [
      'simple',
      'Plan a strength workout three days a week with dumbbells and a kettlebell.',
      [
        'plan_workout',
        {
          goal: 'strength',
          days_per_week: 3,
          equipment: alt(['dumbbells', 'kettlebell'], ['dumbbells', 'a kettlebell']),
        },
      ],
    ],
    ['simple', 'I drank 750 ml of water.', ['log_water_intake', { millilitres: 750 }]],
    [
      'simple',
      'Log my 10k from 2026-01-18, it took 58 minutes.',
      ['log_run', { distance_km: 10.0, minutes: 58, date: '2026-01-18' }],
    ],
    [
      'multiple',
      'Build me an endurance plan for 5 days per week.',
      ['plan_workout', { goal: 'endurance', days_per_week: 5 }],
    ],
    ['multiple', 'Compute BMI for 95 kilograms at 185 cm.', ['compute_bmi', { weight_kg: 95.0, height_m: 1.85 }]],
    ['multiple', 'Record half a litre of water.', ['log_water_intake', { millilitres: 500 }]],
    ['multiple', 'Add a run: 8 km in 45 minutes.', ['log_run', { distance_km: 8.0, minutes: 45 }]],
    [
      'parallel',
      'Log water intakes of 250 ml, 300 ml and 500 ml.',
      ...[250, 300, 500].map((n): CallSpec => ['log_water_intake', { millilitres: n }]),
    ],
    [
      'parallel',
      'Compute the BMI for 60 kg at 1.65 m and for 82 kg at 1.75 m.',
      ['compute_bmi', { weight_kg: 60.0, height_m: 1.65 }],
      ['compute_bmi', { weight_kg: 82.0, height_m: 1.75 }],
    ],
    [
      'parallel',
      'Log runs of 3 km in 20 minutes and 6 km in 38 minutes.',
      ['log_run', { distance_km: 3.0, minutes: 20 }],
      ['log_run', { distance_km: 6.0, minutes: 38 }],
    ],
    [
      'parallel_multiple',
      'Log a 7 km run in 40 minutes, and log 400 ml and 600 ml of water.',
      ['log_run', { distance_km: 7.0, minutes: 40 }],
      ['log_water_intake', { millilitres: 400 }],
      ['log_water_intake', { millilitres: 600 }],
    ],
    [
      'parallel_multiple',
      'Make a mobility plan for 2 days a week and compute my BMI: 68 kg, 1.72 m.',
      ['plan_workout', { goal: 'mobility', days_per_week: 2 }],
      ['compute_bmi', { weight_kg: 68.0, height_m: 1.72 }],
    ],
    ['irrelevance', "What's the world record for the marathon?"],
    ['irrelevance', 'Order me a protein shake.'],
    ['irrelevance', 'Is it going to rain during my run tonight?'],
  ],
};

const cm = alt('cm', '');

export const geometry: DomainSpec = {
  name: 'geometry',
  tools: [
    tool('circle_area', 'Computes the area of a circle.', {
      radius: ['float', 'Radius of the circle.'],
      'unit?': ['string', 'Unit of length, e.g. cm.'],
    }),
    tool('cylinder_volume', 'Computes the volume of a cylinder.', {
      radius: ['float', 'Radius of the base.'],
      height: ['float', 'Height of the cylinder.'],
    }),
    tool('triangle_hypotenuse', 'Computes the hypotenuse of a right triangle from its legs.', {
      a: ['float', 'First leg.'],
      b: ['float', 'Second leg.'],
    }),
    tool('polygon_perimeter', 'Computes the perimeter of a polygon.', {
      side_lengths: ['array', 'Length of each side.', { items: { type: 'float' } }],
    }),
  ],
  cases: [
    ['simple', "What's the area of a circle with radius 4 cm?", ['circle_area', { radius: 4.0, unit: cm }]],
    ['simple', 'Volume of a cylinder, radius 2.5 and height 10.', ['cylinder_volume', { radius: 2.5, height: 10.0 }]],
    [
      'simple',
      'Find the hypotenuse of a right triangle with legs 6 and 8.',
      ['triangle_hypotenuse', { a: 6.0, b: 8.0 }],
    ],
    [
      'simple',
      'Perimeter of a polygon with sides 3, 4, 5 and 6.',
      ['polygon_perimeter', { side_lengths: [3.0, 4.0, 5.0, 6.0] }],
    ],
    ['simple', 'Area of a circle whose radius is seven.', ['circle_area', { radius: 7.0 }]],
    [
      'multiple',
      'How much can a cylinder with radius 3 and height 12 hold?',
      ['cylinder_volume', { radius: 3.0, height: 12.0 }],
    ],
    [
      'multiple',
      'A right triangle has legs of 5 and 12; how long is the hypotenuse?',
      ['triangle_hypotenuse', { a: 5.0, b: 12.0 }],
    ],
    [
      'multiple',
      "What's the perimeter of a shape with sides 2.5, 2.5 and 4?",
      ['polygon_perimeter', { side_lengths: [2.5, 2.5, 4.0] }],
    ],
    ['multiple', 'Give me the area of a circle of radius 1.5 m.', ['circle_area', { radius: 1.5, unit: alt('m', '') }]],
    [
      'parallel',
      'Compute the areas of circles with radii 3, 5 and 7 cm.',
      ...[3, 5, 7].map((r): CallSpec => ['circle_area', { radius: r, unit: cm }]),
    ],
    [
      'parallel',
      'Find the hypotenuse for legs 3 and 4, and for legs 9 and 12.',
      ['triangle_hypotenuse', { a: 3.0, b: 4.0 }],
      ['triangle_hypotenuse', { a: 9.0, b: 12.0 }],
    ],
    [
      'parallel',
      'Volumes of cylinders with radius 1 and height 2, and radius 3 and height 4.',
      ['cylinder_volume', { radius: 1.0, height: 2.0 }],
      ['cylinder_volume', { radius: 3.0, height: 4.0 }],
    ],
    [
      'parallel_multiple',
      'Area of a circle with radius 10, and hypotenuses for legs 1 and 1 and for legs 2 and 3.',
      ['circle_area', { radius: 10.0 }],
      ['triangle_hypotenuse', { a: 1.0, b: 1.0 }],
      ['triangle_hypotenuse', { a: 2.0, b: 3.0 }],
    ],
    [
      'parallel_multiple',
      'Find the perimeter of a polygon with sides 1, 2 and 3, and the volume of a cylinder with radius 2 and height 5.',
      ['polygon_perimeter', { side_lengths: [1.0, 2.0, 3.0] }],
      ['cylinder_volume', { radius: 2.0, height: 5.0 }],
    ],
    ['irrelevance', 'Prove that there are infinitely many primes.'],
    ['irrelevance', "What's the derivative of x squared?"],
    ['irrelevance', 'How many sides does a dodecagon have?'],
  ],
};

export const finance: DomainSpec = {
  name: 'finance',
  tools: [
    tool('convert_currency', 'Converts money between currencies.', {
      amount: ['float', 'Amount of money.'],
      from_currency: ['string', 'ISO 4217 code such as EUR.'],
      to_currency: ['string', 'ISO 4217 code of the target currency.'],
    }),
    tool('compound_interest', 'Computes the final balance of a deposit with compound interest.', {
      principal: ['float', 'Starting amount.'],
      annual_rate: ['float', 'Annual rate as a decimal, e.g. 0.05.'],
      years: ['integer', 'Number of years.'],
      'compounds_per_year?': ['integer', 'Compounding periods per year.', { default: 1 }],
    }),
    tool('monthly_loan_payment', 'Computes the monthly payment of a loan.', {
      principal: ['float', 'Loan amount.'],
      annual_rate_percent: ['float', 'Annual interest rate in percent.'],
      months: ['integer', 'Loan term in months.'],
    }),
    tool('stock_quote', 'Gets the latest price of a stock.', { ticker: ['string', 'Ticker symbol.'] }),
  ],
  cases: [
    [
      'simple',
      'Convert 2.5k euros to US dollars.',
      ['convert_currency', { amount: 2500.0, from_currency: 'EUR', to_currency: 'USD' }],
    ],
    [
      'simple',
      'How much will 10000 grow to at 4% for five years?',
      ['compound_interest', { principal: 10000.0, annual_rate: 0.04, years: 5 }],
    ],
    [
      'simple',
      "What's the monthly payment on a 250,000 loan at 6.5% over 360 months?",
      ['monthly_loan_payment', { principal: 250000.0, annual_rate_percent: 6.5, months: 360 }],
    ],
    ['simple', "What's the current quote for NVDA?", ['stock_quote', { ticker: 'NVDA' }]],
    [
      'simple',
      'Compound 5000 at 3% for 10 years, compounded monthly.',
      ['compound_interest', { principal: 5000.0, annual_rate: 0.03, years: 10, compounds_per_year: 12 }],
    ],
    [
      'multiple',
      'Turn 300 pounds sterling into yen.',
      ['convert_currency', { amount: 300.0, from_currency: 'GBP', to_currency: 'JPY' }],
    ],
    [
      'multiple',
      "A loan of 18k at 4.9 percent for 60 months: what's the monthly payment?",
      ['monthly_loan_payment', { principal: 18000.0, annual_rate_percent: 4.9, months: 60 }],
    ],
    ['multiple', 'Get me a quote on AAPL.', ['stock_quote', { ticker: 'AAPL' }]],
    [
      'multiple',
      'What does a 1,200 dollar deposit become after 3 years at 7% interest?',
      ['compound_interest', { principal: 1200.0, annual_rate: 0.07, years: 3 }],
    ],
    [
      'parallel',
      'Quotes for MSFT, GOOG and AMZN please.',
      ['stock_quote', { ticker: 'MSFT' }],
      ['stock_quote', { ticker: 'GOOG' }],
      ['stock_quote', { ticker: 'AMZN' }],
    ],
    [
      'parallel',
      'Convert 100 USD to EUR and to CHF.',
      ['convert_currency', { amount: 100.0, from_currency: 'USD', to_currency: 'EUR' }],
      ['convert_currency', { amount: 100.0, from_currency: 'USD', to_currency: 'CHF' }],
    ],
    [
      'parallel',
      'Monthly payments for 20000 at 5% over 36 months and over 48 months.',
      ['monthly_loan_payment', { principal: 20000.0, annual_rate_percent: 5.0, months: 36 }],
      ['monthly_loan_payment', { principal: 20000.0, annual_rate_percent: 5.0, months: 48 }],
    ],
    [
      'parallel_multiple',
      'Get quotes for TSLA and IBM and convert 50 euros to dollars.',
      ['stock_quote', { ticker: 'TSLA' }],
      ['stock_quote', { ticker: 'IBM' }],
      ['convert_currency', { amount: 50.0, from_currency: 'EUR', to_currency: 'USD' }],
    ],
    [
      'parallel_multiple',
      'Compute compound interest on 8000 at 2% for 4 years, and the monthly loan payment on 8000 at 2% over 24 months.',
      ['compound_interest', { principal: 8000.0, annual_rate: 0.02, years: 4 }],
      ['monthly_loan_payment', { principal: 8000.0, annual_rate_percent: 2.0, months: 24 }],
    ],
    ['irrelevance', 'Explain what an index fund is.'],
    ['irrelevance', 'Open a savings account for me.'],
    ['irrelevance', 'What is the inflation rate in Japan?'],
  ],
};

const day = ['string', 'Day, YYYY-MM-DD.'] as [string, string];

export const outdoors: DomainSpec = {
  name: 'outdoors',
  tools: [
    tool('get_pollen_count', 'Gets the pollen count for a city.', {
      city: ['string', 'City name.'],
      'day?': ['string', 'Which day.', { enum: ['today', 'tomorrow'] }],
    }),
    tool('get_uv_index', 'Gets the UV index forecast for a city.', { city: ['string', 'City name.'], date: day }),
    tool('get_tide_times', 'Gets high and low tide times at a harbour.', {
      harbor: ['string', 'Harbour name.'],
      date: day,
    }),
    tool('get_air_quality', 'Gets air quality readings for a city.', {
      city: ['string', 'City name.'],
      'pollutant?': ['string', 'Pollutant to report.', { enum: ['pm25', 'pm10', 'ozone', 'no2'] }],
    }),
  ],
  cases: [
    ['simple', 'Pollen count in Vienna tomorrow?', ['get_pollen_count', { city: 'Vienna', day: 'tomorrow' }]],
    ['simple', 'UV index for Madrid on 2026-07-15.', ['get_uv_index', { city: 'Madrid', date: '2026-07-15' }]],
    [
      'simple',
      'When are the tides at Brixham harbour on August 3, 2026?',
      ['get_tide_times', { harbor: alt('Brixham', 'Brixham harbour'), date: '2026-08-03' }],
    ],
    ['simple', 'How is the ozone in Mexico City?', ['get_air_quality', { city: 'Mexico City', pollutant: 'ozone' }]],
    ['simple', 'Pollen levels in Prague.', ['get_pollen_count', { city: 'Prague' }]],
    ['multiple', 'Air quality in Delhi, specifically PM10.', ['get_air_quality', { city: 'Delhi', pollutant: 'pm10' }]],
    [
      'multiple',
      "What's the UV like in Sydney on 2026-12-24?",
      ['get_uv_index', { city: 'Sydney', date: '2026-12-24' }],
    ],
    ['multiple', 'Tide times for Whitby on 2026-09-10.', ['get_tide_times', { harbor: 'Whitby', date: '2026-09-10' }]],
    ['multiple', 'Is there much pollen in Berlin today?', ['get_pollen_count', { city: 'Berlin', day: 'today' }]],
    [
      'parallel',
      'Air quality in Paris, Rome and Oslo.',
      ['get_air_quality', { city: 'Paris' }],
      ['get_air_quality', { city: 'Rome' }],
      ['get_air_quality', { city: 'Oslo' }],
    ],
    [
      'parallel',
      'UV index in Lisbon and Athens on 2026-06-21.',
      ['get_uv_index', { city: 'Lisbon', date: '2026-06-21' }],
      ['get_uv_index', { city: 'Athens', date: '2026-06-21' }],
    ],
    [
      'parallel',
      'Tides at Padstow on 2026-05-01 and on 2026-05-02.',
      ['get_tide_times', { harbor: 'Padstow', date: '2026-05-01' }],
      ['get_tide_times', { harbor: 'Padstow', date: '2026-05-02' }],
    ],
    [
      'parallel_multiple',
      'Pollen in Zurich and Geneva tomorrow, and the UV index in Zurich on 2026-04-10.',
      ['get_pollen_count', { city: 'Zurich', day: 'tomorrow' }],
      ['get_pollen_count', { city: 'Geneva', day: 'tomorrow' }],
      ['get_uv_index', { city: 'Zurich', date: '2026-04-10' }],
    ],
    [
      'parallel_multiple',
      'Get the air quality in Seoul and the tide times at Busan on 2026-10-05.',
      ['get_air_quality', { city: 'Seoul' }],
      ['get_tide_times', { harbor: 'Busan', date: '2026-10-05' }],
    ],
    ['irrelevance', "What's the population of Canada?"],
    ['irrelevance', 'Will it snow in Denver next week?'],
    ['irrelevance', 'Book a ferry to the Isle of Wight.'],
  ],
};
