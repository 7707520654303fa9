// Soak of the classroom store (issue 41 item 10): 250 fresh keys in a burst, then 330 MB of uploads over 20 keys (files,
// vector stores, stored responses), each against a fresh forked server; prints RSS at peak, how many of the learners'
// objects survived, and the statuses the flooders saw.
import type { BenchLine, BenchModule } from './lib.ts';
import { startServer } from './soak.ts';

const MB = 1024 * 1024;
const LEARNERS = 5;
const FRESH_KEYS = 250;
const UPLOAD_KEYS = 20;
/** Per upload key: 27 files of 512 KB (the mock's largest) and 8 stored responses of 393 KB: 16.5 MB, 330 MB in all. */
const FILES_PER_KEY = 27;
const FILE_BYTES = 512 * 1024;
const RESPONSES_PER_KEY = 8;
const RESPONSE_CHARS = 393_000;

type Server = Awaited<ReturnType<typeof startServer>>;

const auth = (key: string) => ({ authorization: `Bearer ${key}` });
const jsonHeaders = (key: string) => ({
  ...auth(key),
  'content-type': 'application/json',
  'openai-beta': 'assistants=v2',
});

async function send(
  origin: string,
  key: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  try {
    const res = await fetch(`${origin}/v1${path}`, {
      method,
      headers: jsonHeaders(key),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // a file's content is text, not JSON
    }
    return { status: res.status, json };
  } catch {
    return { status: 0, json: {} };
  }
}

async function upload(origin: string, key: string, text: string): Promise<{ status: number; id?: string }> {
  const form = new FormData();
  form.append('purpose', 'assistants');
  form.append('file', new Blob([text]), 'notes.txt');
  try {
    const res = await fetch(`${origin}/v1/files`, { method: 'POST', headers: auth(key), body: form });
    const json = (await res.json()) as { id?: string };
    return { status: res.status, id: json.id };
  } catch {
    return { status: 0 };
  }
}

/** One learner's lesson state: a stored response, a conversation, an assistant, a thread, a file in a vector store; returns the paths to read back. */
async function learner(origin: string, key: string): Promise<string[]> {
  const id = async (method: string, path: string, body: unknown) =>
    String((await send(origin, key, method, path, body)).json.id);
  const file = await upload(origin, key, `${key}'s notes: the capital of France is Paris.`);
  return [
    `/responses/${await id('POST', '/responses', { model: 'gpt-4o', input: `hello from ${key}` })}`,
    `/conversations/${await id('POST', '/conversations', { items: [{ type: 'message', role: 'user', content: 'hi' }] })}`,
    `/assistants/${await id('POST', '/assistants', { model: 'gpt-4o', instructions: 'Be brief.' })}`,
    `/threads/${await id('POST', '/threads', { messages: [{ role: 'user', content: 'What is 2 + 2?' }] })}/messages`,
    `/files/${file.id}/content`,
    `/vector_stores/${await id('POST', '/vector_stores', { name: 'notes', file_ids: [file.id] })}/files`,
  ];
}

/** Runs `attack` against a fresh server with learners in it; the lines say what the learners kept and what memory it took. */
async function round(
  name: string,
  attack: (origin: string, count: (status: number) => void) => Promise<void>,
): Promise<BenchLine[]> {
  const server: Server = await startServer();
  const { origin } = server;
  const lines: BenchLine[] = [];
  try {
    const learners = await Promise.all(
      Array.from({ length: LEARNERS }, (_, i) =>
        learner(origin, `sk-learner-${i}`).then((paths) => ({ key: `sk-learner-${i}`, paths })),
      ),
    );
    const before = await server.memory(true);
    const sampling = setInterval(() => void server.memory(), 200);
    const statuses = new Map<number, number>();
    // A learner's trivial request every 100 ms: its worst wait is what the attack costs everyone else in the room.
    let worstWait = 0;
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const t = performance.now();
        await send(origin, 'sk-learner-0', 'GET', '/models');
        worstWait = Math.max(worstWait, performance.now() - t);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const t0 = performance.now();
    await attack(origin, (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
    const took = performance.now() - t0;
    probing = false;
    await probe;
    clearInterval(sampling);
    await server.memory();
    let kept = 0;
    let total = 0;
    for (const { key, paths } of learners) {
      for (const path of paths) {
        total += 1;
        if ((await send(origin, key, 'GET', path)).status === 200) kept += 1;
      }
    }
    const after = await server.memory(true);
    lines.push(
      {
        name: `${name}: took`,
        value: took,
        unit: 'ms',
        note: [...statuses]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${n}× ${s}`)
          .join(', '),
      },
      { name: `  learners' objects still retrievable`, value: kept, unit: `of ${total}` },
      { name: `  worst wait of a learner's GET /v1/models meanwhile`, value: worstWait, unit: 'ms' },
      { name: `  RSS before`, value: before.rss / MB, unit: 'MB' },
      { name: `  RSS at peak (sampled every 200 ms)`, value: server.peak().rss / MB, unit: 'MB' },
      { name: `  heap after (GC)`, value: after.heapUsed / MB, unit: 'MB' },
      { name: `  server still up`, value: server.alive() ? 1 : 0, unit: '(1 = yes)' },
    );
  } finally {
    server.child.kill();
  }
  return lines;
}

/** `n` tasks at most `concurrency` at a time. */
async function pool(n: number, concurrency: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) await task(next++);
    }),
  );
}

const bench: BenchModule = {
  title:
    'Soak of the classroom store: a flood of keys and 330 MB of uploads; the learners must keep everything (issue 41 item 10)',
  async run() {
    const lines: BenchLine[] = [];
    lines.push(
      ...(await round(`${FRESH_KEYS} fresh keys storing a response and a file`, (origin, count) =>
        pool(FRESH_KEYS, 25, async (i) => {
          count(
            (await send(origin, `sk-fresh-${i}`, 'POST', '/responses', { model: 'gpt-4o', input: `flood ${i}` }))
              .status,
          );
          count((await upload(origin, `sk-fresh-${i}`, `flood ${i}`)).status);
        }),
      )),
    );
    const page = 'lorem ipsum dolor sit amet consectetur adipiscing elit '.repeat(Math.ceil(FILE_BYTES / 55));
    lines.push(
      ...(await round(
        `${UPLOAD_KEYS} keys uploading ${Math.round((UPLOAD_KEYS * (FILES_PER_KEY * FILE_BYTES + RESPONSES_PER_KEY * RESPONSE_CHARS)) / MB)} MB`,
        (origin, count) =>
          pool(UPLOAD_KEYS, UPLOAD_KEYS, async (k) => {
            const key = `sk-upload-${k}`;
            const files: string[] = [];
            for (let i = 0; i < FILES_PER_KEY; i++) {
              // Each file differs (a shared string would be held once).
              const file = await upload(origin, key, `${k}-${i} ${page}`.slice(0, FILE_BYTES));
              count(file.status);
              if (file.id) files.push(file.id);
              if (i % 9 === 8)
                count(
                  (await send(origin, key, 'POST', '/vector_stores', { name: `v${i}`, file_ids: files.slice(-9) }))
                    .status,
                );
            }
            for (let i = 0; i < RESPONSES_PER_KEY; i++) {
              count(
                (
                  await send(origin, key, 'POST', '/responses', {
                    model: 'gpt-4o',
                    input: `${k}-${i} ${page}`.slice(0, RESPONSE_CHARS),
                  })
                ).status,
              );
            }
          }),
      )),
    );
    return lines;
  },
};

export default bench;
