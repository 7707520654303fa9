// OTLP spans (with the log records that carry their messages, joined by trace and span id) read into model calls:
// one exchange per inference span with request and response bodies rebuilt, and what the trace did not carry.
import {
  ATTR_GEN_AI_INPUT_MESSAGES, ATTR_GEN_AI_OPERATION_NAME, ATTR_GEN_AI_OUTPUT_MESSAGES, ATTR_GEN_AI_REQUEST_FREQUENCY_PENALTY, ATTR_GEN_AI_REQUEST_MAX_TOKENS,
  ATTR_GEN_AI_REQUEST_MODEL, ATTR_GEN_AI_REQUEST_PRESENCE_PENALTY, ATTR_GEN_AI_REQUEST_SEED, ATTR_GEN_AI_REQUEST_STOP_SEQUENCES, ATTR_GEN_AI_REQUEST_TEMPERATURE,
  ATTR_GEN_AI_REQUEST_TOP_P, ATTR_GEN_AI_RESPONSE_FINISH_REASONS, ATTR_GEN_AI_RESPONSE_ID, ATTR_GEN_AI_RESPONSE_MODEL, ATTR_GEN_AI_SYSTEM_INSTRUCTIONS,
  ATTR_GEN_AI_TOOL_DEFINITIONS, ATTR_GEN_AI_USAGE_INPUT_TOKENS, ATTR_GEN_AI_USAGE_OUTPUT_TOKENS, ATTR_OPENAI_API_TYPE, ATTR_SERVER_ADDRESS, ATTR_SERVER_PORT,
  GEN_AI_OPERATION_NAME_VALUE_CHAT, GEN_AI_OPERATION_NAME_VALUE_GENERATE_CONTENT, GEN_AI_OPERATION_NAME_VALUE_TEXT_COMPLETION, OPENAI_API_TYPE_VALUE_RESPONSES,
} from '@opentelemetry/semantic-conventions/incubating';
import type { TraceGap, TraceOrigin } from '../../wire/exchange';
import { isObject } from '../../wire/json-object';
import type { Attributes, OtlpLog, OtlpSpan } from '../../wire/otlp';
import type { WireExchange } from '../../wire/wire-exchange';
import { requestBody, responseBody, type ApiStyle, type CallParts } from './bodies';
import { eventsToChat, isGenAiEvent, outputFinish, partsToChat, structured, systemInstructions, type ChatMessage } from './genai-messages';
import { isStreamValue, OPENINFERENCE_KIND, openInferenceMessages, openInferenceTools, valueBody } from './openinference';

/** A model call read from a trace: the exchange it stands for and the span it came from. */
export type TraceCall = WireExchange & { trace: TraceOrigin };

const INFERENCE = new Set<unknown>([GEN_AI_OPERATION_NAME_VALUE_CHAT, GEN_AI_OPERATION_NAME_VALUE_TEXT_COMPLETION, GEN_AI_OPERATION_NAME_VALUE_GENERATE_CONTENT, 'responses']);

/** Which convention reads a span as a model call, or null for the loop's other spans (tools, agents, handoffs). */
export function inferenceConvention(span: Pick<OtlpSpan, 'attributes'>): 'gen_ai' | 'openinference' | null {
  if (span.attributes[OPENINFERENCE_KIND] === 'LLM') return 'openinference';
  if (INFERENCE.has(span.attributes[ATTR_GEN_AI_OPERATION_NAME])) return 'gen_ai';
  return null;
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

const PARAMS: [string, string][] = [
  [ATTR_GEN_AI_REQUEST_TEMPERATURE, 'temperature'], [ATTR_GEN_AI_REQUEST_TOP_P, 'top_p'], [ATTR_GEN_AI_REQUEST_SEED, 'seed'],
  [ATTR_GEN_AI_REQUEST_FREQUENCY_PENALTY, 'frequency_penalty'], [ATTR_GEN_AI_REQUEST_PRESENCE_PENALTY, 'presence_penalty'],
];

function genAiParams(a: Attributes, style: ApiStyle): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [attribute, name] of PARAMS) if (a[attribute] !== undefined && a[attribute] !== null) params[name] = a[attribute];
  const max = num(a[ATTR_GEN_AI_REQUEST_MAX_TOKENS]);
  if (max !== null) params[style === 'chat' ? 'max_tokens' : 'max_output_tokens'] = max;
  if (style === 'chat' && Array.isArray(a[ATTR_GEN_AI_REQUEST_STOP_SEQUENCES])) params.stop = a[ATTR_GEN_AI_REQUEST_STOP_SEQUENCES];
  return params;
}

