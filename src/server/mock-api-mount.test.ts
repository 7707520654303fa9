// Tests the /v1 mount over real HTTP: the seed request by curl-like fetch, the SDK loop, CORS preflight, and no SPA fallback under /v1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import OpenAI from 'openai';
import { createServerApp } from './app.ts';
import { seed001Text } from '../../vendor/index.ts';

const fixture = seed001Text;
/** Requests without a key get the real 401 (see mock-api/app.ts). */
const KEY = { authorization: 'Bearer sk-test' };

describe('the mock API mounted at /v1', () => {
  let server: ServerType;
  let base: string;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'loopscope-mount-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    const app = createServerApp({ staticRoot: root });
    await new Promise<void>((ready) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers the seed request with the seed tool calls over HTTP', async () => {
    const res = await fetch(`${base}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer sk-test' },
      body: fixture('1-request.json'),
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    const expected = JSON.parse(fixture('2-response.json'));
    expect(body.id).toBe(expected.id);
    expect(body.choices[0].message.tool_calls).toEqual(expected.choices[0].message.tool_calls);
  });

  it('lets the SDK complete the weather loop through the HTTP server', async () => {
    const client = new OpenAI({ apiKey: 'sk-test', baseURL: `${base}/v1`, maxRetries: 0 });
    const request = JSON.parse(fixture('1-request.json'));
    const first = await client.chat.completions.create(request);
    const messages = [...request.messages, first.choices[0]!.message];
    const results = JSON.parse(fixture('3-request.json')).messages.slice(3);
    const second = await client.chat.completions.create({ ...request, messages: [...messages, ...results] });
    expect(second.choices[0]!.message.content).toBe(JSON.parse(fixture('4-response.json')).choices[0].message.content);
  });

  it('drops the connection of a stream cut by a fault, and keeps serving', async () => {
    const body = JSON.stringify({ ...JSON.parse(fixture('1-request.json')), stream: true });
    const res = await fetch(`${base}/v1/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer sk-test',
        'x-loopscope-faults': '{"cutStreamAfterEvents":2}',
      },
      body,
    });
    expect(res.status).toBe(200);
    const text = await res.text().catch(() => 'cut');
    expect(text.includes('[DONE]')).toBe(false);
    expect((await fetch(`${base}/v1/models`, { headers: KEY })).status).toBe(200);
  });

  it('allows the SDK headers in a CORS preflight from another origin', async () => {
    const res = await fetch(`${base}/v1/chat/completions`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://elsewhere.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-stainless-retry-count,openai-beta',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const h of [
      'authorization',
      'content-type',
      'x-stainless-retry-count',
      'openai-beta',
      'x-stainless-helper-method',
    ])
      expect(allowed).toContain(h);
  });

  it('keeps /v1 out of the SPA fallback, and works without a static root (the Vite dev mount)', async () => {
    const res = await fetch(`${base}/v1/nope`, { headers: KEY });
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe('Invalid URL (GET /v1/nope)');
    const apiOnly = createServerApp({ staticRoot: null });
    const models = await apiOnly.request('/v1/models', { headers: KEY });
    expect(models.status).toBe(200);
    expect((await models.json()).object).toBe('list');
    expect((await fetch(`${base}/`)).headers.get('content-type')).toContain('text/html');
  });
});
