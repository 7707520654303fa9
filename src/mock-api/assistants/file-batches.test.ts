// Vector store file batches and file attributes through the SDK: uploadAndPoll and createAndPoll finish, the batch
// lists its files, every body in the spec's shapes.
import { describe, expect, it } from 'vitest';
import { toFile } from 'openai';
import { assertMatchesSpec } from '../testing/openapi.ts';
import { call, tickingMock } from './testing/assistants-harness.ts';

const upload = (text: string, name: string) => toFile(Buffer.from(text), name);

describe('vector store file batches', () => {
  it('uploadAndPoll attaches every file in one batch; retrieve, listFiles and the store count them; search finds them', async () => {
    const mock = tickingMock();
    const { client } = mock;
    const store = await client.vectorStores.create({ name: 'Handbook' });
    const batch = await client.vectorStores.fileBatches.uploadAndPoll(store.id, {
      files: [
        await upload('Refunds reach your card in 5 days.', 'refunds.md'),
        await upload('Shipping takes 2 days.', 'shipping.md'),
      ],
    });
    assertMatchesSpec('VectorStoreFileBatchObject', batch);
    expect([batch.status, batch.file_counts.total, batch.file_counts.completed]).toEqual(['completed', 2, 2]);
    assertMatchesSpec(
      'VectorStoreFileBatchObject',
      await client.vectorStores.fileBatches.retrieve(batch.id, { vector_store_id: store.id }),
    );
    const files = await client.vectorStores.fileBatches.listFiles(batch.id, { vector_store_id: store.id });
    assertMatchesSpec(
      'ListVectorStoreFilesResponse',
      (await call(mock.api, 'GET', `/vector_stores/${store.id}/file_batches/${batch.id}/files`)).json(),
    );
    expect(files.data).toHaveLength(2);
    expect((await client.vectorStores.retrieve(store.id)).file_counts.total).toBe(2);
    const found = await client.vectorStores.search(store.id, { query: 'How long until a refund reaches my card?' });
    expect(found.data[0]!.content[0]!.text).toContain('5 days');
  });

  it('createAndPoll with files[] keeps each file’s attributes; file_ids share the batch’s; cancel returns the finished batch', async () => {
    const { client } = tickingMock();
    const a = await client.files.create({ file: await upload('A', 'a.md'), purpose: 'assistants' });
    const b = await client.files.create({ file: await upload('B', 'b.md'), purpose: 'assistants' });
    const store = await client.vectorStores.create({ name: 'Docs' });
    await client.vectorStores.fileBatches.createAndPoll(store.id, {
      files: [{ file_id: a.id, attributes: { team: 'red' } }],
    });
    await client.vectorStores.fileBatches.createAndPoll(store.id, { file_ids: [b.id], attributes: { team: 'blue' } });
    expect((await client.vectorStores.files.retrieve(a.id, { vector_store_id: store.id })).attributes).toEqual({
      team: 'red',
    });
    expect((await client.vectorStores.files.retrieve(b.id, { vector_store_id: store.id })).attributes).toEqual({
      team: 'blue',
    });
    const batch = await client.vectorStores.fileBatches.create(store.id, { file_ids: [a.id, b.id] });
    expect((await client.vectorStores.fileBatches.cancel(batch.id, { vector_store_id: store.id })).status).toBe(
      'completed',
    );
  });

  it('cancel of a finished batch answers the batch as it is (the spec documents no refusal); an unknown batch is a 404', async () => {
    const { client } = tickingMock();
    const a = await client.files.create({ file: await upload('A', 'a.md'), purpose: 'assistants' });
    const store = await client.vectorStores.create({ name: 'Docs' });
    const batch = await client.vectorStores.fileBatches.create(store.id, { file_ids: [a.id] });
    const cancelled = await client.vectorStores.fileBatches.cancel(batch.id, { vector_store_id: store.id });
    assertMatchesSpec('VectorStoreFileBatchObject', cancelled);
    // Nothing was left to stop: no file counts as cancelled, and the batch is not turned into a cancelled one.
    expect(cancelled).toMatchObject({ id: batch.id, status: 'completed' });
    expect(cancelled.file_counts).toMatchObject({ completed: 1, cancelled: 0, in_progress: 0, total: 1 });
    expect((await client.vectorStores.fileBatches.retrieve(batch.id, { vector_store_id: store.id })).status).toBe(
      'completed',
    );
    await expect(
      client.vectorStores.fileBatches.cancel('vsfb_missing', { vector_store_id: store.id }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('files.update sets a file’s attributes', async () => {
    const { client } = tickingMock();
    const file = await client.files.create({ file: await upload('A', 'a.md'), purpose: 'assistants' });
    const store = await client.vectorStores.create({ name: 'Docs', file_ids: [file.id] });
    const updated = await client.vectorStores.files.update(file.id, {
      vector_store_id: store.id,
      attributes: { year: 2026 },
    });
    assertMatchesSpec('VectorStoreFileObject', updated);
    expect(updated.attributes).toEqual({ year: 2026 });
  });

  it('refuses an unknown file (attaching none of the batch), neither file_ids nor files, both, and an empty list', async () => {
    const mock = tickingMock();
    const file = await mock.client.files.create({ file: await upload('A', 'a.md'), purpose: 'assistants' });
    const store = await mock.client.vectorStores.create({ name: 'Docs' });
    const path = `/vector_stores/${store.id}/file_batches`;
    const unknown = await call(mock.api, 'POST', path, { file_ids: [file.id, 'file-nowhere'] });
    expect([unknown.status, unknown.json().error.param]).toEqual([404, 'file_ids[1]']);
    expect((await mock.client.vectorStores.retrieve(store.id)).file_counts.total).toBe(0);
    const none = await call(mock.api, 'POST', path, {});
    expect([none.status, none.json().error.message]).toEqual([400, "Missing required parameter: 'file_ids'."]);
    expect((await call(mock.api, 'POST', path, { file_ids: [file.id], files: [{ file_id: file.id }] })).status).toBe(
      400,
    );
    const empty = await call(mock.api, 'POST', path, { file_ids: [] });
    expect([empty.status, empty.json().error.param]).toEqual([400, 'file_ids']);
    expect((await call(mock.api, 'GET', `${path}/vsfb_nowhere`)).status).toBe(404);
  });
});
