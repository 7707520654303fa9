// The record of one HTTP exchange exactly as it crossed the wire (the engine's recorder and the capture proxy both write it),
// and the queries every layer asks of it.
import { endpointPath } from './endpoint-style';
import { isObject, type JsonObject } from './json-object';
import type { McpExchangeInfo } from './mcp/exchange';

/** One server-sent event as it arrived, with its exact bytes. */
export interface SseEvent {
  /** The exact text of the event block, including the trailing blank line. */
  raw: string;
  /** `event:` field, when present. */
  event: string | null;
  /** Joined `data:` lines. */
  data: string;
  /** Milliseconds since the exchange started. */
  at: number;
  /** Added: a WebSocket frame's direction (`sent` by the client, `received` from the server); absent for an SSE event. */
  direction?: 'sent' | 'received';
}

export type ExchangeState = 'pending' | 'streaming' | 'done' | 'failed' | 'aborted';

/** One HTTP request/response pair exactly as it crossed the wire. */
export interface Exchange {
  id: string;
  /** Which loop step (1-based) this exchange belongs to. */
  step: number;
  /** The SDK's retry attempt (0 for the first try), from `X-Stainless-Retry-Count`. */
  attempt: number;
  method: string;
  url: string;
  /** Header names lower-cased; every header in payloads/secret-headers.ts masked (`Bearer sk-…wxyz`). */
  requestHeaders: Record<string, string>;
  /** The exact request body text, or null for bodiless requests. */
  requestBody: string | null;
  /** Added: the body the SDK built, present only when the user edited it at a breakpoint before sending. */
  originalRequestBody?: string;
  status: number | null;
  responseHeaders: Record<string, string>;
  /** The exact response body text; for streams, the concatenation of every event's raw bytes. */
  responseBody: string | null;
  streamed: boolean;
  events: SseEvent[];
  startedAt: number;
  durationMs: number | null;
  state: ExchangeState;
  /** A network-level failure or abort, in words (HTTP errors keep their body instead). */
  error: string | null;
  /**
   * Added: `websocket` for one `response.create` on a WebSocket (method `WS`): `requestBody` is the frame sent,
   * `events` every frame of that turn both ways, `responseBody` the frames received, one per line. Absent: HTTP.
   */
  wire?: 'websocket' | 'mcp';
  /**
   * Added, by the capture proxy: the client connection the request came on (`address:port` on this machine). Two
   * scripts run at once never share one, so loops split by it when their words and ids are the same.
   */
  client?: string;
  /**
   * Added, with `wire: "mcp"`: one HTTP request of an MCP client transport (its body the JSON-RPC message, its response
   * the JSON-RPC answer or an SSE stream of them): the server it went to and the model's tool call it served.
   */
  mcp?: McpExchangeInfo;
  /** Added: an exchange rebuilt from a trace span (OTLP or an Agents SDK export), and what the trace did not carry. */
  trace?: TraceOrigin;
  /**
   * Added: where a trace sent alongside placed this recorded exchange in its loop (the Agents SDK's span of the same
   * response id): the spans around it and after it. The exchange itself is still the one recorded on the wire.
   */
  placement?: TracePlacement;
}

/** A recorded exchange's place in a trace's loop: the span that stands for it, and the structure around it. */
export type TracePlacement = Pick<TraceOrigin, 'convention' | 'traceId' | 'spanId' | 'path' | 'then'>;

/** What a trace can leave out of a call: the exact bytes, the message content, the tool definitions, the answer. */
export type TraceGap = 'bytes' | 'content' | 'tools' | 'response';

/** Where a trace-made exchange came from: the span (hex ids) and the convention it was read by. */
export interface TraceOrigin {
  convention: 'gen_ai' | 'openinference' | 'ai_sdk' | 'agents' | 'langfuse';
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  missing: TraceGap[];
  /** Added: the names of the spans around it (agent, workflow, turn), outermost first: the loop's structure. */
  path?: string[];
  /** Added: the spans that ran after this call and before the next (tool runs, handoffs), in order: the rest of the loop's structure. */
  then?: string[];
}

// ---- Queries: what every layer asks of a recorded exchange, answered in one place (as HTTP Toolkit's HttpExchange does). ----

/** A body's JSON value; null for no body, an empty body or text that is not JSON. */
export function bodyJson(text: string | null | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The request body's JSON value (null: bodiless or not JSON). */
export function requestJson(exchange: Pick<Exchange, 'requestBody'>): unknown {
  return bodyJson(exchange.requestBody);
}

/** The response body's JSON value (null: none yet, not JSON, or a stream's SSE text). */
export function responseJson(exchange: Pick<Exchange, 'responseBody'>): unknown {
  return bodyJson(exchange.responseBody);
}

/** The request body when it is a JSON object (every model API request is one); null otherwise. */
export function requestObject(exchange: Pick<Exchange, 'requestBody'>): JsonObject | null {
  const body = requestJson(exchange);
  return isObject(body) ? body : null;
}

/** The path after the API base (`/chat/completions`, `/threads/…/runs`), whatever host or base the exchange went to. */
export function apiPath(exchange: Pick<Exchange, 'url'>): string {
  return endpointPath(exchange.url);
}

/** A request that creates a model response: `POST /responses` with a JSON object body. */
export function isResponsesCreate(exchange: Pick<Exchange, 'method' | 'url' | 'requestBody'>): boolean {
  return exchange.method === 'POST' && apiPath(exchange) === '/responses' && requestObject(exchange) !== null;
}

/** A poll of an Assistants run: `GET /threads/{thread}/runs/{run}` with nothing after the run id. */
export function isRunPoll(exchange: Pick<Exchange, 'method' | 'url'>): boolean {
  return (
    exchange.method === 'GET' &&
    /\/threads\/[^/]+\/runs\/[^/]+$/.test(new URL(exchange.url, 'http://relative.invalid').pathname)
  );
}

/** The recorder sends no further snapshot of an exchange in these states. */
export function isSettled(exchange: Pick<Exchange, 'state'>): boolean {
  return exchange.state === 'done' || exchange.state === 'failed' || exchange.state === 'aborted';
}
