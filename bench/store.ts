// The mock's throughput on the in-memory store and on the default SQLite file side by side (issue 46: within 10%):
// plain completions, and stored responses whose write the answer waits for.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, type BenchLine, type BenchModule } from './lib.ts';
import { GENERATOR, cpuMs, generateLoad } from './load-generator.ts';
import { createMockApi } from '@loopscope/mock-api';
import { CaptureLog } from '../src/server/capture/capture-log.ts';
import { attachStore } from '../src/server/store/server-store.ts';

const LOAD = { connections: 16, seconds: 3 };
/** Interleaved rounds per store: with three, one busy moment of a shared machine moved a median by a quarter (round 20). */
const ROUNDS = 5;
/** `npm start`'s server on a given store, as the kill -9 tests run it. */
const ENTRY = fileURLToPath(new URL('../src/server/store/testing/store-server.ts', import.meta.url));

interface Server {
  child: ChildProcess;
  origin: string;
}

/** Each store in a process of its own: the load generator's and the other server's work never land on its figures. */
function startServer(db: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY, db], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += String(chunk);
      if (out.includes('\n'))
        resolve({ child, origin: (JSON.parse(out.split('\n')[0]!) as { origin: string }).origin });
    });
    child.once('exit', (code) => reject(new Error(`the bench server on ${db} exited (${code}) before it listened`)));
  });
}

interface Round {
  rps: number;
  cpuMsPerRequest: number;
}

async function load(server: Server, path: string, body: string, connections: number): Promise<Round> {
  const pid = server.child.pid!;
  const cpu0 = cpuMs(pid);
  const result = await generateLoad({ url: `${server.origin}${path}`, body, connections, seconds: LOAD.seconds });
  if (result.non2xx > 0) throw new Error(`bench load saw ${result.non2xx} non-2xx answers`);
  const requests = Math.max(1, result.requests);
  return { rps: result.requests / LOAD.seconds, cpuMsPerRequest: (cpuMs(pid) - cpu0) / requests };
}

const STORED = JSON.stringify({ model: 'gpt-4o-mini', input: "What's the weather in Paris?" });

/**
 * The store's own cost without HTTP, the load generator or another process in the figure: stored responses through the
 * mock's fetch as the server mounts it, 16 at a time, on each store in turn in this process; CPU per request (all of
 * this process's threads) from process.cpuUsage. Steadier than the HTTP figures on a shared machine.
 */
async function inProcess(dir: string): Promise<Record<'memory' | 'sqlite', number>> {
  const stores = { memory: ':memory:', sqlite: join(dir, 'in-process.db') } as const;
  const sends: Record<string, () => Promise<Response>> = {};
  const closers: (() => Promise<void>)[] = [];
  for (const [name, db] of Object.entries(stores)) {
    const api = createMockApi();
    const attached = await attachStore(db, { api, log: new CaptureLog(), warn: () => {} });
    closers.push(() => attached.close());
    sends[name] = () =>
      attached.persistedFetch(
        new Request('http://bench.test/v1/responses', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: 'Bearer sk-bench' },
          body: STORED,
        }),
        api.fetch,
      );
  }
  const round = async (send: () => Promise<Response>, count: number) => {
    const before = process.cpuUsage();
    let left = count;
    await Promise.all(
      Array.from({ length: LOAD.connections }, async () => {
        while (left-- > 0) {
          const response = await send();
          await response.arrayBuffer();
          if (!response.ok) throw new Error(`bench request failed with ${response.status}`);
        }
      }),
    );
    const used = process.cpuUsage(before);
    return (used.user + used.system) / 1000 / count;
  };
  try {
    for (const send of Object.values(sends)) await round(send, 1000);
    const rounds: Record<string, number[]> = { memory: [], sqlite: [] };
    for (let r = 0; r < 5; r++)
      for (const [name, send] of Object.entries(sends)) rounds[name]!.push(await round(send, 1500));
    return { memory: median(rounds.memory!), sqlite: median(rounds.sqlite!) };
  } finally {
    for (const close of closers) await close();
  }
}

