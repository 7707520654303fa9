// Readers of typed values for argument extraction: numbers (units, coordinates, head counts, years, counts of them).
import type { Evidence } from '../understand/evidence.ts';
import { type Candidate } from '../understand/evidence.ts';
import { baseSchema, baseType, describe, type JsonSchema } from '../understand/schema-view.ts';
import { cutShort, identifierWords, sameStem } from '../understand/text.ts';
import { convert, expectedUnit, unitOf, type Unit } from '../understand/units.ts';
import type { Found } from './found.ts';

/**
 * "fenbufen tablets, three of them" for an optional `quantity` ("Number of packs"): a count said as "n of them" (those,
 * these) counts the thing just named, so a parameter that counts things takes it.
 */
export function countOfThem(name: string, schema: JsonSchema, ev: Evidence): Candidate | undefined {
  const counts =
    /\b(?:quantity|count|number|copies|amount)\b/.test(identifierWords(name).join(' ')) ||
    /^\s*(?:the\s+)?(?:number|count) of\b/i.test(describe('', schema));
  if (!counts || baseType(schema) !== 'integer') return undefined;
  return ev
    .free(['number'])
    .find(
      (n) => Number.isInteger(n.value) && /^\s*of\s+(?:them|those|these)\b/i.test(ev.text.slice(n.end, n.end + 20)),
    );
}

export function takeNumber(c: Candidate, schema: JsonSchema, ev: Evidence, name = ''): Found {
  ev.take(c);
  const s = baseSchema(schema);
  let raw = c.value as number;
  // "1.78 m" for a height in centimetres is 178; "2 hours" for a wait in minutes is 120.
  const expected = expectedUnit(identifierWords(name), describe('', schema));
  // "my 10k", "a 12k run": for a distance, a "k" written onto the digits is kilometres, not thousands.
  const kilometres = expected?.dimension === 'length' && /^k(?![\p{L}\p{N}])/iu.test(ev.text.slice(c.end, c.end + 2));
  if (kilometres) raw = Number(c.text.replace(/,/g, ''));
  const given =
    expected && kilometres
      ? unitOf('km', 'length')
      : expected && c.unit
        ? unitOf(c.unit, expected.dimension)
        : undefined;
  // An amount written in words holds its unit already ("a fortnight", "an hour and a half"): said once in the note.
  const unitSaid = c.unit !== '' && c.text.toLowerCase().endsWith(c.unit.toLowerCase());
  let source = c.text + (kilometres ? 'k' : c.unit && !unitSaid ? ` ${c.unit}` : '');
  if (expected && given) {
    raw = convert(raw, given, expected) ?? raw;
    // "1 hour 5 minutes", "2 minutes and 10 seconds", "5 feet 4 inches": an amount in a smaller unit of the same kind
    // right after it is part of the same amount.
    const rest = restOfAmount(c, given, ev);
    const more = rest && convert(rest.c.value as number, rest.unit, expected);
    if (rest && more !== undefined) {
      ev.take(rest.c);
      raw = Number((raw + more).toFixed(6));
      source += ` ${rest.c.text} ${rest.c.unit}`;
    }
  }
  // Coordinates: south and west are negative ("119.5 W" is -119.5).
  if (coordinateOf(name) && /^[sw]$/.test(c.unit) && raw > 0) raw = -raw;
  let value = baseType(schema) === 'integer' ? Math.round(raw) : raw;
  if (typeof s.minimum === 'number') value = Math.max(value, s.minimum);
  if (typeof s.maximum === 'number') value = Math.min(value, s.maximum);
  return { value, source };
}

/** The next free amount when it follows `c` directly (a comma or "and" between) in a smaller unit of the same kind. */
function restOfAmount(c: Candidate, unit: Unit, ev: Evidence): { c: Candidate; unit: Unit } | undefined {
  const next = ev.free(['number']).find((n) => n.start >= c.end);
  if (!next) return undefined;
  const gap = ev.text.slice(c.end, next.start);
  // The gap holds the first amount's unit word when the candidate ends at its digits.
  if (!/^ ?(?:\p{L}+\.? ?)?(?:, ?|and )?$/u.test(gap.replace(/\s+/g, ' ')) || !next.unit) return undefined;
  const nextUnit = unitOf(next.unit, unit.dimension);
  return nextUnit && nextUnit.dimension === unit.dimension && nextUnit.size < unit.size
    ? { c: next, unit: nextUnit }
    : undefined;
}

