// Tests the SPA serving of the Node server: caching headers, the SPA fallback and a clear error without a build.
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServerApp } from './app.ts';

describe('createServerApp static serving', () => {
  let root: string;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'loopscope-static-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Loopscope test</title>');
    writeFileSync(join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('serves hashed assets as immutable', async () => {
    const res = await createServerApp({ staticRoot: root }).request('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toBe('console.log(1)');
  });

  it('serves index.html with revalidation, also for client-side routes', async () => {
    const app = createServerApp({ staticRoot: root });
    for (const path of ['/', '/sessions/abc']) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('Loopscope test');
    }
  });

  it('answers 404 for a missing asset instead of the app page', async () => {
    const res = await createServerApp({ staticRoot: root }).request('/assets/missing-000.js');
    expect(res.status).toBe(404);
  });

  it('refuses to start without a build, saying what to run', () => {
    const empty = mkdtempSync(join(tmpdir(), 'loopscope-empty-'));
    expect(() => createServerApp({ staticRoot: empty })).toThrow(/npm run build/);
    rmSync(empty, { recursive: true, force: true });
  });
});
