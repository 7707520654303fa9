// What a description parameter describes: the words of the request that no other value took ("a cracked tail lamp").
import { sameStem, words } from './text.ts';

/** A parameter that asks what something is like or what happened: a description, a note, the details of a fault. */
export const DESCRIBES = /\b(?:description|describe|describes|details?|notes?|problem|issue|fault|damage|comment)\b/i;

/** Words that open a phrase naming where or about what: a value after one of these is said with it. */
const PREPOSITION = new Set(['on', 'at', 'in', 'for', 'from', 'to', 'with', 'by', 'of']);
/** How many words may stand between a preposition and the value it opens ("on his last hire ZB-1"). */
const BETWEEN = 4;
/** Words that open a thing after a verb: "Fetch an old cot", "Log two dents". */
const OPENS_THING = /^(?:a|an|the|some|two|three|four|five|several)$/i;
/** The longest description read, in words: a longer stretch is a sentence, not a description. */
const MOST_WORDS = 12;

/**
 * "Log a cracked tail lamp on van V-12, two photos": the words left once the other values are taken out, each
 * with the phrase that introduces it ("on van V-12", "on his last hire ZB-1"), the verb that opens the request dropped
 * (a word of the tool's name, or any word before "a", "an", "the"), and the rest cut at the first comma or semicolon.
 * After a colon only what follows it ("Van V-9: a cracked lamp"). Undefined when nothing is left or it is as long
 * as a sentence.
 */
export function describedThing(
  text: string,
  others: readonly string[],
  toolWords: readonly string[],
): string | undefined {
  let clause = text.trim();
  while (/[.?!]$/.test(clause)) clause = clause.slice(0, -1);
  const colon = clause.lastIndexOf(': ');
  if (colon >= 0) clause = clause.slice(colon + 2);
  for (const other of others) {
    const at = other === '' ? -1 : clause.indexOf(other);
    if (at < 0) continue;
    const before = clause.slice(0, at).trimEnd().split(/\s+/);
    // Back to the preposition that opens the value, over at most BETWEEN lower-case words.
    let from = before.length;
    for (let k = before.length - 1; k >= 0 && before.length - k <= BETWEEN + 1; k--) {
      if (PREPOSITION.has(before[k]!.toLowerCase())) {
        from = k;
        break;
      }
      if (!/^\p{Ll}/u.test(before[k]!)) break;
    }
    const kept = before.slice(0, from).join(' ');
    clause = `${kept} ${clause.slice(at + other.length)}`.trim();
  }
  clause = clause.split(/[,;]/)[0]!.trim();
  const [first, second] = clause.split(/\s+/);
  const verb = first !== undefined && toolWords.some((w) => sameStem(w, first.toLowerCase()));
  if (first !== undefined && (verb || (second !== undefined && OPENS_THING.test(second))))
    clause = clause.slice(first.length).trim();
  const n = words(clause).length;
  return n > 0 && n <= MOST_WORDS && clause !== text.trim() ? clause : undefined;
}
