// GenAI semantic-convention messages (the role-and-parts form of gen_ai.input.messages / output.messages, on spans or on
// gen_ai.client.inference.operation.details log records, and the older event form: gen_ai.user.message, gen_ai.choice …)
// read into Chat Completions messages and Responses items.
import {
  ATTR_GEN_AI_INPUT_MESSAGES,
  ATTR_GEN_AI_OUTPUT_MESSAGES,
  ATTR_GEN_AI_SYSTEM_INSTRUCTIONS,
  EVENT_GEN_AI_ASSISTANT_MESSAGE,
  EVENT_GEN_AI_CHOICE,
  EVENT_GEN_AI_CLIENT_INFERENCE_OPERATION_DETAILS,
  EVENT_GEN_AI_SYSTEM_MESSAGE,
  EVENT_GEN_AI_TOOL_MESSAGE,
  EVENT_GEN_AI_USER_MESSAGE,
} from '@opentelemetry/semantic-conventions/incubating';
import { isObject } from '@loopscope/wire/json-object';
import type { AttributeValue, OtlpLog } from '@loopscope/wire/otlp/index';

type Obj = Record<string, unknown>;
export type ChatMessage = Obj & { role: string };
export interface ToolCall {
  id: string;
  name: string;
  arguments: string;
}

/** A convention value that may arrive as JSON text (attributes are strings) or already structured (log bodies, files). */
export function structured(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value);
const argumentsText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value ?? {}));

/** An assistant message: text (or null) and its tool calls, as Chat Completions writes it. */
export function assistantMessage(content: string | null, calls: ToolCall[]): ChatMessage {
  return {
    role: 'assistant',
    content,
    ...(calls.length > 0
      ? {
          tool_calls: calls.map((c) => ({
            id: c.id,
            type: 'function',
            function: { name: c.name, arguments: c.arguments },
          })),
        }
      : {}),
  };
}

/**
 * The id that ties a tool call to its result: instrumentation-openai's Responses parts carry the item id (`fc_…`) as `id`
 * and the call id the result names as `call_id`; the convention's own parts carry only `id`.
 */
const callId = (part: Obj): string => text(part.call_id ?? part.id);

/** One role-and-parts message as Chat Completions messages (a tool role holds one message per result). */
function partsMessage(message: Obj): ChatMessage[] {
  const role = String(message.role ?? 'user');
  const parts = Array.isArray(message.parts) ? message.parts.filter(isObject) : [];
  const texts = parts.filter((p) => p.type === 'text').map((p) => text(p.content));
  const calls = parts
    .filter((p) => p.type === 'tool_call')
    .map((p) => ({ id: callId(p), name: text(p.name), arguments: argumentsText(p.arguments) }));
  const results = parts.filter((p) => p.type === 'tool_call_response');
  if (results.length > 0)
    return results.map((p) => ({ role: 'tool', tool_call_id: callId(p), content: text(p.response ?? p.result) }));
  if (role === 'assistant') return [assistantMessage(texts.length > 0 ? texts.join('') : null, calls)];
  return [{ role, content: texts.join('') }];
}

/** gen_ai.input.messages (or output) as Chat messages; null when the value is not a list of messages. */
export function partsToChat(value: unknown): ChatMessage[] | null {
  const list = structured(value);
  if (!Array.isArray(list) || !list.every(isObject)) return null;
  return list.flatMap(partsMessage);
}

/** gen_ai.system_instructions (a list of parts, or text) as one system message. */
export function systemInstructions(value: unknown): ChatMessage | null {
  const parts = structured(value);
  if (typeof parts === 'string') return parts === '' ? null : { role: 'system', content: parts };
  if (!Array.isArray(parts)) return null;
  const joined = parts
    .filter(isObject)
    .map((p) => text(p.content))
    .join('');
  return joined === '' ? null : { role: 'system', content: joined };
}

