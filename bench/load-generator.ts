// HTTP load for the side-by-side bench, from its own process: wrk (C, Debian's `wrk` package) when installed, else autocannon's CLI with pipelining.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LoadSpec {
  url: string;
  body: string;
  connections: number;
  seconds: number;
}

export interface LoadResult {
  requests: number;
  non2xx: number;
  errors: number;
  /** CPU milliseconds the load generator itself used: far below the server's, or the figure measures the generator. */
  generatorCpuMs: number;
}

/** CPU milliseconds a process has used (user + system), from /proc: a shared, busy machine skews wall time, not this. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

const hasWrk = spawnSync('wrk', ['--version']).error === undefined;

/** Which generator runs, for the bench's title. */
export const GENERATOR = hasWrk
  ? 'wrk, 1 thread'
  : 'autocannon CLI, pipelining 4 (install `wrk` for a cheaper generator)';

/** Runs a child to its end, sampling its CPU just before it exits (a reaped process has no /proc entry). */
function runMeasured(command: string, args: string[]): Promise<{ stdout: string; cpu: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let cpu = 0;
    const sample = setInterval(() => {
      try {
        cpu = cpuMs(child.pid!);
      } catch {
        // exited between two samples: keep the last reading
      }
    }, 100);
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(sample);
      if (code === 0) resolve({ stdout, cpu });
      else reject(new Error(`${command} exited with ${code}: ${stderr.trim()}`));
    });
  });
}

let scriptDir: string | undefined;
let scripts = 0;

async function wrk(spec: LoadSpec): Promise<LoadResult> {
  scriptDir ??= mkdtempSync(join(tmpdir(), 'loopscope-wrk-'));
  // A file per run: two loads at once (the store bench) must not read each other's half-written script.
  const script = join(scriptDir, `post-${scripts++}.lua`);
  // The summary prints the counts as one parseable line; non-2xx answers are counted by wrk itself.
  writeFileSync(
    script,
    [
      'wrk.method = "POST"',
      'wrk.headers["Content-Type"] = "application/json"',
      // The mock answers a request without a key with the real 401.
      'wrk.headers["Authorization"] = "Bearer sk-bench"',
      `wrk.body = ${JSON.stringify(spec.body)}`,
      'done = function(summary, latency, requests)',
      '  local e = summary.errors',
      '  io.write(string.format("RESULT %d %d %d\\n", summary.requests, e.status, e.connect + e.read + e.write + e.timeout))',
      'end',
    ].join('\n'),
  );
  // wrk's 2 s default timeout counts slow answers on a loaded machine as errors: allow 10 s.
  const { stdout, cpu } = await runMeasured('wrk', [
    '-t1',
    `-c${spec.connections}`,
    `-d${spec.seconds}s`,
    '--timeout',
    '10s',
    '-s',
    script,
    spec.url,
  ]);
  const match = /RESULT (\d+) (\d+) (\d+)/.exec(stdout);
  if (!match) throw new Error(`wrk printed no result: ${stdout}`);
  return { requests: Number(match[1]), non2xx: Number(match[2]), errors: Number(match[3]), generatorCpuMs: cpu };
}

async function autocannonCli(spec: LoadSpec): Promise<LoadResult> {
  const bin = join(createRequire(import.meta.url).resolve('autocannon'), '..', 'autocannon.js');
  const args = [
    bin,
    '-j',
    '-p',
    '4',
    '-c',
    String(spec.connections),
    '-d',
    String(spec.seconds),
    '-m',
    'POST',
    '-H',
    'content-type=application/json',
    '-H',
    'authorization=Bearer sk-bench',
    '-b',
    spec.body,
    spec.url,
  ];
  const { stdout, cpu } = await runMeasured(process.execPath, args);
  const result = JSON.parse(stdout) as { requests: { total: number }; non2xx: number; errors: number };
  return { requests: result.requests.total, non2xx: result.non2xx, errors: result.errors, generatorCpuMs: cpu };
}

export function generateLoad(spec: LoadSpec): Promise<LoadResult> {
  return hasWrk ? wrk(spec) : autocannonCli(spec);
}
