// The fast lane answers /v1/chat/completions as the app's own path does: same status, headers and body, hardening included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_BODY_BYTES, createServerParts } from './app.ts';
import { fastLaneServer, withFastLane } from './fast-lane.ts';
import { FAULT_HEADER } from '@loopscope/mock-api';

interface Raw {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One request over a raw socket (fetch would hide the Host header and chunking), its answer with names lowercased. */
function send(
  port: number,
  options: { method?: string; path?: string; headers?: Record<string, string>; body?: string; chunked?: boolean },
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'POST',
        path: options.path ?? '/v1/chat/completions',
        headers: options.headers ?? {},
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) if (name !== 'date') headers[name] = String(value);
          resolve({ status: res.statusCode ?? 0, headers, body });
        });
      },
    );
    req.on('error', reject);
    if (options.chunked && options.body !== undefined) {
      // Two writes without a length: the body arrives chunked.
      req.write(options.body.slice(0, 5));
      req.end(options.body.slice(5));
    } else req.end(options.body);
  });
}

/** The same answer with its clock field out of the way (the two servers answer a second apart at worst). */
const steady = (raw: Raw) => ({ ...raw, body: raw.body.replace(/"created":\s*\d+/g, '"created":0') });

const JSON_HEADERS = { 'content-type': 'application/json', authorization: 'Bearer sk-test' };
const ask = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({ model: 'gpt-4o', messages: [{ role: 'user', content: 'Hello! What can you do?' }], ...extra });

describe('the /v1 fast lane', () => {
  const servers: ServerType[] = [];
  let lane = 0;
  let app = 0;
  /** Requests the lane answered itself (the comparison below would pass trivially if none did). */
  let laned = 0;

  const listen = (server: ServerType) =>
    new Promise<number>((ready) => {
      servers.push(server);
      server.once('listening', () => ready((server.address() as AddressInfo).port));
    });

  beforeAll(async () => {
    const a = createServerParts({ staticRoot: null, mockApi: { scenario: 'none' } });
    const b = createServerParts({ staticRoot: null, mockApi: { scenario: 'none' } });
    lane = await listen(
      serve({
        fetch: a.app.fetch,
        port: 0,
        hostname: '127.0.0.1',
        createServer: fastLaneServer((head, readBody) => (laned++, a.api.answerChat(head, readBody)), MAX_BODY_BYTES),
      }),
    );
    app = await listen(serve({ fetch: b.app.fetch, port: 0, hostname: '127.0.0.1' }));
  });
  afterAll(() => servers.forEach((server) => server.close()));

  const cases: [string, Parameters<typeof send>[1]][] = [
    ['a plain completion', { headers: JSON_HEADERS, body: ask() }],
    [
      'a streamed completion',
      { headers: JSON_HEADERS, body: ask({ stream: true, stream_options: { include_usage: true } }) },
    ],
    [
      'a tool call',
      {
        headers: JSON_HEADERS,
        body: ask({
          messages: [{ role: 'user', content: 'What is the weather in Paris?' }],
          tools: [
            {
              type: 'function',
              function: {
                name: 'get_weather',
                parameters: { type: 'object', properties: { city: { type: 'string' } } },
              },
            },
          ],
        }),
      },
    ],
    ['the teaching key', { headers: { ...JSON_HEADERS, authorization: 'Bearer sk-invalid' }, body: ask() }],
    ['no key', { headers: { 'content-type': 'application/json' }, body: ask() }],
    ['a body that is not JSON', { headers: JSON_HEADERS, body: '{"model":' }],
    ['a text/plain body', { headers: { ...JSON_HEADERS, 'content-type': 'text/plain' }, body: ask() }],
    ['an invalid request', { headers: JSON_HEADERS, body: JSON.stringify({ model: 'gpt-4o' }) }],
    ['a fault header', { headers: { ...JSON_HEADERS, [FAULT_HEADER]: '{"error":429}' }, body: ask() }],
    ['a malformed fault header', { headers: { ...JSON_HEADERS, [FAULT_HEADER]: '{' }, body: ask() }],
    [
      'a foreign Origin and Host (the public API answers them)',
      { headers: { ...JSON_HEADERS, origin: 'https://evil.example', host: 'evil.example' }, body: ask() },
    ],
    ['a chunked body (the app counts it)', { headers: JSON_HEADERS, body: ask(), chunked: true }],
    ['a byte-order mark before the JSON', { headers: JSON_HEADERS, body: `\uFEFF${ask()}` }],
  ];

  it.each(cases)('%s: the same answer as the app', async (_, options) => {
    const before = laned;
    const [fast, slow] = await Promise.all([send(lane, options), send(app, options)]);
    expect(laned - before).toBe(options.chunked ? 0 : 1);
    expect(steady(fast)).toEqual(steady(slow));
    // Every answer outside the page is inert, on either path.
    expect(fast.headers['content-security-policy']).toContain("default-src 'none'");
    expect(fast.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves other routes, other methods and bodies over the limit to the app', async () => {
    const seen: string[] = [];
    const listener = withFastLane(
      async () => ({ json: '{}', headers: [] }),
      10,
      (req, res) => {
        seen.push(`${req.method} ${req.url}`);
        res.end();
      },
    );
    const server = (await import('node:http')).createServer(listener);
    const listening = listen(server as ServerType);
    server.listen(0, '127.0.0.1');
    const port = await listening;
    await send(port, { headers: JSON_HEADERS, body: ask() }); // longer than 10 bytes
    await send(port, { method: 'GET', path: '/v1/chat/completions' });
    await send(port, { path: '/v1/responses', headers: JSON_HEADERS, body: '{}' });
    await send(port, { path: '/v1/chat/completions?x=1', headers: JSON_HEADERS, body: '{}' });
    const answered = await send(port, { headers: JSON_HEADERS, body: '{}' });
    expect(seen).toEqual([
      'POST /v1/chat/completions',
      'GET /v1/chat/completions',
      'POST /v1/responses',
      'POST /v1/chat/completions?x=1',
    ]);
    expect(answered.body).toBe('{}');
  });
});
