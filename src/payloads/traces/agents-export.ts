// The OpenAI Agents SDK's trace export (`trace.toJSON()` / `span.toJSON()`: `{data: [...]}` as its exporter sends it, a list,
// or one item per line) read into model calls: a `generation` span holds the Chat messages in and the completion out;
// `response` spans carry only the response id; `function`, `handoff` and `agent` spans are the loop's structure.
import { isObject } from '@loopscope/wire/json-object';
import { chatCallExchange, chatGaps, responseBody } from './bodies';
import { assistantMessage, type ChatMessage } from './genai-messages';
import { pathOf, withStructure, type TraceCall } from './span-calls';
import type { TraceOrigin } from '@loopscope/wire/exchange';

type Obj = Record<string, unknown>;
type Span = Obj & { span_data: Obj };

/** The exported items: `{data: [...]}`, a list, or JSON Lines values. */
export function agentsItems(value: unknown): Obj[] | null {
  const list = isObject(value) && Array.isArray(value.data) ? value.data : Array.isArray(value) ? value : null;
  if (!list || !list.some((v) => isObject(v) && isObject(v.span_data) && typeof v.span_data.type === 'string'))
    return null;
  return list.filter(isObject);
}

const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) || 0 : 0);
const hex = (id: unknown) => (typeof id === 'string' ? id.replace(/^(trace|span)_/, '') : '');

/** The completion out of a generation span: the SDK puts the whole `chat.completion` there, older versions the message. */
function completion(output: unknown[]): { body: string | null; message: ChatMessage | null } {
  const first = output.find(isObject);
  if (!first) return { body: null, message: null };
  if (first.object === 'chat.completion') return { body: JSON.stringify(first), message: null };
  return { body: null, message: { ...assistantMessage(null, []), ...first, role: 'assistant' } };
}

/** A structure span's name as the Agents SDK dashboard shows it: the agent, the handoff, the tool, the turn. */
function spanName(data: Obj): string {
  if (data.type === 'agent') return `agent ${String(data.name ?? '')}`;
  if (data.type === 'handoff') return `handoff ${String(data.from_agent ?? '')} → ${String(data.to_agent ?? '')}`;
  if (data.type === 'custom' && isObject(data.data) && typeof data.data.turn === 'number')
    return `turn ${data.data.turn}`;
  // The run's own span (custom "task") carries the workflow's name.
  if (data.type === 'custom')
    return [data.name, isObject(data.data) ? data.data.name : undefined].filter((p) => typeof p === 'string').join(' ');
  return typeof data.name === 'string' ? `${String(data.type)} ${data.name}` : String(data.type);
}

function generationCall(
  span: Span,
  around: ReadonlyMap<string, { name: string; parentSpanId: string | null }>,
): TraceCall {
  const data = span.span_data;
  const input = (Array.isArray(data.input) ? data.input.filter(isObject) : []) as ChatMessage[];
  const out = completion(Array.isArray(data.output) ? data.output : []);
  const model = typeof data.model === 'string' ? data.model : 'unknown-model';
  const usage =
    isObject(data.usage) && typeof data.usage.input_tokens === 'number' && typeof data.usage.output_tokens === 'number'
      ? { input: data.usage.input_tokens, output: data.usage.output_tokens }
      : null;
  const parts = {
    style: 'chat' as const,
    model,
    input,
    tools: [],
    params: {},
    output: out.message,
    finish: null,
    responseId: null,
    responseModel: null,
    createdMs: time(span.ended_at),
    usage,
  };
  const response = out.body ?? responseBody(parts);
  const failure = isObject(span.error) ? String(span.error.message ?? 'The span ended with an error.') : null;
  return {
    ...chatCallExchange(parts, response, failure, time(span.started_at), time(span.ended_at)),
    trace: {
      convention: 'agents',
      traceId: hex(span.trace_id),
      spanId: hex(span.id),
      parentSpanId: span.parent_id ? hex(span.parent_id) : null,
      missing: chatGaps(parts, response),
      ...pathOf({ traceId: hex(span.trace_id), parentSpanId: span.parent_id ? hex(span.parent_id) : null }, around),
    },
  };
}

