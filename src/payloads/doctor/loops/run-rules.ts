// Stuck-loop rules over a whole run: one tool failing the same way again and again, and a run past its step budget.
import { isObject } from '@loopscope/wire/json-object';
import { arr } from '../body';
import type { DoctorRule, RuleContext, RuleHit, WireCall } from '../types';
import { actionableResult, applyLoopFix, forcesToolCall } from './loop-fixes';
import { FAILURE_LIMIT } from './loop-rules';
import { failureOf } from './result-kinds';
import { answeredUses, turnsOf, type ToolUse } from './tool-uses';
import { say } from '../details';
import { PAYLOAD_STYLE_NAMES } from '../../payload-styles';

export const DEFAULT_STEP_BUDGET = 10;

export const repeatedToolFailure: DoctorRule = {
  id: 'repeated-tool-failure',
  title: 'A tool failing the same way again and again',
  severity: 'warning',
  styles: [...PAYLOAD_STYLE_NAMES],
  why: 'Each retry gets the same error back, so the model learns nothing it can change; an error that does not say what to send instead invites the same call again.',
  fix: 'Return an error the model can act on: what was wrong, which field, what values are accepted; after a few identical failures tell it to stop and report the failure to the user.',
  check(ctx) {
    const uses = answeredUses(ctx.loop);
    const hits: RuleHit[] = [];
    for (const name of new Set(uses.map((u) => u.name))) {
      const own = uses.filter((u) => u.name === name);
      let start = 0;
      for (let i = 1; i <= own.length; i++) {
        const same =
          i < own.length &&
          failureOf(own[i]!.result) !== null &&
          failureOf(own[i]!.result) === failureOf(own[i - 1]!.result);
        if (same) continue;
        const streak = own.slice(start, i);
        const at = streak[FAILURE_LIMIT - 1];
        start = i;
        if (!at || at.resultAt !== ctx.index || failureOf(at.result) === null) continue;
        const error = failureOf(at.result)!;
        const message = `This call has now failed ${FAILURE_LIMIT} times with the same error. Retrying will fail again: change what the error is about, or stop and tell the user what failed.`;
        hits.push({
          path: at.resultPath ?? [],
          ...say('sameFailure', { name, times: streak.length, error: error.slice(0, 160) }),
          data: { result: actionableResult(at, 'same_failure', message), unforce: forcesToolCall(ctx.call) },
          repeated: streak.slice(-6).map(partOf),
        });
      }
    }
    return hits;
  },
  apply: applyLoopFix,
};

const partOf = (use: ToolUse) => ({ call: use.callAt, name: use.name, args: use.args, result: use.result ?? '' });

/** Does this request start a run: its newest conversation item is the user's (not a tool result)? */
function startsRun(call: WireCall): boolean {
  const request = isObject(call.request) ? call.request : {};
  if (typeof request.input === 'string') return true;
  const last = arr(request.messages ?? request.input).at(-1);
  return isObject(last) && last.role === 'user';
}

/** Number of this request within its run (1 for the request with the user's message). */
function stepInRun(ctx: RuleContext): number {
  for (let k = ctx.index; k >= 0; k--) if (startsRun(ctx.loop[k]!)) return ctx.index - k + 1;
  return ctx.index + 1;
}

export const stepBudgetExceeded: DoctorRule = {
  id: 'step-budget-exceeded',
  title: 'A run past its step budget',
  severity: 'warning',
  styles: ['chat', 'responses'],
  why: 'One question has taken more requests than a run should need; without a stop condition the loop only ends when the model decides to answer, however many calls that takes.',
  fix: 'Add a stop condition: count the steps of a run and, at the limit, send one last request with tool_choice "none" so the model answers with what it has.',
  check(ctx) {
    const budget = ctx.stepBudget ?? DEFAULT_STEP_BUDGET;
    const step = stepInRun(ctx);
    const choice = isObject(ctx.call.request) ? ctx.call.request.tool_choice : undefined;
    if (step !== budget + 1 || choice === 'none') return [];
    const turns = turnsOf(answeredUses(ctx.loop.slice(0, ctx.index + 1))).filter((t) =>
      t.some((u) => u.resultAt !== undefined && u.resultAt > ctx.index - step),
    );
    return [
      {
        path: ['tool_choice'],
        ...say('overBudget', { step, budget }),
        data: { toolChoiceNone: true },
        repeated: turns.flat().slice(-4).map(partOf),
      },
    ];
  },
  apply: applyLoopFix,
};
