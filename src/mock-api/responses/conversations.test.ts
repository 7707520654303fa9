// Conversations and their items end to end through the official SDK, input_items pages, and the create options the weather loop does not use.
import { describe, expect, it } from 'vitest';
import type { ResponseInputItem } from 'openai/resources/responses/responses';
import { createMockApi } from '../index.ts';
import { post, sdkClient } from '../testing/harness.ts';
import { assertMatchesSpec } from '../testing/openapi.ts';

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
const user = (text: string): ResponseInputItem => ({ role: 'user', content: text });

function setup() {
  const api = createMockApi({ seed: 1, clock: () => 1_780_000_000_000 });
  return { api, ...sdkClient(api) };
}

describe('conversations and their items', () => {
  it('create with items, retrieve, update metadata, delete: every body is the spec’s shape', async () => {
    const { client, exchanges } = setup();
    const conversation = await client.conversations.create({
      metadata: { topic: 'weather' },
      items: [user('Weather in Berlin?')],
    });
    expect(conversation.metadata).toEqual({ topic: 'weather' });
    expect((await client.conversations.retrieve(conversation.id)).id).toBe(conversation.id);
    const updated = await client.conversations.update(conversation.id, { metadata: { topic: 'travel' } });
    expect(updated.metadata).toEqual({ topic: 'travel' });
    expect((await client.conversations.retrieve(conversation.id)).metadata).toEqual({ topic: 'travel' });
    const deleted = await client.conversations.delete(conversation.id);
    expect(deleted).toMatchObject({ id: conversation.id, object: 'conversation.deleted', deleted: true });
    await expect(client.conversations.retrieve(conversation.id)).rejects.toMatchObject({
      status: 404,
      error: { message: `Conversation with id '${conversation.id}' not found.` },
    });

    const bodies = exchanges.filter((e) => e.status === 200).map((e) => JSON.parse(e.responseBody) as unknown);
    for (const body of bodies.slice(0, -1)) assertMatchesSpec('ConversationResource', body);
    assertMatchesSpec('DeletedConversationResource', bodies.at(-1));
  });

  it('items: add, list page by page with after, retrieve one, delete one', async () => {
    const { client, exchanges } = setup();
    const conversation = await client.conversations.create({ items: [user('one')] });
    const added = await client.conversations.items.create(conversation.id, {
      items: [user('two'), user('three'), user('four')],
    });
    assertMatchesSpec('ConversationItemList', JSON.parse(exchanges.at(-1)!.responseBody));
    expect(added.data).toHaveLength(3);

    const first = await client.conversations.items.list(conversation.id, { order: 'asc', limit: 2 });
    assertMatchesSpec('ConversationItemList', JSON.parse(exchanges.at(-1)!.responseBody));
    expect(first.data.map((i) => (i as { content: { text: string }[] }).content[0]!.text)).toEqual(['one', 'two']);
    expect(first.has_more).toBe(true);
    const second = await client.conversations.items.list(conversation.id, {
      order: 'asc',
      limit: 2,
      after: first.last_id!,
    });
    expect(second.data.map((i) => (i as { content: { text: string }[] }).content[0]!.text)).toEqual(['three', 'four']);
    expect(second.has_more).toBe(false);
    // Newest first unless asked otherwise, as upstream.
    const newest = await client.conversations.items.list(conversation.id, { limit: 1 });
    expect(newest.data[0]!.id).toBe(added.data.at(-1)!.id);

    const firstAdded = added.data[0]!.id!;
    const one = await client.conversations.items.retrieve(firstAdded, { conversation_id: conversation.id });
    assertMatchesSpec('ConversationItem', JSON.parse(exchanges.at(-1)!.responseBody));
    expect(one.id).toBe(firstAdded);
    const after = await client.conversations.items.delete(firstAdded, { conversation_id: conversation.id });
    assertMatchesSpec('ConversationResource', JSON.parse(exchanges.at(-1)!.responseBody));
    expect(after.id).toBe(conversation.id);
    await expect(
      client.conversations.items.retrieve(firstAdded, { conversation_id: conversation.id }),
    ).rejects.toMatchObject({ status: 404 });
    const rest = await client.conversations.items.list(conversation.id, { order: 'asc' });
    expect(rest.data.map((i) => (i as { content: { text: string }[] }).content[0]!.text)).toEqual([
      'one',
      'three',
      'four',
    ]);
  });

  it('a response in a conversation reads the items added by hand', async () => {
    const { client } = setup();
    const conversation = await client.conversations.create({ items: [user('Weather in Berlin?')] });
    const response = await client.responses.create({
      model: 'gpt-4o',
      conversation: conversation.id,
      input: [],
      tools: [tool],
    });
    expect(
      response.output
        .filter((i) => i.type === 'function_call')
        .map((c) => JSON.parse((c as { arguments: string }).arguments).city),
    ).toEqual(['Berlin']);
  });

  it('bad item bodies get clear errors, not 500s', async () => {
    const { api } = setup();
    const created = await post(api, {}, { path: '/conversations' });
    const id = created.json().id as string;
    const missing = await post(api, {}, { path: `/conversations/${id}/items` });
    expect(missing.status).toBe(400);
    expect(missing.json().error).toMatchObject({
      message: "Missing required parameter: 'items'.",
      param: 'items',
      code: 'missing_required_parameter',
    });
    const tooMany = await post(
      api,
      { items: Array.from({ length: 21 }, () => user('x')) },
      { path: `/conversations/${id}/items` },
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.json().error.code).toBe('array_above_max_length');
    const unknown = await post(api, { title: 'x' }, { path: '/conversations' });
    expect(unknown.json().error).toMatchObject({ message: "Unknown parameter: 'title'.", code: 'unknown_parameter' });
  });
});

