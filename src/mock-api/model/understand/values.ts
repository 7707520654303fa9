// Spotting typed values in text: numbers with units, option mentions (with synonyms), dates.
import { dayKey, memo, Memo, pattern } from '../memo.ts';
import { spelledAmounts } from './units.ts';
import { dayHalf, findSpokenTimes } from './clock-words.ts';
import { notOverlapping } from './text.ts';
import { compoundNumbers, WORD_NUMBERS } from './number-words.ts';

export interface NumberMention {
  value: number;
  /** The digits as written ("007", "12,000"), for string parameters that hold numbers. */
  raw: string;
  /** The word right after the number, lower-cased ("days", "km", "°c", "%"), '' when none. */
  unit: string;
  index: number;
  end: number;
}

const NUMBER =
  /(?<![\p{L}\d.,:/-])([-−]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)(?![\d/]|:\d|\.\d|-\d|\p{L}\d)(?:\s*(k|thousand|million|m|bn|billion)\b(?![/^²³]))?(?:(?:\s*|-)(°\s*[CFK]|%|[\p{L}$€£]+))?/giu;
const SCALES: Record<string, number> = { k: 1e3, thousand: 1e3, million: 1e6, m: 1e6, bn: 1e9, billion: 1e9 };
const WORD_NUMBER = new RegExp(`\\b(${Object.keys(WORD_NUMBERS).join('|')})\\b(?=(?:([\\s-]+)([\\p{L}]+))?)`, 'giu');

/**
 * Words between a count and what it counts: "two six-sided dice", "three regular dice", "two shorter sides". A word
 * ending in -er that joins amounts ("5000 over 18 months", "after", "per") describes nothing: the count stays bare.
 */
const MODIFIER =
  /^(?:regular|standard|normal|fair|short|long|small|big|large|other|more|extra|separate|different|identical|equal|same|new|old|whole|full|single|double|(?!(?:over|under|after|per|ever|never|whether|either|neither|rather|together|later|other|hither|thither)$)\p{L}+(?:er|est))$/iu;

/**
 * What a number counts when the word after it only describes the thing ("two six-sided dice" counts dice, "two shorter
 * sides" counts sides): number words, hyphenated compounds and describing words are skipped, at most three of them.
 */
function countedWord(text: string, end: number, unit: string): string {
  if (!unit || !(unit in WORD_NUMBERS || MODIFIER.test(unit) || text.slice(end).match(/^[\s-]*\p{L}+-/u))) return unit;
  // At most four words are looked at: the search stops there, so a long text after a number costs nothing.
  let looked = 0;
  for (const m of text.slice(end).matchAll(/[\p{L}]+(-[\p{L}]+)*/gu)) {
    if (looked++ === 4) break;
    const word = m[0].toLowerCase();
    if (word in WORD_NUMBERS || MODIFIER.test(word) || m[1] !== undefined) continue;
    return word;
  }
  return unit;
}

