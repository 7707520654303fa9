// Blind set 2, four working domains: pottery studio, weather stations, dental practice, warehouse robots (unmeasured).
import { alt, tool, type DomainSpec } from '../model-heldout/build.ts';

const DATE = 'Date in YYYY-MM-DD format';
const TIME = 'Time in 24-hour HH:MM format';

export const pottery: DomainSpec = {
  name: 'pottery studio',
  tools: [
    tool('book_wheel_time', 'Reserves a potter’s wheel for a member.', {
      potter_name: ['string', 'Full name of the member'],
      date: ['string', DATE],
      start_time: ['string', `Start of the reservation. ${TIME}`],
      hours: ['integer', 'Length of the reservation in hours'],
    }),
    tool('schedule_kiln_firing', 'Schedules a firing in one of the studio kilns.', {
      kiln: ['string', 'Which kiln', { enum: ['small_electric', 'large_electric', 'gas_reduction'] }],
      firing_type: ['string', 'Kind of firing', { enum: ['bisque', 'glaze', 'raku'] }],
      date: ['string', `Day of the firing. ${DATE}`],
      'cone?': ['string', 'Target pyrometric cone, e.g. 06 or 10'],
    }),
    tool('order_clay', 'Orders clay from the studio supplier.', {
      clay_body: ['string', 'Name of the clay body'],
      kilograms: ['float', 'Amount of clay in kilograms'],
      'delivery?': ['boolean', 'Deliver to the studio instead of collecting', { default: false }],
    }),
    tool('estimate_glaze_water', 'Works out how much water to mix into a dry glaze.', {
      glaze_name: ['string', 'Name of the glaze recipe'],
      dry_weight_grams: ['float', 'Weight of the dry glaze in grams'],
      'water_ratio?': ['float', 'Water per gram of dry glaze', { default: 0.8 }],
    }),
  ],
  cases: [
    [
      'simple',
      'Put Maren Lisle on a wheel on 5 February 2027 from 2 pm for three hours.',
      ['book_wheel_time', { potter_name: 'Maren Lisle', date: '2027-02-05', start_time: '14:00', hours: 3 }],
    ],
    [
      'simple',
      'Schedule a bisque firing in the large electric kiln for 2027-02-11.',
      ['schedule_kiln_firing', { kiln: 'large_electric', firing_type: 'bisque', date: '2027-02-11' }],
    ],
    [
      'simple',
      'Order twenty-five kilos of Ashcombe buff stoneware, delivered please.',
      ['order_clay', { clay_body: alt('Ashcombe buff stoneware', 'Ashcombe buff'), kilograms: 25, delivery: true }],
    ],
    [
      'simple',
      'How much water do I need for 1,200 grams of dry Tidepool Celadon glaze?',
      [
        'estimate_glaze_water',
        { glaze_name: alt('Tidepool Celadon', 'Tidepool Celadon glaze'), dry_weight_grams: 1200 },
      ],
    ],
    [
      'multiple',
      'Fire a cone 10 glaze load in the gas reduction kiln on 18 February 2027.',
      ['schedule_kiln_firing', { kiln: 'gas_reduction', firing_type: 'glaze', date: '2027-02-18', cone: '10' }],
    ],
    [
      'multiple',
      "I'd like 12.5 kg of Redfern earthenware; I'll pick it up myself.",
      ['order_clay', { clay_body: alt('Redfern earthenware', 'Redfern'), kilograms: 12.5 }],
    ],
    [
      'multiple',
      'Can you work out the water for Smoky Quartz glaze, 800 g dry, at a ratio of 0.9?',
      [
        'estimate_glaze_water',
        { glaze_name: alt('Smoky Quartz', 'Smoky Quartz glaze'), dry_weight_grams: 800, water_ratio: 0.9 },
      ],
    ],
    [
      'parallel',
      'Book wheel time for Ezra Coldwell on 1 March 2027 at 10 am for 2 hours, and again on 8 March 2027 at the same time for 2 hours.',
      ['book_wheel_time', { potter_name: 'Ezra Coldwell', date: '2027-03-01', start_time: '10:00', hours: 2 }],
      ['book_wheel_time', { potter_name: 'Ezra Coldwell', date: '2027-03-08', start_time: '10:00', hours: 2 }],
    ],
    [
      'parallel',
      'Schedule raku firings in the small electric kiln on March the 3rd and March the 17th, 2027.',
      ['schedule_kiln_firing', { kiln: 'small_electric', firing_type: 'raku', date: '2027-03-03' }],
      ['schedule_kiln_firing', { kiln: 'small_electric', firing_type: 'raku', date: '2027-03-17' }],
    ],
    [
      'parallel',
      'Order 10 kg of Ashcombe buff stoneware and 20 kg of Redfern earthenware, both delivered.',
      ['order_clay', { clay_body: alt('Ashcombe buff stoneware', 'Ashcombe buff'), kilograms: 10, delivery: true }],
      ['order_clay', { clay_body: alt('Redfern earthenware', 'Redfern'), kilograms: 20, delivery: true }],
    ],
    [
      'parallel_multiple',
      'Order 15 kg of Porthmill porcelain for delivery, then book Ezra Coldwell and Sunniva Rask onto wheels on 9 April 2027 at 6 pm for two hours each.',
      ['order_clay', { clay_body: alt('Porthmill porcelain', 'Porthmill'), kilograms: 15, delivery: true }],
      ['book_wheel_time', { potter_name: 'Ezra Coldwell', date: '2027-04-09', start_time: '18:00', hours: 2 }],
      ['book_wheel_time', { potter_name: 'Sunniva Rask', date: '2027-04-09', start_time: '18:00', hours: 2 }],
    ],
    [
      'parallel_multiple',
      'Work out the water for 500 g of Tidepool Celadon and for 750 g of Ember Shino, and schedule a glaze firing in the large electric kiln on 2027-04-20 at cone 6.',
      [
        'estimate_glaze_water',
        { glaze_name: alt('Tidepool Celadon', 'Tidepool Celadon glaze'), dry_weight_grams: 500 },
      ],
      ['estimate_glaze_water', { glaze_name: alt('Ember Shino', 'Ember Shino glaze'), dry_weight_grams: 750 }],
      ['schedule_kiln_firing', { kiln: 'large_electric', firing_type: 'glaze', date: '2027-04-20', cone: '6' }],
    ],
    [
      'parallel_multiple',
      'Two bisque firings please: the small electric kiln on 22 April 2027 and the large electric kiln on 23 April 2027. Also order 30 kilograms of Redfern earthenware, no delivery needed.',
      ['schedule_kiln_firing', { kiln: 'small_electric', firing_type: 'bisque', date: '2027-04-22' }],
      ['schedule_kiln_firing', { kiln: 'large_electric', firing_type: 'bisque', date: '2027-04-23' }],
      ['order_clay', { clay_body: alt('Redfern earthenware', 'Redfern'), kilograms: 30 }],
    ],
    [
      'parallel_multiple',
      'Maren Lisle wants a wheel on 3 May 2027 at 9:00 for one hour, and the same on 4 May 2027. She also needs 5 kg of Porthmill porcelain delivered and the water worked out for 300 grams of Ember Shino.',
      ['book_wheel_time', { potter_name: 'Maren Lisle', date: '2027-05-03', start_time: '09:00', hours: 1 }],
      ['book_wheel_time', { potter_name: 'Maren Lisle', date: '2027-05-04', start_time: '09:00', hours: 1 }],
      ['order_clay', { clay_body: alt('Porthmill porcelain', 'Porthmill'), kilograms: 5, delivery: true }],
      ['estimate_glaze_water', { glaze_name: alt('Ember Shino', 'Ember Shino glaze'), dry_weight_grams: 300 }],
    ],
    ['irrelevance', 'Which clay body shrinks the least when it is fired?'],
    ['irrelevance', 'Put my finished blue vase up for sale in the studio shop at forty pounds.'],
  ],
};

