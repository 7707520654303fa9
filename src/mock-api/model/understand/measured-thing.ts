// The thing an amount measures: "4 kg of broad beans", "two litres of apple juice" measure broad beans and apple juice.
import type { Candidate } from './evidence.ts';
import { unitOf } from './units.ts';
import {
  ARTICLES,
  BE_FORMS,
  CONJUNCTIONS,
  DEMONSTRATIVES,
  NOW_WORDS,
  POSSESSIVES,
  PREPOSITIONS,
  QUANTIFIERS,
  QUESTION_WORDS,
} from './small-words.ts';

/**
 * Words that end the name of a measured thing: prepositions, joining words and the like ("… of damsons for row 12").
 * Not "of": "two cups of cream of tartar" measure cream of tartar.
 */
const ENDS_THING = new Set([
  ...PREPOSITIONS.filter((w) => w !== 'of'),
  ...CONJUNCTIONS,
  ...DEMONSTRATIVES,
  ...NOW_WORDS,
  ...QUESTION_WORDS,
  'please',
]);

/**
 * Words before an amount that are no name of what it measures ("take 3mg", "any 250ml", "is 4 kg"): the function words,
 * and this reader's own: the verbs that give or take an amount, and the words of about how much ("nearly 2 kg").
 */
const NOT_THE_THING = new Set([
  ...ENDS_THING,
  ...ARTICLES,
  ...QUANTIFIERS,
  ...POSSESSIVES,
  ...BE_FORMS,
  'of',
  ...'have has had take takes taking need needs give gives weighs weigh'.split(' '),
  ...'around over under nearly almost'.split(' '),
]);

/** The one or two lower-case words right before an amount ("any fenbufen 300mg", "lavender oil 50ml"), or undefined. */
function thingBefore(text: string, at: number): { value: string; start: number; end: number } | undefined {
  const before = text.slice(Math.max(0, at - 60), at);
  const m = /(?<![\p{L}'-])(?:(\p{Ll}[\p{L}'-]*)\s+)?(?<![\p{L}'-])(\p{Ll}[\p{L}'-]*)\s+$/u.exec(before);
  if (!m || NOT_THE_THING.has(m[2]!)) return undefined;
  const value = m[1] && !NOT_THE_THING.has(m[1]) ? `${m[1]} ${m[2]}` : m[2]!;
  const end = at - (before.length - before.trimEnd().length);
  return { value, start: end - value.length, end };
}

/**
 * The lower-case words after an amount in a unit of measure and "of" ("6.5 kg of russet apples collected today"): one to
 * three words, up to a joining word, a preposition, a word ending in "-ed" (what was done to it) or the clause's end.
 * With no "of", the one or two lower-case words right before a size written glued to its unit name it ("any
 * fenbufen 300mg"). Undefined when
 * no amount is said that way.
 */
export function measuredThing(
  text: string,
  numbers: readonly Candidate[],
): { value: string; start: number; end: number } | undefined {
  for (const n of numbers) {
    if (n.kind !== 'number' || !unitOf(n.unit)) continue;
    // The unit is said right after the amount ("6.5 kg", "two kilos"); then "of" and the thing.
    const after = text.slice(n.end, n.end + 120);
    const m = /^\s*(?:\p{L}+\.?\s+)?of\s+(?:the\s+|some\s+|our\s+|my\s+)?/u.exec(after);
    if (!m) {
      // A size written glued to its unit is a product's ("fenbufen 300mg"); a spaced amount may be given to something
      // named before it ("give the herbs bed 2 litres").
      // Only the next character is tested (two code units hold any letter), not a copy of the rest of the text.
      const named = /^\p{L}/u.test(text.slice(n.end, n.end + 2)) ? thingBefore(text, n.start) : undefined;
      if (named) return named;
      continue;
    }
    const start = n.end + m[0].length;
    const thing: string[] = [];
    for (const w of text.slice(start, start + 80).split(/(?=[\s,.;:!?])/u)) {
      const word = w.trim();
      if (!/^\p{Ll}[\p{L}'-]*$/u.test(word) || ENDS_THING.has(word) || (thing.length > 0 && /ed$/.test(word))) break;
      thing.push(word);
      if (thing.length === 3) break;
    }
    if (thing.length === 0) continue;
    const value = thing.join(' ');
    return { value, start, end: start + value.length };
  }
  return undefined;
}