/** Numbers in the text with the word that follows them: digits (with thousands separators and scales) and number words. */
export function findNumbers(text: string): NumberMention[] {
  // Amounts in words come first: they win over the digits or number word inside them ("2 and a half km", "one hour and a half").
  const out: NumberMention[] = spelledAmounts(text).map((a) => ({
    value: a.value,
    raw: text.slice(a.index, a.end),
    unit: a.unit,
    index: a.index,
    end: a.end,
  }));
  for (const m of text.matchAll(NUMBER)) {
    // "1.78 m tall", "back to 2.5 m.": a lone "m" is metres (or minutes); millions only after a currency sign ("$2.5m").
    const metres = m[2]?.toLowerCase() === 'm' && (m[3] !== undefined || !/[$€£]\s*$/.test(text.slice(0, m.index)));
    const scale = m[2] && !metres ? SCALES[m[2].toLowerCase()]! : 1;
    const unit = (metres && m[3] ? 'm' : (m[3] ?? (scale === 1 && m[2] ? m[2] : ''))).toLowerCase().replace(/\s+/g, '');
    out.push({
      value: Number(m[1]!.replace(/,/g, '').replace('−', '-')) * scale,
      raw: m[1]!,
      unit: degreesIn(text, m.index + m[0].length, countedWord(text, m.index + m[1]!.length, unit)),
      index: m.index,
      end: m.index + m[0].length,
    });
  }
  // "thirty-two", "one hundred and twenty", "four point five": one number, not the words that make it up. The
  // characters each mention covers are marked, so an overlap costs one look-up, not a search of all mentions.
  const covered = new Uint8Array(text.length + 1);
  for (const o of out) covered.fill(1, o.index, o.end);
  const compounds = compoundNumbers(text).filter((c) => !covered[c.index] && !covered[c.end - 1]);
  const inCompound = new Uint8Array(text.length + 1);
  for (const c of compounds) {
    inCompound.fill(1, c.index, c.end);
    const unit =
      text
        .slice(c.end)
        .match(/^[\s-]+(\p{L}+)/u)?.[1]
        ?.toLowerCase() ?? '';
    out.push({
      value: c.value,
      raw: text.slice(c.index, c.end),
      unit: countedWord(text, c.end, unit),
      index: c.index,
      end: c.end,
    });
  }
  for (const m of text.matchAll(WORD_NUMBER)) {
    if (inCompound[m.index]) continue;
    out.push({
      value: WORD_NUMBERS[m[1]!.toLowerCase()]!,
      raw: m[1]!,
      unit: countedWord(text, m.index + m[1]!.length, (m[3] ?? '').toLowerCase()),
      index: m.index,
      end: m.index + m[1]!.length + (m[3] ? m[2]!.length + m[3].length : 0),
    });
  }
  // "a single seat", "a couple of tickets": a count said with the article and no number word. Read only before a word,
  // so "a couple" alone (two people) is no count. Not "a pair of": a pair is often the one thing asked for ("a pair of
  // boots" is one product), so it counts nothing.
  for (const m of text.matchAll(ARTICLE_COUNT)) {
    const word = (m[1] ?? m[2])!.toLowerCase();
    const start = m.index + m[0].length - m[3]!.length;
    out.push({
      value: word === 'single' ? 1 : 2,
      raw: text.slice(m.index, start).trimEnd(),
      unit: countedWord(text, start, m[3]!.toLowerCase()),
      index: m.index,
      end: start + m[3]!.length,
    });
  }
  // "minus eleven LUFS", "negative 5 degrees": the word before the amount makes it negative.
  for (const [i, o] of out.entries()) {
    const sign = NEGATIVE_BEFORE.exec(text.slice(Math.max(0, o.index - 10), o.index));
    if (!sign || typeof o.value !== 'number' || o.value <= 0) continue;
    const index = o.index - sign[0].length;
    out[i] = { ...o, value: -o.value, raw: text.slice(index, o.index + o.raw.length), index };
  }
  return out.sort((a, b) => a.index - b.index);
}

/** "a single seat", "a couple of tickets": the count word and the word after it. */
// "the single pot", "both pots": "the" before "single" says one too, and "both" before a plural says two.
const ARTICLE_COUNT = /(?<![\p{L}])(?:(?:a|the) (single|couple of)|(both)(?= \p{L}{2,30}s\b)) (\p{L}+)/giu;

/** A word that makes the amount after it negative. */
const NEGATIVE_BEFORE = /(?<![\p{L}])(?:minus|negative)\s+$/iu;

/** "25 degrees Celsius", "70 degrees F": the scale after "degrees" is the unit. */
function degreesIn(text: string, end: number, unit: string): string {
  if (!/^degrees?$|^deg$/.test(unit)) return unit;
  const scale = text
    .slice(end)
    .match(/^\s*(celsius|centigrade|fahrenheit|kelvin|c|f|k)(?![\p{L}])/iu)?.[1]
    ?.toLowerCase();
  return scale ? `°${scale[0]}` : unit;
}

