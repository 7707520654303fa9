// Recorded exchanges as an OTLP/JSON traces export with the GenAI conventions, for Phoenix, Langfuse, Jaeger or any
// collector: one client span per model call (`openai.api.type`, request and usage attributes, messages in the
// role-and-parts form, the exact bodies as `input.value` / `output.value`) and one child span per tool the loop ran.
import {
  ATTR_GEN_AI_INPUT_MESSAGES,
  ATTR_GEN_AI_OPERATION_NAME,
  ATTR_GEN_AI_OUTPUT_MESSAGES,
  ATTR_GEN_AI_PROVIDER_NAME,
  ATTR_GEN_AI_REQUEST_MODEL,
  ATTR_GEN_AI_RESPONSE_FINISH_REASONS,
  ATTR_GEN_AI_RESPONSE_ID,
  ATTR_GEN_AI_RESPONSE_MODEL,
  ATTR_GEN_AI_TOOL_CALL_ARGUMENTS,
  ATTR_GEN_AI_TOOL_CALL_ID,
  ATTR_GEN_AI_TOOL_CALL_RESULT,
  ATTR_GEN_AI_TOOL_DEFINITIONS,
  ATTR_GEN_AI_TOOL_NAME,
  ATTR_GEN_AI_USAGE_INPUT_TOKENS,
  ATTR_GEN_AI_USAGE_OUTPUT_TOKENS,
  ATTR_OPENAI_API_TYPE,
  GEN_AI_OPERATION_NAME_VALUE_CHAT,
  GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL,
  OPENAI_API_TYPE_VALUE_CHAT_COMPLETIONS,
  OPENAI_API_TYPE_VALUE_RESPONSES,
} from '@opentelemetry/semantic-conventions/incubating';
import { apiPath, requestObject, responseJson, type Exchange } from '@loopscope/wire/exchange';
import { isObject } from '@loopscope/wire/json-object';
import type { IAnyValue, IKeyValue } from '@loopscope/wire/otlp/index';

type Obj = Record<string, unknown>;

/** An API key that found its way into a body (`sk-…`): masked like the headers are. */
const KEY = /\b(sk-[A-Za-z0-9_-]{4})[A-Za-z0-9_-]{8,}/g;
const scrub = (text: string) => text.replace(KEY, '$1…');

const value = (v: unknown): IAnyValue =>
  typeof v === 'string'
    ? { stringValue: v }
    : typeof v === 'boolean'
      ? { boolValue: v }
      : typeof v === 'number'
        ? Number.isInteger(v)
          ? { intValue: v }
          : { doubleValue: v }
        : Array.isArray(v)
          ? { arrayValue: { values: v.map(value) } }
          : { stringValue: JSON.stringify(v) };
const attributes = (entries: Record<string, unknown>): IKeyValue[] =>
  Object.entries(entries)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([key, v]) => ({ key, value: value(v) }));

const nanos = (ms: number) => `${BigInt(Math.round(ms)) * 1_000_000n}`;
/** hexId's hash fed a piece at a time (a store's call ids are read a page at a time): `id(32)` equals hexId(all pieces joined, 32). */
class IdHash {
  private readonly rounds = [0, 1, 2, 3].map((round) => 2166136261 ^ round);
  update(text: string): void {
    for (const c of text)
      for (let r = 0; r < this.rounds.length; r++)
        this.rounds[r] = Math.imul(this.rounds[r]! ^ c.charCodeAt(0), 16777619);
  }
  id(length: 16 | 32): string {
    return this.rounds
      .map((h) => (h >>> 0).toString(16).padStart(8, '0'))
      .join('')
      .slice(0, length);
  }
}

/** Deterministic ids: the same capture exports to the same spans. */
function hexId(seed: string, length: 16 | 32): string {
  const hash = new IdHash();
  hash.update(seed);
  return hash.id(length);
}

const styleOf = (e: Exchange) =>
  apiPath(e) === '/responses'
    ? OPENAI_API_TYPE_VALUE_RESPONSES
    : apiPath(e).startsWith('/threads')
      ? 'assistants'
      : OPENAI_API_TYPE_VALUE_CHAT_COMPLETIONS;
const text = (v: unknown) =>
  typeof v === 'string'
    ? v
    : Array.isArray(v)
      ? v
          .filter(isObject)
          .map((p) => String(p.text ?? ''))
          .join('')
      : '';

