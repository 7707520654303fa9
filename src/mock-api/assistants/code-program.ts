// code_interpreter's author: turns a maths or data question into a short Python program (as the real tool writes) and its output into an answer.

export interface CodePlan {
  /** The Python program the step shows and the sandbox runs (what it prints is the step's log). */
  program: string;
  /** The answer text once the program has run, from its log lines. */
  answer(logs: readonly string[]): string;
}

const NUM = String.raw`\d+(?:\.\d+)?`;
/**
 * `3x + 11 = 14`, `2y - 4 = 10`, `x + 1 = 5`, `-x/2 ...` is left to the arithmetic case. Linear on any text: no two
 * neighbouring quantifiers can trade characters, and a match starts only on a sign, a digit that begins a number, `*`
 * or a letter (a long run of spaces or digits is crossed once, not once per starting position).
 */
const LINEAR = new RegExp(
  String.raw`(?<![\d.])(?:((?:-\s*)?${NUM})\s*)?(?:\*\s*)?([a-z])\s*([+-])\s*(${NUM})\s*=\s*((?:-\s*)?(?<![\d.])${NUM})`,
  'i',
);
/** Stretches of characters an arithmetic expression is made of (`12 * (3 + 4)`, `2^10`); each is read once, whole. */
const EXPRESSION_RUN = /[\d\s.()+\-*/^%]+/g;
const OPERATOR = /[+\-*/^%]/;
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
  return {
    program,
    answer: (logs) =>
      logs.length > 1
        ? `Here are the statistics of ${numbers.join(', ')}:\n\n${logs.map((l) => `- ${l}`).join('\n')}`
        : failed(logs),
  };
}

function arithmetic(question: string): CodePlan | null {
  const expression = arithmeticExpression(question);
  if (expression === null) return null;
  const program = [
    `# Evaluate ${expression}`,
    `result = ${pyNumbers(expression).replace(/\^/g, '**')}`,
    'print(result)',
  ].join('\n');
  return { program, answer: (logs) => (logs[0] ? `\`${expression}\` = \`${logs[0]}\`.` : failed(logs)) };
}

/**
 * The first expression with an operator: from the first digit or `(` of a stretch to its last digit or `)`, an operator
 * between them. The same text a single pattern `[\d(][…]*[op][…]*[\d)]` finds, without its cubic backtracking.
 */
function arithmeticExpression(question: string): string | null {
  for (const [run] of question.matchAll(EXPRESSION_RUN)) {
    const start = run.search(/[\d(]/);
    let end = run.length - 1;
    while (end > start && !/[\d)]/.test(run[end]!)) end -= 1;
    if (start >= 0 && OPERATOR.test(run.slice(start + 1, end))) return run.slice(start, end + 1).trim();
  }
  return null;
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
