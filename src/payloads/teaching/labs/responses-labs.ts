// The Responses API's classic mistakes (vendor/wire-rules/wire-rules.md) as break-it labs: two break the weather walkthrough's second request,
// the others are made on purpose by the Responses driver in a scenario of their own (named like the lab).
import type { BreakItLab, JsonBody } from './lab-types';

type Item = Record<string, unknown>;

function withInput(body: JsonBody, edit: (input: Item[]) => Item[]): JsonBody {
  return { ...body, input: edit(structuredClone(body.input as Item[])) };
}

const isOutput = (item: Item) => item.type === 'function_call_output';

function emptyFirstCallId(body: JsonBody): JsonBody {
  let first = true;
  return withInput(body, (input) =>
    input.map((item) => {
      if (!isOutput(item) || !first) return item;
      first = false;
      return { ...item, call_id: '' };
    }),
  );
}

export const RESPONSES_LABS: BreakItLab[] = [
  {
    id: 'responses-missing-output',
    style: 'responses',
    title: 'A function_call sent back without its function_call_output',
    broken: 'The next input replays the `function_call` items but leaves out their `function_call_output` items.',
    expectedError: {
      status: 400,
      message: 'No tool output found for function call {call_id}.',
      param: 'input',
      code: null,
    },
    fix: 'After `input += response.output`, append one `{"type": "function_call_output", "call_id": call.call_id, "output": json.dumps(result)}` per call.',
    scenario: 'seed-001-weather',
    request: 2,
    breakBody: (body) => withInput(body, (input) => input.filter((item) => !isOutput(item))),
  },
  {
    id: 'responses-empty-call-id',
    style: 'responses',
    title: 'A function_call_output with an empty call_id',
    broken: 'The first `function_call_output` carries `"call_id": ""`.',
    expectedError: {
      status: 400,
      message:
        "Invalid 'input[{index}].call_id': empty string. Expected a string with minimum length 1, but got an empty string instead.",
      param: 'input[{index}].call_id',
      code: 'empty_string',
    },
    fix: '`{"type": "function_call_output", "call_id": call.call_id, "output": ...}` — the `call_id` of the function_call it answers.',
    scenario: 'seed-001-weather',
    request: 2,
    breakBody: emptyFirstCallId,
  },
  {
    id: 'responses-nested-tools',
    style: 'responses',
    title: 'Chat-style nested tools sent to /responses',
    broken:
      'The tools keep Chat Completions’ shape `{"type": "function", "function": {"name", …}}`; Responses has no `function` wrapper.',
    expectedError: {
      status: 400,
      message: "Missing required parameter: 'tools[0].name'.",
      param: 'tools[0].name',
      code: 'missing_required_parameter',
    },
    fix: 'Flatten each tool: `{"type": "function", "name", "description", "parameters", "strict"}` — move the fields out of `function` to the top level.',
    scenario: 'responses-nested-tools',
    request: 1,
    breakBody: null,
  },
  {
    id: 'responses-tool-role',
    style: 'responses',
    title: 'A tool result as a role: "tool" message',
    broken:
      'The tool result goes back as Chat’s `{"role": "tool", "tool_call_id", "content"}`; Responses has no tool role.',
    expectedError: {
      status: 400,
      message: "Invalid value: 'tool'. Supported values are: 'assistant', 'system', 'developer', and 'user'.",
      param: 'input[{index}].role',
      code: 'invalid_value',
    },
    fix: 'Send a `{"type": "function_call_output", "call_id": call.call_id, "output": "…"}` item for each function_call.',
    scenario: 'responses-tool-role',
    request: 2,
    breakBody: null,
  },
  {
    id: 'responses-dropped-reasoning',
    style: 'responses',
    title: 'Reasoning items dropped between turns (reasoning model)',
    broken:
      'Manual state on gpt-5.4-mini: the next input keeps the function_call items but filters out the reasoning item that came before them.',
    expectedError: {
      status: 400,
      message:
        "Item '{item_id}' of type 'function_call' was provided without its required 'reasoning' item: '{reasoning_id}'.",
      param: 'input',
      code: null,
    },
    fix: 'Append the whole `response.output` to the next input (`input += response.output`), reasoning items included; with store: false ask for `include: ["reasoning.encrypted_content"]` and send them back whole.',
    scenario: 'responses-dropped-reasoning',
    request: 2,
    breakBody: null,
  },
  {
    id: 'responses-chain-unstored',
    style: 'responses',
    title: 'previous_response_id to a store: false response',
    broken:
      'The first response is made with `store: false`, then the next request chains from it with `previous_response_id`: there is nothing on the server to chain from.',
    expectedError: {
      status: 400,
      message: "Previous response with id '{response_id}' not found.",
      param: 'previous_response_id',
      code: 'previous_response_not_found',
    },
    fix: 'Chain only from stored responses (leave `store` at its default, true) — or keep `store: false` and resend the whole history in `input` instead of chaining.',
    scenario: 'responses-chain-unstored',
    request: 2,
    breakBody: null,
  },
];
