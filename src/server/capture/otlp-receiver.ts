// The OTLP/HTTP receiver at /otlp/v1/traces and /otlp/v1/logs (so OTEL_EXPORTER_OTLP_ENDPOINT=<origin>/otlp works):
// JSON or protobuf bodies, gzip or not, answered as a collector answers; inference spans become capture-log exchanges,
// and the log records that carry their messages (GenAI's event form) join them by trace and span id, whichever comes first.
import type { Hono } from 'hono';
import { gunzipSync } from 'node:zlib';
import { inferenceConvention, spanCall, withStructure, type StructureSpan, type TraceCall } from '../../payloads/traces/span-calls';
import { isGenAiEvent } from '../../payloads/traces/genai-messages';
import type { Exchange } from '../../wire/exchange';
import { readLogs, readSpans, type OtlpLog, type OtlpSpan } from '../../wire/otlp';
import { decodeOtlp, encodeOtlpResponse } from '../../wire/otlp/protobuf';
import type { CaptureLog } from './capture-log';

export const OTLP_PREFIX = '/otlp/v1';
/** The largest export request read (the SDK exporters batch 512 spans; a big conversation's attributes add up). */
export const MAX_OTLP_BYTES = 32 * 1024 * 1024;
/** Spans remembered for log records that arrive after them (and records that wait for their span). */
const REMEMBERED = 5000;

type Kind = 'traces' | 'logs';
interface Pending { span: OtlpSpan | null; logs: OtlpLog[]; exchangeId: string | null }

/** Every span remembered: the structure ones (agent, workflow, tool) give the calls their path and what ran between them. */
type Around = Map<string, StructureSpan & { call: boolean }>;

const VALID_TRACE = /^[0-9a-f]{32}$/;
const VALID_SPAN = /^[0-9a-f]{16}$/;
const isZero = (id: string) => /^0+$/.test(id);
const validIds = (traceId: string, spanId: string) => VALID_TRACE.test(traceId) && VALID_SPAN.test(spanId) && !isZero(traceId) && !isZero(spanId);

