// Clock times said in words: "half past three", "quarter to five", "ten past nine", "seven o'clock", "7 in the evening",
// "eleven at night", "seven thirty pm", "midday"; with what was assumed when the request does not say morning or
// afternoon, for the explanation.
import { notOverlapping } from './text.ts';
import { WORD_NUMBERS } from './number-words.ts';

export interface SpokenTime {
  hours: number;
  minutes: number;
  index: number;
  end: number;
  /** What was assumed, when the words leave the half of the day open ("afternoon assumed"). */
  assumed?: string;
}

const MINUTE_WORDS: Record<string, number> = {
  five: 5,
  ten: 10,
  quarter: 15,
  'a quarter': 15,
  twenty: 20,
  'twenty-five': 25,
  'twenty five': 25,
  half: 30,
};
const MINUTES_AFTER_HOUR: Record<string, number> = {
  'oh five': 5,
  ten: 10,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  'forty five': 45,
  fifty: 50,
};

const HOUR = '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';
/** Morning or afternoon said after the time: "in the evening", "at night", "pm", "a.m.". */
const PERIOD =
  "(?:\\s*o'?clock)?(?:\\s+(in the (?:morning|afternoon|evening)|at night|tonight)|\\s*(am|pm|a\\.m\\.|p\\.m\\.)(?![\\p{L}]))?";
/**
 * What may follow minutes past or to an hour said without morning or afternoon, so "ten to twelve people" and "five to
 * ten minutes" stay numbers.
 */
const ENDS =
  /^\s*(?:[,.;:!?)]|$|(?:and|on|tomorrow|today|tonight|next|this|every|each|please|for|with|to|until|till|sharp|then|so|or|but)\b)/i;

/** A word that says when, right before a time ("at ten to nine", "by five past", "until twenty to six"). */
const WHEN_BEFORE = /\b(?:at|by|until|till|from|before|after|around|about|since|it's|it is|for)\s+$/i;

/** "half past three", "quarter to five", "twenty past 6": minutes past or to an hour. */
const PAST_TO = new RegExp(
  `\\b(a quarter|quarter|half|five|ten|twenty(?:[- ]five)?)\\s+(past|after|to|till|before)\\s+${HOUR}\\b${PERIOD}`,
  'giu',
);
/** "half nine", "half six in the evening": British for half past the hour (never "half an hour", "half a dozen"). */
const HALF_HOUR = new RegExp(
  `\\bhalf\\s+(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\\b${PERIOD}`,
  'giu',
);
/** "seven o'clock", "7 in the evening", "eleven at night", "seven thirty pm", "ten am". */
const HOUR_SAID = new RegExp(
  `\\b${HOUR}(?:\\s+(oh five|ten|fifteen|twenty|thirty|forty[- ]five|fifty))?(?=(\\s*o'?clock)|\\s+in the|\\s+at night|\\s+tonight|\\s*(?:am|pm|a\\.m\\.|p\\.m\\.)(?![\\p{L}]))${PERIOD}`,
  'giu',
);

/** An hour said in digits or as a word (HOUR only lets one to twelve through). */
const hourOf = (said: string) => WORD_NUMBERS[said.toLowerCase()] ?? Number(said);

/** The hour on a 24-hour clock, from a 12-hour one and what the words say of the half of the day. */
export function dayHalf(
  hour: number,
  period: string | undefined,
  meridiem: string | undefined,
): [number, string | undefined] {
  const p = (period ?? meridiem ?? '').toLowerCase();
  if (p === 'at night') return [hour === 12 ? 0 : hour >= 6 && hour < 12 ? hour + 12 : hour, undefined];
  if (/morning|^a\.?m/.test(p)) return [hour === 12 ? 0 : hour, undefined];
  if (/afternoon|evening|tonight|^p\.?m/.test(p)) return [hour < 12 ? hour + 12 : hour, undefined];
  // Neither said: an hour from 1 to 6 is read in the afternoon, 7 to 11 in the morning (the waking day).
  if (hour >= 1 && hour <= 6) return [hour + 12, 'afternoon assumed: morning or afternoon not said'];
  if (hour >= 7 && hour <= 11) return [hour, 'morning assumed: morning or afternoon not said'];
  return [hour, undefined];
}

/** Every clock time said in words in the text, in order (digits with a colon or am/pm are read elsewhere). */
export function findSpokenTimes(text: string): SpokenTime[] {
  const pastTo: SpokenTime[] = [];
  for (const m of text.matchAll(PAST_TO)) {
    const minutes = MINUTE_WORDS[m[1]!.toLowerCase().replace(/\s+/g, ' ')]!;
    let hour = hourOf(m[3]!);
    if (hour < 1 || hour > 12) continue;
    const end = m.index + m[0].length;
    const plain = !m[4] && !m[5] && !/o'?clock$/i.test(m[0]);
    if (plain && !ENDS.test(text.slice(end))) continue;
    // "Add five to ten": minutes said as a bare number word are a time only after a word that says when.
    if (plain && !/quarter|half/i.test(m[1]!) && !WHEN_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index)))
      continue;
    const before = /^(?:to|till|before)$/i.test(m[2]!);
    if (before) hour = hour === 1 ? 12 : hour - 1;
    const [hours, assumed] = dayHalf(hour, m[4], m[5]);
    pastTo.push({ hours, minutes: before ? 60 - minutes : minutes, index: m.index, end, assumed });
  }
  const hourSaid: SpokenTime[] = [];
  for (const m of text.matchAll(HOUR_SAID)) {
    const hour = hourOf(m[1]!);
    // "three in the box": "in the" that names no half of the day makes no time.
    if (hour < 1 || hour > 12 || (!m[3] && !m[4] && !m[5])) continue;
    const minutes = m[2] ? (MINUTES_AFTER_HOUR[m[2].toLowerCase().replace('-', ' ')] ?? 0) : 0;
    const [hours, assumed] = dayHalf(hour, m[4], m[5]);
    hourSaid.push({ hours, minutes, index: m.index, end: m.index + m[0].length, assumed });
  }
  const half: SpokenTime[] = [];
  for (const m of text.matchAll(HALF_HOUR)) {
    const end = m.index + m[0].length;
    // "half six people": without a half of the day, only a time when the clause goes on as times do.
    if (!m[2] && !m[3] && !ENDS.test(text.slice(end))) continue;
    const [hours, assumed] = dayHalf(hourOf(m[1]!), m[2], m[3]);
    half.push({ hours, minutes: 30, index: m.index, end, assumed });
  }
  const minutesSaid = [...pastTo, ...notOverlapping(pastTo, half)].sort((a, b) => a.index - b.index);
  const words = [...minutesSaid, ...notOverlapping(minutesSaid, hourSaid)].sort((a, b) => a.index - b.index);
  const midday = [...text.matchAll(/\bmidday\b/gi)].map((m) => ({
    hours: 12,
    minutes: 0,
    index: m.index,
    end: m.index + 6,
  }));
  return [...words, ...notOverlapping(words, midday)].sort((a, b) => a.index - b.index);
}
