// Spotting numbers in text: digits or words, with the unit or the thing counted after them, degrees and signs.
import { spelledAmounts } from './units.ts';
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
    const afterCurrency = /[$€£]\s*$/.test(text.slice(0, m.index));
    const metres = m[2]?.toLowerCase() === 'm' && (m[3] !== undefined || !afterCurrency);
    // "300 K to Celsius": a capital K set apart from its number, with no thing counted after it, is kelvin, as the SI
    // writes it; "300K", "$300 K", "50 K followers" are thousands.
    const kelvin =
      m[2] === 'K' &&
      !afterCurrency &&
      /^\s/.test(text.slice(m.index + m[1]!.length)) &&
      (m[3] === undefined || /^(?:to|in|into|is|was|and|or|outside|inside)$/i.test(m[3]));
    const scale = m[2] && !metres && !kelvin ? SCALES[m[2].toLowerCase()]! : 1;
    const unit = kelvin
      ? '°k'
      : (metres && m[3] ? 'm' : (m[3] ?? (scale === 1 && m[2] ? m[2] : ''))).toLowerCase().replace(/\s+/g, '');
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
