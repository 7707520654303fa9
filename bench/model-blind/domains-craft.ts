// The blind set's first four domains (beekeeping, brewing, print shop, museum archive), written without reading the model.
import { alt, type DomainSpec, tool } from '../model-heldout/build.ts';

const DATE = 'Date in YYYY-MM-DD format';

export const beekeeping: DomainSpec = {
  name: 'beekeeping',
  tools: [
    tool('log_hive_inspection', 'Records the result of a hive inspection.', {
      hive_id: ['string', "The hive's label or name, e.g. 'H-12' or 'Clover Ridge'"],
      brood_frames: ['integer', 'Number of frames holding brood'],
      queen_seen: ['boolean', 'Whether the queen was seen during the inspection'],
      'temperament?': ['string', 'How the colony behaved', { enum: ['calm', 'nervous', 'defensive'], default: 'calm' }],
    }),
    tool('schedule_hive_inspection', 'Books a future inspection of a hive.', {
      hive_id: ['string', "The hive's label or name"],
      date: ['string', DATE],
      'inspector?': ['string', 'Name of the beekeeper who will inspect'],
    }),
    tool('estimate_honey_yield', 'Estimates the honey a hive will give at the next harvest, in kilograms.', {
      hive_id: ['string', "The hive's label or name"],
      supers: ['integer', 'Number of honey supers on the hive'],
      'fill_ratio?': ['float', 'How full the supers are, as a fraction from 0 to 1', { default: 0.8 }],
    }),
    tool('schedule_mite_treatment', 'Books a varroa mite treatment for a hive.', {
      hive_id: ['string', "The hive's label or name"],
      product: ['string', 'Treatment product', { enum: ['oxalic acid', 'formic acid', 'thymol'] }],
      date: ['string', DATE],
    }),
  ],
  cases: [
    [
      'simple',
      'I just checked hive H-14: eight frames of brood and I spotted the queen. Please log it.',
      ['log_hive_inspection', { hive_id: 'H-14', brood_frames: 8, queen_seen: true }],
    ],
    [
      'simple',
      'Could you book an inspection of the Clover Ridge hive for the 3rd of May 2027?',
      ['schedule_hive_inspection', { hive_id: 'Clover Ridge', date: '2027-05-03' }],
    ],
    [
      'simple',
      'How much honey should I expect from hive B-2? It has three supers that are about sixty percent full.',
      ['estimate_honey_yield', { hive_id: 'B-2', supers: 3, fill_ratio: 0.6 }],
    ],
    [
      'simple',
      'Put the Lavender Row hive down for a thymol treatment on 2027-08-19.',
      ['schedule_mite_treatment', { hive_id: 'Lavender Row', product: 'thymol', date: '2027-08-19' }],
    ],
    [
      'multiple',
      'Inspection notes for H-03: 5 brood frames, no sign of the queen, and the bees were quite defensive today.',
      ['log_hive_inspection', { hive_id: 'H-03', brood_frames: 5, queen_seen: false, temperament: 'defensive' }],
    ],
    [
      'multiple',
      'I need to know the expected yield of the Old Orchard hive; it carries two supers.',
      ['estimate_honey_yield', { hive_id: 'Old Orchard', supers: 2 }],
    ],
    [
      'multiple',
      'Schedule oxalic acid for hive H-09 on November 2, 2027, please.',
      ['schedule_mite_treatment', { hive_id: 'H-09', product: 'oxalic acid', date: '2027-11-02' }],
    ],
    [
      'parallel',
      'Book inspections for hives H-01, H-02 and H-05, all on 2027-06-10.',
      ['schedule_hive_inspection', { hive_id: 'H-01', date: '2027-06-10' }],
      ['schedule_hive_inspection', { hive_id: 'H-02', date: '2027-06-10' }],
      ['schedule_hive_inspection', { hive_id: 'H-05', date: '2027-06-10' }],
    ],
    [
      'parallel',
      'Estimate the honey yield for Clover Ridge with 4 supers and for Lavender Row with 2 supers.',
      ['estimate_honey_yield', { hive_id: 'Clover Ridge', supers: 4 }],
      ['estimate_honey_yield', { hive_id: 'Lavender Row', supers: 2 }],
    ],
    [
      'parallel',
      "Log today's checks. Hive A-1 had 7 brood frames and the queen was seen; hive A-4 had six brood frames and the queen was not seen.",
      ['log_hive_inspection', { hive_id: 'A-1', brood_frames: 7, queen_seen: true }],
      ['log_hive_inspection', { hive_id: 'A-4', brood_frames: 6, queen_seen: false }],
    ],
    [
      'parallel_multiple',
      'Log an inspection for hive H-11 (9 brood frames, queen seen) and book its next one for 2027-07-01.',
      ['log_hive_inspection', { hive_id: 'H-11', brood_frames: 9, queen_seen: true }],
      ['schedule_hive_inspection', { hive_id: 'H-11', date: '2027-07-01' }],
    ],
    [
      'parallel_multiple',
      'Schedule formic acid treatments for hives H-20 and H-21 on September 5, 2027, and estimate the yield of H-20 with three supers.',
      ['schedule_mite_treatment', { hive_id: 'H-20', product: 'formic acid', date: '2027-09-05' }],
      ['schedule_mite_treatment', { hive_id: 'H-21', product: 'formic acid', date: '2027-09-05' }],
      ['estimate_honey_yield', { hive_id: 'H-20', supers: 3 }],
    ],
    [
      'parallel_multiple',
      'Please book inspections of the Meadow Gate hive on 2027-04-12 and 2027-04-26, and also work out its honey yield with one super at ninety percent full.',
      ['schedule_hive_inspection', { hive_id: 'Meadow Gate', date: '2027-04-12' }],
      ['schedule_hive_inspection', { hive_id: 'Meadow Gate', date: '2027-04-26' }],
      ['estimate_honey_yield', { hive_id: 'Meadow Gate', supers: 1, fill_ratio: 0.9 }],
    ],
    ['irrelevance', 'What is the best flower to plant near my hives for a late summer nectar flow?'],
    ['irrelevance', 'Can you tell me the current market price per kilo of raw wildflower honey?'],
  ],
};

