// The proxy's bounds and hygiene: body size (declared or streamed) in the API's error shape, bounded records, cookies kept home, redirects passed on.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isOpenAIErrorBody } from '../../wire/errors';
import { CaptureLog } from './capture-log';
import { createCaptureProxy, MAX_PROXY_BODY_BYTES, MAX_RECORDED_BODY_CHARS, type UpstreamFetch } from './proxy';

function proxyWith(fetch: UpstreamFetch, upstream = 'https://api.example.test/v1') {
  const log = new CaptureLog();
  return { log, proxy: createCaptureProxy({ upstream, fetch, log }) };
}

const echo: UpstreamFetch = async (request) => new Response(await request.text(), { headers: { 'content-type': 'application/json', 'set-cookie': 'upstream=1' } });

describe('capture proxy limits', () => {
  it('refuses a declared length past the limit before reading a byte, in the API error shape', async () => {
    let called = false;
    const { proxy, log } = proxyWith(async () => ((called = true), new Response('{}')));
    const body = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => undefined) });
    const res = await proxy(new Request('http://127.0.0.1/proxy/v1/files', { method: 'POST', body, headers: { 'content-length': String(1024 ** 4) }, duplex: 'half' } as RequestInit));
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
    const res = await proxy(new Request('http://127.0.0.1/proxy/v1/files', { method: 'POST', body, duplex: 'half' } as RequestInit));
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
    const res = await proxy(new Request('http://127.0.0.1/proxy/v1/chat/completions', { method: 'POST', body: '{}', headers: { cookie: 'session=abc' } }));
    expect(forwarded).toBeNull();
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('passes an upstream redirect on to the client instead of failing with a 502', async () => {
    const server = createServer((_, res) => res.writeHead(307, { location: '/v1/elsewhere' }).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const { proxy } = proxyWith((request) => fetch(request), `http://127.0.0.1:${port}/v1`);
      const res = await proxy(new Request('http://127.0.0.1/proxy/v1/chat/completions', { method: 'POST', body: '{"model":"gpt-4o"}' }));
      expect(res.status).toBe(307);
      expect(res.headers.get('location')).toBe('/v1/elsewhere');
    } finally {
      server.close();
    }
  });
});
