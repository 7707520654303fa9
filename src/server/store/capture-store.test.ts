// The capture store on SQLite in memory: batches written and read back by day and filter, paged, masked, cleared.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Exchange } from '@loopscope/wire/exchange';
import { openStore, type Store } from './backends.ts';
import { CaptureStore } from './capture-store.ts';

function exchange(
  id: string,
  startedAt: number,
  request: Record<string, unknown>,
  response: Record<string, unknown> = {},
  status = 200,
): Exchange {
  return {
    id,
    step: 1,
    attempt: 0,
    method: 'POST',
    url: 'https://api.example.test/v1/chat/completions?api-key=sk-query-secret-123456',
    requestHeaders: {
      authorization: 'Bearer sk-live-abcdefghijklmnop',
      cookie: 'session=opaque-cookie-value',
      'content-type': 'application/json',
    },
    requestBody: JSON.stringify(request),
    status,
    responseHeaders: { 'set-cookie': 'session=opaque-cookie-value' },
    responseBody: JSON.stringify(response),
    streamed: false,
    events: [],
    startedAt,
    durationMs: 12,
    state: 'done',
    error: null,
  };
}

const DAY1 = Date.UTC(2026, 10, 2, 9);
const DAY2 = Date.UTC(2026, 10, 3, 9);
const weatherTool = {
  type: 'function',
  function: { name: 'get_weather', parameters: { type: 'object', properties: {} } },
};

describe('CaptureStore', () => {
  let store: Store;
  let captures: CaptureStore;
  beforeEach(async () => {
    store = await openStore(':memory:');
    captures = new CaptureStore(store);
  });
  afterEach(() => store.close());

  it('keeps the newest snapshot of each exchange once flushed, and lists days newest first', async () => {
    captures.write({
      ...exchange('cap_1', DAY1, { model: 'gpt-4.1', messages: [] }),
      state: 'streaming',
      status: null,
    });
    captures.write(exchange('cap_1', DAY1, { model: 'gpt-4.1', messages: [] }));
    captures.write(exchange('cap_2', DAY2, { model: 'gpt-4.1', messages: [] }));
    await captures.flush();
    expect(await captures.days()).toEqual([
      { day: '2026-11-03', count: 1 },
      { day: '2026-11-02', count: 1 },
    ]);
    const page = await captures.history({ day: '2026-11-02' });
    expect(page.exchanges.map((e) => [e.id, e.state])).toEqual([['cap_1', 'done']]);
  });

  it('finds by text in bodies, model, tool name, status and doctor finding', async () => {
    captures.write(
      exchange('cap_a', DAY1, {
        model: 'gpt-4.1',
        messages: [{ role: 'user', content: 'Weather in Zanzibar?' }],
        tools: [weatherTool],
      }),
    );
    captures.write(
      exchange('cap_b', DAY1 + 1, { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hello' }] }, {}, 429),
    );
    // A tool message with no assistant call before it: the doctor's orphaned tool result.
    captures.write(
      exchange('cap_c', DAY1 + 2, {
        model: 'gpt-4.1',
        messages: [{ role: 'tool', tool_call_id: 'call_x', content: '{}' }],
      }),
    );
    await captures.flush();
    const ids = async (query: Parameters<CaptureStore['history']>[0]) =>
      (await captures.history(query)).exchanges.map((e) => e.id);
    expect(await ids({ q: 'zanzibar' })).toEqual(['cap_a']);
    expect(await ids({ model: 'gpt-4o-mini' })).toEqual(['cap_b']);
    expect(await ids({ tool: 'get_weather' })).toEqual(['cap_a']);
    // `_` is no wildcard: a name one letter off does not match.
    expect(await ids({ tool: 'getXweather' })).toEqual([]);
    expect(await ids({ status: 429 })).toEqual(['cap_b']);
    const withFinding = (await captures.history({ day: '2026-11-02' })).exchanges;
    expect(withFinding).toHaveLength(3);
    const row = await store.db
      .selectFrom('captures')
      .select('findings')
      .where('id', '=', 'cap_c')
      .executeTakeFirstOrThrow();
    const finding = row.findings.trim().split(' ')[0]!;
    expect(finding).not.toBe('');
    expect(await ids({ finding })).toContain('cap_c');
  });

  it('pages newest first with a cursor until the end', async () => {
    for (let i = 0; i < 7; i++) captures.write(exchange(`cap_${i}`, DAY1 + i, { model: 'm' }));
    await captures.flush();
    const seen: string[] = [];
    let before: { startedAt: number; id: string } | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const page = await captures.history({ limit: 3, ...(before ? { before } : {}) });
      seen.push(...page.exchanges.map((e) => e.id));
      if (!page.next) break;
      const [at, id] = page.next.split(':');
      before = { startedAt: Number(at), id: id! };
    }
    expect(seen).toEqual(['cap_6', 'cap_5', 'cap_4', 'cap_3', 'cap_2', 'cap_1', 'cap_0']);
  });

  it('never writes a key, an auth header or a cookie', async () => {
    captures.write(exchange('cap_s', DAY1, { model: 'm' }));
    await captures.flush();
    const row = await store.db.selectFrom('captures').select('body').executeTakeFirstOrThrow();
    expect(row.body).not.toContain('sk-live-abcdefghijklmnop');
    expect(row.body).not.toContain('sk-query-secret-123456');
    expect(row.body).not.toContain('opaque-cookie-value');
  });

  it('keeps spans received over OTLP and clears captures', async () => {
    captures.writeOtlp('span', [{ traceId: 'a'.repeat(32), body: { name: 'chat gpt-4.1' } }]);
    captures.write(exchange('cap_x', DAY1, { model: 'm' }));
    await captures.flush();
    expect(await store.db.selectFrom('otlp_records').select(['kind', 'trace_id']).execute()).toEqual([
      { kind: 'span', trace_id: 'a'.repeat(32) },
    ]);
    await captures.clear();
    expect(await captures.days()).toEqual([]);
  });
});