export const brewing: DomainSpec = {
  name: 'brewing',
  tools: [
    tool('calculate_abv', 'Alcohol by volume from the original and final specific gravity.', {
      original_gravity: ['float', 'Specific gravity before fermentation, e.g. 1.050'],
      final_gravity: ['float', 'Specific gravity after fermentation, e.g. 1.010'],
    }),
    tool('calculate_ibu', 'International bitterness units of one hop addition (Tinseth).', {
      hop_variety: ['string', 'Name of the hop'],
      hop_grams: ['float', 'Weight of hops in grams'],
      alpha_acid_percent: ['float', 'Alpha acid content in percent'],
      boil_minutes: ['integer', 'Boil time of the addition in minutes'],
      batch_litres: ['float', 'Batch volume in litres'],
    }),
    tool('calculate_priming_sugar', 'Sugar needed to carbonate a batch in the bottle.', {
      batch_litres: ['float', 'Volume of beer to prime, in litres'],
      target_co2_volumes: ['float', 'Target carbonation in volumes of CO2'],
      'sugar_type?': [
        'string',
        'Kind of sugar',
        { enum: ['table sugar', 'corn sugar', 'dry malt extract'], default: 'table sugar' },
      ],
    }),
    tool('scale_brew_recipe', 'Scales a saved recipe to a new batch size.', {
      recipe_name: ['string', 'Name of the saved recipe'],
      target_litres: ['float', 'New batch size in litres'],
      'original_litres?': ['float', 'Batch size the recipe was written for', { default: 20 }],
    }),
    tool('log_fermentation_reading', 'Records a gravity and temperature reading for a fermenting batch.', {
      batch_id: ['string', 'Batch identifier'],
      gravity: ['float', 'Measured specific gravity'],
      temperature_c: ['float', 'Temperature in degrees Celsius'],
      'date?': ['string', `${DATE}; today if omitted`],
    }),
  ],
  cases: [
    [
      'simple',
      "My stout started at 1.062 and finished at 1.014. What's the ABV?",
      ['calculate_abv', { original_gravity: 1.062, final_gravity: 1.014 }],
    ],
    [
      'simple',
      'Scale my Harvest Moon Saison recipe up to 45 litres.',
      ['scale_brew_recipe', { recipe_name: 'Harvest Moon Saison', target_litres: 45 }],
    ],
    [
      'simple',
      'Log a reading for batch B-117: gravity 1.020 at 19 degrees Celsius.',
      ['log_fermentation_reading', { batch_id: 'B-117', gravity: 1.02, temperature_c: 19 }],
    ],
    [
      'simple',
      'How much corn sugar do I need to prime 23 litres to 2.4 volumes of CO2?',
      ['calculate_priming_sugar', { batch_litres: 23, target_co2_volumes: 2.4, sugar_type: 'corn sugar' }],
    ],
    [
      'multiple',
      "What's the bitterness if I boil 30 grams of Cascade at 6.5% alpha acid for 60 minutes in a 20 litre batch?",
      [
        'calculate_ibu',
        { hop_variety: 'Cascade', hop_grams: 30, alpha_acid_percent: 6.5, boil_minutes: 60, batch_litres: 20 },
      ],
    ],
    [
      'multiple',
      "The recipe 'Old Anchor Porter' was written for 10 litres; scale it to 25.",
      ['scale_brew_recipe', { recipe_name: 'Old Anchor Porter', target_litres: 25, original_litres: 10 }],
    ],
    [
      'multiple',
      'Batch B-121 read 1.008 today, 7 April 2027, at eighteen and a half degrees.',
      ['log_fermentation_reading', { batch_id: 'B-121', gravity: 1.008, temperature_c: 18.5, date: '2027-04-07' }],
    ],
    [
      'parallel',
      'Work out the ABV for three batches: 1.050 down to 1.010, 1.072 down to 1.016, and 1.044 down to 1.006.',
      ['calculate_abv', { original_gravity: 1.05, final_gravity: 1.01 }],
      ['calculate_abv', { original_gravity: 1.072, final_gravity: 1.016 }],
      ['calculate_abv', { original_gravity: 1.044, final_gravity: 1.006 }],
    ],
    [
      'parallel',
      'How much table sugar do I need to prime 19 litres at 2.2 volumes and 40 litres at 2.7 volumes?',
      ['calculate_priming_sugar', { batch_litres: 19, target_co2_volumes: 2.2, sugar_type: alt('table sugar', '') }],
      ['calculate_priming_sugar', { batch_litres: 40, target_co2_volumes: 2.7, sugar_type: alt('table sugar', '') }],
    ],
    [
      'parallel',
      "Scale 'Copper Kettle Bitter' to 15 litres and also to 60 litres.",
      ['scale_brew_recipe', { recipe_name: 'Copper Kettle Bitter', target_litres: 15 }],
      ['scale_brew_recipe', { recipe_name: 'Copper Kettle Bitter', target_litres: 60 }],
    ],
    [
      'parallel_multiple',
      'Log gravity 1.012 at 20 °C for batch B-130, and calculate its ABV given it started at 1.058.',
      ['log_fermentation_reading', { batch_id: 'B-130', gravity: 1.012, temperature_c: 20 }],
      ['calculate_abv', { original_gravity: 1.058, final_gravity: 1.012 }],
    ],
    [
      'parallel_multiple',
      'Calculate the IBU for 25 g of Saaz at 3.5% and for 15 g of Magnum at 13%, both boiled 45 minutes in 23 litres. Also, how much dry malt extract would prime that 23-litre batch to 2.5 volumes?',
      [
        'calculate_ibu',
        { hop_variety: 'Saaz', hop_grams: 25, alpha_acid_percent: 3.5, boil_minutes: 45, batch_litres: 23 },
      ],
      [
        'calculate_ibu',
        { hop_variety: 'Magnum', hop_grams: 15, alpha_acid_percent: 13, boil_minutes: 45, batch_litres: 23 },
      ],
      ['calculate_priming_sugar', { batch_litres: 23, target_co2_volumes: 2.5, sugar_type: 'dry malt extract' }],
    ],
    [
      'parallel_multiple',
      "Scale 'Midnight Rye IPA' to 30 litres, and log readings for batch B-140 (1.040, 21 °C) and batch B-141 (1.036, 20 °C).",
      ['scale_brew_recipe', { recipe_name: 'Midnight Rye IPA', target_litres: 30 }],
      ['log_fermentation_reading', { batch_id: 'B-140', gravity: 1.04, temperature_c: 21 }],
      ['log_fermentation_reading', { batch_id: 'B-141', gravity: 1.036, temperature_c: 20 }],
    ],
    ['irrelevance', 'Which yeast strain gives the most banana flavour in a wheat beer?'],
    ['irrelevance', 'How many litres of beer am I legally allowed to brew at home each year?'],
  ],
};