/** Chat messages (or Responses items) in the GenAI role-and-parts form. */
function partsOf(items: unknown[]): Obj[] {
  const out: Obj[] = [];
  for (const m of items.filter(isObject)) {
    if (m.role === 'tool' || m.type === 'function_call_output')
      out.push({
        role: 'tool',
        parts: [{ type: 'tool_call_response', id: m.tool_call_id ?? m.call_id, response: m.content ?? m.output }],
      });
    else if (m.type === 'function_call')
      out.push({
        role: 'assistant',
        parts: [{ type: 'tool_call', id: m.call_id, name: m.name, arguments: m.arguments }],
      });
    else if (typeof m.role === 'string') {
      const calls = Array.isArray(m.tool_calls)
        ? m.tool_calls.filter(isObject).map((c) => ({
            type: 'tool_call',
            id: c.id,
            name: isObject(c.function) ? c.function.name : '',
            arguments: isObject(c.function) ? c.function.arguments : '',
          }))
        : [];
      const said = text(m.content);
      out.push({ role: m.role, parts: [...(said ? [{ type: 'text', content: said }] : []), ...calls] });
    }
  }
  return out;
}

interface ToolRun {
  id: string;
  name: string;
  arguments: string;
  result: string | null;
  at: number;
}

/** The tool calls a model call's response asked for. */
function callsOf(exchange: Exchange): { id: string; name: string; arguments: string }[] {
  const body = responseJson(exchange);
  const calls: { id: string; name: string; arguments: string }[] = [];
  if (isObject(body) && Array.isArray(body.choices)) {
    for (const c of (isObject(body.choices[0]) &&
    isObject(body.choices[0].message) &&
    Array.isArray(body.choices[0].message.tool_calls)
      ? body.choices[0].message.tool_calls
      : []
    ).filter(isObject)) {
      if (isObject(c.function))
        calls.push({ id: String(c.id), name: String(c.function.name), arguments: String(c.function.arguments) });
    }
  } else if (isObject(body) && Array.isArray(body.output)) {
    for (const item of body.output.filter(isObject))
      if (item.type === 'function_call')
        calls.push({ id: String(item.call_id), name: String(item.name), arguments: String(item.arguments) });
  }
  return calls;
}

/** The items of a model call's request (chat messages or Responses input items). */
function requestItems(exchange: Exchange): Obj[] {
  const request = requestObject(exchange);
  const items = request
    ? Array.isArray(request.messages)
      ? request.messages
      : Array.isArray(request.input)
        ? request.input
        : []
    : [];
  return items.filter(isObject);
}

/** The call ids a request item answers: a chat `tool` message's `tool_call_id`, a `function_call_output`'s `call_id`. */
function answeredIds(item: Obj): string[] {
  const ids: string[] = [];
  if (typeof item.tool_call_id === 'string') ids.push(item.tool_call_id);
  if (item.type === 'function_call_output' && typeof item.call_id === 'string') ids.push(item.call_id);
  return ids;
}

/** A tool run's result and end as the answering request carries them. */
function answerOf(answer: Obj, next: Exchange): { result: string; at: number } {
  return {
    result: text(answer.content ?? answer.output) || JSON.stringify(answer.content ?? answer.output ?? null),
    at: next.startedAt,
  };
}

/**
 * The calls a response asked for, with their results from the next request that answers them (`later`: the model calls
 * after it, in order). `beyond` gives the answer when `later` holds none though a call further on answered it (a store
 * read a page at a time holds only the next calls).
 */
function toolRuns(
  exchange: Exchange,
  later: readonly Exchange[],
  beyond: (callId: string) => { result: string; at: number } | undefined = () => undefined,
): ToolRun[] {
  return callsOf(exchange).map((call) => {
    for (const next of later) {
      const answer = requestItems(next).find((m) => answeredIds(m).includes(call.id));
      if (answer) return { ...call, ...answerOf(answer, next) };
    }
    const far = beyond(call.id);
    if (far) return { ...call, ...far };
    return { ...call, result: null, at: exchange.startedAt + (exchange.durationMs ?? 0) };
  });
}