const METRICS = { enum: ['temperature', 'humidity', 'wind_speed', 'pressure', 'rainfall'] };

export const weatherStations: DomainSpec = {
  name: 'weather stations',
  tools: [
    tool('get_station_reading', 'Returns the latest reading of one metric at a weather station.', {
      station_id: ['string', 'Station code, e.g. ABC-1'],
      metric: ['string', 'What is measured', METRICS],
      'units?': ['string', 'Unit system', { enum: ['metric', 'imperial'], default: 'metric' }],
    }),
    tool('get_station_history', 'Returns the recorded values of one metric at a station over a date range.', {
      station_id: ['string', 'Station code, e.g. ABC-1'],
      metric: ['string', 'What is measured', METRICS],
      start_date: ['string', `First day, inclusive. ${DATE}`],
      end_date: ['string', `Last day, inclusive. ${DATE}`],
    }),
    tool('set_station_alert', 'Raises an alert when a metric at a station crosses a threshold.', {
      station_id: ['string', 'Station code, e.g. ABC-1'],
      metric: ['string', 'What is measured', METRICS],
      threshold: ['float', 'Value in metric units that triggers the alert'],
      'direction?': ['string', 'Trigger above or below the threshold', { enum: ['above', 'below'], default: 'above' }],
    }),
    tool('schedule_station_maintenance', 'Books a field visit to a station.', {
      station_id: ['string', 'Station code, e.g. ABC-1'],
      date: ['string', `Day of the visit. ${DATE}`],
      task: ['string', 'Work to do', { enum: ['sensor_calibration', 'battery_swap', 'cleaning', 'firmware_update'] }],
    }),
  ],
  cases: [
    [
      'simple',
      "What's the current wind speed at station KEL-12?",
      ['get_station_reading', { station_id: 'KEL-12', metric: 'wind_speed' }],
    ],
    [
      'simple',
      'Pull the rainfall history for GRV-03 from 1 November to 30 November 2026.',
      [
        'get_station_history',
        { station_id: 'GRV-03', metric: 'rainfall', start_date: '2026-11-01', end_date: '2026-11-30' },
      ],
    ],
    [
      'simple',
      'Alert me when humidity at MOR-5 drops below 35 percent.',
      ['set_station_alert', { station_id: 'MOR-5', metric: 'humidity', threshold: 35, direction: 'below' }],
    ],
    [
      'simple',
      'Schedule a battery swap at station BRY-21 on January 19, 2027.',
      ['schedule_station_maintenance', { station_id: 'BRY-21', date: '2027-01-19', task: 'battery_swap' }],
    ],
    [
      'multiple',
      'Give me the temperature at TAL-9 in imperial units.',
      ['get_station_reading', { station_id: 'TAL-9', metric: 'temperature', units: 'imperial' }],
    ],
    [
      'multiple',
      'Set a warning for when the pressure at KEL-12 goes above 1030.',
      ['set_station_alert', { station_id: 'KEL-12', metric: 'pressure', threshold: 1030 }],
    ],
    [
      'multiple',
      'Book a firmware update for station GRV-03 on the 2nd of February 2027.',
      ['schedule_station_maintenance', { station_id: 'GRV-03', date: '2027-02-02', task: 'firmware_update' }],
    ],
    [
      'parallel',
      "What's the temperature at KEL-12, MOR-5 and TAL-9 right now?",
      ['get_station_reading', { station_id: 'KEL-12', metric: 'temperature' }],
      ['get_station_reading', { station_id: 'MOR-5', metric: 'temperature' }],
      ['get_station_reading', { station_id: 'TAL-9', metric: 'temperature' }],
    ],
    [
      'parallel',
      'Calibrate the sensors at BRY-21 on 2027-02-15 and at TAL-9 on 2027-02-16.',
      ['schedule_station_maintenance', { station_id: 'BRY-21', date: '2027-02-15', task: 'sensor_calibration' }],
      ['schedule_station_maintenance', { station_id: 'TAL-9', date: '2027-02-16', task: 'sensor_calibration' }],
    ],
    [
      'parallel',
      'Set wind speed alerts above twenty-five at GRV-03 and at MOR-5.',
      ['set_station_alert', { station_id: 'GRV-03', metric: 'wind_speed', threshold: 25 }],
      ['set_station_alert', { station_id: 'MOR-5', metric: 'wind_speed', threshold: 25 }],
    ],
    [
      'parallel_multiple',
      'Fetch the humidity and the pressure at BRY-21, and schedule a cleaning there on 3 March 2027.',
      ['get_station_reading', { station_id: 'BRY-21', metric: 'humidity' }],
      ['get_station_reading', { station_id: 'BRY-21', metric: 'pressure' }],
      ['schedule_station_maintenance', { station_id: 'BRY-21', date: '2027-03-03', task: 'cleaning' }],
    ],
    [
      'parallel_multiple',
      'For station KEL-12, get the rainfall history from 2027-01-01 to 2027-01-31 and the temperature history for the same dates, then set an alert for rainfall above 40.',
      [
        'get_station_history',
        { station_id: 'KEL-12', metric: 'rainfall', start_date: '2027-01-01', end_date: '2027-01-31' },
      ],
      [
        'get_station_history',
        { station_id: 'KEL-12', metric: 'temperature', start_date: '2027-01-01', end_date: '2027-01-31' },
      ],
      ['set_station_alert', { station_id: 'KEL-12', metric: 'rainfall', threshold: 40 }],
    ],
    [
      'parallel_multiple',
      "Stations TAL-9 and MOR-5 both need a firmware update on 10 March 2027. While you're at it, what's the current rainfall at TAL-9?",
      ['schedule_station_maintenance', { station_id: 'TAL-9', date: '2027-03-10', task: 'firmware_update' }],
      ['schedule_station_maintenance', { station_id: 'MOR-5', date: '2027-03-10', task: 'firmware_update' }],
      ['get_station_reading', { station_id: 'TAL-9', metric: 'rainfall' }],
    ],
    [
      'parallel_multiple',
      'Set temperature alerts at GRV-03 and KEL-12 for below minus five. Also tell me the current temperature at each of them.',
      ['set_station_alert', { station_id: 'GRV-03', metric: 'temperature', threshold: -5, direction: 'below' }],
      ['set_station_alert', { station_id: 'KEL-12', metric: 'temperature', threshold: -5, direction: 'below' }],
      ['get_station_reading', { station_id: 'GRV-03', metric: 'temperature' }],
      ['get_station_reading', { station_id: 'KEL-12', metric: 'temperature' }],
    ],
    ['irrelevance', 'Will it rain at KEL-12 next Tuesday afternoon?'],
    ['irrelevance', 'Add a new station called PIN-4 to the network, at 540 metres elevation.'],
  ],
};

