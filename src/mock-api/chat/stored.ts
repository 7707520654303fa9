// Stored Chat Completions (`store: true`): kept per API key, bounded in count and age like stored responses and charged to the shared storage budget.
import type { StorageBudget } from '../storage-budget.ts';
import { heldBytes } from '../held-bytes.ts';
import type { StoreLimits } from '../responses/store.ts';

type Json = Record<string, unknown>;

export interface StoredCompletion {
  /** The completion as it was returned, plus its `metadata` (what `GET /v1/chat/completions/{id}` answers). */
  completion: Json & { id: string };
  /** The request's messages as `ChatCompletionStoreMessage`s (what `/messages` lists). */
  messages: (Json & { id: string })[];
  /** The model the request named (a list filters on it as well as on the snapshot the completion carries). */
  requestModel: string;
  createdAt: number;
}

const WHAT = 'chat completion';

export class ChatCompletionsStore {
  /** Per key, oldest first. */
  private readonly keys = new Map<string, Map<string, StoredCompletion>>();

  constructor(
    private readonly clock: () => number,
    private readonly limits: StoreLimits,
    private readonly budget: StorageBudget,
  ) {
    // A full room first drops every key's completions past their age (storage-budget.ts).
    budget.onFull(() => {
      for (const key of [...this.keys.keys()]) this.reading(key);
    });
  }

  /** Keeps a completion; one over the per-object budget is refused whole (a 400 before anything is kept). */
  put(
    key: string,
    completion: Json & { id: string },
    messages: readonly Json[],
    requestModel: string,
    metadata: unknown,
  ): void {
    const id = completion.id;
    const stored: StoredCompletion = {
      completion: { ...completion, metadata: isRecord(metadata) ? metadata : {} },
      messages: messages.map((m, i) => storeMessage(m, `${id}-${i}`)),
      requestModel,
      createdAt: this.clock(),
    };
    const bytes = heldBytes(stored.completion) + heldBytes(stored.messages);
    const bucket = this.keys.get(key) ?? new Map<string, StoredCompletion>();
    // Charged before it is kept: a full room (a 429) or an object over its budget (a 400) leaves nothing behind.
    this.budget.charge(key, id, WHAT, bytes, () => bucket.delete(id));
    this.keys.set(key, bucket);
    // Ids derive from (seed, body): the same request again is the same completion, stored again as the newest.
    bucket.delete(id);
    bucket.set(id, stored);
    while (bucket.size > this.limits.maxObjectsPerKey) {
      const oldest = bucket.keys().next().value!;
      bucket.delete(oldest);
      this.budget.evict(key, oldest, 'count');
    }
  }

  /** A stored completion as a record to persist; null when the key holds none of that id. */
  exportObject(key: string, id: string): { kind: 'chat_completion'; createdAt: number; value: unknown } | null {
    const stored = this.keys.get(key)?.get(id);
    return stored ? { kind: 'chat_completion', createdAt: stored.createdAt, value: stored } : null;
  }

  /** Replaces the key's completions with restored ones (oldest first); returns how many the budget no longer took. */
  restoreObjects(key: string, completions: readonly StoredCompletion[]): number {
    for (const id of this.keys.get(key)?.keys() ?? []) this.budget.release(key, id);
    this.keys.delete(key);
    if (completions.length === 0) return 0;
    const bucket = new Map<string, StoredCompletion>();
    this.keys.set(key, bucket);
    let skipped = 0;
    for (const stored of [...completions].sort((a, b) => a.createdAt - b.createdAt)) {
      const id = stored.completion.id;
      try {
        this.budget.charge(key, id, WHAT, heldBytes(stored.completion) + heldBytes(stored.messages), () =>
          bucket.delete(id),
        );
        bucket.set(id, stored);
      } catch {
        skipped += 1;
      }
    }
    return skipped;
  }

  get(key: string, id: string): StoredCompletion | undefined {
    return this.reading(key)?.get(id);
  }

  /** The key's stored completions, oldest first. */
  list(key: string): StoredCompletion[] {
    return [...(this.reading(key)?.values() ?? [])];
  }

  /** Replaces the metadata (the one thing the API lets a stored completion change), re-charged at its new size. */
  setMetadata(key: string, stored: StoredCompletion, metadata: Json): void {
    const completion = { ...stored.completion, metadata };
    const bytes = heldBytes(completion) + heldBytes(stored.messages);
    const bucket = this.keys.get(key);
    // Re-charged first: a refusal leaves the old metadata in place.
    if (bucket) this.budget.charge(key, completion.id, WHAT, bytes, () => bucket.delete(completion.id));
    else this.budget.check(WHAT, bytes);
    stored.completion = completion;
  }

  delete(key: string, id: string): boolean {
    const bucket = this.reading(key);
    if (!bucket?.delete(id)) return false;
    this.budget.release(key, id);
    if (bucket.size === 0) this.keys.delete(key);
    return true;
  }

  /** Why an id is gone, as a sentence for the 404 ('' when it never existed or was deleted). */
  evictedNote(key: string, id: string): string {
    return this.budget.evictedNote(key, id);
  }

  /** The key's bucket, marked as used, with completions past their age dropped. */
  private reading(key: string): Map<string, StoredCompletion> | undefined {
    const bucket = this.keys.get(key);
    if (!bucket) return undefined;
    const cutoff = this.clock() - this.limits.maxAgeMs;
    for (const [id, stored] of bucket) {
      if (stored.createdAt >= cutoff) break;
      bucket.delete(id);
      this.budget.evict(key, id, 'age');
    }
    return bucket;
  }
}

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A request message as the API lists it: its id, role and text content; a content array is kept as `content_parts`
 * (text and image parts) with its text joined in `content`; `name` is always present. Assistant tool calls and a tool
 * message's `tool_call_id` are kept as sent (the spec's example shows only a user message, so their shape is ours).
 */
function storeMessage(message: Json, id: string): Json & { id: string } {
  const { content, name, role, ...rest } = message;
  const parts = Array.isArray(content) ? (content as Json[]) : null;
  const text = parts
    ? parts
        .filter((p) => p.type === 'text')
        .map((p) => String(p.text))
        .join('')
    : typeof content === 'string'
      ? content
      : null;
  const kept = parts ? parts.filter((p) => p.type === 'text' || p.type === 'image_url') : null;
  return {
    id,
    role,
    content: text,
    name: typeof name === 'string' ? name : null,
    content_parts: kept,
    ...pick(rest, ['tool_calls', 'tool_call_id']),
  };
}

function pick(source: Json, keys: readonly string[]): Json {
  return Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, source[k]]));
}
