// The stdio bridge: refused without the user's confirmation, from another origin or on the network; once confirmed, the
// page's client (either revision, several at once) lists and calls the child's tools, whichever revision the child speaks.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createServerApp } from '../app.ts';
import { REFUSED_EXPOSED, REFUSED_ORIGIN, REFUSED_TOKEN, REFUSED_UNCONFIRMED } from './routes.ts';
import { LAUNCH_HEADER } from './launch-token.ts';
import { connectMcp, MODERN_REVISION, type Elicit, type ElicitAnswer } from '@loopscope/wire/mcp/connection';
import { OUTLOOK_STEPS } from '@loopscope/mock-api/mcp/index';
import { buildFolder, compileForNode } from '../testing/compile-for-node.ts';

const ORIGIN = 'http://127.0.0.1:5173';
/**
 * The test servers, compiled once for the file: this file starts a child eight times, and each start under
 * `node --import tsx` would spend a CPU-second more (testing/compile-for-node.ts). The bridge runs them as any command.
 */
const compiled = buildFolder('stdio-servers-');
beforeAll(() =>
  compileForNode(
    {
      'stdio-weather': fileURLToPath(new URL('./testing/stdio-weather.ts', import.meta.url)),
      'stdio-reference': fileURLToPath(new URL('./testing/stdio-reference.ts', import.meta.url)),
    },
    compiled,
  ),
);
afterAll(() => rmSync(compiled, { recursive: true, force: true }));
const COMMAND = { command: process.execPath, args: [join(compiled, 'stdio-weather.js')] };
const REFERENCE = join(compiled, 'stdio-reference.js');
/** This launch's token, as the page opened through the printed link holds it. */
const TOKEN = 'test-launch-token-0123456789abcdef0123456789';
const serverApp = (options: Partial<Parameters<typeof createServerApp>[0]> = {}) =>
  createServerApp({ staticRoot: null, launchToken: TOKEN, ...options });

const open: { client?: Client; app?: ReturnType<typeof createServerApp>; id?: string }[] = [];
afterEach(async () => {
  for (const { client, app, id } of open.splice(0)) {
    await client?.close();
    if (app && id)
      await app.fetch(
        new Request(`${ORIGIN}/api/mcp-stdio/${id}`, { method: 'DELETE', headers: { host: '127.0.0.1:5173' } }),
      );
  }
});

function start(app: ReturnType<typeof createServerApp>, body: unknown, headers: Record<string, string> = {}) {
  return app.fetch(
    new Request(`${ORIGIN}/api/mcp-stdio/start`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        host: '127.0.0.1:5173',
        origin: ORIGIN,
        [LAUNCH_HEADER]: TOKEN,
        ...headers,
      },
      body: JSON.stringify(body),
    }),
  );
}

