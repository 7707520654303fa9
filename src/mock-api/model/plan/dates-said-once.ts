// A date said in part ("jan 4", "the 13th") beside a date said whole for another call of the same request takes what it
// leaves unsaid (the year, or the month and year) from that date, as a reader would.

import { MONTH_WORD } from '../understand/date-mentions.ts';

/** A date written YYYY-MM-DD: the form a date said whole is read as. */
export const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A year written out: the date says it whole. */
const HAS_YEAR = /(?<!\d)\d{4}(?!\d)/;
/** A month said by name or in a numeric date ("jan 4", "4/1"). */
const HAS_MONTH = new RegExp(String.raw`\b${MONTH_WORD}\b|\d{1,2}[/.]\d{1,2}`, 'i');
/** A day of the month said alone: "the 13th", "on the 2nd". */
const DAY_ALONE = /(?<![\p{L}\d])(\d{1,2})(?:st|nd|rd|th)(?![\p{L}\d])/u;
/** A day of the month as an ordinal: "15th". */
const ORDINAL_DAY = String.raw`\d{1,2}(?:st|nd|rd|th)`;
/** The words that say a day alone, for a note: "the 15th". */
export const DAY_ALONE_WORDS = new RegExp(String.raw`(?:the\s)?${ORDINAL_DAY}\b`, 'i');

const iso = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/**
 * The date `source` says in part, completed from `whole` (an ISO date said whole for another call): a day and month
 * take its year (the next one when they fall before it, for a date said after it: `before` true; the one before when
 * they fall after it, for a date said before it); a day alone takes its month and year too. `value`: what the source
 * was read as on its own (an ISO date, or nothing when a day alone was not read as a date). Undefined when the source
 * says its year, says no date, or the reading already agrees.
 */
export function completedDate(value: unknown, source: string, whole: unknown, before = true): string | undefined {
  if (typeof whole !== 'string') return undefined;
  const w = ISO.exec(whole);
  if (!w || HAS_YEAR.test(source)) return undefined;
  const [wy, wm, wd] = [Number(w[1]), Number(w[2]), Number(w[3])];
  let out: string | undefined;
  const v = typeof value === 'string' ? ISO.exec(value) : null;
  if (v && HAS_MONTH.test(source)) {
    const [m, d] = [Number(v[2]), Number(v[3])];
    const year = before ? (iso(wy, m, d) < whole ? wy + 1 : wy) : iso(wy, m, d) > whole ? wy - 1 : wy;
    out = iso(year, m, d);
  } else if (!HAS_MONTH.test(source)) {
    const day = DAY_ALONE.exec(source)?.[1];
    if (!day || Number(day) > 31 || Number(day) < 1) return undefined;
    const next = before && Number(day) < wd;
    out = next ? (wm === 12 ? iso(wy + 1, 1, Number(day)) : iso(wy, wm + 1, Number(day))) : iso(wy, wm, Number(day));
  }
  return out !== undefined && out !== value ? out : undefined;
}

/** The note for a date so completed, as the timeline reads it. */
export function completedNote(param: string, value: string, source: string, whole: string): string {
  return `${param} ${JSON.stringify(value)} from '${source}', what it leaves unsaid as in ${whole}`;
}

/** A day with its month said after it, maybe its year: "27th June 2028", "the 27th of June". */
const DAY_WITH_MONTH = new RegExp(
  String.raw`(?<![\p{L}\d])(?:the\s)?\d{1,2}(?:st|nd|rd|th)?\s(?:of\s)?(${MONTH_WORD}\.?(?:,?\s\d{4})?)(?![\p{L}\d])`,
  'iu',
);
/**
 * A day said alone, no month after it: "the 3rd", "on the 9th", after "on", "the" or both, and ending its phrase (a
 * stop or comma, "and", "at", or the end). Not "the 2nd attempt": an ordinal with a noun after it counts something.
 */
const LONE_DAY = new RegExp(
  String.raw`(?<![\p{L}\d])(?:on\s(?:the\s)?|the\s)${ORDINAL_DAY}(?=\s*(?:[,.;:!?)]|$)|\s(?:and|at)\b)`,
  'giu',
);

/**
 * "noon on the 3rd, 14:00 on the 9th and noon on 27th June 2028": days said alone before one day
 * said with its month (and year) take that month and year, as a reader would. The text with each such day completed
 * ("the 3rd of June 2028"), and the words that said the month; undefined when no day alone comes before it.
 */
export function monthToDaysBefore(text: string): { text: string; said: string } | undefined {
  const whole = DAY_WITH_MONTH.exec(text);
  if (!whole) return undefined;
  const before = text.slice(0, whole.index);
  if (!LONE_DAY.test(before)) return undefined;
  LONE_DAY.lastIndex = 0;
  const month = whole[1]!;
  const filled = before.replace(LONE_DAY, (day) => `${day} of ${month}`);
  return { text: filled + text.slice(whole.index), said: whole[0] };
}
