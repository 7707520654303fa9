// Every answer the server sends that is not the app itself runs nothing: a CSP of 'none' and nosniff, a cassette included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServerApp } from './app.ts';
import { readCassette } from '@loopscope/payloads/cassettes/cassette-file';

const SCRIPT = '<script>fetch("/api/mcp-stdio/start",{method:"POST",body:"{}"})</script>';
const read = readCassette(
  JSON.stringify({
    format: 'loopscope-cassette',
    version: 1,
    name: 'hand-written',
    entries: [
      {
        method: 'GET',
        path: '/models',
        requestBody: null,
        status: 200,
        responseHeaders: { 'content-type': 'text/html', 'content-security-policy': "script-src 'unsafe-inline'" },
        responseBody: SCRIPT,
        streamed: false,
      },
    ],
  }),
);
if (!read.ok) throw new Error(read.error);
const cassette = { cassette: read.cassette, fallthrough: true };

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'loopscope-not-a-page-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function expectInert(response: Response): void {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain('sandbox');
  expect(csp).not.toContain('unsafe-inline');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('answers that are not the app', () => {
  it('a cassette that answers GET /v1/models with an HTML page is served as inert JSON', async () => {
    for (const staticRoot of [null, root]) {
      const response = await createServerApp({ staticRoot, cassette }).request('http://127.0.0.1:5173/v1/models', {
        headers: { host: '127.0.0.1:5173' },
      });
      expect(await response.text()).toBe(SCRIPT);
      expect(response.headers.get('content-type')).toBe('application/json');
      expectInert(response);
    }
  });

  it('the mock, the capture API, the built-in MCP server and the refusals are inert too; the app keeps its own policy', async () => {
    const app = createServerApp({ staticRoot: root });
    const ask = (path: string, init: RequestInit = {}) =>
      app.request(`http://127.0.0.1:5173${path}`, { ...init, headers: { host: '127.0.0.1:5173', ...init.headers } });
    for (const response of [
      await ask('/v1/models'),
      await ask('/v1/nowhere'),
      await ask('/api/lan'),
      await ask('/api/capture/exchanges'),
      await ask('/mcp', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}',
      }),
      await ask('/api/capture/exchanges', { headers: { origin: 'https://evil.example' } }),
      await app.request('http://evil.example/api/lan', { headers: { host: 'evil.example' } }),
    ])
      expectInert(response);
    const page = await ask('/');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('content-security-policy')).not.toContain('sandbox');
  });
});
