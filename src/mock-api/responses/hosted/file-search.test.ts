// The hosted file_search tool of the mock Responses API through the official SDK: calls, results, citations, streaming and errors.
import { toFile } from 'openai';
import type {
  Response,
  ResponseInputItem,
  ResponseOutputItem,
  ResponseStreamEvent,
} from 'openai/resources/responses/responses';
import { describe, expect, it } from 'vitest';
import { createMockApi } from '../../index.ts';
import { post, sdkClient } from '../../testing/harness.ts';
import { assertMatchesSpec } from '../../testing/openapi.ts';
import { citedHits } from './file-search.ts';

const HANDBOOK = [
  '# Travel handbook',
  '',
  'Expenses are reimbursed within 14 days of submitting the receipt.',
  'Meals abroad are covered up to 60 euros per day.',
].join('\n');
const MENU = 'The canteen serves soup on Mondays and pasta on Fridays. Coffee is free all week.';
const WEATHER_TOOL = {
  type: 'function' as const,
  name: 'get_weather',
  description: 'Get the current weather for a city',
  parameters: {
    type: 'object',
    properties: { city: { type: 'string' } },
    required: ['city'],
    additionalProperties: false,
  },
  strict: true,
};

async function setup() {
  const api = createMockApi({ seed: 3, clock: () => 1_780_000_000_000, scenario: 'none' });
  const { client, exchanges } = sdkClient(api);
  const handbook = await client.files.create({
    file: await toFile(Buffer.from(HANDBOOK), 'handbook.md'),
    purpose: 'assistants',
  });
  const menu = await client.files.create({ file: await toFile(Buffer.from(MENU), 'menu.txt'), purpose: 'assistants' });
  const store = await client.vectorStores.create({ name: 'Company docs', file_ids: [handbook.id, menu.id] });
  return { api, client, exchanges, store, handbook, menu };
}

function ofType<T extends ResponseOutputItem['type']>(
  response: Response,
  type: T,
): Extract<ResponseOutputItem, { type: T }>[] {
  return response.output.filter((item): item is Extract<ResponseOutputItem, { type: T }> => item.type === type);
}

/** Keys the SDK's `ResponseFileSearchToolCall` declares: an invented field fails. */
const CALL_KEYS = ['id', 'queries', 'status', 'type', 'results'];

