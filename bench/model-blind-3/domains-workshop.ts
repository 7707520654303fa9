// Blind set 3, four workshop domains (bicycle repair, photo studio, recycling centre, wine cellar), written without reading the model.
import { alt, tool, type DomainSpec } from '../model-heldout/build.ts';

const DATE = 'The date, in the format YYYY-MM-DD.';
const TIME = 'The time of day, 24-hour, in the format HH:MM.';

const BIKE_SERVICES = { enum: ['tune_up', 'brake_bleed', 'wheel_true', 'full_overhaul', 'puncture'] };

export const bicycleRepair: DomainSpec = {
  name: 'bicycle repair',
  tools: [
    tool('book_bike_repair', 'Books a bicycle into the repair workshop.', {
      customer_name: ['string', "The customer's full name."],
      bike_model: ['string', 'The make and model of the bicycle.'],
      service: ['string', 'The repair service.', BIKE_SERVICES],
      date: ['string', DATE],
      'time?': ['string', TIME, { default: '09:00' }],
    }),
    tool('order_bike_part', 'Orders a spare part for the workshop.', {
      part_code: ['string', "The supplier's part code."],
      quantity: ['integer', 'How many to order.'],
      'supplier?': ['string', 'The supplier to order from.', { default: 'Spokewell Supply' }],
      'express?': ['boolean', 'Whether to ship by express delivery.', { default: false }],
    }),
    tool('quote_bike_repair', 'Quotes the price of a repair service for a type of bicycle.', {
      service: ['string', 'The repair service.', BIKE_SERVICES],
      bike_type: ['string', 'The type of bicycle.', { enum: ['road', 'mountain', 'city', 'cargo', 'tandem'] }],
      'parts_cost?': ['float', 'The cost of parts to add to the labour, in pounds.', { default: 0 }],
    }),
    tool('check_bike_repair_status', 'Looks up how far a repair has got.', {
      ticket_number: ['string', 'The repair ticket number.'],
    }),
  ],
  cases: [
    [
      'simple',
      "Book a full overhaul for Marit van der Sloot's bike, a Corvel Strada 9, on the fourteenth of March 2027 at half past nine in the morning.",
      [
        'book_bike_repair',
        {
          customer_name: 'Marit van der Sloot',
          bike_model: 'Corvel Strada 9',
          service: 'full_overhaul',
          date: '2027-03-14',
          time: '09:30',
        },
      ],
    ],
    [
      'simple',
      'We need twelve of part SH-105/11 from Dunmore Cycle Parts, sent express please.',
      ['order_bike_part', { part_code: 'SH-105/11', quantity: 12, supplier: 'Dunmore Cycle Parts', express: true }],
    ],
    [
      'simple',
      'What would a brake bleed cost on a cargo bike if the parts come to 18.50?',
      ['quote_bike_repair', { service: 'brake_bleed', bike_type: 'cargo', parts_cost: 18.5 }],
    ],
    [
      'simple',
      'Could you look up where repair ticket BR-2027-0419 stands?',
      ['check_bike_repair_status', { ticket_number: 'BR-2027-0419' }],
    ],
    [
      'simple',
      'A customer, J. P. Okonkwo-Hale, wants the wheel of her Ferrand Tour 3 trued; put her down for 2027-05-02.',
      [
        'book_bike_repair',
        {
          customer_name: 'J. P. Okonkwo-Hale',
          bike_model: 'Ferrand Tour 3',
          service: 'wheel_true',
          date: '2027-05-02',
        },
      ],
    ],
    [
      'multiple',
      'Order forty inner tubes, code IT-700x28, from the usual supplier.',
      ['order_bike_part', { part_code: 'IT-700x28', quantity: 40 }],
    ],
    ['multiple', 'Is the bike on ticket 55-C ready yet?', ['check_bike_repair_status', { ticket_number: '55-C' }]],
    [
      'multiple',
      'How much to fix a puncture on a tandem?',
      ['quote_bike_repair', { service: 'puncture', bike_type: 'tandem' }],
    ],
    [
      'multiple',
      "Schedule a tune-up on the 1st of June, 2027 for the road bike belonging to Teodor Ashgrove-Lind; it's a Veloxa R2.",
      [
        'book_bike_repair',
        { customer_name: 'Teodor Ashgrove-Lind', bike_model: 'Veloxa R2', service: 'tune_up', date: '2027-06-01' },
      ],
    ],
    [
      'parallel',
      'Check tickets BR-0101, BR-0102 and BR-0107.',
      ['check_bike_repair_status', { ticket_number: 'BR-0101' }],
      ['check_bike_repair_status', { ticket_number: 'BR-0102' }],
      ['check_bike_repair_status', { ticket_number: 'BR-0107' }],
    ],
    [
      'parallel',
      'Quote a wheel true for a road bike and for a mountain bike.',
      ['quote_bike_repair', { service: 'wheel_true', bike_type: 'road' }],
      ['quote_bike_repair', { service: 'wheel_true', bike_type: 'mountain' }],
    ],
    [
      'parallel',
      'Order six of part CH-11/52. Then order ten of part PD-FLAT/ALU too.',
      ['order_bike_part', { part_code: 'CH-11/52', quantity: 6 }],
      ['order_bike_part', { part_code: 'PD-FLAT/ALU', quantity: 10 }],
    ],
    [
      'parallel_multiple',
      "Book Ines de la Roche's Corvel Urban 5 in for a puncture repair on 2027-04-10, and order two of part TB-26/2.1 for it.",
      [
        'book_bike_repair',
        { customer_name: 'Ines de la Roche', bike_model: 'Corvel Urban 5', service: 'puncture', date: '2027-04-10' },
      ],
      ['order_bike_part', { part_code: 'TB-26/2.1', quantity: 2 }],
    ],
    [
      'parallel_multiple',
      'Look up tickets 77-A and 77-B, then quote a full overhaul for a city bike.',
      ['check_bike_repair_status', { ticket_number: '77-A' }],
      ['check_bike_repair_status', { ticket_number: '77-B' }],
      ['quote_bike_repair', { service: 'full_overhaul', bike_type: 'city' }],
    ],
    [
      'parallel_multiple',
      'For the cargo bike and the city bike, quote a brake bleed each; also order three brake pads with code BP-Disc/04 by express.',
      ['quote_bike_repair', { service: 'brake_bleed', bike_type: 'cargo' }],
      ['quote_bike_repair', { service: 'brake_bleed', bike_type: 'city' }],
      ['order_bike_part', { part_code: 'BP-Disc/04', quantity: 3, express: true }],
    ],
    ['irrelevance', "What's the best tyre pressure for a road bike ridden in the rain?"],
  ],
};