/** The finish reason of the first output message (parts form), if it names one. */
export function outputFinish(value: unknown): string | null {
  const list = structured(value);
  const first = Array.isArray(list) ? list.find(isObject) : undefined;
  return first && typeof first.finish_reason === 'string' ? first.finish_reason : null;
}

function eventCalls(value: AttributeValue | undefined): ToolCall[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((v): v is Record<string, AttributeValue> => isObject(v))
    .map((c) => {
      const fn = isObject(c.function) ? c.function : {};
      return { id: text(c.id), name: text(fn.name), arguments: argumentsText(fn.arguments) };
    });
}

const ROLE_OF_EVENT: Record<string, string> = {
  [EVENT_GEN_AI_SYSTEM_MESSAGE]: 'system',
  [EVENT_GEN_AI_USER_MESSAGE]: 'user',
  [EVENT_GEN_AI_ASSISTANT_MESSAGE]: 'assistant',
  [EVENT_GEN_AI_TOOL_MESSAGE]: 'tool',
};

const partsOf = (message: unknown): unknown[] =>
  isObject(message) && Array.isArray(message.parts) ? message.parts : [];

/**
 * The operation-details form (instrumentation-openai's Responses calls): one record with the input messages (and the
 * instructions), then one per output item when streamed or one with them all: the output parts join one assistant message.
 */
function detailsToChat(logs: OtlpLog[]): { input: ChatMessage[]; output: ChatMessage[]; finish: string | null } {
  const input: ChatMessage[] = [];
  const outputParts: unknown[] = [];
  let finish: string | null = null;
  for (const log of logs) {
    const a = log.attributes;
    const system = systemInstructions(a[ATTR_GEN_AI_SYSTEM_INSTRUCTIONS]);
    if (system) input.push(system);
    input.push(...(partsToChat(a[ATTR_GEN_AI_INPUT_MESSAGES]) ?? []));
    const output = structured(a[ATTR_GEN_AI_OUTPUT_MESSAGES]);
    if (Array.isArray(output)) {
      outputParts.push(...output.flatMap(partsOf));
      finish = outputFinish(output) ?? finish;
    }
  }
  const output = outputParts.length > 0 ? (partsToChat([{ role: 'assistant', parts: outputParts }]) ?? []) : [];
  return { input, output, finish };
}

/** The event forms, in time order: input messages and the choices (output), each as Chat messages. */
export function eventsToChat(logs: OtlpLog[]): { input: ChatMessage[]; output: ChatMessage[]; finish: string | null } {
  const sorted = [...logs].sort((a, b) => a.timeMs - b.timeMs);
  const details = sorted.filter((log) => log.eventName === EVENT_GEN_AI_CLIENT_INFERENCE_OPERATION_DETAILS);
  if (details.length > 0) return detailsToChat(details);
  const input: ChatMessage[] = [];
  const output: ChatMessage[] = [];
  let finish: string | null = null;
  for (const log of sorted) {
    const body = isObject(log.body) ? log.body : {};
    const role = ROLE_OF_EVENT[log.eventName];
    if (role === 'tool') input.push({ role: 'tool', tool_call_id: text(body.id), content: text(body.content) });
    else if (role === 'assistant')
      input.push(assistantMessage(typeof body.content === 'string' ? body.content : null, eventCalls(body.tool_calls)));
    else if (role) input.push({ role, content: text(body.content) });
    else if (log.eventName === EVENT_GEN_AI_CHOICE) {
      const message = isObject(body.message) ? body.message : {};
      output.push(
        assistantMessage(typeof message.content === 'string' ? message.content : null, eventCalls(message.tool_calls)),
      );
      if (finish === null && typeof body.finish_reason === 'string') finish = body.finish_reason;
    }
  }
  return { input, output, finish };
}

/** Whether a log record is one of the GenAI message events. */
export function isGenAiEvent(log: OtlpLog): boolean {
  return (
    log.eventName in ROLE_OF_EVENT ||
    log.eventName === EVENT_GEN_AI_CHOICE ||
    log.eventName === EVENT_GEN_AI_CLIENT_INFERENCE_OPERATION_DETAILS
  );
}
