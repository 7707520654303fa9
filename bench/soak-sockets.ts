// Soak of the server's sockets (issue 41): malformed WebSocket frames, proxied 2 GB / 1 GB answers to clients that stop
// reading, a WebSocket client that never reads, 20,000 small frames on one socket. Per attack: the server's RSS peak,
// the worst wait of another client's GET /v1/models, and whether the server is still up.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BenchLine, BenchModule } from './lib.ts';
import { startServer } from './soak.ts';

const MB = 1024 * 1024;
const ATTACKS: [string, string][] = [
  ['frames', 'malformed frames (unmasked, invalid UTF-8, over 8 MB) × 10'],
  ['stalled-stream', 'proxied 2 GB SSE stream, client stops reading'],
  ['stalled-json', 'proxied 1 GB JSON answer, client stops reading'],
  ['reading-json', 'proxied 1 GB JSON answer, client reads it all'],
  ['never-reads', 'WebSocket client that never reads, 1.5 MB answers'],
  ['small-frames', '20,000 small frames on one WebSocket'],
];

/** The attackers' process (socket-attacks.ts), with its fake upstream's port; `attack` runs one and gives its result. */
async function attackers() {
  const child = fork(fileURLToPath(new URL('./socket-attacks.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const upstreamPort = await new Promise<number>((resolve) =>
    child.once('message', (m: { upstreamPort: number }) => resolve(m.upstreamPort)),
  );
  const attack = (attack: string, origin: string) =>
    new Promise<{ result: unknown; upstreamWritten: number }>((resolve) => {
      child.once('message', resolve);
      child.send({ attack, origin });
    });
  return { child, upstreamPort, attack };
}

const headers = { authorization: 'Bearer sk-soak-sockets-0123456789' };

const bench: BenchModule = {
  title: 'Soak: socket attacks, one at a time (issue 41): RSS peak and the worst wait of another client',
  async run() {
    const attack = await attackers();
    const server = await startServer([`http://127.0.0.1:${attack.upstreamPort}/v1`]);
    const lines: BenchLine[] = [];
    try {
      lines.push({ name: 'before: RSS', value: (await server.memory(true, true)).rss / MB, unit: 'MB' });
      // Another client's trivial request every 100 ms, and the server's memory every 250 ms, through every attack.
      let worstMs = 0;
      let peakRss = 0;
      let probing = true;
      const probe = (async () => {
        while (probing) {
          const t0 = performance.now();
          await fetch(`${server.origin}/v1/models`, { headers }).then(
            (r) => r.arrayBuffer(),
            () => undefined,
          );
          worstMs = Math.max(worstMs, performance.now() - t0);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      const sampling = setInterval(() => {
        if (server.alive()) void server.memory().then((m) => (peakRss = Math.max(peakRss, m.rss)));
      }, 250);

      // SOAK_SOCKETS_ONLY=never-reads,small-frames runs only those attacks.
      const only = process.env.SOAK_SOCKETS_ONLY?.split(',');
      for (const [name, label] of ATTACKS) {
        if (only && !only.includes(name)) continue;
        if (!server.alive()) break;
        console.error(`  (running: ${label})`);
        const t0 = performance.now();
        const { result, upstreamWritten } = await attack.attack(name, server.origin);
        const note = `${((performance.now() - t0) / 1000).toFixed(1)} s; ${JSON.stringify(result)}${upstreamWritten ? `; upstream sent ${(upstreamWritten / MB).toFixed(0)} MB` : ''}`;
        lines.push({ name: label, value: server.alive() ? 1 : 0, unit: '(1 = server up)', note });
        lines.push({ name: '  server RSS peak', value: peakRss / MB, unit: 'MB' });
        lines.push({ name: '  worst wait of GET /v1/models', value: worstMs, unit: 'ms' });
        if (server.alive()) {
          const after = await server.memory(true, true);
          lines.push({ name: "  server's longest event-loop delay", value: after.loopDelayMaxMs ?? 0, unit: 'ms' });
          peakRss = after.rss;
        }
        worstMs = 0;
      }
      probing = false;
      await probe;
      clearInterval(sampling);
      lines.push({ name: 'server still up at the end', value: server.alive() ? 1 : 0, unit: '(1 = yes)' });
    } finally {
      server.child.kill();
      attack.child.kill();
    }
    return lines;
  },
};

export default bench;
