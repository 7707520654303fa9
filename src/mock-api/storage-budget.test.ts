// The mock's stores are bounded in bytes (as the heap holds them) per object, per key and in total, say so when they
// evict, and answer a request without a key with the real 401.
import { describe, expect, it } from 'vitest';
import { call, tickingMock } from './assistants/testing/assistants-harness.ts';
import { post } from './testing/harness.ts';
import { sizeOf } from './storage-budget.ts';
import { SEED_004_WEATHER_ASSISTANT, SEED_004_WEATHER_QUESTION } from './scenarios/seed-004.ts';

const MB = 1024 * 1024;

/** Another learner: the same mock, another key. */
const as = (key: string) => ({ authorization: `Bearer ${key}` });

describe('byte budgets of the stored objects', () => {
  it('refuses a 7 MB message with a 400 that names the per-object budget, and stores nothing', async () => {
    const { api } = tickingMock();
    const thread = (await call(api, 'POST', '/threads', {})).json();
    const res = await call(api, 'POST', `/threads/${thread.id}/messages`, {
      role: 'user',
      content: 'x'.repeat(7 * MB),
    });
    expect(res.status).toBe(400);
    const error = res.json().error;
    expect(error.type).toBe('invalid_request_error');
    expect(error.code).toBe('object_too_large');
    expect(error.message).toMatch(/This message is 7 MB, over the mock's per-object storage budget of 4 MB/);
    expect((await call(api, 'GET', `/threads/${thread.id}/messages`)).json().data).toEqual([]);
  });

  it('refuses a Responses input and a conversation grown past the per-object budget', async () => {
    const { api } = tickingMock({ storeBudgets: { objectBytes: 20_000 } });
    const big = await post(
      api,
      { model: 'gpt-4o', input: 'y'.repeat(30_000) },
      { path: '/responses', headers: as('sk-big') },
    );
    expect(big.status).toBe(400);
    expect(big.json().error.message).toMatch(
      /^This response is \d+ KB, over the mock's per-object storage budget of 20 KB/,
    );
    const conversation = await post(
      api,
      { items: [{ type: 'message', role: 'user', content: 'hi' }] },
      { path: '/conversations', headers: as('sk-big') },
    );
    const grow = await post(
      api,
      { items: [{ type: 'message', role: 'user', content: 'z'.repeat(25_000) }] },
      { path: `/conversations/${conversation.json().id}/items`, headers: as('sk-big') },
    );
    expect(grow.status).toBe(400);
    expect(grow.json().error.message).toMatch(/^This conversation is \d+ KB/);
    const items = await api.fetch(
      new Request(`http://mock.loopscope.local/v1/conversations/${conversation.json().id}/items`, {
        headers: as('sk-big'),
      }),
    );
    expect(((await items.json()) as { data: unknown[] }).data).toHaveLength(1);
  });

  it('refuses tool outputs that would take a run over the per-object budget, and the run still waits for them', async () => {
    const mock = tickingMock();
    const assistant = await mock.client.beta.assistants.create(SEED_004_WEATHER_ASSISTANT);
    const thread = await mock.client.beta.threads.create({
      messages: [{ role: 'user', content: SEED_004_WEATHER_QUESTION }],
    });
    const run = await mock.client.beta.threads.runs.createAndPoll(thread.id, { assistant_id: assistant.id });
    expect(run.status).toBe('requires_action');
    const tool_outputs = run.required_action!.submit_tool_outputs.tool_calls.map((c) => ({
      tool_call_id: c.id,
      output: 'w'.repeat(5 * MB),
    }));
    const res = await call(mock.api, 'POST', `/threads/${thread.id}/runs/${run.id}/submit_tool_outputs`, {
      tool_outputs,
    });
    expect(res.status).toBe(400);
    expect(res.json().error.message).toMatch(
      /^This run is \d+(\.\d)? MB, over the mock's per-object storage budget of 4 MB/,
    );
    expect((await call(mock.api, 'GET', `/threads/${thread.id}/runs/${run.id}`)).json().status).toBe('requires_action');
  });

  it("evicts a key's oldest objects past its budget, keeps the thread in use, and says so when one is asked for", async () => {
    const { api } = tickingMock({ storeBudgets: { objectBytes: 10_000, keyBytes: 25 * 1024 } });
    const thread = (await call(api, 'POST', '/threads', {})).json();
    const ids: string[] = [];
    for (let i = 0; i < 4; i++)
      ids.push(
        (
          await call(api, 'POST', `/threads/${thread.id}/messages`, { role: 'user', content: `${i}`.repeat(8_000) })
        ).json().id,
      );
    // The thread is older than its messages, but adding one marks it as in use, so its oldest message goes instead.
    expect((await call(api, 'GET', `/threads/${thread.id}/messages/${ids.at(-1)}`)).status).toBe(200);
    const evicted = await call(api, 'GET', `/threads/${thread.id}/messages/${ids[0]}`);
    expect(evicted.status).toBe(404);
    expect(evicted.json().error.message).toBe(
      `No message found with id '${ids[0]}'. It was evicted because this API key's storage budget (25 KB) was reached; the mock drops a key's oldest objects first.`,
    );
    const never = await call(api, 'GET', `/threads/${thread.id}/messages/msg_neverexisted`);
    expect(never.json().error.message).toBe("No message found with id 'msg_neverexisted'.");
  });

  it("bounds a thread's messages in count, oldest first, and says so", async () => {
    const { api } = tickingMock({ storeLimits: { maxObjectsPerKey: 3, maxAgeMs: 3_600_000, maxKeys: 10 } });
    const thread = (await call(api, 'POST', '/threads', {})).json();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(
        (await call(api, 'POST', `/threads/${thread.id}/messages`, { role: 'user', content: `m${i}` })).json().id,
      );
    const listed = (await call(api, 'GET', `/threads/${thread.id}/messages?order=asc`))
      .json()
      .data.map((m: { id: string }) => m.id);
    expect(listed).toEqual(ids.slice(2));
    const gone = await call(api, 'GET', `/threads/${thread.id}/messages/${ids[0]}`);
    expect(gone.status).toBe(404);
    expect(gone.json().error.message).toMatch(
      /It was evicted because this API key reached the mock's limit of 3 stored objects/,
    );
  });

  it('says when a stored response or conversation was evicted, unlike one that never existed', async () => {
    const { api } = tickingMock({ storeBudgets: { objectBytes: 10_000, keyBytes: 15_000 } });
    const first = (
      await post(api, { model: 'gpt-4o', input: 'a'.repeat(6_000) }, { path: '/responses', headers: as('sk-r') })
    ).json();
    await post(api, { model: 'gpt-4o', input: 'b'.repeat(6_000) }, { path: '/responses', headers: as('sk-r') });
    await post(api, { model: 'gpt-4o', input: 'c'.repeat(6_000) }, { path: '/responses', headers: as('sk-r') });
    const get = (id: string) =>
      api.fetch(new Request(`http://mock.loopscope.local/v1/responses/${id}`, { headers: as('sk-r') }));
    const evicted = await get(first.id);
    expect(evicted.status).toBe(404);
    expect(((await evicted.json()) as { error: { message: string } }).error.message).toMatch(
      new RegExp(`^Response with id '${first.id}' not found\\. It was evicted because this API key's storage budget`),
    );
    const chained = await post(
      api,
      { model: 'gpt-4o', input: 'next', previous_response_id: first.id },
      { path: '/responses', headers: as('sk-r') },
    );
    expect(chained.json().error.message).toMatch(/^Previous response with id '.*' not found\. It was evicted/);
    expect(((await (await get('resp_never')).json()) as { error: { message: string } }).error.message).toBe(
      "Response with id 'resp_never' not found.",
    );
  });

  it('lets each stored response and conversation expire at its own age, though reads in between found nothing to expire', async () => {
    const { api, clock } = tickingMock({ storeLimits: { maxObjectsPerKey: 500, maxAgeMs: 3_600_000, maxKeys: 10 } });
    const h = as('sk-age');
    const first = (await post(api, { model: 'gpt-4o', input: 'first' }, { path: '/responses', headers: h })).json();
    clock.advance(30 * 60_000);
    const conversation = (await call(api, 'POST', '/conversations', {}, h)).json();
    const second = (await post(api, { model: 'gpt-4o', input: 'second' }, { path: '/responses', headers: h })).json();
    const status = async (path: string) => (await call(api, 'GET', path, undefined, h)).status;
    clock.advance(20 * 60_000);
    expect([
      await status(`/responses/${first.id}`),
      await status(`/responses/${second.id}`),
      await status(`/conversations/${conversation.id}`),
    ]).toEqual([200, 200, 200]);
    clock.advance(15 * 60_000);
    const expired = await call(api, 'GET', `/responses/${first.id}`, undefined, h);
    expect(expired.status).toBe(404);
    expect(expired.json().error.message).toMatch(/It expired: the mock keeps stored objects for 1 hours\.$/);
    expect([await status(`/responses/${second.id}`), await status(`/conversations/${conversation.id}`)]).toEqual([
      200, 200,
    ]);
    clock.advance(30 * 60_000);
    expect([await status(`/responses/${second.id}`), await status(`/conversations/${conversation.id}`)]).toEqual([
      404, 404,
    ]);
  });

  it('refuses new bytes past the total budget with a 429 and evicts no other key, however idle', async () => {
    const { api } = tickingMock({ storeBudgets: { objectBytes: 12_000, keyBytes: 12 * 1024, totalBytes: 30 * 1024 } });
    const keep = (key: string) =>
      call(api, 'POST', '/assistants', { model: 'gpt-4o', instructions: 'i'.repeat(9_000) }, as(key));
    const idle = (await keep('sk-idle')).json();
    await keep('sk-active');
    await keep('sk-third');
    const refused = await keep('sk-fourth');
    expect(refused.status).toBe(429);
    expect(refused.json().error.code).toBe('storage_full');
    expect(refused.json().error.message).toMatch(
      /^The Loopscope mock server's storage is full: all API keys together hold its 30 KB budget, so this assistant was not stored/,
    );
    expect((await call(api, 'GET', `/assistants/${idle.id}`, undefined, as('sk-idle'))).status).toBe(200);
    // A key at its own budget still makes room for its own new objects from its own oldest.
    const first = (await keep('sk-active')).json();
    expect((await keep('sk-active')).status).toBe(200);
    const gone = await call(api, 'GET', `/assistants/${first.id}`, undefined, as('sk-active'));
    expect(gone.status).toBe(404);
    expect(gone.json().error.message).toMatch(
      /It was evicted because this API key's storage budget \(12 KB\) was reached/,
    );
  });

  it("charges a chained response for the context it keeps alive, so the key's own oldest make way for it", async () => {
    const { api } = tickingMock({ storeBudgets: { objectBytes: 100 * 1024, keyBytes: 100 * 1024 } });
    const respond = (input: string, previous?: string) =>
      post(
        api,
        { model: 'gpt-4o', input, ...(previous ? { previous_response_id: previous } : {}) },
        { path: '/responses', headers: as('sk-chain') },
      );
    const first = (await respond('a'.repeat(60_000))).json();
    // The second holds the first's 60 KB input in its context: together they are over the key's 100 KB.
    const second = (await respond('next', first.id)).json();
    const get = (id: string) =>
      api.fetch(new Request(`http://mock.loopscope.local/v1/responses/${id}`, { headers: as('sk-chain') }));
    const evicted = await get(first.id);
    expect(evicted.status).toBe(404);
    expect(((await evicted.json()) as { error: { message: string } }).error.message).toMatch(
      /It was evicted because this API key's storage budget \(100 KB\) was reached/,
    );
    expect((await get(second.id)).status).toBe(200);
    // The chain goes on from the second response, whose context still holds the first input.
    expect((await respond('and again', second.id)).status).toBe(200);
  });

  it('weighs a value as the heap holds it: text outside Latin-1 at two bytes a character, small items at several times their JSON', () => {
    expect(sizeOf('中'.repeat(10_000))).toBeGreaterThanOrEqual(20_000);
    expect(sizeOf('a'.repeat(10_000))).toBeLessThan(10_100);
    const items = Array.from({ length: 1000 }, (_, i) => ({
      type: 'message',
      role: 'user',
      content: `m${i}`,
      id: `msg_${'0'.repeat(48)}${i}`,
    }));
    expect(sizeOf(items)).toBeGreaterThan(3 * JSON.stringify(items).length);
    // Nesting deeper than the call stack is weighed, not a crash.
    let deep: unknown[] = [];
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(sizeOf(deep)).toBeGreaterThan(200_000);
  });

  it("keeps every learner's state through a flood of requests with new keys", async () => {
    const { api } = tickingMock();
    const assistant = (await call(api, 'POST', '/assistants', { model: 'gpt-4o' }, as('sk-learner'))).json();
    const response = (
      await post(api, { model: 'gpt-4o', input: 'hello' }, { path: '/responses', headers: as('sk-learner') })
    ).json();
    for (let i = 0; i < 300; i++) {
      await call(api, 'GET', '/assistants', undefined, as(`sk-flood-${i}`));
      await api.fetch(
        new Request(`http://mock.loopscope.local/v1/responses/resp_${i}`, { headers: as(`sk-flood-${i}`) }),
      );
    }
    expect((await call(api, 'GET', `/assistants/${assistant.id}`, undefined, as('sk-learner'))).status).toBe(200);
    const again = await api.fetch(
      new Request(`http://mock.loopscope.local/v1/responses/${response.id}`, { headers: as('sk-learner') }),
    );
    expect(again.status).toBe(200);
  });

  it('answers every style without a key with the real missing-key 401, so no anonymous store exists', async () => {
    const { api } = tickingMock();
    const none = await call(api, 'GET', '/assistants', undefined, { authorization: '' });
    expect(none.status).toBe(401);
    expect(none.json().error.message).toMatch(/^You didn't provide an API key\./);
    const responses = await post(
      api,
      { model: 'gpt-4o', input: 'hi' },
      { path: '/responses', headers: { authorization: '' } },
    );
    expect(responses.status).toBe(401);
  });
});
