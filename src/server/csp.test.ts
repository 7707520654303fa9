// The app's Content-Security-Policy: self only for code, styles, fonts and images; inline scripts by hash; the server's header.
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { createServerApp } from './app.ts';
import { NOT_A_PAGE_CSP, contentSecurityPolicy, extraConnectSources, inlineScriptHashes } from './csp.ts';

const INLINE = "document.documentElement.dataset.theme = 'light';";
const META = '<meta http-equiv="Content-Security-Policy" content="default-src \'self\'" />';
const HTML = `<!doctype html><head><meta charset="UTF-8" />${META}<script>${INLINE}</script><script type="module" src="/assets/a.js"></script></head><title>t</title>`;

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((d) => d.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('content security policy', () => {
  it('hashes each inline script, and no script with a src', () => {
    const expected = `sha256-${createHash('sha256').update(INLINE).digest('base64')}`;
    expect(inlineScriptHashes(HTML)).toEqual([expected]);
  });

  it('allows no remote script, style, font or image, and no JavaScript eval', () => {
    const policy = contentSecurityPolicy({ scriptHashes: ['sha256-abc'] });
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc'", "'wasm-unsafe-eval'"]);
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'worker-src']) {
      expect(
        directive(policy, name).some((s) => /^https?:|^\*/.test(s)),
        name,
      ).toBe(false);
    }
    expect(policy).not.toContain("'unsafe-eval'");
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual([]);
    expect(directive(contentSecurityPolicy({ scriptHashes: [], forHeader: true }), 'frame-ancestors')).toEqual([
      "'none'",
    ]);
  });

  it('takes only well-formed origins as extra connect sources', () => {
    expect(extraConnectSources(' https://api.groq.com  http://10.0.0.5:8000 *; script-src x javascript:1')).toEqual([
      'https://api.groq.com',
      'http://10.0.0.5:8000',
    ]);
    expect(extraConnectSources(undefined)).toEqual([]);
  });
});

describe('the server sends the policy', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'loopscope-csp-'));
    writeFileSync(join(root, 'index.html'), HTML);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("as a header on the page and its routes, with the inline script hash; /v1 gets the inert policy, not the app's", async () => {
    const app = createServerApp({ staticRoot: root });
    for (const path of ['/', '/index.html', '/some/route']) {
      const res = await app.request(path);
      const policy = res.headers.get('content-security-policy') ?? '';
      expect(directive(policy, 'script-src'), path).toContain(`'${inlineScriptHashes(HTML)[0]}'`);
      expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
      expect(await res.text()).toContain(META);
    }
    const api = await app.request('/v1/models', { headers: { authorization: 'Bearer sk-test' } });
    expect(api.status).toBe(200);
    expect(api.headers.get('content-security-policy')).toBe(NOT_A_PAGE_CSP);
  });

  it("widens connect-src on request and then drops the build's narrower meta tag", async () => {
    const app = createServerApp({ staticRoot: root, extraConnectSrc: ['https://api.groq.com'] });
    const res = await app.request('/');
    expect(directive(res.headers.get('content-security-policy') ?? '', 'connect-src')).toContain(
      'https://api.groq.com',
    );
    expect(await res.text()).not.toContain('Content-Security-Policy');
  });
});
