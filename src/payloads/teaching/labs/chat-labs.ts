// Seed 001's "Common mistakes" (and the strict-mode rejection) as break-it labs on the weather walkthrough's requests.
import type { BreakItLab, JsonBody } from './lab-types';

type Message = Record<string, unknown>;

function withMessages(body: JsonBody, edit: (messages: Message[]) => Message[]): JsonBody {
  return { ...body, messages: edit(structuredClone(body.messages as Message[])) };
}

const isToolCallMessage = (m: Message) => m.role === 'assistant' && Array.isArray(m.tool_calls);
const BAD_REQUEST = { status: 400, code: null } as const;

/** The walkthrough's second request, with its messages rewritten the way each mistake rewrites them. */
const seed001Mistakes = {
  forgotAssistantMessage: (body: JsonBody) =>
    withMessages(body, (messages) => messages.filter((m) => !isToolCallMessage(m))),
  functionRole: (body: JsonBody) =>
    withMessages(body, (messages) =>
      messages.map((m) => (m.role === 'tool' ? { role: 'function', name: 'get_weather', content: m.content } : m)),
    ),
  missingToolCallId: (body: JsonBody) =>
    withMessages(body, (messages) => messages.map(({ tool_call_id: _id, ...rest }) => rest)),
  resultAsDict: (body: JsonBody) =>
    withMessages(body, (messages) =>
      messages.map((m) => (m.role === 'tool' ? { ...m, content: JSON.parse(String(m.content)) as unknown } : m)),
    ),
};

export const CHAT_LABS: BreakItLab[] = [
  {
    id: 'chat-forgot-assistant-message',
    style: 'chat',
    title: 'Forgetting to append the assistant message',
    broken: 'The tool results go back without the assistant message that asked for them: they answer nothing.',
    expectedError: {
      ...BAD_REQUEST,
      message:
        "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.",
      param: 'messages.[{index}].role',
    },
    fix: 'Append the assistant message with its `tool_calls` first (`messages.append(message.model_dump())`), then one `role: "tool"` message per call.',
    scenario: 'seed-001-weather',
    request: 2,
    breakBody: seed001Mistakes.forgotAssistantMessage,
  },
  {
    id: 'chat-function-role',
    style: 'chat',
    title: 'Using the wrong role ("function" instead of "tool")',
    broken: 'The results go back with the deprecated `role: "function"`.',
    expectedError: {
      status: 400,
      message: "Unsupported value: 'messages[{index}].role' does not support 'function' with this model.",
      param: 'messages[{index}].role',
      code: 'unsupported_value',
    },
    fix: '`{"role": "tool", "tool_call_id": tool_call.id, "content": "..."}`',
    scenario: 'seed-001-weather',
    request: 2,
    breakBody: seed001Mistakes.functionRole,
  },
  {
    id: 'chat-missing-tool-call-id',
    style: 'chat',
    title: 'Forgetting tool_call_id',
    broken: 'The tool messages do not say which call they answer.',
    expectedError: {
      ...BAD_REQUEST,
      message: "Missing parameter 'tool_call_id': messages with role 'tool' must have a 'tool_call_id'.",
      param: 'messages.[{index}].tool_call_id',
    },
    fix: '`messages.append({"role": "tool", "tool_call_id": tool_call.id, "content": json.dumps(result)})`',
    scenario: 'seed-001-weather',
    request: 2,
    breakBody: seed001Mistakes.missingToolCallId,
  },
  {
    id: 'chat-result-as-dict',
    style: 'chat',
    title: 'Sending the tool result as a dict instead of a string',
    broken: 'The tool message’s `content` is a JSON object, not a string.',
    expectedError: {
      status: 400,
      message:
        "Invalid type for 'messages[{index}].content': expected one of a string or array of objects, but got an object instead.",
      param: 'messages[{index}].content',
      code: 'invalid_type',
    },
    fix: 'Serialise the result: `{"role": "tool", "tool_call_id": tool_call.id, "content": json.dumps(result)}`',
    scenario: 'seed-001-weather',
    request: 2,
    breakBody: seed001Mistakes.resultAsDict,
  },
  {
    id: 'strict-mistake',
    style: 'chat',
    title: 'Strict-mode mistake',
    broken: '`unit` is a property of get_weather but not listed in `required`, and the tool says `strict: true`.',
    expectedError: {
      status: 400,
      message:
        "Invalid schema for function 'get_weather': In context=(), 'required' is required to be supplied and to be an array including every key in properties. Missing 'unit'.",
      param: 'tools[0].parameters',
      code: 'invalid_function_parameters',
    },
    fix: 'With strict: true list every property in `required`; make an optional one nullable (`"type": ["string", "null"]`) instead of leaving it out.',
    scenario: 'strict-mistake',
    request: 1,
    breakBody: null,
    anyStyle: true,
  },
];