/** gen_ai.tool.definitions (`{type, name, description, parameters}`) as Chat tools. */
function genAiTools(value: unknown): Record<string, unknown>[] {
  const list = structured(value);
  if (!Array.isArray(list)) return [];
  return list.filter(isObject).map((t) => (isObject(t.function) ? t : { type: 'function', function: { name: t.name, ...(t.description ? { description: t.description } : {}), parameters: t.parameters ?? { type: 'object', properties: {} } } }));
}

function urlOf(a: Attributes, style: ApiStyle): string {
  const path = style === 'chat' ? '/v1/chat/completions' : '/v1/responses';
  const host = str(a[ATTR_SERVER_ADDRESS]);
  if (!host) return `https://api.openai.com${path}`;
  const port = num(a[ATTR_SERVER_PORT]);
  const scheme = port === 443 || port === null ? 'https' : 'http';
  return `${scheme}://${host.includes(':') ? `[${host}]` : host}${port !== null && port !== 443 ? `:${port}` : ''}${path}`;
}

function styleOf(a: Attributes, exactRequest: string | null): ApiStyle {
  if (a[ATTR_OPENAI_API_TYPE] === OPENAI_API_TYPE_VALUE_RESPONSES || a[ATTR_GEN_AI_OPERATION_NAME] === 'responses') return 'responses';
  const body = exactRequest ? structured(exactRequest) : null;
  return isObject(body) && !Array.isArray(body.messages) && 'input' in body ? 'responses' : 'chat';
}

function parts(span: OtlpSpan, logs: OtlpLog[], convention: 'gen_ai' | 'openinference', style: ApiStyle): CallParts {
  const a = span.attributes;
  let input: ChatMessage[];
  let output: ChatMessage[];
  let finish: string | null;
  let tools: Record<string, unknown>[];
  if (convention === 'openinference') {
    input = openInferenceMessages(a, 'input');
    output = openInferenceMessages(a, 'output');
    finish = str(a['llm.finish_reason']);
    tools = openInferenceTools(a);
  } else {
    const events = eventsToChat(logs);
    const system = systemInstructions(a[ATTR_GEN_AI_SYSTEM_INSTRUCTIONS]);
    input = [...(system ? [system] : []), ...(partsToChat(a[ATTR_GEN_AI_INPUT_MESSAGES]) ?? events.input)];
    output = partsToChat(a[ATTR_GEN_AI_OUTPUT_MESSAGES]) ?? events.output;
    const reasons = a[ATTR_GEN_AI_RESPONSE_FINISH_REASONS];
    finish = outputFinish(a[ATTR_GEN_AI_OUTPUT_MESSAGES]) ?? events.finish ?? (Array.isArray(reasons) ? str(reasons[0]) : null);
    tools = genAiTools(a[ATTR_GEN_AI_TOOL_DEFINITIONS]);
  }
  const inTokens = num(a[ATTR_GEN_AI_USAGE_INPUT_TOKENS]) ?? num(a['llm.token_count.prompt']);
  const outTokens = num(a[ATTR_GEN_AI_USAGE_OUTPUT_TOKENS]) ?? num(a['llm.token_count.completion']);
  let params: Record<string, unknown> = genAiParams(a, style);
  const invocation = structured(a['llm.invocation_parameters']);
  if (isObject(invocation)) params = Object.fromEntries(Object.entries(invocation).filter(([k]) => k !== 'model' && k !== 'tools' && k !== 'messages' && k !== 'input'));
  return {
    style,
    model: str(a[ATTR_GEN_AI_REQUEST_MODEL]) ?? (isObject(invocation) ? str(invocation.model) : null) ?? str(a['llm.model_name']) ?? 'unknown-model',
    input,
    tools,
    params,
    output: output[0] ?? null,
    finish,
    responseId: str(a[ATTR_GEN_AI_RESPONSE_ID]),
    responseModel: str(a[ATTR_GEN_AI_RESPONSE_MODEL]) ?? str(a['llm.model_name']),
    createdMs: span.endMs,
    usage: inTokens !== null && outTokens !== null ? { input: inTokens, output: outTokens } : null,
  };
}

const usesTools = (messages: ChatMessage[]) => messages.some((m) => m.role === 'tool' || Array.isArray(m.tool_calls));

