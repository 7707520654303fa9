// POST /v1/vector_stores/{id}/search through the SDK: ranked chunks of the store's files, in the API's page shape.
import { describe, expect, it } from 'vitest';
import { toFile } from 'openai';
import { createMockApi } from '../index.ts';
import { sdkClient } from '../testing/harness.ts';
import { assertMatchesSpec } from '../testing/openapi.ts';

const HELP =
  '# Store help\n\n## Returns\nYou can return an item within 30 days of delivery for a full refund.\n\n## Gift cards\nGift cards never expire.\n';
const MENU = 'Soup of the day: tomato. Desserts: apple pie, ice cream.';

async function storeWithFiles() {
  const { client, exchanges } = sdkClient(createMockApi({ seed: 4, clock: () => 1_780_000_000_000 }));
  const help = await client.files.create({
    file: await toFile(Buffer.from(HELP), 'store-help.md'),
    purpose: 'assistants',
  });
  const menu = await client.files.create({ file: await toFile(Buffer.from(MENU), 'menu.txt'), purpose: 'assistants' });
  const store = await client.vectorStores.create({ name: 'Help', file_ids: [help.id, menu.id] });
  return { client, exchanges, store, help, menu };
}

describe('vector store search', () => {
  it('ranks the file that answers first, with its chunk as text content, in the spec’s page shape', async () => {
    const { client, exchanges, store, help } = await storeWithFiles();
    const page = await client.vectorStores.search(store.id, { query: 'How long do I have to return an item?' });
    expect(page.data[0]).toMatchObject({ file_id: help.id, filename: 'store-help.md', score: 1, attributes: {} });
    expect(page.data[0]!.content[0]).toEqual({ type: 'text', text: expect.stringContaining('within 30 days') });
    expect(page.data.every((r) => !r.filename.startsWith('menu'))).toBe(true);
    const body = JSON.parse(exchanges.at(-1)!.responseBody);
    expect(body).toMatchObject({
      object: 'vector_store.search_results.page',
      search_query: ['How long do I have to return an item?'],
      has_more: false,
      next_page: null,
    });
    assertMatchesSpec('VectorStoreSearchResultsPage', body);
  });

  it('takes several queries, max_num_results and a score threshold', async () => {
    const { client, store } = await storeWithFiles();
    const both = await client.vectorStores.search(store.id, { query: ['refund', 'apple pie'], max_num_results: 5 });
    expect(new Set(both.data.map((r) => r.filename))).toEqual(new Set(['store-help.md', 'menu.txt']));
    expect(
      (await client.vectorStores.search(store.id, { query: ['refund', 'apple pie'], max_num_results: 1 })).data,
    ).toHaveLength(1);
    const strict = await client.vectorStores.search(store.id, {
      query: 'refund',
      ranking_options: { score_threshold: 1 },
    });
    expect(strict.data.every((r) => r.score >= 1)).toBe(true);
  });

  it('refuses an unknown store, an empty query and max_num_results out of range', async () => {
    const { client, store } = await storeWithFiles();
    await expect(client.vectorStores.search('vs_nowhere', { query: 'x' })).rejects.toMatchObject({ status: 404 });
    await expect(client.vectorStores.search(store.id, {} as never)).rejects.toMatchObject({
      status: 400,
      param: 'query',
    });
    await expect(client.vectorStores.search(store.id, { query: 'x', max_num_results: 51 })).rejects.toMatchObject({
      status: 400,
      param: 'max_num_results',
    });
  });
});
