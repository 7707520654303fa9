// The thing an amount measures: "4 kg of broad beans", "two litres of apple juice" measure broad beans and apple juice.
import type { Candidate } from './evidence.ts';
import { unitOf } from './units.ts';

/** Words that end the name of a measured thing: joining words, prepositions and the like ("… of beans for plot 9"). */
const ENDS_THING = new Set(
  'for from to at on in into by with and or but from this that today yesterday tomorrow please which who when'.split(
    ' ',
  ),
);

/**
 * The lower-case words after an amount in a unit of measure and "of" ("4.25 kg of runner beans picked today"): one to
 * three words, up to a joining word, a preposition, a word ending in "-ed" (what was done to it) or the clause's end.
 * Undefined when no amount is said that way.
 */
export function measuredThing(
  text: string,
  numbers: readonly Candidate[],
): { value: string; start: number; end: number } | undefined {
  for (const n of numbers) {
    if (n.kind !== 'number' || !unitOf(n.unit)) continue;
    // The unit is said right after the amount ("4.25 kg", "two kilos"); then "of" and the thing.
    const after = text.slice(n.end, n.end + 120);
    const m = /^\s*(?:\p{L}+\.?\s+)?of\s+(?:the\s+|some\s+|our\s+|my\s+)?/u.exec(after);
    if (!m) continue;
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
