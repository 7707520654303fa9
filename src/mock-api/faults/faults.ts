// Fault injection: what can go wrong on the wire, off by default, set per session or for the next requests.
import { ApiError, errorBody, invalidRequest } from '@loopscope/wire/errors';

export interface Faults {
  /** Delay before the answer starts, in milliseconds. */
  latencyMs?: number;
  /** Answer with this error instead of a completion. */
  error?: 429 | 500 | 503 | null;
  /** For 429 and 503: seconds to put in `retry-after` (the SDK waits that long before retrying). */
  retryAfterSeconds?: number;
  /** Cut a stream off after this many events, before `[DONE]` (the client sees a dropped connection). */
  cutStreamAfterEvents?: number | null;
  /** Emit tool-call `arguments` that are not valid JSON (the closing brace goes missing). */
  malformedArguments?: boolean;
}

export const NO_FAULTS: Faults = Object.freeze({});

/** The longest injected delay: enough to watch a spinner and an SDK timeout, never a request parked for hours. */
export const MAX_LATENCY_MS = 60_000;
/** The longest `retry-after` the mock writes (the SDK sleeps that long before it retries). */
export const MAX_RETRY_AFTER_SECONDS = 60;

const ERRORS = [429, 500, 503];

function badFault(detail: string): ApiError {
  return invalidRequest(
    `Invalid X-Loopscope-Faults header: ${detail}. Expected a JSON object such as {"latencyMs": 500, "error": 429}.`,
    null,
    'invalid_faults',
  );
}

const isCount = (value: unknown, max: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max;

/** The faults a request's header asks for, checked field by field; a value the mock cannot act on is a 400, not a 500. */
export function parseFaultHeader(text: string): Faults {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badFault('not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badFault(`${JSON.stringify(value)} is not an object`);
  const faults = value as Record<string, unknown>;
  for (const [name, field] of Object.entries(faults)) {
    if (field === undefined) continue;
    const ok =
      name === 'latencyMs'
        ? isCount(field, MAX_LATENCY_MS)
        : name === 'error'
          ? field === null || ERRORS.includes(field as number)
          : name === 'retryAfterSeconds'
            ? isCount(field, MAX_RETRY_AFTER_SECONDS)
            : name === 'cutStreamAfterEvents'
              ? field === null || (Number.isInteger(field) && (field as number) >= 0)
              : name === 'malformedArguments'
                ? typeof field === 'boolean'
                : null;
    if (ok === null) throw badFault(`unknown fault '${name}'`);
    if (!ok) {
      const expected = {
        latencyMs: `milliseconds from 0 to ${MAX_LATENCY_MS}`,
        error: '429, 500, 503 or null',
        retryAfterSeconds: `seconds from 0 to ${MAX_RETRY_AFTER_SECONDS}`,
        cutStreamAfterEvents: 'a whole number or null',
        malformedArguments: 'true or false',
      }[name];
      throw badFault(`'${name}' is ${JSON.stringify(field)}, expected ${expected}`);
    }
  }
  return faults as Faults;
}

/** Faults set in code (the page's controls) held to the same bounds: a delay or retry-after past the maximum is cut to it. */
function bounded(faults: Faults): Faults {
  const out = { ...faults };
  if (out.latencyMs !== undefined) out.latencyMs = Math.min(Math.max(0, out.latencyMs), MAX_LATENCY_MS);
  if (out.retryAfterSeconds !== undefined)
    out.retryAfterSeconds = Math.min(Math.max(0, out.retryAfterSeconds), MAX_RETRY_AFTER_SECONDS);
  return out;
}

/** The error body the real service sends for each injected status. */
export function faultError(status: 429 | 500 | 503, model: string, retryAfterSeconds = 1): ApiError {
  if (status === 429) {
    return new ApiError(
      429,
      errorBody(
        `Rate limit reached for ${model} in organization org-loopscope on requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in ${retryAfterSeconds}s. Visit https://platform.openai.com/account/rate-limits to learn more.`,
        { type: 'requests', code: 'rate_limit_exceeded' },
      ),
      { 'retry-after': String(retryAfterSeconds), 'retry-after-ms': String(retryAfterSeconds * 1000) },
    );
  }
  if (status === 503) {
    return new ApiError(503, errorBody('The server is overloaded or not ready yet.', { type: 'server_error' }), {
      'retry-after': String(retryAfterSeconds),
    });
  }
  return new ApiError(
    500,
    errorBody(
      'The server had an error while processing your request. Sorry about that! You can retry your request, or contact us through our help center at help.openai.com if the error persists.',
      { type: 'server_error' },
    ),
  );
}

/**
 * Session faults plus a queue of one-shot faults: each request takes the next queued entry
 * (so "fail twice, then succeed" shows the SDK's retries), otherwise the session setting.
 */
export class FaultState {
  private session: Faults;
  private queue: Faults[] = [];

  constructor(initial: Faults = NO_FAULTS) {
    this.session = initial;
  }

  set(faults: Faults | null): void {
    this.session = faults ?? NO_FAULTS;
  }

  get(): Faults {
    return this.session;
  }

  /** Applies `faults` to the next `times` requests only. */
  once(faults: Faults, times = 1): void {
    for (let i = 0; i < times; i++) this.queue.push(faults);
  }

  take(): Faults {
    return bounded(this.queue.shift() ?? this.session);
  }
}

/** Breaks tool-call arguments the way a model sometimes does: the JSON stops before its last brace. */
export function malform(argumentsJson: string): string {
  return argumentsJson.endsWith('}') ? argumentsJson.slice(0, -1) : `${argumentsJson}}`;
}
