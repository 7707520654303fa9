// One loop-test case: a server with the capture proxy (answering from a cassette, the mock or a provider), the case's
// command run against it (or its recording replayed through it), and the captured loop checked against the expectations.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { CASSETTE_MISS_CODE } from '@loopscope/payloads/cassettes/cassette-player';
import { checkExpectations } from '@loopscope/payloads/loop-tests/check-expectations';
import { readRun } from '@loopscope/payloads/loop-tests/recorded-run';
import type { CaseProblem, CaseReport } from '@loopscope/payloads/loop-tests/report';
import type { LoopTestCase } from '@loopscope/payloads/loop-tests/types';
import type { Exchange } from '@loopscope/wire/exchange';
import { isObject } from '@loopscope/wire/json-object';
import type { CaptureLog } from '../capture/capture-log.ts';
import { loadCassetteFile } from '../cassette.ts';
import type { RunningServer, StartOptions } from '../start.ts';
import { wrappedEnv } from './run-command.ts';

export interface CaseRunContext {
  env: NodeJS.ProcessEnv;
  start(options: StartOptions): Promise<RunningServer>;
  /** Where the command's own output goes (standard error: standard output is the report's). */
  echo(text: string): void;
}

export interface CaseRunOptions {
  /** The test file the case came from (paths in it are relative to its folder). */
  file: string;
  /** The capture log every case records into, so exchange ids stay unique for the links. */
  log: CaptureLog;
  /** `--upstream`: where a command without a cassette or upstream of its own is sent. */
  upstream: string;
  /** Milliseconds a command may run before it is stopped. */
  timeoutMs: number;
}

/** The output a command leaves for a failed case: its last characters. */
const OUTPUT_TAIL = 8 * 1024;

interface CommandOutcome {
  code: number;
  /** Why it could not run at all (not found, timed out). */
  error?: string;
  output: string;
}

function runCommand(words: string[], env: NodeJS.ProcessEnv, cwd: string, timeoutMs: number): Promise<CommandOutcome> {
  return new Promise((done) => {
    const [command, ...args] = words as [string, ...string[]];
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-OUTPUT_TAIL));
    // No shell: the file's words are the command and its arguments, exactly as written.
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let settled = false;
    const finish = (outcome: CommandOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      done(outcome);
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish({
        code: 124,
        error: `the command ran longer than ${Math.round(timeoutMs / 1000)} s and was stopped (--timeout)`,
        output,
      });
    }, timeoutMs);
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.stdout.on('error', () => {});
    child.stderr.on('error', () => {});
    child.on('error', (error: NodeJS.ErrnoException) =>
      finish({
        code: 127,
        error: `cannot run "${command}": ${error.code === 'ENOENT' ? 'no such command' : error.message}`,
        output,
      }),
    );
    child.on('close', (code, signal) =>
      finish({
        code: code ?? 128,
        output,
        ...(signal && code === null ? { error: `the command was killed by ${signal}` } : {}),
      }),
    );
  });
}

/** Sends every recorded request of a cassette (or saved session) through the proxy, which answers it from the same recording. */
async function replayRecording(server: RunningServer, file: string): Promise<void> {
  const cassette = loadCassetteFile(file);
  for (const entry of cassette.entries) {
    const response = await fetch(`${server.origin}/proxy/v1${entry.path}`, {
      method: entry.method,
      headers: entry.requestBody === null ? {} : { 'content-type': 'application/json' },
      ...(entry.requestBody === null || entry.method === 'GET' ? {} : { body: entry.requestBody }),
    });
    await response.arrayBuffer();
  }
}

