// In-memory stored responses and conversations, kept per API key and bounded in count, age and bytes, so a shared server neither leaks nor grows without limit.
import { PER_ELEMENT, heldBytes } from '../held-bytes.ts';
import { DEFAULT_BUDGETS, StorageBudget, type EvictionCause } from '../storage-budget.ts';

/** An item as stored: the wire object with its id. */
export type StoredItem = Record<string, unknown> & { id: string; type: string };

export interface StoredResponse {
  /** The response object as it was returned. */
  response: Record<string, unknown>;
  /** The request's own input items, with ids (what `input_items` lists). */
  input: StoredItem[];
  /** Everything the model saw for this response, oldest first (chain or conversation included). */
  context: StoredItem[];
  /**
   * The heap bytes of what `context` holds besides this response's own input (the chain or conversation before it):
   * a stored response keeps those items alive even once the response that brought them is gone, so it is charged
   * for them (0 when a compaction sealed the context).
   */
  priorBytes: number;
  createdAt: number;
  /** Set for `background: true` only: where a poll finds it (`background.ts`). */
  background?: BackgroundStage;
}

/** A background response's place in its life, as polls see it. */
export type BackgroundStage = 'queued' | 'in_progress' | 'completed' | 'cancelled';

export interface StoredConversation {
  id: string;
  createdAt: number;
  metadata: Record<string, string>;
  items: StoredItem[];
}

export interface StoreLimits {
  /** Responses plus conversations kept per key; the oldest go first. */
  maxObjectsPerKey: number;
  /** Milliseconds an object lives after its creation. */
  maxAgeMs: number;
  /** API keys that may hold objects at once; past it a new key's objects are refused (see storage-budget.ts). */
  maxKeys: number;
}

export const DEFAULT_LIMITS: StoreLimits = { maxObjectsPerKey: 500, maxAgeMs: 24 * 60 * 60 * 1000, maxKeys: 200 };

interface Bucket {
  responses: Map<string, StoredResponse>;
  conversations: Map<string, StoredConversation>;
  /**
   * Ids of output items of responses made with `store: false`, so replaying them gets the real 404. Never persisted
   * (docs/store.md): `store: false` means nothing of the response is kept, and after a restart the same 404 comes anyway
   * (an id no stored response holds is answered alike).
   */
  unstoredItems: Set<string>;
  /** Output item id → the reasoning item that preceded it in a stored response (it must be replayed with it); rebuilt from restored responses. */
  reasoningOf: Map<string, string>;
  /**
   * No object of the bucket was created before this (a lower bound: lowered as objects come, raised by a sweep), so a
   * read sweeps for expired objects only once the age bound reaches it, not on every read (a sweep walks them all).
   */
  oldest: number;
}

/** A key that never stored anything reads as this (reads create no state, so a flood of new keys costs nothing). */
const EMPTY: Bucket = Object.freeze({
  responses: new Map(),
  conversations: new Map(),
  unstoredItems: new Set<string>(),
  reasoningOf: new Map(),
  oldest: Infinity,
});

export class ResponsesStore {
  private readonly buckets = new Map<string, Bucket>();
  private counter = 0;

  constructor(
    private readonly clock: () => number,
    private readonly limits: StoreLimits = DEFAULT_LIMITS,
    readonly budget: StorageBudget = new StorageBudget(DEFAULT_BUDGETS, limits),
  ) {
    budget.onFull(() => {
      for (const [key, bucket] of this.buckets) this.expire(key, bucket);
    });
  }

  /** A number that grows with every created object; mixed into ids so equal requests still get distinct objects. */
  nextSerial(): number {
    return ++this.counter;
  }

  /** Continues serials from `first` (a block a persistent store gave this process, so ids never repeat across restarts). */
  continueSerialsFrom(first: number): void {
    this.counter = Math.max(this.counter, first);
  }

  /**
   * A stored response's answer as the route sent it (its JSON), kept only once a persistent store asked for the mock's
   * objects and only until that store writes the response: the write puts the text in rather than serialising the
   * response a second time. A response object is never changed after its answer (a cancel replaces it), so the text
   * stays true; taken once, so a later write of the response serialises it afresh.
   */
  private answerTexts: WeakMap<object, string> | null = null;

