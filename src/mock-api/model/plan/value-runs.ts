// Runs of values listed for one parameter (names, codes, amounts), with a count that announces them or a surname said once.
import { Evidence, type Candidate } from '../understand/evidence.ts';
import type { ToolReader } from './readings.ts';
import { insideQuote } from '../understand/spans.ts';
import { kindOf } from '../understand/param-kind.ts';
import { baseType, propertiesOf } from '../understand/schema-view.ts';
import { WEEKDAY_WORD } from '../understand/date-mentions.ts';
import { WORD_NUMBERS } from '../understand/number-words.ts';
import { identifierWords, sameStem } from '../understand/text.ts';
import { qualifies } from './option-runs.ts';

/**
 * What may stand between two items of one list: "A, B", "A and B", "A, and to B", "A or in B", "A as well as B", and
 * a weekday that opens a date ("2 May and Monday 3 May").
 */
export const JOINED = new RegExp(
  String.raw`^(?:,\s*(?:(?:and|or|plus|as well as)\s+)?|\s+(?:and|or|&|plus|as well as)\s+)(?:(?:to|of|in|on|for|at|from|with)\s+)?(?:the\s+)?(?:${WEEKDAY_WORD},?\s+)?$`,
  'i',
);

/**
 * Typed values listed together ("NOVA, ORBX and QUIL", "report.pdf and invoice.pdf", "on 2026-03-01 and 2026-03-02",
 * "to Lisbon and to Porto"): the part once per value, when each lands in a one-value parameter and makes a full call.
 */
