// Blind set 5, second half: an apiary and a recording studio, written without reading the mock model (fan-out heavy).
import { alt, tool, type DomainSpec } from '../model-heldout/build.ts';

const SITES = ['heath_field', 'orchard_row', 'riverside', 'clover_meadow'];

const recordColonyWeight = tool('record_colony_weight', 'Logs the weight of one hive, read from the hive scale.', {
  hive_id: ['string', 'The hive’s label, e.g. "C-12".'],
  apiary_site: ['string', 'Where the hive stands.', { enum: SITES }],
  weight_kg: ['float', 'Gross weight in kilograms.'],
  reading_date: ['string', 'Day of the reading, YYYY-MM-DD.'],
});

const orderBeekeepingSupplies = tool('order_beekeeping_supplies', 'Orders equipment or feed from the supplier.', {
  item: [
    'string',
    'What to order.',
    { enum: ['super_box', 'frame_pack', 'foundation_sheets', 'smoker_fuel', 'queen_excluder', 'sugar_syrup'] },
  ],
  quantity: ['integer', 'How many units.'],
  'express?': ['boolean', 'Next-day delivery at extra cost.', { default: false }],
});

const bookHoneyExtraction = tool(
  'book_honey_extraction',
  'Books the shared extraction room and spinner for a beekeeper.',
  {
    beekeeper_name: ['string', 'Who is bringing the frames.'],
    supers: ['integer', 'Number of honey supers to extract.'],
    extraction_date: ['string', 'Day of the booking, YYYY-MM-DD.'],
    'start_time?': ['string', 'When the slot starts, HH:MM (24-hour).', { default: '09:00' }],
  },
);

const registerSwarmCallout = tool(
  'register_swarm_callout',
  'Registers a reported swarm so a volunteer collector is sent out.',
  {
    location: ['string', 'Where the swarm is.'],
    reported_by: ['string', 'Name of the person reporting it.'],
    'height_metres?': ['float', 'How high off the ground the cluster hangs.'],
    'urgency?': ['string', 'How soon someone must come.', { enum: ['low', 'normal', 'high'], default: 'normal' }],
  },
);

const getForageBloomForecast = tool(
  'get_forage_bloom_forecast',
  'Forecasts which forage plants will be in flower around one apiary site over a week.',
  {
    apiary_site: ['string', 'The apiary site.', { enum: SITES }],
    week_start_date: ['string', 'First day of the week, YYYY-MM-DD.'],
  },
);

