// Bench: /v1 throughput of our mock against @dwmkerr/mock-llm and bare node:http, each in its own process, same request, same load, same run.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, median, type BenchLine, type BenchModule } from './lib.ts';
import { GENERATOR, cpuMs, generateLoad } from './load-generator.ts';
import { requestShares } from './request-profile.ts';

const PLAIN = JSON.stringify({ model: 'gpt-4o', messages: [{ role: 'user', content: 'Hello! What can you do?' }] });
const STREAM = JSON.stringify({
  model: 'gpt-4o',
  stream: true,
  messages: [{ role: 'user', content: 'Hello! What can you do?' }],
});
const LOAD = { concurrency: 16, seconds: 3 };
const ROUNDS = 3;
/** Issue 47's goal for the plain-chat ratio. */
const GOAL_RATIO = 3;

async function start(
  command: string,
  args: string[],
  env: Record<string, string>,
  cwd: string,
): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(command, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // A minute: a loaded machine takes many seconds to load the server's modules (tsx compiles them on the first start).
  for (const t0 = performance.now(); performance.now() - t0 < 60_000; ) {
    try {
      await fetch(`${base}/v1/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer sk-bench' },
        body: PLAIN,
      });
      return { child, base };
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  child.kill();
  throw new Error(`${command} ${args.join(' ')} did not start`);
}

interface Round {
  /** Socket errors and timeouts (a loaded machine): printed, since they lower that round's rate. */
  errors: number;
  rps: number;
  cpuMsPerRequest: number;
  generatorCpuMsPerRequest: number;
}

/** One round of load from a separate process (see load-generator.ts); the server's CPU is read from /proc around it. */
async function load(server: { child: ChildProcess; base: string }, body: string): Promise<Round> {
  const pid = server.child.pid!;
  const cpu0 = cpuMs(pid);
  const result = await generateLoad({
    url: `${server.base}/v1/chat/completions`,
    body,
    connections: LOAD.concurrency,
    seconds: LOAD.seconds,
  });
  // Only 2xx answers count as served; a wrong answer means the two servers were not doing the same work.
  if (result.non2xx > 0) throw new Error(`bench load saw ${result.non2xx} non-2xx answers`);
  const requests = Math.max(1, result.requests);
  return {
    errors: result.errors,
    rps: result.requests / LOAD.seconds,
    cpuMsPerRequest: (cpuMs(pid) - cpu0) / requests,
    generatorCpuMsPerRequest: result.generatorCpuMs / requests,
  };
}

function socketErrors(rounds: Round[]): string {
  const errors = rounds.reduce((sum, r) => sum + r.errors, 0);
  return errors > 0 ? `; ${errors} socket errors or timeouts` : '';
}

/** One more plain-chat round against a profiled copy of our server: the measured CPU per request, split by part. */
async function profiledRound(cpuUs: number): Promise<BenchLine[]> {
  const dir = mkdtempSync(join(tmpdir(), 'loopscope-profile-'));
  const profiled = await start(
    process.execPath,
    ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--import', 'tsx', 'bench/serve-mock.ts'],
    {},
    process.cwd(),
  );
  try {
    await load(profiled, PLAIN); // warm-up, as in the rounds
    await load(profiled, PLAIN);
  } finally {
    await new Promise((resolve) => {
      profiled.child.once('exit', resolve);
      profiled.child.kill('SIGTERM');
    });
  }
  try {
    return requestShares(dir).map(({ part, share }) => ({
      name: `  ${part}`,
      value: share * cpuUs,
      unit: 'µs',
      note: `${(share * 100).toFixed(0)}% of a plain-chat request's CPU`,
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const bench: BenchModule = {
  title: `/v1 side by side with @dwmkerr/mock-llm (each in its own process, ${LOAD.concurrency} connections, ${LOAD.seconds} s per round from ${GENERATOR}, median of ${ROUNDS} interleaved rounds)`,
  async run(): Promise<BenchLine[]> {
    const peerMain = createRequire(import.meta.url).resolve('@dwmkerr/mock-llm');
    // The peer reads mock-llm.yaml from its working directory; an empty folder gives its default (echo) rules.
    const peerDir = mkdtempSync(join(tmpdir(), 'mock-llm-'));
    writeFileSync(join(peerDir, '.keep'), '');
    const ours = await start(process.execPath, ['--import', 'tsx', 'bench/serve-mock.ts'], {}, process.cwd());
    // The same server on the default store, a SQLite file, as `loopscope` runs it (the lane goes through persistedChat).
    const dbDir = mkdtempSync(join(tmpdir(), 'loopscope-bench-db-'));
    const onFile = await start(
      process.execPath,
      ['--import', 'tsx', 'bench/serve-mock.ts'],
      { BENCH_DB: join(dbDir, 'loopscope.db') },
      process.cwd(),
    );
    const peer = await start(process.execPath, [peerMain], {}, peerDir);
    // What Node's HTTP server alone allows: our answer's bytes, computed once, from bare node:http.
    const ceiling = await start(process.execPath, ['--import', 'tsx', 'bench/serve-bare.ts'], {}, process.cwd());
    try {
      const lines: BenchLine[] = [];
      let plainCpuUs = NaN;
      for (const [label, body] of [
        ['plain chat', PLAIN],
        ['streaming chat', STREAM],
      ] as const) {
        await load(ours, body); // warm-up: JIT, tokenizer
        await load(peer, body);
        const plain = label === 'plain chat';
        if (plain) await load(ceiling, body);
        if (plain) await load(onFile, body);
        const a: Round[] = [];
        const b: Round[] = [];
        const c: Round[] = [];
        const f: Round[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          a.push(await load(ours, body));
          b.push(await load(peer, body));
          if (plain) c.push(await load(ceiling, body));
          if (plain) f.push(await load(onFile, body));
        }
        const [mine, theirs] = [median(a.map((r) => r.rps)), median(b.map((r) => r.rps))];
        const [myCpu, theirCpu] = [median(a.map((r) => r.cpuMsPerRequest)), median(b.map((r) => r.cpuMsPerRequest))];
        const generatorCpu = median([...a, ...b].map((r) => r.generatorCpuMsPerRequest));
        if (label === 'plain chat') plainCpuUs = myCpu * 1000;
        lines.push(
          {
            name: `Loopscope /v1 ${label}`,
            value: mine,
            unit: 'req/s',
            note: `server CPU ${(myCpu * 1000).toFixed(0)} µs per request${socketErrors(a)}`,
          },
          {
            name: `@dwmkerr/mock-llm ${label}`,
            value: theirs,
            unit: 'req/s',
            note: `server CPU ${(theirCpu * 1000).toFixed(0)} µs per request${socketErrors(b)}`,
          },
          {
            name: `throughput ratio, ${label}`,
            value: mine / theirs,
            unit: '×',
            note: `Loopscope ÷ mock-llm, same run${label === 'plain chat' ? `; goal ≥ ${GOAL_RATIO}: ${mine / theirs >= GOAL_RATIO ? 'met' : 'NOT met'}` : ''}`,
          },
          {
            name: `CPU-per-request ratio, ${label}`,
            value: theirCpu / myCpu,
            unit: '×',
            note: 'mock-llm ÷ Loopscope: how much less CPU we spend',
          },
          {
            name: `load generator CPU per request, ${label}`,
            value: generatorCpu * 1000,
            unit: 'µs',
            note: "must stay well below the servers' or it is the bottleneck",
          },
        );
        if (plain) {
          const [bare, bareCpu] = [median(c.map((r) => r.rps)), median(c.map((r) => r.cpuMsPerRequest))];
          const [file, fileCpu] = [median(f.map((r) => r.rps)), median(f.map((r) => r.cpuMsPerRequest))];
          lines.push(
            {
              name: 'Loopscope /v1 plain chat on the default store (SQLite file)',
              value: file,
              unit: 'req/s',
              note: `server CPU ${(fileCpu * 1000).toFixed(0)} µs per request${socketErrors(f)}`,
            },
            {
              name: 'throughput ratio, plain chat on the SQLite file',
              value: file / theirs,
              unit: '×',
              note: `Loopscope on its default store ÷ mock-llm, same run; goal ≥ ${GOAL_RATIO}: ${file / theirs >= GOAL_RATIO ? 'met' : 'NOT met'}`,
            },
            {
              name: 'bare node:http, the same answer computed once',
              value: bare,
              unit: 'req/s',
              note: `server CPU ${(bareCpu * 1000).toFixed(0)} µs per request: Node's HTTP alone, the ceiling of any server on it${socketErrors(c)}`,
            },
            {
              name: 'ceiling ratio, plain chat',
              value: bare / theirs,
              unit: '×',
              note: 'bare node:http ÷ mock-llm, same run: how far a Node server can go past mock-llm',
            },
          );
        }
      }
      // Where those microseconds go: the profile's split applied to the CPU the unprofiled rounds measured.
      lines.push({
        name: "where a plain-chat request's CPU goes (CPU profile)",
        value: plainCpuUs,
        unit: 'µs',
        note: "the server's own CPU per request, split below",
      });
      lines.push(...(await profiledRound(plainCpuUs)));
      return lines;
    } finally {
      ours.child.kill();
      onFile.child.kill();
      rmSync(dbDir, { recursive: true, force: true });
      peer.child.kill();
      ceiling.child.kill();
    }
  },
};

export default bench;
