// A calculator's expression parameter ("evaluate a math expression") given the arithmetic a request asks for ("What is
// 2+2?", "15% of 240") in operator form.
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import { arithmeticIn, powerOperatorOf } from '../understand/arithmetic.ts';
import type { Evidence } from '../understand/evidence.ts';
import { describe, type JsonSchema, parametersOf, propertiesOf } from '../understand/schema-view.ts';
import { identifierWords } from '../understand/text.ts';
import type { Found } from './found.ts';

/** The rule's words in the model's note (the timeline translates them: `ruleArithmetic`). */
export const ARITHMETIC_WRITTEN = 'the arithmetic asked, written as an expression';

const EXPRESSION_WORDS = new Set(['expression', 'expr', 'formula', 'equation', 'calculation', 'math']);

/** True for a string parameter that takes an expression to evaluate (`expression`, `formula`, "a math expression"). */
function takesExpression(name: string, schema: JsonSchema): boolean {
  if (schema.type !== undefined && schema.type !== 'string') return false;
  if (identifierWords(name).some((w) => EXPRESSION_WORDS.has(w))) return true;
  return /\b(?:math(?:ematical)?\s+expression|arithmetic\s+expression|expression\s+to\s+evaluate)\b/i.test(
    describe('', schema),
  );
}

/** The tool's one parameter that takes an expression, when it has exactly one. */
export function expressionParameter(tool: FunctionDefinition): readonly [string, JsonSchema] | undefined {
  const taking = propertiesOf(parametersOf(tool)).filter(([n, s]) => takesExpression(n, s));
  return taking.length === 1 ? taking[0] : undefined;
}

/** The expression parameter's value: the request's arithmetic, powers written as the parameter's description writes them. */
export function expressionArg(props: readonly (readonly [string, JsonSchema])[], ev: Evidence): Map<string, Found> {
  const found = new Map<string, Found>();
  const taking = props.filter(([n, s]) => takesExpression(n, s));
  if (taking.length !== 1) return found;
  const [name, schema] = taking[0]!;
  const asked = arithmeticIn(ev.text, powerOperatorOf(describe('', schema)));
  if (!asked || !ev.isFree(asked)) return found;
  ev.take(asked);
  found.set(name, { value: asked.expression, source: asked.said, rule: ARITHMETIC_WRITTEN });
  return found;
}
