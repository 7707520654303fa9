// The OTLP/HTTP receiver at /otlp/v1/traces and /otlp/v1/logs (so OTEL_EXPORTER_OTLP_ENDPOINT=<origin>/otlp works):
// JSON or protobuf bodies, gzip or not, answered as a collector answers; inference spans become capture-log exchanges,
// and the log records that carry their messages (GenAI's event form) join them by trace and span id, whichever comes first.
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { gunzipSync } from 'node:zlib';
import {
  inferenceConvention,
  spanCall,
  structureName,
  withStructure,
  type StructureSpan,
  type TraceCall,
} from '@loopscope/payloads/traces/span-calls';
import { isGenAiEvent } from '@loopscope/payloads/traces/genai-messages';
import type { Exchange } from '@loopscope/wire/exchange';
import {
  MAX_VALUE_DEPTH,
  OtlpTooDeep,
  readLogs,
  readSpans,
  type OtlpLog,
  type OtlpSpan,
} from '@loopscope/wire/otlp/index';
import { decodeOtlpInSteps, encodeOtlpResponse } from '@loopscope/wire/otlp/protobuf';
import type { CaptureLog } from './capture-log';

export const OTLP_PREFIX = '/otlp/v1';
/** The largest export request read (the SDK exporters batch 512 spans; a big conversation's attributes add up). */
export const MAX_OTLP_BYTES = 32 * 1024 * 1024;
/**
 * Spans (or log records) read from one request; the rest are rejected as a partial success. The SDKs' batch processors
 * send 512 at a time; 700,000 tiny spans in 32 MB of protobuf held the server for 13 s.
 */
export const MAX_OTLP_ITEMS = 10_000;
/** How deep attribute values may nest (see wire/otlp's MAX_VALUE_DEPTH). */
export const MAX_OTLP_DEPTH = MAX_VALUE_DEPTH;
const TOO_LARGE = `The export request is larger than ${MAX_OTLP_BYTES / 1024 / 1024} MB: send smaller batches.`;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Spans remembered for log records that arrive after them (and records that wait for their span). */
const REMEMBERED = 5000;

type Kind = 'traces' | 'logs';
interface Pending {
  span: OtlpSpan | null;
  logs: OtlpLog[];
  exchangeId: string | null;
}

/** Every span remembered: the structure ones (agent, workflow, tool) give the calls their path and what ran between them. */
type Around = Map<string, StructureSpan & { call: boolean }>;

const VALID_TRACE = /^[0-9a-f]{32}$/;
const VALID_SPAN = /^[0-9a-f]{16}$/;
const isZero = (id: string) => /^0+$/.test(id);
const validIds = (traceId: string, spanId: string) =>
  VALID_TRACE.test(traceId) && VALID_SPAN.test(spanId) && !isZero(traceId) && !isZero(spanId);

/** A google.rpc.Status body, as the OTLP/HTTP spec has collectors answer a request they cannot read. */
function refusal(status: 400 | 413 | 415, message: string, json: boolean): Response {
  return json || status === 415
    ? new Response(JSON.stringify({ code: 3, message }), { status, headers: { 'content-type': 'application/json' } })
    : new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

const LEVELS = {
  traces: ['resourceSpans', 'scopeSpans', 'spans'],
  logs: ['resourceLogs', 'scopeLogs', 'logRecords'],
} as const;
const objects = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null) : [];

/** Cuts a parsed JSON request down to its first `limit` spans (log records); returns how many were cut. */
function keepFirst(kind: Kind, value: Record<string, unknown>, limit: number): number {
  const [resources, scopes, items] = LEVELS[kind];
  let kept = 0;
  let cut = 0;
  for (const resource of objects(value[resources])) {
    for (const scope of objects(resource[scopes])) {
      const list = scope[items];
      if (!Array.isArray(list)) continue;
      const room = Math.max(0, limit - kept);
      if (list.length > room) {
        cut += list.length - room;
        scope[items] = list.slice(0, room);
      }
      kept += Math.min(list.length, room);
    }
  }
  return cut;
}

const tooDeep = (error: unknown) =>
  error instanceof OtlpTooDeep || (error instanceof RangeError && /call stack/i.test(error.message));
const depthRefusal = () => refusal(400, new OtlpTooDeep().message, true);