const spansOf = (items: Obj[]) =>
  items.filter((v): v is Span => isObject(v.span_data)).sort((a, b) => time(a.started_at) - time(b.started_at));
const aroundOf = (spans: Span[]) =>
  new Map(
    spans.map((s) => [
      `${hex(s.trace_id)}:${hex(s.id)}`,
      { name: spanName(s.span_data), parentSpanId: s.parent_id ? hex(s.parent_id) : null },
    ]),
  );
const isModelSpan = (s: Span) => s.span_data.type === 'generation' || s.span_data.type === 'response';

/** A model call of a run as its trace tells it, and where the call sits in the loop (agents around it, tools and handoffs after it). */
export interface AgentsModelSpan {
  /** The id the API gave the answer: a response span's `response_id`, or the id of the `chat.completion` a generation span holds. */
  responseId: string | null;
  /** The call rebuilt from a generation span; null for a response span (it carries only the id). */
  call: TraceCall | null;
  trace: TraceOrigin;
}

/** The response span's stand-in for placing it among the structure spans: its ids and start, no content. */
function responseStandIn(
  span: Span,
  around: ReadonlyMap<string, { name: string; parentSpanId: string | null }>,
): TraceCall {
  const ids = { traceId: hex(span.trace_id), parentSpanId: span.parent_id ? hex(span.parent_id) : null };
  return {
    method: 'POST',
    url: 'https://api.openai.com/v1/responses',
    requestHeaders: {},
    requestBody: null,
    status: null,
    responseHeaders: {},
    responseBody: null,
    startedAt: time(span.started_at),
    durationMs: Math.max(0, time(span.ended_at) - time(span.started_at)),
    trace: {
      convention: 'agents',
      ...ids,
      spanId: hex(span.id),
      missing: ['bytes', 'content', 'response'],
      ...pathOf(ids, around),
    },
  };
}

/**
 * Every model span of the items (generation and response), in start order, with its place in the loop: what the
 * Agents SDK's exporter posts to /v1/traces/ingest, read so a recorded exchange with the same response id can be shown
 * inside its agent and before the tools and handoffs that followed it.
 */
export function agentsModelSpans(items: Obj[]): AgentsModelSpan[] {
  const spans = spansOf(items);
  const around = aroundOf(spans);
  const models = spans.filter(isModelSpan);
  const structure = spans
    .filter((s) => !isModelSpan(s))
    .map((s) => ({
      traceId: hex(s.trace_id),
      spanId: hex(s.id),
      parentSpanId: s.parent_id ? hex(s.parent_id) : null,
      name: spanName(s.span_data),
      startMs: time(s.started_at),
    }));
  const placed = withStructure(
    models.map((s) => (s.span_data.type === 'generation' ? generationCall(s, around) : responseStandIn(s, around))),
    structure,
  );
  return models.map((span, i) => {
    const data = span.span_data;
    const first = Array.isArray(data.output) ? data.output.find(isObject) : undefined;
    const responseId =
      data.type === 'response'
        ? typeof data.response_id === 'string'
          ? data.response_id
          : null
        : first?.object === 'chat.completion' && typeof first.id === 'string'
          ? first.id
          : null;
    return { responseId, call: data.type === 'generation' ? placed[i]! : null, trace: placed[i]!.trace };
  });
}

/**
 * Every generation span as a call, in start order (`others`: the structure spans). Responses-API runs export `response`
 * spans that carry only the response id, so they make no call: `responseOnly` counts them for the refusal message.
 */
export function agentsToCalls(items: Obj[]): { calls: TraceCall[]; others: number; responseOnly: number } {
  const spans = spansOf(items);
  const generations = spans.filter((s) => s.span_data.type === 'generation');
  const around = aroundOf(spans);
  const structure = spans
    .filter((s) => s.span_data.type !== 'generation')
    .map((s) => ({
      traceId: hex(s.trace_id),
      spanId: hex(s.id),
      parentSpanId: s.parent_id ? hex(s.parent_id) : null,
      name: spanName(s.span_data),
      startMs: time(s.started_at),
    }));
  return {
    calls: withStructure(
      generations.map((g) => generationCall(g, around)),
      structure,
    ),
    others: spans.length - generations.length,
    responseOnly: spans.filter((s) => s.span_data.type === 'response').length,
  };
}
