// The generated programs for real: TypeScript compiled by tsc and run under Node against the mock over HTTP, Python through py_compile.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { serve, type ServerType } from '@hono/node-server';
import { WebSocketServer } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssistantsHarness } from '@loopscope/engine/testing/assistants-harness';
import { assistantsConfig } from '@loopscope/seed-scenarios/testing/harness';
import { scenarioConfig, type ScenarioId } from '@loopscope/seed-scenarios';
import { createHarness } from '@loopscope/seed-scenarios/testing/harness';
import type { EngineState, Exchange, SessionOptions } from '@loopscope/engine/types';
import { requestParamsFor } from '@loopscope/engine/request-params';
import { exportCode, exportExchange, type CodeLanguage } from './index';
import { finalAnswer } from './loop-script';

const run = promisify(execFile);
const ROOT = new URL('../../../', import.meta.url).pathname;
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

function hasPython(): boolean {
  try {
    execFileSync('python3', ['--version']);
    return true;
  } catch {
    return false;
  }
}

let dir: string;
let server: ServerType;
let baseURL: string;
let clockedServer: ServerType;
let clockedBaseURL: string;
// The mock the programs talk to: the same seed and clock as the engine run they are compared with.
const { api } = createHarness();
// Assistants runs move on with time (queued, in progress, requires_action), so their programs poll a mock on the real clock.
const { api: clockedApi } = createAssistantsHarness(assistantsConfig('seed-001-weather'), { clock: () => Date.now() });

function listen(
  fetch: (request: Request) => Response | Promise<Response>,
): Promise<{ server: ServerType; baseURL: string }> {
  return new Promise((resolve) => {
    const started = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve({ server: started, baseURL: `http://127.0.0.1:${(started.address() as AddressInfo).port}/v1` }),
    );
  });
}

/**
 * WebSocket mode on the test server, as `npm start` offers it (server/ is not this layer's to import): each upgrade to
 * /v1/responses becomes one of the mock's socket connections, text frames both ways.
 */
const sockets = { opened: 0 };
function acceptSockets(on: ServerType, mock: typeof api): void {
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  on.on('upgrade', (request, socket, head) => {
    const headers = new Headers(
      Object.entries(request.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v] as [string, string]] : [])),
    );
    wss.handleUpgrade(request, socket, head, (ws) => {
      sockets.opened += 1;
      const connection = mock.openSocket(new Request(`http://127.0.0.1${request.url ?? '/'}`, { headers }), {
        send: (text) => ws.send(text),
      });
      if (connection instanceof Response) return ws.close(1008, String(connection.status));
      ws.on('message', (data: Buffer) => void connection.receive(data.toString('utf8')));
    });
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'loopscope-code-'));
  // The generated program imports `openai` as a user's project would: from a node_modules next to it.
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  ({ server, baseURL } = await listen(api.fetch));
  acceptSockets(server, api);
  ({ server: clockedServer, baseURL: clockedBaseURL } = await listen(clockedApi.fetch));
});

afterAll(() => {
  server?.close();
  clockedServer?.close();
  rmSync(dir, { recursive: true, force: true });
});

type Case = {
  name: string;
  style: 'chat' | 'responses' | 'assistants';
  options?: Partial<SessionOptions>;
  followUp?: string;
  scenario?: ScenarioId;
};

const CASES: Case[] = [
  { name: 'chat', style: 'chat' },
  { name: 'chat-stream', style: 'chat', options: { stream: true } },
  { name: 'chat-follow-up', style: 'chat', followUp: 'What about Paris?' },
  { name: 'responses', style: 'responses' },
  { name: 'responses-chained', style: 'responses', options: { responsesState: 'previous_response_id' } },
  // WebSocket mode: ResponsesWS, one socket, a response.create frame per step chained by previous_response_id, then a follow-up turn on it.
  {
    name: 'responses-websocket',
    style: 'responses',
    options: { responsesState: 'previous_response_id', responsesTransport: 'websocket' },
    followUp: 'What about Paris?',
  },
  // Namespaces of deferred tools and a tool_search tool in the params; the hosted search's items go back in the input.
  { name: 'responses-tool-search', style: 'responses', scenario: 'tool-search-shop-desk' },
  // The model writes a program for the three calls; the program's calls are answered with their caller.
  { name: 'responses-programs', style: 'responses', options: { programmaticTools: true } },
  // The hosted mcp tool: one request, the API calls the MCP server itself; the program sends no tool results.
  { name: 'responses-hosted-mcp', style: 'responses', scenario: 'hosted-mcp-weather' },
  // shell and apply_patch: the program answers each call with its recorded output item; the follow-up's cat reads the
  // patched file, so it must get the second recording of that command, not the first.
  {
    name: 'responses-workspace-follow-up',
    style: 'responses',
    scenario: 'workspace-typo',
    followUp: 'Run `cat src/greet.py`.',
  },
  { name: 'assistants', style: 'assistants' },
  { name: 'assistants-follow-up', style: 'assistants', followUp: 'What about Paris?' },
];

