// OpenInference LLM spans (Arize Phoenix): `llm.input_messages.N.message.*`, `llm.output_messages…`, `llm.tools.N.tool.json_schema`,
// `llm.invocation_parameters`, and `input.value` / `output.value` (the request and response JSON as the instrumentation saw them).
import { isObject } from '../../wire/json-object';
import type { Attributes } from '../../wire/otlp';
import { assistantMessage, structured, type ChatMessage, type ToolCall } from './genai-messages';

/** The span kind attribute OpenInference puts on every span (LLM, TOOL, CHAIN, AGENT, …). */
export const OPENINFERENCE_KIND = 'openinference.span.kind';

/** The indexed list under a prefix (`llm.input_messages`), each entry's keys without the `N.` part. */
function indexed(attributes: Attributes, prefix: string): Attributes[] {
  const out: Attributes[] = [];
  for (const [key, value] of Object.entries(attributes)) {
    if (!key.startsWith(`${prefix}.`)) continue;
    const rest = key.slice(prefix.length + 1);
    const dot = rest.indexOf('.');
    const index = Number(rest.slice(0, dot));
    if (dot < 0 || !Number.isInteger(index)) continue;
    (out[index] ??= {})[rest.slice(dot + 1)] = value;
  }
  return out.filter(Boolean);
}

const str = (value: unknown): string => (typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value));

function message(entry: Attributes): ChatMessage {
  const role = str(entry['message.role']) || 'user';
  const contents = indexed(entry, 'message.contents').map((c) => str(c['message_content.text'])).join('');
  const content = typeof entry['message.content'] === 'string' ? entry['message.content'] : contents;
  const calls: ToolCall[] = indexed(entry, 'message.tool_calls').map((c) => ({ id: str(c['tool_call.id']), name: str(c['tool_call.function.name']), arguments: str(c['tool_call.function.arguments']) || '{}' }));
  if (role === 'assistant') return assistantMessage(content === '' ? null : content, calls);
  if (role === 'tool') return { role, tool_call_id: str(entry['message.tool_call_id']), content };
  return { role, content };
}

export function openInferenceMessages(attributes: Attributes, which: 'input' | 'output'): ChatMessage[] {
  return indexed(attributes, `llm.${which}_messages`).map(message);
}

export function openInferenceTools(attributes: Attributes): Record<string, unknown>[] {
  return indexed(attributes, 'llm.tools').map((t) => structured(t['tool.json_schema'])).filter(isObject);
}

/** A streamed answer exported as its SSE text (Loopscope's own export says so in `output.mime_type`). */
export function isStreamValue(attributes: Attributes, which: 'input' | 'output'): boolean {
  return attributes[`${which}.mime_type`] === 'text/event-stream';
}

/** `input.value` / `output.value` when it is a JSON object (the body itself); null otherwise. */
export function valueBody(attributes: Attributes, which: 'input' | 'output'): string | null {
  const value = attributes[`${which}.value`];
  if (typeof value !== 'string') return null;
  if (isStreamValue(attributes, which)) return value;
  const parsed = structured(value);
  return isObject(parsed) ? value : null;
}

/**
 * Phoenix's span export (and Langfuse's OTLP view) nest attributes (`{"llm": {"input_messages": [{"message": …}]}}`);
 * flattened to the dotted keys the spans carry on the wire.
 */
export function flattenAttributes(value: unknown, prefix = '', out: Attributes = {}): Attributes {
  if (Array.isArray(value) && prefix !== '' && value.some((v) => isObject(v))) value.forEach((v, i) => flattenAttributes(v, `${prefix}.${i}`, out));
  else if (isObject(value)) for (const [k, v] of Object.entries(value)) flattenAttributes(v, prefix === '' ? k : `${prefix}.${k}`, out);
  else if (prefix !== '') out[prefix] = value as Attributes[string];
  return out;
}
