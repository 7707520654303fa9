// Trace files read into model calls: OTLP/JSON (one export request, or JSON Lines of them as a collector's file exporter
// writes), Phoenix's span export (nested attributes), the OpenAI Agents SDK's trace export and Langfuse's trace download.
import { agentsItems, agentsToCalls } from '@loopscope/payloads/traces/agents-export';
import { langfuseExport, langfuseToCalls } from '@loopscope/payloads/traces/langfuse-export';
import { flattenAttributes } from '@loopscope/payloads/traces/openinference';
import { spansToCalls, type TraceCall } from '@loopscope/payloads/traces/span-calls';
import { isObject } from '@loopscope/wire/json-object';
import { isOtlpExport, readLogs, readSpans, type OtlpSpan } from '@loopscope/wire/otlp/index';
import type { Message } from '../message';
import { say } from '../say';

type Obj = Record<string, unknown>;
export type TraceRead = { ok: true; exchanges: TraceCall[] } | { ok: false; error: Message };

/** Calls that carry no message at all are no session: say the trace was made without content capture. */
function checked(calls: TraceCall[], spans: number): TraceRead {
  if (calls.length === 0) return { ok: false, error: say('import.otlpNoCalls', { spans }) };
  if (calls.every((c) => c.trace.missing.includes('content'))) return { ok: false, error: say('import.otlpNoContent') };
  return { ok: true, exchanges: calls };
}

export const isOtlpLines = (values: unknown[]) => values.length > 0 && values.every(isOtlpExport);

/** One OTLP export request or several (JSON Lines): spans and log records read together. */
export function readOtlpFile(requests: unknown[]): TraceRead {
  const spans = requests.flatMap(readSpans);
  const logs = requests.flatMap(readLogs);
  return checked(spansToCalls(spans, logs).calls, spans.length);
}

/** Phoenix exports spans as `{name, context: {trace_id, span_id}, parent_id, start_time, end_time, attributes: {…nested}}`. */
function phoenixSpan(value: unknown): value is Obj & { context: Obj; attributes: Obj } {
  return (
    isObject(value) &&
    isObject(value.context) &&
    typeof value.context.span_id === 'string' &&
    isObject(value.attributes)
  );
}

export const isPhoenixExport = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 && value.every(phoenixSpan) : phoenixSpan(value);

const time = (value: unknown) =>
  typeof value === 'string' ? Date.parse(value) || 0 : typeof value === 'number' ? value : 0;

export function readPhoenix(value: unknown): TraceRead {
  const spans: OtlpSpan[] = (Array.isArray(value) ? value : [value]).filter(phoenixSpan).map((s) => ({
    traceId: String(s.context.trace_id ?? ''),
    spanId: String(s.context.span_id),
    parentSpanId: typeof s.parent_id === 'string' ? s.parent_id : null,
    name: String(s.name ?? ''),
    kind: 0,
    startMs: time(s.start_time),
    endMs: time(s.end_time),
    attributes: flattenAttributes(s.attributes),
    events: [],
    statusCode: s.status_code === 'ERROR' ? 2 : 1,
    statusMessage: String(s.status_message ?? ''),
    scope: 'phoenix',
    resource: {},
  }));
  return checked(spansToCalls(spans, []).calls, spans.length);
}

export const isAgentsExport = (value: unknown) => agentsItems(value) !== null;

export function readAgentsExport(value: unknown): TraceRead {
  const { calls, responseOnly } = agentsToCalls(agentsItems(value) ?? []);
  if (calls.length === 0 || (responseOnly > 0 && calls.every((c) => c.trace.missing.includes('content'))))
    return { ok: false, error: say('import.agentsNoCalls') };
  return checked(calls, calls.length);
}

export const isLangfuseExport = (value: unknown) => langfuseExport(value) !== null;

/** A Langfuse download: its GENERATION observations as calls, refused in words when it has none or they carry no input. */
export function readLangfuse(value: unknown): TraceRead {
  const read = langfuseExport(value);
  const { calls, others } = read ? langfuseToCalls(read) : { calls: [], others: 0 };
  if (calls.length === 0) return { ok: false, error: say('import.langfuseNoCalls', { count: others }) };
  if (calls.every((c) => c.trace.missing.includes('content')))
    return { ok: false, error: say('import.langfuseNoContent') };
  return { ok: true, exchanges: calls };
}