const TREATMENTS = { enum: ['checkup', 'cleaning', 'filling', 'extraction', 'whitening'] };

export const dental: DomainSpec = {
  name: 'dental practice',
  tools: [
    tool('book_dental_appointment', 'Books a patient in for a treatment.', {
      patient_name: ['string', 'Full name of the patient'],
      date: ['string', DATE],
      time: ['string', `Start of the appointment. ${TIME}`],
      treatment: ['string', 'Treatment to book', TREATMENTS],
      'dentist?': ['string', 'Dentist to see, if the patient asks for one'],
    }),
    tool('check_dentist_availability', 'Lists the free slots of one dentist on one day.', {
      dentist: ['string', 'Name of the dentist'],
      date: ['string', DATE],
    }),
    tool('send_appointment_reminder', 'Sends a patient a reminder of their next appointment.', {
      patient_name: ['string', 'Full name of the patient'],
      channel: ['string', 'How to remind', { enum: ['sms', 'email', 'phone_call'] }],
      'days_before?': ['integer', 'Days before the appointment to send it', { default: 1 }],
    }),
    tool('record_treatment_note', "Adds a clinical note about one tooth to a patient's chart.", {
      patient_name: ['string', 'Full name of the patient'],
      tooth_number: ['integer', 'Tooth in universal numbering, 1 to 32'],
      note: ['string', 'The note'],
    }),
  ],
  cases: [
    [
      'simple',
      'Book a cleaning for Agnes Holloway on 26 January 2027 at 11:15.',
      [
        'book_dental_appointment',
        { patient_name: 'Agnes Holloway', date: '2027-01-26', time: '11:15', treatment: 'cleaning' },
      ],
    ],
    [
      'simple',
      'Is Dr. Petra Lunde free on 2027-01-28?',
      ['check_dentist_availability', { dentist: alt('Petra Lunde', 'Dr. Petra Lunde'), date: '2027-01-28' }],
    ],
    [
      'simple',
      'Text Samir Oyelaran a reminder two days before his appointment.',
      ['send_appointment_reminder', { patient_name: 'Samir Oyelaran', channel: 'sms', days_before: 2 }],
    ],
    [
      'simple',
      'Note on tooth 14 for Liesel Crane: small crack on the occlusal surface.',
      [
        'record_treatment_note',
        {
          patient_name: 'Liesel Crane',
          tooth_number: 14,
          note: alt('small crack on the occlusal surface', 'small crack on occlusal surface'),
        },
      ],
    ],
    [
      'multiple',
      'Could you schedule a filling for Bram Etheridge with Dr. Ottoline Vance on 3 February 2027 at a quarter to four in the afternoon?',
      [
        'book_dental_appointment',
        {
          patient_name: 'Bram Etheridge',
          date: '2027-02-03',
          time: '15:45',
          treatment: 'filling',
          dentist: alt('Ottoline Vance', 'Dr. Ottoline Vance'),
        },
      ],
    ],
    [
      'multiple',
      'Email Agnes Holloway a reminder about her visit.',
      ['send_appointment_reminder', { patient_name: 'Agnes Holloway', channel: 'email' }],
    ],
    [
      'multiple',
      'Does Dr. Kasimir Adebayo have any openings on the 9th of February 2027?',
      ['check_dentist_availability', { dentist: alt('Kasimir Adebayo', 'Dr. Kasimir Adebayo'), date: '2027-02-09' }],
    ],
    [
      'parallel',
      'Book checkups for Tove Marchetti at 9 am and her son Elio Marchetti at 9:30 am, both on 2027-02-12.',
      [
        'book_dental_appointment',
        { patient_name: 'Tove Marchetti', date: '2027-02-12', time: '09:00', treatment: 'checkup' },
      ],
      [
        'book_dental_appointment',
        { patient_name: 'Elio Marchetti', date: '2027-02-12', time: '09:30', treatment: 'checkup' },
      ],
    ],
    [
      'parallel',
      'Remind Samir Oyelaran, Liesel Crane and Bram Etheridge by phone call.',
      ['send_appointment_reminder', { patient_name: 'Samir Oyelaran', channel: 'phone_call' }],
      ['send_appointment_reminder', { patient_name: 'Liesel Crane', channel: 'phone_call' }],
      ['send_appointment_reminder', { patient_name: 'Bram Etheridge', channel: 'phone_call' }],
    ],
    [
      'parallel',
      'Check whether Dr. Petra Lunde and Dr. Ottoline Vance are available on 17 February 2027.',
      ['check_dentist_availability', { dentist: alt('Petra Lunde', 'Dr. Petra Lunde'), date: '2027-02-17' }],
      ['check_dentist_availability', { dentist: alt('Ottoline Vance', 'Dr. Ottoline Vance'), date: '2027-02-17' }],
    ],
    [
      'parallel_multiple',
      'Record two notes for Ruth Kemble: tooth 3 needs a crown, and tooth 30 has a cavity. Then book her a filling on 24 February 2027 at 2:30 pm.',
      [
        'record_treatment_note',
        { patient_name: 'Ruth Kemble', tooth_number: 3, note: alt('needs a crown', 'needs crown', 'crown needed') },
      ],
      [
        'record_treatment_note',
        { patient_name: 'Ruth Kemble', tooth_number: 30, note: alt('has a cavity', 'cavity', 'has cavity') },
      ],
      [
        'book_dental_appointment',
        { patient_name: 'Ruth Kemble', date: '2027-02-24', time: '14:30', treatment: 'filling' },
      ],
    ],
    [
      'parallel_multiple',
      'Is Dr. Kasimir Adebayo free on 1 March 2027, and on 2 March 2027? Please also send Ruth Kemble an SMS reminder three days ahead.',
      ['check_dentist_availability', { dentist: alt('Kasimir Adebayo', 'Dr. Kasimir Adebayo'), date: '2027-03-01' }],
      ['check_dentist_availability', { dentist: alt('Kasimir Adebayo', 'Dr. Kasimir Adebayo'), date: '2027-03-02' }],
      ['send_appointment_reminder', { patient_name: 'Ruth Kemble', channel: 'sms', days_before: 3 }],
    ],
    [
      'parallel_multiple',
      'Book extractions for Hugo Pellam on 5 March 2027 at 10:00 and for Marit Soldal on 5 March 2027 at 11:00, both with Dr. Ottoline Vance, and email each of them a reminder.',
      [
        'book_dental_appointment',
        {
          patient_name: 'Hugo Pellam',
          date: '2027-03-05',
          time: '10:00',
          treatment: 'extraction',
          dentist: alt('Ottoline Vance', 'Dr. Ottoline Vance'),
        },
      ],
      [
        'book_dental_appointment',
        {
          patient_name: 'Marit Soldal',
          date: '2027-03-05',
          time: '11:00',
          treatment: 'extraction',
          dentist: alt('Ottoline Vance', 'Dr. Ottoline Vance'),
        },
      ],
      ['send_appointment_reminder', { patient_name: 'Hugo Pellam', channel: 'email' }],
      ['send_appointment_reminder', { patient_name: 'Marit Soldal', channel: 'email' }],
    ],
    [
      'parallel_multiple',
      "Agnes Holloway: whitening on 8 March 2027 at 4 pm. Tove Marchetti: cleaning on 9 March 2027 at 8:45 am. Check Dr. Petra Lunde's availability on the 10th of March 2027 as well.",
      [
        'book_dental_appointment',
        { patient_name: 'Agnes Holloway', date: '2027-03-08', time: '16:00', treatment: 'whitening' },
      ],
      [
        'book_dental_appointment',
        { patient_name: 'Tove Marchetti', date: '2027-03-09', time: '08:45', treatment: 'cleaning' },
      ],
      ['check_dentist_availability', { dentist: alt('Petra Lunde', 'Dr. Petra Lunde'), date: '2027-03-10' }],
    ],
    ['irrelevance', 'How much does a root canal cost at your practice?'],
    ['irrelevance', "Move Agnes Holloway's checkup to some time next month."],
  ],
};