export const photoStudio: DomainSpec = {
  name: 'photo studio',
  tools: [
    tool('book_photo_session', 'Books a session in the photo studio.', {
      client_name: ['string', 'The name of the client, a person or a business.'],
      session_type: ['string', 'The kind of session.', { enum: ['portrait', 'family', 'product', 'headshot', 'pet'] }],
      date: ['string', DATE],
      start_time: ['string', TIME],
      'duration_minutes?': ['integer', 'How long the session lasts, in minutes.', { default: 60 }],
    }),
    tool('order_photo_prints', 'Orders prints of a finished photo order.', {
      order_reference: ['string', 'The reference of the photo order.'],
      print_size: ['string', 'The print size in centimetres.', { enum: ['10x15', '13x18', '20x30', '30x40'] }],
      copies: ['integer', 'How many copies.'],
      'finish?': ['string', 'The paper finish.', { enum: ['glossy', 'matte'], default: 'glossy' }],
    }),
    tool('rent_studio_equipment', 'Rents a piece of studio equipment out to someone.', {
      item_name: ['string', 'The name of the equipment.'],
      days: ['integer', 'For how many days.'],
      renter_name: ['string', 'The name of the person renting it.'],
    }),
    tool('retouch_photo', 'Sends an image to the retoucher with instructions.', {
      image_id: ['string', 'The identifier of the image.'],
      instructions: ['string', 'What the retoucher should do.'],
    }),
  ],
  cases: [
    [
      'simple',
      'Book a headshot session for Anneliese Moreau-Kwan on 9 February 2027 starting at 4 pm, ninety minutes long.',
      [
        'book_photo_session',
        {
          client_name: 'Anneliese Moreau-Kwan',
          session_type: 'headshot',
          date: '2027-02-09',
          start_time: '16:00',
          duration_minutes: 90,
        },
      ],
    ],
    [
      'simple',
      'Print twenty-five copies of order PS/2291-B at 20x30, matte finish.',
      ['order_photo_prints', { order_reference: 'PS/2291-B', print_size: '20x30', copies: 25, finish: 'matte' }],
    ],
    [
      'simple',
      'Rent the Halden softbox kit for three days to Oskar ter Horst.',
      [
        'rent_studio_equipment',
        { item_name: alt('Halden softbox kit', 'Halden softbox'), days: 3, renter_name: 'Oskar ter Horst' },
      ],
    ],
    [
      'simple',
      'Retouch image IMG_40-77: remove the red eye and warm up the skin tones.',
      ['retouch_photo', { image_id: 'IMG_40-77', instructions: 'remove the red eye and warm up the skin tones' }],
    ],
    [
      'simple',
      'Put a product shoot in the book on 2027-01-20 at 10:15; the client is Quill & Ember Candles.',
      [
        'book_photo_session',
        { client_name: 'Quill & Ember Candles', session_type: 'product', date: '2027-01-20', start_time: '10:15' },
      ],
    ],
    [
      'multiple',
      'Can you get image DSC-0912 retouched? Instructions: straighten the horizon.',
      ['retouch_photo', { image_id: 'DSC-0912', instructions: 'straighten the horizon' }],
    ],
    [
      'multiple',
      "I'd like a family session on the 3rd of April 2027 at a quarter to eleven for the Varga-Lindqvist family.",
      [
        'book_photo_session',
        {
          client_name: alt('Varga-Lindqvist family', 'the Varga-Lindqvist family', 'Varga-Lindqvist'),
          session_type: 'family',
          date: '2027-04-03',
          start_time: '10:45',
        },
      ],
    ],
    [
      'multiple',
      'Order eight glossy 13x18 prints for reference ORD-55/K.',
      ['order_photo_prints', { order_reference: 'ORD-55/K', print_size: '13x18', copies: 8, finish: 'glossy' }],
    ],
    [
      'multiple',
      'Renter: Pia Sandoval. Item: the Norrland 85mm lens. For two days.',
      [
        'rent_studio_equipment',
        { item_name: alt('Norrland 85mm lens', 'the Norrland 85mm lens'), days: 2, renter_name: 'Pia Sandoval' },
      ],
    ],
    [
      'parallel',
      'Retouch IMG-1, IMG-2 and IMG-3, each with the same instructions: remove dust spots.',
      ['retouch_photo', { image_id: 'IMG-1', instructions: 'remove dust spots' }],
      ['retouch_photo', { image_id: 'IMG-2', instructions: 'remove dust spots' }],
      ['retouch_photo', { image_id: 'IMG-3', instructions: 'remove dust spots' }],
    ],
    [
      'parallel',
      'Order prints for references R-100 and R-101, ten copies each at 10x15.',
      ['order_photo_prints', { order_reference: 'R-100', print_size: '10x15', copies: 10 }],
      ['order_photo_prints', { order_reference: 'R-101', print_size: '10x15', copies: 10 }],
    ],
    [
      'parallel',
      'Book pet sessions on 2027-05-05: at 09:00 for Biscuit Okafor and at 11:00 for Mr. Whiskers van Dam.',
      [
        'book_photo_session',
        { client_name: 'Biscuit Okafor', session_type: 'pet', date: '2027-05-05', start_time: '09:00' },
      ],
      [
        'book_photo_session',
        { client_name: 'Mr. Whiskers van Dam', session_type: 'pet', date: '2027-05-05', start_time: '11:00' },
      ],
    ],
    [
      'parallel_multiple',
      'Book a portrait session for Levente Aro on 2027-06-12 at 2 pm, and rent the Halden light stand to him for one day.',
      [
        'book_photo_session',
        { client_name: 'Levente Aro', session_type: 'portrait', date: '2027-06-12', start_time: '14:00' },
      ],
      [
        'rent_studio_equipment',
        { item_name: alt('Halden light stand', 'the Halden light stand'), days: 1, renter_name: 'Levente Aro' },
      ],
    ],
    [
      'parallel_multiple',
      'Retouch IMG-88 (crop it to a square) and IMG-89 (brighten the background), then print order ORD-88 at 30x40, four copies.',
      [
        'retouch_photo',
        { image_id: 'IMG-88', instructions: alt('crop it to a square', 'crop to a square', 'crop to square') },
      ],
      ['retouch_photo', { image_id: 'IMG-89', instructions: 'brighten the background' }],
      ['order_photo_prints', { order_reference: 'ORD-88', print_size: '30x40', copies: 4 }],
    ],
    [
      'parallel_multiple',
      'Rent the Sigrun backdrop to Hallie Brandt and the Sigrun boom arm to Jorge Esteban, each for five days, and book Hallie a headshot session on 2027-07-01 at 13:30.',
      [
        'rent_studio_equipment',
        { item_name: alt('Sigrun backdrop', 'the Sigrun backdrop'), days: 5, renter_name: 'Hallie Brandt' },
      ],
      [
        'rent_studio_equipment',
        { item_name: alt('Sigrun boom arm', 'the Sigrun boom arm'), days: 5, renter_name: 'Jorge Esteban' },
      ],
      [
        'book_photo_session',
        { client_name: 'Hallie Brandt', session_type: 'headshot', date: '2027-07-01', start_time: '13:30' },
      ],
    ],
    ['irrelevance', 'What shutter speed should I use to freeze a running dog?'],
  ],
};