/** A call read from a trace as a capture-log exchange (the Agents SDK's ingest records its rebuilt calls the same way). */
export function traceCallExchange(id: string, call: TraceCall): Exchange {
  return {
    id,
    step: 0,
    attempt: 0,
    method: call.method,
    url: call.url,
    requestHeaders: call.requestHeaders,
    requestBody: call.requestBody,
    status: call.status,
    responseHeaders: call.responseHeaders,
    responseBody: call.responseBody,
    streamed: (call.responseHeaders['content-type'] ?? '').includes('event-stream'),
    events: [],
    startedAt: call.startedAt ?? 0,
    durationMs: call.durationMs,
    state: 'done',
    error: null,
    trace: call.trace,
  };
}

/** The items among `keys` grouped by the key `of` gives them. */
function groupBy<T>(items: T[], of: (item: T) => string | undefined, keys: Set<string>): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const key = of(item);
    if (key === undefined || !keys.has(key)) continue;
    const group = out.get(key);
    if (group) group.push(item);
    else out.set(key, [item]);
  }
  return out;
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
    // Grouped once per request: looking each trace up in every remembered span made 10,000 traces 10⁸ steps.
    const membersOf = groupBy([...pending.values()], (item) => item.span?.traceId, traces);
    const structureOf = groupBy(
      [...around.values()].filter((s) => !s.call),
      (s) => s.traceId,
      traces,
    );
    for (const traceId of traces) {
      const members = membersOf.get(traceId) ?? [];
      const made = members.flatMap((item) => {
        const call = spanCall(item.span!, item.logs, around);
        return call ? [{ item, call }] : [];
      });
      const structure = structureOf.get(traceId) ?? [];
      const calls = withStructure(
        made.map((m) => m.call),
        structure,
      );
      made.forEach(({ item }, i) => {
        if (!touched.has(item)) return;
        item.exchangeId ??= log.nextId();
        log.record(traceCallExchange(item.exchangeId, calls[i]!));
      });
    }
  };

  /** Remembers a span as the structure around calls, and as a call when it is one (what `receive` keeps of each). */
  const rememberSpan = (span: OtlpSpan): Pending | null => {
    around.set(`${span.traceId}:${span.spanId}`, {
      traceId: span.traceId,
      spanId: span.spanId,
      name: structureName(span),
      parentSpanId: span.parentSpanId,
      startMs: span.startMs,
      call: inferenceConvention(span) !== null,
    });
    if (around.size > REMEMBERED) around.delete(around.keys().next().value!);
    if (!inferenceConvention(span)) return null;
    const item = entry(span.traceId, span.spanId);
    item.span = span;
    return item;
  };

  /**
   * What the receiver remembered before a restart, read back from the store once, before the first request after it:
   * a parent span or a log record that arrives later still joins the calls (and their exchanges, by the span's ids).
   */
  let restored: Promise<void> | null = null;
  const restore = async () => {
    const records = await log.storedOtlp(REMEMBERED);
    const exchangeOf = new Map<string, string>();
    for (const exchange of log.list())
      if (exchange.trace) exchangeOf.set(`${exchange.trace.traceId}:${exchange.trace.spanId}`, exchange.id);
    for (const record of records) {
      if (record.kind === 'span') {
        const span = record.body as OtlpSpan;
        if (validIds(span.traceId, span.spanId)) rememberSpan(span);
      } else {
        const logRecord = record.body as OtlpLog;
        if (isGenAiEvent(logRecord) && validIds(logRecord.traceId, logRecord.spanId))
          entry(logRecord.traceId, logRecord.spanId).logs.push(logRecord);
      }
    }
    for (const [key, item] of pending) item.exchangeId ??= exchangeOf.get(key) ?? null;
  };

  const receive = (kind: Kind, value: unknown): { rejected: number; message: string } => {
    const touched = new Set<Pending>();
    let rejected = 0;
    if (kind === 'traces') {
      const spans = readSpans(value);
      log.keepOtlp(
        'span',
        spans.map((span) => ({ traceId: span.traceId, body: span })),
      );
      for (const span of spans) {
        if (!validIds(span.traceId, span.spanId)) {
          rejected += 1;
          continue;
        }
        const item = rememberSpan(span);
        if (item) touched.add(item);
      }
      // Parents end (and are exported) after their children: the calls already recorded in these traces get their path.
      const traces = new Set(spans.map((s) => s.traceId));
      for (const item of pending.values())
        if (item.span && item.exchangeId && traces.has(item.span.traceId)) touched.add(item);
    } else {
      const records = readLogs(value);
      log.keepOtlp(
        'log',
        records.map((record) => ({ traceId: record.traceId, body: record })),
      );
      for (const record of records) {
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
    return {
      rejected,
      message:
        rejected > 0
          ? `${rejected} ${what} had no valid trace and span id (32 and 16 hex digits, not all zero) and were dropped.`
          : '',
    };
  };

  const handle =
    (kind: Kind) =>
    async (request: Request): Promise<Response> => {
      const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      const json = type === 'application/json';
      if (!json && type !== 'application/x-protobuf')
        return refusal(
          415,
          `Unsupported Content-Type "${type}": send application/json or application/x-protobuf.`,
          true,
        );
      // bodyLimit (in front) has already counted a chunked body as it streamed and stopped at the limit.
      let bytes = new Uint8Array(await request.arrayBuffer());
      if (bytes.length > MAX_OTLP_BYTES) return refusal(413, TOO_LARGE, json);
      const encoding = (request.headers.get('content-encoding') ?? '').trim().toLowerCase();
      if (encoding === 'gzip') {
        try {
          bytes = new Uint8Array(gunzipSync(bytes, { maxOutputLength: MAX_OTLP_BYTES }));
        } catch (error) {
          return refusal(
            400,
            `The body is not readable gzip: ${error instanceof Error ? error.message : String(error)}`,
            json,
          );
        }
      } else if (encoding !== '' && encoding !== 'identity')
        return refusal(415, `Unsupported Content-Encoding "${encoding}": send gzip or none.`, json);
      let value: unknown;
      let skipped = 0;
      try {
        if (json) {
          value = bytes.length === 0 ? {} : JSON.parse(new TextDecoder().decode(bytes));
          if (typeof value === 'object' && value !== null && !Array.isArray(value))
            skipped = keepFirst(kind, value as Record<string, unknown>, MAX_OTLP_ITEMS);
        } else {
          // A span at a time with turns of the event loop between, and none past the limit decoded.
          const stepped = await decodeOtlpInSteps(kind, bytes, { limit: MAX_OTLP_ITEMS, pause: nextTurn });
          ({ value, skipped } = stepped);
        }
      } catch (error) {
        if (tooDeep(error)) return depthRefusal();
        const why = error instanceof Error ? error.message : String(error);
        return refusal(
          400,
          json
            ? `The body is not JSON: ${why}`
            : `The body is not a protobuf Export${kind === 'traces' ? 'Trace' : 'Logs'}ServiceRequest: ${why}`,
          json,
        );
      }
      if (json && (typeof value !== 'object' || value === null || Array.isArray(value)))
        return refusal(
          400,
          `The body is not an OTLP export request: expected an object with "${kind === 'traces' ? 'resourceSpans' : 'resourceLogs'}".`,
          true,
        );
      // Whatever the store kept is remembered first; a store that cannot be read leaves the receiver as a fresh one.
      await (restored ??= restore().catch(() => {}));
      let received: { rejected: number; message: string };
      try {
        received = receive(kind, value);
      } catch (error) {
        if (tooDeep(error)) return depthRefusal();
        throw error;
      }
      // Answered once what was read is in the store: an exporter that got its 200 may forget the batch (it retries on failure).
      await log.persisted();
      const what = kind === 'traces' ? 'spans' : 'log records';
      const rejected = received.rejected + skipped;
      const message = [
        received.message,
        skipped > 0
          ? `Only the first ${MAX_OTLP_ITEMS} ${what} of one request are read; ${skipped} more were dropped: send smaller batches.`
          : '',
      ]
        .filter(Boolean)
        .join(' ');
      const partialSuccess =
        rejected > 0
          ? { [kind === 'traces' ? 'rejectedSpans' : 'rejectedLogRecords']: rejected, errorMessage: message }
          : null;
      if (json)
        return new Response(JSON.stringify(partialSuccess ? { partialSuccess } : {}), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      return new Response(new Uint8Array(encodeOtlpResponse(kind, partialSuccess)), {
        status: 200,
        headers: { 'content-type': 'application/x-protobuf' },
      });
    };

  const traces = handle('traces');
  const logs = handle('logs');
  // Counts a body's bytes as they arrive (a declared Content-Length is checked before reading) and answers 413 at the limit.
  const limit = bodyLimit({
    maxSize: MAX_OTLP_BYTES,
    onError: (c: Context) =>
      refusal(413, TOO_LARGE, (c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')),
  });
  app.post(`${OTLP_PREFIX}/traces`, limit, (c) => traces(c.req.raw));
  app.post(`${OTLP_PREFIX}/logs`, limit, (c) => logs(c.req.raw));
}
