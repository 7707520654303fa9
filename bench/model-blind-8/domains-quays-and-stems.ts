// Blind set 8, second half: a harbour office and a florist, written without reading the mock model.
import { alt, tool, type DomainSpec } from '../model-heldout/build.ts';

export const harbourOffice: DomainSpec = {
  name: 'harbour office',
  tools: [
    tool('book_visitor_berth', "Books a berth on the harbour's visitors' pontoon for a visiting boat.", {
      vessel_name: ['string', 'Name of the boat.'],
      length_metres: ['float', 'Overall length of the boat in metres.'],
      arrival_date: ['string', 'Day the boat arrives, YYYY-MM-DD.'],
      'nights?': ['integer', 'Number of nights.', { default: 1 }],
      'shore_power?': ['boolean', 'Whether the berth needs a shore power hook-up.', { default: false }],
    }),
    tool('extend_visitor_berth', "Adds nights to a visiting boat's current berth booking.", {
      vessel_name: ['string', 'Name of the boat.'],
      extra_nights: ['integer', 'Number of nights to add.'],
    }),
    tool('request_crane_lift', 'Books the harbour crane to lift a boat out of the water or back in.', {
      vessel_name: ['string', 'Name of the boat.'],
      weight_tonnes: ['float', "The boat's weight in tonnes (convert kilograms: 1000 kg = 1 tonne)."],
      date: ['string', 'Day of the lift, YYYY-MM-DD.'],
      direction: ['string', 'Out of the water or back in.', { enum: ['lift_out', 'lift_in'] }],
    }),
    tool('order_fuel_to_berth', 'Sends the fuel barge to a berth.', {
      berth: ['string', 'Berth code: pontoon letter then berth number, e.g. C14.'],
      fuel: ['string', 'Fuel type.', { enum: ['diesel', 'petrol'] }],
      litres: ['integer', 'Amount of fuel in litres.'],
    }),
    tool('report_harbour_hazard', 'Reports a hazard in the harbour to the harbour master.', {
      hazard: ['string', 'Kind of hazard.', { enum: ['floating_debris', 'oil_sheen', 'unlit_buoy', 'drifting_boat'] }],
      location: ['string', 'Where in the harbour it is.'],
      'urgent?': ['boolean', 'Whether someone must go out now.', { default: false }],
      'reporter_phone?': ['string', 'Phone number of the person reporting, to be called back.'],
    }),
  ],
  cases: [
    [
      'simple',
      "We're sailing in on the yacht Marram Wren, 11.2 m, arriving 2027-07-17 for three nights. Shore power would be lovely.",
      [
        'book_visitor_berth',
        {
          vessel_name: 'Marram Wren',
          length_metres: 11.2,
          arrival_date: '2027-07-17',
          nights: 3,
          shore_power: true,
        },
      ],
    ],
    [
      'simple',
      "The forecast has turned nasty, so Little Auk will stay another couple of nights if that's OK with you.",
      ['extend_visitor_berth', { vessel_name: 'Little Auk', extra_nights: 2 }],
    ],
    [
      'simple',
      "Please lift Saoirse's Dream out for the winter on 30 October 2027. She weighs 4,200 kg.",
      [
        'request_crane_lift',
        {
          vessel_name: alt("Saoirse's Dream", 'Saoirses Dream'),
          weight_tonnes: 4.2,
          date: '2027-10-30',
          direction: 'lift_out',
        },
      ],
    ],
    [
      'simple',
      'Could someone bring 150 litres of diesel to pontoon D, berth 7?',
      ['order_fuel_to_berth', { berth: alt('D7', 'D07', 'D 7'), fuel: 'diesel', litres: 150 }],
    ],
    [
      'simple',
      "There's a patch of oil on the water by the fuel pontoon and it's spreading. Someone needs to look at it right now. My number is 07700 900 123.",
      [
        'report_harbour_hazard',
        {
          hazard: 'oil_sheen',
          location: alt('by the fuel pontoon', 'the fuel pontoon', 'fuel pontoon'),
          urgent: true,
          reporter_phone: alt('07700 900 123', '+44 7700 900 123'),
        },
      ],
    ],
    [
      'multiple',
      "Drop Puffin II back in the water on the 3rd of April 2027 please, she's 2.5 tonnes.",
      [
        'request_crane_lift',
        { vessel_name: 'Puffin II', weight_tonnes: 2.5, date: '2027-04-03', direction: 'lift_in' },
      ],
    ],
    [
      'multiple',
      'Can Kittiwake stay on for one more night?',
      ['extend_visitor_berth', { vessel_name: 'Kittiwake', extra_nights: 1 }],
    ],
    [
      'parallel',
      'Two of us are cruising together, Tern (9.4 m) and Halcyon Days (12 m), arriving 21 August 2027 and staying two nights each.',
      ['book_visitor_berth', { vessel_name: 'Tern', length_metres: 9.4, arrival_date: '2027-08-21', nights: 2 }],
      ['book_visitor_berth', { vessel_name: 'Halcyon Days', length_metres: 12, arrival_date: '2027-08-21', nights: 2 }],
    ],
    [
      'parallel',
      "Reporting two things: the green buoy at the harbour mouth has no light on it, and there's a big log floating near the slipway.",
      [
        'report_harbour_hazard',
        {
          hazard: 'unlit_buoy',
          location: alt(
            'the green buoy at the harbour mouth',
            'green buoy at the harbour mouth',
            'harbour mouth',
            'the harbour mouth',
          ),
        },
      ],
      [
        'report_harbour_hazard',
        { hazard: 'floating_debris', location: alt('near the slipway', 'the slipway', 'slipway') },
      ],
    ],
    [
      'parallel',
      'Diesel please: 80 L to A3, 120 L to A5 and 60 L to B11.',
      ['order_fuel_to_berth', { berth: 'A3', fuel: 'diesel', litres: 80 }],
      ['order_fuel_to_berth', { berth: 'A5', fuel: 'diesel', litres: 120 }],
      ['order_fuel_to_berth', { berth: 'B11', fuel: 'diesel', litres: 60 }],
    ],
    [
      'parallel_multiple',
      'Lift out Skerry and Bright Morning on Monday 1 November 2027, 3.1 t and 5,750 kg respectively. Also send 40 litres of petrol to berth E2.',
      ['request_crane_lift', { vessel_name: 'Skerry', weight_tonnes: 3.1, date: '2027-11-01', direction: 'lift_out' }],
      [
        'request_crane_lift',
        { vessel_name: 'Bright Morning', weight_tonnes: 5.75, date: '2027-11-01', direction: 'lift_out' },
      ],
      ['order_fuel_to_berth', { berth: 'E2', fuel: 'petrol', litres: 40 }],
    ],
    [
      'parallel_multiple',
      'Arriving 2027-06-05: Selkie, 8.8 metres, one night, and Brannock, 10.5 metres, also one night, with shore power for both. And could you have 200 litres of diesel waiting on berth F9?',
      [
        'book_visitor_berth',
        { vessel_name: 'Selkie', length_metres: 8.8, arrival_date: '2027-06-05', shore_power: true },
      ],
      [
        'book_visitor_berth',
        { vessel_name: 'Brannock', length_metres: 10.5, arrival_date: '2027-06-05', shore_power: true },
      ],
      ['order_fuel_to_berth', { berth: 'F9', fuel: 'diesel', litres: 200 }],
    ],
    [
      'parallel_multiple',
      "Two reports and a request. First, a dinghy has come loose and is drifting across the fairway, that one's urgent. Second, there's an oily film near berth C12, no hurry. Then please extend Moonraker by 3 nights.",
      [
        'report_harbour_hazard',
        {
          hazard: 'drifting_boat',
          location: alt('across the fairway', 'the fairway', 'fairway'),
          urgent: true,
        },
      ],
      ['report_harbour_hazard', { hazard: 'oil_sheen', location: alt('near berth C12', 'berth C12', 'C12') }],
      ['extend_visitor_berth', { vessel_name: 'Moonraker', extra_nights: 3 }],
    ],
    [
      'parallel_multiple',
      "Our club's boats Wayfarer 3 and Wayfarer 4 both need to come out of the water on the 15th of October 2027, 1.8 tonnes each, and we'd like to keep Wayfarer 5 and Wayfarer 6 on the visitors' pontoon four more nights each.",
      [
        'request_crane_lift',
        { vessel_name: 'Wayfarer 3', weight_tonnes: 1.8, date: '2027-10-15', direction: 'lift_out' },
      ],
      [
        'request_crane_lift',
        { vessel_name: 'Wayfarer 4', weight_tonnes: 1.8, date: '2027-10-15', direction: 'lift_out' },
      ],
      ['extend_visitor_berth', { vessel_name: 'Wayfarer 5', extra_nights: 4 }],
      ['extend_visitor_berth', { vessel_name: 'Wayfarer 6', extra_nights: 4 }],
    ],
    ['irrelevance', 'What time is high water tomorrow morning? We want to leave on the ebb.'],
    ['irrelevance', 'Can I pay my annual mooring fee by card over the phone?'],
  ],
};