/** Other ways people write an option: "°C" for celsius, "metric" for celsius, and so on. */
const SYNONYMS: Record<string, string[]> = {
  celsius: ['°c', 'centigrade', 'metric'],
  fahrenheit: ['°f', 'imperial'],
  kelvin: ['°k'],
  metric: ['celsius', '°c'],
  imperial: ['fahrenheit', '°f'],
  true: ['yes'],
  false: ['no'],
  add: ['create', 'new', 'insert', 'append', 'remember'],
  create: ['add', 'new', 'make'],
  delete: ['remove', 'erase', 'drop', 'cancel'],
  remove: ['delete', 'erase', 'drop'],
  update: ['change', 'modify', 'edit'],
  complete: ['completed', 'done', 'finished', 'finish'],
  start: ['begin', 'turn on', 'switch on'],
  stop: ['halt', 'turn off', 'switch off'],
  power_on: ['turn on', 'switch on', 'turned on'],
  power_off: ['turn off', 'switch off', 'turned off'],
  on: ['enable', 'enabled'],
  off: ['disable', 'disabled'],
  high: ['strong', 'strongest', 'maximum', 'max'],
  mid: ['medium', 'middle', 'moderate'],
  medium: ['mid', 'middle', 'moderate'],
  low: ['weak', 'weakest', 'minimum'],
  eur: ['euro', 'euros', '€'],
  usd: ['dollar', 'dollars', 'us dollars', '$'],
  gbp: ['pound', 'pounds', 'sterling', '£'],
  jpy: ['yen'],
  en: ['english'],
  fr: ['french'],
  es: ['spanish'],
  de: ['german'],
  it: ['italian'],
  pt: ['portuguese'],
  nl: ['dutch'],
  hi: ['hindi'],
  id: ['indonesian'],
  ja: ['japanese'],
  zh: ['chinese', 'mandarin'],
  ko: ['korean'],
  ru: ['russian'],
  ar: ['arabic'],
  // Enum values said by meaning: the time of day, where to sit, how a machine runs, a kind of animal.
  afternoon: ['after lunch'],
  evening: ['at night', 'tonight'],
  outdoor: ['outside', 'outdoors', 'terrace', 'patio', 'al fresco', 'open air', 'open-air'],
  indoor: ['inside', 'indoors'],
  cool: ['air conditioning', 'air-conditioning', 'cooling'],
  auto: ['automatic', 'automatically'],
  intensive: ['strongest', 'heavy-duty', 'heavy duty'],
  bird: ['parrot', 'budgie', 'budgerigar', 'canary', 'parakeet', 'cockatiel', 'cockatoo', 'macaw', 'finch'],
  reptile: ['tortoise', 'turtle', 'lizard', 'snake', 'gecko', 'iguana', 'python'],
  rabbit: ['bunny'],
  asc: ['ascending'],
  desc: ['descending'],
  ascending: ['asc'],
  descending: ['desc'],
};

export interface OptionMention {
  value: unknown;
  index: number;
  /** Where the mention ends (after an inflection it carries: "cooling" for `cool`). */
  end: number;
}

/** The ways an option may be written: itself, with spaces for underscores, and its synonyms. */
export function spellingsOf(option: unknown): readonly string[] {
  return spellingsOfLabel(String(option).toLowerCase());
}

const spellingsOfLabel = memo(4096, (label) => {
  // A locale ("es-ES", "zh_CN") is named by its language ("Spanish", "Chinese").
  const language = label.match(/^([a-z]{2})[-_][a-z]{2}$/)?.[1];
  return Object.freeze([
    ...new Set([
      label,
      label.replace(/_/g, ' '),
      // "long-stay" names `long_stay`: words of an option are often written joined by a hyphen.
      label.replace(/_/g, '-'),
      ...(SYNONYMS[label] ?? []),
      ...(language ? (SYNONYMS[language] ?? []) : []),
    ]),
  ]);
});

/** Where each option is mentioned, in text order (an option may appear more than once). */
/**
 * The options of one enum the request is read for: the most a strict schema may list in all (OpenAI's structured
 * outputs). Every stretch of the request the planner reads looks for each option: an enum of 10,000 values cost seconds.
 */
export const READ_OPTIONS = 1000;

