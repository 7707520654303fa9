// The `loopscope` command line as a user meets it: help, version, exit codes, `run` around a real child process, `export`.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer, type StartOptions } from '../start.ts';
import { EXIT, runCli, type CliContext } from './program.ts';
import { memoryTerminal } from './terminal.ts';

const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'loopscope-cli-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A port nothing listens on right now (the system picks it, then lets it go). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((ready) => probe.listen(0, '127.0.0.1', ready));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((closed) => probe.close(() => closed()));
  return port;
}

function context(overrides: Partial<CliContext> = {}) {
  const term = memoryTerminal();
  const started: RunningServer[] = [];
  const ctx: CliContext = {
    term,
    env: { PATH: process.env.PATH, LOOPSCOPE_DB: ':memory:' },
    version: manifest.version,
    start: async (options: StartOptions) => {
      const running = await startServer({ ...options, staticRoot: root });
      started.push(running);
      return running;
    },
    openBrowser: async () => {},
    // Serving stops as soon as it has started: the tests read what was printed.
    untilStopped: async () => {},
    serveMcp: async () => {},
    prune: async () => 'pruned',
    ...overrides,
  };
  // A context that names no store still keeps the default one in the test's folder, never the user's data directory.
  ctx.env = { XDG_DATA_HOME: join(root, 'data'), ...ctx.env };
  return { ctx, term, started, text: () => term.lines.join('\n') };
}

/**
 * A child that sends one Chat request through the proxy it was pointed at and posts an empty trace export to the OTLP
 * endpoint it was given; exits with `code` (97 when the endpoint is not Loopscope's receiver).
 */
const childScript = (code: number) =>
  `const r = await fetch(process.env.OPENAI_BASE_URL + '/chat/completions', { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer ' + process.env.OPENAI_API_KEY }, body: JSON.stringify({ model: 'gpt-5.4-mini', messages: [{ role: 'user', content: 'Say hello to Loopscope' }] }) }); console.log('child got', r.status, process.env.OPENAI_API_BASE === process.env.OPENAI_BASE_URL); const t = await fetch(process.env.OTEL_EXPORTER_OTLP_ENDPOINT + '/v1/traces', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }); process.exit(t.status === 200 ? ${code} : 97);`;

