// The generated programs for real: TypeScript compiled by tsc and run under Node against the mock over HTTP, Python through py_compile.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantsConfig, createAssistantsHarness } from '../../engine/testing/assistants-harness';
import { createHarness } from '../../engine/testing/harness';
import type { EngineState, SessionOptions } from '../../engine/types';
import { exportCode, type CodeLanguage } from './index';
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

function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<{ server: ServerType; baseURL: string }> {
  return new Promise((resolve) => {
    const started = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve({ server: started, baseURL: `http://127.0.0.1:${(started.address() as AddressInfo).port}/v1` }));
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'loopscope-code-'));
  // The generated program imports `openai` as a user's project would: from a node_modules next to it.
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  ({ server, baseURL } = await listen(api.fetch));
  ({ server: clockedServer, baseURL: clockedBaseURL } = await listen(clockedApi.fetch));
});

afterAll(() => {
  server?.close();
  clockedServer?.close();
  rmSync(dir, { recursive: true, force: true });
});

type Case = { name: string; style: 'chat' | 'responses' | 'assistants'; options?: Partial<SessionOptions>; followUp?: string };

const CASES: Case[] = [
  { name: 'chat', style: 'chat' },
  { name: 'chat-stream', style: 'chat', options: { stream: true } },
  { name: 'chat-follow-up', style: 'chat', followUp: 'What about Paris?' },
  { name: 'responses', style: 'responses' },
  { name: 'responses-chained', style: 'responses', options: { responsesState: 'previous_response_id' } },
  { name: 'assistants', style: 'assistants' },
  { name: 'assistants-follow-up', style: 'assistants', followUp: 'What about Paris?' },
];

async function ranState({ style, options, followUp }: Case): Promise<EngineState> {
  const { engine } = style === 'assistants' ? createAssistantsHarness(assistantsConfig('seed-001-weather')) : createHarness();
  const config = engine.getState().config;
  engine.configure({ ...config, apiStyle: style, options: { ...config.options, ...options } });
  await engine.run();
  if (followUp) await engine.continueWith(followUp);
  return engine.getState();
}

async function filesOf(state: EngineState): Promise<Record<CodeLanguage, string>> {
  const exported = await exportCode(state, 'Weather walkthrough', 'http://localhost:5173/v1');
  if (!exported.ok) throw new Error(exported.error);
  return Object.fromEntries(exported.files.map((f) => [f.language, f.text])) as Record<CodeLanguage, string>;
}

const states = new Map<string, EngineState>();
const files = new Map<string, Record<CodeLanguage, string>>();

describe('generated programs', () => {
  beforeAll(async () => {
    for (const c of CASES) {
      const state = await ranState(c);
      states.set(c.name, state);
      files.set(c.name, await filesOf(state));
      writeFileSync(join(dir, `${c.name}.ts`), files.get(c.name)!.typescript);
    }
    // One tsc run for all programs (strict, Node's module rules): loading the SDK's types is the slow part.
    const args = [TSC, '--strict', '--target', 'es2022', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--skipLibCheck', '--types', 'node', '--outDir', join(dir, 'out'), ...CASES.map((c) => join(dir, `${c.name}.ts`))];
    await run(process.execPath, args, { cwd: dir }).catch((error: { stdout?: string }) => {
      throw new Error(`tsc refused a generated program:\n${error.stdout ?? String(error)}`);
    });
  }, 180_000);

  it.each(CASES.map((c) => [c.name]))('the %s TypeScript, compiled by tsc, reaches the session’s final answer against the mock', async (name) => {
    const state = states.get(name)!;
    const expected = finalAnswer(state.branches[state.activeBranchId]!);
    expect(expected).toMatch(/Berlin|Paris/);
    const target = name.startsWith('assistants') ? clockedBaseURL : baseURL;
    const { stdout } = await run(process.execPath, [join(dir, 'out', `${name}.js`)], { cwd: dir, env: { ...process.env, OPENAI_BASE_URL: target, OPENAI_API_KEY: 'sk-any' } });
    expect(stdout.trim().endsWith(expected!)).toBe(true);
    // Every turn printed its answer: the follow-up program answers twice.
    expect(stdout.trim().split('\n').filter((line) => line.trim()).length).toBeGreaterThanOrEqual(name.endsWith('follow-up') ? 2 : 1);
  }, 60_000);

  it.skipIf(!hasPython())('the Python of every style and mode passes py_compile', async () => {
    for (const c of CASES) {
      const path = join(dir, `${c.name.replaceAll('-', '_')}.py`);
      writeFileSync(path, files.get(c.name)!.python);
      await run('python3', ['-m', 'py_compile', path]).catch((error: { stderr?: string }) => {
        throw new Error(`py_compile refused ${c.name}:\n${error.stderr ?? String(error)}`);
      });
    }
  }, 60_000);
});
