// "the day after", "the Saturday after", "a week later": a date said relative to the date said before it.
import { findDates, isoDate } from './date-mentions.ts';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/**
 * A date said by its distance from the date before: "the day after", "the next day", "the following day", "the
 * Saturday after", "that same day", "a week later", "two weeks later", "a year on (from that)". Not "the day after
 * tomorrow" nor "the day after the match" (a thing, not the date before).
 */
const RELATIVE =
  /\b(?:the (?:day|(monday|tuesday|wednesday|thursday|friday|saturday|sunday)) after(?! (?:the|that|this|tomorrow|today|next|my|our|his|her|their)\b)|the (?:next|following) day|that same day|(a|one|two|three|four) (day|week)s? later|a year (?:later|on(?: from that)?))\b/giu;

const COUNT: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4 };

/** The date `base` moved as the phrase says. */
function moved(base: Date, phrase: RegExpExecArray): Date {
  const d = new Date(base);
  const said = phrase[0].toLowerCase();
  if (phrase[1]) {
    const want = WEEKDAYS.indexOf(phrase[1].toLowerCase());
    const ahead = (want - d.getUTCDay() + 7) % 7 || 7;
    d.setUTCDate(d.getUTCDate() + ahead);
  } else if (phrase[2] && phrase[3]) {
    d.setUTCDate(d.getUTCDate() + COUNT[phrase[2].toLowerCase()]! * (phrase[3].toLowerCase() === 'week' ? 7 : 1));
  } else if (said.startsWith('a year')) d.setUTCFullYear(d.getUTCFullYear() + 1);
  else if (said !== 'that same day') d.setUTCDate(d.getUTCDate() + 1);
  return d;
}

/**
 * The request with each relative date written as the date it means (ISO), counted from the last date said before
 * it, which must give its year or be read with one. Unchanged when no phrase has a date before it.
 */
export function withRelativeDates(request: string, now: Date): string {
  if (request.search(RELATIVE) < 0) return request;
  const dates = findDates(request, now);
  let out = '';
  let at = 0;
  for (const m of request.matchAll(RELATIVE)) {
    const before = dates.filter((d) => d.end <= m.index && d.read !== 'from today').at(-1);
    if (!before) continue;
    const base = new Date(Date.UTC(before.year, before.month - 1, before.day));
    out += `${request.slice(at, m.index)}${isoDate(moved(base, m))}`;
    at = m.index + m[0].length;
  }
  return out + request.slice(at);
}
