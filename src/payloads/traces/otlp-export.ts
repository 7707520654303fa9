// Recorded exchanges as an OTLP/JSON traces export with the GenAI conventions, for Phoenix, Langfuse, Jaeger or any
// collector: one client span per model call (`openai.api.type`, request and usage attributes, messages in the
// role-and-parts form, the exact bodies as `input.value` / `output.value`) and one child span per tool the loop ran.
import {
  ATTR_GEN_AI_INPUT_MESSAGES, ATTR_GEN_AI_OPERATION_NAME, ATTR_GEN_AI_OUTPUT_MESSAGES, ATTR_GEN_AI_PROVIDER_NAME, ATTR_GEN_AI_REQUEST_MODEL, ATTR_GEN_AI_RESPONSE_FINISH_REASONS,
  ATTR_GEN_AI_RESPONSE_ID, ATTR_GEN_AI_RESPONSE_MODEL, ATTR_GEN_AI_TOOL_CALL_ARGUMENTS, ATTR_GEN_AI_TOOL_CALL_ID, ATTR_GEN_AI_TOOL_CALL_RESULT, ATTR_GEN_AI_TOOL_DEFINITIONS,
  ATTR_GEN_AI_TOOL_NAME, ATTR_GEN_AI_USAGE_INPUT_TOKENS, ATTR_GEN_AI_USAGE_OUTPUT_TOKENS, ATTR_OPENAI_API_TYPE, GEN_AI_OPERATION_NAME_VALUE_CHAT,
  GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL, OPENAI_API_TYPE_VALUE_CHAT_COMPLETIONS, OPENAI_API_TYPE_VALUE_RESPONSES,
} from '@opentelemetry/semantic-conventions/incubating';
import { apiPath, requestObject, responseJson, type Exchange } from '../../wire/exchange';
import { isObject } from '../../wire/json-object';
import type { IAnyValue, IKeyValue } from '../../wire/otlp';

type Obj = Record<string, unknown>;

/** An API key that found its way into a body (`sk-…`): masked like the headers are. */
const KEY = /\b(sk-[A-Za-z0-9_-]{4})[A-Za-z0-9_-]{8,}/g;
const scrub = (text: string) => text.replace(KEY, '$1…');

const value = (v: unknown): IAnyValue =>
  typeof v === 'string' ? { stringValue: v } : typeof v === 'boolean' ? { boolValue: v } : typeof v === 'number' ? (Number.isInteger(v) ? { intValue: v } : { doubleValue: v }) : Array.isArray(v) ? { arrayValue: { values: v.map(value) } } : { stringValue: JSON.stringify(v) };
const attributes = (entries: Record<string, unknown>): IKeyValue[] => Object.entries(entries).filter(([, v]) => v !== undefined && v !== null).map(([key, v]) => ({ key, value: value(v) }));

const nanos = (ms: number) => `${BigInt(Math.round(ms)) * 1_000_000n}`;
/** Deterministic ids: the same capture exports to the same spans. */
function hexId(seed: string, length: 16 | 32): string {
  let out = '';
  for (let round = 0; out.length < length; round += 1) {
    let h = 2166136261 ^ round;
    for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
    out += (h >>> 0).toString(16).padStart(8, '0');
  }
  return out.slice(0, length);
}

const styleOf = (e: Exchange) => (apiPath(e) === '/responses' ? OPENAI_API_TYPE_VALUE_RESPONSES : apiPath(e).startsWith('/threads') ? 'assistants' : OPENAI_API_TYPE_VALUE_CHAT_COMPLETIONS);
const text = (v: unknown) => (typeof v === 'string' ? v : Array.isArray(v) ? v.filter(isObject).map((p) => String(p.text ?? '')).join('') : '');

