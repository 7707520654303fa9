// The mock's throughput on the in-memory store and on the default SQLite file side by side (issue 46: within 10%): plain completions, and stored responses whose write the answer waits for.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../src/server/start.ts';
import { measureThroughput, median, type BenchLine, type BenchModule } from './lib.ts';

const LOAD = { concurrency: 16, maxRequests: 3000, maxMs: 4000 };
const ROUNDS = 3;

const post = (origin: string, path: string, body: unknown, key: string) => () =>
  fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify(body) });

const bench: BenchModule = {
  title: 'The store: mock throughput on :memory: and on the default SQLite file (issue 46)',
  async run() {
    const dir = mkdtempSync(join(tmpdir(), 'loopscope-bench-store-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>bench</title>');
    const servers: Record<string, RunningServer> = {
      memory: await startServer({ port: 0, host: '127.0.0.1', staticRoot: dir, db: ':memory:' }),
      sqlite: await startServer({ port: 0, host: '127.0.0.1', staticRoot: dir, db: join(dir, 'loopscope.db') }),
    };
    const lines: BenchLine[] = [];
    try {
      const cases = [
        { name: 'chat completions', path: '/v1/chat/completions', body: { model: 'gpt-4o-mini', messages: [{ role: 'user', content: "What's the weather in Paris?" }] } },
        { name: 'stored responses (the answer waits for the write)', path: '/v1/responses', body: { model: 'gpt-4o-mini', input: "What's the weather in Paris?" } },
      ];
      for (const c of cases) {
        const rates: Record<string, number[]> = { memory: [], sqlite: [] };
        // Interleaved rounds, so a busy moment of the machine falls on both stores alike.
        for (let round = 0; round < ROUNDS; round++) {
          for (const [name, server] of Object.entries(servers)) {
            rates[name]!.push(await measureThroughput(post(server.origin, c.path, c.body, `sk-bench-${round}`), LOAD));
          }
        }
        const memory = median(rates.memory!);
        const sqlite = median(rates.sqlite!);
        lines.push({ name: `${c.name}: :memory:`, value: memory, unit: 'req/s' });
        lines.push({ name: `${c.name}: SQLite file`, value: sqlite, unit: 'req/s', note: `${((sqlite / memory - 1) * 100).toFixed(1)}% against :memory: (goal: within 10%)` });
      }
    } finally {
      await Promise.all(Object.values(servers).map((s) => s.close()));
      rmSync(dir, { recursive: true, force: true });
    }
    return lines;
  },
};

export default bench;
