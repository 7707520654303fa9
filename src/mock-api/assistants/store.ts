// In-memory Assistants state kept per API key: bounded in count and age, so a shared /v1 cannot grow without end.
import type { Assistant, FileObject, Message, Thread, VectorStore, VectorStoreFile } from '../../wire/assistants/types.ts';
import { stableToken } from '../model/ids.ts';
import { DEFAULT_LIMITS, type StoreLimits } from '../responses/store.ts';
import type { RunRecord } from './run-record.ts';

export interface StoredFile {
  object: FileObject;
  text: string;
}

export interface StoredVectorStore {
  object: VectorStore;
  files: Map<string, VectorStoreFile>;
}

export interface ThreadState {
  object: Thread;
  messages: Map<string, Message>;
  runs: Map<string, RunRecord>;
}

/** One key's objects; maps keep insertion (creation) order, which lists and eviction rely on. */
export class KeyState {
  readonly assistants = new Map<string, Assistant>();
  readonly threads = new Map<string, ThreadState>();
  readonly files = new Map<string, StoredFile>();
  readonly vectorStores = new Map<string, StoredVectorStore>();
  private counter = 0;

  constructor(
    private readonly seed: string,
    private readonly key: string,
    private readonly limits: StoreLimits,
  ) {}

  /** A fresh id of the real shape (`asst_…`, `file-…`); deterministic for the same seed, key and sequence of calls. */
  newId(prefix: string, length = 24): string {
    this.counter += 1;
    return `${prefix}${stableToken([this.seed, this.key, prefix, this.counter], length)}`;
  }

  /** Drops objects past their age and the oldest beyond the count limit. */
  prune(nowSeconds: number): void {
    const cutoff = nowSeconds - this.limits.maxAgeMs / 1000;
    for (const [map, created] of [
      [this.assistants, (v: Assistant) => v.created_at],
      [this.threads, (v: ThreadState) => v.object.created_at],
      [this.files, (v: StoredFile) => v.object.created_at],
      [this.vectorStores, (v: StoredVectorStore) => v.object.created_at],
    ] as [Map<string, unknown>, (v: unknown) => number][]) {
      for (const [id, value] of map) if (created(value) < cutoff) map.delete(id);
      while (map.size > this.limits.maxObjectsPerKey) map.delete(map.keys().next().value as string);
    }
  }
}

/** Every key's state, least recently used first. */
export class AssistantsStore {
  private readonly keys = new Map<string, KeyState>();

  constructor(
    private readonly seed: string,
    private readonly limits: StoreLimits = DEFAULT_LIMITS,
  ) {}

  forKey(apiKey: string, nowSeconds: number): KeyState {
    let state = this.keys.get(apiKey);
    if (state) this.keys.delete(apiKey);
    else state = new KeyState(this.seed, apiKey, this.limits);
    this.keys.set(apiKey, state);
    while (this.keys.size > this.limits.maxKeys) this.keys.delete(this.keys.keys().next().value as string);
    state.prune(nowSeconds);
    return state;
  }
}
