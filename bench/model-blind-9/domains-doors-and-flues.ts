// Blind set 9, domains 1-2: a locksmith and a chimney sweep, written without reading the mock model.
import { alt, tool, type DomainSpec } from '../model-heldout/build.ts';

const DOORS = { enum: ['front', 'back', 'patio', 'garage', 'shed'] };
const LOCK_TYPES = { enum: ['euro_cylinder', 'mortice_deadlock', 'nightlatch', 'smart_lock'] };

export const locksmith: DomainSpec = {
  name: 'locksmith',
  tools: [
    tool('request_lockout_callout', 'Send a locksmith to let a customer back in through a locked door.', {
      customer_name: ['string', 'Name of the person asking for the callout.'],
      address: ['string', 'Address of the property, street and number.'],
      door: ['string', 'Which door they are locked out of.', DOORS],
      'emergency?': [
        'boolean',
        'True when someone is at risk or must get in at once (jumps the queue, costs more).',
        { default: false },
      ],
      'contact_phone?': ['string', 'Phone number the locksmith rings on the way.'],
    }),
    tool('cut_spare_keys', 'Cut copies of a key at the shop counter.', {
      key_type: ['string', 'The kind of key to copy.', { enum: ['yale', 'mortice', 'car_fob', 'padlock', 'window'] }],
      copies: ['integer', 'How many copies to cut.'],
      'customer_name?': ['string', 'Name the order is kept under.'],
      'collection_date?': ['string', 'Day the keys will be collected, YYYY-MM-DD.'],
    }),
    tool('replace_door_lock', 'Book a visit to take out a door lock and fit a new one.', {
      customer_name: ['string', 'Name of the customer or company.'],
      address: ['string', 'Address of the property, street and number.'],
      door: ['string', 'Which door gets the new lock.', DOORS],
      lock_type: ['string', 'The lock to fit.', LOCK_TYPES],
      visit_date: ['string', 'Day of the visit, YYYY-MM-DD.'],
      'visit_time?': ['string', 'Arrival time, HH:MM (24-hour).'],
      'british_standard?': [
        'boolean',
        'Fit a kitemarked (BS3621) lock that insurers accept; false for a cheaper one.',
        { default: true },
      ],
    }),
    tool('quote_lock_upgrade', 'Price new locks for a whole property before any visit is booked.', {
      property_type: [
        'string',
        'The kind of property.',
        { enum: ['flat', 'terraced_house', 'semi_detached', 'detached', 'shop'] },
      ],
      doors: ['integer', 'Number of outside doors to fit.'],
      'windows?': ['integer', 'Number of window locks to add.', { default: 0 }],
      'lock_type?': ['string', 'Lock for the doors.', { ...LOCK_TYPES, default: 'euro_cylinder' }],
    }),
    tool('book_safe_opening', 'Book a safe engineer to open a safe whose key or code is lost.', {
      customer_name: ['string', 'Name of the customer.'],
      address: ['string', 'Where the safe is, street and number.'],
      safe_weight_kg: ['float', 'Rough weight of the safe in kilograms (convert pounds: 1 lb = 0.4536 kg).'],
      visit_date: ['string', 'Day of the visit, YYYY-MM-DD.'],
      'access_notes?': ['string', 'Anything the engineer should know to reach the safe.'],
    }),
  ],
  cases: [
    [
      'simple',
      "I've managed to lock myself out the back of 14 Pellow Row — keys on the kitchen table, door shut behind me. Not an emergency, I'm sat at the neighbour's with a tea. Ruth Amankwah-Bell, 07700 900418.",
      [
        'request_lockout_callout',
        {
          customer_name: 'Ruth Amankwah-Bell',
          address: '14 Pellow Row',
          door: 'back',
          contact_phone: alt('07700 900418', '+44 7700 900418'),
        },
      ],
    ],
    [
      'simple',
      "Three more of the yale key please, I'll pick them up Thursday 4 March 2027. Name's T. O'Dowd.",
      [
        'cut_spare_keys',
        {
          key_type: 'yale',
          copies: 3,
          customer_name: alt("T. O'Dowd", "T O'Dowd", "O'Dowd", 'T. ODowd'),
          collection_date: '2027-03-04',
        },
      ],
    ],
    [
      'simple',
      'After the break-in the insurer insists on a kitemarked deadlock for the front door. Could you fit a mortice one at 9 Tansy Court for Jide Falase on Monday 15 February 2027, first thing — 8:30?',
      [
        'replace_door_lock',
        {
          customer_name: 'Jide Falase',
          address: '9 Tansy Court',
          door: 'front',
          lock_type: 'mortice_deadlock',
          visit_date: '2027-02-15',
          visit_time: '08:30',
        },
      ],
    ],
    [
      'simple',
      "we bought an old place at 2 Cobble Wynd and there's a safe in the cellar nobody knows the code for. it's about 110 lb. could someone open it on the 2nd of april 2027? i'm mo sadiq-lund. it's down a narrow stair so bring the small kit",
      [
        'book_safe_opening',
        {
          customer_name: alt('mo sadiq-lund', 'Mo Sadiq-Lund'),
          address: '2 Cobble Wynd',
          safe_weight_kg: alt(49.9, 49.89, 49.895),
          visit_date: '2027-04-02',
          access_notes: alt(
            'down a narrow stair so bring the small kit',
            'narrow stair, bring the small kit',
            'in the cellar, down a narrow stair, bring the small kit',
            'down a narrow stair',
            'narrow stair',
          ),
        },
      ],
    ],
    [
      'multiple',
      'What would it cost to re-lock a semi? Two outside doors with nightlatches, plus locks on the four downstairs windows.',
      ['quote_lock_upgrade', { property_type: 'semi_detached', doors: 2, windows: 4, lock_type: 'nightlatch' }],
    ],
    [
      'multiple',
      "Please get someone to my mum's flat right now — she's 84, locked out of the front door at 3 Greyhen Yard and it's freezing. I'm Precious Nwachukwu, ring me on +44 7700 900233.",
      [
        'request_lockout_callout',
        {
          customer_name: 'Precious Nwachukwu',
          address: '3 Greyhen Yard',
          door: 'front',
          emergency: true,
          contact_phone: alt('+44 7700 900233', '07700 900233'),
        },
      ],
    ],
    [
      'parallel',
      'Can you cut two window keys and one padlock key? Both lots for Inês Carvalho-Reyes.',
      [
        'cut_spare_keys',
        { key_type: 'window', copies: 2, customer_name: alt('Inês Carvalho-Reyes', 'Ines Carvalho-Reyes') },
      ],
      [
        'cut_spare_keys',
        { key_type: 'padlock', copies: 1, customer_name: alt('Inês Carvalho-Reyes', 'Ines Carvalho-Reyes') },
      ],
    ],
    [
      'parallel',
      'Price up smart locks for three places, front door only in each: a detached house, a first-floor flat and a corner shop.',
      ['quote_lock_upgrade', { property_type: 'detached', doors: 1, lock_type: 'smart_lock' }],
      ['quote_lock_upgrade', { property_type: 'flat', doors: 1, lock_type: 'smart_lock' }],
      ['quote_lock_upgrade', { property_type: 'shop', doors: 1, lock_type: 'smart_lock' }],
    ],
    [
      'parallel',
      'A tenant left with the keys, so two of our lets need new euro cylinders in the front doors: 41 Marrow Lane on the 9th and 7b Fennick Street on the 10th, both March 2027, both at 10am. Landlord: Harcourt-Lyle Lettings.',
      [
        'replace_door_lock',
        {
          customer_name: 'Harcourt-Lyle Lettings',
          address: '41 Marrow Lane',
          door: 'front',
          lock_type: 'euro_cylinder',
          visit_date: '2027-03-09',
          visit_time: '10:00',
        },
      ],
      [
        'replace_door_lock',
        {
          customer_name: 'Harcourt-Lyle Lettings',
          address: '7b Fennick Street',
          door: 'front',
          lock_type: 'euro_cylinder',
          visit_date: '2027-03-10',
          visit_time: '10:00',
        },
      ],
    ],
    [
      'parallel_multiple',
      'I get the keys to 22 Quillet Road on Friday 8 January 2027. That morning at 9, swap the front door lock for a nightlatch, and put a mortice deadlock on the back door in the same visit. Then cut me four copies of the new yale key to collect the Monday after. Name: Daniel Okonjo-Hart.',
      [
        'replace_door_lock',
        {
          customer_name: 'Daniel Okonjo-Hart',
          address: '22 Quillet Road',
          door: 'front',
          lock_type: 'nightlatch',
          visit_date: '2027-01-08',
          visit_time: '09:00',
        },
      ],
      [
        'replace_door_lock',
        {
          customer_name: 'Daniel Okonjo-Hart',
          address: '22 Quillet Road',
          door: 'back',
          lock_type: 'mortice_deadlock',
          visit_date: '2027-01-08',
          visit_time: '09:00',
        },
      ],
      [
        'cut_spare_keys',
        { key_type: 'yale', copies: 4, customer_name: 'Daniel Okonjo-Hart', collection_date: '2027-01-11' },
      ],
    ],
    [
      'parallel_multiple',
      'Quote me for a terraced house, 2 doors, mortice deadlocks; and the same again for a shop with 3 doors. Also I need one copy of a car fob cut.',
      ['quote_lock_upgrade', { property_type: 'terraced_house', doors: 2, lock_type: 'mortice_deadlock' }],
      ['quote_lock_upgrade', { property_type: 'shop', doors: 3, lock_type: 'mortice_deadlock' }],
      ['cut_spare_keys', { key_type: 'car_fob', copies: 1 }],
    ],
    [
      'parallel_multiple',
      "Two safes to open at our office, 5 Wick Arcade, on 2027-05-20: a small one of about 30 kilos and a floor-standing one around 180 kg. Ask for Gwen at reception. Separately, the garage door at home (18 Loam Street) has locked itself with the car inside — not urgent. Everything's under Gwen Achterberg.",
      [
        'book_safe_opening',
        {
          customer_name: 'Gwen Achterberg',
          address: '5 Wick Arcade',
          safe_weight_kg: 30,
          visit_date: '2027-05-20',
          access_notes: alt('Ask for Gwen at reception', 'ask for Gwen at reception', ''),
        },
      ],
      [
        'book_safe_opening',
        {
          customer_name: 'Gwen Achterberg',
          address: '5 Wick Arcade',
          safe_weight_kg: 180,
          visit_date: '2027-05-20',
          access_notes: alt('Ask for Gwen at reception', 'ask for Gwen at reception', ''),
        },
      ],
      ['request_lockout_callout', { customer_name: 'Gwen Achterberg', address: '18 Loam Street', door: 'garage' }],
    ],
    [
      'parallel_multiple',
      'Please sort these for Bramwell House Ltd at 60 Sorrel Way:\n- the patio door lock replaced with a smart lock on 23/6/2027 at 14:00\n- the front door lock replaced too, same day and time, with a euro cylinder\n- 6 copies of the mortice key',
      [
        'replace_door_lock',
        {
          customer_name: alt('Bramwell House Ltd', 'Bramwell House'),
          address: '60 Sorrel Way',
          door: 'patio',
          lock_type: 'smart_lock',
          visit_date: '2027-06-23',
          visit_time: '14:00',
        },
      ],
      [
        'replace_door_lock',
        {
          customer_name: alt('Bramwell House Ltd', 'Bramwell House'),
          address: '60 Sorrel Way',
          door: 'front',
          lock_type: 'euro_cylinder',
          visit_date: '2027-06-23',
          visit_time: '14:00',
        },
      ],
      [
        'cut_spare_keys',
        { key_type: 'mortice', copies: 6, customer_name: alt('Bramwell House Ltd', 'Bramwell House', '') },
      ],
    ],
    [
      'parallel_multiple',
      "My sister and I both got locked out this afternoon, different houses! Hers: 12 Dunnock Close, front door, Aisling Ní Bhraonáin. Mine: 4 Tawny Row, the back door, Siobhán Ní Bhraonáin, 07700 900771. While you're at it, what would it cost to upgrade my place — detached, three doors and five windows?",
      [
        'request_lockout_callout',
        {
          customer_name: alt('Aisling Ní Bhraonáin', 'Aisling Ni Bhraonain'),
          address: '12 Dunnock Close',
          door: 'front',
        },
      ],
      [
        'request_lockout_callout',
        {
          customer_name: alt('Siobhán Ní Bhraonáin', 'Siobhan Ni Bhraonain'),
          address: '4 Tawny Row',
          door: 'back',
          contact_phone: alt('07700 900771', '+44 7700 900771'),
        },
      ],
      ['quote_lock_upgrade', { property_type: 'detached', doors: 3, windows: 5 }],
    ],
    [
      'irrelevance',
      "What's the actual difference between a 1-star and a 3-star euro cylinder, and are the anti-snap ones worth paying for?",
    ],
    ['irrelevance', 'I want to cancel the callout I booked this morning — the key turned up in my coat pocket.'],
  ],
};

