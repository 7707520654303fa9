// Readers of typed values for argument extraction: numbers (units, coordinates, head counts), options and booleans.
import type { Candidate, Evidence } from './evidence.ts';
import { baseSchema, baseType, describe, type JsonSchema } from './schema-view.ts';
import { cutShort, identifierWords, sameStem, words } from './text.ts';
import { convert, expectedUnit, unitOf } from './units.ts';
import { findOptionMentions } from './values.ts';

/** A value and what it came from, for the explanation ("ticker from 'NVDA'"). */
export interface Found {
  value: unknown;
  /** The words of the request it came from; undefined when it is a fallback. */
  source?: string;
}

export function takeNumber(c: Candidate, schema: JsonSchema, ev: Evidence, name = ''): Found {
  ev.take(c);
  const s = baseSchema(schema);
  let raw = c.value as number;
  // "1.78 m" for a height in centimetres is 178; "2 hours" for a wait in minutes is 120.
  const expected = expectedUnit(identifierWords(name), describe('', schema));
  const given = expected && c.unit ? unitOf(c.unit, expected.dimension) : undefined;
  if (expected && given) raw = convert(raw, given, expected) ?? raw;
  // Coordinates: south and west are negative ("119.5 W" is -119.5).
  if (coordinateOf(name) && /^[sw]$/.test(c.unit) && raw > 0) raw = -raw;
  let value = baseType(schema) === 'integer' ? Math.round(raw) : raw;
  if (typeof s.minimum === 'number') value = Math.max(value, s.minimum);
  if (typeof s.maximum === 'number') value = Math.min(value, s.maximum);
  return { value, source: c.text + (c.unit ? ` ${c.unit}` : '') };
}

/** A number whose unit names the parameter or its description ("5 days" for `days`, "90 seconds" for a wait in seconds). */
export function unitMatch(name: string, schema: JsonSchema, ev: Evidence): Candidate | undefined {
  const words = new Set([...identifierWords(name), ...identifierWords(describe('', schema))].filter((w) => w.length > 2));
  const counts = (unit: string) => PEOPLE.test(unit) && [...words].some((w) => PEOPLE.test(w));
  const expected = expectedUnit(identifierWords(name), describe('', schema));
  const converts = (unit: string) => expected !== undefined && unitOf(unit, expected.dimension)?.dimension === expected.dimension;
  return ev.free(['number']).find((n) => (n.unit.length > 1 && ([...words].some((w) => w.startsWith(n.unit.slice(0, 3)) || n.unit.startsWith(w.slice(0, 4))) || counts(n.unit))) || converts(n.unit));
}

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
const PEOPLE = /^(people|persons?|adults?|guests?|travell?ers?|passengers?|participants?|attendees?|pax|seats?|tickets?)$/;

/** Which mentioned option fits: a "from" property takes the first mention, a "to" property the last. */
export function pickOption(name: string, values: unknown[], ev: Evidence): Found | undefined {
  const mentioned = findOptionMentions(ev.text, values).filter((h) => ev.isFree({ start: h.index, end: h.index + 1 }));
  // "all the Redis caches": the option that names something beats a catch-all one mentioned alongside it.
  const specific = mentioned.filter((h) => !/^(all|any|none|both|every|default)$/i.test(String(h.value)));
  const hits = specific.length > 0 ? specific : mentioned;
  if (hits.length === 0) return undefined;
  const words = identifierWords(name).join(' ');
  const target = /\b(to|target|dest|destination|output|into|new)\b/.test(words) && !/\b(from|source|src|origin|input|old|current)\b/.test(words);
  // "switch from pizza to burger": a parameter that names neither end takes where the request goes, not where it comes from.
  const change = hits.length >= 2 && !/\b(from|source|src|origin|input|old|current)\b/.test(words) && /\bfrom\b[^.?!]*\bto\b/i.test(ev.text.slice(Math.max(0, hits[0]!.index - 12), hits[hits.length - 1]!.index));
  const hit = target || change ? hits[hits.length - 1]! : hits[0]!;
  if (values.length > 2 || typeof hit.value !== 'boolean') ev.take({ start: hit.index, end: hit.index + 1 });
  return { value: hit.value, source: ev.text.slice(hit.index).match(/^[^\s,.?!]+/)?.[0] ?? String(hit.value) };
}

/** Options that are a yes and a no written as strings ("True"/"False", "yes"/"no"), as [yes, no]. */
export function booleanOptions(values: readonly unknown[]): [unknown, unknown] | undefined {
  const yes = values.find((v) => /^(true|yes|y|on|1)$/i.test(String(v)));
  const no = values.find((v) => /^(false|no|n|off|0)$/i.test(String(v)));
  return yes !== undefined && no !== undefined ? [yes, no] : undefined;
}

export function extractBoolean(name: string, ctx: { text: string }): Found | undefined {
  const keys = identifierWords(name).filter((w) => !['include', 'is', 'use', 'enable', 'enabled', 'with', 'show', 'should', 'has', 'allow', 'get'].includes(w) && w.length > 2);
  // Inflections count: "attached files" says `include_attachments`, "hidden" says `show_hide`... by a shared stem.
  const said = words(ctx.text);
  const hit = keys.map((k) => said.find((w) => w === k || (k.length > 4 && sameStem(w, k)))).find((w) => w !== undefined);
  if (!hit) return undefined;
  const negated = new RegExp(`\\b(without|no|not|don't|dont|never|skip|exclude|disable)\\b[^.?!]{0,20}\\b${hit}`, 'i').test(ctx.text);
  return { value: !negated, source: hit };
}

