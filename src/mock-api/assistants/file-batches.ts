// /v1/vector_stores/{id}/file_batches: many files attached in one request (the SDK's uploadAndPoll / createAndPoll), listed and cancelled as one batch.
import type { Hono } from 'hono';
import type { VectorStoreFile, VectorStoreFileBatch } from '@loopscope/wire/assistants/types';
import { validateCreateFileBatch } from '@loopscope/wire/assistants/validate';
import { notFound, route, type AssistantsDeps, type Handle } from './http.ts';
import { seconds } from './objects.ts';
import { paginate } from './paginate.ts';
import { requireFile } from './routes-files.ts';
import { attachFile, getStore, type AttachOptions } from './routes-vector-stores.ts';
import type { StoredFileBatch as Batch, StoredVectorStore } from './store.ts';

/** Batches a store keeps, the oldest going first: a store's record stays bounded however often a client batches into it. */
const MAX_BATCHES_PER_STORE = 1000;

function getBatch(h: Handle): { store: StoredVectorStore; batch: Batch } {
  const store = getStore(h, h.c.req.param('vid')!);
  const batch = store.batches?.get(h.c.req.param('bid')!);
  if (!batch) throw notFound('file batch', h.c.req.param('bid')!);
  return { store, batch };
}

/** The batch's counts follow its files as the store holds them now (a file removed from the store leaves the batch). */
function counted(store: StoredVectorStore, batch: Batch): VectorStoreFileBatch {
  const files = batch.fileIds.filter((id) => store.files.has(id));
  batch.object.file_counts = { in_progress: 0, completed: files.length, failed: 0, cancelled: 0, total: files.length };
  return batch.object;
}

export function registerFileBatchRoutes(app: Hono, deps: AssistantsDeps): void {
  const plain = { beta: false };
  app.post(
    '/v1/vector_stores/:vid/file_batches',
    route(
      deps,
      async (h) => {
        const store = getStore(h, h.c.req.param('vid')!);
        const body = validateCreateFileBatch(await h.json());
        // `file_ids` share the batch's attributes and chunking strategy; each of `files` brings its own (the spec's rule).
        const wanted: { id: string; options: AttachOptions }[] =
          body.files !== undefined
            ? (body.files as Record<string, unknown>[]).map((f) => ({ id: f.file_id as string, options: f }))
            : (body.file_ids as string[]).map((id) => ({ id, options: body }));
        // Every file is looked up first, so a batch naming an unknown file attaches none (as vector store create does).
        wanted.forEach(({ id }, i) =>
          requireFile(h, id, body.files !== undefined ? `files[${i}].file_id` : `file_ids[${i}]`),
        );
        for (const { id, options } of wanted) attachFile(h, store, id, options);
        // Indexing is instant in the mock: the batch is completed when it is made, as its files are.
        const object = {
          id: h.state.newId('vsfb_'),
          object: 'vector_store.files_batch',
          created_at: seconds(h.nowMs),
          vector_store_id: store.object.id,
          status: 'completed',
        } as VectorStoreFileBatch;
        const batch = { object, fileIds: [...new Set(wanted.map((w) => w.id))] };
        const batches = (store.batches ??= new Map());
        batches.set(object.id, batch);
        if (batches.size > MAX_BATCHES_PER_STORE) batches.delete(batches.keys().next().value!);
        return counted(store, batch);
      },
      plain,
    ),
  );
  app.get(
    '/v1/vector_stores/:vid/file_batches/:bid',
    route(
      deps,
      async (h) => {
        const { store, batch } = getBatch(h);
        return counted(store, batch);
      },
      plain,
    ),
  );
  // The mock indexes at once, so every batch it made is already `completed` (the spec's statuses for a batch are
  // in_progress, completed, cancelled and failed; there is no `cancelling` for file batches). Cancelling only stops
  // files still processing, so a finished batch stays `completed` with its counts as they are. The spec documents only a
  // 200 (the batch) and a 429 for this operation: whether the real API refuses a finished batch, and with which words,
  // is undocumented, so the mock answers with the batch unchanged rather than a refusal in words of its own.
  app.post(
    '/v1/vector_stores/:vid/file_batches/:bid/cancel',
    route(
      deps,
      async (h) => {
        const { store, batch } = getBatch(h);
        return counted(store, batch);
      },
      plain,
    ),
  );
  app.get(
    '/v1/vector_stores/:vid/file_batches/:bid/files',
    route(
      deps,
      async (h) => {
        const { store, batch } = getBatch(h);
        const params = new URL(h.c.req.url).searchParams;
        const filter = params.get('filter');
        const files = batch.fileIds
          .map((id) => store.files.get(id))
          .filter((f): f is VectorStoreFile => f !== undefined && (filter === null || f.status === filter));
        return paginate(files, params);
      },
      plain,
    ),
  );
}