  /** From now on the route's answers of stored responses are kept for the store's write (persistence() turns it on). */
  keepAnswerTexts(): void {
    this.answerTexts ??= new WeakMap();
  }

  /** The route sent `text` as `response`'s answer. */
  answered(response: object, text: string): void {
    this.answerTexts?.set(response, text);
  }

  /** The answer's text of `response`, once: the store writes it in place of serialising the response again. */
  takeAnswerText(response: object): string | undefined {
    const text = this.answerTexts?.get(response);
    if (text !== undefined) this.answerTexts!.delete(response);
    return text;
  }

  /** A stored response or conversation as a record to persist; null when the key holds no such object. */
  exportObject(
    key: string,
    id: string,
  ): { kind: 'response' | 'conversation'; createdAt: number; value: unknown } | null {
    const bucket = this.buckets.get(key);
    const response = bucket?.responses.get(id);
    if (response) return { kind: 'response', createdAt: response.createdAt, value: asWritten(response) };
    const conversation = bucket?.conversations.get(id);
    return conversation ? { kind: 'conversation', createdAt: conversation.createdAt, value: conversation } : null;
  }

  /**
   * Replaces the key's responses and conversations with restored ones (oldest first), charged to the budget as they
   * were when stored; one the budget no longer takes is left out. Returns how many were left out.
   */
  restoreObjects(
    key: string,
    responses: readonly StoredResponse[],
    conversations: readonly StoredConversation[],
  ): number {
    const old = this.buckets.get(key);
    for (const id of [...(old?.responses.keys() ?? []), ...(old?.conversations.keys() ?? [])])
      this.budget.release(key, id);
    this.buckets.delete(key);
    if (responses.length + conversations.length === 0) return 0;
    const bucket = this.writing(key);
    let skipped = 0;
    const all = [
      ...responses.map((r) => ({ at: r.createdAt, r: asRead(r) })),
      ...conversations.map((c) => ({ at: c.createdAt, c })),
    ].sort((a, b) => a.at - b.at);
    for (const entry of all) {
      try {
        if ('r' in entry) {
          const id = String(entry.r.response.id);
          const bytes =
            heldBytes(entry.r.response) +
            heldBytes(entry.r.input) +
            entry.r.priorBytes +
            PER_ELEMENT * entry.r.context.length;
          this.budget.charge(key, id, 'response', bytes, () => bucket.responses.delete(id));
          bucket.responses.set(id, entry.r);
          bucket.oldest = Math.min(bucket.oldest, entry.r.createdAt);
          this.relinkReasoning(bucket, entry.r);
        } else {
          const conversation = entry.c;
          this.budget.charge(key, conversation.id, 'conversation', heldBytes(conversation), () =>
            bucket.conversations.delete(conversation.id),
          );
          bucket.conversations.set(conversation.id, conversation);
          bucket.oldest = Math.min(bucket.oldest, conversation.createdAt);
        }
      } catch {
        skipped += 1;
      }
    }
    return skipped;
  }

  /**
   * A restored response's reasoning links, as linkReasoning made them when it was stored: the model's output items (a
   * compaction is none) after a reasoning item need it when replayed. They are read from the response, not stored apart.
   */
  private relinkReasoning(bucket: Bucket, stored: StoredResponse): void {
    const output = ((stored.response.output ?? []) as StoredItem[]).filter((i) => i.type !== 'compaction');
    const reasoning = output.find((i) => i.type === 'reasoning');
    if (!reasoning) return;
    for (const item of output) if (item !== reasoning) bucket.reasoningOf.set(item.id, reasoning.id);
  }

  /** The key's bucket for reading: marked as used, expired objects dropped; never created. */
  private reading(key: string): Bucket {
    const bucket = this.buckets.get(key);
    if (!bucket) return EMPTY;
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    this.expire(key, bucket);
    return bucket;
  }

