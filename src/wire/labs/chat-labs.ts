// Seed 001's "Common mistakes" (and the strict-mode rejection) as break-it labs on the weather walkthrough's requests.
import type { BreakItLab, JsonBody } from './lab-types';

type Message = Record<string, unknown>;

function withMessages(body: JsonBody, edit: (messages: Message[]) => Message[]): JsonBody {
  return { ...body, messages: edit(structuredClone(body.messages as Message[])) };
}

const isToolCallMessage = (m: Message) => m.role === 'assistant' && Array.isArray(m.tool_calls);

export const CHAT_LABS: BreakItLab[] = [
  {
    id: 'chat-forgot-assistant-message',
    style: 'chat',
    title: 'Forgetting to append the assistant message',
    scenario: 'seed-001-weather',
    request: 2,
    breakBody: (body) => withMessages(body, (messages) => messages.filter((m) => !isToolCallMessage(m))),
    fix: 'messages.append(message.model_dump())  # the assistant message with its tool_calls first\nfor tool_call in message.tool_calls:\n    messages.append({"role": "tool", ...})',
  },
  {
    id: 'chat-function-role',
    style: 'chat',
    title: 'Using the wrong role ("function" instead of "tool")',
    scenario: 'seed-001-weather',
    request: 2,
    breakBody: (body) =>
      withMessages(body, (messages) =>
        messages.map((m) => (m.role === 'tool' ? { role: 'function', name: 'get_weather', content: m.content } : m)),
      ),
    fix: '{"role": "tool", "tool_call_id": "call_xK9f2a", "content": "..."}',
  },
  {
    id: 'chat-missing-tool-call-id',
    style: 'chat',
    title: 'Forgetting tool_call_id',
    scenario: 'seed-001-weather',
    request: 2,
    breakBody: (body) => withMessages(body, (messages) => messages.map(({ tool_call_id: _id, ...rest }) => rest)),
    fix: 'messages.append({"role": "tool", "tool_call_id": tool_call.id, "content": json.dumps(result)})',
  },
  {
    id: 'chat-result-as-dict',
    style: 'chat',
    title: 'Sending the tool result as a dict instead of a string',
    scenario: 'seed-001-weather',
    request: 2,
    breakBody: (body) =>
      withMessages(body, (messages) => messages.map((m) => (m.role === 'tool' ? { ...m, content: JSON.parse(String(m.content)) as unknown } : m))),
    fix: '{"role": "tool", "tool_call_id": tool_call.id, "content": json.dumps(result)}',
  },
  {
    id: 'chat-strict-required',
    style: 'chat',
    title: 'Strict mode: a property left out of "required"',
    scenario: 'strict-mistake',
    request: 1,
    breakBody: null,
    fix: '"required": ["city", "unit"]  # every property; optional ones are nullable: "type": ["string", "null"]',
  },
];
