// The Conversations endpoints: a long-lived, per-key list of items that `responses.create({ conversation })` reads and appends to.
import type { Context, Hono } from 'hono';
import { invalidType } from '@loopscope/wire/checks';
import { isObject } from '@loopscope/wire/json-object';
import { invalidRequest } from '@loopscope/wire/errors';
import { validateInputItems } from '@loopscope/wire/responses/validate-input';
import { readJson, SERVICE_HEADERS } from '../chat/route.ts';
import { notFound, withIds } from './context.ts';
import { itemId } from './ids.ts';
import { itemResource } from './item-resource.ts';
import { paginate } from './list.ts';
import { apiKeyOf, guarded, type ResponsesRouteDeps } from './route.ts';
import { sealContext } from './compaction.ts';
import type { StoredConversation, StoredItem } from './store.ts';
import { inputItems } from './to-model.ts';

function json(value: unknown): Response {
  return new Response(JSON.stringify(value, null, 2), {
    headers: { 'content-type': 'application/json', ...SERVICE_HEADERS },
  });
}

function wire(conversation: StoredConversation) {
  return {
    id: conversation.id,
    object: 'conversation',
    created_at: Math.floor(conversation.createdAt / 1000),
    metadata: conversation.metadata,
  };
}

function metadataOf(value: unknown): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (!isObject(value)) throw invalidType('metadata', 'an object', value);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
}

/** What a new item may stand for: the conversation's items so far, and a lookup of this key's stored items. */
interface ItemsBefore {
  prior: readonly StoredItem[];
  find: (id: string) => StoredItem | undefined;
}

/**
 * The items of a create or add-items body, validated like Responses input and given ids. Two input types are no
 * ConversationItem (neither in the spec nor in the SDK's union) and the API's stored form of them is undocumented; they
 * are stored as what they stand for in a Responses input, which both OpenAI's clients read back:
 * - an `item_reference` is the stored item it names (unknown ids get the 404 of item retrieve);
 * - a `compaction_trigger` ("compacts the current context", the SDK) is the `compaction` item sealing the conversation
 *   so far, as a final trigger in `responses.create` answers; a response that reads the conversation then skips what it holds.
 */
function newItems(
  body: Record<string, unknown>,
  raw: string,
  serial: number,
  seed: string,
  before: ItemsBefore,
): StoredItem[] {
  if (body.items === undefined || body.items === null) return [];
  validateInputItems(body.items, 'items');
  if ((body.items as unknown[]).length > 20)
    throw invalidRequest(
      `Invalid 'items': array too long. Expected an array with maximum length 20, but got an array with length ${(body.items as unknown[]).length} instead.`,
      'items',
      'array_above_max_length',
    );
  const given = withIds(inputItems(body.items), [seed, raw, serial]);
  const stored: StoredItem[] = [];
  for (const item of given) {
    if (item.type === 'item_reference') {
      const found =
        before.prior.find((i) => i.id === item.id) ?? stored.find((i) => i.id === item.id) ?? before.find(item.id);
      if (!found) throw notFound(`Item with id '${item.id}' not found.`, 'items');
      stored.push(found);
    } else if (item.type === 'compaction_trigger') {
      stored.push(sealContext([...before.prior, ...stored], [seed, raw, serial, 'compaction', stored.length]));
    } else stored.push(item);
  }
  return stored;
}

export function mountConversations(app: Hono, deps: ResponsesRouteDeps): void {
  const find = (c: Context) => {
    const id = c.req.param('id') ?? '';
    const conversation = deps.store.getConversation(apiKeyOf(c), id);
    if (!conversation)
      throw notFound(`Conversation with id '${id}' not found.${deps.store.evictedNote(apiKeyOf(c), id)}`, null);
    return conversation;
  };

  app.post(
    '/v1/conversations',
    guarded(async (c) => {
      const { raw, body } = await readJson(c.req.raw);
      const fields = isObject(body) ? body : {};
      const unknown = Object.keys(fields).find((k) => k !== 'items' && k !== 'metadata');
      if (unknown) throw invalidRequest(`Unknown parameter: '${unknown}'.`, unknown, 'unknown_parameter');
      const serial = deps.store.nextSerial();
      const conversation: StoredConversation = {
        id: itemId('conv', [deps.seed, raw, serial]),
        createdAt: deps.clock(),
        metadata: metadataOf(fields.metadata),
        items: [],
      };
      conversation.items = newItems(fields, raw, serial, deps.seed, {
        prior: [],
        find: (id) => deps.store.findItem(apiKeyOf(c), id),
      });
      deps.store.putConversation(apiKeyOf(c), conversation);
      return json(wire(conversation));
    }),
  );

  app.get(
    '/v1/conversations/:id',
    guarded(async (c) => json(wire(find(c)))),
  );

  app.post(
    '/v1/conversations/:id',
    guarded(async (c) => {
      const conversation = find(c);
      const { body } = await readJson(c.req.raw);
      const metadata = metadataOf(isObject(body) ? body.metadata : undefined);
      deps.store.updateConversation(apiKeyOf(c), conversation, (draft) => (draft.metadata = metadata));
      return json(wire(conversation));
    }),
  );

  app.delete(
    '/v1/conversations/:id',
    guarded(async (c) => {
      const conversation = find(c);
      deps.store.deleteConversation(apiKeyOf(c), conversation.id);
      return json({ id: conversation.id, object: 'conversation.deleted', deleted: true });
    }),
  );

  app.post(
    '/v1/conversations/:id/items',
    guarded(async (c) => {
      const conversation = find(c);
      const { raw, body } = await readJson(c.req.raw);
      if (!isObject(body) || body.items === undefined)
        throw invalidRequest("Missing required parameter: 'items'.", 'items', 'missing_required_parameter');
      const added = newItems(body, raw, deps.store.nextSerial(), deps.seed, {
        prior: conversation.items,
        find: (id) => deps.store.findItem(apiKeyOf(c), id),
      });
      deps.store.updateConversation(apiKeyOf(c), conversation, (draft) => draft.items.push(...added));
      return json({
        object: 'list',
        data: added.map(itemResource),
        first_id: added[0]?.id ?? null,
        last_id: added.at(-1)?.id ?? null,
        has_more: false,
      });
    }),
  );

  app.get(
    '/v1/conversations/:id/items',
    guarded(async (c) => json(paginate(find(c).items.map(itemResource), (name) => c.req.query(name)))),
  );

  app.get(
    '/v1/conversations/:id/items/:item',
    guarded(async (c) => {
      const item = find(c).items.find((i) => i.id === (c.req.param('item') ?? ''));
      if (!item) throw notFound(`Item with id '${c.req.param('item') ?? ''}' not found.`, null);
      return json(itemResource(item));
    }),
  );

  app.delete(
    '/v1/conversations/:id/items/:item',
    guarded(async (c) => {
      const conversation = find(c);
      const at = conversation.items.findIndex((i) => i.id === (c.req.param('item') ?? ''));
      if (at < 0) throw notFound(`Item with id '${c.req.param('item') ?? ''}' not found.`, null);
      deps.store.updateConversation(apiKeyOf(c), conversation, (draft) => draft.items.splice(at, 1));
      return json(wire(conversation));
    }),
  );
}
