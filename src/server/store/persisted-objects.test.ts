// The mock's stored objects through the store: each kind written before its answer and served by a fresh mock (a restart) from the same database.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import OpenAI, { toFile } from 'openai';
import { MOCK_MCP_URL, createMockApi } from '@loopscope/mock-api';
import { openStore, type Store } from './backends.ts';
import { attachStore, type ServerStore } from './server-store.ts';
import { CaptureLog } from '../capture/capture-log.ts';

const KEY = 'sk-persisted-key-0123456789';

/** A mock on the store, as the server mounts it, and an SDK client of it. */
async function mockOn(location: string) {
  const api = createMockApi();
  const attached = await attachStore(location, { api, log: new CaptureLog(), warn: () => {} });
  const client = new OpenAI({
    apiKey: KEY,
    baseURL: 'http://mock.test/v1',
    maxRetries: 0,
    fetch: (input, init) => attached.persistedFetch(new Request(input as string, init), api.fetch),
  });
  return { api, attached, client };
}

describe('PersistedObjects on SQLite', () => {
  let dir: string;
  let first: { api: ReturnType<typeof createMockApi>; attached: ServerStore; client: OpenAI };
  beforeEach(async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    dir = mkdtempSync(`${tmpdir()}/loopscope-objects-`);
    first = await mockOn(`${dir}/store.db`);
  });
  afterEach(async () => {
    const { rmSync } = await import('node:fs');
    rmSync(dir, { recursive: true, force: true });
  });

  /** The first mock is closed and a new one opens the same file: only the store carries anything across. */
  async function restart() {
    await first.attached.close();
    return mockOn(`${dir}/store.db`);
  }

  it('serves a stored response after a restart and continues its chain', async () => {
    const response = await first.client.responses.create({ model: 'gpt-5.5', input: 'Remember the word marmalade.' });
    const second = await restart();
    expect((await second.client.responses.retrieve(response.id)).id).toBe(response.id);
    const next = await second.client.responses.create({
      model: 'gpt-5.5',
      input: 'What was the word?',
      previous_response_id: response.id,
    });
    const items = await second.client.responses.inputItems.list(next.id);
    expect(next.id).not.toBe(response.id);
    expect(items.data.length).toBeGreaterThan(0);
    await second.attached.close();
  });

  it('keeps conversations with their items, chat completions, assistants, threads with messages and runs, files and vector stores', async () => {
    const c = first.client;
    const conversation = await c.conversations.create({
      items: [{ type: 'message', role: 'user', content: 'first item' }],
    });
    const completion = await c.chat.completions.create({
      model: 'gpt-5.5',
      messages: [{ role: 'user', content: 'kept?' }],
      store: true,
    });
    const assistant = await c.beta.assistants.create({ model: 'gpt-5.5', name: 'Keeper' });
    const thread = await c.beta.threads.create({ messages: [{ role: 'user', content: 'thread message' }] });
    const run = await c.beta.threads.runs.create(thread.id, { assistant_id: assistant.id });
    const file = await c.files.create({
      file: await toFile(Buffer.from('the capital of Freedonia is Fredville'), 'facts.txt'),
      purpose: 'assistants',
    });
    const vectorStore = await c.vectorStores.create({ name: 'facts', file_ids: [file.id] });
    const second = await restart();
    const d = second.client;
    expect((await d.conversations.items.list(conversation.id)).data).toHaveLength(1);
    expect((await d.chat.completions.retrieve(completion.id)).id).toBe(completion.id);
    expect((await d.beta.assistants.retrieve(assistant.id)).name).toBe('Keeper');
    expect(
      (await d.beta.threads.messages.list(thread.id)).data.some((m) =>
        JSON.stringify(m.content).includes('thread message'),
      ),
    ).toBe(true);
    expect((await d.beta.threads.runs.retrieve(run.id, { thread_id: thread.id })).id).toBe(run.id);
    expect((await d.files.retrieve(file.id)).filename).toBe('facts.txt');
    expect((await d.vectorStores.files.list(vectorStore.id)).data.map((f) => f.id)).toEqual([file.id]);
    // New objects after the restart never take an old one's id.
    const another = await d.beta.assistants.create({ model: 'gpt-5.5', name: 'Second' });
    expect(another.id).not.toBe(assistant.id);
    expect((await d.beta.assistants.retrieve(assistant.id)).name).toBe('Keeper');
    await second.attached.close();
  });

  it('keeps a vector store’s file batches: retrieved, their files listed and cancelled after a restart', async () => {
    const c = first.client;
    const upload = async (text: string, name: string) =>
      c.files.create({ file: await toFile(Buffer.from(text), name), purpose: 'assistants' });
    const a = await upload('alpha facts', 'a.txt');
    const b = await upload('beta facts', 'b.txt');
    const store = await c.vectorStores.create({ name: 'batched' });
    const batch = await c.vectorStores.fileBatches.create(store.id, { file_ids: [a.id, b.id] });
    const second = await restart();
    const d = second.client;
    const kept = await d.vectorStores.fileBatches.retrieve(batch.id, { vector_store_id: store.id });
    expect(kept).toMatchObject({ id: batch.id, vector_store_id: store.id, status: 'completed' });
    expect(kept.file_counts.total).toBe(2);
    const files = await d.vectorStores.fileBatches.listFiles(batch.id, { vector_store_id: store.id });
    expect(files.data.map((f) => f.id).sort()).toEqual([a.id, b.id].sort());
    // A finished batch cancelled after the restart is still found, and stays finished.
    expect((await d.vectorStores.fileBatches.cancel(batch.id, { vector_store_id: store.id })).status).toBe('completed');
    await second.attached.close();
  });

  it('after a restart still refuses a stored call replayed without the reasoning item before it', async () => {
    const tool = {
      type: 'function' as const,
      name: 'get_weather',
      parameters: {
        type: 'object',
        properties: { city: { type: 'string' } },
        required: ['city'],
        additionalProperties: false,
      },
      strict: true,
    };
    const user = { role: 'user' as const, content: 'Weather in Berlin?' };
    const first_ = await first.client.responses.create({ model: 'gpt-5.4-mini', input: [user], tools: [tool] });
    const reasoning = first_.output.find((i) => i.type === 'reasoning')!;
    const call = first_.output.find((i) => i.type === 'function_call')!;
    expect(reasoning).toBeDefined();
    const second = await restart();
    const replay = [
      user,
      ...first_.output.filter((i) => i.type !== 'reasoning'),
      { type: 'function_call_output' as const, call_id: call.call_id, output: '{"temperature":18}' },
    ];
    await expect(
      second.client.responses.create({ model: 'gpt-5.4-mini', input: replay as never, tools: [tool] }),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining(
        `Item '${call.id}' of type 'function_call' was provided without its required 'reasoning' item: '${reasoning.id}'.`,
      ),
    });
    await second.attached.close();
  });

  it('after a restart runs the call of an MCP approval request issued before it, once', async () => {
    const tools = [
      { type: 'mcp' as const, server_label: 'weather', server_url: MOCK_MCP_URL, require_approval: 'always' as const },
    ];
    const asked = await first.client.responses.create({
      model: 'gpt-5.5',
      input: 'What is the weather in Berlin?',
      tools,
    });
    const request = asked.output.find((i) => i.type === 'mcp_approval_request')!;
    expect(request).toBeDefined();
    const second = await restart();
    const approve = [{ type: 'mcp_approval_response' as const, approval_request_id: request.id, approve: true }];
    const ran = await second.client.responses.create({
      model: 'gpt-5.5',
      tools,
      previous_response_id: asked.id,
      input: approve,
    });
    expect(ran.output.find((i) => i.type === 'mcp_call')).toMatchObject({
      approval_request_id: request.id,
      status: 'completed',
    });
    // Answered again from the first response after one more restart: the call is not run a second time.
    const third = await (async () => {
      await second.attached.close();
      return mockOn(`${dir}/store.db`);
    })();
    const again = await third.client.responses.create({
      model: 'gpt-5.5',
      tools,
      previous_response_id: asked.id,
      input: approve,
    });
    expect(again.output.filter((i) => i.type === 'mcp_call')).toEqual([]);
    await third.attached.close();
  });

  it('keeps where polls moved a background response: after a restart it is as completed as the last poll said', async () => {
    const created = await first.client.responses.create({
      model: 'gpt-5.5',
      input: 'Tell me a joke',
      background: true,
    });
    expect(created.status).toBe('queued');
    let polled = created;
    for (let polls = 0; polled.status !== 'completed' && polls < 10; polls++)
      polled = await first.client.responses.retrieve(created.id);
    expect(polled.status).toBe('completed');
    const second = await restart();
    const after = await second.client.responses.retrieve(created.id);
    expect([after.status, after.output_text]).toEqual(['completed', polled.output_text]);
    await second.attached.close();
  });

  it('forgets a deleted object for good, and a deleted message of a kept thread', async () => {
    const c = first.client;
    const assistant = await c.beta.assistants.create({ model: 'gpt-5.5' });
    const thread = await c.beta.threads.create({
      messages: [
        { role: 'user', content: 'keep' },
        { role: 'user', content: 'drop' },
      ],
    });
    const messages = (await c.beta.threads.messages.list(thread.id)).data;
    const drop = messages.find((m) => JSON.stringify(m.content).includes('drop'))!;
    await c.beta.threads.messages.delete(drop.id, { thread_id: thread.id });
    await c.beta.assistants.delete(assistant.id);
    const second = await restart();
    await expect(second.client.beta.assistants.retrieve(assistant.id)).rejects.toMatchObject({ status: 404 });
    const left = (await second.client.beta.threads.messages.list(thread.id)).data;
    expect(left.map((m) => m.id)).not.toContain(drop.id);
    expect(left).toHaveLength(1);
    await second.attached.close();
  });

  it("keeps a chat completion the fast lane's answerer stored, written before its answer; a plain one writes nothing", async () => {
    const chat = first.attached.persistedChat(first.api.answerChat);
    const head = { headers: new Headers({ authorization: `Bearer ${KEY}`, 'content-type': 'application/json' }) };
    const ask = (extra: Record<string, unknown>) => async () =>
      JSON.stringify({ model: 'gpt-4o', messages: [{ role: 'user', content: 'lane' }], ...extra });
    const plain = await chat(head, ask({}));
    expect(plain).not.toBeInstanceOf(Response);
    expect(await first.attached.store.db.selectFrom('mock_objects').select('id').execute()).toHaveLength(0);
    const answer = await chat(head, ask({ store: true }));
    if (answer instanceof Response) throw new Error(`expected a plain completion, got ${answer.status}`);
    const { id } = JSON.parse(answer.json) as { id: string };
    // Written when the answer is given, before any close could flush it.
    const rows = await first.attached.store.db.selectFrom('mock_objects').select('id').execute();
    expect(rows.map((row) => row.id)).toContain(id);
    const second = await restart();
    expect((await second.client.chat.completions.retrieve(id)).id).toBe(id);
    await second.attached.close();
  });

  it("writes a stored response's input once, and after a restart its chain still carries that input", async () => {
    const first_ = await first.client.responses.create({ model: 'gpt-5.5', input: 'The word is quince-marker.' });
    const rows = await first.attached.store.db
      .selectFrom('mock_objects')
      .select('body')
      .where('id', '=', first_.id)
      .execute();
    // The input item (its id) appears once in the row: not again in the context the chain stands for.
    const inputId = (JSON.parse(rows[0]!.body) as { input: { id: string }[] }).input[0]!.id;
    expect(rows[0]!.body.split(inputId).length - 1).toBe(1);
    const second = await restart();
    const next = await second.client.responses.create({
      model: 'gpt-5.5',
      input: 'And again?',
      previous_response_id: first_.id,
    });
    // The chain's input tokens count the first request's input again: it was restored into the context.
    expect(next.usage!.input_tokens).toBeGreaterThan(first_.usage!.input_tokens);
    expect(JSON.stringify((await second.client.responses.inputItems.list(first_.id)).data)).toContain('quince-marker');
    await second.attached.close();
  });

  it("writes a stored response with its answer's text as sent, and a retrieve after a restart answers the same response", async () => {
    const answer = await first.attached.persistedFetch(
      new Request('http://mock.test/v1/responses', {
        method: 'POST',
        headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'gpt-4o', input: 'Say it once.' }),
      }),
      first.api.fetch,
    );
    const text = await answer.text();
    const { id } = JSON.parse(text) as { id: string };
    const [row] = await first.attached.store.db
      .selectFrom('mock_objects')
      .select('body')
      .where('id', '=', id)
      .execute();
    expect(row!.body).toContain(text);
    const second = await restart();
    const retrieved = await second.attached.persistedFetch(
      new Request(`http://mock.test/v1/responses/${id}`, { headers: { authorization: `Bearer ${KEY}` } }),
      second.api.fetch,
    );
    expect(await retrieved.json()).toEqual(JSON.parse(text));
    await second.attached.close();
  });

  it("writes the key's version row once on SQLite (nothing else writes its objects), and a restart still finds them", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await first.client.responses.create({ model: 'gpt-4o', input: `turn ${i}` })).id);
    const versions = await first.attached.store.db.selectFrom('key_versions').select('version').execute();
    // One row for the key and one for the id blocks (id-block.ts); the key's is written by its first commit only.
    expect(versions.map((row) => Number(row.version)).sort()).toEqual([1, 1]);
    const second = await restart();
    for (const id of ids) expect((await second.client.responses.retrieve(id)).id).toBe(id);
    await second.attached.close();
  });

  it('stores the key only as its hash', async () => {
    await first.client.responses.create({ model: 'gpt-5.5', input: 'hash me' });
    const rows = await first.attached.store.db.selectFrom('mock_objects').select(['key_hash', 'body']).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.body).not.toContain(KEY);
    }
    await first.attached.close();
  });

  it('keeps nothing on :memory:', async () => {
    const memory = await mockOn(':memory:');
    const store: Store = memory.attached.store;
    expect(store.persistent).toBe(false);
    await memory.attached.close();
    await first.attached.close();
  });
});

describe('openStore', () => {
  it('refuses a location it cannot open', async () => {
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(`${tmpdir()}/loopscope-refuse-`);
    // A file where a folder should be: the store's folder cannot be made.
    writeFileSync(`${dir}/not-a-folder`, '');
    await expect(openStore(`${dir}/not-a-folder/loopscope.db`)).rejects.toThrow(
      /^The store at .*not-a-folder\/loopscope\.db could not be opened: E(EXIST|NOTDIR)/,
    );
    rmSync(dir, { recursive: true, force: true });
  });
});
