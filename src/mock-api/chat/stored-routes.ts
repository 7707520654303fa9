// The stored Chat Completions endpoints: list (filters, cursor pages), retrieve, update metadata, delete, and a completion's input messages.
import type { Hono } from 'hono';
import { missingParameter } from '@loopscope/wire/checks';
import { validateMetadataOnly } from '@loopscope/wire/assistants/validate';
import { notFound } from '../responses/context.ts';
import { paginate } from '../responses/list.ts';
import { apiKeyOf, guarded } from '../responses/route.ts';
import { readJson, SERVICE_HEADERS } from './route.ts';
import type { ChatCompletionsStore, StoredCompletion } from './stored.ts';

function json(value: unknown): Response {
  return new Response(JSON.stringify(value, null, 2), {
    headers: { 'content-type': 'application/json', ...SERVICE_HEADERS },
  });
}

/**
 * The 404 for a completion id. The real wording is not documented (nothing we could check quotes it), so it is ours in
 * the form of the API's other 404s; one the mock evicted says why.
 */
function missing(store: ChatCompletionsStore, key: string, id: string) {
  return notFound(
    `No chat completion found with id '${id}'. Only completions created with 'store: true' are kept.${store.evictedNote(key, id)}`,
    null,
  );
}

/** `metadata[key]=value` query pairs, as the SDK writes the `metadata` filter. */
function metadataFilter(url: URL): [string, string][] {
  return [...url.searchParams].flatMap(([name, value]) => {
    const match = /^metadata\[(.+)\]$/.exec(name);
    return match ? [[match[1]!, value] as [string, string]] : [];
  });
}

export function mountStoredChatCompletions(app: Hono, store: ChatCompletionsStore): void {
  const find = (key: string, id: string): StoredCompletion => {
    const stored = store.get(key, id);
    if (!stored) throw missing(store, key, id);
    return stored;
  };

  app.get(
    '/v1/chat/completions',
    guarded(async (c) => {
      const url = new URL(c.req.url);
      const model = url.searchParams.get('model');
      const wanted = metadataFilter(url);
      const kept = store.list(apiKeyOf(c)).filter((s) => {
        const metadata = s.completion.metadata as Record<string, string>;
        return (
          (model === null || s.requestModel === model || s.completion.model === model) &&
          wanted.every(([k, v]) => metadata[k] === v)
        );
      });
      // Oldest first unless `order=desc` (the API's default order for this list is `asc`).
      return json(
        paginate(
          kept.map((s) => s.completion),
          (name) => c.req.query(name) ?? (name === 'order' ? 'asc' : undefined),
        ),
      );
    }),
  );

  app.get(
    '/v1/chat/completions/:id',
    guarded(async (c) => json(find(apiKeyOf(c), c.req.param('id') ?? '').completion)),
  );

  app.post(
    '/v1/chat/completions/:id',
    guarded(async (c) => {
      const key = apiKeyOf(c);
      const stored = find(key, c.req.param('id') ?? '');
      const { body } = await readJson(c.req.raw);
      const valid = validateMetadataOnly(body);
      if (valid.metadata === undefined) throw missingParameter('metadata');
      store.setMetadata(key, stored, (valid.metadata ?? {}) as Record<string, unknown>);
      return json(stored.completion);
    }),
  );

  app.delete(
    '/v1/chat/completions/:id',
    guarded(async (c) => {
      const key = apiKeyOf(c);
      const id = c.req.param('id') ?? '';
      if (!store.delete(key, id)) throw missing(store, key, id);
      return json({ object: 'chat.completion.deleted', id, deleted: true });
    }),
  );

  app.get(
    '/v1/chat/completions/:id/messages',
    guarded(async (c) => {
      const stored = find(apiKeyOf(c), c.req.param('id') ?? '');
      return json(paginate(stored.messages, (name) => c.req.query(name) ?? (name === 'order' ? 'asc' : undefined)));
    }),
  );
}
