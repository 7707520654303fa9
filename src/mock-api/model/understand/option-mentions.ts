// Spotting a parameter's options in text, by their spellings and synonyms.
import { memo, pattern } from '../memo.ts';
import { letterUnitSpellings, spellingsOfUnit } from './units.ts';

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
      // "sunroom" names `sun_room`: words of an option are often written as one word, when each is a word.
      ...(/^[a-z]{3,}(?:_[a-z]{3,})+$/.test(label) ? [label.replace(/_/g, '')] : []),
      ...(SYNONYMS[label] ?? []),
      // "mi" is said "miles", "C" "Celsius": an option written as a unit is said in any of its spellings.
      ...spellingsOfUnit(label),
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
  const read = options.length > READ_OPTIONS ? options.slice(0, READ_OPTIONS) : options;
  const letterUnits = letterUnitSpellings(read);
  for (const value of read) {
    for (const spelling of [...spellingsOf(value), ...(letterUnits.get(String(value).toLowerCase()) ?? [])]) {
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
