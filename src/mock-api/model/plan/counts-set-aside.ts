// Counts set aside before parameters are read: those that describe the values after them, and counts of other things.
import type { Evidence } from '../understand/evidence.ts';
import { type Candidate } from '../understand/evidence.ts';
import { baseType, describe, type JsonSchema, propertiesOf, requiredOf } from '../understand/schema-view.ts';
import { identifierWords, sameStem } from '../understand/text.ts';
import { expectedUnit, unitOf } from '../understand/units.ts';

/**
 * A count written in words that counts a thing no number parameter names ("with two walls painted, a 6 by 4 patio", "the
 * three-sided triangle with legs 20 and 21") tells about the request, it is no value, when the numbers written in
 * digits are enough for every required number parameter. A count of a thing a parameter names ("three rows") stays, and
 * so does an amount in a unit a number parameter measures in ("two kilos" for a weight in kilograms).
 */
export function countsOfOtherThings(ev: Evidence, schema: JsonSchema): Candidate[] {
  const required = new Set(requiredOf(schema));
  const numberParams = propertiesOf(schema).filter(([, p]) => ['number', 'integer'].includes(baseType(p) ?? ''));
  const needed = numberParams.filter(([n]) => required.has(n)).length;
  const numbers = ev.candidates.filter((c) => c.kind === 'number' && ev.isFree(c));
  // "three thousand labels, 40 mm wide": digits whose unit names an optional parameter (`width_mm`) are that
  // parameter's, so they are not there for the required ones.
  const optionalWords = numberParams.filter(([n]) => !required.has(n)).flatMap(([n]) => identifierWords(n));
  const inDigits = numbers.filter(
    (c) => /\d/.test(c.text) && !(c.unit !== '' && optionalWords.some((w) => sameStem(w, c.unit.toLowerCase()))),
  );
  if (needed === 0 || inDigits.length < needed) return [];
  const named = numberParams.flatMap(([n]) => identifierWords(n));
  // "two kilos of damsons for row 12" for `weight_kg`: an amount in a unit of what a number parameter measures is no count.
  const measured = new Set<string>(
    numberParams.flatMap(([n, p]) => expectedUnit(identifierWords(n), describe('', p))?.dimension ?? []),
  );
  return numbers.filter(
    (c) =>
      !/\d/.test(c.text) &&
      /^\p{L}{3,}$/u.test(c.unit) &&
      !named.some((w) => sameStem(w, c.unit.toLowerCase())) &&
      !measured.has(unitOf(c.unit)?.dimension ?? 'none'),
  );
}

/** What may join the values of one list: "5 and 12", "9 cm and 40 cm", "3, 4, 5", "2 by 3". */
// eslint-disable-next-line regexp/no-super-linear-backtracking -- reads a gap between two numbers of readable() text
const JOINS_VALUES = /^\s*(?:[\p{L}°%]+\s*)?(?:,|,?\s*(?:and|&)|by|x|×)\s*$/iu;

/**
 * Counts that describe the values after them ("the two legs measure 5 and 12", "2 legs, 9 cm and 40 cm"): a small
 * whole number followed, in the same sentence and a few words on, by a list of exactly that many numbers. Such a count
 * says how many values there are; it is no value itself.
 */
export function describingCounts(ev: Evidence): Candidate[] {
  const numbers = ev.candidates.filter((c) => c.kind === 'number');
  const out: Candidate[] = [];
  numbers.forEach((c, i) => {
    const n = c.value as number;
    const rest = numbers.slice(i + 1);
    if (!Number.isInteger(n) || n < 2 || n > 9 || rest.length < n) return;
    // "[9, 2, 7, 4]", "(1, 2) and (4, 6)": a number listed after another is one of the values, not their count.
    const previous = numbers[i - 1];
    if (previous && /^\s*,\s*$/.test(ev.text.slice(previous.end, c.start))) return;
    const gap = ev.text.slice(c.end, rest[0]!.start);
    // "sides 3, 4, 5 and 6": a number joined to the next as a list is joined is the list's first value.
    if (/^\s*,\s*$/.test(gap)) return;
    if (/[.?!;\n]/.test(gap) || gap.trim().split(/\s+/).length > 8) return;
    let run = 1;
    while (run < rest.length && JOINS_VALUES.test(ev.text.slice(rest[run - 1]!.end, rest[run]!.start))) run++;
    if (run === n) out.push(c);
  });
  return out;
}