export const apiary: DomainSpec = {
  name: 'apiary',
  tools: [
    recordColonyWeight,
    orderBeekeepingSupplies,
    bookHoneyExtraction,
    registerSwarmCallout,
    getForageBloomForecast,
  ],
  cases: [
    [
      'simple',
      'Hive B-07 at the riverside site came in at 41.6 kg today, 2027-06-30. Please log it.',
      [
        'record_colony_weight',
        { hive_id: 'B-07', apiary_site: 'riverside', weight_kg: 41.6, reading_date: '2027-06-30' },
      ],
    ],
    [
      'simple',
      "There's a swarm hanging off the bus shelter on Tallow Lane, about two and a half metres up. I'm Wynne Castellanos. It's blocking the pavement so it's pretty urgent.",
      [
        'register_swarm_callout',
        {
          location: alt(
            'bus shelter on Tallow Lane',
            'Tallow Lane bus shelter',
            'bus shelter, Tallow Lane',
            'Tallow Lane',
            'the bus shelter on Tallow Lane',
          ),
          reported_by: alt('Wynne Castellanos', 'Castellanos'),
          height_metres: 2.5,
          urgency: 'high',
        },
      ],
    ],
    [
      'multiple',
      'order 2 queen excluders, express please',
      ['order_beekeeping_supplies', { item: 'queen_excluder', quantity: 2, express: true }],
    ],
    [
      'multiple',
      "What's going to be flowering near the clover meadow apiary the week starting Monday 10 May 2027?",
      ['get_forage_bloom_forecast', { apiary_site: 'clover_meadow', week_start_date: '2027-05-10' }],
    ],
    [
      'parallel',
      'Weights from orchard row this morning (14 Sept 2027):\nOR-1 38.2 kg\nOR-2 44 kg\nOR-3 thirty-one kilos',
      [
        'record_colony_weight',
        { hive_id: 'OR-1', apiary_site: 'orchard_row', weight_kg: 38.2, reading_date: '2027-09-14' },
      ],
      [
        'record_colony_weight',
        { hive_id: 'OR-2', apiary_site: 'orchard_row', weight_kg: 44, reading_date: '2027-09-14' },
      ],
      [
        'record_colony_weight',
        { hive_id: 'OR-3', apiary_site: 'orchard_row', weight_kg: 31, reading_date: '2027-09-14' },
      ],
    ],
    [
      'parallel',
      'I need frame packs and foundation sheets, 5 and 12 respectively.',
      ['order_beekeeping_supplies', { item: 'frame_pack', quantity: 5 }],
      ['order_beekeeping_supplies', { item: 'foundation_sheets', quantity: 12 }],
    ],
    [
      'parallel',
      'Could you book the extraction room for Hollis Varga and for Dee Amsel on 2027-08-21? Each of them is bringing three supers.',
      ['book_honey_extraction', { beekeeper_name: 'Hollis Varga', supers: 3, extraction_date: '2027-08-21' }],
      ['book_honey_extraction', { beekeeper_name: 'Dee Amsel', supers: 3, extraction_date: '2027-08-21' }],
    ],
    [
      'parallel',
      'Bloom forecast for heath field, week beginning 2027-04-05. Same for riverside.',
      ['get_forage_bloom_forecast', { apiary_site: 'heath_field', week_start_date: '2027-04-05' }],
      ['get_forage_bloom_forecast', { apiary_site: 'riverside', week_start_date: '2027-04-05' }],
    ],
    [
      'parallel',
      'Log two swarms reported by Pim Okafor: one at Lower Brindle churchyard, the other at Sedge Farm.',
      [
        'register_swarm_callout',
        {
          location: alt('Lower Brindle churchyard', 'churchyard at Lower Brindle', 'Lower Brindle'),
          reported_by: 'Pim Okafor',
        },
      ],
      ['register_swarm_callout', { location: 'Sedge Farm', reported_by: 'Pim Okafor' }],
    ],
    [
      'parallel_multiple',
      'Order six tubs of sugar syrup and one bag of smoker fuel, and book the extractor for Noor Halstead with 4 supers on the 2nd of August 2027 at 2pm as well.',
      ['order_beekeeping_supplies', { item: 'sugar_syrup', quantity: 6 }],
      ['order_beekeeping_supplies', { item: 'smoker_fuel', quantity: 1 }],
      [
        'book_honey_extraction',
        { beekeeper_name: 'Noor Halstead', supers: 4, extraction_date: '2027-08-02', start_time: '14:00' },
      ],
    ],
    [
      'parallel_multiple',
      'Weigh-ins at clover meadow on 2027-10-03: C1 is 52.5 kg and C2 is 49.0. Then show me the bloom forecast for that site for the week from the same day.',
      [
        'record_colony_weight',
        { hive_id: 'C1', apiary_site: 'clover_meadow', weight_kg: 52.5, reading_date: '2027-10-03' },
      ],
      [
        'record_colony_weight',
        { hive_id: 'C2', apiary_site: 'clover_meadow', weight_kg: 49, reading_date: '2027-10-03' },
      ],
      ['get_forage_bloom_forecast', { apiary_site: 'clover_meadow', week_start_date: '2027-10-03' }],
    ],
    [
      'parallel_multiple',
      "What's in bloom at orchard row and at heath field for the week of 7 June 2027? Also a swarm just landed in my neighbour's plum tree at 14 Coldharbour Row, I'm Ansel Brisk.",
      ['get_forage_bloom_forecast', { apiary_site: 'orchard_row', week_start_date: '2027-06-07' }],
      ['get_forage_bloom_forecast', { apiary_site: 'heath_field', week_start_date: '2027-06-07' }],
      [
        'register_swarm_callout',
        {
          location: alt(
            '14 Coldharbour Row',
            "neighbour's plum tree at 14 Coldharbour Row",
            'plum tree at 14 Coldharbour Row',
            "plum tree in neighbour's garden, 14 Coldharbour Row",
            'Coldharbour Row',
          ),
          reported_by: 'Ansel Brisk',
        },
      ],
    ],
    [
      'parallel_multiple',
      'book extraction slots for me (Tamsin Oyelaran) on 2027-07-10 and 2027-07-24, two supers each time, and add a pack of frames to my supplies order',
      ['book_honey_extraction', { beekeeper_name: 'Tamsin Oyelaran', supers: 2, extraction_date: '2027-07-10' }],
      ['book_honey_extraction', { beekeeper_name: 'Tamsin Oyelaran', supers: 2, extraction_date: '2027-07-24' }],
      ['order_beekeeping_supplies', { item: 'frame_pack', quantity: 1 }],
    ],
    [
      'parallel_multiple',
      "Hive R4 at riverside: 36.9 kg on 1 Nov 2027, 35.2 kg on 15 Nov 2027. I'll also need 3 sugar syrup, sent express.",
      [
        'record_colony_weight',
        { hive_id: 'R4', apiary_site: 'riverside', weight_kg: 36.9, reading_date: '2027-11-01' },
      ],
      [
        'record_colony_weight',
        { hive_id: 'R4', apiary_site: 'riverside', weight_kg: 35.2, reading_date: '2027-11-15' },
      ],
      ['order_beekeeping_supplies', { item: 'sugar_syrup', quantity: 3, express: true }],
    ],
    ['irrelevance', 'How can I tell whether my queen is still laying without pulling every frame?'],
    ['irrelevance', "Can you pay the invoice for last month's wax processing?"],
  ],
};

