// A calculator tool whose source parses arithmetic itself instead of calling eval, as a model-safe example.
import type { ToolDefinition } from '../types';

const CALCULATE_SOURCE = `// Grammar: expr = term (('+'|'-') term)*; term = power (('*'|'/'|'%') power)*; power = unary ('^' power)?
function calculate({ expression }) {
  const tokens = String(expression).match(/\\d+(?:\\.\\d+)?(?:e[+-]?\\d+)?|[-+*/%^()]|\\S/gi) ?? [];
  let pos = 0;
  const peek = () => tokens[pos];
  const take = () => tokens[pos++];
  const fail = (why) => { throw new SyntaxError(why + ' in "' + expression + '"'); };

  function primary() {
    const t = take();
    if (t === '(') { const v = expr(); if (take() !== ')') fail("missing ')'"); return v; }
    if (t !== undefined && /^\\d/.test(t)) return Number(t);
    return fail(t === undefined ? 'unexpected end' : "unexpected '" + t + "'");
  }
  function unary() {
    if (peek() === '-') { take(); return -unary(); }
    if (peek() === '+') { take(); return unary(); }
    return primary();
  }
  function power() {
    const base = unary();
    if (peek() === '^') { take(); return Math.pow(base, power()); }
    return base;
  }
  function term() {
    let v = power();
    while (['*', '/', '%'].includes(peek())) {
      const op = take(); const r = power();
      if (op !== '*' && r === 0) throw new RangeError('division by zero');
      v = op === '*' ? v * r : op === '/' ? v / r : v % r;
    }
    return v;
  }
  function expr() {
    let v = term();
    while (peek() === '+' || peek() === '-') v = take() === '+' ? v + term() : v - term();
    return v;
  }

  const result = expr();
  if (pos < tokens.length) fail("unexpected '" + peek() + "'");
  return { expression, result };
}
`;

export const calculatorTool: ToolDefinition = {
  name: 'calculate',
  description: 'Evaluate an arithmetic expression with + - * / % ^ and parentheses',
  parameters: {
    type: 'object',
    properties: { expression: { type: 'string', description: 'The expression, e.g. (18 * 9 / 5) + 32' } },
    required: ['expression'],
    additionalProperties: false,
  },
  strict: true,
  source: CALCULATE_SOURCE,
};
