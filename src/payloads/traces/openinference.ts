// OpenInference LLM spans (Arize Phoenix): `llm.input_messages.N.message.*`, `llm.output_messages…`, `llm.tools.N.tool.json_schema`,
// `llm.invocation_parameters`, and `input.value` / `output.value` (the request and response JSON as the instrumentation saw them).
import {
  ATTR_GEN_AI_REQUEST_MODEL,
  ATTR_GEN_AI_RESPONSE_ID,
  ATTR_GEN_AI_RESPONSE_MODEL,
  ATTR_GEN_AI_USAGE_INPUT_TOKENS,
  ATTR_GEN_AI_USAGE_OUTPUT_TOKENS,
} from '@opentelemetry/semantic-conventions/incubating';
import { isObject } from '@loopscope/wire/json-object';
import type { Attributes } from '@loopscope/wire/otlp/index';
import { assistantMessage, structured, type ChatMessage, type ToolCall } from './genai-messages';
import { genAiParams, genAiReader } from './genai-span';
import { num, str, type SpanReader } from './span-reader';

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

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value);

function message(entry: Attributes): ChatMessage {
  const role = textOf(entry['message.role']) || 'user';
  const contents = indexed(entry, 'message.contents')
    .map((c) => textOf(c['message_content.text']))
    .join('');
  const content = typeof entry['message.content'] === 'string' ? entry['message.content'] : contents;
  const calls: ToolCall[] = indexed(entry, 'message.tool_calls').map((c) => ({
    id: textOf(c['tool_call.id']),
    name: textOf(c['tool_call.function.name']),
    arguments: textOf(c['tool_call.function.arguments']) || '{}',
  }));
  if (role === 'assistant') return assistantMessage(content === '' ? null : content, calls);
  if (role === 'tool') return { role, tool_call_id: textOf(entry['message.tool_call_id']), content };
  return { role, content };
}

export function openInferenceMessages(attributes: Attributes, which: 'input' | 'output'): ChatMessage[] {
  return indexed(attributes, `llm.${which}_messages`).map(message);
}

export function openInferenceTools(attributes: Attributes): Record<string, unknown>[] {
  return indexed(attributes, 'llm.tools')
    .map((t) => structured(t['tool.json_schema']))
    .filter(isObject);
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
  if (Array.isArray(value) && prefix !== '' && value.some((v) => isObject(v)))
    value.forEach((v, i) => flattenAttributes(v, `${prefix}.${i}`, out));
  else if (isObject(value))
    for (const [k, v] of Object.entries(value)) flattenAttributes(v, prefix === '' ? k : `${prefix}.${k}`, out);
  else if (prefix !== '') out[prefix] = value as Attributes[string];
  return out;
}

/** OpenInference's reader: an `LLM` span is a model call; a body it carries exactly (input.value) is kept as it was. */
export const openInferenceReader: SpanReader = {
  convention: 'openinference',
  isCall: (span) => span.attributes[OPENINFERENCE_KIND] === 'LLM',
  style: (span, exactRequest) => genAiReader.style(span, exactRequest),
  parts(span, _logs, style) {
    const a = span.attributes;
    const inTokens = num(a[ATTR_GEN_AI_USAGE_INPUT_TOKENS]) ?? num(a['llm.token_count.prompt']);
    const outTokens = num(a[ATTR_GEN_AI_USAGE_OUTPUT_TOKENS]) ?? num(a['llm.token_count.completion']);
    const invocation = structured(a['llm.invocation_parameters']);
    const params = isObject(invocation)
      ? Object.fromEntries(
          Object.entries(invocation).filter(
            ([k]) => k !== 'model' && k !== 'tools' && k !== 'messages' && k !== 'input',
          ),
        )
      : genAiParams(a, style);
    const output = openInferenceMessages(a, 'output');
    return {
      style,
      model:
        str(a[ATTR_GEN_AI_REQUEST_MODEL]) ??
        (isObject(invocation) ? str(invocation.model) : null) ??
        str(a['llm.model_name']) ??
        'unknown-model',
      input: openInferenceMessages(a, 'input'),
      tools: openInferenceTools(a),
      params,
      output: output[0] ?? null,
      finish: str(a['llm.finish_reason']),
      responseId: str(a[ATTR_GEN_AI_RESPONSE_ID]),
      responseModel: str(a[ATTR_GEN_AI_RESPONSE_MODEL]) ?? str(a['llm.model_name']),
      createdMs: span.endMs,
      usage: inTokens !== null && outTokens !== null ? { input: inTokens, output: outTokens } : null,
    };
  },
};