const STYLES = ['classic', 'rustic', 'modern', 'seasonal'];

export const florist: DomainSpec = {
  name: 'florist',
  tools: [
    tool('order_bouquet', 'Orders a hand-tied bouquet delivered to someone.', {
      recipient_name: ['string', 'Who the flowers are for.'],
      delivery_address: ['string', 'Where to deliver them.'],
      delivery_date: ['string', 'Day of the delivery, YYYY-MM-DD.'],
      style: ['string', 'Style of the bouquet.', { enum: STYLES }],
      budget_pounds: ['float', 'How much to spend, in pounds.'],
      'card_message?': ['string', 'Message written on the card, word for word.'],
    }),
    tool('book_wedding_consultation', "Books a couple in to plan their wedding flowers with the shop's florist.", {
      couple_names: ['string', 'Names of the two people getting married.'],
      date: ['string', 'Day of the consultation, YYYY-MM-DD.'],
      time: ['string', 'Time of the consultation, HH:MM (24-hour).'],
      'venue?': ['string', 'Where the wedding is held.'],
    }),
    tool('order_wholesale_stems', 'Orders loose stems at trade prices for a business customer.', {
      flower: ['string', 'Kind of flower or foliage.'],
      stems: ['integer', 'Number of stems.'],
      'colour?': ['string', 'Colour wanted, if it matters.'],
      needed_by_date: ['string', 'Day the stems are needed by, YYYY-MM-DD.'],
    }),
    tool('start_flower_subscription', 'Sets up regular flower deliveries to one address.', {
      recipient_name: ['string', 'Who the flowers are for.'],
      delivery_address: ['string', 'Where to deliver them.'],
      frequency: ['string', 'How often flowers are delivered.', { enum: ['weekly', 'fortnightly', 'monthly'] }],
      start_date: ['string', 'Day of the first delivery, YYYY-MM-DD.'],
      'size?': ['string', 'Size of each arrangement.', { enum: ['small', 'medium', 'large'], default: 'medium' }],
    }),
    tool('check_stem_availability', 'Says whether the wholesaler expects a flower to be available on a given day.', {
      flower: ['string', 'Kind of flower or foliage.'],
      'colour?': ['string', 'Colour wanted, if it matters.'],
      date: ['string', 'The day the flowers are wanted, YYYY-MM-DD.'],
    }),
  ],
  cases: [
    [
      'simple',
      'It\'s my mum\'s 70th! Please send something rustic, about £45, to Maureen Achterberg, 3 Pennywell Close, Little Ashby, LA2 7RN, on 14/05/2027. The card should say "Seventy and still fabulous. Love, Jo"',
      [
        'order_bouquet',
        {
          recipient_name: 'Maureen Achterberg',
          delivery_address: alt('3 Pennywell Close, Little Ashby, LA2 7RN', '3 Pennywell Close, Little Ashby'),
          delivery_date: '2027-05-14',
          style: 'rustic',
          budget_pounds: 45,
          card_message: alt('Seventy and still fabulous. Love, Jo', 'Seventy and still fabulous. Love Jo'),
        },
      ],
    ],
    [
      'simple',
      "Hello! We're getting married next summer at Fernhollow Barn. Could we come in to talk about flowers on Saturday 6 February 2027 at 11? Our names are Ade Okonjo and Sam Pryce-Whitley.",
      [
        'book_wedding_consultation',
        {
          couple_names: alt(
            'Ade Okonjo and Sam Pryce-Whitley',
            'Ade Okonjo & Sam Pryce-Whitley',
            'Sam Pryce-Whitley and Ade Okonjo',
          ),
          date: '2027-02-06',
          time: '11:00',
          venue: 'Fernhollow Barn',
        },
      ],
    ],
    [
      'simple',
      'For the hotel lobby we need 250 white ranunculus by the 1st of March 2027.',
      ['order_wholesale_stems', { flower: 'ranunculus', stems: 250, colour: 'white', needed_by_date: '2027-03-01' }],
    ],
    [
      'simple',
      "I'd like flowers sent every other week to Dr. R. K. Mensah at our office: Reception, Quillon & Hart, 40 Tanners Yard, Bexmoor. Starting on 2027-01-11, the large size.",
      [
        'start_flower_subscription',
        {
          recipient_name: alt('Dr. R. K. Mensah', 'R. K. Mensah', 'Dr Mensah'),
          delivery_address: alt(
            'Reception, Quillon & Hart, 40 Tanners Yard, Bexmoor',
            'Quillon & Hart, 40 Tanners Yard, Bexmoor',
            '40 Tanners Yard, Bexmoor',
          ),
          frequency: 'fortnightly',
          start_date: '2027-01-11',
          size: 'large',
        },
      ],
    ],
    [
      'simple',
      "do you think you'll have peach garden roses in on 2027-06-19",
      ['check_stem_availability', { flower: alt('garden roses', 'garden rose'), colour: 'peach', date: '2027-06-19' }],
    ],
    [
      'multiple',
      'Could you check if there will be any blue delphiniums on Monday 12 July 2027?',
      ['check_stem_availability', { flower: alt('delphiniums', 'delphinium'), colour: 'blue', date: '2027-07-12' }],
    ],
    [
      'multiple',
      "Monthly flowers for my gran, Hettie Blackwood-Ames, at Flat 2, 18 Orchard Steps, Wellbridge, starting 1 April 2027. Medium's fine.",
      [
        'start_flower_subscription',
        {
          recipient_name: 'Hettie Blackwood-Ames',
          delivery_address: alt('Flat 2, 18 Orchard Steps, Wellbridge', 'Flat 2, 18 Orchard Steps'),
          frequency: 'monthly',
          start_date: '2027-04-01',
        },
      ],
    ],
    [
      'parallel',
      'Wholesale order, all needed by 2027-04-22: 100 white tulips and 60 stems of eucalyptus, as well as 40 yellow craspedia.',
      [
        'order_wholesale_stems',
        { flower: alt('tulips', 'tulip'), stems: 100, colour: 'white', needed_by_date: '2027-04-22' },
      ],
      ['order_wholesale_stems', { flower: 'eucalyptus', stems: 60, needed_by_date: '2027-04-22' }],
      ['order_wholesale_stems', { flower: 'craspedia', stems: 40, colour: 'yellow', needed_by_date: '2027-04-22' }],
    ],
    [
      'parallel',
      'Please send a modern bouquet, £60 each, to both my sisters on 2027-03-14: Ines Carvalho at 9 Rook Lane, Stonebury, and Beatriz Carvalho at 22 Heron Walk, Stonebury.',
      [
        'order_bouquet',
        {
          recipient_name: 'Ines Carvalho',
          delivery_address: alt('9 Rook Lane, Stonebury', '9 Rook Lane'),
          delivery_date: '2027-03-14',
          style: 'modern',
          budget_pounds: 60,
        },
      ],
      [
        'order_bouquet',
        {
          recipient_name: 'Beatriz Carvalho',
          delivery_address: alt('22 Heron Walk, Stonebury', '22 Heron Walk'),
          delivery_date: '2027-03-14',
          style: 'modern',
          budget_pounds: 60,
        },
      ],
    ],
    [
      'parallel_multiple',
      "We're Lena Fitzgerald-Oyelaran and Tom Baird. Please book us a consultation on 2027-09-04 at 3pm, and check whether burgundy dahlias and cream garden roses will be around on our wedding day, 10 June 2028.",
      [
        'book_wedding_consultation',
        {
          couple_names: alt(
            'Lena Fitzgerald-Oyelaran and Tom Baird',
            'Lena Fitzgerald-Oyelaran & Tom Baird',
            'Tom Baird and Lena Fitzgerald-Oyelaran',
          ),
          date: '2027-09-04',
          time: '15:00',
        },
      ],
      ['check_stem_availability', { flower: alt('dahlias', 'dahlia'), colour: 'burgundy', date: '2028-06-10' }],
      ['check_stem_availability', { flower: alt('garden roses', 'garden rose'), colour: 'cream', date: '2028-06-10' }],
    ],
    [
      'parallel_multiple',
      "Wholesale: 80 red roses and 80 pink roses for 2027-02-12. Then a classic bouquet for £35 to Priyanka Deshmukh, 5 Mill Race, Oakhollow, delivered on Valentine's Day 2027.",
      [
        'order_wholesale_stems',
        { flower: alt('roses', 'rose'), stems: 80, colour: 'red', needed_by_date: '2027-02-12' },
      ],
      [
        'order_wholesale_stems',
        { flower: alt('roses', 'rose'), stems: 80, colour: 'pink', needed_by_date: '2027-02-12' },
      ],
      [
        'order_bouquet',
        {
          recipient_name: 'Priyanka Deshmukh',
          delivery_address: alt('5 Mill Race, Oakhollow', '5 Mill Race'),
          delivery_date: '2027-02-14',
          style: 'classic',
          budget_pounds: 35,
        },
      ],
    ],
    [
      'parallel_multiple',
      'Set up weekly small arrangements for both our surgeries from Monday 4 January 2027 (Harrowgate Lane Surgery, 1 Harrowgate Lane, Fennick; and Wyvern Road Surgery, 55 Wyvern Road, Fennick). Also send a seasonal bouquet worth £50 to our retiring nurse, Gwen Llewellyn-Price, 7 Cherry Garth, Fennick, on 2027-01-08, with the card reading "Thank you for 30 wonderful years".',
      [
        'start_flower_subscription',
        {
          recipient_name: 'Harrowgate Lane Surgery',
          delivery_address: alt('1 Harrowgate Lane, Fennick', '1 Harrowgate Lane'),
          frequency: 'weekly',
          start_date: '2027-01-04',
          size: 'small',
        },
      ],
      [
        'start_flower_subscription',
        {
          recipient_name: 'Wyvern Road Surgery',
          delivery_address: alt('55 Wyvern Road, Fennick', '55 Wyvern Road'),
          frequency: 'weekly',
          start_date: '2027-01-04',
          size: 'small',
        },
      ],
      [
        'order_bouquet',
        {
          recipient_name: 'Gwen Llewellyn-Price',
          delivery_address: alt('7 Cherry Garth, Fennick', '7 Cherry Garth'),
          delivery_date: '2027-01-08',
          style: 'seasonal',
          budget_pounds: 50,
          card_message: 'Thank you for 30 wonderful years',
        },
      ],
    ],
    [
      'parallel_multiple',
      'Check white lisianthus and green hydrangeas for 20 May 2027, and book a consultation for Wren Adebayo & Kit Morrow on Thursday the 13th of May 2027 at 17:30 for their Stillwater Hall wedding.',
      ['check_stem_availability', { flower: 'lisianthus', colour: 'white', date: '2027-05-20' }],
      ['check_stem_availability', { flower: alt('hydrangeas', 'hydrangea'), colour: 'green', date: '2027-05-20' }],
      [
        'book_wedding_consultation',
        {
          couple_names: alt('Wren Adebayo & Kit Morrow', 'Wren Adebayo and Kit Morrow'),
          date: '2027-05-13',
          time: '17:30',
          venue: 'Stillwater Hall',
        },
      ],
    ],
    [
      'parallel_multiple',
      'Two consultations on Saturday 2 October 2027, both couples marrying at Larchmere House: Maya Lindqvist and Ravi Chaudhary at 10am, then Noor Haddad and Elliot Frame at noon. Plus three hundred stems of white gypsophila, needed by 2027-10-20.',
      [
        'book_wedding_consultation',
        {
          couple_names: alt('Maya Lindqvist and Ravi Chaudhary', 'Maya Lindqvist & Ravi Chaudhary'),
          date: '2027-10-02',
          time: '10:00',
          venue: 'Larchmere House',
        },
      ],
      [
        'book_wedding_consultation',
        {
          couple_names: alt('Noor Haddad and Elliot Frame', 'Noor Haddad & Elliot Frame'),
          date: '2027-10-02',
          time: '12:00',
          venue: 'Larchmere House',
        },
      ],
      ['order_wholesale_stems', { flower: 'gypsophila', stems: 300, colour: 'white', needed_by_date: '2027-10-20' }],
    ],
    ['irrelevance', "What's the best way to stop tulips drooping in the vase?"],
    [
      'irrelevance',
      'I ordered a bouquet yesterday and gave you the wrong house number. Can you change the address on it?',
    ],
  ],
};
