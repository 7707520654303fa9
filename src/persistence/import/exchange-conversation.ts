// Recorded exchanges (HAR, JSON Lines, LHAR) as one conversation: the last call's request plus the answer it got.
import type { ChatCompletionMessageFunctionToolCall, ChatCompletionMessageParam, ChatCompletionMessageToolCall } from 'openai/resources/chat/completions';
import type { WireExchange } from '../../wire/wire-exchange';
import type { Message } from '../message';
import { say } from '../say';
import type { ImportedConversation } from './chat-timeline';
import { responsesItemsToChat, responsesToolToChat } from './responses-items';

type Obj = Record<string, unknown>;

function parse(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isObject(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A streamed Chat answer put back together: content deltas joined, tool-call argument deltas joined by index. */
function assembleStream(text: string): ChatCompletionMessageParam | null {
  let content = '';
  const calls: ChatCompletionMessageFunctionToolCall[] = [];
  let seen = false;
  for (const line of text.split(/\r?\n/)) {
    if (!line.startsWith('data:')) continue;
    const chunk = parse(line.slice(5).trim());
    const delta = isObject(chunk) && Array.isArray(chunk.choices) && isObject(chunk.choices[0]) ? chunk.choices[0].delta : null;
    if (!isObject(delta)) continue;
    seen = true;
    if (typeof delta.content === 'string') content += delta.content;
    for (const part of Array.isArray(delta.tool_calls) ? delta.tool_calls.filter(isObject) : []) {
      const index = typeof part.index === 'number' ? part.index : calls.length;
      const fn = isObject(part.function) ? part.function : {};
      const call = (calls[index] ??= { id: '', type: 'function', function: { name: '', arguments: '' } });
      if (typeof part.id === 'string') call.id = part.id;
      if (typeof fn.name === 'string') call.function.name += fn.name;
      if (typeof fn.arguments === 'string') call.function.arguments += fn.arguments;
    }
  }
  if (!seen) return null;
  return calls.length > 0 ? { role: 'assistant', content: content || null, tool_calls: calls.filter(Boolean) } : { role: 'assistant', content };
}

/** The assistant message of a Chat answer, as the next request would carry it. */
function chatAnswer(exchange: WireExchange): ChatCompletionMessageParam | null {
  if (exchange.status === null || exchange.status >= 400 || exchange.responseBody === null) return null;
  const body = parse(exchange.responseBody);
  if (body === null) return assembleStream(exchange.responseBody);
  const message = isObject(body) && Array.isArray(body.choices) && isObject(body.choices[0]) ? body.choices[0].message : null;
  if (!isObject(message)) return null;
  const calls = Array.isArray(message.tool_calls) && message.tool_calls.length > 0 ? { tool_calls: message.tool_calls as ChatCompletionMessageToolCall[] } : {};
  return { role: 'assistant', content: (message.content as string | null) ?? null, ...calls };
}

export type ConversationRead = { ok: true; conversation: ImportedConversation } | { ok: false; error: Message };

/** Assistants calls (threads, runs, polls) carry no conversation to rebuild: a session of them keeps only their bytes. */
const ASSISTANTS_PATH = /\/v1\/(assistants|threads)(\/|$)/;

function isAssistantsCall(exchange: WireExchange): boolean {
  try {
    return ASSISTANTS_PATH.test(new URL(exchange.url).pathname);
  } catch {
    return false;
  }
}

export function exchangesToConversation(exchanges: WireExchange[]): ConversationRead {
  if (exchanges.length > 0 && exchanges.every(isAssistantsCall)) return { ok: true, conversation: { model: null, tools: [], messages: [], exchanges, stream: false } };
  const withBodies = exchanges.filter((e) => isObject(parse(e.requestBody)));
  const last = withBodies.at(-1);
  if (!last) return { ok: false, error: say('import.noRequestBody') };
  const body = parse(last.requestBody) as Obj;
  const model = typeof body.model === 'string' ? body.model : null;
  if (Array.isArray(body.messages)) {
    const answer = chatAnswer(last);
    const messages = [...(body.messages as ChatCompletionMessageParam[]), ...(answer ? [answer] : [])];
    return { ok: true, conversation: { model, tools: Array.isArray(body.tools) ? body.tools : [], messages, exchanges: withBodies, stream: body.stream === true } };
  }
  if (Array.isArray(body.input) || typeof body.input === 'string') {
    const input = typeof body.input === 'string' ? [{ role: 'user', content: body.input }] : (body.input as unknown[]);
    const response = parse(last.responseBody);
    const output = isObject(response) && Array.isArray(response.output) ? response.output : [];
    const { messages } = responsesItemsToChat([...input, ...output].filter(isObject));
    if (typeof body.instructions === 'string' && body.instructions) messages.unshift({ role: 'system', content: body.instructions });
    const tools = Array.isArray(body.tools) ? body.tools.filter(isObject).map(responsesToolToChat).filter((t) => t !== null) : [];
    return { ok: true, conversation: { model, tools, messages, exchanges: withBodies, stream: false } };
  }
  return { ok: false, error: say('import.noMessagesOrInput') };
}
