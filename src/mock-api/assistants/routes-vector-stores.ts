// /v1/vector_stores and their files, the knowledge file_search ranks; plus tool_resources that create stores inline.
import type { Hono } from 'hono';
import type { VectorStore, VectorStoreFile } from '@loopscope/wire/assistants/types';
import {
  validateCreateVectorStore,
  validateCreateVectorStoreFile,
  validateModifyVectorStore,
  validateUpdateFileAttributes,
  validateVectorStoreSearch,
} from '@loopscope/wire/assistants/validate';
import { searchVectorStore } from './vector-store-search.ts';
import { notFound, route, type AssistantsDeps, type Handle } from './http.ts';
import { deletedObject, seconds } from './objects.ts';
import { paginate } from './paginate.ts';
import { getFile, requireFile } from './routes-files.ts';
import type { StoredVectorStore } from './store.ts';

export function getStore(h: Handle, id: string): StoredVectorStore {
  const store = h.state.vectorStores.get(id);
  if (!store) throw notFound('vector store', id);
  return store;
}

/** Counts and bytes follow the files; indexing is instant in the mock, so every file is `completed`. */
export function refresh(store: StoredVectorStore): VectorStore {
  const files = [...store.files.values()];
  store.object.file_counts = { in_progress: 0, completed: files.length, failed: 0, cancelled: 0, total: files.length };
  store.object.usage_bytes = files.reduce((sum, f) => sum + f.usage_bytes, 0);
  return store.object;
}

const DEFAULT_CHUNKING = { type: 'static', static: { max_chunk_size_tokens: 800, chunk_overlap_tokens: 400 } };

/** What a file attach may set besides the file: its attributes and chunking strategy (`auto` is the default static one). */
export interface AttachOptions {
  attributes?: unknown;
  chunking_strategy?: unknown;
}

export function attachFile(
  h: Handle,
  store: StoredVectorStore,
  fileId: string,
  options: AttachOptions = {},
): VectorStoreFile {
  const file = getFile(h, fileId);
  const chunking = options.chunking_strategy as { type?: string } | undefined;
  const vsFile = {
    id: fileId,
    object: 'vector_store.file',
    usage_bytes: file.object.bytes,
    created_at: seconds(h.nowMs),
    vector_store_id: store.object.id,
    status: 'completed',
    last_error: null,
    chunking_strategy: chunking?.type === 'static' ? chunking : DEFAULT_CHUNKING,
    attributes: (options.attributes as VectorStoreFile['attributes'] | undefined) ?? {},
  } as VectorStoreFile;
  store.files.set(fileId, vsFile);
  refresh(store);
  return vsFile;
}

function createStore(h: Handle, body: Record<string, unknown>): StoredVectorStore {
  const object = {
    id: h.state.newId('vs_'),
    object: 'vector_store',
    created_at: seconds(h.nowMs),
    name: (body.name as string | undefined) ?? '',
    usage_bytes: 0,
    file_counts: { in_progress: 0, completed: 0, failed: 0, cancelled: 0, total: 0 },
    status: 'completed',
    expires_after: body.expires_after,
    expires_at: null,
    last_active_at: seconds(h.nowMs),
    metadata: (body.metadata as Record<string, string> | undefined) ?? {},
  } as VectorStore;
  const store: StoredVectorStore = { object, files: new Map() };
  // Every file is looked up before the store is kept, so a create that names an unknown file leaves nothing behind.
  const fileIds = (body.file_ids as string[] | undefined) ?? [];
  fileIds.forEach((id, i) => requireFile(h, id, `file_ids[${i}]`));
  h.state.keep(object.id, 'vector store', object, () => h.state.vectorStores.delete(object.id));
  h.state.vectorStores.set(object.id, store);
  for (const id of fileIds) attachFile(h, store, id);
  return store;
}