describe('/api/mcp-stdio', () => {
  it('refuses to run a command the user did not confirm', async () => {
    const app = serverApp();
    for (const confirm of [undefined, false, 'yes']) {
      const response = await start(app, { ...COMMAND, confirm });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(REFUSED_UNCONFIRMED);
    }
  });

  it('refuses another origin, a form post, and a server listening on the network', async () => {
    const app = serverApp();
    // The host check refuses a foreign origin before the route; the route refuses one of its own accord too.
    expect((await start(app, { ...COMMAND, confirm: true }, { origin: 'http://evil.example' })).status).toBe(403);
    const form = await start(app, { ...COMMAND, confirm: true }, { 'content-type': 'text/plain' });
    expect(form.status).toBe(403);
    expect(((await form.json()) as { error: { message: string } }).error.message).toBe(REFUSED_ORIGIN);
    const exposed = serverApp({ listensEverywhere: true });
    const refused = await start(exposed, { ...COMMAND, confirm: true });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(REFUSED_EXPOSED);
  });

  it("refuses a confirmed start without this launch's token, from a script with no Origin as from a page", async () => {
    const app = serverApp();
    for (const token of [undefined, '', 'wrong', `${TOKEN}x`, TOKEN.slice(1)]) {
      for (const origin of [undefined, ORIGIN]) {
        const headers: Record<string, string> = {
          'content-type': 'application/json',
          host: '127.0.0.1:5173',
          ...(origin ? { origin } : {}),
          ...(token !== undefined ? { [LAUNCH_HEADER]: token } : {}),
        };
        const response = await app.fetch(
          new Request(`${ORIGIN}/api/mcp-stdio/start`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ ...COMMAND, confirm: true }),
          }),
        );
        expect(response.status).toBe(403);
        expect(((await response.json()) as { error: { message: string } }).error.message).toBe(REFUSED_TOKEN);
      }
    }
    // A server made without a token hands none out: nothing can start a process through it.
    const tokenless = createServerApp({ staticRoot: null });
    expect((await start(tokenless, { ...COMMAND, confirm: true })).status).toBe(403);
  });

  const pageFetch =
    (app: ReturnType<typeof createServerApp>) => async (input: string | URL | Request, init?: RequestInit) => {
      const request = new Request(input, init);
      const headers = new Headers(request.headers);
      headers.set('host', '127.0.0.1:5173');
      return app.fetch(new Request(request, { headers }));
    };

  async function bridged(
    app: ReturnType<typeof createServerApp>,
    command: { command: string; args: string[] },
  ): Promise<string> {
    const response = await start(app, { ...command, confirm: true });
    expect(response.status).toBe(200);
    const { id, url } = (await response.json()) as { id: string; url: string };
    open.push({ app, id });
    return new URL(url, ORIGIN).href;
  }

  it('answers a command that exits at once with a clear refusal, and the server lives on (no stray rejection)', async () => {
    const app = serverApp();
    const stray: unknown[] = [];
    const onStray = (reason: unknown) => stray.push(reason);
    process.on('unhandledRejection', onStray);
    try {
      const res = await start(app, { command: process.execPath, args: ['-e', 'process.exit(3)'], confirm: true });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/^Could not start /);
      // The child's close is reported a turn later: give it the turns it takes.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stray).toEqual([]);
      // And a good command still starts on the same server.
      const good = await start(app, { ...COMMAND, confirm: true });
      expect(good.status).toBe(200);
      open.push({ app, id: ((await good.json()) as { id: string }).id });
    } finally {
      process.off('unhandledRejection', onStray);
    }
  });

  it('bridges the mock server to several clients at once: a 2026-07-28 client and a 2025-11-25 one, calls and progress', async () => {
    const app = serverApp();
    const url = await bridged(app, COMMAND);
    const fetch = pageFetch(app);
    const modern = await connectMcp({ url, fetch, timeoutMs: 20_000 });
    const legacy = new Client({ name: 'v1-client', version: '1.0.0' });
    open.push({ client: legacy });
    await legacy.connect(new StreamableHTTPClientTransport(new URL(url), { fetch }));
    expect(modern.revision).toBe(MODERN_REVISION);
    expect((await modern.listTools()).map((t) => t.name)).toContain('get_weather');
    expect((await legacy.listTools()).tools.map((t) => t.name)).toContain('get_weather');
    // Both calls at once: before, the second client's handshake met "Server already initialized".
    const [a, b] = await Promise.all([
      modern.callTool('get_weather', { city: 'Berlin' }),
      legacy.callTool({ name: 'get_weather', arguments: { city: 'Tokyo' } }),
    ]);
    expect(JSON.stringify(a.content)).toContain('Berlin');
    expect(JSON.stringify(b.content)).toContain('Tokyo');
    // The test server writes a call's progress and its result in one write (testing/stdio-weather.ts), so every step
    // must still reach the page, each before the result.
    let progress = 0;
    await modern.callTool('get_weekly_outlook', { city: 'Oslo' }, { onprogress: () => void progress++ });
    expect(progress).toBe(OUTLOOK_STEPS);
    await modern.close();
  }, 60_000);

  for (const kind of ['v2-modern-only', 'v2-both', 'v1-legacy']) {
    it(`bridges the ${kind} reference stdio server: the page's client lists and calls its tool`, async () => {
      const app = serverApp();
      const url = await bridged(app, { command: process.execPath, args: [REFERENCE, kind] });
      const connection = await connectMcp({ url, fetch: pageFetch(app), timeoutMs: 20_000 });
      expect((await connection.listTools()).map((t) => t.name)).toContain('add');
      expect((await connection.callTool('add', { a: 20, b: 22 })).content).toEqual([{ type: 'text', text: '42' }]);
      await connection.close();
    }, 60_000);
  }

  for (const kind of ['v2-modern-only', 'v2-both', 'v1-legacy']) {
    it(`passes the ${kind} child's elicitation to the client that made the call, and its answer back to the child`, async () => {
      const app = serverApp();
      const url = await bridged(app, { command: process.execPath, args: [REFERENCE, kind] });
      const asked: { message: string; fields: string[] }[] = [];
      let answer: ElicitAnswer = { action: 'accept', content: { name: 'Ada' } };
      const elicit: Elicit = async (request) => {
        asked.push({ message: request.message, fields: Object.keys(request.requestedSchema.properties) });
        return answer;
      };
      const connection = await connectMcp({ url, fetch: pageFetch(app), timeoutMs: 20_000, elicit });
      expect((await connection.callTool('greet', {})).content).toEqual([{ type: 'text', text: 'Hello, Ada!' }]);
      expect(asked).toEqual([{ message: 'What is your name?', fields: ['name'] }]);
      if (kind === 'v1-legacy') {
        // The held call is named by the state the page echoes; a state naming no held call is refused, not guessed at.
        const forged = connection.client.callTool({
          name: 'greet',
          arguments: {},
          requestState: 'loopscope-bridge-held:no-such-call',
          inputResponses: { elicitation: { action: 'accept', content: { name: 'Mallory' } } },
        } as never);
        await expect(forged).rejects.toThrow(/no longer waiting for this answer/);
      }
      answer = { action: 'decline' };
      expect((await connection.callTool('greet', {})).content).toEqual([
        { type: 'text', text: 'No greeting: you chose decline.' },
      ]);
      expect(asked).toHaveLength(2);
      await connection.close();
    }, 60_000);
  }
});