/** Chat messages (or Responses items) in the GenAI role-and-parts form. */
function partsOf(items: unknown[]): Obj[] {
  const out: Obj[] = [];
  for (const m of items.filter(isObject)) {
    if (m.role === 'tool' || m.type === 'function_call_output') out.push({ role: 'tool', parts: [{ type: 'tool_call_response', id: m.tool_call_id ?? m.call_id, response: m.content ?? m.output }] });
    else if (m.type === 'function_call') out.push({ role: 'assistant', parts: [{ type: 'tool_call', id: m.call_id, name: m.name, arguments: m.arguments }] });
    else if (typeof m.role === 'string') {
      const calls = Array.isArray(m.tool_calls) ? m.tool_calls.filter(isObject).map((c) => ({ type: 'tool_call', id: c.id, name: isObject(c.function) ? c.function.name : '', arguments: isObject(c.function) ? c.function.arguments : '' })) : [];
      const said = text(m.content);
      out.push({ role: m.role, parts: [...(said ? [{ type: 'text', content: said }] : []), ...calls] });
    }
  }
  return out;
}

interface ToolRun { id: string; name: string; arguments: string; result: string | null; at: number }

/** The calls a response asked for, with their results from the next request that answers them. */
function toolRuns(exchange: Exchange, later: readonly Exchange[]): ToolRun[] {
  const body = responseJson(exchange);
  const calls: { id: string; name: string; arguments: string }[] = [];
  if (isObject(body) && Array.isArray(body.choices)) {
    for (const c of (isObject(body.choices[0]) && isObject(body.choices[0].message) && Array.isArray(body.choices[0].message.tool_calls) ? body.choices[0].message.tool_calls : []).filter(isObject)) {
      if (isObject(c.function)) calls.push({ id: String(c.id), name: String(c.function.name), arguments: String(c.function.arguments) });
    }
  } else if (isObject(body) && Array.isArray(body.output)) {
    for (const item of body.output.filter(isObject)) if (item.type === 'function_call') calls.push({ id: String(item.call_id), name: String(item.name), arguments: String(item.arguments) });
  }
  return calls.map((call) => {
    for (const next of later) {
      const request = requestObject(next);
      const items = request ? (Array.isArray(request.messages) ? request.messages : Array.isArray(request.input) ? request.input : []) : [];
      const answer = items.filter(isObject).find((m) => m.tool_call_id === call.id || (m.type === 'function_call_output' && m.call_id === call.id));
      if (answer) return { ...call, result: text(answer.content ?? answer.output) || JSON.stringify(answer.content ?? answer.output ?? null), at: next.startedAt };
    }
    return { ...call, result: null, at: exchange.startedAt + (exchange.durationMs ?? 0) };
  });
}

