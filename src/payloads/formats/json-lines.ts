// JSON Lines of request/response pairs, as apps and proxies log them: one exchange per line, read leniently, written exactly.
import { headerRecord, type WireExchange } from '@loopscope/wire/wire-exchange';
import { isObject } from '@loopscope/wire/json-object';

/**
 * The line Loopscope writes: bodies as their exact text. Readers also accept bodies as JSON values, a bare request body
 * under `request` (then `response` is the bare response body), and `url`/`status` at either level.
 */
export interface JsonLinesExchange {
  request: { method: string; url: string; headers: Record<string, string>; body: string | null };
  response: { status: number | null; headers: Record<string, string>; body: string | null };
  started_at?: string;
  duration_ms?: number;
}

/** A failure names the bad line (1-based) and JSON.parse's reason, so a caller can word it in its own language; null: no lines at all. */
export type JsonLinesParse =
  | { ok: true; values: unknown[] }
  | { ok: false; error: string; line: number | null; reason: string };

/** Every non-blank line must be one JSON value; the first bad line is named. */
export function parseJsonLines(text: string): JsonLinesParse {
  const values: unknown[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!.trim();
    if (!line) continue;
    try {
      values.push(JSON.parse(line));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { ok: false, error: `Line ${i + 1} is not JSON: ${reason}.`, line: i + 1, reason };
    }
  }
  return values.length > 0
    ? { ok: true, values }
    : { ok: false, error: 'The text holds no JSON lines.', line: null, reason: '' };
}

function bodyText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function headersOf(value: unknown): Record<string, string> {
  if (!isObject(value)) return {};
  return headerRecord(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** A line has a request and a response (an envelope or bare bodies). */
export function looksLikeExchangeLine(value: unknown): boolean {
  return isObject(value) && isObject(value.request) && 'response' in value;
}

/** Reads one line; `fallbackUrl` names the endpoint when the line only holds bodies. */
export function readExchangeLine(value: unknown, fallbackUrl: string): WireExchange | null {
  if (!looksLikeExchangeLine(value)) return null;
  const line = value as Record<string, unknown>;
  const request = line.request as Record<string, unknown>;
  const response = isObject(line.response) ? line.response : null;
  const envelope = 'body' in request || 'url' in request;
  const responseEnvelope = response !== null && ('body' in response || 'status' in response);
  const url = typeof request.url === 'string' ? request.url : typeof line.url === 'string' ? line.url : fallbackUrl;
  const status =
    responseEnvelope && typeof response!.status === 'number'
      ? response!.status
      : typeof line.status === 'number'
        ? line.status
        : response
          ? 200
          : null;
  const started = typeof line.started_at === 'string' ? Date.parse(line.started_at) : NaN;
  return {
    method: typeof request.method === 'string' ? request.method.toUpperCase() : 'POST',
    url,
    requestHeaders: envelope ? headersOf(request.headers) : {},
    requestBody: bodyText(envelope ? request.body : request),
    status,
    responseHeaders: responseEnvelope ? headersOf(response!.headers) : {},
    responseBody: bodyText(responseEnvelope ? response!.body : line.response),
    startedAt: Number.isNaN(started) ? null : started,
    durationMs: typeof line.duration_ms === 'number' ? line.duration_ms : null,
  };
}

/** Exchanges as JSON Lines (one `JsonLinesExchange` per line, ending in a newline). Mask secret headers first. */
export function writeJsonLines(exchanges: readonly WireExchange[]): string {
  return exchanges
    .map((e) => {
      const line: JsonLinesExchange = {
        request: { method: e.method, url: e.url, headers: e.requestHeaders, body: e.requestBody },
        response: { status: e.status, headers: e.responseHeaders, body: e.responseBody },
        ...(e.startedAt === null ? {} : { started_at: new Date(e.startedAt).toISOString() }),
        ...(e.durationMs === null ? {} : { duration_ms: e.durationMs }),
      };
      return `${JSON.stringify(line)}\n`;
    })
    .join('');
}
