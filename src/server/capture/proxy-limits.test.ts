// The proxy's bounds and hygiene: body size (declared or streamed) in the API's error shape, bounded records, cookies kept home, redirects passed on.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isOpenAIErrorBody } from '@loopscope/wire/errors';
import { CaptureLog } from './capture-log';
import { toHar, toJsonLines } from './export';
import { createCaptureProxy, MAX_PROXY_BODY_BYTES, MAX_RECORDED_BODY_CHARS, type UpstreamFetch } from './proxy';

function proxyWith(fetch: UpstreamFetch, upstream = 'https://api.example.test/v1') {
  const log = new CaptureLog();
  return { log, proxy: createCaptureProxy({ upstream, fetch, log }) };
}

const echo: UpstreamFetch = async (request) =>
  new Response(await request.text(), { headers: { 'content-type': 'application/json', 'set-cookie': 'upstream=1' } });

/** An upstream answering with `count` chunks, each made only when the proxy pulls it; `pulled()` says how many were. */
function pulledUpstream(contentType: string, count: number, chunkAt: (n: number) => Uint8Array) {
  let pulled = 0;
  const upstream: UpstreamFetch = async () =>
    new Response(
      new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 1;
          controller.enqueue(chunkAt(pulled));
          // Ends somewhere, so a proxy that reads ahead fails the test instead of reading forever.
          if (pulled === count) controller.close();
        },
      }),
      { headers: { 'content-type': contentType } },
    );
  return { upstream, pulled: () => pulled };
}