const PRODUCTS = { enum: ['flyer', 'poster', 'business card', 'booklet'] };

export const printShop: DomainSpec = {
  name: 'print shop',
  tools: [
    tool('quote_print_job', 'Gives a price for a print job without ordering it.', {
      product: ['string', 'What to print', PRODUCTS],
      quantity: ['integer', 'Number of copies'],
      'paper_gsm?': ['integer', 'Paper weight in grams per square metre', { default: 170 }],
      'double_sided?': ['boolean', 'Print on both sides', { default: false }],
    }),
    tool('place_print_order', 'Orders a print job from an uploaded artwork file.', {
      product: ['string', 'What to print', PRODUCTS],
      quantity: ['integer', 'Number of copies'],
      artwork_file: ['string', 'File name of the uploaded artwork'],
      'finish?': ['string', 'Surface finish', { enum: ['matte', 'gloss', 'uncoated'], default: 'matte' }],
    }),
    tool('check_print_order_status', 'Tells where a print order is in production or delivery.', {
      order_number: ['string', 'The order number'],
    }),
    tool('convert_artwork_colour_profile', 'Converts an uploaded artwork file to another colour profile.', {
      artwork_file: ['string', 'File name of the uploaded artwork'],
      target_profile: ['string', 'Colour profile to convert to', { enum: ['CMYK', 'RGB', 'Pantone'] }],
    }),
  ],
  cases: [
    ['simple', 'How much would 500 flyers cost?', ['quote_print_job', { product: 'flyer', quantity: 500 }]],
    [
      'simple',
      'Order 250 business cards from the file logo_final.pdf with a gloss finish.',
      [
        'place_print_order',
        { product: 'business card', quantity: 250, artwork_file: 'logo_final.pdf', finish: 'gloss' },
      ],
    ],
    ['simple', "What's the status of order PS-88213?", ['check_print_order_status', { order_number: 'PS-88213' }]],
    [
      'simple',
      'Convert spring_menu.ai to CMYK.',
      ['convert_artwork_colour_profile', { artwork_file: 'spring_menu.ai', target_profile: 'CMYK' }],
    ],
    [
      'multiple',
      'Give me a quote for two thousand double-sided posters on 250 gsm paper.',
      ['quote_print_job', { product: 'poster', quantity: 2000, paper_gsm: 250, double_sided: true }],
    ],
    ['multiple', 'Could you check where my order 4471-B is?', ['check_print_order_status', { order_number: '4471-B' }]],
    [
      'multiple',
      'I need eighty booklets printed from annual_report_2026.pdf, uncoated please.',
      [
        'place_print_order',
        { product: 'booklet', quantity: 80, artwork_file: 'annual_report_2026.pdf', finish: 'uncoated' },
      ],
    ],
    [
      'parallel',
      'Check the status of orders PS-1001, PS-1002, PS-1003 and PS-1004.',
      ['check_print_order_status', { order_number: 'PS-1001' }],
      ['check_print_order_status', { order_number: 'PS-1002' }],
      ['check_print_order_status', { order_number: 'PS-1003' }],
      ['check_print_order_status', { order_number: 'PS-1004' }],
    ],
    [
      'parallel',
      'Quote me 100 flyers, and the same for 1000 flyers.',
      ['quote_print_job', { product: 'flyer', quantity: 100 }],
      ['quote_print_job', { product: 'flyer', quantity: 1000 }],
    ],
    [
      'parallel',
      'Convert banner.psd and shopfront.psd to RGB.',
      ['convert_artwork_colour_profile', { artwork_file: 'banner.psd', target_profile: 'RGB' }],
      ['convert_artwork_colour_profile', { artwork_file: 'shopfront.psd', target_profile: 'RGB' }],
    ],
    [
      'parallel_multiple',
      'Convert gala_poster.pdf to CMYK, then order 60 posters from it in gloss.',
      ['convert_artwork_colour_profile', { artwork_file: 'gala_poster.pdf', target_profile: 'CMYK' }],
      ['place_print_order', { product: 'poster', quantity: 60, artwork_file: 'gala_poster.pdf', finish: 'gloss' }],
    ],
    [
      'parallel_multiple',
      'Quote 300 business cards and 300 flyers, both on 350 gsm paper, and check on order PS-77120.',
      ['quote_print_job', { product: 'business card', quantity: 300, paper_gsm: 350 }],
      ['quote_print_job', { product: 'flyer', quantity: 300, paper_gsm: 350 }],
      ['check_print_order_status', { order_number: 'PS-77120' }],
    ],
    [
      'parallel_multiple',
      'Place an order for 1,500 flyers from promo_a5.pdf, and also tell me the status of my orders PS-2020 and PS-2021.',
      ['place_print_order', { product: 'flyer', quantity: 1500, artwork_file: 'promo_a5.pdf' }],
      ['check_print_order_status', { order_number: 'PS-2020' }],
      ['check_print_order_status', { order_number: 'PS-2021' }],
    ],
    ['irrelevance', 'What font size is still readable on a business card?'],
    ['irrelevance', 'Can you draw me a logo for my cycling club?'],
  ],
};

