// Things listed in lower case after a verb ("Add milk, eggs and rye bread to my shopping list"): the items of a list
// parameter when no name or quote gives them.
import { DEMONSTRATIVES, OBJECT_PRONOUNS } from './small-words.ts';

/** Where the listed things end: a preposition that says where they go, or the sentence's end. */
const LIST_END = /\s(?:to|into|onto|on|for|in|at|from|with)\s|[.!?;:\n]|$/u;
/** Between two things of the list. */
const JOINT = /\s{0,3},\s{0,3}(?:(?:and|&)\s{1,3})?|\s{1,3}(?:and|&)\s{1,3}/u;
/** A thing: one to three lower-case words, a count before them allowed ("2 lemons"). */
const THING = /^(?:\d{1,4}\s)?\p{Ll}[\p{L}'’-]*(?:\s\p{Ll}[\p{L}'’-]*){0,2}$/u;
/** Words that open no thing of a list: an article or a possessive is dropped, a pronoun ends the reading. */
const LEADING = /^(?:the|a|an|some|my|our|your)\s/u;
const NOT_THINGS = new Set<string>([...OBJECT_PRONOUNS, ...DEMONSTRATIVES, 'everything']);

/** At most this many characters after the verb are read, and this many things kept. */
const MOST_CHARS = 200;
const MOST_THINGS = 20;

/**
 * The things listed after one of `verbs` (two at least, each one to three lower-case words), in order; undefined when
 * the words after the verb are no such list.
 */
export function thingsListedAfter(
  text: string,
  verbs: readonly string[],
): { items: string[]; said: string } | undefined {
  const lower = text.toLowerCase();
  for (const verb of verbs) {
    const at = new RegExp(`(?<!\\p{L})${verb.replace(/[^\p{L}]/gu, '')}\\s`, 'u').exec(lower);
    if (!at) continue;
    const from = at.index + at[0].length;
    const rest = text.slice(from, from + MOST_CHARS);
    const said = rest.slice(0, LIST_END.exec(rest)?.index ?? rest.length).trim();
    const items = said
      .split(JOINT)
      .map((p) => p.trim().replace(LEADING, ''))
      .filter((p) => p !== '');
    if (items.length < 2 || items.length > MOST_THINGS) continue;
    if (items.some((p) => !THING.test(p) || NOT_THINGS.has(p))) continue;
    return { items, said };
  }
  return undefined;
}
