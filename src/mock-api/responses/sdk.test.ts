// The Responses and Conversations endpoints through the official SDK: the weather loop in all three state modes, streaming, compaction, per-key storage.
import { describe, expect, it } from 'vitest';
import type { ResponseInputItem, ResponseFunctionToolCall } from 'openai/resources/responses/responses';
import { createMockApi } from '../index.ts';
import { sdkClient, seedFixture } from '../testing/harness.ts';
import { assertMatchesSpec } from '../testing/openapi.ts';

const CLOCK = () => 1_780_000_000_000;
const seed = seedFixture('1-request.json') as {
  messages: { role: string; content: string }[];
  tools: { function: Record<string, unknown> }[];
};
/** Seed 001's tools, flattened the Responses way. */
const tools = seed.tools.map((t) => ({ type: 'function' as const, ...t.function })) as never[];
const question = seed.messages[1]!.content;
const instructions = seed.messages[0]!.content;

function setup(apiKey = 'sk-test') {
  const api = createMockApi({ seed: 1, clock: CLOCK });
  return { api, ...sdkClient(api, { apiKey }) };
}

/** The tool outputs a real loop would send back: one function_call_output per call, matched by call_id. */
function outputsFor(calls: ResponseFunctionToolCall[]): ResponseInputItem[] {
  return calls.map((call) => ({
    type: 'function_call_output',
    call_id: call.call_id,
    output: JSON.stringify({ city: JSON.parse(call.arguments).city ?? null, temperature: 18 }),
  }));
}

/** The spec schema of a successful body, by the endpoint that returned it. */
function specFor(url: string): string {
  if (/\/conversations\/[^/]+\/items/.test(url)) return 'ConversationItemList';
  return /\/conversations/.test(url) ? 'ConversationResource' : 'Response';
}

function calls(output: { type: string }[]): ResponseFunctionToolCall[] {
  return output.filter((i): i is ResponseFunctionToolCall => i.type === 'function_call');
}

describe('responses.create: the weather loop in each state mode', () => {
  it('manual: resending input + output + outputs completes the loop, every body valid', async () => {
    const { client, exchanges } = setup();
    const input: ResponseInputItem[] = [{ role: 'user', content: question }];
    const first = await client.responses.create({ model: 'gpt-4o', instructions, input, tools });
    expect(first.status).toBe('completed');
    expect(calls(first.output).map((c) => c.call_id)).toEqual(['call_xK9f2a', 'call_mP7b3c', 'call_qR4d5e']);
    const second = await client.responses.create({
      model: 'gpt-4o',
      instructions,
      input: [...input, ...first.output, ...outputsFor(calls(first.output))] as ResponseInputItem[],
      tools,
    });
    expect(second.output.map((i) => i.type)).toEqual(['message']);
    expect(second.output_text).toMatch(/Berlin/);
    for (const e of exchanges) assertMatchesSpec('Response', JSON.parse(e.responseBody));
    assertMatchesSpec('CreateResponse', JSON.parse(exchanges[1]!.requestBody!));
  });

  it('previous_response_id: the second request carries only the outputs, and usage bills the chain again', async () => {
    const { client, exchanges } = setup();
    const first = await client.responses.create({ model: 'gpt-4o', instructions, input: question, tools });
    const second = await client.responses.create({
      model: 'gpt-4o',
      instructions,
      previous_response_id: first.id,
      input: outputsFor(calls(first.output)),
      tools,
    });
    expect(second.previous_response_id).toBe(first.id);
    expect(second.output_text).toMatch(/Tokyo/);
    expect(second.usage!.input_tokens).toBeGreaterThan(first.usage!.input_tokens + first.usage!.output_tokens);
    const third = await client.responses.create({
      model: 'gpt-4o',
      previous_response_id: second.id,
      input: 'What about Paris?',
      tools,
    });
    expect(calls(third.output).map((c) => JSON.parse(c.arguments).city)).toEqual(['Paris']);
    for (const e of exchanges) assertMatchesSpec('Response', JSON.parse(e.responseBody));
    for (const e of exchanges) assertMatchesSpec('CreateResponse', JSON.parse(e.requestBody!));
  });

  it('conversation: the conversation keeps the context between responses and lists its items', async () => {
    const { client, exchanges } = setup();
    const conversation = await client.conversations.create({ metadata: { topic: 'weather' } });
    assertMatchesSpec('ConversationResource', conversation);
    const first = await client.responses.create({
      model: 'gpt-4o',
      instructions,
      conversation: conversation.id,
      input: question,
      tools,
    });
    expect(first.conversation).toEqual({ id: conversation.id });
    const second = await client.responses.create({
      model: 'gpt-4o',
      instructions,
      conversation: conversation.id,
      input: outputsFor(calls(first.output)),
      tools,
    });
    expect(second.output_text).toMatch(/Berlin/);
    const items = await client.conversations.items.list(conversation.id, { order: 'asc', limit: 100 });
    expect(items.data.map((i) => i.type)).toEqual([
      'message',
      'function_call',
      'function_call',
      'function_call',
      'function_call_output',
      'function_call_output',
      'function_call_output',
      'message',
    ]);
    const page = await client.conversations.items.list(conversation.id, { order: 'asc', limit: 3 });
    expect(page.has_more).toBe(true);
    expect(page.data).toHaveLength(3);
    for (const e of exchanges) assertMatchesSpec(specFor(e.url), JSON.parse(e.responseBody));
  });
});