async function ranState({ style, options, followUp, scenario }: Case): Promise<EngineState> {
  const { engine } =
    style === 'assistants'
      ? createAssistantsHarness(assistantsConfig('seed-001-weather'))
      : createHarness(scenario ? { config: scenarioConfig(scenario) } : {});
  const config = engine.getState().config;
  engine.configure({ ...config, apiStyle: style, options: { ...config.options, ...options } });
  await engine.run();
  if (followUp) await engine.continueWith(followUp);
  return engine.getState();
}

async function filesOf(state: EngineState): Promise<Record<CodeLanguage, string>> {
  const exported = await exportCode(state, 'Weather walkthrough', 'http://localhost:5173/v1', {
    requestParams: requestParamsFor,
  });
  if (!exported.ok) throw new Error(exported.error);
  return Object.fromEntries(exported.files.map((f) => [f.language, f.text])) as Record<CodeLanguage, string>;
}

const states = new Map<string, EngineState>();
const files = new Map<string, Record<CodeLanguage, string>>();

/** Single exchanges exported on their own: the first request of a case, or its first Assistants run. */
type ExchangeCase = { name: string; from: string; pick(exchanges: Exchange[]): number };
const EXCHANGE_CASES: ExchangeCase[] = [
  { name: 'exchange-chat', from: 'chat', pick: () => 0 },
  { name: 'exchange-chat-stream', from: 'chat-stream', pick: () => 0 },
  { name: 'exchange-responses', from: 'responses', pick: () => 0 },
  {
    name: 'exchange-assistants-run',
    from: 'assistants',
    pick: (list) => list.findIndex((e) => e.method === 'POST' && /\/runs$/.test(e.url)),
  },
  { name: 'exchange-websocket', from: 'responses-websocket', pick: () => 0 },
];
const exchangeFiles = new Map<string, { exchange: Exchange; typescript: string; python: string }>();