export const warehouseRobots: DomainSpec = {
  name: 'warehouse robots',
  tools: [
    tool('dispatch_picking_robot', 'Sends a picking robot to fetch from one bin.', {
      robot_id: ['string', 'Robot identifier, e.g. R-100'],
      aisle: ['string', 'Aisle letter'],
      bin_number: ['integer', 'Bin number within the aisle'],
      'priority?': ['string', 'Queue priority', { enum: ['low', 'normal', 'high'], default: 'normal' }],
    }),
    tool('check_robot_battery', 'Returns the charge level of a robot.', {
      robot_id: ['string', 'Robot identifier, e.g. R-100'],
    }),
    tool('send_robot_to_charger', 'Sends a robot to a charging dock.', {
      robot_id: ['string', 'Robot identifier, e.g. R-100'],
      'charger_dock?': ['integer', 'Dock number; the nearest free dock when left out'],
    }),
    tool('get_bin_stock', 'Lists what a storage bin holds.', {
      aisle: ['string', 'Aisle letter'],
      bin_number: ['integer', 'Bin number within the aisle'],
    }),
    tool('set_zone_speed_limit', 'Caps the speed of every robot inside one zone of the floor.', {
      zone: ['string', 'Name of the floor zone'],
      max_speed_mps: ['float', 'Top speed in metres per second'],
    }),
  ],
  cases: [
    [
      'simple',
      'Send robot R-114 to pick from aisle D, bin 42.',
      ['dispatch_picking_robot', { robot_id: 'R-114', aisle: alt('D', 'aisle D'), bin_number: 42 }],
    ],
    ['simple', 'How much charge does R-207 have left?', ['check_robot_battery', { robot_id: 'R-207' }]],
    ['simple', 'Park R-031 at charging dock 6.', ['send_robot_to_charger', { robot_id: 'R-031', charger_dock: 6 }]],
    [
      'simple',
      'Cap robot speed in the cold store zone at one point five metres per second.',
      ['set_zone_speed_limit', { zone: alt('cold store', 'cold store zone'), max_speed_mps: 1.5 }],
    ],
    ['multiple', "What's in bin 17 of aisle K?", ['get_bin_stock', { aisle: alt('K', 'aisle K'), bin_number: 17 }]],
    [
      'multiple',
      'Rush job: robot R-207 to aisle F, bin 3, high priority.',
      ['dispatch_picking_robot', { robot_id: 'R-207', aisle: alt('F', 'aisle F'), bin_number: 3, priority: 'high' }],
    ],
    ['multiple', 'Send R-114 off to charge.', ['send_robot_to_charger', { robot_id: 'R-114' }]],
    [
      'parallel',
      'Check the batteries on R-114, R-207 and R-031.',
      ['check_robot_battery', { robot_id: 'R-114' }],
      ['check_robot_battery', { robot_id: 'R-207' }],
      ['check_robot_battery', { robot_id: 'R-031' }],
    ],
    [
      'parallel',
      'What stock is in aisle B, bins 8 and 9?',
      ['get_bin_stock', { aisle: alt('B', 'aisle B'), bin_number: 8 }],
      ['get_bin_stock', { aisle: alt('B', 'aisle B'), bin_number: 9 }],
    ],
    [
      'parallel',
      'Limit speeds to 2 m/s in the packing zone and 0.8 m/s on the mezzanine.',
      ['set_zone_speed_limit', { zone: alt('packing', 'packing zone'), max_speed_mps: 2 }],
      ['set_zone_speed_limit', { zone: alt('mezzanine', 'the mezzanine'), max_speed_mps: 0.8 }],
    ],
    [
      'parallel_multiple',
      'Dispatch R-031 to aisle K bin 17 and R-114 to aisle K bin 18, then check the stock in both bins.',
      ['dispatch_picking_robot', { robot_id: 'R-031', aisle: alt('K', 'aisle K'), bin_number: 17 }],
      ['dispatch_picking_robot', { robot_id: 'R-114', aisle: alt('K', 'aisle K'), bin_number: 18 }],
      ['get_bin_stock', { aisle: alt('K', 'aisle K'), bin_number: 17 }],
      ['get_bin_stock', { aisle: alt('K', 'aisle K'), bin_number: 18 }],
    ],
    [
      'parallel_multiple',
      "Check R-207's battery and R-031's battery, and set the loading dock zone limit to 1.2 metres a second.",
      ['check_robot_battery', { robot_id: 'R-207' }],
      ['check_robot_battery', { robot_id: 'R-031' }],
      ['set_zone_speed_limit', { zone: alt('loading dock', 'loading dock zone'), max_speed_mps: 1.2 }],
    ],
    [
      'parallel_multiple',
      'Send R-114 and R-207 to chargers, docks 2 and 3 respectively. Also dispatch R-031 to aisle A, bin 5, low priority.',
      ['send_robot_to_charger', { robot_id: 'R-114', charger_dock: 2 }],
      ['send_robot_to_charger', { robot_id: 'R-207', charger_dock: 3 }],
      ['dispatch_picking_robot', { robot_id: 'R-031', aisle: alt('A', 'aisle A'), bin_number: 5, priority: 'low' }],
    ],
    [
      'parallel_multiple',
      'Robot R-088 should do two low-priority picks in aisle C, bin 11 and bin 12. Check its battery too.',
      ['dispatch_picking_robot', { robot_id: 'R-088', aisle: alt('C', 'aisle C'), bin_number: 11, priority: 'low' }],
      ['dispatch_picking_robot', { robot_id: 'R-088', aisle: alt('C', 'aisle C'), bin_number: 12, priority: 'low' }],
      ['check_robot_battery', { robot_id: 'R-088' }],
    ],
    ['irrelevance', 'Order a replacement gripper for R-114 from the manufacturer.'],
    ['irrelevance', 'How many parcels did the warehouse ship last week?'],
  ],
};
