// The per-launch token beyond loopback: /api/* and /live refused without it, accepted once from the link and kept as a cookie; loopback unchanged.
import { describe, expect, it } from 'vitest';
import { accessTokenFor, TOKEN_COOKIE } from './access-token.ts';
import { createServerApp } from './app.ts';

const TOKEN = 'launch-token-0123456789';
const lan = createServerApp({
  staticRoot: null,
  mockApi: { scenario: 'none' },
  capture: { upstream: 'mock' },
  lanOrigins: ['http://192.168.1.20:5173'],
  listensEverywhere: true,
  accessToken: TOKEN,
});
const local = createServerApp({ staticRoot: null, mockApi: { scenario: 'none' }, capture: { upstream: 'mock' } });
const at = (path: string) => `http://192.168.1.20:5173${path}`;
const withCookie = (value: string) => ({ headers: { cookie: `${TOKEN_COOKIE}=${value}` } });

describe('access token beyond loopback', () => {
  it('is made for a network host and not for a loopback one', () => {
    expect(accessTokenFor('127.0.0.1')).toBeNull();
    expect(accessTokenFor('localhost')).toBeNull();
    expect(accessTokenFor('0.0.0.0')).toMatch(/^[\w-]{32}$/);
    expect(accessTokenFor('192.168.1.20')).not.toBe(accessTokenFor('192.168.1.20'));
  });

  it('refuses the capture API, its exports and /live without it, with a JSON 401 that says where the link is', async () => {
    for (const path of [
      '/api/capture/exchanges',
      '/api/capture/export.har',
      '/api/capture/events',
      '/api/lan',
      '/live',
    ]) {
      const res = await lan.request(at(path));
      expect(res.status, path).toBe(401);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('access_token_required');
      expect(body.error.message).toContain('npm start');
    }
    expect((await lan.request(at('/api/capture/exchanges'), { method: 'DELETE' })).status).toBe(401);
    expect((await lan.request(at('/api/capture/exchanges'), withCookie('not-the-token'))).status).toBe(401);
  });

  it('takes the token once from the link, keeps it in an HttpOnly same-site cookie, and drops it from the address', async () => {
    const res = await lan.request(at(`/live?token=${TOKEN}&x=1`));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/live?x=1');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`${TOKEN_COOKIE}=${TOKEN}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect((await lan.request(at('/api/capture/exchanges'), withCookie(TOKEN))).status).toBe(200);
    expect((await lan.request(at('/?token=wrong'))).status).toBe(401);
  });

  it('leaves the mock API open to the room', async () => {
    const auth = { headers: { authorization: 'Bearer sk-room' } };
    expect((await lan.request(at('/v1/models'), auth)).status).toBe(200);
  });

  it('takes spans and proxied calls from another computer only with the token: X-Loopscope-Token, the cookie, or Bearer on /otlp', async () => {
    const key = { authorization: 'Bearer sk-room' };
    const spans = (headers: Record<string, string>) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: '{"resourceSpans":[]}',
    });
    for (const [path, init] of [
      ['/proxy/v1/models', { headers: key }],
      ['/otlp/v1/traces', spans({})],
      ['/otlp/v1/logs', spans({})],
    ] as const) {
      const res = await lan.request(at(path), init);
      expect(res.status, path).toBe(401);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('access_token_required');
      expect(body.error.message).toContain('X-Loopscope-Token');
    }
    expect(
      (await lan.request(at('/proxy/v1/models'), { headers: { ...key, 'x-loopscope-token': 'wrong' } })).status,
    ).toBe(401);
    expect(
      (await lan.request(at('/proxy/v1/models'), { headers: { ...key, 'x-loopscope-token': TOKEN } })).status,
    ).toBe(200);
    expect(
      (await lan.request(at('/proxy/v1/models'), { headers: { ...key, cookie: `${TOKEN_COOKIE}=${TOKEN}` } })).status,
    ).toBe(200);
    expect((await lan.request(at('/otlp/v1/traces'), spans({ authorization: `Bearer ${TOKEN}` }))).status).toBe(200);
    expect((await lan.request(at('/otlp/v1/traces'), spans({ 'x-loopscope-token': TOKEN }))).status).toBe(200);
    // The proxy's Bearer is the provider's key, never taken for the token.
    expect((await lan.request(at('/proxy/v1/models'), { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(
      401,
    );
  });

  it('asks a producer on this computer for no token (an app beside `npm start` on 0.0.0.0)', async () => {
    const thisComputer = { incoming: { socket: { remoteAddress: '::ffff:127.0.0.1' } } };
    expect(
      (await lan.request(at('/proxy/v1/models'), { headers: { authorization: 'Bearer sk-room' } }, thisComputer))
        .status,
    ).toBe(200);
    const other = { incoming: { socket: { remoteAddress: '192.168.1.31' } } };
    expect(
      (await lan.request(at('/proxy/v1/models'), { headers: { authorization: 'Bearer sk-room' } }, other)).status,
    ).toBe(401);
  });

  it('is not asked for on loopback', async () => {
    expect((await local.request('http://127.0.0.1:5173/api/capture/exchanges')).status).toBe(200);
  });
});