export const recyclingCentre: DomainSpec = {
  name: 'recycling centre',
  tools: [
    tool('book_bulky_waste_pickup', 'Books the collection of a large household item from an address.', {
      address: ['string', 'The street address to collect from.'],
      item_description: ['string', 'What is to be collected.'],
      pickup_date: ['string', DATE],
    }),
    tool('get_scrap_material_price', 'Gives what the centre pays for a weight of a sorted material.', {
      material: [
        'string',
        'The material.',
        { enum: ['aluminium', 'copper', 'cardboard', 'glass', 'pet_plastic', 'steel'] },
      ],
      weight_kg: ['float', 'The weight in kilograms.'],
    }),
    tool('report_missed_bin_collection', 'Reports a bin that was not emptied on its collection day.', {
      address: ['string', 'The street address of the bin.'],
      bin_colour: ['string', 'The colour of the bin.', { enum: ['green', 'blue', 'brown', 'grey'] }],
      collection_date: ['string', DATE],
    }),
    tool('register_recycling_permit', 'Registers a vehicle permit to use the recycling centre.', {
      holder_name: ['string', 'The name of the person or business holding the permit.'],
      vehicle_plate: ['string', "The vehicle's number plate."],
      'permit_type?': ['string', 'The kind of permit.', { enum: ['resident', 'trade'], default: 'resident' }],
    }),
  ],
  cases: [
    [
      'simple',
      'Collect an old three-seat sofa from 14 Ferncliff Row on 22 March 2027.',
      [
        'book_bulky_waste_pickup',
        {
          address: '14 Ferncliff Row',
          item_description: alt('old three-seat sofa', 'an old three-seat sofa', 'three-seat sofa'),
          pickup_date: '2027-03-22',
        },
      ],
    ],
    [
      'simple',
      'How much would I get for four point five kilos of copper?',
      ['get_scrap_material_price', { material: 'copper', weight_kg: 4.5 }],
    ],
    [
      'simple',
      "The brown bin at Flat 3, 9 Osier Lane wasn't emptied on its day, 2027-02-16.",
      [
        'report_missed_bin_collection',
        { address: 'Flat 3, 9 Osier Lane', bin_colour: 'brown', collection_date: '2027-02-16' },
      ],
    ],
    [
      'simple',
      'Register a trade permit for Castellan & Rook Builders, van plate KX-27 ROW.',
      [
        'register_recycling_permit',
        { holder_name: 'Castellan & Rook Builders', vehicle_plate: 'KX-27 ROW', permit_type: 'trade' },
      ],
    ],
    [
      'simple',
      'Please price one hundred and twenty kilograms of cardboard.',
      ['get_scrap_material_price', { material: 'cardboard', weight_kg: 120 }],
    ],
    [
      'multiple',
      "Nobody emptied our grey bin on the 5th of January 2027; we're at 2 Tamsin Close.",
      [
        'report_missed_bin_collection',
        { address: '2 Tamsin Close', bin_colour: 'grey', collection_date: '2027-01-05' },
      ],
    ],
    [
      'multiple',
      'Permit, resident, for Ydris al-Farouk, plate MN 44 TYP.',
      [
        'register_recycling_permit',
        { holder_name: 'Ydris al-Farouk', vehicle_plate: 'MN 44 TYP', permit_type: 'resident' },
      ],
    ],
    [
      'multiple',
      "What's steel paying at the moment for 300 kg?",
      ['get_scrap_material_price', { material: 'steel', weight_kg: 300 }],
    ],
    [
      'multiple',
      'On 2027-08-30 please pick up a broken fridge-freezer from The Old Forge, Quarry Hill.',
      [
        'book_bulky_waste_pickup',
        {
          address: 'The Old Forge, Quarry Hill',
          item_description: alt('broken fridge-freezer', 'a broken fridge-freezer', 'fridge-freezer'),
          pickup_date: '2027-08-30',
        },
      ],
    ],
    [
      'parallel',
      'Price glass, aluminium and PET plastic at 10 kg each.',
      ['get_scrap_material_price', { material: 'glass', weight_kg: 10 }],
      ['get_scrap_material_price', { material: 'aluminium', weight_kg: 10 }],
      ['get_scrap_material_price', { material: 'pet_plastic', weight_kg: 10 }],
    ],
    [
      'parallel',
      'Missed collections on 2027-03-01: the blue bin at 7 Linden Walk and the green bin at 12 Linden Walk.',
      ['report_missed_bin_collection', { address: '7 Linden Walk', bin_colour: 'blue', collection_date: '2027-03-01' }],
      [
        'report_missed_bin_collection',
        { address: '12 Linden Walk', bin_colour: 'green', collection_date: '2027-03-01' },
      ],
    ],
    [
      'parallel',
      'Register resident permits for Nell Achterberg (plate AB12 CDE) and Samir Oyelaran (plate ZX-90-QT).',
      [
        'register_recycling_permit',
        { holder_name: 'Nell Achterberg', vehicle_plate: 'AB12 CDE', permit_type: 'resident' },
      ],
      [
        'register_recycling_permit',
        { holder_name: 'Samir Oyelaran', vehicle_plate: 'ZX-90-QT', permit_type: 'resident' },
      ],
    ],
    [
      'parallel_multiple',
      'Register a resident permit for Maud Pennick, plate PN-07 MAU, and book a pickup of a rusty lawnmower at 31 Harrow Bank on 2027-04-18.',
      [
        'register_recycling_permit',
        { holder_name: 'Maud Pennick', vehicle_plate: 'PN-07 MAU', permit_type: 'resident' },
      ],
      [
        'book_bulky_waste_pickup',
        {
          address: '31 Harrow Bank',
          item_description: alt('rusty lawnmower', 'a rusty lawnmower', 'lawnmower'),
          pickup_date: '2027-04-18',
        },
      ],
    ],
    [
      'parallel_multiple',
      'Tell me what 2.5 kg of copper and 40 kg of steel are worth, and report that the green bin at 4 Weir Cottages was missed on 2027-05-11.',
      ['get_scrap_material_price', { material: 'copper', weight_kg: 2.5 }],
      ['get_scrap_material_price', { material: 'steel', weight_kg: 40 }],
      [
        'report_missed_bin_collection',
        { address: '4 Weir Cottages', bin_colour: 'green', collection_date: '2027-05-11' },
      ],
    ],
    [
      'parallel_multiple',
      'Book two pickups at 66 Brackenbury Road: a wardrobe on 2027-06-02 and a mattress on 2027-06-09. Also register a trade permit for Hollis Clearances, plate HC-55-LR.',
      [
        'book_bulky_waste_pickup',
        { address: '66 Brackenbury Road', item_description: alt('wardrobe', 'a wardrobe'), pickup_date: '2027-06-02' },
      ],
      [
        'book_bulky_waste_pickup',
        { address: '66 Brackenbury Road', item_description: alt('mattress', 'a mattress'), pickup_date: '2027-06-09' },
      ],
      [
        'register_recycling_permit',
        { holder_name: 'Hollis Clearances', vehicle_plate: 'HC-55-LR', permit_type: 'trade' },
      ],
    ],
    ['irrelevance', 'Which days is the recycling centre open over the winter holidays?'],
  ],
};

