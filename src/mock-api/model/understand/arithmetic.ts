// Arithmetic a request asks for ("What is 2+2?", "12 times 7", "15% of 240", "2 to the power of 10"), written as the
// expression a calculator tool evaluates: numbers joined by + - * / and ** (or ^ where the tool writes powers so).
import { memo } from '../memo.ts';

export interface Arithmetic {
  /** The expression in operator form ("12 * 7", "15 / 100 * 240"). */
  expression: string;
  /** The words it was read from, as said. */
  said: string;
  start: number;
  end: number;
}

type Token =
  | { kind: 'number'; text: string; start: number; end: number }
  | { kind: 'op'; text: string; start: number; end: number }
  | { kind: 'open' | 'close'; start: number; end: number }
  | { kind: 'percentOf'; start: number; end: number }
  | { kind: 'root'; start: number; end: number }
  | { kind: 'squared' | 'cubed'; start: number; end: number };

/**
 * One token at a time, longest words first. Operators said in words are English; symbols are the usual ones (× and ÷
 * too). "x" is times only between two numbers ("3 x 4"), which the run's shape checks.
 */
const TOKEN =
  /(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)|(plus|\+)|(minus|−|-(?=\s*[\d(]))|(times|multiplied\s+by|×|\*|x(?=\s*\d))|(divided\s+by|over|÷|\/)|(to\s+the\s+power\s+of|raised\s+to(?:\s+the\s+power\s+of)?|\*\*|\^)|(modulo|mod|%(?=\s*\d))|(\()|(\))|(%\s*of|percent\s+of|per\s+cent\s+of)|(square\s+root\s+of|sqrt)|(squared)|(cubed)/giy;

const OPS = ['+', '-', '*', '/', '**', '%'] as const;

/** At most this many tokens make one expression (a request is a sentence or two; the scan stays linear). */
const MOST_TOKENS = 60;

function tokensFrom(text: string, at: number): Token[] {
  const out: Token[] = [];
  let i = at;
  while (i < text.length && out.length < MOST_TOKENS) {
    const space = /\s*/y;
    space.lastIndex = i;
    space.exec(text);
    const from = space.lastIndex;
    TOKEN.lastIndex = from;
    const m = TOKEN.exec(text);
    if (!m) break;
    const end = from + m[0].length;
    const g = m.slice(1).findIndex((x) => x !== undefined);
    if (g === 0) out.push({ kind: 'number', text: m[1]!.replace(/,/g, ''), start: from, end });
    else if (g >= 1 && g <= 6) out.push({ kind: 'op', text: OPS[g - 1]!, start: from, end });
    else if (g === 7) out.push({ kind: 'open', start: from, end });
    else if (g === 8) out.push({ kind: 'close', start: from, end });
    else if (g === 9) out.push({ kind: 'percentOf', start: from, end });
    else if (g === 10) out.push({ kind: 'root', start: from, end });
    else out.push({ kind: g === 11 ? 'squared' : 'cubed', start: from, end });
    i = end;
  }
  return out;
}

/**
 * The longest well-formed run from the first token: operand (operator operand)*, where an operand is a number, a
 * bracketed run, or a root of one; "N% of M" and "N squared" are operators of their own. Undefined unless it holds an
 * operator.
 */
function readRun(tokens: readonly Token[], power: string): { expression: string; used: number } | undefined {
  let i = 0;
  let ops = 0;
  const operand = (): string | undefined => {
    const t = tokens[i];
    if (!t) return undefined;
    if (t.kind === 'number') {
      i++;
      return t.text;
    }
    if (t.kind === 'root') {
      i++;
      const inner = operand();
      ops++;
      return inner === undefined ? undefined : `sqrt(${inner.replace(/^\((.*)\)$/, '$1')})`;
    }
    if (t.kind === 'open') {
      i++;
      const inner = run();
      if (inner === undefined || tokens[i]?.kind !== 'close') return undefined;
      i++;
      return `(${inner})`;
    }
    return undefined;
  };
  const run = (): string | undefined => {
    let left = operand();
    if (left === undefined) return undefined;
    for (;;) {
      const t = tokens[i];
      if (t?.kind === 'squared' || t?.kind === 'cubed') {
        i++;
        ops++;
        left = `${left} ${power} ${t.kind === 'squared' ? 2 : 3}`;
        continue;
      }
      if (t?.kind !== 'op' && t?.kind !== 'percentOf') return left;
      // An operator with no operand after it ends the run before it.
      const at = i;
      i++;
      const right = operand();
      if (right === undefined) {
        i = at;
        return left;
      }
      ops++;
      left =
        t.kind === 'percentOf' ? `${left} / 100 * ${right}` : `${left} ${t.text === '**' ? power : t.text} ${right}`;
    }
  };
  const expression = run();
  return expression !== undefined && ops > 0 ? { expression, used: i } : undefined;
}

/**
 * The first arithmetic the request asks for, or undefined. `power` is how the tool writes powers ("**" by default;
 * "^" where its description does). A number followed by a unit or noun is still an operand ("12 apples plus 3"): the
 * run is read over the numbers and operators only where they stand next to each other.
 */
export function arithmeticIn(text: string, power = '**'): Arithmetic | undefined {
  return readArithmetic(`${power}\u0000${text}`);
}

/** Read once per text and power: the plan asks for a request's arithmetic at each step of its reading. */
const readArithmetic = memo(64, (key: string): Arithmetic | undefined => {
  const cut = key.indexOf('\u0000');
  const power = key.slice(0, cut);
  const text = key.slice(cut + 1);
  const starts = /(?<![\p{L}\d.\-/:])(?:\d|\(|square\s+root\s+of|sqrt)/giu;
  for (const m of text.matchAll(starts)) {
    // "2026-03-01", "0161-496-0011": a date or a phone number, no subtraction.
    if (DATE_OR_PHONE.test(text.slice(m.index, m.index + 20))) continue;
    const tokens = tokensFrom(text, m.index);
    const read = readRun(tokens, power);
    if (!read) continue;
    const last = tokens[read.used - 1]!;
    if (readsAsRange(text, m.index, last.end)) continue;
    // "sqrt(16)": a root's bracket is its operand's, so the said words run to its close.
    return {
      expression: read.expression,
      said: text.slice(m.index, last.end),
      start: m.index,
      end: last.end,
    };
  }
  return undefined;
});

const DATE_OR_PHONE = /^\d{1,4}[-/.]\d{1,4}[-/.]\d{1,4}/;

/** Two numbers joined by a hyphen alone ("5-10", "3-1", "555-1234"). */
const HYPHENED_PAIR = /^\d+(?:\.\d+)?-\d+(?:\.\d+)?$/;
/** Words that ask for a calculation just before it ("what is", "calculate", "ile to", "oblicz"). */
const ASKS_TO_CALCULATE =
  /(?<!\p{L})(?:what(?:'s|\s+is)|how\s+much\s+is|calculate|compute|evaluate|work\s+out|solve|ile\s+(?:to|jest|wynosi)|oblicz|policz|계산)(?:\s{0,2}[:(])?\s{0,2}$/iu;

/**
 * "5-10 people", "won 3-1", "open 9-5", "555-1234": two numbers joined by a bare hyphen are a range, a score or a
 * number's parts, no subtraction, unless the words just before ask for a calculation ("What is 10-3?") or "=" follows.
 */
function readsAsRange(text: string, start: number, end: number): boolean {
  if (!HYPHENED_PAIR.test(text.slice(start, end))) return false;
  return !ASKS_TO_CALCULATE.test(text.slice(Math.max(0, start - 24), start)) && !/^\s*=/.test(text.slice(end, end + 4));
}

/** How a tool's description writes powers: "^" when it shows one ("e.g. 2^8"), else "**". */
export function powerOperatorOf(description: string): string {
  return /\d\s*\^\s*\d|\^/.test(description) && !/\*\*/.test(description) ? '^' : '**';
}
