// The exports and the list by day page through the store: everything it keeps is exported, not only the log's live window.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { Exchange } from '@loopscope/wire/exchange';
import { createMockApi } from '@loopscope/mock-api';
import { CaptureLog } from '../capture/capture-log.ts';
import { mountCapture } from '../capture/routes.ts';
import { attachStore, type ServerStore } from './server-store.ts';
import { toOtlpJson } from '@loopscope/payloads/traces/otlp-export';

const DAY1 = Date.UTC(2026, 10, 2, 9);
const DAY2 = Date.UTC(2026, 10, 3, 9);

function exchange(id: string, startedAt: number, word: string): Exchange {
  return {
    id,
    step: 1,
    attempt: 0,
    method: 'POST',
    url: 'https://api.example.test/v1/chat/completions',
    requestHeaders: { 'content-type': 'application/json', authorization: 'Bearer sk-live-abcdefghijklmnop' },
    requestBody: JSON.stringify({ model: 'gpt-4.1', messages: [{ role: 'user', content: word }] }),
    status: 200,
    responseHeaders: { 'content-type': 'application/json' },
    responseBody: JSON.stringify({ id: `chatcmpl-${id}`, object: 'chat.completion', choices: [] }),
    streamed: false,
    events: [],
    startedAt,
    durationMs: 5,
    state: 'done',
    error: null,
  };
}

describe('exports through the store', () => {
  let attached: ServerStore;
  let app: Hono;
  let log: CaptureLog;
  beforeEach(async () => {
    // A live window of 3: the store holds more than the log.
    log = new CaptureLog({ exchanges: 3 });
    attached = await attachStore(':memory:', { api: createMockApi(), log, warn: () => {} });
    app = new Hono();
    mountCapture(app, {
      upstream: 'https://api.example.test/v1',
      fetch: async () => new Response(null, { status: 500 }),
      log,
      history: () => attached.captures,
    });
    for (let i = 0; i < 7; i++) log.record(exchange(`cap_${i}`, (i < 4 ? DAY1 : DAY2) + i, `word-${i}`));
  });
  afterEach(() => attached.close());

  const ids = (text: string) => [...text.matchAll(/word-(\d)/g)].map((m) => Number(m[1]));

  it('exports every stored exchange, oldest first, beyond the log window, and a day of them', async () => {
    expect(log.list()).toHaveLength(3);
    const jsonl = await (await app.request('/api/capture/export.jsonl')).text();
    expect(ids(jsonl)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(jsonl).not.toContain('sk-live-abcdefghijklmnop');
    const har = (await (await app.request('/api/capture/export.har?day=2026-11-02')).json()) as {
      log: { entries: unknown[] };
    };
    expect(har.log.entries).toHaveLength(4);
    const cassette = (await (await app.request('/api/capture/export.cassette.json')).json()) as {
      entries: { requestBody: string }[];
    };
    expect(cassette.entries.map((e) => ids(e.requestBody)[0])).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('lists the live window without a day and the whole stored day with one', async () => {
    const window = (await (await app.request('/api/capture/exchanges')).json()) as { exchanges: Exchange[] };
    expect(window.exchanges.map((e) => e.id)).toEqual(['cap_4', 'cap_5', 'cap_6']);
    const day = (await (await app.request('/api/capture/exchanges?day=2026-11-02')).json()) as {
      exchanges: Exchange[];
    };
    expect(day.exchanges.map((e) => e.id)).toEqual(['cap_0', 'cap_1', 'cap_2', 'cap_3']);
    expect((await app.request('/api/capture/export.jsonl?day=yesterday')).status).toBe(400);
  });

  it('pages more than one page of the store in order', async () => {
    for (let i = 7; i < 20; i++) log.record(exchange(`cap_${String(i).padStart(2, '0')}`, DAY2 + i, `w${i}`));
    await log.persisted();
    const seen: string[] = [];
    for await (const e of attached.captures.exchanges({}, 4)) seen.push(e.id);
    expect(seen).toHaveLength(20);
    expect(seen.slice(0, 3)).toEqual(['cap_0', 'cap_1', 'cap_2']);
    expect(seen.at(-1)).toBe('cap_19');
  });

  it('exports every stored model call as OTLP spans, beyond the log window, with a tool answered 100 calls later still joined to its call', async () => {
    // A call that asks for a tool, 100 unrelated calls, then the call that answers it: the whole store is in the export.
    const asks: Exchange = {
      ...exchange('cap_100', DAY2 + 100, 'asks'),
      responseBody: JSON.stringify({
        id: 'chatcmpl-asks',
        object: 'chat.completion',
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: null,
              tool_calls: [{ id: 'call_far', type: 'function', function: { name: 'lookup', arguments: '{}' } }],
            },
            finish_reason: 'tool_calls',
          },
        ],
      }),
    };
    log.record(asks);
    for (let i = 101; i < 201; i++) log.record(exchange(`cap_${i}`, DAY2 + i, `filler-${i}`));
    const answers: Exchange = {
      ...exchange('cap_201', DAY2 + 201, 'answers'),
      requestBody: JSON.stringify({
        model: 'gpt-4.1',
        messages: [
          { role: 'user', content: 'q' },
          { role: 'tool', tool_call_id: 'call_far', content: 'found it far away' },
        ],
      }),
    };
    log.record(answers);
    await log.persisted();
    const stored: Exchange[] = [];
    for await (const e of attached.captures.exchanges()) stored.push(e);
    expect(stored).toHaveLength(109);
    expect(log.list()).toHaveLength(3);

    const otlp = (await (await app.request('/api/capture/export.otlp.json')).json()) as {
      resourceSpans: {
        scopeSpans: { spans: { name: string; attributes: { key: string; value: { stringValue?: string } }[] }[] }[];
      }[];
    };
    const spans = otlp.resourceSpans[0]!.scopeSpans[0]!.spans;
    // One span per stored call and one for the tool run, whose result came from the call 101 places later.
    expect(spans).toHaveLength(110);
    const tool = spans.find((s) => s.name === 'execute_tool lookup')!;
    expect(tool.attributes.find((a) => a.key === 'gen_ai.tool.call.result')?.value.stringValue).toBe(
      'found it far away',
    );
    // The same document the in-memory export makes of the same exchanges.
    expect(otlp).toEqual(toOtlpJson(stored));
    const day = (await (await app.request('/api/capture/export.otlp.json?day=2026-11-02')).json()) as typeof otlp;
    expect(day.resourceSpans[0]!.scopeSpans[0]!.spans).toHaveLength(4);
    expect((await app.request('/api/capture/export.otlp.json?day=yesterday')).status).toBe(400);
  });
});
