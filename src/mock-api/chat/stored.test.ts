// Stored Chat Completions (`store: true`) through the SDK: list, retrieve, update metadata, delete, and the stored input messages.
import { describe, expect, it } from 'vitest';
import { createMockApi } from '../index.ts';
import { sdkClient } from '../testing/harness.ts';
import { assertMatchesSpec } from '../testing/openapi.ts';

const mock = (storeBudgets = {}) =>
  sdkClient(createMockApi({ seed: 6, clock: () => 1_780_000_000_000, scenario: 'none', storeBudgets }));
const ask = (content: string, extra: Record<string, unknown> = {}) => ({
  model: 'gpt-4o',
  messages: [
    { role: 'system' as const, content: 'Be brief.' },
    { role: 'user' as const, content },
  ],
  store: true,
  ...extra,
});

describe('stored Chat Completions', () => {
  it('store: true keeps the completion: list, retrieve and its input messages, in the spec’s shapes', async () => {
    const { client, exchanges } = mock();
    const first = await client.chat.completions.create(ask('Say hello.', { metadata: { topic: 'greeting' } }));
    const second = await client.chat.completions.create(ask('Say goodbye.'));
    await client.chat.completions.create({ ...ask('Not kept.'), store: false });

    const listed = await client.chat.completions.list();
    expect(listed.data.map((c) => c.id)).toEqual([first.id, second.id]);
    assertMatchesSpec('ChatCompletionList', JSON.parse(exchanges.at(-1)!.responseBody));
    const one = await client.chat.completions.retrieve(first.id);
    expect(one.choices[0]!.message.content).toBe(first.choices[0]!.message.content);
    expect((one as unknown as { metadata: unknown }).metadata).toEqual({ topic: 'greeting' });
    assertMatchesSpec('CreateChatCompletionResponse', JSON.parse(exchanges.at(-1)!.responseBody));

    const messages = await client.chat.completions.messages.list(first.id);
    expect(messages.data.map((m) => [m.id, m.role, m.content])).toEqual([
      [`${first.id}-0`, 'system', 'Be brief.'],
      [`${first.id}-1`, 'user', 'Say hello.'],
    ]);
    // The spec types each item as a response message (role "assistant" only), yet its own example lists the user's
    // message, as the API does: the envelope is checked against the spec, the items against the SDK's type above.
    assertMatchesSpec('ChatCompletionMessageList', { ...JSON.parse(exchanges.at(-1)!.responseBody), data: [] });
  });

  it('filters by metadata and model, pages with after/limit, and orders newest first on request', async () => {
    const { client } = mock();
    const a = await client.chat.completions.create(ask('One.', { metadata: { run: 'a' } }));
    const b = await client.chat.completions.create(ask('Two.', { metadata: { run: 'b' } }));
    const c = await client.chat.completions.create(ask('Three.', { model: 'gpt-4o-mini' }));
    expect((await client.chat.completions.list({ metadata: { run: 'b' } })).data.map((x) => x.id)).toEqual([b.id]);
    expect((await client.chat.completions.list({ model: 'gpt-4o-mini' })).data.map((x) => x.id)).toEqual([c.id]);
    expect((await client.chat.completions.list({ order: 'desc' })).data.map((x) => x.id)).toEqual([c.id, b.id, a.id]);
    const page = await client.chat.completions.list({ limit: 1, after: a.id });
    expect([page.data.map((x) => x.id), page.has_more]).toEqual([[b.id], true]);
  });

  it('update sets metadata; delete removes it, and then it is a 404', async () => {
    const { client } = mock();
    const made = await client.chat.completions.create(ask('Say hello.'));
    const updated = await client.chat.completions.update(made.id, { metadata: { reviewed: 'yes' } });
    expect((updated as unknown as { metadata: unknown }).metadata).toEqual({ reviewed: 'yes' });
    expect(await client.chat.completions.delete(made.id)).toEqual({
      id: made.id,
      object: 'chat.completion.deleted',
      deleted: true,
    });
    await expect(client.chat.completions.retrieve(made.id)).rejects.toMatchObject({ status: 404 });
    await expect(client.chat.completions.messages.list(made.id)).rejects.toMatchObject({ status: 404 });
    await expect(client.chat.completions.update('chatcmpl-nowhere', { metadata: {} })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('a stream with store: true is kept too; another key sees nothing', async () => {
    const { client } = mock();
    const stream = await client.chat.completions.create({ ...ask('Say hello.'), stream: true });
    let id = '';
    for await (const chunk of stream) id = chunk.id;
    expect((await client.chat.completions.retrieve(id)).id).toBe(id);
    const other = sdkClient(createMockApi({ seed: 6, clock: () => 1_780_000_000_000 }), { apiKey: 'sk-other' }).client;
    expect((await other.chat.completions.list()).data).toEqual([]);
  });

  it('goes through the storage budget: an object over it is refused, a key over it loses its oldest', async () => {
    // Sizes as the heap holds them (held-bytes.ts): one of these completions weighs about 5 KB.
    const { client } = mock({ objectBytes: 10_000, keyBytes: 12_000 });
    await expect(client.chat.completions.create(ask('x'.repeat(12_000)))).rejects.toMatchObject({
      status: 400,
      code: 'object_too_large',
    });
    const old = await client.chat.completions.create(ask('y'.repeat(1_500)));
    await client.chat.completions.create(ask('z'.repeat(1_500)));
    await client.chat.completions.create(ask('w'.repeat(1_500)));
    await expect(client.chat.completions.retrieve(old.id)).rejects.toMatchObject({
      status: 404,
      message: expect.stringContaining('evicted'),
    });
  });
});