function exchangeSpans(
  exchange: Exchange,
  index: number,
  later: readonly Exchange[],
  traceId: string,
  beyond?: (callId: string) => { result: string; at: number } | undefined,
): Obj[] {
  const request = requestObject(exchange) ?? {};
  const response = responseJson(exchange);
  const res = isObject(response) ? response : {};
  const usage = isObject(res.usage) ? res.usage : {};
  const choice = Array.isArray(res.choices) && isObject(res.choices[0]) ? res.choices[0] : null;
  const output = choice && isObject(choice.message) ? [choice.message] : Array.isArray(res.output) ? res.output : [];
  const input = Array.isArray(request.messages)
    ? request.messages
    : Array.isArray(request.input)
      ? request.input
      : typeof request.input === 'string'
        ? [{ role: 'user', content: request.input }]
        : [];
  const tools = Array.isArray(request.tools)
    ? request.tools.filter(isObject).map((t) => (isObject(t.function) ? { type: 'function', ...t.function } : t))
    : [];
  const spanId = hexId(`${exchange.id}:${index}`, 16);
  const end = exchange.startedAt + (exchange.durationMs ?? 0);
  const model = typeof request.model === 'string' ? request.model : 'unknown';
  const streamed = exchange.streamed || (exchange.responseHeaders['content-type'] ?? '').includes('event-stream');
  const span = {
    traceId,
    spanId,
    name: `${GEN_AI_OPERATION_NAME_VALUE_CHAT} ${model}`,
    kind: 3,
    startTimeUnixNano: nanos(exchange.startedAt),
    endTimeUnixNano: nanos(end),
    attributes: attributes({
      [ATTR_GEN_AI_OPERATION_NAME]: GEN_AI_OPERATION_NAME_VALUE_CHAT,
      [ATTR_GEN_AI_PROVIDER_NAME]: 'openai',
      [ATTR_OPENAI_API_TYPE]: styleOf(exchange),
      [ATTR_GEN_AI_REQUEST_MODEL]: model,
      [ATTR_GEN_AI_RESPONSE_ID]: res.id,
      [ATTR_GEN_AI_RESPONSE_MODEL]: res.model,
      [ATTR_GEN_AI_RESPONSE_FINISH_REASONS]:
        choice && typeof choice.finish_reason === 'string' ? [choice.finish_reason] : undefined,
      [ATTR_GEN_AI_USAGE_INPUT_TOKENS]: usage.prompt_tokens ?? usage.input_tokens,
      [ATTR_GEN_AI_USAGE_OUTPUT_TOKENS]: usage.completion_tokens ?? usage.output_tokens,
      [ATTR_GEN_AI_INPUT_MESSAGES]: scrub(JSON.stringify(partsOf(input))),
      [ATTR_GEN_AI_OUTPUT_MESSAGES]:
        output.length > 0
          ? scrub(
              JSON.stringify(
                partsOf(output).map((m) => ({ ...m, ...(choice ? { finish_reason: choice.finish_reason } : {}) })),
              ),
            )
          : undefined,
      [ATTR_GEN_AI_TOOL_DEFINITIONS]: tools.length > 0 ? scrub(JSON.stringify(tools)) : undefined,
      'input.value': exchange.requestBody === null ? undefined : scrub(exchange.requestBody),
      'input.mime_type': 'application/json',
      'output.value': exchange.responseBody === null ? undefined : scrub(exchange.responseBody),
      'output.mime_type': streamed ? 'text/event-stream' : 'application/json',
      'http.response.status_code': exchange.status ?? undefined,
    }),
    status:
      exchange.error || (exchange.status ?? 200) >= 400
        ? { code: 2, message: exchange.error ?? `HTTP ${exchange.status}` }
        : { code: 1 },
  };
  const children = toolRuns(exchange, later, beyond).map((run) => ({
    traceId,
    spanId: hexId(`${exchange.id}:${run.id}`, 16),
    parentSpanId: spanId,
    name: `${GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL} ${run.name}`,
    kind: 1,
    startTimeUnixNano: nanos(end),
    endTimeUnixNano: nanos(Math.max(end, run.at)),
    attributes: attributes({
      [ATTR_GEN_AI_OPERATION_NAME]: GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL,
      [ATTR_GEN_AI_TOOL_NAME]: run.name,
      [ATTR_GEN_AI_TOOL_CALL_ID]: run.id,
      [ATTR_GEN_AI_TOOL_CALL_ARGUMENTS]: scrub(run.arguments),
      [ATTR_GEN_AI_TOOL_CALL_RESULT]: run.result === null ? undefined : scrub(run.result),
    }),
    status: { code: run.result === null ? 0 : 1 },
  }));
  return [span, ...children];
}

