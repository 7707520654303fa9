// What a Responses request stands for: the stored chain or conversation it continues plus its own input, with the replay rules checked.
import { invalidRequest, ApiError } from '@loopscope/wire/errors';
import { checkCallPairs } from '@loopscope/wire/responses/pairing';
import { callableTools } from '@loopscope/wire/responses/tool-search';
import { checkProgramCallers } from '@loopscope/wire/responses/validate-programs';
import { heldBytes } from '../held-bytes.ts';
import { itemIdsFor, type ItemPrefix } from './ids.ts';
import { forEachSlice, mapInSlices } from './in-slices.ts';
import type { ResponsesStore, StoredConversation, StoredItem, StoredResponse } from './store.ts';
import { expandCompactions, inputItems } from './to-model.ts';

export interface RequestContext {
  /** Items from the chain (`previous_response_id`) or the conversation, oldest first. */
  prior: StoredItem[];
  /** This request's input items, with ids. */
  input: StoredItem[];
  conversation: StoredConversation | null;
  /** The heap bytes `prior` holds (see StoredResponse.priorBytes), known without walking it again. */
  priorBytes: number;
}

const ID_PREFIX: Record<string, ItemPrefix> = {
  message: 'msg',
  function_call: 'fc',
  function_call_output: 'fc',
  custom_tool_call: 'ctc',
  custom_tool_call_output: 'ctc',
  tool_search_call: 'tsc',
  tool_search_output: 'tso',
  reasoning: 'rs',
  compaction: 'cmp',
  compaction_trigger: 'cmp',
  program: 'prog',
  program_output: 'po',
};

export function notFound(message: string, param: string | null): ApiError {
  return new ApiError(404, { error: { message, type: 'invalid_request_error', param, code: null } });
}

/** Gives every input item an id, as the API does when it stores them (an item that has one keeps it). */
export function withIds(items: Record<string, unknown>[], seedParts: readonly (string | number)[]): StoredItem[] {
  return items.map(idGiver(seedParts));
}

function idGiver(seedParts: readonly (string | number)[]): (item: Record<string, unknown>, i: number) => StoredItem {
  const idOf = itemIdsFor(seedParts);
  return (item, i) => {
    const type = String(item.type ?? 'message');
    const id = typeof item.id === 'string' && item.id !== '' ? item.id : idOf(ID_PREFIX[type] ?? 'msg', ['input', i]);
    return { ...item, type, id } as StoredItem;
  };
}

export function conversationId(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string')
    return (value as { id: string }).id;
  return null;
}

/** Resolves a request's context a slice of items at a time (see in-slices.ts): 200,000 items must not stall other clients. */
export async function resolveContext(
  body: Record<string, unknown>,
  key: string,
  store: ResponsesStore,
  seedParts: readonly (string | number)[],
  /** WebSocket mode: the connection's own last response, found by `previous_response_id` even when it was not stored. */
  onConnection?: (id: string) => StoredResponse | undefined,
): Promise<RequestContext> {
  let prior: StoredItem[] = [];
  let priorBytes = 0;
  let conversation: StoredConversation | null = null;
  const previous = body.previous_response_id;
  if (typeof previous === 'string') {
    const stored = onConnection?.(previous) ?? store.getResponse(key, previous);
    if (!stored)
      throw invalidRequest(
        `Previous response with id '${previous}' not found.${store.evictedNote(key, previous)}`,
        'previous_response_id',
        'previous_response_not_found',
      );
    prior = [...stored.context, ...(stored.response.output as StoredItem[])];
    // What its context held (its prior and its input; nothing once sealed) and its output.
    priorBytes =
      (stored.context.length > 0 ? stored.priorBytes + heldBytes(stored.input) : 0) + heldBytes(stored.response.output);
  }
  const convId = conversationId(body.conversation);
  if (convId !== null) {
    conversation = store.getConversation(key, convId) ?? null;
    if (!conversation)
      throw notFound(`Conversation with id '${convId}' not found.${store.evictedNote(key, convId)}`, 'conversation');
    prior = conversation.items;
    priorBytes = store.conversationBytes(key, convId);
  }
  const input = await mapInSlices(await resolveReferences(inputItems(body.input), key, store), idGiver(seedParts));
  await checkReplays(input, prior, key, store);
  const expanded = expandCompactions([...prior, ...input]);
  checkCallPairs(expanded, asyncToolNames(body.tools));
  checkProgramCallers(expanded);
  return { prior, input, conversation, priorBytes };
}

/** The function and custom tools (namespace members too) sent with `async: true`: their calls may wait for their outputs. */
function asyncToolNames(tools: unknown): Set<string> {
  return new Set(
    callableTools(tools)
      .filter(({ tool }) => tool.async === true)
      .map(({ tool }) => String(tool.name)),
  );
}

/** `item_reference` items stand for stored items; unknown or unstored ids get the real 404. */
function resolveReferences(
  items: Record<string, unknown>[],
  key: string,
  store: ResponsesStore,
): Promise<Record<string, unknown>[]> {
  return mapInSlices(items, (item) => {
    if (item.type !== 'item_reference') return item;
    const id = String(item.id);
    const found = store.isUnstored(key, id) ? undefined : store.findItem(key, id);
    if (!found) throw unstoredItem(id);
    return found;
  });
}

export function unstoredItem(id: string): ApiError {
  return notFound(
    `Item with id '${id}' not found. Items are not persisted when \`store\` is set to false. Try again with \`store\` set to true, or remove this item from your input.`,
    'input',
  );
}

/**
 * A reasoning item sent back without its `encrypted_content` is only an id: the server must look it up,
 * which fails for a `store: false` response. An output item of a stored reasoning response sent back
 * without the reasoning item that preceded it is refused too (the model's reasoning would be lost).
 */
async function checkReplays(
  input: StoredItem[],
  prior: StoredItem[],
  key: string,
  store: ResponsesStore,
): Promise<void> {
  const present = new Set<string>();
  for (const i of prior) present.add(i.id);
  for (const i of input) present.add(i.id);
  await forEachSlice(input, (slice) =>
    slice.forEach((item) => {
      if (item.type === 'reasoning' && typeof item.encrypted_content !== 'string') {
        if (store.isUnstored(key, item.id) || !store.findItem(key, item.id)) throw unstoredItem(item.id);
      }
      const required = store.requiredReasoning(key, item.id);
      if (required && !present.has(required)) {
        throw invalidRequest(
          `Item '${item.id}' of type '${item.type}' was provided without its required 'reasoning' item: '${required}'.`,
          'input',
        );
      }
    }),
  );
}
