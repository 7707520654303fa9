// --otlp-forward under steady traffic: batches go after a maximum wait and at a maximum size, and a batch that cannot be
// serialised is dropped with one line while the next one goes (it used to wait for quiet forever, then throw).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSpans } from '@loopscope/wire/otlp/index';
import type { Exchange } from '@loopscope/wire/exchange';
import { CaptureLog } from './capture-log.ts';
import { forwardCapture } from './otlp-forward.ts';

let n = 0;
function finished(content = 'hi'): Exchange {
  n += 1;
  return {
    id: `cap_${String(n).padStart(6, '0')}`,
    step: 0,
    attempt: 0,
    method: 'POST',
    url: 'http://127.0.0.1:5173/v1/chat/completions',
    requestHeaders: { 'content-type': 'application/json' },
    requestBody: JSON.stringify({ model: 'gpt-4o', messages: [{ role: 'user', content }] }),
    status: 200,
    responseHeaders: { 'content-type': 'application/json' },
    responseBody: '{"choices":[]}',
    streamed: false,
    events: [],
    startedAt: 0,
    durationMs: 1,
    state: 'done',
    error: null,
  };
}

/** A forwarder whose posts are kept (as their span counts) instead of sent anywhere. */
function forwarding(options: Parameters<typeof forwardCapture>[2] = {}) {
  const log = new CaptureLog();
  const posts: number[] = [];
  const warnings: string[] = [];
  const send = (async (_url: URL, init: RequestInit) => {
    posts.push(readSpans(JSON.parse(String(init.body))).length);
    return new Response('{}');
  }) as unknown as typeof fetch;
  const forward = forwardCapture(log, 'http://127.0.0.1:4318', {
    fetch: send,
    warn: (line) => warnings.push(line),
    ...options,
  });
  return { log, posts, warnings, forward };
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => vi.useRealTimers());

describe('--otlp-forward batches', () => {
  it('sends under steady traffic once the oldest exchange has waited maxWaitMs, though the log never goes quiet', async () => {
    const { log, posts, forward } = forwarding({ quietMs: 1500, maxWaitMs: 5000 });
    // One exchange every 500 ms for 20 s: never 1.5 s of quiet.
    for (let i = 0; i < 40; i += 1) {
      log.record(finished());
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.every((spans) => spans <= 11)).toBe(true);
    await forward.stop();
    expect(posts.reduce((a, b) => a + b, 0)).toBe(40);
  });

  it('sends a batch as soon as it holds maxBatchExchanges, or maxBatchBytes of bodies', async () => {
    const byCount = forwarding({ quietMs: 60_000, maxBatchExchanges: 10 });
    for (let i = 0; i < 25; i += 1) byCount.log.record(finished());
    await byCount.forward.stop();
    expect(byCount.posts).toEqual([10, 10, 5]);

    const byBytes = forwarding({ quietMs: 60_000, maxBatchBytes: 100_000 });
    for (let i = 0; i < 6; i += 1) byBytes.log.record(finished('x'.repeat(40_000)));
    await byBytes.forward.stop();
    expect(byBytes.posts).toEqual([3, 3]);
  });

  it('drops a batch it cannot serialise with one line, and forwards the next one', async () => {
    let calls = 0;
    const encode = (batch: Exchange[]) => {
      calls += 1;
      if (calls === 1) throw new RangeError('Invalid string length');
      return JSON.stringify({ resourceSpans: [{ scopeSpans: [{ spans: batch.map(() => ({})) }] }] });
    };
    const { log, posts, warnings, forward } = forwarding({ quietMs: 60_000, encode });
    log.record(finished());
    log.record(finished());
    await forward.flush();
    log.record(finished());
    await forward.stop();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /2 exchange\(s\) could not be made into OTLP\/JSON .*Invalid string length.* not forwarded/,
    );
    expect(posts).toEqual([1]);
  });

  it('drops a batch with one line when maxQueuedBatches already wait for a slow endpoint, instead of piling them up', async () => {
    const log = new CaptureLog();
    const warnings: string[] = [];
    let answer!: () => void;
    const stuck = new Promise<void>((resolve) => (answer = resolve));
    const send = (async () => {
      await stuck;
      return new Response('{}');
    }) as unknown as typeof fetch;
    const forward = forwardCapture(log, 'http://127.0.0.1:4318', {
      fetch: send,
      warn: (line) => warnings.push(line),
      quietMs: 60_000,
      maxBatchExchanges: 1,
      maxQueuedBatches: 2,
    });
    for (let i = 0; i < 5; i += 1) log.record(finished());
    // Once when the dropping starts, once with the count when the endpoint has caught up.
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/not forwarded .* while 2 batches already wait/);
    answer();
    await forward.stop();
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toMatch(/3 exchange\(s\) were not forwarded .* backed up/);
  });
});