/** Whether an exchange is a model call the export makes a span of (its request body is parsed: costly for big bodies). */
export const isOtlpCall = (e: Exchange) =>
  e.method === 'POST' && requestObject(e) !== null && /\/(chat\/completions|responses)$/.test(apiPath(e));
const traceOf = (calls: readonly Exchange[]) => hexId(calls.map((e) => e.id).join(',') || 'empty', 32);
const resourceOf = (service: string) => ({ attributes: attributes({ 'service.name': service }) });
const SCOPE = { name: 'loopscope', version: '1' };

/** The model calls among the exchanges as one OTLP/JSON traces export request (one trace). */
export function toOtlpJson(exchanges: readonly Exchange[], service = 'loopscope'): Obj {
  const calls = exchanges.filter(isOtlpCall);
  const traceId = traceOf(calls);
  const spans = calls.flatMap((e, i) => exchangeSpans(e, i, calls.slice(i + 1), traceId));
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
    text: (call: Exchange, index: number) =>
      exchangeSpans(call, index, calls.slice(index + 1), traceId)
        .map((span) => JSON.stringify(span))
        .join(','),
    separator: ',',
    tail: ']}]}]}',
  };
}

/** Calls that far after the call they answer are found in what the first read noted; nearer ones in the calls held. */
const LOOKAHEAD = 64;

/**
 * otlpJsonPieces of every model call a store keeps, read twice a page at a time (never all in memory): the first read
 * notes each call's id (the trace id is made of them all) and the answers that come more than LOOKAHEAD calls after the
 * call they answer; the second writes each call's spans once the LOOKAHEAD calls after it are read. The text equals
 * otlpJsonPieces of the same calls. `pause` gives the event loop a turn every few exchanges (a body may be 1 MB of JSON
 * to parse); exchanges the second read finds that the first did not (recorded in between) are left out.
 */
export function otlpJsonPagedPieces(
  read: () => AsyncIterable<Exchange>,
  pause: () => Promise<void>,
  service = 'loopscope',
) {
  async function* spans(): AsyncGenerator<string> {
    const index = new Map<string, number>();
    const hash = new IdHash();
    /** A call id → the calls (by index) that asked for it and wait for their answer. */
    const waiting = new Map<string, number[]>();
    const far = new Map<string, { result: string; at: number }>();
    let read1 = 0;
    for await (const exchange of read()) {
      if (++read1 % 8 === 0) await pause();
      if (index.has(exchange.id) || !isOtlpCall(exchange)) continue;
      const at = index.size;
      for (const item of requestItems(exchange)) {
        for (const id of answeredIds(item)) {
          const callers = waiting.get(id);
          if (!callers) continue;
          waiting.delete(id);
          for (const caller of callers)
            if (at - caller > LOOKAHEAD) far.set(`${caller}\n${id}`, answerOf(item, exchange));
        }
      }
      for (const call of callsOf(exchange)) waiting.set(call.id, [...(waiting.get(call.id) ?? []), at]);
      hash.update(`${at > 0 ? ',' : ''}${exchange.id}`);
      index.set(exchange.id, at);
    }
    waiting.clear();
    const traceId = index.size === 0 ? hexId('empty', 32) : hash.id(32);
    const held: { exchange: Exchange; at: number }[] = [];
    const text = ({ exchange, at }: { exchange: Exchange; at: number }) =>
      exchangeSpans(
        exchange,
        at,
        held.map((h) => h.exchange),
        traceId,
        (callId) => far.get(`${at}\n${callId}`),
      )
        .map((span) => JSON.stringify(span))
        .join(',');
    let read2 = 0;
    for await (const exchange of read()) {
      if (++read2 % 8 === 0) await pause();
      const at = index.get(exchange.id);
      if (at === undefined) continue;
      held.push({ exchange, at });
      if (held.length > LOOKAHEAD) yield text(held.shift()!);
    }
    while (held.length > 0) yield text(held.shift()!);
  }
  return { ...otlpJsonPieces([], service), items: spans(), text: (spansText: string) => spansText };
}
