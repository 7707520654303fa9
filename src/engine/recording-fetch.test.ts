// The recorder against a tiny local Response producer: exact bodies, redaction, attempts, streams split anywhere.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRecordingFetch, type FetchLike, type RecorderHooks } from './recording-fetch';
import type { Exchange } from './types';

function setup(inner: FetchLike, hold: RecorderHooks['hold'] = async (r) => r.body) {
  const records: Exchange[] = [];
  let n = 0;
  let t = 0;
  const recorder = createRecordingFetch(inner, () => (t += 5), {
    open: () => ({ id: `ex_${++n}`, step: 7 }),
    hold,
    record: (e) => records.push(e),
  });
  const last = () => records.at(-1)!;
  return { recorder, records, last };
}

function chunkedStream(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

const post = (headers: Record<string, string> = {}) => ({
  method: 'post',
  headers: { authorization: 'Bearer sk-proj-secretkey9XyZ', ...headers },
  body: '{"a": 1}',
});

describe('recording fetch', () => {
  it('records the exact request and response text with redacted auth, step and attempt', async () => {
    const { recorder, last } = setup(
      async () => new Response('{"ok":  true}', { status: 201, headers: { 'x-request-id': 'req_1' } }),
    );
    const response = await recorder.fetch('http://x/v1/chat/completions', post({ 'X-Stainless-Retry-Count': '2' }));
    expect(await response.text()).toBe('{"ok":  true}');
    expect(last()).toMatchObject({
      id: 'ex_1',
      step: 7,
      attempt: 2,
      method: 'POST',
      url: 'http://x/v1/chat/completions',
      requestBody: '{"a": 1}',
      status: 201,
      responseBody: '{"ok":  true}',
      state: 'done',
      streamed: false,
      error: null,
    });
    expect(last().requestHeaders.authorization).toBe('Bearer sk-…9XyZ');
    expect(last().requestHeaders['x-stainless-retry-count']).toBe('2');
    expect(last().responseHeaders['x-request-id']).toBe('req_1');
    expect(last().durationMs).toBeGreaterThan(0);
  });

  it('masks every secret header of the shared list, request and response, short values too', async () => {
    const { recorder, last } = setup(
      async () =>
        new Response('{}', { headers: { 'set-cookie': 'session=s3cr3t-session-value-long', 'x-request-id': 'req_2' } }),
    );
    await recorder.fetch(
      'http://x/v1/chat/completions',
      post({ 'x-api-key': 'k-12', cookie: 'sid=abc', 'api-key': 'azure-key-0123456789abcd' }),
    );
    await recorder.idle();
    const { requestHeaders, responseHeaders } = last();
    expect(requestHeaders['x-api-key']).toBe('…');
    expect(requestHeaders.cookie).toBe('…');
    expect(requestHeaders['api-key']).toBe('azu…abcd');
    expect(responseHeaders['set-cookie']).toBe('ses…long');
    expect(JSON.stringify(last())).not.toMatch(/k-12|sid=abc|s3cr3t|0123456789/);
  });

  it('sends the body the hold hook returns and remembers the original', async () => {
    let seen = '';
    const { recorder, last } = setup(
      async (_input, init) => ((seen = String(init?.body)), new Response('{}')),
      async () => '{"a": 2}',
    );
    await recorder.fetch('http://x', post());
    expect(seen).toBe('{"a": 2}');
    expect(last()).toMatchObject({ requestBody: '{"a": 2}', originalRequestBody: '{"a": 1}' });
  });

  it('keeps null-body statuses and bodiless requests working', async () => {
    const { recorder, last } = setup(async () => new Response(null, { status: 204 }));
    const response = await recorder.fetch('http://x', { method: 'GET' });
    expect(response.status).toBe(204);
    expect(last()).toMatchObject({ method: 'GET', requestBody: null, responseBody: '', status: 204 });
  });

  it('marks network failures as failed and rethrows them to the SDK', async () => {
    const { recorder, last } = setup(() =>
      Promise.reject(new TypeError('fetch failed', { cause: new Error('ECONNREFUSED') })),
    );
    await expect(recorder.fetch('http://x', post())).rejects.toThrow('fetch failed');
    expect(last()).toMatchObject({ state: 'failed', error: 'fetch failed (ECONNREFUSED)', status: null });
  });

  it('tees streams: the client reads every byte and the recorded events concatenate to the same bytes, however chunks split', async () => {
    const wire =
      'data: {"id":"c1","choices":[{"delta":{"content":"Hé"}}]}\n\n' +
      ': keep-alive\n\nevent: ping\ndata: a\ndata: b\n\n' +
      'data: {"id":"c1","choices":[{"delta":{"content":"llo"}}]}\r\n\r\n' +
      'data: [DONE]\n\n';
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: wire.length - 1 }), { maxLength: 12 }), async (cuts) => {
        const points = [...new Set(cuts)].sort((a, b) => a - b);
        const chunks = [0, ...points].map((start, i) => wire.slice(start, points[i] ?? wire.length));
        const { recorder, last } = setup(
          async () => new Response(chunkedStream(chunks), { headers: { 'content-type': 'text/event-stream' } }),
        );
        const response = await recorder.fetch('http://x', post());
        expect(await response.text()).toBe(wire);
        await recorder.idle();
        const exchange = last();
        expect(exchange).toMatchObject({ streamed: true, state: 'done', responseBody: wire });
        expect(exchange.events.map((e) => e.raw).join('')).toBe(wire);
        expect(exchange.events.map((e) => e.data)).toEqual([
          '{"id":"c1","choices":[{"delta":{"content":"Hé"}}]}',
          '',
          'a\nb',
          '{"id":"c1","choices":[{"delta":{"content":"llo"}}]}',
          '[DONE]',
        ]);
        expect(exchange.events[2]!.event).toBe('ping');
      }),
      { numRuns: 60 },
    );
  });

  it('records a stream that breaks off as failed, keeping every byte that arrived', async () => {
    const encoder = new TextEncoder();
    let breakOff: () => void = () => {};
    const brokenOff = new Promise<void>((resolve) => (breakOff = resolve));
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (pulls++ === 0) return controller.enqueue(encoder.encode('data: 1\n\ndata: 2'));
        await brokenOff;
        controller.error(new Error('socket hang up'));
      },
    });
    const { recorder, last, records } = setup(
      async () => new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    );
    const response = await recorder.fetch('http://x', post());
    const clientRead = response.text();
    // Break the connection only once the first event has been recorded, as a real dropped socket would.
    while (!records.some((e) => e.events.length > 0)) await new Promise((r) => setImmediate(r));
    breakOff();
    await expect(clientRead).rejects.toThrow();
    await recorder.idle();
    expect(last()).toMatchObject({ state: 'failed', error: 'socket hang up', responseBody: 'data: 1\n\ndata: 2' });
    expect(last().events.map((e) => e.data)).toEqual(['1', '2']);
  });

  it('stops recording and marks the exchange aborted when the request is aborted, even if the source ignores it', async () => {
    const controller = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('data: 1\n\n'));
      },
    });
    const { recorder, last, records } = setup(
      async () => new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    );
    await recorder.fetch('http://x', { ...post(), signal: controller.signal });
    while (!records.some((e) => e.events.length > 0)) await new Promise((r) => setImmediate(r));
    controller.abort();
    await recorder.idle();
    expect(last()).toMatchObject({
      state: 'aborted',
      error: 'Aborted before the response was complete.',
      responseBody: 'data: 1\n\n',
    });
  });
});