describe('generated programs', () => {
  beforeAll(async () => {
    for (const c of CASES) {
      const state = await ranState(c);
      states.set(c.name, state);
      files.set(c.name, await filesOf(state));
      writeFileSync(join(dir, `${c.name}.ts`), files.get(c.name)!.typescript);
    }
    for (const c of EXCHANGE_CASES) {
      const state = states.get(c.from)!;
      const list = state.branches[state.activeBranchId]!.exchanges;
      const index = c.pick(list);
      const exported = exportExchange(list[index]!, {
        title: 'Weather walkthrough',
        baseURL: 'http://localhost:5173/v1',
        mock: true,
        index,
      });
      if (!exported.ok) throw new Error(exported.error);
      const text = (language: string) => exported.files.find((f) => f.language === language)!.text;
      exchangeFiles.set(c.name, { exchange: list[index]!, typescript: text('typescript'), python: text('python') });
      writeFileSync(join(dir, `${c.name}.ts`), text('typescript'));
    }
    // One tsc run for all programs (strict, Node's module rules): loading the SDK's types is the slow part.
    const args = [
      TSC,
      '--strict',
      '--target',
      'es2022',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--skipLibCheck',
      '--types',
      'node',
      '--outDir',
      join(dir, 'out'),
      ...[...CASES, ...EXCHANGE_CASES].map((c) => join(dir, `${c.name}.ts`)),
    ];
    await run(process.execPath, args, { cwd: dir }).catch((error: { stdout?: string }) => {
      throw new Error(`tsc refused a generated program:\n${error.stdout ?? String(error)}`);
    });
  }, 180_000);

  it.each(CASES.map((c) => [c.name]))(
    'the %s TypeScript, compiled by tsc, reaches the session’s final answer against the mock',
    async (name) => {
      const state = states.get(name)!;
      const expected = finalAnswer(state.branches[state.activeBranchId]!);
      expect(expected).toMatch(/Berlin|Paris|Tokyo|1Z999AA10123456784|Hello, \{name\}/);
      const target = name.startsWith('assistants') ? clockedBaseURL : baseURL;
      const openedBefore = sockets.opened;
      const { stdout } = await run(process.execPath, [join(dir, 'out', `${name}.js`)], {
        cwd: dir,
        env: { ...process.env, OPENAI_BASE_URL: target, OPENAI_API_KEY: 'sk-any' },
      });
      expect(stdout.trim().endsWith(expected!)).toBe(true);
      // Every turn printed its answer: the follow-up program answers twice.
      expect(
        stdout
          .trim()
          .split('\n')
          .filter((line) => line.trim()).length,
      ).toBeGreaterThanOrEqual(name.endsWith('follow-up') || name.endsWith('websocket') ? 2 : 1);
      // WebSocket mode: both turns and all their steps went over one socket; no other program opens one.
      expect(sockets.opened - openedBefore).toBe(name.endsWith('websocket') ? 1 : 0);
    },
    60_000,
  );

  it.each(
    EXCHANGE_CASES.filter((c) => !c.name.includes('assistants') && !c.name.includes('websocket')).map((c) => [c.name]),
  )(
    'the %s TypeScript re-sends the recorded request and prints the answer a fresh mock gives, byte for byte',
    async (name) => {
      const { exchange } = exchangeFiles.get(name)!;
      // A fresh mock with the engine's seed and clock answers the first request exactly as it did in the session.
      const fresh = await listen(createHarness().api.fetch);
      try {
        const { stdout } = await run(process.execPath, [join(dir, 'out', `${name}.js`)], {
          cwd: dir,
          env: { ...process.env, OPENAI_BASE_URL: fresh.baseURL, OPENAI_API_KEY: 'sk-any' },
        });
        expect(stdout).toBe(`HTTP ${exchange.status}\n${exchange.responseBody}\n`);
      } finally {
        fresh.server.close();
      }
    },
    60_000,
  );

  it('the exported WebSocket turn sends its response.create frame over a socket and prints the frames a fresh mock answers with, byte for byte', async () => {
    const { exchange, typescript } = exchangeFiles.get('exchange-websocket')!;
    expect(typescript).toContain('new ResponsesWS(client)');
    const harness = createHarness().api;
    const fresh = await listen(harness.fetch);
    acceptSockets(fresh.server, harness);
    const before = sockets.opened;
    try {
      const { stdout } = await run(process.execPath, [join(dir, 'out', 'exchange-websocket.js')], {
        cwd: dir,
        env: { ...process.env, OPENAI_BASE_URL: fresh.baseURL, OPENAI_API_KEY: 'sk-any' },
      });
      expect(sockets.opened - before).toBe(1);
      expect(stdout).toBe(exchange.responseBody);
    } finally {
      fresh.server.close();
    }
  }, 60_000);

  it('the exported Assistants run call goes through the generic verb and is answered by the API, not refused by the SDK', async () => {
    const { exchange } = exchangeFiles.get('exchange-assistants-run')!;
    // A fresh mock: the thread the recorded run names lived in the session's own mock, and this one says so in the
    // API's words (a missing beta header would have been refused first, with a 400).
    const fresh = await listen(createAssistantsHarness(assistantsConfig('seed-001-weather')).api.fetch);
    const { stdout } = await run(process.execPath, [join(dir, 'out', 'exchange-assistants-run.js')], {
      cwd: dir,
      env: { ...process.env, OPENAI_BASE_URL: fresh.baseURL, OPENAI_API_KEY: 'sk-any' },
    }).finally(() => fresh.server.close());
    const [status, ...body] = stdout.trim().split('\n');
    expect(status).toBe('HTTP 404');
    expect(JSON.parse(body.join('\n'))).toMatchObject({
      message: expect.stringContaining(new URL(exchange.url).pathname.split('/')[3]!),
    });
  }, 60_000);

  it('the tool-search programs send the namespaces of deferred tools and the hosted tool_search tool, in both languages', () => {
    const { typescript, python } = files.get('responses-tool-search')!;
    for (const text of [typescript, python]) {
      expect(text).toContain('"type": "tool_search"');
      expect(text.match(/"type": "namespace"/g)).toHaveLength(3);
    }
    expect(typescript.match(/"defer_loading": true/g)).toHaveLength(8);
    expect(python.match(/"defer_loading": True/g)).toHaveLength(8);
  });

  it.skipIf(!hasPython())(
    'the Python of every style and mode passes py_compile',
    async () => {
      const programs = [
        ...CASES.map((c) => [c.name, files.get(c.name)!.python] as const),
        ...EXCHANGE_CASES.map((c) => [c.name, exchangeFiles.get(c.name)!.python] as const),
      ];
      const paths = programs.map(([name, python]) => {
        const path = join(dir, `${name.replaceAll('-', '_')}.py`);
        writeFileSync(path, python);
        return path;
      });
      // One interpreter for every file (py_compile names the file it refuses): a Python start per program was most of
      // this test's time, and on a loaded machine it ran past the deadline.
      await run('python3', ['-m', 'py_compile', ...paths]).catch((error: { stderr?: string }) => {
        throw new Error(`py_compile refused a program:\n${error.stderr ?? String(error)}`);
      });
    },
    60_000,
  );
});