/** Waits until the proxy has finished recording what it relayed (a stream's last bytes land after the client stopped reading). */
async function settled(log: CaptureLog, ids: Set<string>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (log.list().every((e) => ids.has(e.id) || (e.state !== 'pending' && e.state !== 'streaming'))) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A request the cassette had no recording of: the proxy's 422 names the nearest one and where the bodies differ. */
function cassetteMisses(exchanges: readonly Exchange[]): CaseProblem[] {
  return exchanges.flatMap((exchange, i) => {
    if (exchange.status !== 422 || !exchange.responseBody?.includes(CASSETTE_MISS_CODE)) return [];
    let error: unknown;
    try {
      error = (JSON.parse(exchange.responseBody) as { error?: unknown }).error;
    } catch {
      return [];
    }
    if (!isObject(error) || error.code !== CASSETTE_MISS_CODE) return [];
    const differences = Array.isArray(error.differences) ? error.differences.filter(isObject) : [];
    const first = differences[0];
    const path = typeof first?.path === 'string' ? first.path : '';
    const shown = first
      ? `: ${path || 'the body'} is ${JSON.stringify(first.sent)}, the recording has ${JSON.stringify(first.recorded)}`
      : '';
    return [
      {
        text: `request ${i + 1} is not in the cassette${shown}`,
        at: { request: i + 1, exchangeId: exchange.id, side: 'request' as const, path },
      },
    ];
  });
}

const plainError = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs one case and checks it; never throws (what went wrong is the report's `error`). */
export async function runCase(
  ctx: CaseRunContext,
  testCase: LoopTestCase,
  options: CaseRunOptions,
): Promise<CaseReport> {
  const started = Date.now();
  const folder = dirname(resolve(options.file));
  const report = (rest: Partial<CaseReport>): CaseReport => ({
    file: options.file,
    name: testCase.name,
    results: [],
    durationMs: Date.now() - started,
    ...rest,
  });
  const cassette = testCase.recording ?? testCase.cassette;
  const upstream = cassette ? 'mock' : (testCase.upstream ?? options.upstream);
  const env = { ...ctx.env, ...testCase.env };
  if (upstream !== 'mock' && !env.OPENAI_API_KEY)
    return report({
      error: `the case sends its requests to ${upstream}, which needs OPENAI_API_KEY in the environment`,
    });
  if (cassette) {
    // Read (and refuse in words) before any server starts.
    try {
      loadCassetteFile(resolve(folder, cassette));
    } catch (error) {
      return report({ error: plainError(error) });
    }
  }
  let server: RunningServer;
  try {
    server = await ctx.start({
      port: 0,
      host: '127.0.0.1',
      upstream,
      log: options.log,
      ...(cassette ? { cassette: { file: resolve(folder, cassette), fallthrough: false } } : {}),
    });
  } catch (error) {
    return report({ error: `cannot start the capture proxy: ${plainError(error)}` });
  }
  const before = new Set(options.log.list().map((e) => e.id));
  const problems: CaseProblem[] = [];
  try {
    if (testCase.recording) await replayRecording(server, resolve(folder, testCase.recording));
    else {
      const outcome = await runCommand(
        testCase.command ?? [],
        wrappedEnv(env, server.origin, upstream),
        folder,
        options.timeoutMs,
      );
      if (outcome.code === 127 && outcome.error) return report({ error: outcome.error });
      if (outcome.code !== 0) {
        problems.push({ text: outcome.error ?? `the command exited with code ${outcome.code}` });
        if (outcome.output.trim()) ctx.echo(outcome.output.trimEnd());
      }
    }
    await settled(options.log, before);
  } catch (error) {
    return report({ error: plainError(error) });
  } finally {
    await server.close();
  }
  const exchanges = options.log.list().filter((e) => !before.has(e.id));
  if (exchanges.length === 0)
    problems.push({
      text: 'nothing went through the capture proxy: does the command read OPENAI_BASE_URL (or OPENAI_API_BASE)?',
    });
  problems.push(...cassetteMisses(exchanges));
  const results = checkExpectations(readRun(exchanges), testCase.expect);
  return report({ results, ...(problems.length > 0 ? { problems } : {}) });
}
