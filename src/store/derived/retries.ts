// The SDK's retries in numbers: how long it waited before each attempt and which retry-after header it honoured.
import type { Exchange } from '@loopscope/engine/types';

export interface RetryWait {
  /** Milliseconds between the failed attempt's end and this attempt's start. */
  waitedMs: number;
  /** The failed attempt's `retry-after-ms` / `retry-after` header as sent (null when the server sent none). */
  retryAfter: string | null;
  /** The status that caused the retry (null for a network failure). */
  after: number | null;
}

/** The server's own delay request, as text: "retry-after-ms: 1000" wins over "retry-after: 1", as in the SDK. */
export function retryAfterOf(exchange: Exchange): string | null {
  const ms = exchange.responseHeaders['retry-after-ms'];
  if (ms !== undefined) return `retry-after-ms: ${ms}`;
  const seconds = exchange.responseHeaders['retry-after'];
  return seconds !== undefined ? `retry-after: ${seconds}` : null;
}

/** For an attempt after the first: the wait before it, read from the previous attempt of the same step. */
export function retryWaitOf(exchanges: readonly Exchange[], exchange: Exchange): RetryWait | null {
  if (exchange.attempt === 0) return null;
  const index = exchanges.indexOf(exchange);
  for (let i = index - 1; i >= 0; i--) {
    const prev = exchanges[i]!;
    if (prev.step !== exchange.step) continue;
    const ended = prev.startedAt + (prev.durationMs ?? 0);
    return { waitedMs: Math.max(0, exchange.startedAt - ended), retryAfter: retryAfterOf(prev), after: prev.status };
  }
  return null;
}

/**
 * The waits before each retry of `step` that the exchanges show. A retry whose earlier attempt is not among them (a
 * capture that started mid-retry, a fork that kept only the last attempt) has no known wait and is left out, rather
 * than shown as an unknown.
 */
export function knownWaits(exchanges: readonly Exchange[], step: number): RetryWait[] {
  return exchanges.filter((e) => e.step === step && e.attempt > 0).flatMap((e) => retryWaitOf(exchanges, e) ?? []);
}

/** Why the SDK is waiting to retry: the status it got (null for a failed connection) and the retry-after header it honours. */
export interface RetryReason {
  after: number | null;
  header: string | null;
}

/** While the loop runs: is the SDK sitting out a retry delay after this (last) exchange failed? */
export function waitingToRetry(last: Exchange | undefined): RetryReason | null {
  if (!last || last.state === 'pending' || last.state === 'streaming') return null;
  const retryable =
    last.status === null
      ? last.state === 'failed'
      : last.status === 408 || last.status === 409 || last.status === 429 || last.status >= 500;
  if (!retryable) return null;
  return { after: last.status, header: retryAfterOf(last) };
}

export function formatWait(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
