// Place values: a region said after a comma, an address written in parts, and the order in which names may be places.
import type { Evidence } from '../understand/evidence.ts';
import { type Candidate } from '../understand/evidence.ts';
import { identifierWords } from '../understand/text.ts';
import type { Found } from './found.ts';
import { FITS } from './extract-context.ts';

/**
 * For a country, state or region parameter: the part after the comma of a place written "Leeds, UK" or "Halifax, NS".
 * The city parameter may have taken the place whole already; its region part is still there to read.
 */
export function regionPart(name: string, ev: Evidence): Found | undefined {
  if (!identifierWords(name).some((w) => /^(country|state|province|region|countries|states)$/.test(w)))
    return undefined;
  const place = ev.candidates.find((c) => c.kind === 'place' && c.text.includes(','));
  const part = place?.text.split(',').pop()!.trim();
  return part ? { value: part, source: place!.text } : undefined;
}

/** A parameter that holds a postal address, which is written in parts: "Unit 7, 41 Pellow Street". */
export const ADDRESS = /\b(?:address|street)\b/i;

/**
 * For an address parameter: the names joined to the one chosen by commas alone, read as one address with a capital
 * "The" that opens it ("The Tannery, Brock Lane", "Unit 7, 41 Pellow Street"); undefined when the name stands alone.
 */
export function wholeAddress(c: Candidate, ev: Evidence): Found | undefined {
  const names = ev.candidates.filter((x) => (x.kind === 'place' || x.kind === 'proper') && ev.isFree(x));
  let at = names.indexOf(c);
  if (at < 0) return undefined;
  const joined = (a: Candidate, b: Candidate) => /^,\s*$/.test(ev.text.slice(a.end, b.start));
  let first = at;
  // "Ada Brandt, 4 Teal Yard": a house number opens the address, so a name before it joins only when it is numbered
  // too ("Unit 7, 41 Pellow Street"); else it is whoever signs, said before where they live.
  const opensAddress = (a: Candidate, b: Candidate) => /^\d/.test(b.text) && !/\d/.test(a.text);
  while (first > 0 && joined(names[first - 1]!, names[first]!) && !opensAddress(names[first - 1]!, names[first]!))
    first--;
  while (at + 1 < names.length && joined(names[at]!, names[at + 1]!)) at++;
  if (first === at) return undefined;
  const start = /\bThe\s+$/.test(ev.text.slice(Math.max(0, names[first]!.start - 4), names[first]!.start))
    ? ev.text.lastIndexOf('The', names[first]!.start)
    : names[first]!.start;
  const span = { start, end: names[at]!.end };
  ev.take(span);
  const value = ev.text.slice(span.start, span.end);
  return { value, source: value, rule: 'an address: names joined by commas' };
}

/** True when a name follows a word that says where: "in", "at", "near", "to", "for", "from". */
export function locatedName(c: Candidate, ev: Evidence): boolean {
  return /\b(in|at|near|around|to|for|from)\s+(?:the\s+)?$/i.test(ev.text.slice(Math.max(0, c.start - 12), c.start));
}

/**
 * "a practice climb for Ines Varga on the 3rd": a name said after "for" that the gazetteer does not know is whom the
 * request is for, so an optional place (a route's area, say) leaves it to the person.
 */
export function saidForSomeone(c: Candidate, ev: Evidence): boolean {
  return c.kind !== 'place' && /\bfor\s+$/i.test(ev.text.slice(Math.max(0, c.start - 5), c.start));
}

/**
 * Known places, then names the request puts after "in", "at", "near", then after "to", "for", "from" (which also
 * name people: "a car for Ada Quist, picked up at the Dock Street desk"), then any other name.
 */
export function placesFirst(ev: Evidence): Candidate[] {
  const all = ev.free(FITS.place!);
  const rank = (c: Candidate) =>
    c.kind === 'place'
      ? 0
      : locatedName(c, ev)
        ? /\b(?:to|for|from)\s+(?:the\s+)?$/i.test(ev.text.slice(Math.max(0, c.start - 12), c.start))
          ? 1.5
          : 1
        : c.kind === 'proper'
          ? 2
          : c.kind === 'quoted'
            ? 3
            : 4;
  // Of the codes, only capitalised ones can be places ("LIS", "OPO"), never ids like "QX481".
  return [...all]
    .filter((c) => c.kind !== 'code' || /^\p{Lu}{2,4}$/u.test(c.text))
    .sort((a, b) => rank(a) - rank(b) || a.start - b.start);
}
