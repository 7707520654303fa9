// A calculator tool for a request that asks for arithmetic and names no tool's words ("What is 2+2?"): the one tool
// that evaluates an expression, chosen by that alone.
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import { arithmeticIn } from '../understand/arithmetic.ts';
import { callsFor } from './calls-for.ts';
import { expressionParameter } from './expression-arg.ts';
import { dedupe, type PlannedCall, type PlanRun } from './planned-call.ts';

/**
 * No tool's words fit, but the request asks for arithmetic and exactly one tool evaluates an expression: that tool,
 * called with the arithmetic.
 */
export function arithmeticTool(
  request: string,
  tools: readonly FunctionDefinition[],
  ctx: PlanRun,
): PlannedCall[] | null {
  const asked = arithmeticIn(request);
  if (!asked) return null;
  const calculators = tools.filter((t) => expressionParameter(t) !== undefined);
  if (calculators.length !== 1) return null;
  const tool = calculators[0]!;
  const calls = callsFor(
    tool,
    request,
    ctx,
    `picked ${tool.name}: the request asks for arithmetic ("${asked.said}") and ${tool.name} evaluates an expression`,
  );
  return calls.length > 0 && calls.every((c) => c.missing.length === 0) ? dedupe(calls) : null;
}
