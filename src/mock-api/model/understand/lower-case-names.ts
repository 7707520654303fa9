// A person's name written in lower case ("a class for tomasz okafor-lind", "surname brannigan"), read where a name is asked.
import { WORD_NUMBERS } from './number-words.ts';
import {
  ARTICLES,
  BE_FORMS,
  CONJUNCTIONS,
  DEMONSTRATIVES,
  NOW_WORDS,
  OBJECT_PRONOUNS,
  PLACE_WORDS,
  POSSESSIVES,
  PREPOSITIONS,
  QUANTIFIERS,
} from './small-words.ts';

/**
 * Words that are no part of a name: the function words, and this reader's own: more joining words ("one", "off",
 * "as"), days, months and times of day ("for monday", "for the evening" name nobody), and the words said after "for"
 * that are a purpose, not a person ("for sale", "for free", "for good", "for use").
 */
const NOT_A_NAME = new Set([
  ...ARTICLES,
  ...DEMONSTRATIVES,
  ...POSSESSIVES,
  ...OBJECT_PRONOUNS,
  ...QUANTIFIERS,
  ...CONJUNCTIONS,
  ...PREPOSITIONS,
  ...BE_FORMS,
  ...NOW_WORDS,
  ...PLACE_WORDS,
  'please',
  ...'one without off up out as later soon then'.split(' '),
  ...'morning afternoon evening night noon midnight week weekend month year day days next last'.split(' '),
  ...'monday tuesday wednesday thursday friday saturday sunday'.split(' '),
  ...'january february march april may june july august september october november december'.split(' '),
  ...'free sale good use'.split(' '),
]);

/** A parameter that asks for a person's name: a person by its kind, or described as a full name or surname. */
export function asksForPersonsName(nameWords: readonly string[], description: string, isPerson: boolean): boolean {
  return (
    (isPerson || nameWords.at(-1) === 'name') &&
    (isPerson || /\b(?:full name|surname|first name|last name|family name)\b/i.test(description))
  );
}

/**
 * One or two lower-case words given as a person's name: after "surname", "name", "name is", "name's", "called",
 * "under", or after "for" when two words follow and end the clause (a comma, a full stop, "on", "at" or the end) in a
 * request written with no capital at all: "book a class for tomasz okafor-lind, 6pm" names "tomasz okafor-lind". A
 * request that writes capitals elsewhere would write a name with them, so there two lower-case words after a bare
 * "for" are a purpose ("Book a table for team building") and name no one. No word may be one of NOT_A_NAME or a
 * number word, so "for tomorrow", "for two people" and "for the weekend" name nobody. Each word is given its capital,
 * as a name is written. Undefined when none is said.
 */
export function nameSaidInLowerCase(text: string): { value: string; start: number; end: number } | undefined {
  for (const m of text.matchAll(
    /\b(surname|name is|name's|name|called|under|for)\s+(\p{Ll}[\p{L}'’-]{1,30}(?:\s\p{Ll}[\p{L}'’-]{1,30})?)(?=\s*(?:$|[,.;!?]|\s(?:on|at|in|from|to|please)\b))/gu,
  )) {
    const words = m[2]!.split(' ');
    if (m[1] === 'for' && (words.length !== 2 || /\p{Lu}/u.test(text))) continue;
    if (words.some((w) => NOT_A_NAME.has(w) || Object.hasOwn(WORD_NUMBERS, w))) continue;
    const start = m.index + m[0].length - m[2]!.length;
    const value = words
      .map((w) => w.replace(/(^|[-'’])(\p{Ll})/gu, (_, sep: string, c: string) => sep + c.toUpperCase()))
      .join(' ');
    return { value, start, end: start + m[2]!.length };
  }
  return undefined;
}