const GRAPES = { enum: ['nebbiolo', 'riesling', 'syrah', 'pinot_noir', 'chenin_blanc', 'tempranillo'] };

export const wineCellar: DomainSpec = {
  name: 'wine cellar',
  tools: [
    tool('add_wine_to_cellar', 'Records bottles of a wine put into the cellar.', {
      wine_name: ['string', 'The name of the wine, without the vintage.'],
      vintage: ['integer', 'The vintage year.'],
      bottles: ['integer', 'How many bottles.'],
      'rack_position?': ['string', 'The rack the bottles go in.'],
    }),
    tool('record_wine_tasting_note', 'Records a tasting note for a wine.', {
      wine_name: ['string', 'The name of the wine, without the vintage.'],
      vintage: ['integer', 'The vintage year.'],
      score: ['integer', 'The score out of 100.'],
      note: ['string', 'The tasting note.'],
    }),
    tool('move_wine_bottles', 'Moves bottles of a wine from one rack to another.', {
      wine_name: ['string', 'The name of the wine.'],
      from_rack: ['string', 'The rack they are in now.'],
      to_rack: ['string', 'The rack they go to.'],
      bottles: ['integer', 'How many bottles to move.'],
    }),
    tool('estimate_drinking_window', 'Estimates the years in which a wine will drink best.', {
      wine_name: ['string', 'The name of the wine, without the vintage.'],
      vintage: ['integer', 'The vintage year.'],
      grape: ['string', 'The main grape.', GRAPES],
    }),
  ],
  cases: [
    [
      'simple',
      'Add six bottles of Château Belvoir-Mirande, the 2016, in rack C/4.',
      ['add_wine_to_cellar', { wine_name: 'Château Belvoir-Mirande', vintage: 2016, bottles: 6, rack_position: 'C/4' }],
    ],
    [
      'simple',
      'Note for the 2019 Domaine des Trois Sources: ninety-one points, "bright cherry, firm tannins, long finish".',
      [
        'record_wine_tasting_note',
        {
          wine_name: 'Domaine des Trois Sources',
          vintage: 2019,
          score: 91,
          note: 'bright cherry, firm tannins, long finish',
        },
      ],
    ],
    [
      'simple',
      'Move four bottles of Casa Olmedilla Reserva from rack A-2 to rack D-7.',
      ['move_wine_bottles', { wine_name: 'Casa Olmedilla Reserva', from_rack: 'A-2', to_rack: 'D-7', bottles: 4 }],
    ],
    [
      'simple',
      "When should I drink the 2012 Weingut Halbmond Spätlese? It's a riesling.",
      ['estimate_drinking_window', { wine_name: 'Weingut Halbmond Spätlese', vintage: 2012, grape: 'riesling' }],
    ],
    [
      'simple',
      "Into the cellar goes a case of twelve: 'Rocca di Sennio' from two thousand and eighteen.",
      ['add_wine_to_cellar', { wine_name: 'Rocca di Sennio', vintage: 2018, bottles: 12 }],
    ],
    [
      'multiple',
      'Score the 2015 Clos Aubergade 88 and write: earthy, a little tired.',
      [
        'record_wine_tasting_note',
        { wine_name: 'Clos Aubergade', vintage: 2015, score: 88, note: 'earthy, a little tired' },
      ],
    ],
    [
      'multiple',
      'Take two bottles of Bodega Sarrión Crianza out of rack B/1 and put them in rack B/9.',
      ['move_wine_bottles', { wine_name: 'Bodega Sarrión Crianza', from_rack: 'B/1', to_rack: 'B/9', bottles: 2 }],
    ],
    [
      'multiple',
      'Drinking window for a 2020 nebbiolo called Cascina Ferrolo?',
      ['estimate_drinking_window', { wine_name: 'Cascina Ferrolo', vintage: 2020, grape: 'nebbiolo' }],
    ],
    [
      'multiple',
      'I bought three bottles of the 2010 Quinta do Vale Escuro; please record them.',
      ['add_wine_to_cellar', { wine_name: 'Quinta do Vale Escuro', vintage: 2010, bottles: 3 }],
    ],
    [
      'parallel',
      'Estimate drinking windows for the 2014 and the 2017 Domaine Sauveterre, both pinot noir.',
      ['estimate_drinking_window', { wine_name: 'Domaine Sauveterre', vintage: 2014, grape: 'pinot_noir' }],
      ['estimate_drinking_window', { wine_name: 'Domaine Sauveterre', vintage: 2017, grape: 'pinot_noir' }],
    ],
    [
      'parallel',
      'Add the 2021 Kellerei Tannhof: five bottles; and the 2022 Kellerei Tannhof: seven bottles.',
      ['add_wine_to_cellar', { wine_name: 'Kellerei Tannhof', vintage: 2021, bottles: 5 }],
      ['add_wine_to_cellar', { wine_name: 'Kellerei Tannhof', vintage: 2022, bottles: 7 }],
    ],
    [
      'parallel',
      "Move one bottle of Mas de l'Ouvèze from E1 to E2, and three bottles of it from E1 to E3.",
      ['move_wine_bottles', { wine_name: "Mas de l'Ouvèze", from_rack: 'E1', to_rack: 'E2', bottles: 1 }],
      ['move_wine_bottles', { wine_name: "Mas de l'Ouvèze", from_rack: 'E1', to_rack: 'E3', bottles: 3 }],
    ],
    [
      'parallel_multiple',
      "Add four bottles of the 2019 Tenuta Gravelli to rack F/2 and then log a note on it: 90 points, 'ripe plum and violets'.",
      ['add_wine_to_cellar', { wine_name: 'Tenuta Gravelli', vintage: 2019, bottles: 4, rack_position: 'F/2' }],
      [
        'record_wine_tasting_note',
        { wine_name: 'Tenuta Gravelli', vintage: 2019, score: 90, note: 'ripe plum and violets' },
      ],
    ],
    [
      'parallel_multiple',
      'For the 2011 and 2013 Clos Aubergade (a syrah), estimate the drinking windows, and move six bottles of Clos Aubergade from rack G-1 to rack G-5.',
      ['estimate_drinking_window', { wine_name: 'Clos Aubergade', vintage: 2011, grape: 'syrah' }],
      ['estimate_drinking_window', { wine_name: 'Clos Aubergade', vintage: 2013, grape: 'syrah' }],
      ['move_wine_bottles', { wine_name: 'Clos Aubergade', from_rack: 'G-1', to_rack: 'G-5', bottles: 6 }],
    ],
    [
      'parallel_multiple',
      "Tasting notes: the 2018 Rocca di Sennio, 87, 'lean and herbal'; the 2016 Château Belvoir-Mirande, 93, 'cedar, cassis, silky'. Then estimate the drinking window of that Château, a tempranillo.",
      ['record_wine_tasting_note', { wine_name: 'Rocca di Sennio', vintage: 2018, score: 87, note: 'lean and herbal' }],
      [
        'record_wine_tasting_note',
        { wine_name: 'Château Belvoir-Mirande', vintage: 2016, score: 93, note: 'cedar, cassis, silky' },
      ],
      ['estimate_drinking_window', { wine_name: 'Château Belvoir-Mirande', vintage: 2016, grape: 'tempranillo' }],
    ],
    ['irrelevance', "What's the ideal humidity for keeping wine in a cellar?"],
  ],
};
