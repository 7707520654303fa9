// Stored Chat Completions, background responses and vector store search under load (issue 43): many large `store: true`
// completions from a few keys, an oversized one, polled background responses and resumed streams; prints the server's
// memory and the worst wait of another client.
import type { BenchLine, BenchModule } from './lib.ts';
import { startServer } from './soak.ts';

const MB = 1024 * 1024;
const KEYS = 3;
const PER_KEY = 120;
const CONCURRENCY = 10;
const BACKGROUND = 200;

const bench: BenchModule = {
  title: 'Stored endpoints under load: store: true floods, background polls and resumes (issue 43)',
  async run() {
    const server = await startServer();
    const { origin } = server;
    const lines: BenchLine[] = [];
    const mem = (name: string, m: { heapUsed: number; rss: number }) =>
      lines.push(
        { name: `${name}: heap`, value: m.heapUsed / MB, unit: 'MB' },
        { name: `${name}: RSS`, value: m.rss / MB, unit: 'MB' },
      );
    const call = async (key: number, method: string, path: string, body?: unknown) => {
      try {
        const res = await fetch(`${origin}${path}`, {
          method,
          headers: { 'content-type': 'application/json', authorization: `Bearer sk-stored-${key}` },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: res.status, text: await res.text() };
      } catch {
        return { status: 0, text: '' };
      }
    };
    const tally = new Map<string, Map<number, number>>();
    const count = (what: string, status: number) => {
      const m = tally.get(what) ?? new Map<number, number>();
      m.set(status, (m.get(status) ?? 0) + 1);
      tally.set(what, m);
    };
    try {
      await call(0, 'POST', '/v1/chat/completions', {
        model: 'gpt-4o',
        messages: [{ role: 'user', content: 'warm up' }],
      });
      mem('before', await server.memory(true, true));
      let worst = 0;
      let probing = true;
      const probe = (async () => {
        while (probing) {
          const t0 = performance.now();
          await call(99, 'GET', '/v1/models');
          worst = Math.max(worst, performance.now() - t0);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      const sampling = setInterval(() => void server.memory(), 250);

      // Each key offers 120 completions of about 150 KB each (18 MB): past the per-key byte budget (16 MB) its oldest go.
      const t0 = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < KEYS * PER_KEY) {
            const n = next++;
            const prompt = `Request ${n}: summarise ${'lorem ipsum dolor sit amet '.repeat(5700)}`;
            count(
              'store: true',
              (
                await call(n % KEYS, 'POST', '/v1/chat/completions', {
                  model: 'gpt-4o',
                  messages: [{ role: 'user', content: prompt }],
                  store: true,
                  metadata: { n: String(n) },
                })
              ).status,
            );
          }
        }),
      );
      lines.push({
        name: `${KEYS * PER_KEY} stored ~150 KB completions from ${KEYS} keys`,
        value: performance.now() - t0,
        unit: 'ms',
        note: [...tally.get('store: true')!].map(([s, k]) => `${k}× ${s}`).join(', '),
      });
      let kept = 0;
      for (let after = ''; ; ) {
        const page = JSON.parse(
          (await call(0, 'GET', `/v1/chat/completions?limit=100${after ? `&after=${after}` : ''}`)).text,
        ) as { data: unknown[]; has_more: boolean; last_id: string };
        kept += page.data.length;
        if (!page.has_more) break;
        after = page.last_id;
      }
      lines.push({ name: 'completions one key still holds (of 120 offered)', value: kept, unit: '' });
      // gpt-4.1's million-token window lets the byte budget, not the context length, refuse it.
      const big = await call(0, 'POST', '/v1/chat/completions', {
        model: 'gpt-4.1',
        messages: [{ role: 'user', content: 'x'.repeat(5 * MB) }],
        store: true,
      });
      lines.push({
        name: '5 MB store: true completion',
        value: big.status,
        unit: 'status',
        note: (JSON.parse(big.text) as { error?: { code?: string } }).error?.code ?? '',
      });

      // Background responses: created, polled to the end, and a stream resumed half-way, each.
      const t1 = performance.now();
      for (let i = 0; i < BACKGROUND; i++) {
        const created = JSON.parse(
          (
            await call(1, 'POST', '/v1/responses', {
              model: 'gpt-4o',
              input: `Background ${i}: tell me about Paris.`,
              background: true,
            })
          ).text,
        ) as { id: string };
        for (let p = 0; p < 2; p++)
          count('background poll', (await call(1, 'GET', `/v1/responses/${created.id}`)).status);
        count(
          'background resume',
          (await call(1, 'GET', `/v1/responses/${created.id}?stream=true&starting_after=3`)).status,
        );
      }
      lines.push({
        name: `${BACKGROUND} background responses, 2 polls and a resume each`,
        value: performance.now() - t1,
        unit: 'ms',
        note: ['background poll', 'background resume']
          .map((w) => `${w}: ${[...tally.get(w)!].map(([s, k]) => `${k}× ${s}`).join(', ')}`)
          .join('; '),
      });

      probing = false;
      await probe;
      clearInterval(sampling);
      lines.push({ name: 'worst wait of GET /v1/models meanwhile', value: worst, unit: 'ms' });
      mem('peak', server.peak());
      mem('after (GC)', await server.memory(true));
      lines.push({ name: 'server still up', value: server.alive() ? 1 : 0, unit: '(1 = yes)' });
    } finally {
      server.child.kill();
    }
    return lines;
  },
};

export default bench;