/** A google.rpc.Status body, as the OTLP/HTTP spec has collectors answer a request they cannot read. */
function refusal(status: 400 | 413 | 415, message: string, json: boolean): Response {
  return json || status === 415
    ? new Response(JSON.stringify({ code: 3, message }), { status, headers: { 'content-type': 'application/json' } })
    : new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

function toExchange(id: string, call: TraceCall): Exchange {
  return {
    id, step: 0, attempt: 0, method: call.method, url: call.url, requestHeaders: call.requestHeaders, requestBody: call.requestBody,
    status: call.status, responseHeaders: call.responseHeaders, responseBody: call.responseBody, streamed: (call.responseHeaders['content-type'] ?? '').includes('event-stream'),
    events: [], startedAt: call.startedAt ?? 0, durationMs: call.durationMs, state: 'done', error: null, trace: call.trace,
  };
}

export function mountOtlpReceiver(app: Hono, log: CaptureLog): void {
  const pending = new Map<string, Pending>();
  const around: Around = new Map();
  const entry = (traceId: string, spanId: string): Pending => {
    const key = `${traceId}:${spanId}`;
    let found = pending.get(key);
    if (!found) {
      found = { span: null, logs: [], exchangeId: null };
      pending.set(key, found);
      if (pending.size > REMEMBERED) pending.delete(pending.keys().next().value!);
    }
    return found;
  };
  /** (Re)records the exchanges of the touched spans, with the structure spans of their traces known so far. */
  const recordAll = (touched: Set<Pending>) => {
    const traces = new Set([...touched].flatMap((item) => (item.span ? [item.span.traceId] : [])));
    for (const traceId of traces) {
      const members = [...pending.values()].filter((item) => item.span?.traceId === traceId);
      const made = members.flatMap((item) => {
        const call = spanCall(item.span!, item.logs, around);
        return call ? [{ item, call }] : [];
      });
      const structure = [...around.values()].filter((s) => s.traceId === traceId && !s.call);
      const calls = withStructure(made.map((m) => m.call), structure);
      made.forEach(({ item }, i) => {
        if (!touched.has(item)) return;
        item.exchangeId ??= log.nextId();
        log.record(toExchange(item.exchangeId, calls[i]!));
      });
    }
  };

  const receive = (kind: Kind, value: unknown): { rejected: number; message: string } => {
    const touched = new Set<Pending>();
    let rejected = 0;
    if (kind === 'traces') {
      for (const span of readSpans(value)) {
        if (!validIds(span.traceId, span.spanId)) {
          rejected += 1;
          continue;
        }
        around.set(`${span.traceId}:${span.spanId}`, { traceId: span.traceId, spanId: span.spanId, name: span.name, parentSpanId: span.parentSpanId, startMs: span.startMs, call: inferenceConvention(span) !== null });
        if (around.size > REMEMBERED) around.delete(around.keys().next().value!);
        if (!inferenceConvention(span)) continue;
        const item = entry(span.traceId, span.spanId);
        item.span = span;
        touched.add(item);
      }
      // Parents end (and are exported) after their children: the calls already recorded in these traces get their path.
      const traces = new Set(readSpans(value).map((s) => s.traceId));
      for (const item of pending.values()) if (item.span && item.exchangeId && traces.has(item.span.traceId)) touched.add(item);
    } else {
      for (const record of readLogs(value)) {
        if (!isGenAiEvent(record)) continue;
        if (!validIds(record.traceId, record.spanId)) {
          rejected += 1;
          continue;
        }
        const item = entry(record.traceId, record.spanId);
        item.logs.push(record);
        touched.add(item);
      }
    }
    recordAll(touched);
    const what = kind === 'traces' ? 'spans' : 'GenAI log records';
    return { rejected, message: rejected > 0 ? `${rejected} ${what} had no valid trace and span id (32 and 16 hex digits, not all zero) and were dropped.` : '' };
  };

  const handle = (kind: Kind) => async (request: Request): Promise<Response> => {
    const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const json = type === 'application/json';
    if (!json && type !== 'application/x-protobuf') return refusal(415, `Unsupported Content-Type "${type}": send application/json or application/x-protobuf.`, true);
    const declared = Number(request.headers.get('content-length') ?? '0');
    if (declared > MAX_OTLP_BYTES) return refusal(413, `The export request is larger than ${MAX_OTLP_BYTES / 1024 / 1024} MB.`, json);
    let bytes = new Uint8Array(await request.arrayBuffer());
    if (bytes.length > MAX_OTLP_BYTES) return refusal(413, `The export request is larger than ${MAX_OTLP_BYTES / 1024 / 1024} MB.`, json);
    const encoding = (request.headers.get('content-encoding') ?? '').trim().toLowerCase();
    if (encoding === 'gzip') {
      try {
        bytes = new Uint8Array(gunzipSync(bytes, { maxOutputLength: MAX_OTLP_BYTES }));
      } catch (error) {
        return refusal(400, `The body is not readable gzip: ${error instanceof Error ? error.message : String(error)}`, json);
      }
    } else if (encoding !== '' && encoding !== 'identity') return refusal(415, `Unsupported Content-Encoding "${encoding}": send gzip or none.`, json);
    let value: unknown;
    try {
      value = json ? (bytes.length === 0 ? {} : JSON.parse(new TextDecoder().decode(bytes))) : decodeOtlp(kind, bytes);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      return refusal(400, json ? `The body is not JSON: ${why}` : `The body is not a protobuf Export${kind === 'traces' ? 'Trace' : 'Logs'}ServiceRequest: ${why}`, json);
    }
    if (json && (typeof value !== 'object' || value === null || Array.isArray(value))) return refusal(400, `The body is not an OTLP export request: expected an object with "${kind === 'traces' ? 'resourceSpans' : 'resourceLogs'}".`, true);
    const { rejected, message } = receive(kind, value);
    const partialSuccess = rejected > 0 ? { [kind === 'traces' ? 'rejectedSpans' : 'rejectedLogRecords']: rejected, errorMessage: message } : null;
    if (json) return new Response(JSON.stringify(partialSuccess ? { partialSuccess } : {}), { status: 200, headers: { 'content-type': 'application/json' } });
    return new Response(new Uint8Array(encodeOtlpResponse(kind, partialSuccess)), { status: 200, headers: { 'content-type': 'application/x-protobuf' } });
  };

  const traces = handle('traces');
  const logs = handle('logs');
  app.post(`${OTLP_PREFIX}/traces`, (c) => traces(c.req.raw));
  app.post(`${OTLP_PREFIX}/logs`, (c) => logs(c.req.raw));
}
