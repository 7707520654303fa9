// Counts of how often: "compounded monthly" is 12 a year, "twice a day" is 2 per day.
import type { Evidence } from '../understand/evidence.ts';
import { describe, type JsonSchema } from '../understand/schema-view.ts';
import { identifierWords } from '../understand/text.ts';
import { WORD_NUMBERS } from '../understand/number-words.ts';
import type { Found } from './found.ts';

/** How many times a year a word for how often says. */
const PER_YEAR: Record<string, number> = {
  daily: 365,
  weekly: 52,
  fortnightly: 26,
  monthly: 12,
  quarterly: 4,
  'semi-annually': 2,
  semiannually: 2,
  'half-yearly': 2,
  annually: 1,
  yearly: 1,
};

/**
 * "compounded monthly" for a number of compounding periods a year: a parameter whose name or description counts times
 * per year (or per period of compounding) takes what the word for how often says (12 for monthly, 4 for quarterly).
 */
export function timesPerYear(name: string, schema: JsonSchema, ev: Evidence): Found | undefined {
  const about = `${identifierWords(name).join(' ')} ${describe('', schema)}`.toLowerCase();
  if (!/\b(?:per year|a year|each year|per annum|compound\w*|frequency)\b/.test(about)) return undefined;
  if (!/\b(?:times|periods|number|frequency|compounding|compounds|n)\b/.test(about)) return undefined;
  const m = /\b(daily|weekly|fortnightly|monthly|quarterly|semi-?annually|half-yearly|annually|yearly)\b/i.exec(
    ev.text,
  );
  // "at 7% annually": a word for how often right after a rate says what the rate is per, not how often it compounds.
  if (!m || /(?:%|\bper\s?cent)\s*$/i.test(ev.text.slice(Math.max(0, m.index - 12), m.index))) return undefined;
  const at = { start: m.index, end: m.index + m[0].length };
  if (!ev.isFree(at)) return undefined;
  ev.take(at);
  return { value: PER_YEAR[m[1]!.toLowerCase()]!, source: m[0] };
}

/** How many times "once", "twice" and "thrice" say. */
const TIMES_WORDS: Record<string, number> = { once: 1, twice: 2, thrice: 3 };

/**
 * "twice a day" for `doses_per_day`, "three times a week" for `sessions_per_week`: a count per day, week, month or
 * year (the name says "per" and the span) takes how many times the request says it happens in that span.
 */
export function timesPerSpan(name: string, ev: Evidence): Found | undefined {
  const words = identifierWords(name);
  const per = words.indexOf('per');
  const span = per >= 0 ? words[per + 1] : undefined;
  if (!span || !/^(?:day|week|month|year|hour)$/.test(span)) return undefined;
  const m = new RegExp(
    `\\b(once|twice|thrice|(\\d+|${Object.keys(WORD_NUMBERS).join('|')})\\s+times)\\s+(?:a|an|per|each|every)\\s+${span}\\b`,
    'i',
  ).exec(ev.text);
  if (!m) return undefined;
  // No freedom check: "three times" was set aside as a count of no parameter's thing before parameters were read.
  const at = { start: m.index, end: m.index + m[0].length };
  const count =
    m[2] === undefined ? TIMES_WORDS[m[1]!.toLowerCase()]! : Number(m[2]) || WORD_NUMBERS[m[2].toLowerCase()]!;
  ev.take(at);
  return { value: count, source: m[0] };
}
