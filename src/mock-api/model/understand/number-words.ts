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

/** A number said in several words ("thirty-two", "one hundred and twenty", "four point five"), where it stands. */
export interface CompoundNumber {
  value: number;
  index: number;
  end: number;
}

interface Token {
  word: string;
  index: number;
  end: number;
  /** What stands between this word and the one before it: ' ', '-', or anything else (which breaks a number). */
  gap: string;
}

const UNITS = (n: number | undefined): n is number => n !== undefined && n >= 1 && n <= 9;
const TENS = (n: number | undefined): n is number => n !== undefined && n >= 20 && n <= 90 && n % 10 === 0;

/**
 * One to ninety-nine from tokens[i]: a unit, a teen, a ten, or a ten joined to a unit ("thirty-two", "forty five").
 * Returns the value and the next token's position, or undefined.
 */
function belowHundred(tokens: Token[], i: number): [number, number] | undefined {
  const n = WORD_NUMBERS[tokens[i]?.word ?? ''];
  if (n === undefined || n < 1 || n > 90 || tokens[i]!.word === 'dozen') return undefined;
  const next = WORD_NUMBERS[tokens[i + 1]?.word ?? ''];
  // "twenty three-day passes" counts passes of three days: a unit hyphenated to the next word is not joined by a space.
  const joined = tokens[i + 1]?.gap === '-' || (tokens[i + 1]?.gap === ' ' && tokens[i + 2]?.gap !== '-');
  if (TENS(n) && UNITS(next) && joined) return [n + next, i + 2];
  return [n, i + 1];
}

/** One to 999: "seven", "a hundred", "two hundred and six". */
function belowThousand(tokens: Token[], i: number): [number, number] | undefined {
  const lead = tokens[i]?.word === 'a' ? ([1, i + 1] as [number, number]) : belowHundred(tokens, i);
  if (!lead) return undefined;
  const [n, j] = lead;
  if (!UNITS(n) || tokens[j]?.word !== 'hundred' || tokens[j]!.gap !== ' ')
    return tokens[i]!.word === 'a' ? undefined : lead;
  const hundreds = n * 100;
  const and = tokens[j + 1]?.word === 'and' && tokens[j + 1]!.gap === ' ' ? 1 : 0;
  const rest = tokens[j + 1 + and]?.gap === ' ' ? belowHundred(tokens, j + 1 + and) : undefined;
  return rest ? [hundreds + rest[0], rest[1]] : [hundreds, j + 1];
}

/** One to 999,999: "two thousand and eighteen", "twelve thousand five hundred". */
function belowMillion(tokens: Token[], i: number): [number, number] | undefined {
  const lead = belowThousand(tokens, i);
  if (!lead) return undefined;
  const [n, j] = lead;
  if (tokens[j]?.word !== 'thousand' || tokens[j]!.gap !== ' ') return lead;
  const and = tokens[j + 1]?.word === 'and' && tokens[j + 1]!.gap === ' ' ? 1 : 0;
  const rest = tokens[j + 1 + and]?.gap === ' ' ? belowThousand(tokens, j + 1 + and) : undefined;
  return rest ? [n * 1000 + rest[0], rest[1]] : [n * 1000, j + 1];
}

/** "eighteen and a half", "forty and a half": a half said after a whole number (its unit may follow). */
function andAHalf(tokens: Token[], i: number): [number, number] | undefined {
  const said = ['and', 'a', 'half'].every((w, k) => tokens[i + k]?.word === w && tokens[i + k]!.gap === ' ');
  return said ? [0.5, i + 3] : undefined;
}

/** "point five", "point two five": the digits said one by one after "point". */
function decimals(tokens: Token[], i: number): [number, number] | undefined {
  if (tokens[i]?.word !== 'point' || tokens[i]!.gap !== ' ') return undefined;
  let digits = '';
  let j = i + 1;
  for (; tokens[j]?.gap === ' ' && WORD_NUMBERS[tokens[j]!.word]! <= 9; j++)
    digits += String(WORD_NUMBERS[tokens[j]!.word]);
  return digits ? [Number(`0.${digits}`), j] : undefined;
}

/**
 * Numbers said in more than one word. Only the regular shapes of English counting are read, left to right in one
 * pass over the words (linear in the text): a single number word is left to the plain number reader.
 */
export function compoundNumbers(text: string): CompoundNumber[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const m of text.matchAll(/\p{L}+/gu)) {
    tokens.push({
      word: m[0].toLowerCase(),
      index: m.index,
      end: m.index + m[0].length,
      gap: text.slice(last, m.index),
    });
    last = m.index + m[0].length;
  }
  const out: CompoundNumber[] = [];
  for (let i = 0; i < tokens.length; ) {
    const whole =
      belowMillion(tokens, i) ?? (tokens[i]!.word === 'zero' ? ([0, i + 1] as [number, number]) : undefined);
    if (!whole) {
      i++;
      continue;
    }
    const [n, j] = whole;
    const fraction = decimals(tokens, j) ?? andAHalf(tokens, j);
    const [value, end] = fraction ? [n + fraction[0], fraction[1]] : [n, j];
    if (end - i > 1) out.push({ value, index: tokens[i]!.index, end: tokens[end - 1]!.end });
    i = end;
  }
  return out;
}
