// Spotting dates in text (written, ordinal, counted from today, ranges, a year said once), and writing one as a description asks.
import { dayKey, Memo } from '../memo.ts';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** An ISO date (YYYY-MM-DD) mentioned in the text, relative to `now` for words like "tomorrow". */
export function findDate(text: string, now: Date): string | undefined {
  const iso = text.match(/\b(\d{4})-(\d{2})-(\d{2})\b/);
  if (iso) return iso[0];
  const lower = text.toLowerCase();
  const shift = (days: number) => isoDate(new Date(now.getTime() + days * 86_400_000));
  if (/\btoday\b|\btonight\b|\bnow\b/.test(lower)) return shift(0);
  if (/\bday after tomorrow\b/.test(lower)) return shift(2);
  if (/\btomorrow\b/.test(lower)) return shift(1);
  if (/\byesterday\b/.test(lower)) return shift(-1);
  const weekday = WEEKDAYS.findIndex((d) => lower.includes(d));
  if (weekday >= 0) return shift((weekday - now.getUTCDay() + 7) % 7 || 7);
  const monthDay = lower.match(new RegExp(`\\b(${MONTHS.join('|')})\\s+(\\d{1,2})\\b`));
  if (monthDay) {
    const month = MONTHS.indexOf(monthDay[1]!);
    let date = new Date(Date.UTC(now.getUTCFullYear(), month, Number(monthDay[2])));
    if (date.getTime() < now.getTime() - 86_400_000)
      date = new Date(Date.UTC(now.getUTCFullYear() + 1, month, Number(monthDay[2])));
    return isoDate(date);
  }
  return undefined;
}

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export interface DateMention {
  year: number;
  month: number;
  day: number;
  index: number;
  end: number;
  /** How the date was read when its words leave something open: no year said, or counted from today. */
  read?: 'no year' | 'from today';
}

const MONTH_ALTERNATIVES =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';

const MONTH_RE = `(${MONTH_ALTERNATIVES})`;

/** A month's name, whole or cut short ("Sept", "jan"), as a group that captures nothing: for other readers' patterns. */
export const MONTH_WORD = `(?:${MONTH_ALTERNATIVES})`;

/** A weekday's name written whole ("Monday"), as a group that captures nothing: for other readers' patterns. */
export const WEEKDAY_WORD = '(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day)';

const monthOf = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.toLowerCase().slice(0, 3))) + 1;

const datesSeen = new Memo<readonly DateMention[]>(256);

/**
 * What joins the two ends of a range of days: "14 to 16", "14-16". Not "and": "the 2nd and 3rd" lists two
 * days, which the fan-out reads as items.
 */
const RANGE_JOINT = '(?:-|–|to|until|till|through|thru)';

/**
 * Words that put a request in the past: a day said without a year is then the last such day, not the next ("past" and
 * "last" are not among them: "half past three", "will last until").
 */
const PAST_TENSE = /\b(?:was|were|did|had|happened|ago|yesterday)\b/i;

/** Dates written out in the text: ISO, dotted or slashed numbers, month names, and words like "tomorrow" (shared: read only). */
export function findDates(text: string, now: Date): readonly DateMention[] {
  return datesSeen.get(`${dayKey(now)}\u0000${text}`, () =>
    Object.freeze(readDates(text, now).map((d) => Object.freeze(d))),
  );
}

