// The room all keys share: one key flooding new keys or uploads gets a 429 storage_full, and every other key keeps all its objects.
import { describe, expect, it } from 'vitest';
import { call, tickingMock } from './assistants/testing/assistants-harness.ts';
import { BASE_URL } from './testing/harness.ts';
import type { MockApi } from './types.ts';

const as = (key: string) => ({ authorization: `Bearer ${key}` });

async function upload(api: MockApi, key: string, text: string) {
  const form = new FormData();
  form.append('purpose', 'assistants');
  form.append('file', new Blob([text]), 'notes.txt');
  const res = await api.fetch(new Request(`${BASE_URL}/files`, { method: 'POST', headers: as(key), body: form }));
  // biome-ignore format: the eslint-disable-line comment must stay on the line it excuses
  return { status: res.status, headers: res.headers, json: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A learner's state of every kind: a stored response, a conversation, an assistant, a thread with a message, a file in a vector store. */
async function learnerState(api: MockApi, key: string) {
  const response = (
    await call(api, 'POST', '/responses', { model: 'gpt-4o', input: `hello from ${key}` }, as(key))
  ).json();
  const conversation = (
    await call(api, 'POST', '/conversations', { items: [{ type: 'message', role: 'user', content: 'hi' }] }, as(key))
  ).json();
  const assistant = (
    await call(api, 'POST', '/assistants', { model: 'gpt-4o', instructions: 'Be brief.' }, as(key))
  ).json();
  const thread = (
    await call(api, 'POST', '/threads', { messages: [{ role: 'user', content: 'What is 2 + 2?' }] }, as(key))
  ).json();
  const file = (await upload(api, key, `${key}'s notes: the capital of France is Paris.`)).json;
  const store = (await call(api, 'POST', '/vector_stores', { name: 'notes', file_ids: [file.id] }, as(key))).json();
  return { response, conversation, assistant, thread, file, store };
}

/** Every object of the learner still answers, with its content. */
async function expectIntact(api: MockApi, key: string, state: Awaited<ReturnType<typeof learnerState>>) {
  const get = (path: string) => call(api, 'GET', path, undefined, as(key));
  expect((await get(`/responses/${state.response.id}`)).status).toBe(200);
  expect((await get(`/responses/${state.response.id}/input_items`)).json().data[0].content[0].text).toBe(
    `hello from ${key}`,
  );
  expect((await get(`/conversations/${state.conversation.id}/items`)).json().data).toHaveLength(1);
  expect((await get(`/assistants/${state.assistant.id}`)).json().instructions).toBe('Be brief.');
  expect((await get(`/threads/${state.thread.id}/messages`)).json().data[0].content[0].text.value).toBe(
    'What is 2 + 2?',
  );
  expect((await get(`/files/${state.file.id}/content`)).text).toBe(`${key}'s notes: the capital of France is Paris.`);
  expect((await get(`/vector_stores/${state.store.id}/files`)).json().data.map((f: { id: string }) => f.id)).toEqual([
    state.file.id,
  ]);
}

// biome-ignore format: the eslint-disable-line comment must stay on the line it excuses
function expectRoomRefusal(res: { status: number; headers: Headers; json: () => Record<string, any> } | { status: number; headers: Headers; json: Record<string, any> }) { // eslint-disable-line @typescript-eslint/no-explicit-any
  expect(res.status).toBe(429);
  // The SDK would retry a 429; only freed room helps, so the mock says not to.
  expect(res.headers.get('x-should-retry')).toBe('false');
  const body = typeof res.json === 'function' ? res.json() : res.json;
  expect(Object.keys(body.error).sort()).toEqual(['code', 'message', 'param', 'type']);
  expect(body.error.code).toBe('storage_full');
  return body.error.message as string;
}

describe('the room every key shares', () => {
  it('refuses a new key past maxKeys with a 429 storage_full, and never evicts another learner for it', async () => {
    const { api } = tickingMock({ storeLimits: { maxObjectsPerKey: 500, maxAgeMs: 86_400_000, maxKeys: 6 } });
    const mara = await learnerState(api, 'sk-mara');
    const bob = await learnerState(api, 'sk-bob');
    const statuses: number[] = [];
    let refusal = '';
    for (let i = 0; i < 25; i++) {
      const res = await call(api, 'POST', '/responses', { model: 'gpt-4o', input: 'flood' }, as(`sk-flood-${i}`));
      statuses.push(res.status);
      if (res.status !== 200) refusal = expectRoomRefusal(res);
      const file = await upload(api, `sk-flood-${i}`, 'flood');
      if (file.status !== 200) expectRoomRefusal(file);
    }
    // Four new keys fit beside the two learners; every later one is refused, and nothing of theirs is kept.
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(new Set(statuses.slice(4))).toEqual(new Set([429]));
    expect(refusal).toBe(
      "The Loopscope mock server already keeps objects for 6 API keys, its limit, so this response was not stored for a new key (no other key's objects were removed). Use the API key you stored objects with before, or ask whoever runs this Loopscope server to restart it.",
    );
    expect((await call(api, 'GET', '/files', undefined, as('sk-flood-10'))).json().data).toEqual([]);
    await expectIntact(api, 'sk-mara', mara);
    await expectIntact(api, 'sk-bob', bob);
    // A learner who already holds objects can still store more.
    expect(
      (await call(api, 'POST', '/responses', { model: 'gpt-4o', input: 'still here' }, as('sk-mara'))).status,
    ).toBe(200);
  });

  it('refuses uploads past the total budget with a 429 storage_full, and every other key keeps all its objects', async () => {
    const { api } = tickingMock({
      storeBudgets: { objectBytes: 64 * 1024, keyBytes: 160 * 1024, totalBytes: 600 * 1024 },
    });
    const mara = await learnerState(api, 'sk-mara');
    const bob = await learnerState(api, 'sk-bob');
    const seen = new Map<number, number>();
    let refusal = '';
    for (let k = 0; k < 8; k++) {
      const key = `sk-flood-${k}`;
      for (let i = 0; i < 4; i++) {
        const file = await upload(api, key, `${k}-${i} `.repeat(8_000));
        const res = await call(
          api,
          'POST',
          '/responses',
          { model: 'gpt-4o', input: `${k}-${i} `.repeat(6_000) },
          as(key),
        );
        const store = await call(
          api,
          'POST',
          '/vector_stores',
          { name: 'flood', file_ids: file.status === 200 ? [file.json.id] : [] },
          as(key),
        );
        for (const r of [file, res, store]) {
          seen.set(r.status, (seen.get(r.status) ?? 0) + 1);
          if (r.status === 429) refusal = expectRoomRefusal(r);
        }
      }
    }
    expect([...seen.keys()].sort()).toEqual([200, 429]);
    expect(refusal).toMatch(
      /^The Loopscope mock server's storage is full: all API keys together hold its 600 KB budget, so this (file|response|vector store) was not stored \(nothing you stored before was removed\)\. Delete stored objects you no longer need/,
    );
    await expectIntact(api, 'sk-mara', mara);
    await expectIntact(api, 'sk-bob', bob);
    // Deleting frees room: the flooder's own deletions let a learner store again.
    const blocked = await upload(api, 'sk-mara', 'a'.repeat(40_000));
    expect(blocked.status).toBe(429);
    for (const f of (await call(api, 'GET', '/files', undefined, as('sk-flood-0'))).json().data)
      await call(api, 'DELETE', `/files/${f.id}`, undefined, as('sk-flood-0'));
    expect((await upload(api, 'sk-mara', 'a'.repeat(40_000))).status).toBe(200);
  });

  it("sweeps every key's expired objects before refusing, so a room filled by keys nobody uses frees itself", async () => {
    const { api, clock } = tickingMock({
      storeLimits: { maxObjectsPerKey: 500, maxAgeMs: 3_600_000, maxKeys: 2 },
      storeBudgets: { objectBytes: 64 * 1024, keyBytes: 64 * 1024, totalBytes: 100 * 1024 },
    });
    expect((await upload(api, 'sk-gone-1', 'a'.repeat(50_000))).status).toBe(200);
    expect(
      (await call(api, 'POST', '/responses', { model: 'gpt-4o', input: 'b'.repeat(40_000) }, as('sk-gone-2'))).status,
    ).toBe(200);
    expect((await upload(api, 'sk-learner', 'c'.repeat(30_000))).status).toBe(429);
    // Neither flooding key comes back; their objects expire all the same, and the room takes the learner.
    clock.advance(2 * 3_600_000);
    expect((await upload(api, 'sk-learner', 'c'.repeat(30_000))).status).toBe(200);
    expect((await call(api, 'POST', '/responses', { model: 'gpt-4o', input: 'hi' }, as('sk-learner-2'))).status).toBe(
      200,
    );
  });

  it("fails a run whose answer a full room refuses, with the refusal's sentence, and still answers its polls", async () => {
    const { api } = tickingMock({
      storeBudgets: { objectBytes: 64 * 1024, keyBytes: 200 * 1024, totalBytes: 200 * 1024 },
    });
    const assistant = (await call(api, 'POST', '/assistants', { model: 'gpt-4o', instructions: 'Be brief.' })).json();
    const thread = (await call(api, 'POST', '/threads', { messages: [{ role: 'user', content: 'hi there' }] })).json();
    const run = (await call(api, 'POST', `/threads/${thread.id}/runs`, { assistant_id: assistant.id })).json();
    // Another key fills the room to the last few hundred bytes while the run is queued.
    for (let i = 0; i < 400; i++) {
      const res = await call(
        api,
        'POST',
        '/assistants',
        { model: 'gpt-4o', instructions: 'x'.repeat(i < 3 ? 60_000 : 100) },
        as('sk-flood'),
      );
      if (res.status === 429) break;
    }
    let polled = (await call(api, 'GET', `/threads/${thread.id}/runs/${run.id}`)).json();
    for (let i = 0; i < 10 && polled.status !== 'failed'; i++)
      polled = (await call(api, 'GET', `/threads/${thread.id}/runs/${run.id}`)).json();
    expect(polled.status).toBe('failed');
    expect(polled.last_error.code).toBe('server_error');
    expect(polled.last_error.message).toMatch(/^The Loopscope mock server's storage is full/);
    expect((await call(api, 'GET', `/threads/${thread.id}/runs/${run.id}`)).status).toBe(200);
  });
});