  /**
   * The key's bucket for writing, created on first use. Past `maxKeys`, a key that holds nothing goes; a key that
   * holds objects never does (the budget refuses a new key's objects instead), so a flood of new keys costs no one.
   */
  private writing(key: string): Bucket {
    let bucket = this.reading(key);
    if (bucket !== EMPTY) return bucket;
    bucket = {
      responses: new Map(),
      conversations: new Map(),
      unstoredItems: new Set(),
      reasoningOf: new Map(),
      oldest: Infinity,
    };
    this.buckets.set(key, bucket);
    if (this.buckets.size > this.limits.maxKeys) {
      const idle = [...this.buckets].find(
        ([k, b]) => k !== key && b.responses.size === 0 && b.conversations.size === 0,
      );
      if (idle) this.buckets.delete(idle[0]);
    }
    return bucket;
  }

  /** Why this id is gone, as a sentence to append to a 404 ('' when it never existed). */
  evictedNote(key: string, id: string): string {
    return this.budget.evictedNote(key, id);
  }

  getResponse(key: string, id: string): StoredResponse | undefined {
    return this.reading(key).responses.get(id);
  }

  /**
   * Stores a response (and appends its items to the conversation it continued); an over-budget one is refused whole.
   * The per-object budget weighs the response and its input; the key is charged for its context too (see priorBytes).
   */
  putResponse(key: string, stored: StoredResponse, conversation?: StoredConversation | null): void {
    const id = String(stored.response.id);
    const bytes = heldBytes(stored.response) + heldBytes(stored.input);
    this.budget.check('response', bytes);
    const added = conversation ? [...stored.input, ...(stored.response.output as StoredItem[])] : [];
    const conversationBytes = conversation ? this.budget.charged(key, conversation.id) + heldBytes(added) : 0;
    if (conversation) this.budget.check('conversation', conversationBytes);
    const bucket = this.writing(key);
    // Charged before it is kept: a refusal (the room full, too many keys) leaves nothing behind.
    this.budget.charge(key, id, 'response', bytes + stored.priorBytes + PER_ELEMENT * stored.context.length, () =>
      bucket.responses.delete(id),
    );
    bucket.responses.set(id, stored);
    bucket.oldest = Math.min(bucket.oldest, stored.createdAt);
    if (conversation) {
      try {
        this.chargeConversation(key, conversation, conversationBytes);
      } catch (error) {
        this.deleteResponse(key, id);
        throw error;
      }
      conversation.items.push(...added);
    }
    this.trim(key, bucket);
  }

  deleteResponse(key: string, id: string): boolean {
    this.budget.release(key, id);
    return this.reading(key).responses.delete(id);
  }

  markUnstored(key: string, itemIds: readonly string[]): void {
    const bucket = this.writing(key);
    for (const id of itemIds) bucket.unstoredItems.add(id);
    // Only ids are kept, but they are bounded too.
    while (bucket.unstoredItems.size > this.limits.maxObjectsPerKey * 8)
      bucket.unstoredItems.delete(bucket.unstoredItems.values().next().value!);
  }

  /** Remembers that these output items followed reasoning item `reasoningId`. */
  linkReasoning(key: string, reasoningId: string, itemIds: readonly string[]): void {
    const bucket = this.writing(key);
    for (const id of itemIds) bucket.reasoningOf.set(id, reasoningId);
    while (bucket.reasoningOf.size > this.limits.maxObjectsPerKey * 8)
      bucket.reasoningOf.delete(bucket.reasoningOf.keys().next().value!);
  }

  requiredReasoning(key: string, itemId: string): string | undefined {
    return this.reading(key).reasoningOf.get(itemId);
  }

  isUnstored(key: string, itemId: string): boolean {
    return this.reading(key).unstoredItems.has(itemId);
  }

  /** Finds a stored item by id in this key's responses (what a bare `item_reference` or an id-only replay points at). */
  findItem(key: string, id: string): StoredItem | undefined {
    for (const stored of this.reading(key).responses.values()) {
      const hit =
        stored.context.find((i) => i.id === id) ?? (stored.response.output as StoredItem[]).find((i) => i.id === id);
      if (hit) return hit;
    }
    return undefined;
  }

