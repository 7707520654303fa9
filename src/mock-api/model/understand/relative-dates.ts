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
  } else if (said.startsWith('a year')) {
    // 29 February a year on is the 28th, not 1 March.
    const day = d.getUTCDate();
    d.setUTCDate(1);
    d.setUTCFullYear(d.getUTCFullYear() + 1);
    d.setUTCDate(Math.min(day, new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()));
  } else if (said !== 'that same day') d.setUTCDate(d.getUTCDate() + 1);
  return d;
}

/** A relative date the request said, and the ISO date it was written as. */
export interface RelativeDate {
  iso: string;
  phrase: string;
}

/**
 * The request with each relative date written as the date it means (ISO), counted from the last date said before
 * it, which must give its year or be read with one, and the phrases so written (a later step quotes them back as the
 * user said them). "A year on" from a date said without its year is left as said: the year the request leaves open
 * would come back to that date as the year of a date said whole ("Jan 31 … a year on" would move Jan 31 too).
 */
export function relativeDatesIn(request: string, now: Date): { text: string; said: RelativeDate[] } {
  if (request.search(RELATIVE) < 0) return { text: request, said: [] };
  const dates = findDates(request, now);
  const said: RelativeDate[] = [];
  let out = '';
  let at = 0;
  for (const m of request.matchAll(RELATIVE)) {
    const before = dates.filter((d) => d.end <= m.index && d.read !== 'from today').at(-1);
    if (!before || (before.read === 'no year' && m[0].toLowerCase().startsWith('a year'))) continue;
    const base = new Date(Date.UTC(before.year, before.month - 1, before.day));
    const iso = isoDate(moved(base, m));
    said.push({ iso, phrase: m[0] });
    out += `${request.slice(at, m.index)}${iso}`;
    at = m.index + m[0].length;
  }
  return { text: out + request.slice(at), said };
}

/** The request with each relative date written as the date it means (see relativeDatesIn). */
export function withRelativeDates(request: string, now: Date): string {
  return relativeDatesIn(request, now).text;
}
