// Fault injection: what can go wrong on the wire, off by default, set per session or for the next requests.
import { ApiError, errorBody } from '../../wire/errors.ts';

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
    return new ApiError(
      503,
      errorBody('The server is overloaded or not ready yet.', { type: 'server_error' }),
      { 'retry-after': String(retryAfterSeconds) },
    );
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
    return this.queue.shift() ?? this.session;
  }
}

/** Breaks tool-call arguments the way a model sometimes does: the JSON stops before its last brace. */
export function malform(argumentsJson: string): string {
  return argumentsJson.endsWith('}') ? argumentsJson.slice(0, -1) : `${argumentsJson}}`;
}