function readDates(text: string, now: Date): DateMention[] {
  const out: DateMention[] = [];
  const push = (
    year: number,
    month: number,
    day: number,
    index: number,
    length: number,
    read?: DateMention['read'],
  ) => {
    if (
      month >= 1 &&
      month <= 12 &&
      day >= 1 &&
      day <= 31 &&
      !out.some((d) => index < d.end && index + length > d.index)
    )
      out.push({ year, month, day, index, end: index + length, ...(read ? { read } : {}) });
  };
  const thisYear = now.getUTCFullYear();
  // A day and month said without a year: the next such day (this year unless it has passed), or the last one when the
  // request speaks of the past ("What was the weather on March 3rd?").
  const past = PAST_TENSE.test(text);
  const coming = (month: number, day: number) => {
    const at = Date.UTC(thisYear, month - 1, day);
    if (past) return at > now.getTime() ? thisYear - 1 : thisYear;
    return at < now.getTime() - 86_400_000 ? thisYear + 1 : thisYear;
  };
  for (const m of text.matchAll(/\b(\d{4})[-./](\d{1,2})[-./](\d{1,2})\b/g))
    push(+m[1]!, +m[2]!, +m[3]!, m.index, m[0].length);
  for (const m of text.matchAll(/\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/g)) {
    const [a, b] = [+m[1]!, +m[2]!];
    if (a > 12) push(+m[3]!, b, a, m.index, m[0].length);
    else push(+m[3]!, a, b, m.index, m[0].length);
  }
  /** A month named in words, with its day and maybe its year; without one, the year `coming` picks. */
  const named = (m: RegExpMatchArray, month: string, day: string, year: string | undefined) =>
    push(
      year ? +year : coming(monthOf(month), +day),
      monthOf(month),
      +day,
      m.index!,
      m[0].length,
      year ? undefined : 'no year',
    );
  // "from 9 to 12 April", "April 9-12, 2031": a range of days that names its month (and year) once. Both ends
  // are dates; the first takes the month said after it (its year: see sharedYears), read before the single dates.
  const dayRange = new RegExp(
    `(?<!${MONTH_RE}\\.?\\s)\\b(\\d{1,2})(?:st|nd|rd|th)?(?=\\s*${RANGE_JOINT}\\s*(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_RE}\\b)`,
    'gi',
  );
  // Groups: the month of the lookbehind (never set), the first day, the second, their month.
  for (const m of text.matchAll(dayRange)) if (+m[2]! < +m[3]!) named(m, m[4]!, m[2]!, undefined);
  const monthRange = new RegExp(
    `\\b${MONTH_RE}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(\\s*${RANGE_JOINT}\\s*(?:the\\s+)?)(\\d{1,2})(?:st|nd|rd|th)?(?![\\d:.]|\\s*(?:am|pm|%|[a-z]))(?:,?\\s+(\\d{4}))?\\b`,
    'gi',
  );
  for (const m of text.matchAll(monthRange)) {
    const [month, first, second, year] = [monthOf(m[1]!), +m[2]!, +m[4]!, m[5]];
    if (second <= first) continue;
    const firstEnd = m[0].indexOf(m[3]!, m[1]!.length);
    const said = year ? +year : undefined;
    push(said ?? coming(month, first), month, first, m.index, firstEnd, said ? undefined : 'no year');
    const secondAt = firstEnd + m[3]!.length;
    push(
      said ?? coming(month, second),
      month,
      second,
      m.index + secondAt,
      m[0].length - secondAt,
      said ? undefined : 'no year',
    );
  }
  const monthFirst = new RegExp(`\\b${MONTH_RE}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?\\b`, 'gi');
  for (const m of text.matchAll(monthFirst)) named(m, m[1]!, m[2]!, m[3]);
  const dayFirst = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_RE}\\b(?:,?\\s+(\\d{4}))?`, 'gi');
  for (const m of text.matchAll(dayFirst)) named(m, m[2]!, m[1]!, m[3]);
  // "the ninth of May 2028", "October the second": a day said as an ordinal word, with "the" or "of" to mark it.
  const wordFirst = new RegExp(
    `\\b(?:the\\s+(${ORDINAL_RE})\\s+(?:of\\s+)?|(${ORDINAL_RE})\\s+of\\s+)${MONTH_RE}\\b(?:,?\\s+(\\d{4}))?`,
    'gi',
  );
  for (const m of text.matchAll(wordFirst)) named(m, m[3]!, String(ordinalDay(m[1] ?? m[2]!)), m[4]);
  const wordAfter = new RegExp(`\\b${MONTH_RE}\\s+the\\s+(${ORDINAL_RE})\\b(?:,?\\s+(\\d{4}))?`, 'gi');
  for (const m of text.matchAll(wordAfter)) named(m, m[1]!, String(ordinalDay(m[2]!)), m[3]);
  for (const m of text.matchAll(/(?<![\d-])((?:19|20)\d{2})(\d{2})(\d{2})(?![\d-])/g))
    push(+m[1]!, +m[2]!, +m[3]!, m.index, m[0].length);
  // "Today is Monday March 8th 2027": that date is the request's now, not a value; "upcoming Saturday" counts from it.
  const anchor = findAnchor(text, out);
  if (anchor) {
    out.splice(out.indexOf(anchor.date), 1);
    now = new Date(Date.UTC(anchor.date.year, anchor.date.month - 1, anchor.date.day, 12));
    text = text.slice(0, anchor.start) + ' '.repeat(anchor.date.end - anchor.start) + text.slice(anchor.date.end);
  }
  const relative = findDate(text.toLowerCase().replace(/\b\d{4}-\d{2}-\d{2}\b/g, ''), now);
  if (anchor && !relative) out.push(anchor.date);
  else if (relative && out.length === 0) {
    const [y, mo, d] = relative.split('-').map(Number) as [number, number, number];
    // The words that said it ("next Monday", "tomorrow"), so an explanation can quote where the date came from.
    const said =
      /(?:\b(?:next|this|coming)\s+)?(?:today|tonight|tomorrow|yesterday|monday|tuesday|wednesday|thursday|friday|saturday|sunday)/i.exec(
        text,
      );
    push(y, mo, d, said?.index ?? 0, said?.[0].length ?? 1, 'from today');
  }
  return sharedYears(
    out.sort((a, b) => a.index - b.index),
    text,
  );
}

/**
 * "from July 3rd to July 9th, 2028": the first day of a range said without a year takes the year said with the
 * second (the year before when it would fall after it). Each date looks at the next one only.
 */
function sharedYears(dates: DateMention[], text: string): DateMention[] {
  for (let i = 0; i + 1 < dates.length; i++) {
    const [a, b] = [dates[i]!, dates[i + 1]!];
    if (a.read !== 'no year' || b.read !== undefined) continue;
    if (!/^\s*(?:to|until|till|through|thru|and|-|–)\s*$/i.test(text.slice(a.end, b.index))) continue;
    const year = Date.UTC(b.year, a.month - 1, a.day) > Date.UTC(b.year, b.month - 1, b.day) ? b.year - 1 : b.year;
    const { read: _, ...said } = a;
    dates[i] = { ...said, year };
  }
  return dates;
}

const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
];

/** Day ordinals in words, first to thirty-first ("twenty-third", "twenty third"). */
const ORDINAL_RE = `(?:(?:twenty|thirty)[- ])?(?:${ORDINALS.join('|')})|twentieth|thirtieth`;

/** The day an ordinal word says: "twenty-third" is 23 (0 when it says no day of a month; push refuses it). */
function ordinalDay(word: string): number {
  const lower = word.toLowerCase();
  if (lower === 'twentieth') return 20;
  if (lower === 'thirtieth') return 30;
  const tens = lower.startsWith('twenty') ? 20 : lower.startsWith('thirty') ? 30 : 0;
  return tens + ORDINALS.indexOf(lower.replace(/^(?:twenty|thirty)[- ]/, '')) + 1;
}

/** "today is", "the current date is", maybe a weekday after it: the words before the date a request says is today. */
const TODAY_IS = new RegExp(
  String.raw`\b(?:today(?:'s date)?\s+is|current date\s+is|the date\s+is|today being)\s+(?:${WEEKDAY_WORD},?\s+)?(?:the\s+)?`,
  'gi',
);

/** The date a request says is today ("today is ...", "the current date is ..."), with where that phrase starts. */
function findAnchor(text: string, dates: readonly DateMention[]): { date: DateMention; start: number } | undefined {
  for (const m of text.matchAll(TODAY_IS)) {
    const date = dates.find((d) => d.index === m.index + m[0].length);
    if (date) return { date, start: m.index };
  }
  return undefined;
}

/**
 * A date written without a year, in the form a description asks for: "MM-DD", "DD/MM", "DD.MM", "--MM-DD" (ISO's
 * form without a year), or a month name with the day ("e.g. March 3", "3 March", "Month D"). Undefined when the
 * description asks for none of these.
 */
export function formatYearless(d: { month: number; day: number }, description: string): string | undefined {
  const pad = (n: number) => String(n).padStart(2, '0');
  const month = MONTHS[d.month - 1]!;
  const name = month[0]!.toUpperCase() + month.slice(1);
  const numeric = /(?<![\p{L}\d/.-])(-{2})?(mm|dd)([-/.])(mm|dd)(?![\p{L}\d]|[-/.](?:yy|mm|dd))/iu.exec(description);
  if (numeric && numeric[2]!.toLowerCase() !== numeric[4]!.toLowerCase()) {
    const [a, b] = numeric[2]!.toLowerCase() === 'mm' ? [d.month, d.day] : [d.day, d.month];
    return `${numeric[1] ?? ''}${pad(a)}${numeric[3]!}${pad(b)}`;
  }
  const monthWords = `(?:${MONTHS.join('|')}|month)`;
  if (
    new RegExp(`\\b${monthWords}\\s+(?:\\d{1,2}|d{1,2}|day)\\b(?!,?\\s*(?:\\d{4}|y{2,4}|year))`, 'i').test(description)
  )
    return `${name} ${d.day}`;
  if (
    new RegExp(`\\b(?:\\d{1,2}|d{1,2}|day)\\s+${monthWords}\\b(?!,?\\s*(?:\\d{4}|y{2,4}|year))`, 'i').test(description)
  )
    return `${d.day} ${name}`;
  return undefined;
}

/** A date in the format a description asks for ("YYYY-MM-DD" by default, "MM/DD/YYYY", "DD-MM-YYYY", ...). */
export function formatDate(d: DateMention, description: string): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const hint = description.match(/\b(yyyy|mm|dd)([-/.])(mm|dd)\2(yyyy|mm|dd)\b/i);
  if (!hint) return formatYearless(d, description) ?? `${d.year}-${pad(d.month)}-${pad(d.day)}`;
  const part = (p: string) =>
    p.toLowerCase() === 'yyyy' ? String(d.year) : p.toLowerCase() === 'mm' ? pad(d.month) : pad(d.day);
  return [hint[1]!, hint[3]!, hint[4]!].map(part).join(hint[2]!);
}
