// The Vercel AI SDK's own telemetry (experimental_telemetry, what AI SDK ≤ 6 emits): `ai.generateText.doGenerate` and
// `ai.streamText.doStream` spans are the model calls, with the prompt as the SDK's own messages (`ai.prompt.messages`)
// and the answer as `ai.response.text` / `ai.response.toolCalls`; `ai.toolCall` spans are the tool runs between them.
// Names from AI SDK 6's source (ai/dist); AI SDK 4's older spellings (args, result, promptTokens) are read too.
import { isObject } from '@loopscope/wire/json-object';
import type { Attributes } from '@loopscope/wire/otlp/index';
import { assistantMessage, structured, type ChatMessage, type ToolCall } from './genai-messages';
import { genAiParams } from './genai-span';
import { num, str, type SpanReader } from './span-reader';

type Obj = Record<string, unknown>;

/** The operations that are one request to the model (the outer ai.generateText / ai.streamText span wraps the loop). */
const CALL_OPERATIONS = new Set([
  'ai.generateText.doGenerate',
  'ai.streamText.doStream',
  'ai.generateObject.doGenerate',
  'ai.streamObject.doStream',
]);
const operationOf = (span: { name: string; attributes: Attributes }): string =>
  str(span.attributes['ai.operationId']) ?? span.name;

const text = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value);
const argumentsText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value ?? {}));
const partsOf = (content: unknown): Obj[] => (Array.isArray(content) ? content.filter(isObject) : []);
const textOfParts = (content: unknown): string =>
  typeof content === 'string'
    ? content
    : partsOf(content)
        .filter((p) => p.type === 'text')
        .map((p) => text(p.text))
        .join('');

/** A tool result's content: AI SDK 5+ wraps it (`{type: 'json' | 'text' | 'error-text' …, value}`), AI SDK 4 gave `result`. */
function resultText(part: Obj): string {
  const output = part.output;
  if (isObject(output) && 'value' in output) return text(output.value);
  return text(output ?? part.result);
}

const toolCall = (part: Obj): ToolCall => ({
  id: text(part.toolCallId),
  name: text(part.toolName),
  arguments: argumentsText(part.input ?? part.args),
});

/** One of the SDK's prompt messages as Chat messages (a tool message holds one message per result). */
function chatMessages(message: Obj): ChatMessage[] {
  const role = text(message.role) || 'user';
  if (role === 'tool')
    return partsOf(message.content)
      .filter((p) => p.type === 'tool-result')
      .map((p) => ({ role: 'tool', tool_call_id: text(p.toolCallId), content: resultText(p) }));
  if (role === 'assistant') {
    const content = textOfParts(message.content);
    return [
      assistantMessage(
        content === '' ? null : content,
        partsOf(message.content)
          .filter((p) => p.type === 'tool-call')
          .map(toolCall),
      ),
    ];
  }
  return [{ role, content: textOfParts(message.content) }];
}

/** ai.prompt.tools: one JSON text per tool (`{type, name, description, inputSchema}`; AI SDK 4: `parameters`) as Chat tools. */
function tools(value: unknown): Obj[] {
  const list = Array.isArray(value) ? value.map(structured).filter(isObject) : [];
  return list
    .filter((t) => t.type === 'function')
    .map((t) => ({
      type: 'function',
      function: {
        name: text(t.name),
        ...(typeof t.description === 'string' ? { description: t.description } : {}),
        parameters: t.inputSchema ?? t.parameters ?? { type: 'object', properties: {} },
      },
    }));
}

/** The answer: the text and the tool calls the span reports; null when the span ended before it had either. */
function answer(a: Attributes): ChatMessage | null {
  const calls = structured(a['ai.response.toolCalls']);
  const toolCalls = Array.isArray(calls) ? calls.filter(isObject).map(toolCall) : [];
  const content = typeof a['ai.response.text'] === 'string' ? a['ai.response.text'] : null;
  return content === null && toolCalls.length === 0 ? null : assistantMessage(content, toolCalls);
}

/** The SDK's finish reasons (`tool-calls`, `content-filter`) as the API spells them (`tool_calls`, `content_filter`). */
const finishOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' && value !== 'unknown' && value !== 'other'
    ? value.replace(/-/g, '_')
    : null;

export const aiSdkReader: SpanReader = {
  convention: 'ai_sdk',
  isCall: (span) => CALL_OPERATIONS.has(operationOf(span)),
  // The provider says which API the SDK called: `openai.responses` (the default model of AI SDK 5 and 6) or `openai.chat`.
  style: (span) => (str(span.attributes['ai.model.provider'])?.endsWith('.responses') ? 'responses' : 'chat'),
  parts(span, _logs, style) {
    const a = span.attributes;
    const prompt = structured(a['ai.prompt.messages']);
    const inTokens = num(a['ai.usage.inputTokens']) ?? num(a['ai.usage.promptTokens']);
    const outTokens = num(a['ai.usage.outputTokens']) ?? num(a['ai.usage.completionTokens']);
    return {
      style,
      model: str(a['ai.model.id']) ?? str(a['gen_ai.request.model']) ?? 'unknown-model',
      input: Array.isArray(prompt) ? prompt.filter(isObject).flatMap(chatMessages) : [],
      tools: tools(a['ai.prompt.tools']),
      params: genAiParams(a, style),
      output: answer(a),
      finish: finishOf(a['ai.response.finishReason']),
      responseId: str(a['ai.response.id']),
      responseModel: str(a['ai.response.model']),
      createdMs: span.endMs,
      usage: inTokens !== null && outTokens !== null ? { input: inTokens, output: outTokens } : null,
    };
  },
  structureName(span) {
    const operation = operationOf(span);
    if (operation === 'ai.toolCall') return `tool ${text(span.attributes['ai.toolCall.name'])}`;
    // The outer span: its operation.name carries the telemetry's functionId (`ai.generateText weather`).
    if (operation.startsWith('ai.')) return str(span.attributes['operation.name']) ?? operation;
    return null;
  },
};
