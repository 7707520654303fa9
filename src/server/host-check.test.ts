// The server's own routes answer only under loopback names (and the LAN address when listening there); other sites' pages are refused.
import { describe, expect, it } from 'vitest';
import { isOpenAIErrorBody } from '@loopscope/wire/errors';
import { createServerApp } from './app.ts';

const app = createServerApp({
  staticRoot: null,
  capture: { upstream: 'mock' },
  lanOrigins: ['http://192.168.1.20:5173'],
});
const call = (url: string, headers: Record<string, string> = {}, init: RequestInit = {}) =>
  app.fetch(new Request(url, { headers, ...init }));
const chat = {
  method: 'POST',
  body: JSON.stringify({ model: 'gpt-5.5', messages: [{ role: 'user', content: 'hi' }] }),
};
const auth = { authorization: 'Bearer sk-test', 'content-type': 'application/json' };

describe('Host and Origin checks', () => {
  it('refuses the capture API under a foreign Host (DNS rebinding), in the API error shape', async () => {
    for (const path of ['/api/capture/exchanges', '/api/capture/export.har', '/api/capture/events', '/api/lan']) {
      const res = await call(`http://attacker.example:5173${path}`);
      expect([path, res.status]).toEqual([path, 403]);
      expect(isOpenAIErrorBody(await res.json())).toBe(true);
    }
    expect((await call('http://attacker.example:5173/api/capture/exchanges', {}, { method: 'DELETE' })).status).toBe(
      403,
    );
  });

  it('answers under loopback names and the LAN address', async () => {
    for (const origin of [
      'http://127.0.0.1:5173',
      'http://localhost:4000',
      'http://[::1]:5173',
      'http://192.168.1.20:5173',
    ]) {
      expect([origin, (await call(`${origin}/api/capture/exchanges`)).status]).toEqual([origin, 200]);
    }
    expect(
      (await call('http://127.0.0.1:5173/api/capture/exchanges', { origin: 'http://localhost:5173' })).status,
    ).toBe(200);
  });

  it("refuses another website's page on the capture API and the proxy, but not on the public mock API", async () => {
    const evil = { origin: 'https://evil.example' };
    expect((await call('http://127.0.0.1:5173/api/capture/exchanges', evil)).status).toBe(403);
    expect((await call('http://127.0.0.1:5173/proxy/v1/chat/completions', { ...evil, ...auth }, chat)).status).toBe(
      403,
    );
    expect(
      ((await (await call('http://127.0.0.1:5173/api/capture/exchanges')).json()) as { exchanges: unknown[] })
        .exchanges,
    ).toEqual([]);
    expect((await call('http://127.0.0.1:5173/v1/chat/completions', { ...evil, ...auth }, chat)).status).toBe(200);
    // SDKs and curl send no Origin, under any Host: the public API stays public.
    expect((await call('http://my-laptop.example:5173/proxy/v1/chat/completions', auth, chat)).status).toBe(200);
  });

  it('refuses an opaque origin ("null": a sandboxed document, a data: URL, a cross-site redirect) everywhere but /v1', async () => {
    const opaque = { origin: 'null' };
    expect((await call('http://127.0.0.1:5173/api/capture/exchanges', opaque)).status).toBe(403);
    expect((await call('http://127.0.0.1:5173/proxy/v1/chat/completions', { ...opaque, ...auth }, chat)).status).toBe(
      403,
    );
    const batch = { method: 'POST', body: JSON.stringify({ data: [] }) };
    expect((await call('http://127.0.0.1:5173/v1/traces/ingest', { ...opaque, ...auth }, batch)).status).toBe(403);
    expect((await call('http://127.0.0.1:5173/v1/traces/ingest', auth, batch)).status).toBe(200);
    expect((await call('http://127.0.0.1:5173/v1/chat/completions', { ...opaque, ...auth }, chat)).status).toBe(200);
  });
});