const percent = (ratio: number) => `${ratio >= 1 ? '+' : ''}${((ratio - 1) * 100).toFixed(1)}%`;

const bench: BenchModule = {
  title: `The store: mock throughput on :memory: and on the default SQLite file (issue 46; each in its own process, both loaded at once with ${LOAD.connections / 2} connections each, ${LOAD.seconds} s per round from ${GENERATOR} per store, median of ${ROUNDS} rounds)`,
  async run() {
    const dir = mkdtempSync(join(tmpdir(), 'loopscope-bench-store-'));
    const servers: Record<string, Server> = {};
    const lines: BenchLine[] = [];
    try {
      servers.memory = await startServer(':memory:');
      servers.sqlite = await startServer(join(dir, 'loopscope.db'));
      const cases = [
        {
          name: 'chat completions',
          path: '/v1/chat/completions',
          body: { model: 'gpt-4o-mini', messages: [{ role: 'user', content: "What's the weather in Paris?" }] },
        },
        {
          name: 'stored responses (answer waits for the write)',
          path: '/v1/responses',
          body: { model: 'gpt-4o-mini', input: "What's the weather in Paris?" },
        },
      ];
      for (const c of cases) {
        const body = JSON.stringify(c.body);
        const rounds: Record<string, Round[]> = { memory: [], sqlite: [] };
        const ratios: number[] = [];
        // A round each alone first (JIT, the tokenizer, the key's 500 objects filled). Then both stores are loaded at once,
        // half the connections each, so a busy moment of the shared machine falls on both alike: rounds taken one after
        // the other moved apart by a quarter on a quiet machine (round 20), and said +4% for what at once is about −18%.
        for (const server of Object.values(servers)) await load(server, c.path, body, LOAD.connections);
        for (let round = 0; round < ROUNDS; round++) {
          const [memory, sqlite] = await Promise.all([
            load(servers.memory!, c.path, body, LOAD.connections / 2),
            load(servers.sqlite!, c.path, body, LOAD.connections / 2),
          ]);
          rounds.memory!.push(memory);
          rounds.sqlite!.push(sqlite);
          ratios.push(sqlite.rps / memory.rps);
        }
        const rps = (name: string) => median(rounds[name]!.map((r) => r.rps));
        const cpu = (name: string) => median(rounds[name]!.map((r) => r.cpuMsPerRequest));
        const spread = `${percent(Math.min(...ratios))} to ${percent(Math.max(...ratios))}`;
        lines.push({
          name: `${c.name}: :memory:`,
          value: rps('memory'),
          unit: 'req/s',
          note: `server CPU ${(cpu('memory') * 1000).toFixed(0)} µs per request`,
        });
        lines.push({
          name: `${c.name}: SQLite file`,
          value: rps('sqlite'),
          unit: 'req/s',
          note: `server CPU ${(cpu('sqlite') * 1000).toFixed(0)} µs per request; ${percent(median(ratios))} req/s against :memory: in the same moment (median of the rounds' ratios; rounds ${spread}; goal: within 10%)`,
        });
      }
      const cpu = await inProcess(dir);
      lines.push({
        name: 'stored responses, in one process: :memory:',
        value: cpu.memory * 1000,
        unit: 'µs CPU/request',
      });
      lines.push({
        name: 'stored responses, in one process: SQLite file',
        value: cpu.sqlite * 1000,
        unit: 'µs CPU/request',
        note: `${percent(cpu.memory / cpu.sqlite)} requests per CPU second against :memory: (median of 5 interleaved rounds)`,
      });
    } finally {
      for (const server of Object.values(servers)) server.child.kill();
      rmSync(dir, { recursive: true, force: true });
    }
    return lines;
  },
};

export default bench;
