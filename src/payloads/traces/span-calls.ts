// OTLP spans (with the log records that carry their messages, joined by trace and span id) read into model calls:
// one exchange per inference span with request and response bodies rebuilt, and what the trace did not carry.
import { ATTR_SERVER_ADDRESS, ATTR_SERVER_PORT } from '@opentelemetry/semantic-conventions/incubating';
import type { TraceGap, TraceOrigin } from '@loopscope/wire/exchange';
import type { Attributes, OtlpLog, OtlpSpan } from '@loopscope/wire/otlp/index';
import type { WireExchange } from '@loopscope/wire/wire-exchange';
import { requestBody, responseBody, type ApiStyle } from './bodies';
import { traceShapeOf } from '../payload-styles';
import { isGenAiEvent, type ChatMessage } from './genai-messages';
import { isStreamValue, valueBody } from './openinference';
import { num, str } from './span-reader';
import { readerOf, structureName } from './span-readers';

/** A model call read from a trace: the exchange it stands for and the span it came from. */
export type TraceCall = WireExchange & { trace: TraceOrigin };

/** Which convention reads a span as a model call (see SPAN_READERS), or null for the loop's other spans (tools, agents, handoffs). */
export function inferenceConvention(span: Pick<OtlpSpan, 'name' | 'attributes'>): TraceOrigin['convention'] | null {
  return readerOf(span)?.convention ?? null;
}

export { structureName };

function urlOf(a: Attributes, style: ApiStyle): string {
  const path = `/v1${traceShapeOf(style).path}`;
  const host = str(a[ATTR_SERVER_ADDRESS]);
  if (!host) return `https://api.openai.com${path}`;
  const port = num(a[ATTR_SERVER_PORT]);
  const scheme = port === 443 || port === null ? 'https' : 'http';
  return `${scheme}://${host.includes(':') ? `[${host}]` : host}${port !== null && port !== 443 ? `:${port}` : ''}${path}`;
}

const usesTools = (messages: ChatMessage[]) => messages.some((m) => m.role === 'tool' || Array.isArray(m.tool_calls));

/** One inference span as an exchange: the bodies as the trace gave them (input.value / output.value) or rebuilt. */
export function spanCall(
  span: OtlpSpan,
  logs: OtlpLog[],
  around: ReadonlyMap<string, Pick<OtlpSpan, 'name' | 'parentSpanId'>> = new Map(),
): TraceCall | null {
  const reader = readerOf(span);
  if (!reader) return null;
  const convention = reader.convention;
  const exactRequest = valueBody(span.attributes, 'input');
  const exactResponse = valueBody(span.attributes, 'output');
  const style = reader.style(span, exactRequest);
  const call = reader.parts(
    span,
    logs.filter((l) => l.spanId === span.spanId && l.traceId === span.traceId && isGenAiEvent(l)),
    style,
  );
  const missing: TraceGap[] = ['bytes'];
  if (!exactRequest && call.input.length === 0) missing.push('content');
  if (!exactRequest && call.tools.length === 0 && usesTools([...call.input, ...(call.output ? [call.output] : [])]))
    missing.push('tools');
  const response = exactResponse ?? responseBody(call);
  if (response === null) missing.push('response');
  const failed = span.statusCode === 2;
  return {
    method: 'POST',
    url: urlOf(span.attributes, style),
    requestHeaders: { 'content-type': 'application/json' },
    requestBody: exactRequest ?? requestBody(call),
    status: failed ? 500 : 200,
    responseHeaders: {
      'content-type':
        exactResponse && isStreamValue(span.attributes, 'output') ? 'text/event-stream' : 'application/json',
    },
    responseBody:
      failed && response === null
        ? JSON.stringify({
            error: {
              message: span.statusMessage || 'The span ended with an error.',
              type: 'trace_error',
              param: null,
              code: null,
            },
          })
        : response,
    startedAt: span.startMs,
    durationMs: Math.max(0, span.endMs - span.startMs),
    trace: {
      convention,
      traceId: span.traceId,
      spanId: span.spanId,
      parentSpanId: span.parentSpanId,
      missing,
      ...pathOf(span, around),
    },
  };
}

/** The names of the spans a call sits in (known so far), outermost first; at most 8 levels, cycles cut. */
export function pathOf(
  span: Pick<OtlpSpan, 'traceId' | 'parentSpanId'>,
  around: ReadonlyMap<string, Pick<OtlpSpan, 'name' | 'parentSpanId'>>,
): { path?: string[] } {
  const names: string[] = [];
  let parent = span.parentSpanId ? around.get(`${span.traceId}:${span.parentSpanId}`) : undefined;
  while (parent && names.length < 8) {
    names.unshift(parent.name);
    parent = parent.parentSpanId ? around.get(`${span.traceId}:${parent.parentSpanId}`) : undefined;
  }
  return names.length > 0 ? { path: names } : {};
}

/** A span that is not a model call: a tool run, an agent, a handoff, a turn. */
export interface StructureSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  name: string;
  startMs: number;
}

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
  const around = new Map(spans.map((s) => [`${s.traceId}:${s.spanId}`, { ...s, name: structureName(s) }]));
  for (const span of [...spans].sort((a, b) => a.startMs - b.startMs)) {
    const call = spanCall(span, logs, around);
    if (call) calls.push(call);
    else structure.push({ ...span, name: structureName(span) });
  }
  return { calls: withStructure(calls, structure), others: structure.length };
}
