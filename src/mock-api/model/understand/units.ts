// Units of measure: which unit a numeric parameter expects (from its name or description) and converting a stated amount to it.
import { WORD_NUMBERS } from './number-words.ts';

type Dimension = 'length' | 'mass' | 'time' | 'volume' | 'ratio' | 'temperature';

/**
 * Each spelling of a unit, with its dimension and its size in the dimension's base unit (metre, kilogram, second,
 * litre, a plain ratio, kelvin), and for temperatures where its zero lies in kelvin.
 */
const UNITS: [Dimension, number, string[], number?][] = [
  ['length', 0.001, ['mm', 'millimeter', 'millimeters', 'millimetre', 'millimetres']],
  ['length', 0.01, ['cm', 'centimeter', 'centimeters', 'centimetre', 'centimetres']],
  ['length', 1, ['m', 'meter', 'meters', 'metre', 'metres']],
  ['length', 1000, ['km', 'kms', 'kilometer', 'kilometers', 'kilometre', 'kilometres']],
  ['length', 0.0254, ['in', 'inch', 'inches']],
  ['length', 0.3048, ['ft', 'foot', 'feet']],
  ['length', 1609.344, ['mi', 'mile', 'miles']],
  ['mass', 0.000001, ['mg', 'milligram', 'milligrams', 'milligramme', 'milligrammes']],
  ['mass', 0.001, ['g', 'gram', 'grams', 'gramme', 'grammes']],
  ['mass', 1, ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes']],
  ['mass', 0.45359237, ['lb', 'lbs', 'pound', 'pounds']],
  ['mass', 0.028349523125, ['oz', 'ounce', 'ounces']],
  ['time', 0.001, ['ms', 'millisecond', 'milliseconds']],
  ['time', 1, ['s', 'sec', 'secs', 'second', 'seconds']],
  ['time', 60, ['min', 'mins', 'minute', 'minutes']],
  ['time', 3600, ['h', 'hr', 'hrs', 'hour', 'hours']],
  // A stay's nights count as days: "a week" is 7 nights.
  ['time', 86_400, ['day', 'days', 'night', 'nights']],
  ['time', 604_800, ['week', 'weeks']],
  ['time', 1_209_600, ['fortnight', 'fortnights']],
  ['volume', 0.001, ['ml', 'milliliter', 'milliliters', 'millilitre', 'millilitres']],
  ['volume', 1, ['l', 'liter', 'liters', 'litre', 'litres']],
  ['ratio', 0.01, ['%', 'percent', 'pct', 'percentage']],
  ['temperature', 1, ['°c', 'celsius', 'centigrade'], 273.15],
  ['temperature', 5 / 9, ['°f', 'fahrenheit'], 255.372222],
  ['temperature', 1, ['°k', 'kelvin', 'kelvins'], 0],
];

export interface Unit {
  dimension: Dimension;
  size: number;
  /** Where the unit's zero lies in the base unit (temperatures only). */
  zero?: number;
}

/** A ratio written as a plain number: "as a decimal", "a fraction", "between 0 and 1". */
const DECIMAL: Unit = { dimension: 'ratio', size: 1 };

const BY_SPELLING = new Map<string, Unit>();
for (const [dimension, size, spellings, zero] of UNITS)
  for (const s of spellings) BY_SPELLING.set(s, zero === undefined ? { dimension, size } : { dimension, size, zero });

/** Each spelling's row of spellings: "mi" → mile, miles. */
const SPELLINGS_BY_SPELLING = new Map<string, readonly string[]>();
for (const [, , spellings] of UNITS) for (const s of spellings) SPELLINGS_BY_SPELLING.set(s, spellings);
/** Spellings that are everyday words or letters too ("in", "m"): an option is not said by them. */
const WORD_LIKE_SPELLINGS = new Set(['in', 'm', 'g', 'l', 's', 'h']);
/** A temperature scale written as its letter, as enums often do (`["C", "F", "K"]`). */
const SCALE_LETTERS: Record<string, string> = { c: '°c', f: '°f', k: '°k' };

/** Rows that hold two words of one size ("day", "night"): an option is said by its own word's forms only. */
const OWN_WORD_FORMS: readonly (readonly string[])[] = [
  ['day', 'days'],
  ['night', 'nights'],
];

/**
 * The other spellings of the unit an option is written as ("mi" is said "miles", "C" "Celsius"): none for a word
 * that names no unit, nor for one letter other than a temperature scale's ("m", "s", "l" are as often sizes).
 */
export function spellingsOfUnit(label: string): readonly string[] {
  const w = label.toLowerCase();
  const spelling = SCALE_LETTERS[w] ?? (w.length >= 2 ? w : undefined);
  const row =
    OWN_WORD_FORMS.find((forms) => forms.includes(w)) ??
    (spelling === undefined ? undefined : SPELLINGS_BY_SPELLING.get(spelling));
  return row?.filter((s) => s !== w && !WORD_LIKE_SPELLINGS.has(s)) ?? [];
}

/**
 * The spellings of each one-letter unit option ("m", "g", "l") whose list holds another unit of the same dimension
 * (`["km", "m", "mi"]`): there it is that unit, not a size. One pass over the list.
 */
export function letterUnitSpellings(options: readonly unknown[]): ReadonlyMap<string, readonly string[]> {
  const labels = options.map((o) => String(o).toLowerCase());
  const dimensions = new Set(labels.filter((l) => l.length >= 2).map((l) => BY_SPELLING.get(l)?.dimension));
  const out = new Map<string, readonly string[]>();
  for (const w of labels) {
    const unit = w.length === 1 && !SCALE_LETTERS[w] ? BY_SPELLING.get(w) : undefined;
    if (unit && dimensions.has(unit.dimension))
      out.set(
        w,
        SPELLINGS_BY_SPELLING.get(w)!.filter((s) => s !== w),
      );
  }
  return out;
}

/** The unit a word names ("km", "minutes"); a bare "m" is minutes where a time is expected, else metres. */
export function unitOf(word: string, expected?: Dimension): Unit | undefined {
  const w = word.toLowerCase();
  if (w === 'm' && expected === 'time') return BY_SPELLING.get('min');
  return BY_SPELLING.get(w);
}

/**
 * The unit a numeric parameter expects: a unit word in its name (`height_cm`, `duration_minutes`) or its description
 * ("in kilograms", "in seconds"). Undefined when it names none, or names units of two different sizes.
 */
export function expectedUnit(nameWords: readonly string[], description: string): Unit | undefined {
  // One-letter words in names are too often something else (`x`, `m` of `m_count`) to count as units.
  // `days_per_week` counts days: the unit after "per" is what the count is spread over, not its own unit.
  // "Yearly interest rate as a decimal, e.g. 0.05 for 5%", "in decimal form", "(0.15 for 15%)": a percentage is divided
  // by 100.
  if (
    /\b(?:as|in)\s+(?:a\s+)?(?:decimal|fraction)\b|\bdecimal\s+form\b|\bbetween\s+0(?:\.0)?\s+and\s+1\b|\b0(?:\.0)?\s*(?:-|to)\s*1(?:\.0)?\b|\b0?\.\d+\s+(?:for|is|means|=)\s+\d+(?:\.\d+)?\s*%/i.test(
      description,
    )
  )
    return DECIMAL;
  const per = nameWords.indexOf('per');
  const own = per >= 0 ? nameWords.slice(0, per) : nameWords;
  const fromName = own
    .filter((w) => w.length > 1)
    .map((w) => BY_SPELLING.get(w))
    .filter((u) => u !== undefined);
  if (fromName.length > 0) return fromName[fromName.length - 1];
  if (per >= 0) return undefined;
  // "Beats per minute" is a rate, not an amount in minutes: only "in", "as" and "of" name the value's unit.
  const said = [...description.toLowerCase().matchAll(/\b(?:in|as|of)\s+([a-z]+)\b/g)]
    .map((m) => BY_SPELLING.get(m[1]!))
    .filter((u) => u !== undefined);
  return said.length > 0 && said.every((u) => u.size === said[0]!.size && u.dimension === said[0]!.dimension)
    ? said[0]
    : undefined;
}

/** `value` given in `from`, written in `to` (same dimension), rounded to 6 decimals; undefined when they do not convert. */
export function convert(value: number, from: Unit, to: Unit): number | undefined {
  if (from.dimension !== to.dimension) return undefined;
  return Number(((value * from.size + (from.zero ?? 0) - (to.zero ?? 0)) / to.size).toFixed(6));
}

/** An amount of a unit written in words: "an hour and a half", "half a litre", "a week", "hour-long", "2 and a half km". */
export interface SpelledAmount {
  value: number;
  unit: string;
  index: number;
  end: number;
}

const UNIT_WORD = `(${[...BY_SPELLING.keys()]
  .filter((w) => w.length > 1 && /^[a-z]+$/.test(w))
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
/** "a litre", "three metres": an article or a number word from one to ten before a unit. */
const COUNTS: Record<string, number> = {
  a: 1,
  an: 1,
  ...Object.fromEntries(Object.entries(WORD_NUMBERS).filter(([, n]) => n >= 1 && n <= 10)),
};
const SPELLED: [RegExp, (m: RegExpMatchArray) => number][] = [
  [
    new RegExp(
      `\\b(\\d+(?:\\.\\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten)\\s+(?:${UNIT_WORD}\\s+and\\s+a\\s+half|and\\s+a\\s+half\\s+${UNIT_WORD})\\b`,
      'gi',
    ),
    (m) => (COUNTS[m[1]!.toLowerCase()] ?? Number(m[1])) + 0.5,
  ],
  [new RegExp(`\\bhalf\\s+(?:an?\\s+)?${UNIT_WORD}\\b`, 'gi'), () => 0.5],
  [new RegExp(`\\b${UNIT_WORD}-long\\b`, 'gi'), () => 1],
  // "a single night", "for a single day": one of the unit.
  [new RegExp(`\\b(?:an?\\s+)?single\\s+${UNIT_WORD}\\b`, 'gi'), () => 1],
  // "a week", but not the "a week" of a rate ("three days a week", "twice a week"); "a whole week", "a full day" too.
  [
    new RegExp(
      `(?<!\\b(?:${UNIT_WORD}|times|twice|once|per|every|each)\\s+)\\ban?\\s+(?:(?:whole|full|entire)\\s+)?${UNIT_WORD}\\b`,
      'gi',
    ),
    () => 1,
  ],
];

export function spelledAmounts(text: string): SpelledAmount[] {
  const out: SpelledAmount[] = [];
  for (const [re, value] of SPELLED) {
    for (const m of text.matchAll(re)) {
      const end = m.index + m[0].length;
      if (out.some((o) => m.index < o.end && end > o.index)) continue;
      const unit = m.slice(2).find((g) => g !== undefined) ?? m[1]!;
      out.push({ value: value(m), unit: unit.toLowerCase(), index: m.index, end });
    }
  }
  return out;
}
