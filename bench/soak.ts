// Soak of the server (issue 32): stalled and reading live-capture clients, 600 proxied 100 KB requests, many-item Responses
// inputs, long runs of every character class and big proxy bodies, all at once; prints the server's memory before, at peak
// and after, and the worst wait of a trivial GET /v1/models meanwhile.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BenchLine, BenchModule } from './lib.ts';

const MB = 1024 * 1024;
const STALLED = 20;
const READING = 300;
const PROXIED = 600;
const PROXY_CONCURRENCY = 30;

export type Memory = { heapUsed: number; rss: number; loopDelayMaxMs?: number };

/** SOAK_CPU_PROF=<dir> profiles the server under soak (node --cpu-prof), to see what holds up the trivial request. */
const profileArgs = () =>
  process.env.SOAK_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SOAK_CPU_PROF}`] : [];

/**
 * The server under soak in its own process (soak-server.ts), with its memory on request; `args` go to soak-server.ts
 * (the capture proxy's upstream), `env` adds to its environment. Also used by the other soaks.
 */
export async function startServer(args: string[] = [], env: NodeJS.ProcessEnv = {}) {
  const child = fork(fileURLToPath(new URL('./soak-server.ts', import.meta.url)), args, {
    execArgv: ['--import', 'tsx', '--expose-gc', ...profileArgs()],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  const port = await new Promise<number>((resolve) => child.once('message', (m: { port: number }) => resolve(m.port)));
  child.setMaxListeners(0);
  let peak: Memory = { heapUsed: 0, rss: 0 };
  const memory = (gc = false, resetLoopDelay = false) =>
    new Promise<Memory>((resolve) => {
      child.once('message', (m: Memory) => {
        peak = { heapUsed: Math.max(peak.heapUsed, m.heapUsed), rss: Math.max(peak.rss, m.rss) };
        resolve(m);
      });
      child.send({ gc, resetLoopDelay });
    });
  return {
    child,
    origin: `http://127.0.0.1:${port}`,
    memory,
    peak: () => peak,
    alive: () => child.exitCode === null && child.signalCode === null,
  };
}