const ROOMS = ['live_room_a', 'live_room_b', 'vocal_booth', 'mix_suite'];

const bookStudioRoom = tool('book_studio_room', 'Books one of the studio’s rooms for a recording or mixing session.', {
  room: ['string', 'Which room.', { enum: ROOMS }],
  artist_name: ['string', 'Artist or band the session is for.'],
  session_date: ['string', 'Day of the session, YYYY-MM-DD.'],
  start_time: ['string', 'Start of the session, HH:MM, 24-hour clock.'],
  'hours?': ['integer', 'Length of the block in hours.', { default: 4 }],
});

const checkRoomAvailability = tool('check_room_availability', 'Shows the free hours of one room on one day.', {
  room: ['string', 'Which room.', { enum: ROOMS }],
  session_date: ['string', 'Day to look at, YYYY-MM-DD.'],
});

const hireSessionMusician = tool('hire_session_musician', 'Hires a session player from the studio’s roster.', {
  instrument: ['string', 'What they play.', { enum: ['drums', 'bass', 'keys', 'pedal_steel', 'cello', 'trumpet'] }],
  session_date: ['string', 'Day they are needed, YYYY-MM-DD.'],
  hours: ['integer', 'Hours booked.'],
});

const queueMasteringJob = tool('queue_mastering_job', 'Puts a finished mix in the mastering engineer’s queue.', {
  track_title: ['string', 'Title of the track.'],
  format: ['string', 'Delivery format of the master.', { enum: ['wav', 'mp3', 'vinyl_premaster', 'ddp'] }],
  'target_loudness_lufs?': ['float', 'Integrated loudness to master to, in LUFS.', { default: -14.0 }],
});

const sendMixForApproval = tool('send_mix_for_approval', 'Emails a private listening link to a mix.', {
  track_title: ['string', 'Title of the track.'],
  recipient_email: ['string', 'Who gets the link.'],
  'mix_version?': ['integer', 'Which numbered mix; the latest when left out.'],
});

