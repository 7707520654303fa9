// Spotting typed values in text: numbers with units, option mentions (with synonyms), dates.

export interface NumberMention {
  value: number;
  unit: string;
  index: number;
}

const NUMBER = /(?<![\p{L}\d.])(-?\d+(?:[.,]\d+)?)(?:\s*(°\s*[CFK]|%|[\p{L}$€£]+))?/giu;

export function findNumbers(text: string): NumberMention[] {
  return [...text.matchAll(NUMBER)].map((m) => ({
    value: Number(m[1]!.replace(',', '.')),
    unit: (m[2] ?? '').toLowerCase().replace(/\s+/g, ''),
    index: m.index,
  }));
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
};

export interface OptionMention {
  value: unknown;
  index: number;
}

/** Where each option is mentioned, in text order (an option may appear more than once). */
export function findOptionMentions(text: string, options: unknown[]): OptionMention[] {
  const lower = text.toLowerCase();
  const out: OptionMention[] = [];
  for (const value of options) {
    const label = String(value).toLowerCase();
    const spellings = [label, label.replace(/_/g, ' '), ...(SYNONYMS[label] ?? [])];
    for (const spelling of new Set(spellings)) {
      const escaped = spelling.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      // "°c" starts with a non-letter, so only its end needs a boundary; "18°C" must still match.
      const before = /^[\p{L}\p{N}]/u.test(spelling) ? '(?<![\\p{L}\\p{N}])' : '';
      for (const m of lower.matchAll(new RegExp(`${before}${escaped}(?![\\p{L}])`, 'gu'))) out.push({ value, index: m.index });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

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
  if (weekday >= 0) return shift(((weekday - now.getUTCDay() + 7) % 7) || 7);
  const monthDay = lower.match(new RegExp(`\\b(${MONTHS.join('|')})\\s+(\\d{1,2})\\b`));
  if (monthDay) {
    const month = MONTHS.indexOf(monthDay[1]!);
    let date = new Date(Date.UTC(now.getUTCFullYear(), month, Number(monthDay[2])));
    if (date.getTime() < now.getTime() - 86_400_000) date = new Date(Date.UTC(now.getUTCFullYear() + 1, month, Number(monthDay[2])));
    return isoDate(date);
  }
  return undefined;
}

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}
