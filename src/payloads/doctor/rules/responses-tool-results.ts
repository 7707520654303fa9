// Doctor rules for function calls and their outputs in Responses input items.
import { setAt, str } from '../body';
import type { DoctorRule } from '../types';
import { inputItems, itemsOfType, lookupContext } from './responses-items';
import { hitsWhere, notStringRule } from './rule-helpers';
import { say } from '../details';

const ANSWERED_ELSEWHERE = new Set(['function_call', 'custom_tool_call', 'shell_call', 'apply_patch_call']);

export const unknownCallId: DoctorRule = {
  id: 'unknown-call-id',
  title: 'A function_call_output whose call_id matches no function_call',
  severity: 'error',
  styles: ['responses'],
  why: 'The API looks the call_id up among the function_call items in input and those the server holds for the request (behind previous_response_id or in its conversation); this one is in neither.',
  fix: 'Use the call_id of the function_call item exactly (call_…, not its item id fc_…), and send that function_call item too unless previous_response_id or the conversation carries it.',
  apiError: 'No tool call found for function call output with call_id call_abc.',
  check(ctx) {
    const found = lookupContext(ctx);
    if (!found) return [];
    const { items, context } = found;
    // A custom, shell or apply_patch call's id answered by a function_call_output is custom-output-as-function's or
    // workspace-output-as-function's finding, not this one's.
    const calls = new Set(
      context.filter((item) => ANSWERED_ELSEWHERE.has(String(item.type))).map((item) => item.call_id),
    );
    const outputs = itemsOfType(items, 'function_call_output');
    const strays = outputs.filter(({ item }) => str(item.call_id) && !calls.has(item.call_id));
    // One stray output while one function_call has no output: it can only be that call's (a typo, the item id fc_…).
    const answered = new Set(itemsOfType(context, 'function_call_output').map(({ item }) => item.call_id));
    const open = itemsOfType(context, 'function_call')
      .map(({ item }) => str(item.call_id))
      .filter((id): id is string => id !== undefined && !answered.has(id));
    const only = open.length === 1 && strays.length === 1 ? open[0] : undefined;
    return strays.map(({ index, item }) => {
      const id = str(item.call_id)!;
      return {
        path: ['input', index, 'call_id'],
        ...(only ? say('noFunctionCallOnly', { id, only }) : say('noFunctionCall', { id })),
        apiError: `No tool call found for function call output with call_id ${id}.`,
        fixable: only !== undefined,
        data: only,
      };
    });
  },
  apply: (body, hit) => (typeof hit.data === 'string' ? setAt(body, hit.path, hit.data) : null),
};

export const missingCallOutputs: DoctorRule = {
  id: 'missing-call-outputs',
  title: 'Function calls in input left without outputs',
  severity: 'error',
  styles: ['responses'],
  why: 'A function_call item sent back in input must be answered by a function_call_output with the same call_id.',
  fix: 'Add one {"type": "function_call_output", "call_id": ..., "output": "..."} item per function_call.',
  apiError: 'No tool output found for function call call_abc.',
  check(ctx) {
    const items = inputItems(ctx.call.request);
    const answered = new Set(itemsOfType(items, 'function_call_output').map(({ item }) => item.call_id));
    return hitsWhere(
      itemsOfType(items, 'function_call'),
      ({ index, item }) =>
        !answered.has(item.call_id) && {
          path: ['input', index],
          ...say('functionCallNoOutput', { id: String(item.call_id) }),
          apiError: `No tool output found for function call ${String(item.call_id)}.`,
        },
    );
  },
};

export const callOutputNotString = notStringRule({
  id: 'call-output-not-string',
  title: 'A function_call_output sent as an object instead of a string',
  styles: ['responses'],
  why: 'function_call_output.output is a string (or a list of input_text / input_image / input_file parts), not a JSON object.',
  accepts: 'a string or array of content parts',
  slots: (ctx) =>
    itemsOfType(inputItems(ctx.call.request), 'function_call_output').map(({ index, item }) => ({
      path: ['input', index, 'output'],
      value: item.output,
    })),
});
