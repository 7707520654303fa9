// The Responses API's classic mistakes (wire-rules.md) as break-it labs on the weather walkthrough run in the Responses style.
import type { BreakItLab, JsonBody } from './lab-types';

type Item = Record<string, unknown>;

function withInput(body: JsonBody, edit: (input: Item[]) => Item[]): JsonBody {
  return { ...body, input: edit(structuredClone(body.input as Item[])) };
}

const isOutput = (item: Item) => item.type === 'function_call_output';

export const RESPONSES_LABS: BreakItLab[] = [
  {
    id: 'responses-missing-output',
    style: 'responses',
    title: 'A function_call sent back without its function_call_output',
    scenario: 'seed-001-weather',
    request: 2,
    breakBody: (body) => withInput(body, (input) => input.filter((item) => !isOutput(item))),
    fix: 'input += response.output  # the function_call items\ninput.append({"type": "function_call_output", "call_id": call.call_id, "output": json.dumps(result)})',
  },
  {
    id: 'responses-chat-tool-role',
    style: 'responses',
    title: 'A Chat-style role "tool" message in input',
    scenario: 'seed-001-weather',
    request: 2,
    breakBody: (body) =>
      withInput(body, (input) => input.map((item) => (isOutput(item) ? { role: 'tool', tool_call_id: item.call_id, content: item.output } : item))),
    fix: '{"type": "function_call_output", "call_id": "call_xK9f2a", "output": "..."}',
  },
  {
    id: 'responses-empty-call-id',
    style: 'responses',
    title: 'A function_call_output with an empty call_id',
    scenario: 'seed-001-weather',
    request: 2,
    breakBody: (body) => {
      let first = true;
      return withInput(body, (input) =>
        input.map((item) => {
          if (!isOutput(item) || !first) return item;
          first = false;
          return { ...item, call_id: '' };
        }),
      );
    },
    fix: '{"type": "function_call_output", "call_id": call.call_id, "output": ...}  # the call_id of the function_call it answers',
  },
  {
    id: 'responses-chat-nested-tool',
    style: 'responses',
    title: 'A Chat-style nested tool definition',
    scenario: 'seed-001-weather',
    request: 1,
    breakBody: (body) =>
      ({
        ...body,
        tools: (body.tools as Item[]).map(({ type, ...fn }) => ({ type, function: fn })),
      }),
    fix: '{"type": "function", "name": "get_weather", "description": "...", "parameters": {...}, "strict": true}  # flat, no "function" wrapper',
  },
];