export function valueRuns(
  reader: ToolReader,
  text: string,
): { variant: string; item: string; list: string; surname?: string; announced?: string }[] {
  // Plain numbers are read as amounts (coordinatedAmounts), and "June 7, 2027" is no list; hyphenated words are no values.
  // A tool with no number parameter takes numbers of three digits or more as codes ("employees 1001, 1002 and 1003"):
  // they are values here (a day and a year, "Monday, June 7, 2027", are not).
  const amounts = propertiesOf(reader.schema).some(([, p]) => ['number', 'integer'].includes(baseType(p) ?? ''));
  const all = new Evidence(text, reader.now).candidates.filter(
    (c) => c.kind !== 'word' && (c.kind !== 'number' || (!amounts && /^\d{3,}$/.test(c.text))),
  );
  let best: typeof all = [];
  let run: typeof all = [];
  for (const c of all) {
    const prev = run[run.length - 1];
    // "Ana Lind's and Ben Okoro's": owners listed, each with its possessive (the guard below wants all or none).
    const joint = text.slice(prev?.end ?? 0, c.start).replace(/^['’]s(?=[\s,])/u, '');
    if (prev && prev.kind === c.kind && JOINED.test(joint)) run.push(c);
    else run = [c];
    if (run.length > best.length) best = [...run];
  }
  if (best.length < 2) return [];
  // "The Tannery, Brock Lane": names joined by commas alone are the parts of one place, as a list ends with "and".
  const named = best[0]!.kind === 'proper' || best[0]!.kind === 'place';
  const joints = best.slice(1).map((c, i) => text.slice(best[i]!.end, c.start));
  if (named && joints.every((j) => /^,\s*$/.test(j))) return [];
  // "Zephyr and Ben Okoro's kite": an owner ("Ben Okoro's") is no value of the list it seems to end.
  if (new Set(best.map((c) => /^['’](?:s\b|\s)/u.test(text.slice(c.end)))).size > 1) return [];
  // "to Ana Lind and the Oslo boom arm to ...": a name after "the" and before a noun it qualifies is no value of a list.
  if (best.some((c) => /\bthe\s$/i.test(text.slice(Math.max(0, c.start - 4), c.start)) && qualifies(text, c.end)))
    return [];
  const start = best[0]!.start;
  const end = best[best.length - 1]!.end;
  const surname = sharedSurname(reader, text, best);
  // "two swims for Ivo on D1 and D2": a count of the tool's own thing that announces the items is no value of each.
  const count = announcedCount(reader, text.slice(0, start), best.length);
  const opening = count ? text.slice(0, count.start) + text.slice(count.end, start) : text.slice(0, start);
  const readings = best.map((c) => {
    const shares = surname !== undefined && !c.text.includes(' ');
    const item = shares ? `${c.text} ${surname}` : c.text;
    const variant = opening + (shares ? item : text.slice(c.start, c.end)) + text.slice(end);
    return { variant, item, reading: reader.read(variant) };
  });
  const whole = reader.read(text).args;
  // A list parameter takes the items together; an item that leaves a required value unsaid is no call of its own.
  if (Object.values(whole).some((v) => Array.isArray(v) && v.length >= 2) || readings.some((r) => !r.reading.complete))
    return [];
  if (new Set(readings.map((r) => JSON.stringify(r.reading.args))).size !== readings.length) return [];
  return readings.map(({ variant, item }) => ({
    variant,
    item,
    list: text.slice(start, end),
    surname,
    announced: count?.said,
  }));
}

/** A count said as a word or digits before a plural noun: "two lessons", "3 visits". */
const COUNTED = new RegExp(
  `(?<![\\p{L}\\p{N}])(\\d{1,2}|${Object.keys(WORD_NUMBERS)
    .filter((w) => /^\p{L}+$/u.test(w))
    .join('|')})\\s(\\p{L}{2,30}s)(?![\\p{L}])`,
  'giu',
);

/**
 * "Book two swims for Ivo on D1 and D2", "three visits on …, … and …": a count said before the list, of a thing the
 * tool's name names ("swims" for `book_swim`), that equals the number of items announces them: each call is one of
 * them. Where its number stands in `before` (its last 200 characters) and the words said, or undefined.
 */
function announcedCount(
  reader: ToolReader,
  before: string,
  items: number,
): { start: number; end: number; said: string } | undefined {
  const own = identifierWords(reader.tool.name);
  const from = Math.max(0, before.length - 200);
  let found: { start: number; end: number; said: string } | undefined;
  for (const m of before.slice(from).matchAll(COUNTED)) {
    const n = /^\d/.test(m[1]!) ? Number(m[1]) : WORD_NUMBERS[m[1]!.toLowerCase()];
    const noun = m[2]!.toLowerCase().slice(0, -1);
    if (n === items && own.some((w) => sameStem(w, noun)))
      found = { start: from + m.index, end: from + m.index + m[1]!.length + 1, said: m[0] };
  }
  return found;
}

/**
 * "Oskar and Greta Lindqvist": first names listed before one full name share its surname, said once for all. Only
 * names (no places, no titles in quotes), each before the last one word, the last one first name and a surname of one
 * to three words ("Ivo ter Horst"), joined by "and" or "&" at the end; and only when the last lands whole in a
 * parameter that holds a person's name (its kind, or a `…_name` that is no place). Undefined otherwise.
 */
function sharedSurname(reader: ToolReader, text: string, run: readonly Candidate[]): string | undefined {
  const last = run[run.length - 1]!;
  // "'Harbour Lights' and 'The Long Tide'": titles, not people; "The" opens no first name.
  const quoted = insideQuote(text);
  if (run.some((c) => c.kind !== 'proper' || quoted(c.start)) || /^(?:the|a|an)\s/i.test(last.text)) return undefined;
  const full =
    /^\p{Lu}[\p{L}'’-]{1,30}((?:\s(?:de|van|von|der|den|la|le|du|da|di|del|ter|ten)){0,2}\s\p{Lu}[\p{L}'’-]{1,30})$/u.exec(
      last.text,
    );
  if (!full || run.slice(0, -1).some((c) => !/^\p{Lu}[\p{L}'’-]{1,30}$/u.test(c.text))) return undefined;
  if (!/^\s+(?:and|&)\s+$/i.test(text.slice(run[run.length - 2]!.end, last.start))) return undefined;
  const alone = reader.read(text.slice(0, run[0]!.start) + last.text + text.slice(last.end)).args;
  const holder = propertiesOf(reader.schema).find(([n]) => alone[n] === last.text);
  if (!holder) return undefined;
  const kind = kindOf(holder[0], holder[1]);
  return kind === 'person' || (kind !== 'place' && /(?:^|_)name$/i.test(holder[0])) ? full[1]!.trim() : undefined;
}
