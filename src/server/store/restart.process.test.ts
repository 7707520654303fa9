// Nothing acknowledged is lost: the server is killed with SIGKILL in the middle of load and restarted, on a SQLite file
// and on PostgreSQL, and every answered write is still there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import OpenAI, { toFile } from 'openai';
import { startServerProcess, watchLive, type ServerProcess } from './testing/server-process.ts';
import { postgresMissing, startTempPostgres, type TempPostgres } from './testing/postgres.ts';
import {
  openInferenceJson,
  otelResponsesLogsProtobuf,
  otelResponsesTracesProtobuf,
} from '@loopscope/wire/otlp/testing/fixtures';
import { cassetteFromExchanges, cassetteText } from '@loopscope/payloads/cassettes/cassette-file';

const KEY = 'sk-process-test-key-123456';

interface Acknowledged {
  responses: string[];
  conversations: string[];
  completions: string[];
  assistants: string[];
  threads: { thread: string; message: string }[];
  runs: { thread: string; run: string }[];
  files: string[];
  vectorStores: string[];
  fileBatches: { store: string; batch: string }[];
  /** Capture ids /live showed, with a word from their request. */
  captures: Map<string, string>;
}

const clientOf = (origin: string) => new OpenAI({ apiKey: KEY, baseURL: `${origin}/v1`, maxRetries: 0 });