const APPLIANCES = { enum: ['open_fire', 'wood_burner', 'multi_fuel_stove', 'range_cooker', 'gas_fire'] };

export const chimneySweep: DomainSpec = {
  name: 'chimney sweep',
  tools: [
    tool('book_chimney_sweep', 'Book a sweep of one or more flues at a property.', {
      customer_name: ['string', 'Name of the customer.'],
      address: ['string', 'Address of the property.'],
      appliance: ['string', 'What burns in the fireplace the flue serves.', APPLIANCES],
      sweep_date: ['string', 'Day of the sweep, YYYY-MM-DD.'],
      'arrival_time?': ['string', 'Earliest arrival time, HH:MM (24-hour).'],
      'flues?': ['integer', 'Number of flues to sweep at the address.', { default: 1 }],
    }),
    tool('request_smoke_test', 'Book a smoke test that checks a flue for leaks.', {
      customer_name: ['string', 'Name of the customer.'],
      address: ['string', 'Address of the property.'],
      appliance: ['string', 'What burns in the fireplace the flue serves.', APPLIANCES],
      test_date: ['string', 'Day of the test, YYYY-MM-DD.'],
      'reason?': [
        'string',
        'Why the test is wanted.',
        { enum: ['new_install', 'suspected_leak', 'house_sale', 'insurance'] },
      ],
    }),
    tool('order_flue_liner', 'Order a flexible stainless flue liner for delivery.', {
      delivery_postcode: ['string', 'Postcode to deliver to.'],
      diameter_mm: ['integer', 'Liner diameter in millimetres (125, 150 or 200).'],
      length_m: ['float', 'Length in metres (convert feet: 1 ft = 0.3048 m).'],
      'liner_grade?': [
        'string',
        'Steel grade: 316 is standard, 904 the heavier grade for multi-fuel.',
        { enum: ['316_stainless', '904_stainless'], default: '316_stainless' },
      ],
    }),
    tool('fit_chimney_cowl', 'Fit a cowl or guard on top of chimney pots.', {
      address: ['string', 'Address of the property.'],
      cowl_type: [
        'string',
        'bird_guard keeps birds out, anti_downdraught stops smoke blowing back, rain_cap keeps rain out, spinning draws the flue.',
        { enum: ['bird_guard', 'anti_downdraught', 'rain_cap', 'spinning'] },
      ],
      pots: ['integer', 'How many pots to fit it on.'],
      'fit_date?': ['string', 'Day to fit it, YYYY-MM-DD.'],
    }),
    tool('issue_sweep_certificate', 'Send the certificate for a sweep already done, for an insurer or landlord.', {
      customer_name: ['string', 'Name the certificate is made out to.'],
      address: ['string', 'Address that was swept.'],
      sweep_date: ['string', 'Day the sweep was done, YYYY-MM-DD.'],
      'email?': ['string', 'Address to e-mail the certificate to; posted when left out.'],
    }),
  ],
  cases: [
    [
      'simple',
      'Jackdaws nest in our chimney every spring. Could you put mesh over both pots at Rookery Cottage, Hessle Lane?',
      [
        'fit_chimney_cowl',
        { address: alt('Rookery Cottage, Hessle Lane', 'Rookery Cottage'), cowl_type: 'bird_guard', pots: 2 },
      ],
    ],
    [
      'simple',
      "The woodburner hasn't been swept since we moved in. Book Ffion Pritchard-Lowe, 3 Bracken Rise, for the twenty-second of October 2027, any time from two in the afternoon.",
      [
        'book_chimney_sweep',
        {
          customer_name: 'Ffion Pritchard-Lowe',
          address: '3 Bracken Rise',
          appliance: 'wood_burner',
          sweep_date: '2027-10-22',
          arrival_time: '14:00',
        },
      ],
    ],
    [
      'simple',
      'Need 25 ft of 150mm liner in the tougher 904 grade, delivered to KB7 3WQ.',
      [
        'order_flue_liner',
        { delivery_postcode: 'KB7 3WQ', diameter_mm: 150, length_m: alt(7.62, 7.6), liner_grade: '904_stainless' },
      ],
    ],
    [
      'simple',
      'Our insurer wants proof the chimney was done. You swept 8 Alder Wynd for Kwame Osei on 14/09/2027 — please email the certificate to k.osei@hearthmail.example.',
      [
        'issue_sweep_certificate',
        {
          customer_name: 'Kwame Osei',
          address: '8 Alder Wynd',
          sweep_date: '2027-09-14',
          email: 'k.osei@hearthmail.example',
        },
      ],
    ],
    [
      'multiple',
      "We're selling up and the buyer's surveyor wants the gas fire's flue smoke-tested. Can that be Wed 3 Nov 2027? Hilda Vasquez, 27 Copse End.",
      [
        'request_smoke_test',
        {
          customer_name: 'Hilda Vasquez',
          address: '27 Copse End',
          appliance: 'gas_fire',
          test_date: '2027-11-03',
          reason: 'house_sale',
        },
      ],
    ],
    [
      'multiple',
      "Whenever the wind's from the east the smoke comes straight back down into the lounge. Fit whatever stops that on the single pot at 2 Gull Terrace, on 1 December 2027 if you can.",
      [
        'fit_chimney_cowl',
        { address: '2 Gull Terrace', cowl_type: 'anti_downdraught', pots: 1, fit_date: '2027-12-01' },
      ],
    ],
    [
      'parallel',
      "Three sweeps for the almshouses on Monday 4 October 2027 please: No. 1 has an open fire, No. 2 a multi-fuel stove and No. 3 an open fire with two flues. They're 1, 2 and 3 Chantry Walk respectively, all booked under St Ebba's Almshouse Trust.",
      [
        'book_chimney_sweep',
        {
          customer_name: alt("St Ebba's Almshouse Trust", 'St Ebbas Almshouse Trust'),
          address: '1 Chantry Walk',
          appliance: 'open_fire',
          sweep_date: '2027-10-04',
        },
      ],
      [
        'book_chimney_sweep',
        {
          customer_name: alt("St Ebba's Almshouse Trust", 'St Ebbas Almshouse Trust'),
          address: '2 Chantry Walk',
          appliance: 'multi_fuel_stove',
          sweep_date: '2027-10-04',
        },
      ],
      [
        'book_chimney_sweep',
        {
          customer_name: alt("St Ebba's Almshouse Trust", 'St Ebbas Almshouse Trust'),
          address: '3 Chantry Walk',
          appliance: 'open_fire',
          sweep_date: '2027-10-04',
          flues: 2,
        },
      ],
    ],
    [
      'parallel',
      'Could you send certificates for both flats you did on 6 August 2027, Flat A and Flat B at 19 Pennyroyal Street? Made out to Quaymoor Lettings, and emailed to lettings@quaymoor.example.',
      [
        'issue_sweep_certificate',
        {
          customer_name: 'Quaymoor Lettings',
          address: alt('Flat A, 19 Pennyroyal Street', 'Flat A 19 Pennyroyal Street'),
          sweep_date: '2027-08-06',
          email: 'lettings@quaymoor.example',
        },
      ],
      [
        'issue_sweep_certificate',
        {
          customer_name: 'Quaymoor Lettings',
          address: alt('Flat B, 19 Pennyroyal Street', 'Flat B 19 Pennyroyal Street'),
          sweep_date: '2027-08-06',
          email: 'lettings@quaymoor.example',
        },
      ],
    ],
    [
      'parallel',
      'Order two liners to RT2 9LN: six metres of 125mm, and 8.5 m of 200mm. Standard grade for both.',
      ['order_flue_liner', { delivery_postcode: 'RT2 9LN', diameter_mm: 125, length_m: 6 }],
      ['order_flue_liner', { delivery_postcode: 'RT2 9LN', diameter_mm: 200, length_m: 8.5 }],
    ],
    [
      'parallel_multiple',
      "Can you sweep the range cooker flue at Millstone Farm, Coldharbour Lane on Friday 12 November 2027 at 8 in the morning? While you're up there, fit a rain cap on one of the pots and a bird guard on the other. It's Gethin Rhys-Ambler.",
      [
        'book_chimney_sweep',
        {
          customer_name: 'Gethin Rhys-Ambler',
          address: alt('Millstone Farm, Coldharbour Lane', 'Millstone Farm'),
          appliance: 'range_cooker',
          sweep_date: '2027-11-12',
          arrival_time: '08:00',
        },
      ],
      [
        'fit_chimney_cowl',
        {
          address: alt('Millstone Farm, Coldharbour Lane', 'Millstone Farm'),
          cowl_type: 'rain_cap',
          pots: 1,
          fit_date: alt('2027-11-12', ''),
        },
      ],
      [
        'fit_chimney_cowl',
        {
          address: alt('Millstone Farm, Coldharbour Lane', 'Millstone Farm'),
          cowl_type: 'bird_guard',
          pots: 1,
          fit_date: alt('2027-11-12', ''),
        },
      ],
    ],
    [
      'parallel_multiple',
      'Two smoke tests: the wood burner we just installed at 5 Osier Lane for Rania Haddad on 7 Jan 2028, and a suspected leak from the gas fire at 11 Osier Lane for Tomasz Wiśniewski the day after. Then order 10 m of 150 mm liner for the leak job, postcode OL4 8PD.',
      [
        'request_smoke_test',
        {
          customer_name: 'Rania Haddad',
          address: '5 Osier Lane',
          appliance: 'wood_burner',
          test_date: '2028-01-07',
          reason: 'new_install',
        },
      ],
      [
        'request_smoke_test',
        {
          customer_name: alt('Tomasz Wiśniewski', 'Tomasz Wisniewski'),
          address: '11 Osier Lane',
          appliance: 'gas_fire',
          test_date: '2028-01-08',
          reason: 'suspected_leak',
        },
      ],
      ['order_flue_liner', { delivery_postcode: 'OL4 8PD', diameter_mm: 150, length_m: 10 }],
    ],
    [
      'parallel_multiple',
      "sweep the open fire at 40 Heron Row on 2027-09-20; sweep number 42's, also an open fire, the same day at 11:30; smoke-test the multi-fuel stove at 44 for the insurance on 2027-09-21. all three for Priya Ramanathan",
      [
        'book_chimney_sweep',
        {
          customer_name: 'Priya Ramanathan',
          address: '40 Heron Row',
          appliance: 'open_fire',
          sweep_date: '2027-09-20',
        },
      ],
      [
        'book_chimney_sweep',
        {
          customer_name: 'Priya Ramanathan',
          address: '42 Heron Row',
          appliance: 'open_fire',
          sweep_date: '2027-09-20',
          arrival_time: '11:30',
        },
      ],
      [
        'request_smoke_test',
        {
          customer_name: 'Priya Ramanathan',
          address: '44 Heron Row',
          appliance: 'multi_fuel_stove',
          test_date: '2027-09-21',
          reason: 'insurance',
        },
      ],
    ],
    [
      'parallel_multiple',
      "Please book a sweep of the wood burner at The Old Forge, Pell Street for Ada Lindqvist on 15 March 2028 at 10:00, and another for her neighbour Bo Lindqvist at The Forge House, Pell Street, same date and time. Oh — make Bo's the afternoon instead, 2pm. And put a spinning cowl on Ada's one pot.",
      [
        'book_chimney_sweep',
        {
          customer_name: 'Ada Lindqvist',
          address: alt('The Old Forge, Pell Street', 'The Old Forge'),
          appliance: 'wood_burner',
          sweep_date: '2028-03-15',
          arrival_time: '10:00',
        },
      ],
      [
        'book_chimney_sweep',
        {
          customer_name: 'Bo Lindqvist',
          address: alt('The Forge House, Pell Street', 'The Forge House'),
          appliance: 'wood_burner',
          sweep_date: '2028-03-15',
          arrival_time: '14:00',
        },
      ],
      [
        'fit_chimney_cowl',
        { address: alt('The Old Forge, Pell Street', 'The Old Forge'), cowl_type: 'spinning', pots: 1 },
      ],
    ],
    [
      'parallel_multiple',
      "Email the certificates for the sweeps of 26 June 2027: Imogen Faulkner-Daye's at 7 Wren Court to imogen.fd@larkmail.example, and Mr Chukwu's at 8 Wren Court to chukwu8@larkmail.example. Also book Mr Chukwu's next sweep for a year on from that, his open fire as before.",
      [
        'issue_sweep_certificate',
        {
          customer_name: 'Imogen Faulkner-Daye',
          address: '7 Wren Court',
          sweep_date: '2027-06-26',
          email: 'imogen.fd@larkmail.example',
        },
      ],
      [
        'issue_sweep_certificate',
        {
          customer_name: alt('Mr Chukwu', 'Chukwu'),
          address: '8 Wren Court',
          sweep_date: '2027-06-26',
          email: 'chukwu8@larkmail.example',
        },
      ],
      [
        'book_chimney_sweep',
        {
          customer_name: alt('Mr Chukwu', 'Chukwu'),
          address: '8 Wren Court',
          appliance: 'open_fire',
          sweep_date: '2028-06-26',
        },
      ],
    ],
    ['irrelevance', 'Is it alright to burn logs that are still a bit damp, or will that tar up the flue?'],
    [
      'irrelevance',
      "How much would you charge to take the whole chimney stack down? I'd like it gone before the roofer comes.",
    ],
  ],
};