function exchangeSpans(exchange: Exchange, index: number, all: readonly Exchange[], traceId: string): Obj[] {
  const request = requestObject(exchange) ?? {};
  const response = responseJson(exchange);
  const res = isObject(response) ? response : {};
  const usage = isObject(res.usage) ? res.usage : {};
  const choice = Array.isArray(res.choices) && isObject(res.choices[0]) ? res.choices[0] : null;
  const output = choice && isObject(choice.message) ? [choice.message] : Array.isArray(res.output) ? res.output : [];
  const input = Array.isArray(request.messages) ? request.messages : Array.isArray(request.input) ? request.input : typeof request.input === 'string' ? [{ role: 'user', content: request.input }] : [];
  const tools = Array.isArray(request.tools) ? request.tools.filter(isObject).map((t) => (isObject(t.function) ? { type: 'function', ...t.function } : t)) : [];
  const spanId = hexId(`${exchange.id}:${index}`, 16);
  const end = exchange.startedAt + (exchange.durationMs ?? 0);
  const model = typeof request.model === 'string' ? request.model : 'unknown';
  const streamed = exchange.streamed || (exchange.responseHeaders['content-type'] ?? '').includes('event-stream');
  const span = {
    traceId, spanId, name: `${GEN_AI_OPERATION_NAME_VALUE_CHAT} ${model}`, kind: 3,
    startTimeUnixNano: nanos(exchange.startedAt), endTimeUnixNano: nanos(end),
    attributes: attributes({
      [ATTR_GEN_AI_OPERATION_NAME]: GEN_AI_OPERATION_NAME_VALUE_CHAT,
      [ATTR_GEN_AI_PROVIDER_NAME]: 'openai',
      [ATTR_OPENAI_API_TYPE]: styleOf(exchange),
      [ATTR_GEN_AI_REQUEST_MODEL]: model,
      [ATTR_GEN_AI_RESPONSE_ID]: res.id,
      [ATTR_GEN_AI_RESPONSE_MODEL]: res.model,
      [ATTR_GEN_AI_RESPONSE_FINISH_REASONS]: choice && typeof choice.finish_reason === 'string' ? [choice.finish_reason] : undefined,
      [ATTR_GEN_AI_USAGE_INPUT_TOKENS]: usage.prompt_tokens ?? usage.input_tokens,
      [ATTR_GEN_AI_USAGE_OUTPUT_TOKENS]: usage.completion_tokens ?? usage.output_tokens,
      [ATTR_GEN_AI_INPUT_MESSAGES]: scrub(JSON.stringify(partsOf(input))),
      [ATTR_GEN_AI_OUTPUT_MESSAGES]: output.length > 0 ? scrub(JSON.stringify(partsOf(output).map((m) => ({ ...m, ...(choice ? { finish_reason: choice.finish_reason } : {}) })))) : undefined,
      [ATTR_GEN_AI_TOOL_DEFINITIONS]: tools.length > 0 ? scrub(JSON.stringify(tools)) : undefined,
      'input.value': exchange.requestBody === null ? undefined : scrub(exchange.requestBody),
      'input.mime_type': 'application/json',
      'output.value': exchange.responseBody === null ? undefined : scrub(exchange.responseBody),
      'output.mime_type': streamed ? 'text/event-stream' : 'application/json',
      'http.response.status_code': exchange.status ?? undefined,
    }),
    status: exchange.error || (exchange.status ?? 200) >= 400 ? { code: 2, message: exchange.error ?? `HTTP ${exchange.status}` } : { code: 1 },
  };
  const children = toolRuns(exchange, all.slice(index + 1)).map((run) => ({
    traceId, spanId: hexId(`${exchange.id}:${run.id}`, 16), parentSpanId: spanId, name: `${GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL} ${run.name}`, kind: 1,
    startTimeUnixNano: nanos(end), endTimeUnixNano: nanos(Math.max(end, run.at)),
    attributes: attributes({ [ATTR_GEN_AI_OPERATION_NAME]: GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL, [ATTR_GEN_AI_TOOL_NAME]: run.name, [ATTR_GEN_AI_TOOL_CALL_ID]: run.id, [ATTR_GEN_AI_TOOL_CALL_ARGUMENTS]: scrub(run.arguments), [ATTR_GEN_AI_TOOL_CALL_RESULT]: run.result === null ? undefined : scrub(run.result) }),
    status: { code: run.result === null ? 0 : 1 },
  }));
  return [span, ...children];
}

/** Whether an exchange is a model call the export makes a span of (its request body is parsed: costly for big bodies). */
export const isOtlpCall = (e: Exchange) => e.method === 'POST' && requestObject(e) !== null && /\/(chat\/completions|responses)$/.test(apiPath(e));
const traceOf = (calls: readonly Exchange[]) => hexId(calls.map((e) => e.id).join(',') || 'empty', 32);
const resourceOf = (service: string) => ({ attributes: attributes({ 'service.name': service }) });
const SCOPE = { name: 'loopscope', version: '1' };

/** The model calls among the exchanges as one OTLP/JSON traces export request (one trace). */
export function toOtlpJson(exchanges: readonly Exchange[], service = 'loopscope'): Obj {
  const calls = exchanges.filter(isOtlpCall);
  const traceId = traceOf(calls);
  const spans = calls.flatMap((e, i) => exchangeSpans(e, i, calls, traceId));
  return {
    resourceSpans: [{ resource: resourceOf(service), scopeSpans: [{ scope: SCOPE, spans }] }],
  };
}

/**
 * toOtlpJson's JSON text in pieces, a call's spans at a time: what a streamed export of a big capture writes. `calls` are
 * the exchanges already filtered with isOtlpCall (which the caller may do a few at a time).
 */
export function otlpJsonPieces(calls: readonly Exchange[], service = 'loopscope') {
  const traceId = traceOf(calls);
  return {
    head: `{"resourceSpans":[{"resource":${JSON.stringify(resourceOf(service))},"scopeSpans":[{"scope":${JSON.stringify(SCOPE)},"spans":[`,
    items: calls,
    text: (call: Exchange, index: number) => exchangeSpans(call, index, calls, traceId).map((span) => JSON.stringify(span)).join(','),
    separator: ',',
    tail: ']}]}]}',
  };
}
