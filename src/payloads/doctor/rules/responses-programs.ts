// Doctor rules for the newer Responses call kinds: outputs of a program's calls without their caller, and a custom tool's output sent as a function's.
import { cloneBody, str, type Obj } from '../body';
import { isObject } from '@loopscope/wire/json-object';
import type { DoctorRule, RuleContext } from '../types';
import { inputItems, serverHeldItems } from './responses-items';
import { say } from '../details';

/** Every call item the request's context holds (its input and what the server keeps for it), by call_id. */
function callsById(ctx: RuleContext, items: Obj[]): Map<string, Obj> {
  const held = serverHeldItems(ctx);
  const calls = new Map<string, Obj>();
  for (const item of [...held.items, ...items]) {
    const id = str(item.call_id);
    if (id && (item.type === 'function_call' || item.type === 'custom_tool_call')) calls.set(id, item);
  }
  return calls;
}

function programOf(item: Obj | undefined): string | undefined {
  const caller = item?.caller;
  return isObject(caller) && caller.type === 'program' ? str(caller.caller_id) : undefined;
}

const OUTPUTS = new Set(['function_call_output', 'custom_tool_call_output']);

export const programCallWithoutCaller: DoctorRule = {
  id: 'program-call-without-caller',
  title: "A program's call answered without its caller",
  severity: 'error',
  styles: ['responses'],
  why: 'With programmatic tool calling the server runs the program and waits for each call it made; an output is matched to the waiting program by its caller. Without caller (or with another program) nothing resumes it.',
  fix: 'Copy the call\'s caller onto its output: {"type": "function_call_output", "call_id": …, "output": …, "caller": {"type": "program", "caller_id": "<the program\'s call_id>"}}.',
  // The mock's wording (vendor/wire-rules/wire-rules.md has none for programs).
  apiError:
    'The output for call_id call_abc answers a call made by program call_prog: set its caller to {"type": "program", "caller_id": "call_prog"}.',
  check(ctx) {
    const items = inputItems(ctx.call.request);
    const calls = callsById(ctx, items);
    return items.flatMap((item, index) => {
      const id = str(item.call_id);
      const program = programOf(id ? calls.get(id) : undefined);
      if (!OUTPUTS.has(String(item.type)) || !program || programOf(item) === program) return [];
      const apiError = `The output for call_id ${id} answers a call made by program ${program}: set its caller to {"type": "program", "caller_id": "${program}"}.`;
      return [
        {
          path: ['input', index],
          ...say('programCaller', { type: String(item.type), id: String(id), program: String(program) }),
          apiError,
          data: program,
        },
      ];
    });
  },
  apply(body, hit) {
    const fixed = cloneBody(body);
    const item = inputItems(fixed)[Number(hit.path[1])];
    if (item) item.caller = { type: 'program', caller_id: String(hit.data) };
    return fixed;
  },
};

export const customOutputAsFunction: DoctorRule = {
  id: 'custom-output-as-function',
  title: "A custom tool's output sent as a function_call_output",
  severity: 'error',
  styles: ['responses'],
  why: 'A custom (freeform) tool call is answered by a custom_tool_call_output; a function_call_output looks for a function_call with that call_id and finds none.',
  fix: 'Send {"type": "custom_tool_call_output", "call_id": …, "output": "…"} for a custom_tool_call.',
  apiError: 'No tool call found for function call output with call_id call_abc.',
  check(ctx) {
    const items = inputItems(ctx.call.request);
    const calls = callsById(ctx, items);
    return items.flatMap((item, index) => {
      const id = str(item.call_id);
      if (item.type !== 'function_call_output' || !id || calls.get(id)?.type !== 'custom_tool_call') return [];
      return [
        {
          path: ['input', index, 'type'],
          ...say('customToolCall', { id }),
          apiError: `No tool call found for function call output with call_id ${id}.`,
        },
      ];
    });
  },
  apply(body, hit) {
    const fixed = cloneBody(body);
    const item = inputItems(fixed)[Number(hit.path[1])];
    if (item) item.type = 'custom_tool_call_output';
    return fixed;
  },
};
