// A number said as someone's age ("my dad's 91", "aged 7", "she is 60 years old") is no count nor amount of anything.
import type { Candidate, Evidence } from '../understand/evidence.ts';
import { baseType, describe, type JsonSchema, propertiesOf } from '../understand/schema-view.ts';
import { identifierWords } from '../understand/text.ts';

/** Words before a number that say it is a person's age: "she's", "he is", "I'm", "aged". */
const AGE_BEFORE = /(?:(?<![\p{L}])(?:she|he|i)(?:'s|’s|'m|’m|\s+is|\s+was|\s+am)|(?<![\p{L}])aged)\s+$/iu;

/** "We're", "they are": before a number these say how many people ("a table, we're 6") unless "years old" follows. */
const GROUP_BEFORE = /(?<![\p{L}])(?:they|we)(?:'re|’re|\s+are|\s+were)\s+$/iu;

/** What may follow an age: the end of a phrase, or "years old", "-year-old". */
const AGE_AFTER = /^(?:\s*(?:[.,;:!?)]|$)|\s*(?:years?|yrs?)\s+old\b|-years?-old\b)/iu;

/** What follows a group's age: "years old", "-year-old". */
const YEARS_OLD_AFTER = /^(?:\s*(?:years?|yrs?)\s+old\b|-years?-old\b)/iu;

/** A number parameter that holds an age or a birth year takes ages: none is set aside for it. */
const ABOUT_AGE = /\b(?:age|ages|aged|old|born|birth|years)\b/i;

/**
 * Numbers the request says as a person's age, set aside before parameters are read ("my aunt is locked out, she's 84,
 * at 3 Elm Row" gives no count of doors), unless a number parameter of the tool is about an age.
 */
export function agesSaid(ev: Evidence, schema: JsonSchema): Candidate[] {
  const numberParams = propertiesOf(schema).filter(([, p]) => ['number', 'integer'].includes(baseType(p) ?? ''));
  if (numberParams.some(([n, p]) => ABOUT_AGE.test(`${identifierWords(n).join(' ')} ${describe('', p)}`))) return [];
  return ev.candidates.filter(
    (c) =>
      c.kind === 'number' &&
      ev.isFree(c) &&
      /^\d{1,3}$/.test(c.text) &&
      ((AGE_BEFORE.test(ev.text.slice(Math.max(0, c.start - 16), c.start)) &&
        AGE_AFTER.test(ev.text.slice(c.end, c.end + 16))) ||
        (GROUP_BEFORE.test(ev.text.slice(Math.max(0, c.start - 16), c.start)) &&
          YEARS_OLD_AFTER.test(ev.text.slice(c.end, c.end + 16)))),
  );
}
