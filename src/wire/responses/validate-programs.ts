// Checks for programmatic tool calling and compaction triggers in Responses input (SDK 7.59 shapes): program items, callers, the trigger's place.
import { invalidType, invalidValue, missingParameter } from '../checks.ts';
import { isObject } from '../json-object.ts';
import { invalidRequest } from '../errors.ts';

/** The caller kinds of `caller` on a call or its output, and of a tool's `allowed_callers` (SDK 7.59). */
const CALLER_TYPES = ['direct', 'program'];
export const ALLOWED_CALLERS = ['direct', 'programmatic'];
const PROGRAM_STATUSES = ['completed', 'incomplete'];

type Item = Record<string, unknown>;

function stringField(item: Item, key: string, at: string): void {
  if (item[key] === undefined) throw missingParameter(`${at}.${key}`);
  if (typeof item[key] !== 'string') throw invalidType(`${at}.${key}`, 'a string', item[key]);
}

/** `program` (the JavaScript the server ran, with its replay fingerprint) and `program_output` (its result). */
export function validateProgramItem(item: Item, at: string): void {
  for (const key of ['id', 'call_id']) stringField(item, key, at);
  if (item.type === 'program') {
    stringField(item, 'code', at);
    stringField(item, 'fingerprint', at);
    return;
  }
  stringField(item, 'result', at);
  if (item.status === undefined) throw missingParameter(`${at}.status`);
  if (!PROGRAM_STATUSES.includes(item.status as string))
    throw invalidValue(item.status, PROGRAM_STATUSES, `${at}.status`);
}

/** `caller` on a call or an output: `{type: "direct"}` or `{type: "program", caller_id}`. */
export function validateCaller(item: Item, at: string): void {
  const caller = item.caller;
  if (caller === undefined || caller === null) return;
  if (!isObject(caller)) throw invalidType(`${at}.caller`, 'an object', caller);
  if (!CALLER_TYPES.includes(caller.type as string)) throw invalidValue(caller.type, CALLER_TYPES, `${at}.caller.type`);
  if (caller.type === 'program') stringField(caller, 'caller_id', `${at}.caller`);
}

/**
 * "Compacts the current context. Must be the final input item." (the SDK's doc comment). The refusal's wording is ours:
 * vendor/wire-rules/wire-rules.md has none for it.
 */
export function checkTriggerIsLast(input: unknown[]): void {
  input.forEach((item, i) => {
    if (isObject(item) && item.type === 'compaction_trigger' && i !== input.length - 1) {
      throw invalidRequest(
        `Invalid 'input[${i}]': a compaction_trigger item must be the final input item.`,
        `input[${i}]`,
        'invalid_value',
      );
    }
  });
}

/** A tool's `allowed_callers`: a list of 'direct' / 'programmatic'. */
export function validateAllowedCallers(tool: Item, at: string): void {
  const value = tool.allowed_callers;
  if (value === undefined || value === null) return;
  if (!Array.isArray(value)) throw invalidType(`${at}.allowed_callers`, 'an array', value);
  value.forEach((v, k) => {
    if (!ALLOWED_CALLERS.includes(v as string)) throw invalidValue(v, ALLOWED_CALLERS, `${at}.allowed_callers[${k}]`);
  });
}

interface ContextItem {
  type?: unknown;
  call_id?: unknown;
  caller?: unknown;
}

function programCallerId(item: ContextItem): string | null {
  const caller = item.caller as { type?: unknown; caller_id?: unknown } | null | undefined;
  return caller?.type === 'program' && typeof caller.caller_id === 'string' ? caller.caller_id : null;
}

const CALL_TYPES = new Set(['function_call', 'custom_tool_call']);
const OUTPUT_TYPES = new Set(['function_call_output', 'custom_tool_call_output']);

/**
 * The context's program rules, in context order: a call made by a program needs that program in the context, its
 * output must name the same caller, and a program_output needs its program. vendor/wire-rules/wire-rules.md has no wording for these; the
 * messages follow the pairing messages' style (our wording).
 */
export function checkProgramCallers(context: readonly ContextItem[]): void {
  const programs = new Set<string>();
  const callers = new Map<string, string | null>();
  for (const item of context) {
    const type = String(item.type);
    const callerId = programCallerId(item);
    if (type === 'program') programs.add(String(item.call_id));
    if (type === 'program_output' && !programs.has(String(item.call_id)))
      throw invalidRequest(`No program found for program output with call_id ${String(item.call_id)}.`, 'input');
    if (CALL_TYPES.has(type)) {
      if (callerId !== null && !programs.has(callerId))
        throw invalidRequest(
          `No program found for ${type.replace(/_/g, ' ')} ${String(item.call_id)} with caller_id ${callerId}.`,
          'input',
        );
      callers.set(String(item.call_id), callerId);
    }
    if (OUTPUT_TYPES.has(type)) {
      const expected = callers.get(String(item.call_id));
      if (expected && callerId !== expected) {
        throw invalidRequest(
          `The output for call_id ${String(item.call_id)} answers a call made by program ${expected}: set its caller to {"type": "program", "caller_id": "${expected}"}.`,
          'input',
        );
      }
    }
  }
}
