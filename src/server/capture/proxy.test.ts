// The proxy's edges: upstream URLs, streams passed on chunk by chunk, unreachable upstreams, client aborts, header hygiene.
import { describe, expect, it, vi } from 'vitest';
import { CaptureLog } from './capture-log';
import { createCaptureProxy, upstreamUrl, type UpstreamFetch } from './proxy';

const post = (path: string, body = '{"model":"gpt-4o"}', init: RequestInit = {}) =>
  new Request(`http://127.0.0.1:5173${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', authorization: 'Bearer sk-proj-abcdefghijklmnopqrstuvwxyz' },
    ...init,
  });

function proxyWith(fetch: UpstreamFetch, upstream = 'https://api.example.test/v1') {
  const log = new CaptureLog();
  return { log, proxy: createCaptureProxy({ upstream, fetch, log }) };
}

describe('upstreamUrl', () => {
  it('maps /proxy/v1/<rest> onto the upstream base, query included', () => {
    expect(upstreamUrl('https://api.openai.com/v1', 'http://localhost:5173/proxy/v1/chat/completions')).toBe(
      'https://api.openai.com/v1/chat/completions',
    );
    expect(upstreamUrl('http://gw.local/openai/v1/', 'http://localhost:5173/proxy/v1/threads/t_1/runs?limit=2')).toBe(
      'http://gw.local/openai/v1/threads/t_1/runs?limit=2',
    );
    expect(upstreamUrl('mock', 'http://127.0.0.1:5313/proxy/v1/responses')).toBe('http://127.0.0.1:5313/v1/responses');
  });
});

describe('createCaptureProxy', () => {
  it('hands each stream chunk to the client before the upstream has sent the next one', async () => {
    const encoder = new TextEncoder();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const upstream: UpstreamFetch = async () =>
      new Response(
        new ReadableStream({
          async start(controller) {
            controller.enqueue(encoder.encode('data: {"n":1}\n\n'));
            await gate;
            controller.enqueue(encoder.encode('data: [DONE]\n\n'));
            controller.close();
          },
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      );
    const { proxy, log } = proxyWith(upstream);
    const response = await proxy(post('/proxy/v1/chat/completions'));
    const reader = response.body!.getReader();
    const first = await reader.read();
    // The second chunk does not exist yet: the first one reached the client on its own.
    expect(new TextDecoder().decode(first.value)).toBe('data: {"n":1}\n\n');
    expect(log.list()[0]!.state).toBe('streaming');
    release();
    const rest = await new Response(
      new ReadableStream({
        start: async (c) => {
          for (let r = await reader.read(); !r.done; r = await reader.read()) c.enqueue(r.value);
          c.close();
        },
      }),
    ).text();
    expect(rest).toBe('data: [DONE]\n\n');
    await until(() => log.list()[0]!.state === 'done');
    expect(log.list()[0]!.events.map((e) => e.data)).toEqual(['{"n":1}', '[DONE]']);
  });

  it('records the client connection each request came on, so two scripts run at once fall into two loops', async () => {
    const { proxy, log } = proxyWith(async () => Response.json({ id: 'chatcmpl_1' }));
    await proxy(post('/proxy/v1/chat/completions'), '127.0.0.1:50001');
    await proxy(post('/proxy/v1/chat/completions'), '127.0.0.1:50002');
    await proxy(post('/proxy/v1/chat/completions'));
    expect(log.list().map((e) => e.client)).toEqual(['127.0.0.1:50001', '127.0.0.1:50002', undefined]);
  });

  it('answers 502 in the OpenAI error shape when the upstream cannot be reached, and records that 502 as the app got it', async () => {
    const { proxy, log } = proxyWith(async () => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') });
    });
    const response = await proxy(post('/proxy/v1/chat/completions'));
    expect(response.status).toBe(502);
    const body = (await response.json()) as { error: { message: string; type: string; code: string } };
    expect(body.error.message).toBe(
      "Loopscope's capture proxy could not reach https://api.example.test/v1/chat/completions: fetch failed (connect ECONNREFUSED 127.0.0.1:9)",
    );
    expect(body.error.code).toBe('upstream_unreachable');
    // The capture shows what the app got (the 502 and its body), not only the proxy's own "fetch failed".
    const recorded = log.list()[0]!;
    expect(recorded).toMatchObject({ status: 502, error: 'fetch failed (connect ECONNREFUSED 127.0.0.1:9)' });
    expect(JSON.parse(recorded.responseBody!)).toEqual(body);
  });

  it('passes upstream HTTP errors through unchanged: status, body and retry headers', async () => {
    const body =
      '{"error":{"message":"Rate limit reached","type":"requests","param":null,"code":"rate_limit_exceeded"}}';
    const { proxy, log } = proxyWith(
      async () =>
        new Response(body, { status: 429, headers: { 'content-type': 'application/json', 'retry-after-ms': '20' } }),
    );
    const response = await proxy(post('/proxy/v1/chat/completions'));
    expect([response.status, response.headers.get('retry-after-ms'), await response.text()]).toEqual([429, '20', body]);
    await until(() => log.list()[0]!.state === 'done');
    expect(log.list()[0]!.responseBody).toBe(body);
  });

  it('forwards the exact request bytes and headers, minus hop-by-hop ones, and drops a body encoding fetch already undid', async () => {
    const seen: Request[] = [];
    const { proxy } = proxyWith(async (request) => {
      seen.push(request);
      return new Response('{}', {
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', 'x-request-id': 'req_1' },
      });
    });
    const body = '{ "model" : "gpt-4o",\n  "messages": [] }';
    const response = await proxy(
      post('/proxy/v1/chat/completions', body, {
        headers: { authorization: 'Bearer sk-x', 'accept-encoding': 'gzip', 'openai-beta': 'assistants=v2' },
      }),
    );
    expect(await seen[0]!.text()).toBe(body);
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer sk-x');
    expect(seen[0]!.headers.get('openai-beta')).toBe('assistants=v2');
    expect(seen[0]!.headers.get('accept-encoding')).toBeNull();
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('x-request-id')).toBe('req_1');
  });

  it('neither forwards nor records the access token a producer on another computer sends (X-Loopscope-Token)', async () => {
    const seen: Request[] = [];
    const { proxy, log } = proxyWith(async (request) => {
      seen.push(request);
      return Response.json({});
    });
    await proxy(
      post('/proxy/v1/chat/completions', '{}', {
        headers: { authorization: 'Bearer sk-x', 'x-loopscope-token': 'launch-token' },
      }),
    );
    expect(seen[0]!.headers.get('x-loopscope-token')).toBeNull();
    expect(log.list()[0]!.requestHeaders['x-loopscope-token']).toBeUndefined();
  });

  it('records a client that goes away mid-stream as aborted, keeping the bytes that arrived', async () => {
    const controller = new AbortController();
    const upstream: UpstreamFetch = async (request) =>
      new Response(
        new ReadableStream({
          start(c) {
            c.enqueue(new TextEncoder().encode('data: {"n":1}\n\n'));
            request.signal.addEventListener('abort', () => c.error(request.signal.reason));
          },
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      );
    const { proxy, log } = proxyWith(upstream);
    const response = await proxy(post('/proxy/v1/chat/completions', '{}', { signal: controller.signal }));
    await response.body!.getReader().read();
    controller.abort();
    await until(() => log.list()[0]!.state !== 'streaming');
    expect(log.list()[0]).toMatchObject({ state: 'aborted', responseBody: 'data: {"n":1}\n\n' });
  });
});

/** Waits for what the capture log records after the response ended; fails the test, naming the condition, if it never comes. */
async function until(ready: () => boolean): Promise<void> {
  await vi.waitFor(() => expect(ready(), `never became true: ${ready}`).toBe(true), { timeout: 5000, interval: 5 });
}
