// Days listed with their month said once ("3 and 4 May", "May 3 and 4"): one call per day, each with the month.
import type { ToolReader } from './readings.ts';
import { MONTH_WORD, WEEKDAY_WORD } from '../understand/date-mentions.ts';

const MONTH = `${MONTH_WORD}\\.?`;

/** A weekday said before a listed day ("Wednesday 6 and Thursday 7 October"): it names the day the number says. */
const WEEKDAY_BEFORE = `(?:${WEEKDAY_WORD}\\s)?`;

const DAY = `${WEEKDAY_BEFORE}(?:the\\s)?\\d{1,2}(?:st|nd|rd|th)?`;

/** Days listed before the month they share: "3 and 4 May 2029", "the 5th, the 6th and the 7th of June". */
const DAYS_THEN_MONTH = new RegExp(
  `(?<![\\p{L}\\d])(${DAY}(?:,\\s?${DAY})*(?:,\\s?|\\s)(?:and|&|or)\\s${DAY})\\s((?:of\\s)?${MONTH}(?:,?\\s\\d{4})?)(?![\\p{L}\\d])`,
  'iu',
);

/** Days listed after the month they share: "May 3 and 4, 2029", "March 3, 4 and 5". */
const MONTH_THEN_DAYS = new RegExp(
  `(?<![\\p{L}\\d])(${MONTH})\\s(${DAY}(?:,\\s?${DAY})*(?:,\\s?|\\s)(?:and|&|or)\\s${DAY})((?:,?\\s\\d{4})?)(?![\\p{L}\\d])`,
  'iu',
);

/**
 * "for 3 and 4 May 2029", "on the 5th and the 6th of June", "May 3 and 4": days listed with the month (and
 * year) said once for all of them. The part once per day, each with the month and year, when each reads whole and
 * gives its own arguments.
 */
export function dayRuns(reader: ToolReader, text: string): { variant: string; item: string; list: string }[] {
  const before = DAYS_THEN_MONTH.exec(text);
  const after = before ? null : MONTH_THEN_DAYS.exec(text);
  const m = before ?? after;
  if (!m) return [];
  const days = (before ? m[1]! : m[2]!)
    .split(/,|&|\b(?:and|or)\b/i)
    .map((d) => d.trim())
    .filter(Boolean);
  const items = days.map((d) => (before ? `${d} ${m[2]!.trim()}` : `${m[1]!} ${d.replace(/^the\s+/i, '')}${m[3]!}`));
  const variants = items.map((item) => text.slice(0, m.index) + item + text.slice(m.index + m[0].length));
  const reads = variants.map((v) => reader.read(v));
  if (reads.some((r) => !r.complete) || new Set(reads.map((r) => JSON.stringify(r.args))).size !== reads.length)
    return [];
  return variants.map((variant, i) => ({ variant, item: items[i]!, list: m[0] }));
}
