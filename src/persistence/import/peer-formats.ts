// Captures of neighbouring tools, read into recorded exchanges or a conversation: Context Lens LHAR and OpenAI Agents SDK traces.
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { headerRecord, isModelApiCall, type WireExchange } from '@loopscope/wire/wire-exchange';
import type { Message } from '../message';
import { say } from '../say';
import { responsesItemsToChat } from './responses-items';
import { isObject } from '@loopscope/wire/json-object';

type Obj = Record<string, unknown>;

/** Context Lens exports `{ "lhar": { "entries": [...] } }` (.lhar.json) or JSON Lines of `{"type":"entry"}` / `{"type":"session"}`. */
export function lharEntries(value: unknown): Obj[] | null {
  if (isObject(value) && isObject(value.lhar) && Array.isArray(value.lhar.entries))
    return value.lhar.entries.filter(isObject);
  if (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((v) => isObject(v) && (v.type === 'entry' || v.type === 'session')) &&
    value.some((v) => isObject(v.http))
  ) {
    return value.filter((v): v is Obj => isObject(v) && v.type === 'entry');
  }
  return null;
}

function headers(value: unknown): Record<string, string> {
  return isObject(value)
    ? headerRecord(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : {};
}

function body(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export type PeerRead = { ok: true; exchanges: WireExchange[] } | { ok: false; error: Message };

export function readLhar(entries: Obj[]): PeerRead {
  const exchanges: WireExchange[] = [];
  for (const entry of entries) {
    const http = isObject(entry.http) ? entry.http : {};
    const raw = isObject(entry.raw) ? entry.raw : {};
    const url = typeof http.url === 'string' ? http.url : '';
    if (!isModelApiCall(typeof http.method === 'string' ? http.method : 'POST', url)) continue;
    const started = typeof entry.timestamp === 'string' ? Date.parse(entry.timestamp) : NaN;
    const timings = isObject(entry.timings) ? entry.timings : {};
    exchanges.push({
      method: 'POST',
      url,
      requestHeaders: headers(http.request_headers),
      requestBody: body(raw.request_body),
      status: typeof http.status_code === 'number' ? http.status_code : null,
      responseHeaders: headers(http.response_headers),
      responseBody: body(raw.response_body),
      startedAt: Number.isNaN(started) ? null : started,
      durationMs: typeof timings.total_ms === 'number' ? timings.total_ms : null,
    });
  }
  if (exchanges.length === 0) return { ok: false, error: say('import.lharNoCalls') };
  if (exchanges.every((e) => e.requestBody === null)) {
    return { ok: false, error: say('import.lharNoBodies') };
  }
  return { ok: true, exchanges };
}

/** OpenAI Agents SDK spans (`span.toJSON()`, one per line): `{ "object": "trace.span", "span_data": { "type": … } }`. */
export function looksLikeAgentsTrace(values: unknown[]): boolean {
  return values.some((v) => isObject(v) && isObject(v.span_data) && typeof v.span_data.type === 'string');
}

export type TraceRead =
  | { ok: true; messages: ChatCompletionMessageParam[]; model: string | null; tools: unknown[] }
  | { ok: false; error: Message };

/**
 * The conversation of the last model call in the trace: a `generation` span carries Chat messages in `input` and
 * `output`; a `response` span carries Responses items in `_input` and the response in `_response`.
 */
export function readAgentsTrace(values: unknown[]): TraceRead {
  const spans = values.filter((v): v is Obj & { span_data: Obj } => isObject(v) && isObject(v.span_data));
  const calls = spans.filter((s) => s.span_data.type === 'generation' || s.span_data.type === 'response');
  const last = calls.at(-1);
  if (!last) return { ok: false, error: say('import.traceNoSpans') };
  const data = last.span_data;
  if (data.type === 'generation') {
    const input = Array.isArray(data.input) ? (data.input as ChatCompletionMessageParam[]) : [];
    const output = Array.isArray(data.output) ? (data.output as ChatCompletionMessageParam[]) : [];
    if (input.length === 0) return { ok: false, error: say('import.traceNoInputMessages') };
    return {
      ok: true,
      messages: [...input, ...output],
      model: typeof data.model === 'string' ? data.model : null,
      tools: [],
    };
  }
  const input =
    typeof data._input === 'string'
      ? [{ role: 'user', content: data._input }]
      : Array.isArray(data._input)
        ? data._input
        : null;
  if (!input) return { ok: false, error: say('import.traceNoInput') };
  const response = isObject(data._response) ? data._response : {};
  const output = Array.isArray(response.output) ? response.output : [];
  const { messages } = responsesItemsToChat([...input, ...output].filter(isObject));
  const tools = Array.isArray(response.tools) ? response.tools : [];
  return { ok: true, messages, model: typeof response.model === 'string' ? response.model : null, tools };
}