export function findOptionMentions(text: string, options: readonly unknown[]): OptionMention[] {
  const lower = text.toLowerCase();
  const out: OptionMention[] = [];
  for (const value of options.length > READ_OPTIONS ? options.slice(0, READ_OPTIONS) : options) {
    for (const spelling of spellingsOf(value)) {
      // The pattern matches the spelling as written: an option the text does not contain is ruled out before a pattern
      // is made for it (one pattern per option made an enum of 10,000 values cost most of a minute a request).
      if (!lower.includes(spelling)) continue;
      const escaped = spelling.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      // "°c" starts with a non-letter, so only its end needs a boundary; "18°C" must still match.
      const before = /^[\p{L}\p{N}]/u.test(spelling) ? '(?<![\\p{L}\\p{N}])' : '';
      // Inflections count: "completed" names `complete`, "cooling" names `cool`.
      // A long option also names a word a few letters longer ("wizard" in "wizardry").
      const longer = spelling.length >= 6 && /^[\p{L}]+$/u.test(spelling) ? '|\\p{L}{1,3}' : '';
      // A number option is no part of a longer number: option 2 is not said by "22nd", "2023" or "2.5".
      const numeric = /\p{N}$/u.test(spelling);
      const suffix = numeric ? '' : `(?:s|es|d|ed|ing${longer})?`;
      const after = numeric ? '(?![\\p{L}\\p{N}]|[.,]\\p{N})' : '(?![\\p{L}])';
      for (const m of lower.matchAll(pattern(`${before}${escaped}${suffix}${after}`, 'gu')))
        out.push({ value, index: m.index, end: m.index + m[0].length });
    }
  }
  // "a Comedy-drama": an option said inside a longer one said at the same place ("comedy" in "comedy-drama") is not said.
  const sorted = out.sort((a, b) => a.index - b.index || b.end - a.end);
  return sorted.filter(
    (m, i) => !sorted.some((o, j) => j < i && o.index <= m.index && o.end >= m.end && o.value !== m.value),
  );
}

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

export interface TimeMention {
  hours: number;
  minutes: number;
  index: number;
  end: number;
  /** What was assumed reading it ("afternoon assumed: ..."), for the explanation. */
  assumed?: string;
}

/** Clock times: "15:30", "9 pm", "9:30am", "7:30 in the evening", "noon", and times said in words ("half past three"). */
export function findTimes(text: string): TimeMention[] {
  const digits: TimeMention[] = [];
  for (const m of text.matchAll(
    /\b(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)(?![\p{L}])|\b(\d{1,2}):(\d{2})\b(?:\s+(in the (?:morning|afternoon|evening)|at night|tonight)\b)?/giu,
  )) {
    let hours = Number(m[1] ?? m[4]);
    const minutes = Number(m[2] ?? m[5] ?? 0);
    const meridiem = (m[3] ?? '').toLowerCase();
    if (meridiem.startsWith('p') && hours < 12) hours += 12;
    if (meridiem.startsWith('a') && hours === 12) hours = 0;
    // "7:30 in the evening": the half of the day said in words after a 12-hour time.
    if (m[6] && hours >= 1 && hours <= 12) hours = dayHalf(hours, m[6], undefined)[0];
    if (hours < 24 && minutes < 60) digits.push({ hours, minutes, index: m.index, end: m.index + m[0].length });
  }
  // "at 9.40", "9.40pm": a clock time written with a full stop, as British English writes it, said after "at" (or
  // "from", "until") or before its half of the day; not a price or a measure ("came to 18.50", "at 2.50%", "by 0.40",
  // "at 3.45 a kilo"), and never hour 0.
  for (const m of text.matchAll(
    /\b(?:(?:at|from|until|till)\s+(\d{1,2})\.([0-5]\d)(?![\d.%,]\d|[\d%])(?!\s*(?:a|an|per|each|p|pence|euros?|pounds?|dollars?)\b)|(\d{1,2})\.([0-5]\d)\s*(am|pm)(?!\p{L}))/giu,
  )) {
    let hours = Number(m[1] ?? m[3]);
    const meridiem = (m[5] ?? '').toLowerCase();
    if (meridiem === 'pm' && hours < 12) hours += 12;
    if (meridiem === 'am' && hours === 12) hours = 0;
    if (m[1] && hours === 0) continue;
    const index = m[1] ? m.index + m[0].length - `${m[1]}.${m[2]}`.length : m.index;
    const end = m.index + m[0].length;
    if (hours < 24) digits.push({ hours, minutes: Number(m[2] ?? m[4]), index, end });
    // "from 10.30 to 12.00": the end of the stretch is a time too.
    const until = /^from/i.test(m[0])
      ? /^\s*(?:to|-|\u2013)\s*(\d{1,2})\.([0-5]\d)(?![\d.%,]\d|[\d%])/.exec(text.slice(end, end + 12))
      : null;
    if (until && Number(until[1]) > 0 && Number(until[1]) < 24) {
      const at = end + until[0].length - `${until[1]}.${until[2]}`.length;
      digits.push({ hours: Number(until[1]), minutes: Number(until[2]), index: at, end: end + until[0].length });
    }
  }
  // A time said in words holds the digits of its hour ("twenty past 8 pm"): it wins over them.
  const spoken = findSpokenTimes(text);
  const out: TimeMention[] = [...spoken, ...notOverlapping(spoken, digits)];
  for (const m of text.matchAll(/\b(noon|midnight)\b/gi))
    out.push({
      hours: m[1]!.toLowerCase() === 'noon' ? 12 : 0,
      minutes: 0,
      index: m.index,
      end: m.index + m[0].length,
    });
  return [...out, ...rangeStarts(text, out)].sort((a, b) => a.index - b.index);
}