describe('streaming', () => {
  it('client.responses.stream yields the real event sequence with growing sequence numbers', async () => {
    const { client } = setup();
    const stream = client.responses.stream({
      model: 'o4-mini',
      reasoning: { effort: 'low', summary: 'auto' },
      input: question,
      tools,
    });
    const types: string[] = [];
    const sequence: number[] = [];
    for await (const event of stream) {
      types.push(event.type);
      sequence.push(event.sequence_number);
      assertMatchesSpec('ResponseStreamEvent', event);
    }
    const final = await stream.finalResponse();
    expect(sequence).toEqual(sequence.map((_, i) => i));
    expect(types.slice(0, 3)).toEqual(['response.created', 'response.in_progress', 'response.output_item.added']);
    expect(types).toContain('response.reasoning_summary_text.delta');
    const reasoning = types
      .slice(0, types.indexOf('response.output_item.done') + 1)
      .filter((type, i, all) => type !== all[i - 1]);
    expect(reasoning).toEqual([
      'response.created',
      'response.in_progress',
      'response.output_item.added',
      'response.reasoning_summary_part.added',
      'response.reasoning_summary_text.delta',
      'response.reasoning_summary_text.done',
      'response.reasoning_summary_part.done',
      'response.output_item.done',
    ]);
    expect(types).toContain('response.function_call_arguments.delta');
    expect(types).toContain('response.function_call_arguments.done');
    expect(types).toContain('response.output_item.done');
    expect(types.at(-1)).toBe('response.completed');
    expect(final.output.map((i) => i.type)).toEqual(['reasoning', 'function_call', 'function_call', 'function_call']);
  });

  it('text answers stream content parts and output_text deltas that add up to the text', async () => {
    const { client } = setup();
    const events: { type: string; delta?: string }[] = [];
    const stream = client.responses.stream({ model: 'gpt-4o', input: 'Say hello.' });
    for await (const event of stream) {
      assertMatchesSpec('ResponseStreamEvent', event);
      events.push(event as never);
    }
    const final = await stream.finalResponse();
    // The deltas collapsed to one entry: the order around them is the real API's.
    const order = events.map((e) => e.type).filter((type, i, all) => type !== all[i - 1]);
    expect(order).toEqual([
      'response.created',
      'response.in_progress',
      'response.output_item.added',
      'response.content_part.added',
      'response.output_text.delta',
      'response.output_text.done',
      'response.content_part.done',
      'response.output_item.done',
      'response.completed',
    ]);
    expect((events as { sequence_number?: number }[]).map((e) => e.sequence_number)).toEqual(events.map((_, i) => i));
    expect(
      events
        .filter((e) => e.type === 'response.output_text.delta')
        .map((e) => e.delta)
        .join(''),
    ).toBe(final.output_text);
  });
});

