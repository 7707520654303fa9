// Read-only facts derived from a recorded exchange (path, parsed bodies, usage, the request before it), cached per body text.
import type { TFunction } from 'i18next';
import type { Exchange } from '@loopscope/engine/types';
import { failureOf, type FailureKind } from '../../store';
import type { BadgeTone } from '../../ui';
import { failureWords } from '../timeline';
import { isLoopCall } from '@loopscope/wire/wires';
import type { CallNumber } from '../../store';

/** The inspector's translation function: labels built here are shown in the UI language. */
export type InspectorT = TFunction<'inspector'>;

export type Parsed = { ok: true; value: unknown } | { ok: false; reason: string };

const parseCache = new Map<string, Parsed>();
const PARSE_CACHE_LIMIT = 64;

/** JSON.parse once per distinct body text; bodies can be megabytes and views re-render often. */
export function parseJson(text: string): Parsed {
  const hit = parseCache.get(text);
  if (hit) return hit;
  let result: Parsed;
  try {
    result = { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    result = { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  if (parseCache.size >= PARSE_CACHE_LIMIT) parseCache.delete(parseCache.keys().next().value as string);
  parseCache.set(text, result);
  return result;
}

export function pathOf(url: string): string {
  try {
    const parsed = new URL(url, 'http://relative.invalid');
    return parsed.pathname + parsed.search;
  } catch {
    return url;
  }
}

export function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function statusText(status: number | null): string {
  if (status === null) return '';
  return STATUS_TEXT[status] ?? '';
}

const FAILURE_TONE: Record<FailureKind, BadgeTone> = {
  http: 'danger',
  'cut-stream': 'warning',
  timeout: 'warning',
  cors: 'danger',
  network: 'danger',
  aborted: 'neutral',
};

/** The status badge of an exchange: the HTTP status, or the failure named for what it was (a cut 200 stream is not "200 OK"). */
export function statusBadge(
  exchange: Exchange,
  t: InspectorT,
  timelineT: TFunction<'timeline'>,
): { tone: BadgeTone; label: string } {
  const failure = failureOf(exchange);
  const http = exchange.status !== null ? `${exchange.status} ${statusText(exchange.status)}`.trim() : null;
  if (failure)
    return {
      tone: FAILURE_TONE[failure.kind],
      label:
        failure.kind === 'cut-stream'
          ? t('exchange.streamCut', { status: exchange.status })
          : failure.kind === 'http'
            ? http!
            : failureWords(timelineT, failure).label,
    };
  return http ? { tone: 'success', label: http } : { tone: 'neutral', label: exchange.state };
}

export function formatDuration(ms: number | null, t: InspectorT, language: string): string {
  if (ms === null) return '—';
  if (ms < 1000) return t('duration.ms', { ms: Math.round(ms) });
  return t('duration.s', {
    s: (ms / 1000).toLocaleString(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  });
}

export interface UsageView {
  prompt: number | null;
  completion: number | null;
  total: number | null;
}

function readUsage(usage: unknown): UsageView | null {
  if (!usage || typeof usage !== 'object') return null;
  const u = usage as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'number' ? v : null);
  // Chat Completions says prompt/completion; the Responses API says input/output.
  const prompt = num(u.prompt_tokens) ?? num(u.input_tokens);
  const completion = num(u.completion_tokens) ?? num(u.output_tokens);
  const total = num(u.total_tokens) ?? (prompt !== null && completion !== null ? prompt + completion : null);
  return prompt === null && completion === null && total === null ? null : { prompt, completion, total };
}

/** Token usage as the server reported it: the response body's `usage`, or for streams the last event that carries one. */
export function usageOf(exchange: Exchange): UsageView | null {
  if (exchange.streamed) {
    for (let i = exchange.events.length - 1; i >= 0; i--) {
      const data = exchange.events[i]?.data ?? '';
      if (!data.includes('_tokens')) continue;
      const parsed = parseJson(data);
      if (!parsed.ok || !parsed.value || typeof parsed.value !== 'object') continue;
      const v = parsed.value as { usage?: unknown; response?: { usage?: unknown } };
      const usage = readUsage(v.usage) ?? readUsage(v.response?.usage);
      if (usage) return usage;
    }
    return null;
  }
  if (exchange.responseBody === null) return null;
  const parsed = parseJson(exchange.responseBody);
  return parsed.ok && parsed.value && typeof parsed.value === 'object'
    ? readUsage((parsed.value as { usage?: unknown }).usage)
    : null;
}

/** The exchange before `id` in the list that sent a body on the same wire (an MCP message is compared with the last MCP message). */
export function previousRequest(exchanges: readonly Exchange[], id: string): Exchange | null {
  const index = exchanges.findIndex((e) => e.id === id);
  const loopCall = isLoopCall(exchanges[index] ?? {});
  for (let i = index - 1; i >= 0; i--) {
    const candidate = exchanges[i];
    if (candidate && candidate.requestBody !== null && isLoopCall(candidate) === loopCall) return candidate;
  }
  return null;
}

/** Position of an exchange among those that share its step (for retries: "step 2, attempt 1"). */
/** "Request 2", "Request 1.3" (the third HTTP call of request 1, given its `number`), "… · retry 1". */
export function exchangeLabel(exchange: Exchange, t: InspectorT, number?: CallNumber): string {
  const call = number?.call ?? null;
  if (call !== null)
    return exchange.attempt > 0
      ? t('exchange.callRetry', { step: exchange.step, call, attempt: exchange.attempt })
      : t('exchange.call', { step: exchange.step, call });
  return exchange.attempt > 0
    ? t('exchange.stepRetry', { step: exchange.step, attempt: exchange.attempt })
    : t('exchange.step', { step: exchange.step });
}
