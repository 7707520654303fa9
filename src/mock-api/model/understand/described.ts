// What a description parameter describes: the thing the request's verb names ("Collect an old sofa from 14 Mill Row"), or else the words no other value took.
import { sameStem, words } from './text.ts';
/** A parameter that asks what something is like or what happened: a description, a note, the details of a fault. */
export const DESCRIBES =
  /\b(?:description|describe|describes|details?|notes?|instructions?|problem|issue|fault|defect|damage|complaint|comment)\b/i;

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
export function leftoverDescription(
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

/** Words that open the described thing after the verb: an article, a possessive or a demonstrative. */
const DETERMINER = /^(?:a|an|the|some|my|our|your|her|his|their|its|this|that|these|those)$/i;
/** Prepositions that lead to another parameter's value ("from 14 Mill Row", "on the hire BT-2"), ending the thing. */
const LEADS_TO_VALUE = /^(?:from|on|at|in|for|to|by|near|before|after|until|under|via)$/i;
/** Openings that say a thing is there: "there's a crack", "we have a leak". */
const THERE_IS = /^(?:there's|there’s|there|we've|i've|we|i)$/i;
const THERE_IS_REST = /^(?:is|are|was|got|have|has|found|noticed|spotted)$/i;
/** A verb's particle: "pick up a fridge", "take out the bins". */
const PARTICLE = /^(?:up|out|in|off|down|away|over|back)$/i;
/** Words before the verb that say nothing: "please pick up ...". */
const POLITE = /^(?:please|kindly|just|also|and|then|so)$/i;
/** How much of a clause the described thing is looked for in. */
const DESCRIBED_CHARS = 400;
/** At most this many words between a preposition and the value it leads to ("on the last hire BT-2"). */
const LEAD_WORDS = 4;

/**
 * For a parameter that describes a thing (a damage, an item, instructions): the noun phrase the request's verb names, or
 * the one after "there's", from its article up to a preposition leading to another value (`stops`: where the request's
 * codes, numbers, dates and names are), a comma, a semicolon or the clause's end. "For hire BT-2 there is a dent in
 * the stern; photos attached" gives "dent in the stern". A leading phrase that holds a value ("On 3 May 2027,")
 * and polite words are skipped first (a value ends it: "On 3 May 2027,"). Undefined unless the verb or "there's" opens the clause and an article follows it.
 */
export function describedThing(
  text: string,
  stops: readonly { start: number; end: number }[],
): { value: string; start: number } | undefined {
  // The thing opens the clause: its first DESCRIBED_CHARS characters hold the lead, the verb and the longest thing, so
  // a long request costs no more than a short one.
  const head = text.slice(0, DESCRIBED_CHARS);
  const tokens = [...head.matchAll(/[^\s,;.!?:]+|[,;.!?:]/gu)].map((m) => ({ word: m[0], start: m.index }));
  const near = stops.filter((s) => s.start < DESCRIBED_CHARS);
  const startsValue = new Set(near.map((s) => s.start));
  const inValue = (t: { start: number }) => near.some((s) => t.start >= s.start && t.start < s.end);
  let i = 0;
  // "On hire BT-2 there is ...", "On 3 May, kindly ...": a phrase that leads to a value, said before the verb.
  if (tokens[0] && LEADS_TO_VALUE.test(tokens[0].word)) {
    let j = 1;
    while (j <= LEAD_WORDS && tokens[j] && !startsValue.has(tokens[j]!.start) && /\p{L}/u.test(tokens[j]!.word)) j++;
    if (!tokens[j] || !startsValue.has(tokens[j]!.start)) return undefined;
    while (tokens[j] && inValue(tokens[j]!)) j++;
    if (tokens[j]?.word === ',') j++;
    i = j;
  }
  while (tokens[i] && POLITE.test(tokens[i]!.word)) i++;
  if (tokens[i] && THERE_IS.test(tokens[i]!.word)) {
    i++;
    if (tokens[i] && THERE_IS_REST.test(tokens[i]!.word)) i++;
  } else if (tokens[i] && /^\p{L}+$/u.test(tokens[i]!.word) && !DETERMINER.test(tokens[i]!.word)) {
    i++;
    if (tokens[i] && PARTICLE.test(tokens[i]!.word)) i++;
  } else return undefined;
  // "Haul two loads from 8 Mill Row: a dresser on ...": the thing may open the words after the clause's colon.
  if (tokens[i] && !DETERMINER.test(tokens[i]!.word)) {
    const colon = tokens.findIndex((t, k) => k >= i && t.word === ':');
    if (colon >= 0 && tokens[colon + 1] && DETERMINER.test(tokens[colon + 1]!.word)) i = colon + 1;
  }
  if (!tokens[i] || !DETERMINER.test(tokens[i]!.word) || inValue(tokens[i]!)) return undefined;
  const first = i;
  let end = i;
  while (end < tokens.length) {
    const t = tokens[end]!;
    if (/^[,;.!?:]$/.test(t.word)) break;
    if (LEADS_TO_VALUE.test(t.word)) {
      let k = end + 1;
      while (
        k <= end + LEAD_WORDS &&
        tokens[k] &&
        (/^\p{Ll}[\p{L}'’-]*$/u.test(tokens[k]!.word) || DETERMINER.test(tokens[k]!.word)) &&
        !inValue(tokens[k]!)
      )
        k++;
      if (tokens[k] && startsValue.has(tokens[k]!.start)) break;
    }
    end++;
  }
  // A thing running past the part read may be cut mid-word: no value then.
  if (end === tokens.length && head.length < text.length) return undefined;
  // The article says "some one", not which: "an old sofa" describes an "old sofa".
  const from = /^(?:a|an)$/i.test(tokens[first]!.word) ? first + 1 : first;
  if (end - from < 1 || end - from > 12) return undefined;
  const start = tokens[from]!.start;
  const last = tokens[end - 1]!;
  return { value: text.slice(start, last.start + last.word.length), start };
}