/** A bare hour before a clock time, joined as the start of a range: "from 3 to 6pm", "3-6pm", "between 3 and 6 pm". */
const RANGE_START = /\b(between\s+|from\s+)?(\d{1,2})(?::(\d{2}))?\s*(-|–|to|until|till|and)\s*$/i;

/**
 * "between 3 and 6 in the evening": the hour said bare before a clock time that says its half of the day is the start
 * of the range, in the same half (3 is 15:00 when 6 is 18:00), unless that would put it after the end ("11 to 1pm").
 * "and" joins a range only after "between".
 */
function rangeStarts(text: string, times: readonly TimeMention[]): TimeMention[] {
  const out: TimeMention[] = [];
  for (const t of times) {
    const m = RANGE_START.exec(text.slice(Math.max(0, t.index - 24), t.index));
    if (!m || (m[4]!.toLowerCase() === 'and' && !m[1])) continue;
    const index = t.index - m[0].length + (m[1]?.length ?? 0);
    if (times.some((o) => o.end > index && o.index < t.index)) continue;
    const hours = Number(m[2]);
    const minutes = Number(m[3] ?? 0);
    if (hours > 12 || minutes > 59) continue;
    const later = hours < 12 && t.hours >= 12 && hours + 12 <= t.hours ? hours + 12 : hours;
    out.push({ hours: later, minutes, index, end: index + m[2]!.length + (m[3] ? m[3].length + 1 : 0) });
  }
  return out;
}

/**
 * A clock time ("HH:MM", 24-hour) in the form a description asks for. The plain HH:MM whenever the description offers
 * it (a "24-hour" clock, or "HH:MM" among other forms); else "HH:MM:SS" (not as the end of a date and time), a 12-hour
 * form ("12-hour", "AM/PM", "h:mm a", an example such as "7:30 PM", its meridiem written the way the example writes
 * it), or "HHMM". `form` names the form when it is not the plain HH:MM.
 */
export function formatTime(hhmm: string, description: string): { value: string; form?: string } {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const pad = (n: number) => String(n).padStart(2, '0');
  const plain = { value: `${pad(h)}:${pad(m)}` };
  if (/\b24[- ]?h(?:ou)?r|\bhh:mm\b(?!:ss|\s*(?:a|am|pm|tt)\b|\s*a\.?m)/i.test(description)) return plain;
  if (/(?<!\bdd[ T])\bhh:mm:ss\b/i.test(description)) return { value: `${pad(h)}:${pad(m)}:00`, form: 'HH:MM:SS' };
  const example = /\b\d{1,2}:\d{2}( ?)(a|p)(\.?)m\3(?![\p{L}])/iu.exec(description);
  if (example || /\b12[- ]?h(?:ou)?r\b|\bam\s*\/\s*pm\b|\bh{1,2}:mm\s*(?:a|am|pm|tt)\b/i.test(description)) {
    const upper = !example || example[2] === example[2]!.toUpperCase();
    const meridiem = `${h < 12 ? 'a' : 'p'}${example?.[3] ?? ''}m${example?.[3] ?? ''}`;
    const value = `${h % 12 === 0 ? 12 : h % 12}:${pad(m)}${example?.[1] ?? ' '}${upper ? meridiem.toUpperCase() : meridiem}`;
    return { value, form: '12-hour' };
  }
  if (/\bhhmm\b/i.test(description)) return { value: `${pad(h)}${pad(m)}`, form: 'HHMM' };
  return plain;
}
