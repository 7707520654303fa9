// Shape checks for `messages`, one message at a time, with the real API's messages and params.
import { invalidRequest } from '@loopscope/wire/errors';
import { emptyArray, invalidType, invalidValue, missingParameter } from '@loopscope/wire/checks';
import { isObject } from '@loopscope/wire/json-object';
import { answersFunctionCall } from './legacy-function-messages.ts';

const ROLES = ['system', 'assistant', 'user', 'function', 'tool', 'developer'];
const PART_TYPES: Record<string, string[]> = {
  user: ['text', 'image_url', 'input_audio', 'file'],
  assistant: ['text', 'refusal'],
  system: ['text'],
  developer: ['text'],
  tool: ['text'],
  function: ['text'],
};

export function validateMessages(messages: unknown): void {
  if (messages === undefined) throw missingParameter('messages');
  if (!Array.isArray(messages)) throw invalidType('messages', 'an array', messages);
  if (messages.length === 0) throw emptyArray('messages');
  messages.forEach(validateMessage);
}

function validateMessage(m: unknown, i: number, messages: readonly unknown[]): void {
  const at = `messages[${i}]`;
  if (!isObject(m)) throw invalidType(at, 'an object', m);
  if (m.role === undefined) throw missingParameter(`${at}.role`);
  if (typeof m.role !== 'string') throw invalidType(`${at}.role`, 'a string', m.role);
  // The deprecated loop (an assistant `function_call`, then the `function` message with its result) is still served, as
  // `functions` is; a `function` message anywhere else (say, answering `tool_calls`) is the refusal wire-rules.md quotes.
  if (m.role === 'function' && !answersFunctionCall(messages, i)) {
    throw invalidRequest(
      `Unsupported value: '${at}.role' does not support 'function' with this model.`,
      `${at}.role`,
      'unsupported_value',
    );
  }
  if (!ROLES.includes(m.role)) throw invalidValue(m.role, ROLES, `${at}.role`);
  if (m.name !== undefined && typeof m.name !== 'string') throw invalidType(`${at}.name`, 'a string', m.name);

  if (m.role === 'assistant') validateAssistant(m, i);
  else {
    if (m.role === 'tool' && m.tool_call_id === undefined) {
      throw invalidRequest(
        "Missing parameter 'tool_call_id': messages with role 'tool' must have a 'tool_call_id'.",
        `messages.[${i}].tool_call_id`,
      );
    }
    if (m.role === 'tool' && typeof m.tool_call_id !== 'string')
      throw invalidType(`${at}.tool_call_id`, 'a string', m.tool_call_id);
    if (m.content === undefined) throw missingParameter(`${at}.content`);
    validateContent(m.content, at, PART_TYPES[m.role]!);
  }
}

function validateContent(content: unknown, at: string, partTypes: string[]): void {
  if (typeof content === 'string') return;
  if (!Array.isArray(content)) throw invalidType(`${at}.content`, 'one of a string or array of objects', content);
  if (content.length === 0) throw emptyArray(`${at}.content`);
  content.forEach((part, j) => {
    const p = `${at}.content[${j}]`;
    if (!isObject(part)) throw invalidType(p, 'an object', part);
    if (part.type === undefined) throw missingParameter(`${p}.type`);
    if (!partTypes.includes(String(part.type))) throw invalidValue(part.type, partTypes, `${p}.type`);
    if (part.type === 'text') {
      if (part.text === undefined) throw missingParameter(`${p}.text`);
      if (typeof part.text !== 'string') throw invalidType(`${p}.text`, 'a string', part.text);
    }
    if (part.type === 'refusal' && typeof part.refusal !== 'string') throw missingParameter(`${p}.refusal`);
    if (part.type === 'image_url' && !isObject(part.image_url)) throw missingParameter(`${p}.image_url`);
  });
}

function validateAssistant(m: Record<string, unknown>, i: number): void {
  const at = `messages[${i}]`;
  if (m.tool_calls !== undefined && m.tool_calls !== null) {
    if (!Array.isArray(m.tool_calls)) throw invalidType(`${at}.tool_calls`, 'an array', m.tool_calls);
    if (m.tool_calls.length === 0) throw emptyArray(`${at}.tool_calls`);
    m.tool_calls.forEach((call, j) => validateToolCall(call, `${at}.tool_calls[${j}]`));
  }
  const hasCalls = Array.isArray(m.tool_calls) || (m.function_call !== undefined && m.function_call !== null);
  if (m.content === undefined || m.content === null) {
    if (!hasCalls)
      throw invalidRequest("Invalid value for 'content': expected a string, got null.", `messages.[${i}].content`);
    return;
  }
  validateContent(m.content, at, PART_TYPES.assistant!);
}

function validateToolCall(call: unknown, at: string): void {
  if (!isObject(call)) throw invalidType(at, 'an object', call);
  if (call.id === undefined) throw missingParameter(`${at}.id`);
  if (typeof call.id !== 'string') throw invalidType(`${at}.id`, 'a string', call.id);
  if (call.type === undefined) throw missingParameter(`${at}.type`);
  if (call.type !== 'function' && call.type !== 'custom')
    throw invalidValue(call.type, ['function', 'custom'], `${at}.type`);
  // A custom call carries `custom: {name, input}`, its input a free string where a function call has JSON `arguments`.
  const key = call.type;
  const field = key === 'function' ? 'arguments' : 'input';
  if (call[key] === undefined) throw missingParameter(`${at}.${key}`);
  if (!isObject(call[key])) throw invalidType(`${at}.${key}`, 'an object', call[key]);
  const fn = call[key] as Record<string, unknown>;
  if (fn.name === undefined) throw missingParameter(`${at}.${key}.name`);
  if (typeof fn.name !== 'string') throw invalidType(`${at}.${key}.name`, 'a string', fn.name);
  if (fn[field] === undefined) throw missingParameter(`${at}.${key}.${field}`);
  if (typeof fn[field] !== 'string') throw invalidType(`${at}.${key}.${field}`, 'a string', fn[field]);
}