const COLLECTIONS = { enum: ['textiles', 'maps', 'photographs', 'ceramics', 'letters'] };

export const museumArchive: DomainSpec = {
  name: 'museum archive',
  tools: [
    tool('search_archive_catalogue', "Searches the museum's archive catalogue.", {
      query: ['string', 'Words to search for'],
      'collection?': ['string', 'Limit the search to one collection', COLLECTIONS],
      'year_from?': ['integer', 'Earliest year of the object'],
      'year_to?': ['integer', 'Latest year of the object'],
    }),
    tool('request_object_loan', 'Files a request to lend an object to another institution.', {
      object_id: ['string', "The object's accession number"],
      borrower_institution: ['string', 'Full name of the borrowing institution'],
      start_date: ['string', `First day of the loan, ${DATE}`],
      end_date: ['string', `Last day of the loan, ${DATE}`],
    }),
    tool('record_object_condition', "Records a conservator's condition report for an object.", {
      object_id: ['string', "The object's accession number"],
      condition: ['string', 'Condition grade', { enum: ['excellent', 'good', 'fair', 'poor'] }],
      'conservator?': ['string', 'Name of the conservator who assessed it'],
    }),
    tool('request_object_digitisation', 'Queues an object for scanning or photography.', {
      object_id: ['string', "The object's accession number"],
      'resolution_dpi?': ['integer', 'Scan resolution in dots per inch', { default: 600 }],
      'priority?': ['string', 'Queue priority', { enum: ['normal', 'urgent'], default: 'normal' }],
    }),
  ],
  cases: [
    [
      'simple',
      'Search the catalogue for whaling logbooks.',
      ['search_archive_catalogue', { query: alt('whaling logbooks', 'whaling logbook') }],
    ],
    [
      'simple',
      'Record the condition of object ACC-1932.044 as fair; the conservator was Imogen Thrale-Bassett.',
      [
        'record_object_condition',
        { object_id: 'ACC-1932.044', condition: 'fair', conservator: 'Imogen Thrale-Bassett' },
      ],
    ],
    [
      'simple',
      "Please digitise item MAP-0771 at 1200 dpi, it's urgent.",
      ['request_object_digitisation', { object_id: 'MAP-0771', resolution_dpi: 1200, priority: 'urgent' }],
    ],
    [
      'simple',
      'The Fenwick Maritime Institute wants to borrow object TX-5520 from 1 June 2027 to 30 September 2027. Please file the request.',
      [
        'request_object_loan',
        {
          object_id: 'TX-5520',
          borrower_institution: 'Fenwick Maritime Institute',
          start_date: '2027-06-01',
          end_date: '2027-09-30',
        },
      ],
    ],
    [
      'multiple',
      'Find photographs of the harbour strike taken between 1910 and 1925.',
      [
        'search_archive_catalogue',
        {
          query: alt('harbour strike', 'the harbour strike'),
          collection: 'photographs',
          year_from: 1910,
          year_to: 1925,
        },
      ],
    ],
    [
      'multiple',
      'Object CER-118 is in poor condition now.',
      ['record_object_condition', { object_id: 'CER-118', condition: 'poor' }],
    ],
    [
      'multiple',
      'We need a scan of letter LET-3090; normal priority is fine.',
      ['request_object_digitisation', { object_id: 'LET-3090', priority: alt('normal', '') }],
    ],
    [
      'parallel',
      'Log condition reports: TX-0012 is good, TX-0013 is excellent and TX-0019 is poor.',
      ['record_object_condition', { object_id: 'TX-0012', condition: 'good' }],
      ['record_object_condition', { object_id: 'TX-0013', condition: 'excellent' }],
      ['record_object_condition', { object_id: 'TX-0019', condition: 'poor' }],
    ],
    [
      'parallel',
      'Digitise objects PH-201 and PH-202 at 300 dpi each.',
      ['request_object_digitisation', { object_id: 'PH-201', resolution_dpi: 300 }],
      ['request_object_digitisation', { object_id: 'PH-202', resolution_dpi: 300 }],
    ],
    [
      'parallel',
      "Search the maps collection for 'tidal charts' and the letters collection for 'lighthouse keeper'.",
      ['search_archive_catalogue', { query: 'tidal charts', collection: 'maps' }],
      ['search_archive_catalogue', { query: 'lighthouse keeper', collection: 'letters' }],
    ],
    [
      'parallel_multiple',
      'Record MAP-0440 as being in good condition and queue it for digitisation at eight hundred dpi.',
      ['record_object_condition', { object_id: 'MAP-0440', condition: 'good' }],
      ['request_object_digitisation', { object_id: 'MAP-0440', resolution_dpi: 800 }],
    ],
    [
      'parallel_multiple',
      "Search the ceramics for 'salt glaze jugs', and file a loan of CER-221 to the Orrin Valley Heritage Trust from 2027-03-01 to 2027-05-31.",
      ['search_archive_catalogue', { query: 'salt glaze jugs', collection: 'ceramics' }],
      [
        'request_object_loan',
        {
          object_id: 'CER-221',
          borrower_institution: alt('Orrin Valley Heritage Trust', 'the Orrin Valley Heritage Trust'),
          start_date: '2027-03-01',
          end_date: '2027-05-31',
        },
      ],
    ],
    [
      'parallel_multiple',
      'Digitise PH-900, PH-901 and PH-902 urgently, then mark PH-900 as being in fair condition.',
      ['request_object_digitisation', { object_id: 'PH-900', priority: 'urgent' }],
      ['request_object_digitisation', { object_id: 'PH-901', priority: 'urgent' }],
      ['request_object_digitisation', { object_id: 'PH-902', priority: 'urgent' }],
      ['record_object_condition', { object_id: 'PH-900', condition: 'fair' }],
    ],
    ['irrelevance', "What are the museum's opening hours on public holidays?"],
    ['irrelevance', 'How should I store silk textiles so that light does not fade them?'],
  ],
};
