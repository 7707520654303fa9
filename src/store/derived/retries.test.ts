// Retries show their wait and the retry-after they honoured; a running loop says it is waiting to retry.
import { describe, expect, it } from 'vitest';
import { formatWait, knownWaits, retryWaitOf, waitingToRetry } from './retries';
import { exchange } from '../testing/fixtures';

describe('retries', () => {
  const failed = exchange(1, 2, {
    status: 429,
    startedAt: 1_000,
    durationMs: 40,
    responseHeaders: { 'retry-after': '1', 'retry-after-ms': '1000' },
  });
  const retry = exchange(1, 2, { attempt: 1, startedAt: 2_050, durationMs: 30 });

  it('measures the wait before an attempt from the previous attempt of the same step', () => {
    expect(retryWaitOf([failed, retry], retry)).toEqual({
      waitedMs: 1_010,
      retryAfter: 'retry-after-ms: 1000',
      after: 429,
    });
    expect(retryWaitOf([failed, retry], failed)).toBeNull();
    expect(formatWait(1_010)).toBe('1.0 s');
    expect(formatWait(250)).toBe('250 ms');
  });

  it('quotes retry-after when there is no retry-after-ms, and nothing when the server sent neither', () => {
    const plain = exchange(1, 2, {
      status: 503,
      startedAt: 0,
      durationMs: 10,
      responseHeaders: { 'retry-after': '2' },
    });
    expect(retryWaitOf([plain, retry], retry)?.retryAfter).toBe('retry-after: 2');
    const bare = exchange(1, 2, { status: 500, startedAt: 0, durationMs: 10 });
    expect(retryWaitOf([bare, retry], retry)?.retryAfter).toBeNull();
  });

  it('says the loop is waiting to retry only after a retryable failure', () => {
    expect(waitingToRetry(failed)).toEqual({ after: 429, header: 'retry-after-ms: 1000' });
    expect(waitingToRetry(exchange(1, 2, { status: 400 }))).toBeNull();
    expect(waitingToRetry(exchange(1, 2))).toBeNull();
    expect(waitingToRetry(exchange(1, 2, { status: null, state: 'failed' }))).toEqual({ after: null, header: null });
  });

  it('leaves out a retry whose earlier attempt is not among the exchanges, instead of an unknown wait', () => {
    const second = exchange(1, 2, { attempt: 2, startedAt: 4_000, durationMs: 30 });
    expect(knownWaits([failed, retry, second], 1).map((w) => w.waitedMs)).toEqual([1_010, 1_920]);
    // The capture began at the second attempt: its wait is unknown, the third one's is measured.
    expect(knownWaits([retry, second], 1).map((w) => w.waitedMs)).toEqual([1_920]);
    expect(knownWaits([retry], 1)).toEqual([]);
  });
});