  getConversation(key: string, id: string): StoredConversation | undefined {
    return this.reading(key).conversations.get(id);
  }

  /** The bytes a stored conversation is charged for (its items as the heap holds them). */
  conversationBytes(key: string, id: string): number {
    return this.budget.charged(key, id);
  }

  putConversation(key: string, conversation: StoredConversation): void {
    const bytes = heldBytes(conversation);
    this.budget.check('conversation', bytes);
    const bucket = this.writing(key);
    this.chargeConversation(key, conversation, bytes);
    bucket.conversations.set(conversation.id, conversation);
    bucket.oldest = Math.min(bucket.oldest, conversation.createdAt);
    this.trim(key, bucket);
  }

  /** Applies a change to a stored conversation (new items, metadata, a deleted item) within its byte budget. */
  updateConversation(key: string, conversation: StoredConversation, change: (c: StoredConversation) => void): void {
    const draft = { ...conversation, items: [...conversation.items] };
    change(draft);
    const bytes = heldBytes(draft);
    this.budget.check('conversation', bytes);
    this.chargeConversation(key, conversation, bytes);
    Object.assign(conversation, draft);
  }

  deleteConversation(key: string, id: string): boolean {
    this.budget.release(key, id);
    return this.reading(key).conversations.delete(id);
  }

  private chargeConversation(key: string, conversation: StoredConversation, bytes: number): void {
    const bucket = this.buckets.get(key);
    if (bucket)
      this.budget.charge(key, conversation.id, 'conversation', bytes, () =>
        bucket.conversations.delete(conversation.id),
      );
  }

  private expire(key: string, bucket: Bucket): void {
    const cutoff = this.clock() - this.limits.maxAgeMs;
    if (bucket.oldest >= cutoff) return;
    let oldest = Infinity;
    for (const [id, r] of bucket.responses) {
      if (r.createdAt < cutoff) this.drop(key, bucket.responses, id, 'age');
      else oldest = Math.min(oldest, r.createdAt);
    }
    for (const [id, c] of bucket.conversations) {
      if (c.createdAt < cutoff) this.drop(key, bucket.conversations, id, 'age');
      else oldest = Math.min(oldest, c.createdAt);
    }
    bucket.oldest = oldest;
  }

  private drop(key: string, map: Map<string, unknown>, id: string, cause: EvictionCause): void {
    map.delete(id);
    this.budget.evict(key, id, cause);
  }

  private trim(key: string, bucket: Bucket): void {
    while (bucket.responses.size + bucket.conversations.size > this.limits.maxObjectsPerKey) {
      const oldestResponse = bucket.responses.values().next().value;
      const oldestConversation = bucket.conversations.values().next().value;
      if (oldestResponse && (!oldestConversation || oldestResponse.createdAt <= oldestConversation.createdAt))
        this.drop(key, bucket.responses, String(oldestResponse.response.id), 'count');
      else if (oldestConversation) this.drop(key, bucket.conversations, oldestConversation.id, 'count');
    }
  }
}

/** A stored response as written: its context without the last items when they are its own input (written once, in `input`). */
type WrittenResponse = StoredResponse & { contextEndsWithInput?: true };

/**
 * The context ends with the request's own input (the same objects) unless truncation dropped some or a compaction
 * sealed it: then the input would be written twice, the larger part of a short stored response's row.
 */
function asWritten(stored: StoredResponse): StoredResponse | WrittenResponse {
  const { context, input } = stored;
  const start = context.length - input.length;
  if (input.length === 0 || start < 0) return stored;
  for (let i = 0; i < input.length; i++) if (context[start + i] !== input[i]) return stored;
  return { ...stored, context: context.slice(0, start), contextEndsWithInput: true };
}

/** A stored response as read back: the context whole again (a row written before this, with the input twice, as it is). */
function asRead(record: WrittenResponse): StoredResponse {
  if (record.contextEndsWithInput !== true) return record;
  const { contextEndsWithInput: _, ...stored } = record;
  return { ...stored, context: [...stored.context, ...stored.input] };
}
