// code_interpreter's author: turns a maths or data question into a short Python program (as the real tool writes) and its output into an answer.

export interface CodePlan {
  /** The Python program the step shows and the sandbox runs (what it prints is the step's log). */
  program: string;
  /** The answer text once the program has run, from its log lines. */
  answer(logs: readonly string[]): string;
}

const NUM = String.raw`\d+(?:\.\d+)?`;
/** `3x + 11 = 14`, `2y - 4 = 10`, `x + 1 = 5`, `-x/2 ...` is left to the arithmetic case. */
const LINEAR = new RegExp(String.raw`(-?\s*${NUM})?\s*\*?\s*([a-z])\s*([+-])\s*(${NUM})\s*=\s*(-?\s*${NUM})`, 'i');
/** An arithmetic expression with at least one operator, e.g. `12 * (3 + 4)` or `2^10`. */
const ARITHMETIC = /[\d(][\d\s.()+\-*/^%]*[+\-*/^%][\d\s.()+\-*/^%]*[\d)]/;
const STATS_WORDS = /\b(mean|average|median|sum|total|max(?:imum)?|min(?:imum)?|standard deviation)\b/i;

/** The program for `question`, or null when it is not a question a program answers. */
export function planCode(question: string): CodePlan | null {
  return linear(question) ?? stats(question) ?? arithmetic(question);
}

function linear(question: string): CodePlan | null {
  const m = LINEAR.exec(question);
  if (!m) return null;
  const a = m[1] ? Number(m[1].replace(/\s+/g, '')) : 1;
  const variable = m[2]!;
  const b = Number(`${m[3]}${m[4]}`);
  const c = Number(m[5]!.replace(/\s+/g, ''));
  const equation = m[0].trim();
  // Fractions keep the answer exact: 3x + 11 = 14 prints x = 1, and 3x = 7 prints 7/3 rather than 2.3333333333333335.
  const program = [
    `# Solve ${equation} for ${variable}`,
    'from fractions import Fraction',
    '',
    `a = ${fraction(a)}`,
    `b = ${fraction(b)}`,
    `c = ${fraction(c)}`,
    `${variable} = (c - b) / a`,
    `print(f"${variable} = {${variable}}")`,
  ].join('\n');
  return {
    program,
    answer: (logs) => (logs[0] ? `The solution to the equation \`${equation}\` is \`${logs[0]}\`.` : failed(logs)),
  };
}

function stats(question: string): CodePlan | null {
  const numbers = question.match(/-?\d+(?:\.\d+)?/g);
  if (!STATS_WORDS.test(question) || !numbers || numbers.length < 2) return null;
  const program = [
    'import statistics',
    '',
    `data = [${numbers.map(pyNumber).join(', ')}]`,
    'print(f"count = {len(data)}")',
    'print(f"sum = {sum(data)}")',
    'print(f"mean = {statistics.mean(data)}")',
    'print(f"median = {statistics.median(data)}")',
    'print(f"min = {min(data)}, max = {max(data)}")',
    'print(f"standard deviation = {statistics.pstdev(data):.4f}")',
  ].join('\n');
  return { program, answer: (logs) => (logs.length > 1 ? `Here are the statistics of ${numbers.join(', ')}:\n\n${logs.map((l) => `- ${l}`).join('\n')}` : failed(logs)) };
}

function arithmetic(question: string): CodePlan | null {
  const m = ARITHMETIC.exec(question);
  if (!m) return null;
  const expression = m[0].trim();
  const program = [`# Evaluate ${expression}`, `result = ${pyNumbers(expression).replace(/\^/g, '**')}`, 'print(result)'].join('\n');
  return { program, answer: (logs) => (logs[0] ? `\`${expression}\` = \`${logs[0]}\`.` : failed(logs)) };
}

/** A number as a Python literal: Python refuses leading zeros (`007`), which a question may well have. */
function pyNumber(text: string): string {
  return text.replace(/(?<![\d.])0+(?=\d)/g, '');
}

function pyNumbers(expression: string): string {
  return expression.replace(/\d+(?:\.\d+)?/g, pyNumber);
}

/** An exact Fraction literal: a decimal goes in as a string, so 0.1 stays one tenth instead of the nearest float. */
function fraction(value: number): string {
  return Number.isInteger(value) ? `Fraction(${value})` : `Fraction("${value}")`;
}

function failed(logs: readonly string[]): string {
  return `The program did not print a result${logs.length ? `: ${logs.join(' ')}` : '.'}`;
}