describe('capture proxy limits', () => {
  it('refuses a declared length past the limit before reading a byte, in the API error shape', async () => {
    let called = false;
    const { proxy, log } = proxyWith(async () => ((called = true), new Response('{}')));
    const body = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => undefined) });
    const res = await proxy(
      new Request('http://127.0.0.1/proxy/v1/files', {
        method: 'POST',
        body,
        headers: { 'content-length': String(1024 ** 4) },
        duplex: 'half',
      } as RequestInit),
    );
    expect(res.status).toBe(413);
    expect(isOpenAIErrorBody(await res.json())).toBe(true);
    expect([called, log.list().length]).toEqual([false, 0]);
  });

  it('stops reading a streamed body once it passes the limit', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const { proxy } = proxyWith(echo);
    const res = await proxy(
      new Request('http://127.0.0.1/proxy/v1/files', { method: 'POST', body, duplex: 'half' } as RequestInit),
    );
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(MAX_PROXY_BODY_BYTES + 4 * chunk.byteLength);
  });

  it('forwards a big body whole but keeps only the first megabyte of it in the log, saying so', async () => {
    const big = JSON.stringify({ model: 'gpt-4o', input: 'x'.repeat(3 * 1024 * 1024) });
    const { proxy, log } = proxyWith(echo);
    const res = await proxy(new Request('http://127.0.0.1/proxy/v1/responses', { method: 'POST', body: big }));
    expect(await res.text()).toBe(big);
    const [recorded] = log.list();
    expect(recorded!.requestBody!.length).toBeLessThan(MAX_RECORDED_BODY_CHARS + 200);
    expect(recorded!.requestBody).toContain(`of ${big.length} bytes`);
    expect(recorded!.responseBody!.length).toBeLessThan(MAX_RECORDED_BODY_CHARS + 200);
  });

  it("keeps the browser's cookies from the upstream and the upstream's cookies from the browser", async () => {
    let forwarded: string | null = 'unset';
    const { proxy } = proxyWith(async (request) => {
      forwarded = request.headers.get('cookie');
      return echo(request);
    });
    const res = await proxy(
      new Request('http://127.0.0.1/proxy/v1/chat/completions', {
        method: 'POST',
        body: '{}',
        headers: { cookie: 'session=abc' },
      }),
    );
    expect(forwarded).toBeNull();
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('passes an upstream redirect on to the client instead of failing with a 502', async () => {
    const server = createServer((_, res) => res.writeHead(307, { location: '/v1/elsewhere' }).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const { proxy } = proxyWith((request) => fetch(request), `http://127.0.0.1:${port}/v1`);
      const res = await proxy(
        new Request('http://127.0.0.1/proxy/v1/chat/completions', { method: 'POST', body: '{"model":"gpt-4o"}' }),
      );
      expect(res.status).toBe(307);
      expect(res.headers.get('location')).toBe('/v1/elsewhere');
    } finally {
      server.close();
    }
  });

  it('passes a long stream on whole but records only its first megabyte, saying so in the exchange and both exports', async () => {
    const block = (i: number) =>
      `data: {"type":"response.output_text.delta","delta":"${'x'.repeat(200)}","n":${i}}\n\n`;
    const sent = Array.from({ length: 15_000 }, (_, i) => block(i)).join('');
    const bytes = new TextEncoder().encode(sent);
    const upstream: UpstreamFetch = async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            for (let at = 0; at < bytes.length; at += 4096) controller.enqueue(bytes.slice(at, at + 4096));
            controller.close();
          },
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      );
    const { proxy, log } = proxyWith(upstream);
    const res = await proxy(
      new Request('http://127.0.0.1/proxy/v1/responses', { method: 'POST', body: '{"stream":true}' }),
    );
    expect(await res.text()).toBe(sent);
    await expect.poll(() => log.list()[0]!.state).toBe('done');
    const recorded = log.list()[0]!;
    const note = `of ${bytes.length} bytes of this stream`;
    expect(recorded.responseBody!.length).toBeLessThan(MAX_RECORDED_BODY_CHARS + 300);
    expect(recorded.responseBody!.endsWith(']\n\n')).toBe(true);
    expect(recorded.responseBody).toContain(note);
    // Whole events only: every kept block is one the upstream sent.
    expect(recorded.events.slice(0, -1).every((e, i) => e.raw === block(i))).toBe(true);
    expect(recorded.events.at(-1)!.raw).toContain(note);
    expect(JSON.stringify(toHar([recorded]))).toContain(note);
    expect(toJsonLines([recorded])).toContain(note);
  });

  it("reads a stream no further ahead than the client does (tee's recorder read on for a client that had stopped)", async () => {
    const { upstream, pulled } = pulledUpstream('text/event-stream', 5000, (n) =>
      new TextEncoder().encode(`data: {"n":${n}}\n\n`),
    );
    const { proxy } = proxyWith(upstream);
    const res = await proxy(
      new Request('http://127.0.0.1/proxy/v1/responses', { method: 'POST', body: '{"stream":true}' }),
    );
    const reader = res.body!.getReader();
    await reader.read();
    for (let turn = 0; turn < 200; turn++) await new Promise((resolve) => setImmediate(resolve));
    // The client read one chunk and stopped: the upstream was asked for a handful, not for all it would give.
    expect(pulled()).toBeLessThan(10);
    await reader.cancel();
  });

  it('relays a long JSON answer as the client reads it (held whole, 1 GB cost 3 GB), recording its first megabyte and its length', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    const CHUNKS = 2000;
    const { upstream, pulled } = pulledUpstream('application/json', CHUNKS, () => chunk);
    const { proxy, log } = proxyWith(upstream);
    const res = await proxy(new Request('http://127.0.0.1/proxy/v1/files/file-1/content'));
    const reader = res.body!.getReader();
    let total = (await reader.read()).value!.byteLength;
    for (let turn = 0; turn < 200; turn++) await new Promise((resolve) => setImmediate(resolve));
    // The first megabyte (64 chunks) is read for the record; nothing further than the client's one read.
    expect(pulled()).toBeLessThan(MAX_RECORDED_BODY_CHARS / chunk.byteLength + 10);
    for (let next = await reader.read(); !next.done; next = await reader.read()) total += next.value.byteLength;
    expect(total).toBe(CHUNKS * chunk.byteLength);
    const recorded = log.list()[0]!;
    expect(recorded.state).toBe('done');
    expect(recorded.responseBody!.length).toBeLessThan(MAX_RECORDED_BODY_CHARS + 200);
    expect(recorded.responseBody).toContain(`of ${CHUNKS * chunk.byteLength} bytes of this body`);
  });

  it('records a long JSON answer that breaks off as failed, keeping its first megabyte', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x78);
    let pulled = 0;
    const upstream: UpstreamFetch = async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            if ((pulled += 1) > 40) return controller.error(new Error('socket hang up'));
            controller.enqueue(chunk);
          },
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    const { proxy, log } = proxyWith(upstream);
    const res = await proxy(new Request('http://127.0.0.1/proxy/v1/files/file-1/content'));
    expect(res.status).toBe(200);
    await expect(res.arrayBuffer()).rejects.toThrow();
    const recorded = log.list()[0]!;
    expect(recorded.state).toBe('failed');
    expect(recorded.error).toContain('socket hang up');
    expect(recorded.responseBody!.length).toBeGreaterThanOrEqual(MAX_RECORDED_BODY_CHARS);
  });

  it('answers a request whose body breaks off in the API error shape, not with a bare 500', async () => {
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error('socket hang up'));
      },
    });
    const { proxy } = proxyWith(echo);
    const res = await proxy(
      new Request('http://127.0.0.1/proxy/v1/chat/completions', {
        method: 'POST',
        body,
        duplex: 'half',
      } as RequestInit),
    );
    expect(res.status).toBe(500);
    expect(isOpenAIErrorBody(await res.json())).toBe(true);
  });
});
