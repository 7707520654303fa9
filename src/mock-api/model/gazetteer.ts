// A small built-in gazetteer plus capitalised-phrase spotting, for entity arguments such as city names.
import { memo } from './memo.ts';
import { KNOWN_CITIES } from './places.ts';

const PLACES = [
  'Amsterdam', 'Athens', 'Auckland', 'Bangkok', 'Barcelona', 'Beijing', 'Berlin', 'Bogotá', 'Boston', 'Brussels',
  'Budapest', 'Buenos Aires', 'Cairo', 'Cape Town', 'Chicago', 'Copenhagen', 'Delhi', 'Dubai', 'Dublin', 'Edinburgh',
  'Frankfurt', 'Geneva', 'Hamburg', 'Helsinki', 'Hong Kong', 'Istanbul', 'Jakarta', 'Johannesburg', 'Kyiv', 'Kyoto',
  'Kuala Lumpur', 'Lagos', 'Lima', 'Lisbon', 'London', 'Los Angeles', 'Lyon', 'Madrid', 'Manila', 'Marseille',
  'Melbourne', 'Mexico City', 'Miami', 'Milan', 'Montreal', 'Moscow', 'Mumbai', 'Munich', 'Nairobi', 'New York',
  'Osaka', 'Oslo', 'Paris', 'Prague', 'Rio de Janeiro', 'Rome', 'San Francisco', 'Santiago', 'São Paulo', 'Seattle',
  'Seoul', 'Shanghai', 'Singapore', 'Stockholm', 'Sydney', 'Taipei', 'Tel Aviv', 'Tokyo', 'Toronto', 'Vancouver',
  'Vienna', 'Warsaw', 'Washington', 'Zurich',
  'Australia', 'Brazil', 'Canada', 'China', 'Egypt', 'France', 'Germany', 'India', 'Italy', 'Japan', 'Kenya',
  'Mexico', 'Nigeria', 'Norway', 'Spain', 'Sweden', 'Switzerland', 'Korea', 'United Kingdom', 'United States',
];
const COUNTRIES = new Set(PLACES.slice(PLACES.indexOf('Australia')));
const ALL_KNOWN = [...new Set([...PLACES, ...KNOWN_CITIES])].sort((a, b) => b.length - a.length);
const KNOWN_RE = new RegExp(`(?<![\\p{L}])(?:${ALL_KNOWN.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}])`, 'giu');
const BY_LOWER = new Map(ALL_KNOWN.map((p) => [p.toLowerCase(), p]));
const canonical = (written: string) => BY_LOWER.get(written.toLowerCase()) ?? written;

/** Capitalised words that are not names of things (units, days, months, pronouns). */
const NOT_ENTITIES = new Set(
  ('I Celsius Fahrenheit Kelvin Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April ' +
    'May June July August September October November December JSON API OK Also Then Please What Whats How Is Are Can ' +
    'Could Would Will Do Does Tell Show Give Get Find Search Convert Check The A An And Or In On At To For Of ' +
    "I'm I'd I've I'll Hi Hey Hello Yes No Thanks Thank Sure Let Let's Make Set Add Create Delete Remove Update List " +
    'Send Book Order Play Open Start Stop Run Use My Our It This That These Those If When Where Which Who Why You We They He She ' +
    'ID IDs UUID URL SKU PIN Sure Here There Now Today Tomorrow Yesterday')
    .split(/\s+/),
);

export interface EntityMention {
  text: string;
  index: number;
  /** True for a place from the built-in list, false for any other capitalised phrase. */
  known: boolean;
}

/** US states (names and postal codes) and the countries above: what may follow "City, ". */
const US_STATES =
  'Alabama AL Alaska AK Arizona AZ Arkansas AR California CA Colorado CO Connecticut CT Delaware DE Florida FL Georgia GA ' +
  'Hawaii HI Idaho ID Illinois IL Indiana IN Iowa IA Kansas KS Kentucky KY Louisiana LA Maine ME Maryland MD Massachusetts MA ' +
  'Michigan MI Minnesota MN Mississippi MS Missouri MO Montana MT Nebraska NE Nevada NV Ohio OH Oklahoma OK Oregon OR ' +
  'Pennsylvania PA Tennessee TN Texas TX Utah UT Vermont VT Virginia VA Washington WA Wisconsin WI Wyoming WY';
const REGIONS = new Set([...US_STATES.split(' '), 'New York', 'NY', 'New Jersey', 'NJ', 'New Mexico', 'NM', 'North Carolina', 'NC', 'South Carolina', 'SC', 'North Dakota', 'ND', 'South Dakota', 'SD', 'Rhode Island', 'RI', 'West Virginia', 'WV', 'New Hampshire', 'NH', 'DC', 'UK', 'USA', 'US', 'England', 'Scotland', 'Wales', 'Ireland', 'Vietnam', 'Thailand', 'Israel', 'Russia', 'Latvia', 'Portugal', 'Greece', 'Poland', 'Austria', 'Belgium', 'Netherlands', 'Denmark', 'Finland', 'Turkey', 'Indonesia', 'Malaysia', 'Philippines', 'Pakistan', 'Bangladesh', 'Argentina', 'Chile', 'Colombia', 'Peru', 'South Africa', 'New Zealand']);

/** True when `name` can follow a city after a comma: a state, a postal code or a country. */
export function isRegion(name: string): boolean {
  return REGIONS.has(name) || COUNTRIES.has(name) || /^[A-Z]{2}$/.test(name);
}

/** Known places and capitalised phrases, in the order they appear; a sentence's first word only if it is a known place (shared: read only). */
export const findEntities: (text: string) => readonly EntityMention[] = memo(256, (text) => Object.freeze(readEntities(text).map((e) => Object.freeze(e))));

function readEntities(text: string): EntityMention[] {
  const found: EntityMention[] = [];
  const taken: [number, number][] = [];
  const overlaps = (start: number, end: number) => taken.some(([s, e]) => start < e && end > s);

  for (const m of text.matchAll(KNOWN_RE)) {
    // Short aliases ("LA", "SF") only count in capitals; full names in any case ("berkeley").
    if (m[0].length <= 3 && m[0] !== m[0].toUpperCase()) continue;
    if (overlaps(m.index, m.index + m[0].length)) continue;
    found.push({ text: canonical(m[0]), index: m.index, known: true });
    taken.push([m.index, m.index + m[0].length]);
  }

  const phrase = /\p{Lu}[\p{L}'’-]*(?:\s+(?:(?:de|da|del|la|le|von|van)\s*)?\p{Lu}[\p{L}'’-]*)*/gu;
  for (const m of text.matchAll(phrase)) {
    const start = m.index;
    const end = start + m[0].length;
    let phraseText = m[0];
    let at = start;
    // A sentence's first word is capitalised anyway: "Invite Maria Lopez" names "Maria Lopez".
    if (isSentenceStart(text, start) || NOT_ENTITIES.has(phraseText.split(/\s+/)[0]!)) {
      const rest = phraseText.match(/^\S+\s+(\S.*)$/);
      if (!rest) continue;
      at = start + phraseText.length - rest[1]!.length;
      phraseText = rest[1]!;
    }
    if (overlaps(at, end) || NOT_ENTITIES.has(phraseText)) continue;
    found.push({ text: phraseText, index: at, known: false });
    taken.push([at, end]);
  }
  return found.sort((a, b) => a.index - b.index);
}

function isSentenceStart(text: string, index: number): boolean {
  const before = text.slice(0, index).trimEnd();
  return before === '' || /[.?!:;"“(¿¡]$/.test(before);
}