/** A number whose unit names the parameter or its description ("5 days" for `days`, "90 seconds" for a wait in seconds). */
export function unitMatch(name: string, schema: JsonSchema, ev: Evidence): Candidate | undefined {
  // Joining words of a description ("0.05 for 5%") name no unit: "18,000 for 5 years" is not a rate.
  const words = new Set(
    [...identifierWords(name), ...identifierWords(describe('', schema))].filter(
      (w) => w.length > 2 && !JOINING_WORDS.has(w),
    ),
  );
  const counts = (unit: string) => PEOPLE.test(unit) && [...words].some((w) => PEOPLE.test(w));
  const expected = expectedUnit(identifierWords(name), describe('', schema));
  const converts = (unit: string) =>
    expected !== undefined && unitOf(unit, expected.dimension)?.dimension === expected.dimension;
  // "5000 at 3 percent a year, after 10 years" for a yearly rate as a decimal: the amount in the unit it asks for
  // comes before one whose unit merely shares a word with it ("yearly", "years").
  // "3 beats per bar" is a rate per bar: no parameter of beats per minute (its description says "per" another word).
  const perSaid = (n: Candidate) => /^\s*\S+\s+per\s+(\p{L}+)/iu.exec(ev.text.slice(n.end))?.[1];
  const otherRate = (n: Candidate) => {
    const per = perSaid(n)?.toLowerCase();
    const own = /\bper\s+(\p{L}+)/iu.exec(`${name.replace(/_/g, ' ')} ${describe('', schema)}`)?.[1]?.toLowerCase();
    return per !== undefined && own !== undefined && !sameStem(per, own);
  };
  const free = ev.free(['number']).filter((n) => n.unit === '' || !otherRate(n));
  const shares = (unit: string, among: Iterable<string>) =>
    unit.length > 1 && [...among].some((w) => w.startsWith(unit.slice(0, 3)) || unit.startsWith(w.slice(0, 4)));
  // "two pressings at -9 LUFS" for `target_loudness_lufs` ("Loudness to press to, in LUFS"): a unit the parameter's
  // name says beats one its description says (not "an" of "3 euros an hour": a rate's "per", no amount).
  const named = [...words].filter((w) => identifierWords(name).includes(w));
  // "30 ft of 110mm pipe" for `bore_mm`: an amount said in the very unit the parameter asks for is its value before
  // one that only converts to it (the feet are the length's, converted; the bore is not 9144 mm).
  const inItsUnit = (unit: string) => {
    const u = expected ? unitOf(unit, expected.dimension) : undefined;
    return u !== undefined && u.dimension === expected!.dimension && u.size === expected!.size;
  };
  // "1 hour 5 minutes", "5 ft 10 in": an amount that ends one said right before it in a larger unit is part of it.
  const endsAnother = (n: Candidate) => {
    const unit = /\d\s*(\p{L}{1,12})\.?,?\s+(?:and\s+)?$/u.exec(ev.text.slice(Math.max(0, n.start - 24), n.start))?.[1];
    return unit !== undefined && converts(unit);
  };
  return (
    free.find((n) => inItsUnit(n.unit) && !endsAnother(n)) ??
    free.find((n) => converts(n.unit)) ??
    free.find((n) => !/^an?(?:\s|$)/i.test(n.text) && shares(n.unit, named)) ??
    free.find((n) => shares(n.unit, words) || (n.unit.length > 1 && counts(n.unit)))
  );
}

/**
 * "a batch for 20 litres, made bigger: up to 40" for `target_litres`: a parameter for where an amount goes (target, new,
 * desired) takes the number said right after "to" or "into", before a number that merely has its unit.
 */
export function towardsMatch(name: string, ev: Evidence): Candidate | undefined {
  if (!identifierWords(name).some((w) => /^(?:target|new|desired|goal)$/.test(w))) return undefined;
  return ev
    .free(['number'])
    .find((n) => /(?<![\p{L}])(?:to|into)\s+(?:about\s+)?$/u.test(ev.text.slice(Math.max(0, n.start - 12), n.start)));
}

/**
 * "nine of the Perry Gold, pressed in two thousand and twenty" for a `vintage`: a parameter that holds a year (its name says year,
 * vintage or season) takes a whole number a year could be (1000 to 2999), said with no unit, before any other number.
 */
export function yearMatch(name: string, schema: JsonSchema, ev: Evidence, after?: RegExp): Candidate | undefined {
  if (!identifierWords(name).some((w) => /^(?:year|vintage)$/.test(w))) return undefined;
  if (baseType(schema) !== 'integer' && baseType(schema) !== 'number') return undefined;
  // "Number of years", "term in years": a length of time, not a year.
  if (/\b(?:years|number of|how many|duration|length|period|term|count|age)\b/i.test(describe('', schema)))
    return undefined;
  return ev
    .free(['number'])
    .find(
      (n) =>
        Number.isInteger(n.value) &&
        (n.value as number) >= 1000 &&
        (n.value as number) < 3000 &&
        !unitOf(n.unit) &&
        (!after || after.test(ev.text.slice(Math.max(0, n.start - 8), n.start))),
    );
}

/** What a year is said after when nothing else ties it to its parameter: "in 2010", "of 1998", "during 2004". */
export const YEAR_SAID = /\b(?:in|of|for|during)\s+$/i;

/** Words that join a description's phrases; a number's next word that is one of them is no unit. */
const JOINING_WORDS = new Set(['for', 'and', 'the', 'with', 'from', 'into', 'per', 'each', 'any', 'not', 'are', 'its']);

/** Which axis a parameter's name holds: `latitude` or `longitude`, whole, cut short, or `lng`. */
function coordinateOf(name: string): 'latitude' | 'longitude' | undefined {
  const w = identifierWords(name);
  if (w.some((x) => x === 'latitude' || cutShort(x, 'latitude'))) return 'latitude';
  if (w.some((x) => x === 'longitude' || x === 'lng' || cutShort(x, 'longitude'))) return 'longitude';
  return undefined;
}

/** A coordinate written with its hemisphere ("12.34 N", "56.78 W") for the parameter that holds that axis. */
export function hemisphereMatch(name: string, ev: Evidence): Candidate | undefined {
  const axis = coordinateOf(name);
  if (!axis) return undefined;
  return ev.free(['number']).find((n) => (axis === 'latitude' ? /^[ns]$/ : /^[ew]$/).test(n.unit));
}

/** Words for a count of people: "4 guests" or "one person" fills `number_of_adults` or `guests`. */
const PEOPLE =
  /^(people|persons?|adults?|guests?|travell?ers?|passengers?|participants?|attendees?|pax|seats?|tickets?)$/;