/** Opens the stalled and reading live-capture clients in a process of their own (see soak-readers.ts); returns their closer. */
async function liveClients(origin: string): Promise<() => Promise<void>> {
  const child = fork(fileURLToPath(new URL('./soak-readers.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const connected = new Promise((resolve) => child.once('message', resolve));
  child.send({ origin, stalled: STALLED, reading: READING });
  await connected;
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.send({ close: true });
    await exited;
  };
}

const headers = { 'content-type': 'application/json', authorization: 'Bearer sk-soak-0123456789abcdefghij' };
const post = async (url: string, body: string) => {
  try {
    const res = await fetch(url, { method: 'POST', headers, body });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
};

const bench: BenchModule = {
  title: 'Soak: live-capture readers, proxied load and hostile inputs at once (issue 32)',
  async run() {
    const server = await startServer();
    const { origin } = server;
    const lines: BenchLine[] = [];
    const mem = (name: string, m: Memory) =>
      lines.push(
        { name: `${name}: heap`, value: m.heapUsed / MB, unit: 'MB' },
        { name: `${name}: RSS`, value: m.rss / MB, unit: 'MB' },
      );
    try {
      await post(
        `${origin}/v1/chat/completions`,
        JSON.stringify({ model: 'gpt-4o', messages: [{ role: 'user', content: 'warm up' }] }),
      );
      mem('before', await server.memory(true, true));

      // A trivial request every 100 ms; its worst wait is the number that matters to everyone else in the room.
      let worstModelsMs = 0;
      const phaseWorst = async (name: string) => {
        lines.push({ name: `  worst GET /v1/models wait during ${name}`, value: worstModelsMs, unit: 'ms' });
        // The server's own longest event-loop delay in the phase (wall time: it holds the machine's load too).
        lines.push({
          name: `  server's longest event-loop delay then`,
          value: (await server.memory(false, true)).loopDelayMaxMs ?? 0,
          unit: 'ms',
        });
        overallWorst = Math.max(overallWorst, worstModelsMs);
        worstModelsMs = 0;
      };
      let overallWorst = 0;
      let probing = true;
      const probe = (async () => {
        while (probing) {
          const t0 = performance.now();
          try {
            await (await fetch(`${origin}/v1/models`, { headers })).arrayBuffer();
          } catch {
            // counted as the wait it took
          }
          worstModelsMs = Math.max(worstModelsMs, performance.now() - t0);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      const sampling = setInterval(() => void server.memory(), 250);

      const closeClients = await liveClients(origin);

      const prompt = JSON.stringify({
        model: 'gpt-4o',
        messages: [{ role: 'user', content: `Summarise: ${'lorem ipsum dolor sit amet '.repeat(3800)}` }],
      });
      let next = 0;
      const statuses = new Map<number, number>();
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: PROXY_CONCURRENCY }, async () => {
          while (next < PROXIED) {
            next += 1;
            const status = await post(`${origin}/proxy/v1/chat/completions`, prompt);
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          }
        }),
      );
      await phaseWorst('live clients + proxied load');
      lines.push({
        name: `${PROXIED} proxied ${Math.round(prompt.length / 1024)} KB requests`,
        value: performance.now() - t0,
        unit: 'ms',
        note: [...statuses].map(([s, n]) => `${n}× ${s}`).join(', '),
      });

      const items = (n: number) =>
        JSON.stringify({
          model: 'gpt-4o',
          input: Array.from({ length: n }, (_, i) => ({ role: 'user', content: `m${i}` })),
        });
      for (const n of [8000, 200_000]) {
        const body = items(n);
        const t = performance.now();
        const status = await post(`${origin}/v1/responses/input_tokens`, body);
        lines.push({
          name: `${n.toLocaleString('en')}-item input (/responses/input_tokens)`,
          value: performance.now() - t,
          unit: 'ms',
          note: `${status}, ${(body.length / MB).toFixed(1)} MB`,
        });
        await phaseWorst(`the ${n.toLocaleString('en')}-item input`);
      }

      const t1 = performance.now();
      const runStatuses = new Set<number>();
      for (const unit of [' ', 'a', '0', '=', ',', '.', '-', '"', '\n', 'é', '中', '😀', '3x + ', 'A ']) {
        const run = unit.repeat(Math.floor(1_000_000 / unit.length));
        runStatuses.add(
          await post(
            `${origin}/v1/chat/completions`,
            JSON.stringify({ model: 'gpt-4o', messages: [{ role: 'user', content: run }] }),
          ),
        );
        runStatuses.add(await post(`${origin}/v1/responses`, JSON.stringify({ model: 'gpt-4o', input: run })));
      }
      await phaseWorst('the long runs');
      lines.push({
        name: '1 M-character runs of 14 character classes (chat + responses)',
        value: performance.now() - t1,
        unit: 'ms',
        note: `statuses ${[...runStatuses].join(', ')}`,
      });

      for (const size of [20 * MB, 40 * MB]) {
        const t = performance.now();
        const status = await post(
          `${origin}/proxy/v1/chat/completions`,
          JSON.stringify({ model: 'gpt-4o', messages: [{ role: 'user', content: 'x'.repeat(size) }] }),
        );
        lines.push({
          name: `proxied ${size / MB} MB body`,
          value: performance.now() - t,
          unit: 'ms',
          note: String(status),
        });
        await phaseWorst(`the ${size / MB} MB body`);
      }

      probing = false;
      await probe;
      clearInterval(sampling);
      await closeClients();
      await new Promise((resolve) => setTimeout(resolve, 500));
      lines.push({
        name: 'worst wait of GET /v1/models meanwhile',
        value: Math.max(overallWorst, worstModelsMs),
        unit: 'ms',
      });
      mem('peak', server.peak());
      mem('after (closed, GC)', await server.memory(true));
      lines.push({ name: 'server still up', value: server.alive() ? 1 : 0, unit: '(1 = yes)' });
    } finally {
      server.child.kill();
    }
    return lines;
  },
};

export default bench;