describe('a response’s input items', () => {
  it('are listed page by page, newest first by default, in the spec’s list shape', async () => {
    const { client, exchanges } = setup();
    const response = await client.responses.create({ model: 'gpt-4o', input: [user('a'), user('b'), user('c')] });
    const page = await client.responses.inputItems.list(response.id, { limit: 2 });
    assertMatchesSpec('ResponseItemList', JSON.parse(exchanges.at(-1)!.responseBody));
    expect(page.data.map((i) => (i as { content: { text: string }[] }).content[0]!.text)).toEqual(['c', 'b']);
    expect(page.has_more).toBe(true);
    const next = await client.responses.inputItems.list(response.id, { limit: 2, after: page.data.at(-1)!.id });
    expect(next.data.map((i) => (i as { content: { text: string }[] }).content[0]!.text)).toEqual(['a']);
    expect(next.has_more).toBe(false);
  });
});

describe('create options', () => {
  it('include reasoning.encrypted_content: a reasoning model’s reasoning item carries the opaque blob only when asked', async () => {
    const { client } = setup();
    const plain = await client.responses.create({
      model: 'o4-mini',
      reasoning: { effort: 'low', summary: 'auto' },
      input: 'Weather in Berlin?',
      tools: [tool],
    });
    const withBlob = await client.responses.create({
      model: 'o4-mini',
      reasoning: { effort: 'low', summary: 'auto' },
      input: 'Weather in Berlin?',
      tools: [tool],
      include: ['reasoning.encrypted_content'],
      store: false,
    });
    const reasoning = (r: typeof plain) =>
      r.output.find((i) => i.type === 'reasoning') as
        | { summary: { text: string }[]; encrypted_content?: string | null }
        | undefined;
    expect(reasoning(plain)!.summary[0]!.text.length).toBeGreaterThan(0);
    expect(reasoning(plain)!.encrypted_content ?? null).toBeNull();
    expect(typeof reasoning(withBlob)!.encrypted_content).toBe('string');
    expect(reasoning(withBlob)!.encrypted_content).not.toContain('Berlin');
  });

  it('a non-reasoning model emits no reasoning item', async () => {
    const { client } = setup();
    const response = await client.responses.create({ model: 'gpt-4o', input: 'Weather in Berlin?', tools: [tool] });
    expect(response.output.map((i) => i.type)).not.toContain('reasoning');
  });

  it('tool_choice and parallel_tool_calls shape the calls and are echoed', async () => {
    const { client } = setup();
    const question = 'Weather in Berlin, Tokyo and Paris?';
    const none = await client.responses.create({
      model: 'gpt-4o',
      input: question,
      tools: [tool],
      tool_choice: 'none',
    });
    expect(none.output.map((i) => i.type)).toEqual(['message']);
    expect(none.tool_choice).toBe('none');
    const single = await client.responses.create({
      model: 'gpt-4o',
      input: question,
      tools: [tool],
      parallel_tool_calls: false,
    });
    expect(single.output.filter((i) => i.type === 'function_call')).toHaveLength(1);
    expect(single.parallel_tool_calls).toBe(false);
    const named = await client.responses.create({
      model: 'gpt-4o',
      input: 'Hello there',
      tools: [tool],
      tool_choice: { type: 'function', name: 'get_weather' },
    });
    expect(named.output.map((i) => i.type)).toContain('function_call');
  });

  it('truncation: disabled refuses an input past the context window; auto drops the oldest items to fit', async () => {
    const { api } = setup();
    const long = (n: number) => user(`${n}: ${'lorem ipsum dolor sit amet '.repeat(220)}`);
    const input = [long(1), long(2), long(3), long(4), user('Weather in Berlin?')];
    const refused = await post(api, { model: 'loopscope-mini', input }, { path: '/responses' });
    expect(refused.status).toBe(400);
    expect(refused.json().error).toMatchObject({ param: 'input', code: 'context_length_exceeded' });
    const fitted = await post(api, { model: 'loopscope-mini', input, truncation: 'auto' }, { path: '/responses' });
    expect(fitted.status, fitted.text).toBe(200);
    expect(fitted.json().truncation).toBe('auto');
    expect(fitted.json().usage.input_tokens).toBeLessThanOrEqual(4096);
  });
});
