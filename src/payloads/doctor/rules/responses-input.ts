// Doctor rules for Chat habits carried into Responses input items: role 'tool' items, input_text in assistant items, empty call ids.
import { invalidValue } from '@loopscope/wire/checks';
import { arr, setAt, str } from '../body';
import { isObject } from '@loopscope/wire/json-object';
import type { DoctorRule } from '../types';
import { inputItems } from './responses-items';
import { hitsWhere } from './rule-helpers';
import { say } from '../details';

const INPUT_ROLES = ['assistant', 'system', 'developer', 'user'];

export const toolRoleItem: DoctorRule = {
  id: 'tool-role-item',
  title: "A Chat-style role 'tool' message in Responses input",
  severity: 'error',
  styles: ['responses'],
  why: "Responses has no 'tool' role: a tool's result is its own item, function_call_output, tied to the call by call_id.",
  fix: 'Send {"type": "function_call_output", "call_id": <the call_id>, "output": "<the result text>"} instead.',
  apiError: invalidValue('tool', INPUT_ROLES, 'input[2].role').message,
  check(ctx) {
    return hitsWhere(
      inputItems(ctx.call.request),
      (item, index) =>
        item.role === 'tool' && {
          path: ['input', index, 'role'],
          ...(str(item.tool_call_id) === undefined
            ? say('chatWayAnswerNoId', { index })
            : say('chatWayAnswer', { index, id: str(item.tool_call_id)! })),
          fixable: str(item.tool_call_id) !== undefined,
        },
    );
  },
  apply(body, hit) {
    const item = inputItems(body)[Number(hit.path[1])]!;
    const output = typeof item.content === 'string' ? item.content : JSON.stringify(item.content ?? '');
    return setAt(body, ['input', Number(hit.path[1])], {
      type: 'function_call_output',
      call_id: item.tool_call_id,
      output,
    });
  },
};

export const inputTextInAssistant: DoctorRule = {
  id: 'input-text-in-assistant',
  title: 'An assistant item whose text is input_text',
  severity: 'error',
  styles: ['responses'],
  why: "What the model said is output: an assistant message's parts are output_text (or refusal); input_text is for user, system and developer items.",
  fix: 'Send the model\'s earlier text as {"type": "output_text", "text": ...}, or pass the output items back exactly as the response gave them.',
  apiError: invalidValue('input_text', ['output_text', 'refusal'], 'input[3].content[0]').message,
  check(ctx) {
    return inputItems(ctx.call.request).flatMap((item, index) =>
      item.role === 'assistant'
        ? hitsWhere(
            arr(item.content),
            (part, p) =>
              isObject(part) &&
              part.type === 'input_text' && {
                path: ['input', index, 'content', p, 'type'],
                ...say('inputTextPart', { index, part: p }),
              },
          )
        : [],
    );
  },
  apply: (body, hit) => setAt(body, hit.path, 'output_text'),
};

export const emptyCallId: DoctorRule = {
  id: 'empty-call-id',
  title: 'An empty call_id',
  severity: 'error',
  styles: ['responses'],
  why: 'call_id is how the API pairs a function_call_output with its call; an empty one pairs with nothing.',
  fix: "Copy the function_call item's call_id (call_…) into the output item.",
  apiError:
    "Invalid 'input[4].call_id': empty string. Expected a string with minimum length 1, but got an empty string instead.",
  check(ctx) {
    return hitsWhere(
      inputItems(ctx.call.request),
      (item, index) =>
        (item.type === 'function_call_output' || item.type === 'function_call') &&
        item.call_id === '' && {
          path: ['input', index, 'call_id'],
          ...say('emptyCallId', { index }),
          apiError: `Invalid 'input[${index}].call_id': empty string. Expected a string with minimum length 1, but got an empty string instead.`,
        },
    );
  },
};
