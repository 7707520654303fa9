// Share links and session files: both round-trip the exact exchange bytes, neither carries a key, both refuse damage.
import { compressToEncodedURIComponent } from 'lz-string';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineState } from '@loopscope/engine/types';
import { readSessionFile, sessionFileName, sessionFileText } from './session-file';
import { MAX_SHARE_CHARS, readShareFragment, shareLink } from './share-link';
import { ranSeedState, recordOf } from './testing/sessions';

const REAL = { kind: 'openai' as const, baseURL: 'https://api.openai.com/v1', apiKey: 'sk-test-SECRET123' };
let seed: EngineState;
let streamed: EngineState;
beforeAll(async () => {
  seed = await ranSeedState({ provider: { ...REAL, kind: 'mock', baseURL: 'http://mock.loopscope.local/v1' } });
  const base = await ranSeedState();
  streamed = await ranSeedState({ options: { ...base.config.options, stream: true } });
});

describe('share links', () => {
  it('carry the session in the fragment and open it read-only with identical exchanges', () => {
    const shared = shareLink(
      recordOf(seed, { engine: { ...seed, config: { ...seed.config, provider: REAL } } }),
      'http://127.0.0.1:5310/',
    );
    if (!shared.ok) throw new Error(shared.error.text);
    const url = new URL(shared.url);
    expect(url.search).toBe('');
    expect(shared.url).not.toContain('SECRET123');
    const opened = readShareFragment(url.hash);
    if (!opened?.ok) throw new Error('link did not open');
    expect(opened.record.readOnly).toBe(true);
    expect(opened.record.origin).toEqual({ kind: 'share' });
    expect(opened.record.engine.branches).toEqual(seed.branches);
    expect(opened.record.engine.config.provider).toEqual({ ...REAL, apiKey: '' });
  });

  it('leave out a streamed body (it is the events joined) and put it back byte for byte', () => {
    const shared = shareLink(recordOf(streamed), 'http://127.0.0.1/');
    if (!shared.ok) throw new Error(shared.error.text);
    const opened = readShareFragment(new URL(shared.url).hash);
    if (!opened?.ok) throw new Error('link did not open');
    expect(opened.record.engine.branches).toEqual(streamed.branches);
  });

  it('refuse a session too large for a link, with its size and the file as the way out', () => {
    const branch = seed.branches[seed.activeBranchId]!;
    // Random-looking text does not compress, so the link outgrows the limit.
    let x = 12345;
    const noise = Array.from({ length: 120_000 }, () => {
      x = (x * 1103515245 + 12345) % 2147483648;
      return String.fromCharCode(33 + (x % 90));
    }).join('');
    const big = { ...seed, branches: { [branch.id]: { ...branch, label: noise } } };
    const shared = shareLink(recordOf(big), 'http://127.0.0.1/');
    expect(shared.ok).toBe(false);
    expect(shared.chars).toBeGreaterThan(MAX_SHARE_CHARS);
    expect(!shared.ok && shared.error.text).toMatch(
      /^This session needs [\d,]+ characters as a link; links hold up to 64,000\. Export it as a file instead\.$/,
    );
  });

  it('say a cut-off or foreign link is damaged, and ignore fragments that are not sessions', () => {
    const shared = shareLink(recordOf(seed), 'http://127.0.0.1/');
    if (!shared.ok) throw new Error(shared.error.text);
    const hash = new URL(shared.url).hash;
    expect(readShareFragment(hash.slice(0, hash.length / 2))).toMatchObject({
      ok: false,
      error: { text: expect.stringMatching(/damaged/) },
    });
    expect(readShareFragment(`#session=${compressToEncodedURIComponent('{"format":"x"}')}`)).toMatchObject({
      ok: false,
      error: { text: expect.stringMatching(/^Not a Loopscope session/) },
    });
    expect(readShareFragment('#inspector')).toBeNull();
  });
});

describe('an MCP server token', () => {
  const TOKEN = 'Bearer mcp-SECRET-TOKEN-0123456789';
  const server = {
    id: 'mcp-1',
    label: 'tickets',
    url: 'http://127.0.0.1:9000/mcp',
    transport: 'streamable-http' as const,
    headers: { Authorization: TOKEN, 'X-Team': 'team-SECRET-key' },
  };
  const withServer = () => recordOf(seed, { engine: { ...seed, config: { ...seed.config, mcpServers: [server] } } });

  it('never travels in a share link; the server comes back with its header names and no values', () => {
    const shared = shareLink(withServer(), 'http://127.0.0.1/');
    if (!shared.ok) throw new Error(shared.error.text);
    const opened = readShareFragment(new URL(shared.url).hash);
    if (!opened?.ok) throw new Error('link did not open');
    expect(JSON.stringify(opened.record)).not.toContain('SECRET');
    expect(opened.record.engine.config.mcpServers).toEqual([
      { ...server, headers: { Authorization: '', 'X-Team': '' } },
    ]);
  });

  it('never goes into an exported file', async () => {
    const text = sessionFileText(withServer());
    expect(text).not.toContain('SECRET');
    const back = await readSessionFile(new File([text], 'x.loopscope.json'));
    if (!back.ok) throw new Error(back.error.text);
    expect(back.record.engine.config.mcpServers?.[0]?.url).toBe(server.url);
  });

  it('keeps the MCP revision picked for a server through a file and a link', async () => {
    for (const revision of ['modern', 'legacy', 'auto'] as const) {
      const record = recordOf(seed, {
        engine: { ...seed, config: { ...seed.config, mcpServers: [{ ...server, revision }] } },
      });
      const back = await readSessionFile(new File([sessionFileText(record)], 'x.loopscope.json'));
      if (!back.ok) throw new Error(back.error.text);
      expect(back.record.engine.config.mcpServers?.[0]?.revision).toBe(revision);
      const shared = shareLink(record, 'http://127.0.0.1/');
      if (!shared.ok) throw new Error(shared.error.text);
      const opened = readShareFragment(new URL(shared.url).hash);
      if (!opened?.ok) throw new Error('link did not open');
      expect(opened.record.engine.config.mcpServers?.[0]?.revision).toBe(revision);
    }
  });
});

describe('session files', () => {
  it('export and import give back identical exchange bytes, and no key', async () => {
    const record = recordOf(seed, {
      name: 'Berlin & Tokyo: weather!',
      engine: { ...seed, config: { ...seed.config, provider: REAL } },
    });
    const text = sessionFileText(record);
    expect(text).not.toContain('SECRET123');
    expect(sessionFileName(record)).toBe('Berlin-Tokyo-weather.loopscope.json');
    const back = await readSessionFile(new File([text], 'x.loopscope.json'));
    if (!back.ok) throw new Error(back.error.text);
    expect(back.record.engine.branches).toEqual(seed.branches);
  });

  it('refuse a 50 MB file by its size without reading it', async () => {
    const junk = new File([new Uint8Array(50 * 1024 * 1024)], 'junk.loopscope.json');
    expect(await readSessionFile(junk)).toMatchObject({
      ok: false,
      error: { text: 'junk.loopscope.json is 50.0 MB; Loopscope opens sessions up to 25 MB.' },
    });
  });
});
