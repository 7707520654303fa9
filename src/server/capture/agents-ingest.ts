// The OpenAI Agents SDK's trace ingest, `POST /v1/traces/ingest` (and under the capture proxy): what its default
// exporter (OpenAITracingExporter) posts, `{data: [trace, ...spans]}` as JSON, one batch at a time. The batches of a run
// join up; a model span whose response id matches a recorded exchange places that exchange in its loop (the agent
// around it, the tools and handoffs after it), and a generation span with no recorded exchange becomes one rebuilt.
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { teachingKeyDenied } from '@loopscope/mock-api';
import { agentsModelSpans } from '@loopscope/payloads/traces/agents-export';
import { errorBody, errorResponse } from '@loopscope/wire/errors';
import type { Exchange } from '@loopscope/wire/exchange';
import { isObject } from '@loopscope/wire/json-object';
import type { CaptureLog } from './capture-log';
import { traceCallExchange } from './otlp-receiver';

export const INGEST_PATHS = ['/v1/traces/ingest', '/proxy/v1/traces/ingest'] as const;
/** The largest batch read: /v1's bound (the exporter truncates each span's input and output to fit far less). */
export const MAX_INGEST_BYTES = 8 * 1024 * 1024;
/** Items read from one batch (the SDK's BatchTraceProcessor sends 100 at a time); the rest are refused. */
export const MAX_INGEST_ITEMS = 10_000;
/** Traces and spans remembered for the batches that follow (parents end, and are sent, after their children)… */
const REMEMBERED = 5000;
/** …and at most about this many characters of them (a span's JSON text), the oldest forgotten first. */
export const MAX_REMEMBERED_CHARS = 32 * 1024 * 1024;
/** How far into a recorded body its response id is looked for: it leads a JSON answer and the first event of a stream. */
const ID_WINDOW = 2048;

type Obj = Record<string, unknown>;

const refusal = (status: number, message: string) =>
  errorResponse(status, errorBody(message, { type: 'invalid_request_error' }));
const TOO_LARGE = `The trace batch is larger than ${MAX_INGEST_BYTES / 1024 / 1024} MB: send smaller batches.`;

/** The response id a recorded exchange's answer leads with (`"id": "resp_…"` / `"chatcmpl-…"`), if any. */
function leadingId(exchange: Exchange): string | null {
  const found = /"id"\s*:\s*"((?:resp_|chatcmpl-)[A-Za-z0-9_-]+)"/.exec(
    exchange.responseBody?.slice(0, ID_WINDOW) ?? '',
  );
  return found ? found[1]! : null;
}

export function mountAgentsIngest(app: Hono, log: CaptureLog, { rememberedChars = MAX_REMEMBERED_CHARS } = {}): void {
  /** Every trace and span kept, by `trace_id:id`, oldest first, with its size. */
  const remembered = new Map<string, { item: Obj; size: number }>();
  let heldChars = 0;
  const forget = (key: string) => {
    heldChars -= remembered.get(key)?.size ?? 0;
    remembered.delete(key);
  };
  /** The exchange rebuilt from a generation span, by span. */
  const rebuilt = new Map<string, string>();

  const receive = (items: Obj[]) => {
    const touched = new Set<string>();
    for (const item of items) {
      const traceId = item.object === 'trace' ? item.id : item.trace_id;
      if (typeof traceId !== 'string' || typeof item.id !== 'string') continue;
      const key = `${traceId}:${item.id}`;
      forget(key);
      const size = JSON.stringify(item).length;
      remembered.set(key, { item, size });
      heldChars += size;
      while (remembered.size > 1 && (remembered.size > REMEMBERED || heldChars > rememberedChars))
        forget(remembered.keys().next().value!);
      touched.add(traceId);
    }
    if (touched.size === 0) return;
    const byTrace = new Map<string, Obj[]>();
    for (const { item } of remembered.values()) {
      const traceId = item.object === 'trace' ? item.id : item.trace_id;
      if (typeof traceId !== 'string' || !touched.has(traceId)) continue;
      const items = byTrace.get(traceId);
      if (items) items.push(item);
      else byTrace.set(traceId, [item]);
    }
    const models = [...byTrace.values()].flatMap(agentsModelSpans);
    if (models.length === 0) return;
    // The recorded exchanges by the id their answer leads with, newest last; rebuilt ones are not the wire's.
    const recorded = new Map<string, Exchange>();
    for (const exchange of log.list()) {
      const id = exchange.trace ? null : leadingId(exchange);
      if (id) recorded.set(id, exchange);
    }
    for (const model of models) {
      const key = `${model.trace.traceId}:${model.trace.spanId}`;
      const exchange = model.responseId ? recorded.get(model.responseId) : undefined;
      if (exchange) {
        const { convention, traceId, spanId, path, then } = model.trace;
        const placement = { convention, traceId, spanId, ...(path ? { path } : {}), ...(then ? { then } : {}) };
        if (JSON.stringify(exchange.placement) !== JSON.stringify(placement)) log.record({ ...exchange, placement });
      } else if (model.call) {
        const id = rebuilt.get(key) ?? log.nextId();
        rebuilt.set(key, id);
        if (rebuilt.size > REMEMBERED) rebuilt.delete(rebuilt.keys().next().value!);
        log.record(traceCallExchange(id, model.call));
      }
      // A response span with no recorded exchange carries only its id: there is nothing to show of it.
    }
  };

  const handle = async (c: Context): Promise<Response> => {
    // The API key as /v1 takes it (none: the real 401); the exporter sends the run's key as a Bearer token.
    const denied = teachingKeyDenied(c.req.header('authorization'));
    if (denied) return denied;
    const text = await c.req.text();
    if (text.length > MAX_INGEST_BYTES) return refusal(413, TOO_LARGE);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      return refusal(400, `The body is not JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
    // The real endpoint's refusals are not documented: these say what the exporter's own payload looks like.
    if (!isObject(value) || !Array.isArray(value.data))
      return refusal(
        400,
        'The body must be a JSON object with a "data" array of traces and spans, as the Agents SDK exporter sends it.',
      );
    if (value.data.length > MAX_INGEST_ITEMS)
      return refusal(
        413,
        `A batch holds at most ${MAX_INGEST_ITEMS} traces and spans; this one holds ${value.data.length}: send smaller batches.`,
      );
    receive(value.data.filter(isObject));
    // What the real endpoint answers is not documented; the exporter reads only the status.
    return c.json({}, 200);
  };

  const limit = bodyLimit({ maxSize: MAX_INGEST_BYTES, onError: () => refusal(413, TOO_LARGE) });
  for (const path of INGEST_PATHS) app.post(path, limit, handle);
}
