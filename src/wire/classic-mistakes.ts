// The classic tool-calling mistakes as data: what is broken, the real API's error (wire-rules.md) and the fix; scenarios and break-it labs read it.
import type { OpenAIErrorObject } from './errors.ts';

export type ClassicMistakeId = 'strict-mistake' | 'responses-nested-tools' | 'responses-tool-role' | 'responses-dropped-reasoning' | 'responses-chain-unstored';

/** The ids of mistakes the Responses driver makes on purpose when a session asks for one (the strict one is plain configuration). */
export type ResponsesMistakeId = Exclude<ClassicMistakeId, 'strict-mistake'>;

export interface ExpectedError {
  status: number;
  /** The real message; server-made ids appear as `{…}` placeholders (`{response_id}`, `{item_id}`). */
  message: string;
  param: string | null;
  code: string | null;
}

export interface ClassicMistake {
  id: ClassicMistakeId;
  /** The API style the mistake belongs to. */
  apiStyle: 'chat' | 'responses';
  title: string;
  /** What the request gets wrong, in a learner's words. */
  broken: string;
  expectedError: ExpectedError;
  /** How to write it instead. */
  fix: string;
}

export const CLASSIC_MISTAKES: readonly ClassicMistake[] = [
  {
    id: 'strict-mistake',
    apiStyle: 'chat',
    title: 'Strict-mode mistake',
    broken: '`unit` is a property of get_weather but not listed in `required`, and the tool says `strict: true`.',
    expectedError: {
      status: 400,
      message: "Invalid schema for function 'get_weather': In context=(), 'required' is required to be supplied and to be an array including every key in properties. Missing 'unit'.",
      param: 'tools[0].parameters',
      code: 'invalid_function_parameters',
    },
    fix: 'With strict: true list every property in `required`; make an optional one nullable (`"type": ["string", "null"]`) instead of leaving it out.',
  },
  {
    id: 'responses-nested-tools',
    apiStyle: 'responses',
    title: 'Chat-style nested tools sent to /responses',
    broken: 'The tools keep Chat Completions’ shape `{"type": "function", "function": {"name", …}}`; Responses has no `function` wrapper.',
    expectedError: { status: 400, message: "Missing required parameter: 'tools[0].name'.", param: 'tools[0].name', code: 'missing_required_parameter' },
    fix: 'Flatten each tool: `{"type": "function", "name", "description", "parameters", "strict"}` — move the fields out of `function` to the top level.',
  },
  {
    id: 'responses-tool-role',
    apiStyle: 'responses',
    title: 'A tool result as a role: "tool" message',
    broken: 'The tool result goes back as Chat’s `{"role": "tool", "tool_call_id", "content"}`; Responses has no tool role.',
    expectedError: {
      status: 400,
      message: "Invalid value: 'tool'. Supported values are: 'assistant', 'system', 'developer', and 'user'.",
      param: 'input[{index}].role',
      code: 'invalid_value',
    },
    fix: 'Send a `{"type": "function_call_output", "call_id": call.call_id, "output": "…"}` item for each function_call.',
  },
  {
    id: 'responses-dropped-reasoning',
    apiStyle: 'responses',
    title: 'Reasoning items dropped between turns (reasoning model)',
    broken: 'Manual state on o4-mini: the next input keeps the function_call items but filters out the reasoning item that came before them.',
    expectedError: {
      status: 400,
      message: "Item '{item_id}' of type 'function_call' was provided without its required 'reasoning' item: '{reasoning_id}'.",
      param: 'input',
      code: null,
    },
    fix: 'Append the whole `response.output` to the next input (`input += response.output`), reasoning items included; with store: false ask for `include: ["reasoning.encrypted_content"]` and send them back whole.',
  },
  {
    id: 'responses-chain-unstored',
    apiStyle: 'responses',
    title: 'previous_response_id to a store: false response',
    broken: 'The first response is made with `store: false`, then the next request chains from it with `previous_response_id`: there is nothing on the server to chain from.',
    expectedError: {
      status: 400,
      message: "Previous response with id '{response_id}' not found.",
      param: 'previous_response_id',
      code: 'previous_response_not_found',
    },
    fix: 'Chain only from stored responses (leave `store` at its default, true) — or keep `store: false` and resend the whole history in `input` instead of chaining.',
  },
];

export function findClassicMistake(id: string | null | undefined): ClassicMistake | undefined {
  return CLASSIC_MISTAKES.find((m) => m.id === id);
}

/** The placeholders `{…}` of an expected text stand for one id or index each. */
function templateMatches(template: string | null, actual: string | null): boolean {
  if (template === null || actual === null) return template === actual;
  const pattern = template
    .split(/\{[a-z_]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[A-Za-z0-9_]+');
  return new RegExp(`^${pattern}$`).test(actual);
}

/** True when an HTTP error is exactly the one this mistake provokes (status, message, param and code). */
export function isExpectedError(mistake: ClassicMistake, status: number, body: OpenAIErrorObject | null | undefined): boolean {
  if (!body || status !== mistake.expectedError.status) return false;
  const { message, param, code } = mistake.expectedError;
  return templateMatches(message, body.message) && templateMatches(param, body.param) && code === body.code;
}
