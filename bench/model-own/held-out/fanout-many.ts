// Held-out questions, kind "fanout_many" (never tuned on): several tools, some several times, from one question.
import { tool } from '../../model-heldout/build.ts';
import { pick, type KindSet } from '../own-kinds.ts';

const tools = [
  tool('air_quality', 'Air quality index for a city.', { city: ['string', 'City.'] }),
  tool('pollen_count', 'Pollen count for a city.', { city: ['string', 'City.'] }),
  tool('track_parcel', 'Tracks a parcel by its number.', { tracking_number: ['string', 'Tracking number.'] }),
  tool('email_contact', 'Emails a contact.', {
    contact: ['string', 'Contact name.'],
    subject: ['string', 'Subject line.'],
  }),
  tool('water_meter', 'Reads the water meter of a flat.', { flat: ['string', 'Flat number, e.g. 4B.'] }),
  tool('report_fault', 'Reports a fault in a flat.', {
    flat: ['string', 'Flat number.'],
    issue: ['string', 'What is broken.'],
  }),
];
const pairs: [string, string][] = [
  ['Karachi', 'Lahore'],
  ['Madrid', 'Seville'],
  ['Seoul', 'Busan'],
  ['Vienna', 'Milan'],
  ['Cairo', 'Tunis'],
  ['Lyon', 'Marseille'],
];
const flats: [string, string, string][] = [
  ['2A', '3C', 'leaking tap'],
  ['1B', '5D', 'broken heater'],
  ['4F', '6A', 'stuck window'],
  ['7C', '8E', 'no hot water'],
  ['9B', '10A', 'faulty doorbell'],
];

export const fanoutManyHeldOut: KindSet = {
  kind: 'fanout_many',
  name: 'building',
  tools,
  questions: [
    ...pairs.map(([a, b]) =>
      pick(
        `Air quality and pollen count for ${a} and ${b}, please.`,
        ['air_quality', { city: a }],
        ['air_quality', { city: b }],
        ['pollen_count', { city: a }],
        ['pollen_count', { city: b }],
      ),
    ),
    ...pairs.map(([a, b]) =>
      pick(
        `How is the air in ${a} and ${b}? And the pollen in ${a}?`,
        ['air_quality', { city: a }],
        ['air_quality', { city: b }],
        ['pollen_count', { city: a }],
      ),
    ),
    ...flats.map(([a, b, issue]) =>
      pick(
        `Read the water meters of flats ${a} and ${b}, and report a ${issue} in ${a}.`,
        ['water_meter', { flat: a }],
        ['water_meter', { flat: b }],
        ['report_fault', { flat: a, issue }],
      ),
    ),
    ...flats.map(([a, b, issue]) =>
      pick(
        `Report a ${issue} in flats ${a} and ${b}, then read the meter of ${b}.`,
        ['report_fault', { flat: a, issue }],
        ['report_fault', { flat: b, issue }],
        ['water_meter', { flat: b }],
      ),
    ),
    pick(
      'Track parcels ZX81 and QL42, and email Hana about "late delivery".',
      ['track_parcel', { tracking_number: 'ZX81' }],
      ['track_parcel', { tracking_number: 'QL42' }],
      ['email_contact', { contact: 'Hana', subject: 'late delivery' }],
    ),
    pick(
      'Email Bruno and Keiko with the subject "rota", and track parcel MK3300.',
      ['email_contact', { contact: 'Bruno', subject: 'rota' }],
      ['email_contact', { contact: 'Keiko', subject: 'rota' }],
      ['track_parcel', { tracking_number: 'MK3300' }],
    ),
    pick(
      'Track AB100, AB200 and AB300, then check air quality in Lyon.',
      ['track_parcel', { tracking_number: 'AB100' }],
      ['track_parcel', { tracking_number: 'AB200' }],
      ['track_parcel', { tracking_number: 'AB300' }],
      ['air_quality', { city: 'Lyon' }],
    ),
    pick(
      'Pollen in Madrid and Athens, and email Olga "allergy season".',
      ['pollen_count', { city: 'Madrid' }],
      ['pollen_count', { city: 'Athens' }],
      ['email_contact', { contact: 'Olga', subject: 'allergy season' }],
    ),
    pick(
      'Air quality in Seoul, then do the same for pollen; also track parcel KR77.',
      ['air_quality', { city: 'Seoul' }],
      ['pollen_count', { city: 'Seoul' }],
      ['track_parcel', { tracking_number: 'KR77' }],
    ),
    pick(
      'Read meters 3A and 3B, and email Dario "meter readings".',
      ['water_meter', { flat: '3A' }],
      ['water_meter', { flat: '3B' }],
      ['email_contact', { contact: 'Dario', subject: 'meter readings' }],
    ),
    pick(
      'Report a cracked tile in 11C and a noisy pipe in 12D, and track parcel RP9.',
      ['report_fault', { flat: '11C', issue: 'cracked tile' }],
      ['report_fault', { flat: '12D', issue: 'noisy pipe' }],
      ['track_parcel', { tracking_number: 'RP9' }],
    ),
    pick(
      'Email Lena "keys" and Omar "parking", then read the water meter of 2C.',
      ['email_contact', { contact: 'Lena', subject: 'keys' }],
      ['email_contact', { contact: 'Omar', subject: 'parking' }],
      ['water_meter', { flat: '2C' }],
    ),
    pick(
      'Pollen count in Osaka, Kyoto and Kobe, and the air quality in Osaka.',
      ['pollen_count', { city: 'Osaka' }],
      ['pollen_count', { city: 'Kyoto' }],
      ['pollen_count', { city: 'Kobe' }],
      ['air_quality', { city: 'Osaka' }],
    ),
    pick(
      'Track parcel TT5 and TT6 respectively for Ana and Leo, and email each of them "parcel update".',
      ['track_parcel', { tracking_number: 'TT5' }],
      ['track_parcel', { tracking_number: 'TT6' }],
      ['email_contact', { contact: 'Ana', subject: 'parcel update' }],
      ['email_contact', { contact: 'Leo', subject: 'parcel update' }],
    ),
  ],
};