/** One inference span as an exchange: the bodies as the trace gave them (input.value / output.value) or rebuilt. */
export function spanCall(span: OtlpSpan, logs: OtlpLog[], around: ReadonlyMap<string, Pick<OtlpSpan, 'name' | 'parentSpanId'>> = new Map()): TraceCall | null {
  const convention = inferenceConvention(span);
  if (!convention) return null;
  const exactRequest = valueBody(span.attributes, 'input');
  const exactResponse = valueBody(span.attributes, 'output');
  const style = styleOf(span.attributes, exactRequest);
  const call = parts(span, logs.filter((l) => l.spanId === span.spanId && l.traceId === span.traceId && isGenAiEvent(l)), convention, style);
  const missing: TraceGap[] = ['bytes'];
  if (!exactRequest && call.input.length === 0) missing.push('content');
  if (!exactRequest && call.tools.length === 0 && usesTools([...call.input, ...(call.output ? [call.output] : [])])) missing.push('tools');
  const response = exactResponse ?? responseBody(call);
  if (response === null) missing.push('response');
  const failed = span.statusCode === 2;
  return {
    method: 'POST',
    url: urlOf(span.attributes, style),
    requestHeaders: { 'content-type': 'application/json' },
    requestBody: exactRequest ?? requestBody(call),
    status: failed ? 500 : 200,
    responseHeaders: { 'content-type': exactResponse && isStreamValue(span.attributes, 'output') ? 'text/event-stream' : 'application/json' },
    responseBody: failed && response === null ? JSON.stringify({ error: { message: span.statusMessage || 'The span ended with an error.', type: 'trace_error', param: null, code: null } }) : response,
    startedAt: span.startMs,
    durationMs: Math.max(0, span.endMs - span.startMs),
    trace: { convention, traceId: span.traceId, spanId: span.spanId, parentSpanId: span.parentSpanId, missing, ...pathOf(span, around) },
  };
}

/** The names of the spans a call sits in (known so far), outermost first; at most 8 levels, cycles cut. */
export function pathOf(span: Pick<OtlpSpan, 'traceId' | 'parentSpanId'>, around: ReadonlyMap<string, Pick<OtlpSpan, 'name' | 'parentSpanId'>>): { path?: string[] } {
  const names: string[] = [];
  let parent = span.parentSpanId ? around.get(`${span.traceId}:${span.parentSpanId}`) : undefined;
  while (parent && names.length < 8) {
    names.unshift(parent.name);
    parent = parent.parentSpanId ? around.get(`${span.traceId}:${parent.parentSpanId}`) : undefined;
  }
  return names.length > 0 ? { path: names } : {};
}

/** A span that is not a model call: a tool run, an agent, a handoff, a turn. */
export interface StructureSpan { traceId: string; spanId: string; parentSpanId: string | null; name: string; startMs: number }

/**
 * The structure spans that are not around a call (tool runs, handoffs) given to the call they follow: each one goes to
 * the last call of its trace that started before it, as `trace.then`, so a view shows what the loop did between calls.
 */
export function withStructure(calls: TraceCall[], structure: StructureSpan[]): TraceCall[] {
  const byId = new Map(structure.map((s) => [`${s.traceId}:${s.spanId}`, s]));
  const enclosing = new Set<string>();
  for (const call of calls) {
    let parent = call.trace.parentSpanId ? byId.get(`${call.trace.traceId}:${call.trace.parentSpanId}`) : undefined;
    for (let depth = 0; parent && depth < 8; depth += 1) {
      enclosing.add(`${parent.traceId}:${parent.spanId}`);
      parent = parent.parentSpanId ? byId.get(`${parent.traceId}:${parent.parentSpanId}`) : undefined;
    }
  }
  const then = new Map<TraceCall, string[]>();
  for (const span of [...structure].sort((a, b) => a.startMs - b.startMs)) {
    if (enclosing.has(`${span.traceId}:${span.spanId}`) || span.name === '') continue;
    const before = calls.filter((c) => c.trace.traceId === span.traceId && (c.startedAt ?? 0) <= span.startMs).at(-1);
    if (before) then.set(before, [...(then.get(before) ?? []), span.name]);
  }
  return calls.map((c) => (then.has(c) ? { ...c, trace: { ...c.trace, then: then.get(c)!.slice(0, 20) } } : c));
}

/** Every inference span of a trace as a call, in start order; `others` counts the spans that are the loop's structure. */
export function spansToCalls(spans: OtlpSpan[], logs: OtlpLog[]): { calls: TraceCall[]; others: number } {
  const calls: TraceCall[] = [];
  const structure: StructureSpan[] = [];
  const around = new Map(spans.map((s) => [`${s.traceId}:${s.spanId}`, s]));
  for (const span of [...spans].sort((a, b) => a.startMs - b.startMs)) {
    const call = spanCall(span, logs, around);
    if (call) calls.push(call);
    else structure.push(span);
  }
  return { calls: withStructure(calls, structure), others: structure.length };
}
