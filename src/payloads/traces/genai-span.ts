// The OpenTelemetry GenAI convention's reader: a span whose gen_ai.operation.name is an inference (chat, text completion,
// generate content) is a model call; its messages are on the span (gen_ai.input.messages …) or on log records joined to it.
import {
  ATTR_GEN_AI_INPUT_MESSAGES,
  ATTR_GEN_AI_OPERATION_NAME,
  ATTR_GEN_AI_OUTPUT_MESSAGES,
  ATTR_GEN_AI_REQUEST_FREQUENCY_PENALTY,
  ATTR_GEN_AI_REQUEST_MAX_TOKENS,
  ATTR_GEN_AI_REQUEST_MODEL,
  ATTR_GEN_AI_REQUEST_PRESENCE_PENALTY,
  ATTR_GEN_AI_REQUEST_SEED,
  ATTR_GEN_AI_REQUEST_STOP_SEQUENCES,
  ATTR_GEN_AI_REQUEST_TEMPERATURE,
  ATTR_GEN_AI_REQUEST_TOP_P,
  ATTR_GEN_AI_RESPONSE_FINISH_REASONS,
  ATTR_GEN_AI_RESPONSE_ID,
  ATTR_GEN_AI_RESPONSE_MODEL,
  ATTR_GEN_AI_SYSTEM_INSTRUCTIONS,
  ATTR_GEN_AI_TOOL_DEFINITIONS,
  ATTR_GEN_AI_USAGE_INPUT_TOKENS,
  ATTR_GEN_AI_USAGE_OUTPUT_TOKENS,
  ATTR_OPENAI_API_TYPE,
  GEN_AI_OPERATION_NAME_VALUE_CHAT,
  GEN_AI_OPERATION_NAME_VALUE_GENERATE_CONTENT,
  GEN_AI_OPERATION_NAME_VALUE_TEXT_COMPLETION,
  OPENAI_API_TYPE_VALUE_RESPONSES,
} from '@opentelemetry/semantic-conventions/incubating';
import { isObject } from '@loopscope/wire/json-object';
import type { Attributes } from '@loopscope/wire/otlp/index';
import type { ApiStyle } from './call-parts';
import { traceShapeOf } from '../payload-styles';
import { eventsToChat, outputFinish, partsToChat, structured, systemInstructions } from './genai-messages';
import { num, str, type SpanReader } from './span-reader';

const INFERENCE = new Set<unknown>([
  GEN_AI_OPERATION_NAME_VALUE_CHAT,
  GEN_AI_OPERATION_NAME_VALUE_TEXT_COMPLETION,
  GEN_AI_OPERATION_NAME_VALUE_GENERATE_CONTENT,
  'responses',
]);

const PARAMS: [string, string][] = [
  [ATTR_GEN_AI_REQUEST_TEMPERATURE, 'temperature'],
  [ATTR_GEN_AI_REQUEST_TOP_P, 'top_p'],
  [ATTR_GEN_AI_REQUEST_SEED, 'seed'],
  [ATTR_GEN_AI_REQUEST_FREQUENCY_PENALTY, 'frequency_penalty'],
  [ATTR_GEN_AI_REQUEST_PRESENCE_PENALTY, 'presence_penalty'],
];

/** The request parameters the gen_ai.request.* attributes carry, named as the API style names them. */
export function genAiParams(a: Attributes, style: ApiStyle): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [attribute, name] of PARAMS)
    if (a[attribute] !== undefined && a[attribute] !== null) params[name] = a[attribute];
  const max = num(a[ATTR_GEN_AI_REQUEST_MAX_TOKENS]);
  const shape = traceShapeOf(style);
  if (max !== null) params[shape.maxTokensParam] = max;
  if (shape.stopParam !== null && Array.isArray(a[ATTR_GEN_AI_REQUEST_STOP_SEQUENCES]))
    params[shape.stopParam] = a[ATTR_GEN_AI_REQUEST_STOP_SEQUENCES];
  return params;
}

/** gen_ai.tool.definitions (`{type, name, description, parameters}`) as Chat tools. */
function genAiTools(value: unknown): Record<string, unknown>[] {
  const list = structured(value);
  if (!Array.isArray(list)) return [];
  return list.filter(isObject).map((t) =>
    isObject(t.function)
      ? t
      : {
          type: 'function',
          function: {
            name: t.name,
            ...(t.description ? { description: t.description } : {}),
            parameters: t.parameters ?? { type: 'object', properties: {} },
          },
        },
  );
}

export const genAiReader: SpanReader = {
  convention: 'gen_ai',
  isCall: (span) => INFERENCE.has(span.attributes[ATTR_GEN_AI_OPERATION_NAME]),
  style(span, exactRequest) {
    const a = span.attributes;
    if (a[ATTR_OPENAI_API_TYPE] === OPENAI_API_TYPE_VALUE_RESPONSES || a[ATTR_GEN_AI_OPERATION_NAME] === 'responses')
      return 'responses';
    // instrumentation-openai names Responses calls `chat` and sets no API type; the response id the API gave says which
    // (the Responses API's ids start `resp_`, Chat Completions' `chatcmpl-`).
    if (str(a[ATTR_GEN_AI_RESPONSE_ID])?.startsWith('resp_')) return 'responses';
    const body = exactRequest ? structured(exactRequest) : null;
    return isObject(body) && !Array.isArray(body.messages) && 'input' in body ? 'responses' : 'chat';
  },
  parts(span, logs, style) {
    const a = span.attributes;
    const events = eventsToChat(logs);
    const system = systemInstructions(a[ATTR_GEN_AI_SYSTEM_INSTRUCTIONS]);
    const messages = partsToChat(a[ATTR_GEN_AI_INPUT_MESSAGES]) ?? events.input;
    // instrumentation-openai puts a Responses call's instructions both on the span and first among the logged input messages.
    const repeated = system && messages[0]?.role === 'system' && messages[0].content === system.content;
    const output = partsToChat(a[ATTR_GEN_AI_OUTPUT_MESSAGES]) ?? events.output;
    const reasons = a[ATTR_GEN_AI_RESPONSE_FINISH_REASONS];
    const inTokens = num(a[ATTR_GEN_AI_USAGE_INPUT_TOKENS]);
    const outTokens = num(a[ATTR_GEN_AI_USAGE_OUTPUT_TOKENS]);
    return {
      style,
      model: str(a[ATTR_GEN_AI_REQUEST_MODEL]) ?? 'unknown-model',
      input: [...(system && !repeated ? [system] : []), ...messages],
      tools: genAiTools(a[ATTR_GEN_AI_TOOL_DEFINITIONS]),
      params: genAiParams(a, style),
      output: output[0] ?? null,
      finish:
        outputFinish(a[ATTR_GEN_AI_OUTPUT_MESSAGES]) ??
        events.finish ??
        (Array.isArray(reasons) ? str(reasons[0]) : null),
      responseId: str(a[ATTR_GEN_AI_RESPONSE_ID]),
      responseModel: str(a[ATTR_GEN_AI_RESPONSE_MODEL]),
      createdMs: span.endMs,
      usage: inTokens !== null && outTokens !== null ? { input: inTokens, output: outTokens } : null,
    };
  },
};