describe('hosted file_search', () => {
  it('searches the vector store, answers with a file_citation, and shows results only when included', async () => {
    const { client, store, handbook } = await setup();
    const tools = [{ type: 'file_search' as const, vector_store_ids: [store.id] }];
    const plain = await client.responses.create({
      model: 'gpt-4o',
      input: 'How many days until expenses are reimbursed?',
      tools,
    });
    assertMatchesSpec('Response', plain);
    expect(plain.output.map((i) => i.type)).toEqual(['file_search_call', 'message']);
    const [call] = ofType(plain, 'file_search_call');
    expect(Object.keys(call!).filter((k) => !CALL_KEYS.includes(k))).toEqual([]);
    expect(call).toMatchObject({
      status: 'completed',
      queries: ['How many days until expenses are reimbursed?'],
      results: null,
    });
    const [message] = ofType(plain, 'message');
    const part = message!.content[0]!;
    if (part.type !== 'output_text') throw new Error('expected output_text');
    expect(part.text).toContain('reimbursed within 14 days');
    const citation = part.annotations.find((a) => a.type === 'file_citation');
    expect(citation).toMatchObject({ type: 'file_citation', file_id: handbook.id, filename: 'handbook.md' });
    // The citation stands right after the quote it backs.
    expect(part.text.slice(0, citation!.type === 'file_citation' ? citation!.index : 0)).toMatch(
      /14 days of submitting the receipt\."$/,
    );
    // The echo spells the API's defaults out.
    expect(plain.tools[0]).toEqual({
      type: 'file_search',
      filters: null,
      max_num_results: 20,
      ranking_options: { ranker: 'auto', score_threshold: 0 },
      vector_store_ids: [store.id],
    });

    const included = await client.responses.create({
      model: 'gpt-4o',
      input: 'How many days until expenses are reimbursed?',
      tools,
      include: ['file_search_call.results'],
    });
    assertMatchesSpec('Response', included);
    const results = ofType(included, 'file_search_call')[0]!.results!;
    expect(results[0]).toMatchObject({ file_id: handbook.id, filename: 'handbook.md', score: 1, attributes: {} });
    expect(results[0]!.text).toContain('Meals abroad');
  });

  it('keeps to max_num_results and leaves a question the files do not cover to the model', async () => {
    const { client, store } = await setup();
    const one = await client.responses.create({
      model: 'gpt-4o',
      input: 'soup pasta coffee expenses meals',
      tools: [{ type: 'file_search', vector_store_ids: [store.id], max_num_results: 1 }],
      include: ['file_search_call.results'],
    });
    expect(ofType(one, 'file_search_call')[0]!.results).toHaveLength(1);
    const unrelated = await client.responses.create({
      model: 'gpt-4o',
      input: 'Zyxwv qqq?',
      tools: [{ type: 'file_search', vector_store_ids: [store.id] }],
    });
    expect(ofType(unrelated, 'file_search_call')).toEqual([]);
  });

  it('lets a function tool answer a question it fits, and obeys tool_choice', async () => {
    const { client, store } = await setup();
    const tools = [{ type: 'file_search' as const, vector_store_ids: [store.id] }, WEATHER_TOOL];
    const weather = await client.responses.create({ model: 'gpt-4o', input: 'What is the weather in Paris?', tools });
    expect(weather.output.map((i) => i.type)).toEqual(['function_call']);
    const none = await client.responses.create({
      model: 'gpt-4o',
      input: 'When is soup served in the canteen?',
      tools,
      tool_choice: 'none',
    });
    expect(none.output.map((i) => i.type)).toEqual(['message']);
    const forced = await client.responses.create({
      model: 'gpt-4o',
      input: 'When is soup served in the canteen?',
      tools,
      tool_choice: { type: 'file_search' },
    });
    expect(forced.output.map((i) => i.type)).toEqual(['file_search_call', 'message']);
    expect(forced.output_text).toContain('menu.txt');
    const notOffered = await client.responses
      .create({ model: 'gpt-4o', input: 'hi', tools: [WEATHER_TOOL], tool_choice: { type: 'file_search' } })
      .catch((e: { status: number; error: unknown }) => e);
    expect(notOffered).toMatchObject({
      status: 400,
      error: { message: "Tool choice 'file_search' not found in 'tools' parameter.", param: 'tool_choice' },
    });
  });

  it('streams the call’s progress events and the citations', async () => {
    const { client, store } = await setup();
    const stream = await client.responses.create({
      model: 'gpt-4o',
      input: 'When is soup served in the canteen?',
      tools: [{ type: 'file_search', vector_store_ids: [store.id] }],
      stream: true,
    });
    const events: ResponseStreamEvent[] = [];
    for await (const event of stream) events.push(event);
    for (const event of events) assertMatchesSpec('ResponseStreamEvent', event);
    const types = events.map((e) => e.type);
    const searchEvents = types.filter((t) => t.startsWith('response.file_search_call.'));
    expect(searchEvents).toEqual([
      'response.file_search_call.in_progress',
      'response.file_search_call.searching',
      'response.file_search_call.completed',
    ]);
    const added = events.find((e) => e.type === 'response.output_item.added' && e.item.type === 'file_search_call');
    expect(added).toMatchObject({ item: { status: 'in_progress' } });
    const annotation = events.find((e) => e.type === 'response.output_text.annotation.added');
    expect(annotation).toMatchObject({
      annotation_index: 0,
      content_index: 0,
      annotation: { type: 'file_citation', filename: 'menu.txt' },
    });
    expect(types.indexOf('response.output_text.annotation.added')).toBeLessThan(
      types.indexOf('response.output_text.done'),
    );
    const completed = events.at(-1);
    if (completed?.type !== 'response.completed') throw new Error('expected response.completed last');
    expect(completed.response.output_text ?? ofType(completed.response, 'message').length).toBeTruthy();
  });

  it('cites a second file only when it ranks close to the best, and each file once', () => {
    const hit = (fileId: string, score: number) => ({ fileId, filename: `${fileId}.md`, score, chunk: '', quote: '' });
    expect(citedHits([hit('a', 1), hit('a', 0.9), hit('b', 0.8)]).map((h) => h.fileId)).toEqual(['a', 'b']);
    expect(citedHits([hit('a', 1), hit('b', 0.1)]).map((h) => h.fileId)).toEqual(['a']);
    expect(citedHits([hit('a', 1), hit('b', 0.6), hit('c', 0.6)]).map((h) => h.fileId)).toEqual(['a', 'b']);
    expect(citedHits([])).toEqual([]);
  });

  it('refuses a tool without vector_store_ids and a store the key does not have', async () => {
    const { api, store } = await setup();
    const missing = await post(
      api,
      { model: 'gpt-4o', input: 'hi', tools: [{ type: 'file_search' }] },
      { path: '/responses' },
    );
    expect(missing.status).toBe(400);
    expect(missing.json().error).toEqual({
      message: "Missing required parameter: 'tools[0].vector_store_ids'.",
      type: 'invalid_request_error',
      param: 'tools[0].vector_store_ids',
      code: 'missing_required_parameter',
    });
    const unknown = await post(
      api,
      { model: 'gpt-4o', input: 'hi', tools: [{ type: 'file_search', vector_store_ids: [store.id, 'vs_nope'] }] },
      { path: '/responses' },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.json().error).toMatchObject({
      message: "No vector store found with id 'vs_nope'.",
      param: 'tools[0].vector_store_ids[1]',
    });
    // Stores belong to the key that made them.
    const stranger = await post(
      api,
      { model: 'gpt-4o', input: 'hi', tools: [{ type: 'file_search', vector_store_ids: [store.id] }] },
      { path: '/responses', headers: { authorization: 'Bearer sk-other' } },
    );
    expect(stranger.status).toBe(404);
    const tooMany = await post(
      api,
      {
        model: 'gpt-4o',
        input: 'hi',
        tools: [{ type: 'file_search', vector_store_ids: [store.id], max_num_results: 51 }],
      },
      { path: '/responses' },
    );
    expect(tooMany.json().error).toMatchObject({
      message:
        "Invalid 'tools[0].max_num_results': integer above maximum value. Expected a value <= 50, but got 51 instead.",
      code: 'integer_above_max_value',
    });
  });

  it('is refused by Chat Completions, which takes function and custom tools only', async () => {
    const { api, store } = await setup();
    const chat = await post(api, {
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'hi' }],
      tools: [{ type: 'file_search', vector_store_ids: [store.id] }],
    });
    expect(chat.status).toBe(400);
    expect(chat.json().error).toEqual({
      message: "Invalid value: 'file_search'. Supported values are: 'function' and 'custom'.",
      type: 'invalid_request_error',
      param: 'tools[0].type',
      code: 'invalid_value',
    });
  });

  it('accepts its own output sent back whole (a stateless chain) and answers the next question', async () => {
    const { client, store } = await setup();
    const tools = [{ type: 'file_search' as const, vector_store_ids: [store.id] }];
    const first = await client.responses.create({
      model: 'gpt-4o',
      input: 'When is soup served in the canteen?',
      tools,
      store: false,
    });
    const input = [
      { role: 'user' as const, content: 'When is soup served in the canteen?' },
      ...(first.output as ResponseInputItem[]),
      { role: 'user' as const, content: 'And how are meals abroad covered?' },
    ];
    const second = await client.responses.create({ model: 'gpt-4o', input, tools, store: false });
    assertMatchesSpec('Response', second);
    expect(ofType(second, 'file_search_call')[0]!.queries).toEqual(['And how are meals abroad covered?']);
  });
});