/** One round of every kind of write; each id is kept only once its answer came (what "acknowledged" means). */
async function round(server: ServerProcess, n: number, acked: Acknowledged): Promise<void> {
  const c = clientOf(server.origin);
  const quietly = (p: Promise<unknown>) => p.catch(() => {});
  await Promise.all([
    quietly(c.responses.create({ model: 'gpt-4.1', input: `round ${n}` }).then((r) => acked.responses.push(r.id))),
    quietly(
      c.conversations
        .create({ items: [{ type: 'message', role: 'user', content: `round ${n}` }] })
        .then((r) => acked.conversations.push(r.id)),
    ),
    quietly(
      c.chat.completions
        .create({ model: 'gpt-4.1', messages: [{ role: 'user', content: `round ${n}` }], store: true })
        .then((r) => acked.completions.push(r.id)),
    ),
    quietly(c.beta.assistants.create({ model: 'gpt-4.1', name: `a${n}` }).then((r) => acked.assistants.push(r.id))),
    quietly(
      c.beta.threads.create().then(async (t) => {
        const m = await c.beta.threads.messages.create(t.id, { role: 'user', content: `round ${n}` });
        acked.threads.push({ thread: t.id, message: m.id });
        const assistant = await c.beta.assistants.create({ model: 'gpt-4.1', name: `r${n}` });
        const run = await c.beta.threads.runs.create(t.id, { assistant_id: assistant.id });
        acked.runs.push({ thread: t.id, run: run.id });
      }),
    ),
    quietly(
      c.files
        .create({ file: await toFile(Buffer.from(`fact ${n}`), `f${n}.txt`), purpose: 'assistants' })
        .then(async (f) => {
          acked.files.push(f.id);
          const vs = await c.vectorStores.create({ name: `vs${n}`, file_ids: [f.id] });
          acked.vectorStores.push(vs.id);
          const batch = await c.vectorStores.fileBatches.create(vs.id, { file_ids: [f.id] });
          acked.fileBatches.push({ store: vs.id, batch: batch.id });
        }),
    ),
    quietly(
      fetch(`${server.origin}/proxy/v1/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
        body: JSON.stringify({ model: 'gpt-4.1', messages: [{ role: 'user', content: `capture-word-${n}` }] }),
      }).then((r) => r.text()),
    ),
  ]);
}

async function everythingIsThere(server: ServerProcess, acked: Acknowledged): Promise<void> {
  const c = clientOf(server.origin);
  for (const id of acked.responses) expect((await c.responses.retrieve(id)).id).toBe(id);
  // A chain continues from the last acknowledged response.
  const last = acked.responses.at(-1)!;
  expect(
    (await c.responses.create({ model: 'gpt-4.1', input: 'go on', previous_response_id: last })).previous_response_id,
  ).toBe(last);
  for (const id of acked.conversations) expect((await c.conversations.retrieve(id)).id).toBe(id);
  for (const id of acked.completions) expect((await c.chat.completions.retrieve(id)).id).toBe(id);
  for (const id of acked.assistants) expect((await c.beta.assistants.retrieve(id)).id).toBe(id);
  for (const { thread, message } of acked.threads)
    expect((await c.beta.threads.messages.retrieve(message, { thread_id: thread })).id).toBe(message);
  for (const { thread, run } of acked.runs)
    expect((await c.beta.threads.runs.retrieve(run, { thread_id: thread })).id).toBe(run);
  for (const id of acked.files) expect((await c.files.retrieve(id)).id).toBe(id);
  for (const id of acked.vectorStores) expect((await c.vectorStores.retrieve(id)).id).toBe(id);
  for (const { store, batch } of acked.fileBatches)
    expect((await c.vectorStores.fileBatches.retrieve(batch, { vector_store_id: store })).id).toBe(batch);
  const shown = new Set<string>();
  for (let before: string | null = null, pages = 0; pages < 50; pages++) {
    const page = (await (
      await fetch(`${server.origin}/api/capture/history?limit=200${before ? `&before=${before}` : ''}`)
    ).json()) as { exchanges: { id: string }[]; next: string | null };
    for (const e of page.exchanges) shown.add(e.id);
    if (!(before = page.next)) break;
  }
  for (const id of acked.captures.keys()) expect(shown.has(id), `capture ${id} that /live showed`).toBe(true);
}

/** `end`: SIGKILL mid-load (no close, no flush), or SIGTERM (a restart: the server closes as `npm start`'s does). */
async function killMidLoad(db: string, end: 'kill' | 'stop' = 'kill'): Promise<void> {
  const acked: Acknowledged = {
    responses: [],
    conversations: [],
    completions: [],
    assistants: [],
    threads: [],
    runs: [],
    files: [],
    vectorStores: [],
    fileBatches: [],
    captures: new Map(),
  };
  const first = await startServerProcess(db);
  const live = new AbortController();
  const watching = watchLive(
    first.origin,
    (e) => {
      const word = /capture-word-\d+/.exec(e.requestBody ?? '')?.[0];
      if (word) acked.captures.set(e.id, word);
    },
    live.signal,
  ).catch(() => {});
  for (let n = 0; n < 3; n++) await round(first, n, acked);
  // The fourth round is in flight when the process dies: whatever it acknowledged must survive, the rest may not.
  const inFlight = round(first, 3, acked);
  await new Promise((resolve) => setTimeout(resolve, 15));
  await (end === 'kill' ? first.kill() : first.stop());
  await inFlight;
  live.abort();
  await watching;
  expect(acked.responses.length).toBeGreaterThanOrEqual(3);
  expect(acked.runs.length).toBeGreaterThanOrEqual(3);
  expect(acked.captures.size).toBeGreaterThanOrEqual(1);
  const second = await startServerProcess(db);
  try {
    await everythingIsThere(second, acked);
  } finally {
    await second.stop();
  }
}

const AGENT_SPAN = 'cccccccccccccccc';

/** The OpenInference fixture's first call as a child of an agent span that has not ended yet (parents end last). */
function childSpans(): { body: string; traceId: string } {
  const request = JSON.parse(openInferenceJson()) as {
    resourceSpans: { scopeSpans: { spans: { traceId: string; parentSpanId?: string }[] }[] }[];
  };
  const first = request.resourceSpans[0]!.scopeSpans[0]!.spans[0]!;
  first.parentSpanId = AGENT_SPAN;
  return { body: JSON.stringify(request), traceId: first.traceId };
}

const postOtlp = (origin: string, body: string) =>
  fetch(`${origin}/otlp/v1/traces`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
const postProtobuf = (origin: string, signal: 'traces' | 'logs', body: Uint8Array) =>
  fetch(`${origin}/otlp/v1/${signal}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-protobuf' },
    body: new Uint8Array(body),
  });

/**
 * OTLP spans and log records and a cassette's report across an end of the server (SIGKILL or SIGTERM): the agent span
 * that ends after the restart still gives the call recorded before it its path (same exchange, no second one), the
 * spans that arrive after the restart get the content of the log records answered before it, and the report the server
 * listed before it ended is listed after.
 */
async function tracesAndReportsSurvive(db: string, end: 'kill' | 'stop', dir: string): Promise<void> {
  const cassette = join(dir, `empty-${end}.cassette.json`);
  writeFileSync(cassette, cassetteText(cassetteFromExchanges('restart', [])));
  const first = await startServerProcess(db, cassette);
  const { body, traceId } = childSpans();
  expect((await postOtlp(first.origin, body)).status).toBe(200);
  // instrumentation-openai's content log records, before their spans (as it exports them).
  expect((await postProtobuf(first.origin, 'logs', otelResponsesLogsProtobuf())).status).toBe(200);
  const missed = await fetch(`${first.origin}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
    body: JSON.stringify({ model: 'gpt-4.1', messages: [{ role: 'user', content: 'not recorded' }] }),
  });
  expect(missed.status).toBe(200);
  type Listed = { reports: { cassette: string; startedAt: number; report: { misses: unknown[] } }[] };
  const reportsOf = async (origin: string) =>
    ((await (await fetch(`${origin}/api/cassette/reports`)).json()) as Listed).reports.filter(
      (r) => r.cassette === cassette,
    );
  // The report is written on a timer: what counts as kept is what the server listed.
  let listed: Listed['reports'] = [];
  for (let waited = 0; !listed.some((r) => r.report.misses.length === 1) && waited < 15_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    listed = await reportsOf(first.origin);
  }
  expect(listed.some((r) => r.report.misses.length === 1)).toBe(true);
  await (end === 'kill' ? first.kill() : first.stop());

  const second = await startServerProcess(db);
  try {
    const after = await reportsOf(second.origin);
    expect(after.map((r) => [r.startedAt, r.report.misses.length])).toContainEqual([listed[0]!.startedAt, 1]);
    const agent = {
      traceId,
      spanId: AGENT_SPAN,
      name: 'invoke_agent Weather agent',
      attributes: [{ key: 'gen_ai.operation.name', value: { stringValue: 'invoke_agent' } }],
    };
    expect(
      (await postOtlp(second.origin, JSON.stringify({ resourceSpans: [{ scopeSpans: [{ spans: [agent] }] }] }))).status,
    ).toBe(200);
    const window = (await (await fetch(`${second.origin}/api/capture/exchanges`)).json()) as {
      exchanges: { trace?: { traceId: string; path?: string[] } }[];
    };
    const calls = window.exchanges.filter((e) => e.trace?.traceId === traceId);
    // The call recorded before the end, updated in place: not a second exchange of the same span.
    expect(calls).toHaveLength(1);
    expect(calls[0]!.trace!.path).toEqual(['invoke_agent Weather agent']);
    // The spans of the log records answered before the end: their calls carry the records' content.
    expect((await postProtobuf(second.origin, 'traces', otelResponsesTracesProtobuf())).status).toBe(200);
    const later = (await (await fetch(`${second.origin}/api/capture/exchanges`)).json()) as {
      exchanges: { requestBody: string | null; trace?: { convention: string; missing?: string[] } }[];
    };
    const joined = later.exchanges.filter((e) => e.trace?.convention === 'gen_ai');
    expect(joined).toHaveLength(2);
    expect(joined[0]!.requestBody).toContain("What's the weather in Paris?");
    expect(joined[0]!.trace!.missing).not.toContain('content');
    expect(joined[1]!.requestBody).toContain('function_call_output');
  } finally {
    await second.stop();
  }
}

describe('OTLP spans and cassette reports across a restart', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'loopscope-otlp-restart-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  for (const end of ['stop', 'kill'] as const) {
    it(`on a SQLite file, after ${end === 'kill' ? 'kill -9' : 'a stop'}`, { timeout: 120_000 }, async () => {
      await tracesAndReportsSurvive(join(dir, `${end}.db`), end, dir);
    });
  }

  describe.skipIf(postgresMissing() !== null)('on PostgreSQL', () => {
    let pg: TempPostgres;
    beforeAll(async () => {
      pg = await startTempPostgres();
    }, 120_000);
    afterAll(() => pg?.stop());
    for (const end of ['stop', 'kill'] as const) {
      it(`after ${end === 'kill' ? 'kill -9' : 'a stop'}`, { timeout: 120_000 }, async () => {
        await tracesAndReportsSurvive(await pg.database(`otlp_${end}`), end, dir);
      });
    }
  });
});

describe('kill -9 mid-load, then restart', () => {
  it('on a SQLite file keeps every acknowledged object and every capture /live showed', {
    timeout: 120_000,
  }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'loopscope-kill-'));
    try {
      await killMidLoad(join(dir, 'loopscope.db'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('on a SQLite file keeps them across a restart (SIGTERM mid-load) too', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'loopscope-stop-'));
    try {
      await killMidLoad(join(dir, 'loopscope.db'), 'stop');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe.skipIf(postgresMissing() !== null)(
    `on PostgreSQL${postgresMissing() ? ` (skipped: ${postgresMissing()})` : ''}`,
    () => {
      let pg: TempPostgres;
      beforeAll(async () => {
        pg = await startTempPostgres();
      }, 120_000);
      afterAll(() => pg?.stop());

      it('keeps every acknowledged object and every capture /live showed', { timeout: 120_000 }, async () => {
        await killMidLoad(await pg.database('killtest'));
      });

      it('keeps them across a restart (SIGTERM mid-load) too', { timeout: 120_000 }, async () => {
        await killMidLoad(await pg.database('stoptest'), 'stop');
      });

      it('two servers on one database: a capture on one shows live on the other; a response stored through one continues through the other', {
        timeout: 120_000,
      }, async () => {
        const db = await pg.database('twoservers');
        const [a, b] = await Promise.all([startServerProcess(db), startServerProcess(db)]);
        try {
          const seenOnB = new Set<string>();
          const live = new AbortController();
          const watching = watchLive(
            b.origin,
            (e) => {
              if ((e.requestBody ?? '').includes('seen-across-servers')) seenOnB.add(e.id);
            },
            live.signal,
          ).catch(() => {});
          await new Promise((resolve) => setTimeout(resolve, 200));
          await (
            await fetch(`${a.origin}/proxy/v1/chat/completions`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
              body: JSON.stringify({ model: 'gpt-4.1', messages: [{ role: 'user', content: 'seen-across-servers' }] }),
            })
          ).text();
          for (let waited = 0; seenOnB.size === 0 && waited < 10_000; waited += 50)
            await new Promise((resolve) => setTimeout(resolve, 50));
          live.abort();
          await watching;
          expect(seenOnB.size).toBe(1);

          const stored = await clientOf(a.origin).responses.create({ model: 'gpt-4.1', input: 'stored on A' });
          const continued = await clientOf(b.origin).responses.create({
            model: 'gpt-4.1',
            input: 'continued on B',
            previous_response_id: stored.id,
          });
          expect(continued.previous_response_id).toBe(stored.id);
          expect((await clientOf(a.origin).responses.retrieve(continued.id)).id).toBe(continued.id);
        } finally {
          await Promise.all([a.stop(), b.stop()]);
        }
      });
    },
  );
});
