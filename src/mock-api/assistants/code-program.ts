// code_interpreter's author: turns a maths or data question into a short JavaScript program and its output into an answer.

export interface CodePlan {
  /** The program the step shows and the sandbox runs (console.log output is the step's log). */
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
const LINEAR = new RegExp(String.raw`(?<![\d.])(?:((?:-\s*)?${NUM})\s*)?(?:\*\s*)?([a-z])\s*([+-])\s*(${NUM})\s*=\s*((?:-\s*)?(?<![\d.])${NUM})`, 'i');
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
  const program = [
    `// Solve ${equation} for ${variable}: subtract the constant from both sides, then divide by the coefficient.`,
    `const a = ${a};`,
    `const b = ${b};`,
    `const c = ${c};`,
    `const ${variable} = (c - b) / a;`,
    `console.log(\`${variable} = \${${variable}}\`);`,
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
    `const data = [${numbers.join(', ')}];`,
    'const sum = data.reduce((s, v) => s + v, 0);',
    'const sorted = [...data].sort((p, q) => p - q);',
    'const mid = Math.floor(sorted.length / 2);',
    'const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;',
    'const mean = sum / data.length;',
    'const sd = Math.sqrt(data.reduce((s, v) => s + (v - mean) ** 2, 0) / data.length);',
    'console.log(`count = ${data.length}`);',
    'console.log(`sum = ${sum}`);',
    'console.log(`mean = ${mean}`);',
    'console.log(`median = ${median}`);',
    'console.log(`min = ${sorted[0]}, max = ${sorted[sorted.length - 1]}`);',
    'console.log(`standard deviation = ${sd.toFixed(4)}`);',
  ].join('\n');
  return { program, answer: (logs) => (logs.length > 1 ? `Here are the statistics of ${numbers.join(', ')}:\n\n${logs.map((l) => `- ${l}`).join('\n')}` : failed(logs)) };
}

function arithmetic(question: string): CodePlan | null {
  const expression = arithmeticExpression(question);
  if (expression === null) return null;
  const program = [`// Evaluate ${expression}`, `const result = ${expression.replace(/\^/g, '**')};`, 'console.log(result);'].join('\n');
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

function failed(logs: readonly string[]): string {
  return `The program did not print a result${logs.length ? `: ${logs.join(' ')}` : '.'}`;
}