/** `tool_resources.file_search.vector_stores` (stores to create) become `vector_store_ids`; unknown ids are a 404. */
export function resolveToolResources(h: Handle, value: unknown): unknown {
  const tr = value as
    | { file_search?: { vector_store_ids?: string[]; vector_stores?: Record<string, unknown>[] } }
    | undefined
    | null;
  const ci = (tr as { code_interpreter?: { file_ids?: string[] } } | undefined | null)?.code_interpreter;
  (ci?.file_ids ?? []).forEach((id, i) => requireFile(h, id, `tool_resources.code_interpreter.file_ids[${i}]`));
  const fs = tr?.file_search;
  if (!fs) return value;
  for (const id of fs.vector_store_ids ?? []) getStore(h, id);
  // Check every inline store's files first: a bad id in the second store must not leave the first one behind.
  (fs.vector_stores ?? []).forEach((spec, s) =>
    ((spec.file_ids as string[] | undefined) ?? []).forEach((id, i) =>
      requireFile(h, id, `tool_resources.file_search.vector_stores[${s}].file_ids[${i}]`),
    ),
  );
  const created = (fs.vector_stores ?? []).map((spec) => createStore(h, spec).object.id);
  return { ...tr, file_search: { vector_store_ids: [...(fs.vector_store_ids ?? []), ...created] } };
}

export function registerVectorStoreRoutes(app: Hono, deps: AssistantsDeps): void {
  const plain = { beta: false };
  app.post(
    '/v1/vector_stores',
    route(deps, async (h) => createStore(h, validateCreateVectorStore(await h.json())).object, plain),
  );
  app.get(
    '/v1/vector_stores',
    route(
      deps,
      async (h) =>
        paginate(
          [...h.state.vectorStores.values()].map((s) => s.object),
          new URL(h.c.req.url).searchParams,
        ),
      plain,
    ),
  );
  app.get(
    '/v1/vector_stores/:vid',
    route(deps, async (h) => refresh(getStore(h, h.c.req.param('vid')!)), plain),
  );
  app.post(
    '/v1/vector_stores/:vid',
    route(
      deps,
      async (h) => {
        const store = getStore(h, h.c.req.param('vid')!);
        const body = validateModifyVectorStore(await h.json());
        Object.assign(store.object, body);
        return refresh(store);
      },
      plain,
    ),
  );
  app.delete(
    '/v1/vector_stores/:vid',
    route(
      deps,
      async (h) => {
        const store = getStore(h, h.c.req.param('vid')!);
        h.state.vectorStores.delete(store.object.id);
        h.state.release(store.object.id);
        return deletedObject(store.object.id, 'vector_store.deleted');
      },
      plain,
    ),
  );
  app.post(
    '/v1/vector_stores/:vid/search',
    route(
      deps,
      async (h) => {
        const store = getStore(h, h.c.req.param('vid')!);
        return searchVectorStore(h.state, store, validateVectorStoreSearch(await h.json()));
      },
      plain,
    ),
  );
  app.post(
    '/v1/vector_stores/:vid/files',
    route(
      deps,
      async (h) => {
        const store = getStore(h, h.c.req.param('vid')!);
        const body = validateCreateVectorStoreFile(await h.json());
        return attachFile(h, store, body.file_id as string, body);
      },
      plain,
    ),
  );
  app.post(
    '/v1/vector_stores/:vid/files/:fid',
    route(
      deps,
      async (h) => {
        const file = getStore(h, h.c.req.param('vid')!).files.get(h.c.req.param('fid')!);
        if (!file) throw notFound('file', h.c.req.param('fid')!);
        file.attributes = validateUpdateFileAttributes(await h.json()).attributes as VectorStoreFile['attributes'];
        return file;
      },
      plain,
    ),
  );
  app.get(
    '/v1/vector_stores/:vid/files',
    route(
      deps,
      async (h) => paginate([...getStore(h, h.c.req.param('vid')!).files.values()], new URL(h.c.req.url).searchParams),
      plain,
    ),
  );
  app.get(
    '/v1/vector_stores/:vid/files/:fid',
    route(
      deps,
      async (h) => {
        const file = getStore(h, h.c.req.param('vid')!).files.get(h.c.req.param('fid')!);
        if (!file) throw notFound('file', h.c.req.param('fid')!);
        return file;
      },
      plain,
    ),
  );
  app.delete(
    '/v1/vector_stores/:vid/files/:fid',
    route(
      deps,
      async (h) => {
        const store = getStore(h, h.c.req.param('vid')!);
        const id = h.c.req.param('fid')!;
        if (!store.files.delete(id)) throw notFound('file', id);
        refresh(store);
        return deletedObject(id, 'vector_store.file.deleted');
      },
      plain,
    ),
  );
}
