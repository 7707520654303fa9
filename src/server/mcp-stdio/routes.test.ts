// The stdio bridge: refused without the user's confirmation, from another origin or on the network; once confirmed, the
// official SDK Client lists and calls the child's tools through Streamable HTTP, forwarded transport to transport.
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createServerApp } from '../app.ts';
import { REFUSED_EXPOSED, REFUSED_ORIGIN, REFUSED_TOKEN, REFUSED_UNCONFIRMED } from './routes.ts';
import { LAUNCH_HEADER } from './launch-token.ts';

const ORIGIN = 'http://127.0.0.1:5173';
const SERVER = fileURLToPath(new URL('./testing/stdio-weather.ts', import.meta.url));
const COMMAND = { command: process.execPath, args: ['--import', 'tsx', SERVER] };
/** This launch's token, as the page opened through the printed link holds it. */
const TOKEN = 'test-launch-token-0123456789abcdef0123456789';
const serverApp = (options: Partial<Parameters<typeof createServerApp>[0]> = {}) => createServerApp({ staticRoot: null, launchToken: TOKEN, ...options });

const open: { client?: Client; app?: ReturnType<typeof createServerApp>; id?: string }[] = [];
afterEach(async () => {
  for (const { client, app, id } of open.splice(0)) {
    await client?.close();
    if (app && id) await app.fetch(new Request(`${ORIGIN}/api/mcp-stdio/${id}`, { method: 'DELETE', headers: { host: '127.0.0.1:5173' } }));
  }
});

function start(app: ReturnType<typeof createServerApp>, body: unknown, headers: Record<string, string> = {}) {
  return app.fetch(
    new Request(`${ORIGIN}/api/mcp-stdio/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: '127.0.0.1:5173', origin: ORIGIN, [LAUNCH_HEADER]: TOKEN, ...headers },
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
        const headers: Record<string, string> = { 'content-type': 'application/json', host: '127.0.0.1:5173', ...(origin ? { origin } : {}), ...(token !== undefined ? { [LAUNCH_HEADER]: token } : {}) };
        const response = await app.fetch(new Request(`${ORIGIN}/api/mcp-stdio/start`, { method: 'POST', headers, body: JSON.stringify({ ...COMMAND, confirm: true }) }));
        expect(response.status).toBe(403);
        expect(((await response.json()) as { error: { message: string } }).error.message).toBe(REFUSED_TOKEN);
      }
    }
    // A server made without a token hands none out: nothing can start a process through it.
    const tokenless = createServerApp({ staticRoot: null });
    expect((await start(tokenless, { ...COMMAND, confirm: true })).status).toBe(403);
  });

  it('runs a confirmed command and bridges it: the SDK client lists and calls its tools over Streamable HTTP', async () => {
    const app = serverApp();
    const response = await start(app, { ...COMMAND, confirm: true });
    expect(response.status).toBe(200);
    const { id, url } = (await response.json()) as { id: string; url: string };
    const client = new Client({ name: 'test', version: '1.0.0' });
    open.push({ client, app, id });
    const transport = new StreamableHTTPClientTransport(new URL(url, ORIGIN), { fetch: async (input, init) => app.fetch(new Request(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), host: '127.0.0.1:5173' } })) });
    await client.connect(transport);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toContain('get_weather');
    const result = await client.callTool({ name: 'get_weather', arguments: { city: 'Berlin' } });
    expect(JSON.stringify(result.content)).toContain('Berlin');
    const progress: number[] = [];
    await client.callTool({ name: 'get_weekly_outlook', arguments: { city: 'Oslo' } }, undefined, { onprogress: (p) => progress.push(p.progress) });
    expect(progress.length).toBeGreaterThan(0);
  }, 30_000);
});
