// Numbers said as words ("seven", "twenty", "a dozen"), as the model's number, unit and clock-time readers take them.

export const WORD_NUMBERS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  dozen: 12,
};

/** Scale words that multiply what comes before them ("two thousand", "eight hundred"). */
const SCALE_WORDS: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000 };
const SAID = [...Object.keys(WORD_NUMBERS), 'thousand', 'million', 'point', 'and', 'a', 'half'];
const WORD_RUN = new RegExp(
  `(?<![\\p{L}])(?:${SAID.join('|')})(?:(?:\\s+|-)(?:${SAID.join('|')}))*(?![\\p{L}])`,
  'giu',
);

/** A number said in several words, where it starts and ends in the text. */
export interface SaidNumber {
  value: number;
  index: number;
  end: number;
}

/**
 * Numbers said in more than one word: "twenty-five", "eight hundred", "two thousand", "four point two", "eighteen and
 * a half". Each word must build on the one before (a smaller word after a tens word, a scale after a number, digits
 * after "point"), so "one two three" or "one and two" is no number of several words. Runs of one word are left to the
 * one-word reader.
 */
export function saidNumbers(text: string): SaidNumber[] {
  const out: SaidNumber[] = [];
  for (const m of text.matchAll(WORD_RUN)) {
    const parts = [...m[0].matchAll(/\p{L}+/gu)].map((w) => ({ word: w[0].toLowerCase(), at: m.index + w.index }));
    const words = parts.map((p) => p.word);
    let i = 0;
    while (i < parts.length) {
      const read = readNumber(words, i);
      if (read && read.used >= 2) {
        const last = parts[i + read.used - 1]!;
        out.push({ value: read.value, index: parts[i]!.at, end: last.at + last.word.length });
        i += read.used;
      } else i++;
    }
  }
  return out;
}

/** The number the words from `start` say, and how many words it took; undefined when the first is no number word. */
function readNumber(words: readonly string[], start: number): { value: number; used: number } | undefined {
  const first = WORD_NUMBERS[words[start]!];
  if (first === undefined || words[start] === 'dozen') return undefined;
  let total = 0;
  let current = first;
  let last = first;
  let i = start + 1;
  for (; i < words.length; i++) {
    const w = words[i]!;
    if (w in SCALE_WORDS) {
      const scale = SCALE_WORDS[w]!;
      // A scale grows what is before it: "hundred hundred" or "thousand thousand" is no number.
      if (scale <= last || (scale === 100 && current >= 100)) break;
      if (scale === 100) current *= 100;
      else {
        total += current * scale;
        current = 0;
      }
      last = scale;
      continue;
    }
    // "and a half" closes the number.
    if (w === 'and' && words[i + 1] === 'a' && words[i + 2] === 'half') {
      current += 0.5;
      i += 3;
      break;
    }
    if (w === 'point') {
      const digits: number[] = [];
      for (let k = i + 1; k < words.length && (WORD_NUMBERS[words[k]!] ?? 10) < 10; k++)
        digits.push(WORD_NUMBERS[words[k]!]!);
      if (digits.length === 0) break;
      current += Number(`0.${digits.join('')}`);
      i += 1 + digits.length;
      break;
    }
    // "two hundred and five": "and" joins a smaller number after a scale.
    const next = WORD_NUMBERS[w === 'and' && last >= 100 ? (words[i + 1] ?? '') : w];
    // A smaller word follows a tens word or a scale only: "twenty five", "hundred and five", never "ten five".
    if (
      next === undefined ||
      w === 'dozen' ||
      next >= Math.min(last, 100) ||
      (last < 100 && (last < 20 || last % 10 !== 0))
    )
      break;
    if (last >= 20 && last < 100 && next >= 10) break;
    if (w === 'and') i++;
    current += next;
    last = next;
  }
  return { value: total + current, used: i - start };
}