describe('loopscope', () => {
  it('prints its help with every command and exits 0', async () => {
    const { ctx, text } = context();
    expect(await runCli(['--help'], ctx)).toBe(EXIT.ok);
    for (const word of [
      'run [options] <command...>',
      'export',
      'mcp',
      '--port',
      '--host',
      '--upstream',
      '--open',
      '--cassette <file>',
      '--cassette-fallthrough',
      '--otlp-forward <url>',
      'LOOPSCOPE_OTLP_FORWARD',
      '--mcp-allow <origins>',
      'LOOPSCOPE_MCP_ALLOW',
      'Examples:',
    ])
      expect(text()).toContain(word);
  });

  it('serves with --otlp-forward (or LOOPSCOPE_OTLP_FORWARD) named in the banner, and refuses a URL that is not http(s)', async () => {
    const { ctx, text } = context({
      env: { PATH: process.env.PATH, LOOPSCOPE_OTLP_FORWARD: 'http://user:secret@127.0.0.1:4318' },
    });
    expect(await runCli(['--port', '0'], ctx)).toBe(EXIT.ok);
    expect(text()).toContain('OTLP forward:    what the capture records also goes to http://127.0.0.1:4318/v1/traces');
    expect(text()).not.toContain('secret');
    const bad = context();
    expect(await runCli(['--port', '0', '--otlp-forward', 'localhost:4318'], bad.ctx)).toBe(EXIT.failed);
    expect(bad.text()).toContain('--otlp-forward needs an http(s) URL');
  });

  it('prints the package version', async () => {
    const { ctx, text } = context();
    expect(await runCli(['--version'], ctx)).toBe(EXIT.ok);
    expect(text()).toBe(manifest.version);
  });

  it('refuses a bad port and an unknown command with exit code 2 and says why', async () => {
    const bad = context();
    expect(await runCli(['--port', 'eighty'], bad.ctx)).toBe(EXIT.usage);
    expect(bad.text()).toMatch(/--port <port>.*'eighty' is invalid\. A port is a whole number from 0 to 65535/);
    const unknown = context();
    expect(await runCli(['serv'], unknown.ctx)).toBe(EXIT.usage);
    expect(unknown.text()).toContain("unknown command 'serv'");
  });

  it('serves on the port PORT names (as npm start documents), and refuses a PORT that is no port', async () => {
    const port = await freePort();
    const fromEnv = context({ env: { PATH: process.env.PATH, PORT: String(port) } });
    expect(await runCli(['--upstream', 'mock'], fromEnv.ctx)).toBe(EXIT.ok);
    expect(fromEnv.text()).toContain(`Loopscope is running at http://localhost:${port}`);
    const bad = context({ env: { PATH: process.env.PATH, PORT: 'eighty' } });
    expect(await runCli([], bad.ctx)).toBe(EXIT.usage);
    expect(bad.text()).toMatch(/PORT 'eighty'.*A port is a whole number from 0 to 65535/);
  });

  it('serves, prints where everything is, and warns when listening beyond loopback', async () => {
    const { ctx, text } = context();
    expect(await runCli(['--port', '0', '--upstream', 'mock'], ctx)).toBe(EXIT.ok);
    expect(text()).toMatch(
      /Loopscope is running at http:\/\/localhost:\d+\nMock OpenAI API: http:\/\/localhost:\d+\/v1/,
    );
    expect(text()).not.toContain('Warning');
    const wide = context();
    expect(await runCli(['--port', '0', '--host', '0.0.0.0', '--upstream', 'mock'], wide.ctx)).toBe(EXIT.ok);
    expect(wide.text()).toContain('Warning: listening on 0.0.0.0 makes Loopscope reachable from other machines');
    expect(wide.text()).toMatch(/access token: http:\/\/[^ ]+\/\?token=\S{20,}/);
  });

  it('makes a token at every launch, prints it only in the link to the app, and --open opens that link; a start needs it', async () => {
    const opened: string[] = [];
    const statuses: number[] = [];
    const launch = async () => {
      const run = context({
        openBrowser: async (url) => void opened.push(url),
        untilStopped: async () => {
          const { origin, launchUrl } = run.started[0]!;
          const token = new URL(launchUrl).searchParams.get('launch') ?? '';
          // No confirm, so nothing runs: 400 means the token passed, 403 that it did not.
          for (const headers of [{}, { 'X-Loopscope-Launch-Token': token }] as Record<string, string>[]) {
            const response = await fetch(`${origin}/api/mcp-stdio/start`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...headers },
              body: '{"command":"node"}',
            });
            statuses.push(response.status);
          }
        },
      });
      expect(await runCli(['--port', '0', '--open'], run.ctx)).toBe(EXIT.ok);
      return run.text();
    };
    const [first, second] = [await launch(), await launch()];
    expect(statuses).toEqual([403, 400, 403, 400]);
    expect(opened).toHaveLength(2);
    expect(opened[0]).toMatch(/^http:\/\/localhost:\d+\/\?launch=[0-9a-f]{64}$/);
    expect(opened[1]).not.toBe(opened[0]);
    expect(first).toContain(`holds this launch's token: ${opened[0]}`);
    expect(second).toContain(opened[1]);
    const short = context({ env: { PATH: process.env.PATH, LOOPSCOPE_LAUNCH_TOKEN: 'guessable' } });
    expect(await runCli(['--port', '0'], short.ctx)).toBe(EXIT.failed);
    expect(short.text()).toContain('LOOPSCOPE_LAUNCH_TOKEN must be 32 to 256 letters');
  });

  it('names the MCP servers --mcp-allow lets the hosted mcp tool reach, and refuses what is not an origin', async () => {
    const allowing = context();
    expect(await runCli(['--port', '0', '--mcp-allow', 'http://127.0.0.1:8000'], allowing.ctx)).toBe(EXIT.ok);
    expect(allowing.text()).toMatch(
      /Hosted mcp tool: reaches the built-in http:\/\/localhost:\d+\/mcp and, as allowed, http:\/\/127\.0\.0\.1:8000/,
    );
    const wrong = context();
    expect(await runCli(['--port', '0', '--mcp-allow', 'http://127.0.0.1:*'], wrong.ctx)).toBe(EXIT.failed);
    expect(wrong.text()).toContain('"http://127.0.0.1:*" is not one');
  });

  it('exits 1 with a plain sentence when the port is taken', async () => {
    const holder = createServer();
    await new Promise<void>((ready) => holder.listen(0, '127.0.0.1', ready));
    const port = (holder.address() as { port: number }).port;
    const { ctx, text } = context();
    try {
      expect(await runCli(['--port', String(port)], ctx)).toBe(EXIT.failed);
      expect(text()).toContain(`port ${port} is already in use`);
    } finally {
      holder.close();
    }
  });

  it('runs a command against the capture proxy, passes its exit code on and summarises its loop', async () => {
    const { ctx, text, started } = context();
    const code = await runCli(
      ['run', '--port', '0', '--upstream', 'mock', '--', process.execPath, '--input-type=module', '-e', childScript(3)],
      ctx,
    );
    expect(code).toBe(3);
    expect(text()).toMatch(
      /capturing at http:\/\/localhost:\d+\/proxy\/v1 → mock; watch it live at http:\/\/localhost:\d+\/live/,
    );
    expect(text()).toContain('Loopscope captured 1 request in 1 loop.');
    expect(text()).toContain('• Say hello to Loopscope  (chat, 1 request)');
    // The key the child got is the placeholder the mock takes; the capture log holds it masked.
    expect(JSON.stringify(started[0]!.log.list()[0]!.requestHeaders)).not.toContain('sk-loopscope-mock');
  });

  it("keeps captures in the --db store across runs, and summarises only this run's requests", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'loopscope-cli-db-'));
    try {
      const db = join(dir, 'loopscope.db');
      for (let run = 0; run < 2; run++) {
        const { ctx, text, started } = context();
        expect(
          await runCli(
            [
              'run',
              '--port',
              '0',
              '--upstream',
              'mock',
              '--db',
              db,
              '--',
              process.execPath,
              '--input-type=module',
              '-e',
              childScript(0),
            ],
            ctx,
          ),
        ).toBe(0);
        expect(text()).toContain('Loopscope captured 1 request in 1 loop.');
        // The second run's log holds the first run's capture too (from the store).
        expect(started[0]!.log.list()).toHaveLength(run + 1);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says when a command cannot be run (127) and when nothing went through the proxy', async () => {
    const missing = context();
    expect(
      await runCli(['run', '--port', '0', '--upstream', 'mock', '--', 'loopscope-no-such-command'], missing.ctx),
    ).toBe(127);
    const quiet = context();
    expect(
      await runCli(['run', '--port', '0', '--upstream', 'mock', '--', process.execPath, '-e', ''], quiet.ctx),
    ).toBe(0);
    expect(quiet.text()).toContain('Nothing went through the capture proxy');
  });

  it('runs a command against a cassette: a miss is reported and fails the run; a bad cassette is refused in words', async () => {
    const file = join(root, 'hello.cassette.json');
    const recorded = JSON.stringify({
      model: 'gpt-5.4-mini',
      messages: [{ role: 'user', content: 'Say hi to Loopscope' }],
    });
    const entry = {
      method: 'POST',
      path: '/chat/completions',
      requestBody: recorded,
      status: 200,
      responseHeaders: { 'content-type': 'application/json' },
      responseBody: '{}',
      streamed: false,
    };
    writeFileSync(file, JSON.stringify({ format: 'loopscope-cassette', version: 1, name: 'hello', entries: [entry] }));
    const { ctx, text } = context();
    expect(
      await runCli(
        ['run', '--port', '0', '--cassette', file, '--', process.execPath, '--input-type=module', '-e', childScript(0)],
        ctx,
      ),
    ).toBe(EXIT.failed);
    expect(text()).toMatch(
      /Cassette "hello": 0 hit\(s\), 1 miss\(es\)[\s\S]*closest: entry 1 \(POST \/chat\/completions\)[\s\S]*messages\[0\]\.content: recorded "Say hi to Loopscope", sent "Say hello to Loopscope"/,
    );
    writeFileSync(file, '{"format":"har"}');
    const bad = context();
    expect(await runCli(['--port', '0', '--cassette', file], bad.ctx)).toBe(EXIT.failed);
    expect(bad.text()).toMatch(/cannot serve .*hello\.cassette\.json: This file is not a Loopscope cassette/);
  });

  it('exports a running server’s capture, and says so when no server answers', async () => {
    const running = await startServer({ port: 0, host: '127.0.0.1', upstream: 'mock', staticRoot: root });
    const dir = mkdtempSync(join(tmpdir(), 'loopscope-export-'));
    try {
      await fetch(`${running.origin}/proxy/v1/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer sk-secret-0123456789abcdefghij' },
        body: JSON.stringify({ model: 'gpt-5.4-mini', messages: [{ role: 'user', content: 'hi' }] }),
      });
      const { ctx } = context();
      const out = join(dir, 'capture.har');
      expect(await runCli(['export', '--format', 'har', '--url', running.origin, '-o', out], ctx)).toBe(EXIT.ok);
      const har = readFileSync(out, 'utf8');
      expect(JSON.parse(har).log.entries).toHaveLength(1);
      expect(har).not.toContain('sk-secret-0123456789abcdefghij');
      // --day: that day's captures from the store; a day with none exports none.
      const today = new Date().toISOString().slice(0, 10);
      const day = join(dir, 'day.jsonl');
      expect(
        await runCli(
          ['export', '--format', 'jsonl', '--day', today, '--url', running.origin, '-o', day],
          context().ctx,
        ),
      ).toBe(EXIT.ok);
      expect(readFileSync(day, 'utf8').trim().split('\n')).toHaveLength(1);
      expect(
        await runCli(
          ['export', '--format', 'jsonl', '--day', '2001-01-01', '--url', running.origin, '-o', day],
          context().ctx,
        ),
      ).toBe(EXIT.ok);
      expect(readFileSync(day, 'utf8')).toBe('');
      // The same capture as a cassette, replayed: the recorded request gets the recorded answer back.
      const tape = join(dir, 'capture.cassette.json');
      expect(await runCli(['export', '--format', 'cassette', '--url', running.origin, '-o', tape], context().ctx)).toBe(
        EXIT.ok,
      );
      expect(readFileSync(tape, 'utf8')).not.toMatch(/sk-|authorization/i);
      const replay = await startServer({
        port: 0,
        host: '127.0.0.1',
        cassette: { file: tape, fallthrough: false },
        staticRoot: root,
      });
      const again = await fetch(`${replay.origin}/v1/chat/completions`, {
        method: 'POST',
        body: JSON.stringify({ messages: [{ content: 'hi', role: 'user' }], model: 'gpt-5.4-mini' }),
      });
      expect(await again.text()).toBe(
        (JSON.parse(har) as { log: { entries: { response: { content: { text: string } } }[] } }).log.entries[0]!
          .response.content.text,
      );
      await replay.close();
    } finally {
      await running.close();
      rmSync(dir, { recursive: true, force: true });
    }
    const none = context();
    expect(await runCli(['export', '--url', 'http://127.0.0.1:9'], none.ctx)).toBe(EXIT.failed);
    expect(none.text()).toContain('no Loopscope answered at http://127.0.0.1:9');
    const badFormat = context();
    expect(await runCli(['export', '--format', 'pcap'], badFormat.ctx)).toBe(EXIT.usage);
    expect(badFormat.text()).toMatch(/Allowed choices are har, jsonl, otlp, cassette/);
  });
});
