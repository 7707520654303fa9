// In-memory stored responses and conversations, kept per API key and bounded in count and age, so a shared server neither leaks nor grows without limit.

/** An item as stored: the wire object with its id. */
export type StoredItem = Record<string, unknown> & { id: string; type: string };

export interface StoredResponse {
  /** The response object as it was returned. */
  response: Record<string, unknown>;
  /** The request's own input items, with ids (what `input_items` lists). */
  input: StoredItem[];
  /** Everything the model saw for this response, oldest first (chain or conversation included). */
  context: StoredItem[];
  createdAt: number;
}

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
  /** API keys tracked at once; the least recently used key's objects go first. */
  maxKeys: number;
}

export const DEFAULT_LIMITS: StoreLimits = { maxObjectsPerKey: 500, maxAgeMs: 24 * 60 * 60 * 1000, maxKeys: 200 };

interface Bucket {
  responses: Map<string, StoredResponse>;
  conversations: Map<string, StoredConversation>;
  /** Ids of output items of responses made with `store: false`, so replaying them gets the real 404. */
  unstoredItems: Set<string>;
  /** Output item id → the reasoning item that preceded it in a stored response (it must be replayed with it). */
  reasoningOf: Map<string, string>;
}

export class ResponsesStore {
  private readonly buckets = new Map<string, Bucket>();
  private counter = 0;

  constructor(
    private readonly clock: () => number,
    private readonly limits: StoreLimits = DEFAULT_LIMITS,
  ) {}

  /** A number that grows with every created object; mixed into ids so equal requests still get distinct objects. */
  nextSerial(): number {
    return ++this.counter;
  }

  bucket(key: string): Bucket {
    let bucket = this.buckets.get(key);
    if (bucket) {
      // Map order doubles as recency: re-inserting marks the key as just used.
      this.buckets.delete(key);
    } else {
      bucket = { responses: new Map(), conversations: new Map(), unstoredItems: new Set(), reasoningOf: new Map() };
    }
    this.buckets.set(key, bucket);
    while (this.buckets.size > this.limits.maxKeys) this.buckets.delete(this.buckets.keys().next().value!);
    this.expire(bucket);
    return bucket;
  }

  getResponse(key: string, id: string): StoredResponse | undefined {
    return this.bucket(key).responses.get(id);
  }

  putResponse(key: string, stored: StoredResponse): void {
    const bucket = this.bucket(key);
    bucket.responses.set(String(stored.response.id), stored);
    this.trim(bucket);
  }

  deleteResponse(key: string, id: string): boolean {
    return this.bucket(key).responses.delete(id);
  }

  markUnstored(key: string, itemIds: readonly string[]): void {
    const bucket = this.bucket(key);
    for (const id of itemIds) bucket.unstoredItems.add(id);
    // Only ids are kept, but they are bounded too.
    while (bucket.unstoredItems.size > this.limits.maxObjectsPerKey * 8) bucket.unstoredItems.delete(bucket.unstoredItems.values().next().value!);
  }

  /** Remembers that these output items followed reasoning item `reasoningId`. */
  linkReasoning(key: string, reasoningId: string, itemIds: readonly string[]): void {
    const bucket = this.bucket(key);
    for (const id of itemIds) bucket.reasoningOf.set(id, reasoningId);
    while (bucket.reasoningOf.size > this.limits.maxObjectsPerKey * 8) bucket.reasoningOf.delete(bucket.reasoningOf.keys().next().value!);
  }

  requiredReasoning(key: string, itemId: string): string | undefined {
    return this.bucket(key).reasoningOf.get(itemId);
  }

  isUnstored(key: string, itemId: string): boolean {
    return this.bucket(key).unstoredItems.has(itemId);
  }

  /** Finds a stored item by id in this key's responses (what a bare `item_reference` or an id-only replay points at). */
  findItem(key: string, id: string): StoredItem | undefined {
    for (const stored of this.bucket(key).responses.values()) {
      const hit = stored.context.find((i) => i.id === id) ?? (stored.response.output as StoredItem[]).find((i) => i.id === id);
      if (hit) return hit;
    }
    return undefined;
  }

  getConversation(key: string, id: string): StoredConversation | undefined {
    return this.bucket(key).conversations.get(id);
  }

  putConversation(key: string, conversation: StoredConversation): void {
    const bucket = this.bucket(key);
    bucket.conversations.set(conversation.id, conversation);
    this.trim(bucket);
  }

  deleteConversation(key: string, id: string): boolean {
    return this.bucket(key).conversations.delete(id);
  }

  private expire(bucket: Bucket): void {
    const cutoff = this.clock() - this.limits.maxAgeMs;
    for (const [id, r] of bucket.responses) if (r.createdAt < cutoff) bucket.responses.delete(id);
    for (const [id, c] of bucket.conversations) if (c.createdAt < cutoff) bucket.conversations.delete(id);
  }

  private trim(bucket: Bucket): void {
    while (bucket.responses.size + bucket.conversations.size > this.limits.maxObjectsPerKey) {
      const oldestResponse = bucket.responses.values().next().value;
      const oldestConversation = bucket.conversations.values().next().value;
      if (oldestResponse && (!oldestConversation || oldestResponse.createdAt <= oldestConversation.createdAt)) bucket.responses.delete(String(oldestResponse.response.id));
      else if (oldestConversation) bucket.conversations.delete(oldestConversation.id);
    }
  }
}