describe('stored objects', () => {
  it('compact returns a compaction item that can be passed on as input', async () => {
    const { client, exchanges } = setup();
    const first = await client.responses.create({ model: 'gpt-4o', input: question, tools });
    const history = [
      { role: 'user', content: question },
      ...first.output,
      ...outputsFor(calls(first.output)),
    ] as ResponseInputItem[];
    const compacted = await client.responses.compact({ model: 'gpt-4o', input: history });
    assertMatchesSpec('CompactResource', JSON.parse(exchanges.at(-1)!.responseBody));
    expect(compacted.output.map((i) => i.type)).toEqual(['message', 'compaction']);
    const next = await client.responses.create({
      model: 'gpt-4o',
      input: compacted.output as ResponseInputItem[],
      tools,
    });
    expect(next.output_text).toMatch(/Berlin/);
  });

  it('retrieve, input_items, delete; store:false cannot be chained or retrieved', async () => {
    const { client } = setup();
    const stored = await client.responses.create({ model: 'gpt-4o', input: 'Hello there' });
    expect((await client.responses.retrieve(stored.id)).id).toBe(stored.id);
    const items = await client.responses.inputItems.list(stored.id);
    expect(items.data.map((i) => i.type)).toEqual(['message']);
    await client.responses.delete(stored.id);
    await expect(client.responses.retrieve(stored.id)).rejects.toMatchObject({ status: 404 });

    const unstored = await client.responses.create({ model: 'gpt-4o', input: 'Hello there', store: false });
    await expect(client.responses.retrieve(unstored.id)).rejects.toMatchObject({ status: 404 });
    await expect(
      client.responses.create({ model: 'gpt-4o', input: 'Go on', previous_response_id: unstored.id }),
    ).rejects.toMatchObject({
      status: 400,
      error: {
        message: `Previous response with id '${unstored.id}' not found.`,
        param: 'previous_response_id',
        code: 'previous_response_not_found',
      },
    });
  });

  it('counts input tokens without creating a response', async () => {
    const { client } = setup();
    const counted = await client.responses.inputTokens.count({ model: 'gpt-4o', input: question, tools });
    const created = await client.responses.create({ model: 'gpt-4o', input: question, tools });
    expect(counted.input_tokens).toBe(created.usage!.input_tokens);
  });

  it('keeps objects per API key: another key gets a 404', async () => {
    const api = createMockApi({ seed: 1, clock: CLOCK });
    const mara = sdkClient(api, { apiKey: 'sk-mara' }).client;
    const bob = sdkClient(api, { apiKey: 'sk-bob' }).client;
    const response = await mara.responses.create({ model: 'gpt-4o', input: 'Hi' });
    const conversation = await mara.conversations.create({});
    await expect(bob.responses.retrieve(response.id)).rejects.toMatchObject({ status: 404 });
    await expect(bob.conversations.retrieve(conversation.id)).rejects.toMatchObject({ status: 404 });
    await expect(
      bob.responses.create({ model: 'gpt-4o', input: 'Go on', previous_response_id: response.id }),
    ).rejects.toMatchObject({ status: 400 });
    expect((await mara.conversations.retrieve(conversation.id)).id).toBe(conversation.id);
  });

  it('bounds what it keeps: the oldest objects go past the count limit, and everything expires with age', async () => {
    let now = 1_780_000_000_000;
    const api = createMockApi({
      seed: 1,
      clock: () => now,
      storeLimits: { maxObjectsPerKey: 2, maxAgeMs: 60_000, maxKeys: 10 },
    });
    const { client } = sdkClient(api);
    const a = await client.responses.create({ model: 'gpt-4o', input: 'one' });
    const b = await client.responses.create({ model: 'gpt-4o', input: 'two' });
    const c = await client.responses.create({ model: 'gpt-4o', input: 'three' });
    await expect(client.responses.retrieve(a.id)).rejects.toMatchObject({ status: 404 });
    expect((await client.responses.retrieve(b.id)).id).toBe(b.id);
    now += 61_000;
    await expect(client.responses.retrieve(c.id)).rejects.toMatchObject({ status: 404 });
  });
});
