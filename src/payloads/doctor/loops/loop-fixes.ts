// The mechanical fixes of the stuck-loop rules: a result the model can act on in place of the repeated one, and a tool_choice that lets the loop end.
import { isObject } from '@loopscope/wire/json-object';
import { cloneBody, getAt, setAt } from '../body';
import type { RuleHit, WireCall } from '../types';
import type { ToolUse } from './tool-uses';

/** What a loop fix writes: the new result text at the hit's path, and whether to stop forcing a tool call. */
export interface LoopFix {
  result?: string;
  /** Drop a `tool_choice` that forces a call ("required", one named tool): with it the model can never answer in text. */
  unforce?: boolean;
  /** Set `tool_choice: "none"`: the next answer must be text (a stop condition). */
  toolChoiceNone?: boolean;
}

/** Does this request force the model to call a tool on every turn? */
export function forcesToolCall(call: WireCall): boolean {
  const choice = isObject(call.request) ? call.request.tool_choice : undefined;
  if (choice === 'required') return true;
  if (!isObject(choice)) return false;
  // Responses' allowed_tools only forces a call in mode "required".
  return choice.type === 'allowed_tools' ? choice.mode === 'required' : true;
}

function parsed(result: string | undefined): unknown {
  try {
    return JSON.parse(result ?? 'null');
  } catch {
    return result ?? null;
  }
}

/** The result the model gets instead of the last repeated one: what happened and what to do next, with the result it already had. */
export function actionableResult(use: ToolUse, code: string, message: string): string {
  const before = parsed(use.result);
  if (code === 'still_pending' && isObject(before)) return JSON.stringify({ ...before, message });
  return JSON.stringify({ error: code, message, ...(code === 'same_failure' ? {} : { result: before }) }, null, 0);
}

/** Applies a loop fix: the new result at the hit's path (a string slot in every style), then the tool_choice change. */
export function applyLoopFix(body: unknown, hit: RuleHit): unknown {
  const fix = (hit.data ?? {}) as LoopFix;
  let out =
    fix.result !== undefined && typeof getAt(body, hit.path) === 'string'
      ? setAt(body, hit.path, fix.result)
      : cloneBody(body);
  if (isObject(out) && fix.unforce) {
    const { tool_choice: _dropped, ...rest } = out;
    out = rest;
  }
  if (isObject(out) && fix.toolChoiceNone) out = { ...out, tool_choice: 'none' };
  return out;
}