export const recordingStudio: DomainSpec = {
  name: 'recording studio',
  tools: [bookStudioRoom, checkRoomAvailability, hireSessionMusician, queueMasteringJob, sendMixForApproval],
  cases: [
    [
      'simple',
      'Can I get the vocal booth for Juniper Ashgrove on 22/01/2027 from ten in the morning, six hours?',
      [
        'book_studio_room',
        {
          room: 'vocal_booth',
          artist_name: 'Juniper Ashgrove',
          session_date: '2027-01-22',
          start_time: '10:00',
          hours: 6,
        },
      ],
    ],
    [
      'simple',
      'master Salt in the Gears as a DDP for the CD pressing',
      ['queue_mastering_job', { track_title: 'Salt in the Gears', format: 'ddp' }],
    ],
    [
      'multiple',
      'We need a pedal steel player on March 5th, 2027 for three hours.',
      ['hire_session_musician', { instrument: 'pedal_steel', session_date: '2027-03-05', hours: 3 }],
    ],
    [
      'multiple',
      'Send version 3 of Paper Lanterns to dario.klemm@halfmoonrecords.example for sign-off.',
      [
        'send_mix_for_approval',
        { track_title: 'Paper Lanterns', recipient_email: 'dario.klemm@halfmoonrecords.example', mix_version: 3 },
      ],
    ],
    [
      'parallel',
      'Are live room A, live room B and the mix suite each free on 2027-02-19?',
      ['check_room_availability', { room: 'live_room_a', session_date: '2027-02-19' }],
      ['check_room_availability', { room: 'live_room_b', session_date: '2027-02-19' }],
      ['check_room_availability', { room: 'mix_suite', session_date: '2027-02-19' }],
    ],
    [
      'parallel',
      'Please master these as WAV at -9 LUFS:\nNorthbound Static\nThe Orchard Hymn\nWire & Bone',
      ['queue_mastering_job', { track_title: 'Northbound Static', format: 'wav', target_loudness_lufs: -9 }],
      ['queue_mastering_job', { track_title: 'The Orchard Hymn', format: 'wav', target_loudness_lufs: -9 }],
      [
        'queue_mastering_job',
        { track_title: alt('Wire & Bone', 'Wire and Bone'), format: 'wav', target_loudness_lufs: -9 },
      ],
    ],
    [
      'parallel',
      'Hire drums and bass for the 4th and 5th of May 2027 respectively, five hours each.',
      ['hire_session_musician', { instrument: 'drums', session_date: '2027-05-04', hours: 5 }],
      ['hire_session_musician', { instrument: 'bass', session_date: '2027-05-05', hours: 5 }],
    ],
    [
      'parallel',
      'send Lowlight v2 to both mara@quietfield.example and sol@quietfield.example',
      [
        'send_mix_for_approval',
        { track_title: 'Lowlight', recipient_email: 'mara@quietfield.example', mix_version: 2 },
      ],
      ['send_mix_for_approval', { track_title: 'Lowlight', recipient_email: 'sol@quietfield.example', mix_version: 2 }],
    ],
    [
      'parallel',
      'Book live room B for The Gannet Sisters on 8 August 2027 at 11am. Can you do the same on the 9th, but starting at 1pm and only for 3 hours?',
      [
        'book_studio_room',
        {
          room: 'live_room_b',
          artist_name: alt('The Gannet Sisters', 'Gannet Sisters'),
          session_date: '2027-08-08',
          start_time: '11:00',
        },
      ],
      [
        'book_studio_room',
        {
          room: 'live_room_b',
          artist_name: alt('The Gannet Sisters', 'Gannet Sisters'),
          session_date: '2027-08-09',
          start_time: '13:00',
          hours: 3,
        },
      ],
    ],
    [
      'parallel_multiple',
      'Is the mix suite free on 2027-11-12? And on the 13th? While you’re at it, queue up an mp3 master of Ferrous Bloom.',
      ['check_room_availability', { room: 'mix_suite', session_date: '2027-11-12' }],
      ['check_room_availability', { room: 'mix_suite', session_date: '2027-11-13' }],
      ['queue_mastering_job', { track_title: 'Ferrous Bloom', format: 'mp3' }],
    ],
    [
      'parallel_multiple',
      "For Okonkwo & Vale's session on 6 December 2027: book live room A from 9:30 for eight hours, and get a cellist and a trumpet player for that day, 4 hours apiece.",
      [
        'book_studio_room',
        {
          room: 'live_room_a',
          artist_name: alt('Okonkwo & Vale', 'Okonkwo and Vale'),
          session_date: '2027-12-06',
          start_time: '09:30',
          hours: 8,
        },
      ],
      ['hire_session_musician', { instrument: 'cello', session_date: '2027-12-06', hours: 4 }],
      ['hire_session_musician', { instrument: 'trumpet', session_date: '2027-12-06', hours: 4 }],
    ],
    [
      'parallel_multiple',
      'Send mix 5 of Harbour Lights to ines@tallowmusic.example and to the label at ar@greywing.example, then queue it for vinyl premastering.',
      [
        'send_mix_for_approval',
        { track_title: 'Harbour Lights', recipient_email: 'ines@tallowmusic.example', mix_version: 5 },
      ],
      [
        'send_mix_for_approval',
        { track_title: 'Harbour Lights', recipient_email: 'ar@greywing.example', mix_version: 5 },
      ],
      ['queue_mastering_job', { track_title: 'Harbour Lights', format: 'vinyl_premaster' }],
    ],
    [
      'parallel_multiple',
      'we need keys for two hours on jan 15 2027 and again on jan 16, and check if the vocal booth is open on the 15th',
      ['hire_session_musician', { instrument: 'keys', session_date: '2027-01-15', hours: 2 }],
      ['hire_session_musician', { instrument: 'keys', session_date: '2027-01-16', hours: 2 }],
      ['check_room_availability', { room: 'vocal_booth', session_date: '2027-01-15' }],
    ],
    [
      'parallel_multiple',
      'Two masters please, Cinder Road and Blue Hour, both as WAVs at minus eleven LUFS. Also book the mix suite for Rafferty Quill on 2027-03-30 at 14:00, a four-hour block.',
      ['queue_mastering_job', { track_title: 'Cinder Road', format: 'wav', target_loudness_lufs: -11 }],
      ['queue_mastering_job', { track_title: 'Blue Hour', format: 'wav', target_loudness_lufs: -11 }],
      [
        'book_studio_room',
        { room: 'mix_suite', artist_name: 'Rafferty Quill', session_date: '2027-03-30', start_time: '14:00' },
      ],
    ],
    ['irrelevance', 'What kind of microphone works best for a nylon-string guitar in a small room?'],
    ['irrelevance', "Can you cancel Thursday's session in live room A?"],
  ],
};
