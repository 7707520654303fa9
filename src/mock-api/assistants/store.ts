// In-memory Assistants state kept per API key: bounded in count, age and bytes, so a shared /v1 cannot grow without end.
import type { Assistant, FileObject, Message, Thread, VectorStore, VectorStoreFile } from '../../wire/assistants/types.ts';
import { stableToken } from '../model/ids.ts';
import { DEFAULT_LIMITS, type StoreLimits } from '../responses/store.ts';
import { heldBytes } from '../held-bytes.ts';
import { DEFAULT_BUDGETS, StorageBudget } from '../storage-budget.ts';
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
    readonly key: string,
    private readonly limits: StoreLimits,
    readonly budget: StorageBudget,
  ) {}

  /**
   * Charges (or re-weighs) one object to this key's byte budget before it is stored or changed: one over the
   * per-object budget is refused with a 400 that names it; `drop` removes it (and what hangs off it) when evicted.
   */
  keep(id: string, what: string, value: unknown, drop: () => void): void {
    this.budget.charge(this.key, id, what, heldBytes(value), drop);
  }

  /** Forgets a deleted object's charge. */
  release(id: string): void {
    this.budget.release(this.key, id);
  }

  /**
   * Stores a thread's message (or run) and keeps at most `maxObjectsPerKey` of them per thread, the oldest going
   * first; the thread counts as just used, so the key's budget evicts its old messages before the thread itself.
   */
  keepInThread<T>(thread: ThreadState, map: Map<string, T>, id: string, what: string, value: T): void {
    this.keep(id, what, value, () => map.delete(id));
    this.budget.touchObject(this.key, thread.object.id);
    map.set(id, value);
    while (map.size > this.limits.maxObjectsPerKey) {
      const oldest = map.keys().next().value as string;
      map.delete(oldest);
      this.budget.evict(this.key, oldest, 'count');
    }
  }

  /** Removes a thread with its messages and runs from the budget (their maps go with the thread). */
  releaseThread(thread: ThreadState): void {
    for (const id of [...thread.messages.keys(), ...thread.runs.keys()]) this.release(id);
  }

  isEmpty(): boolean {
    return this.assistants.size + this.threads.size + this.files.size + this.vectorStores.size === 0;
  }

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
      for (const [id, value] of map) if (created(value) < cutoff) this.evict(map, id, 'age');
      while (map.size > this.limits.maxObjectsPerKey) this.evict(map, map.keys().next().value as string, 'count');
    }
  }

  private evict(map: Map<string, unknown>, id: string, cause: 'age' | 'count'): void {
    const thread = this.threads.get(id);
    if (map === this.threads && thread) this.releaseThread(thread);
    map.delete(id);
    this.budget.evict(this.key, id, cause);
  }
}

/** Every key's state, least recently used first. */
export class AssistantsStore {
  private readonly keys = new Map<string, KeyState>();

  constructor(
    private readonly seed: string,
    private readonly limits: StoreLimits = DEFAULT_LIMITS,
    readonly budget: StorageBudget = new StorageBudget(DEFAULT_BUDGETS, limits),
    /** The mock's clock, for sweeping every key's expired objects when the room is full. */
    clock: () => number = Date.now,
  ) {
    budget.onFull(() => {
      for (const state of this.keys.values()) state.prune(Math.floor(clock() / 1000));
    });
  }

  /**
   * The key's state, marked as just used. Past `maxKeys`, a key that holds nothing goes; a key that holds objects
   * never does (the budget refuses a new key's objects instead), so a flood of new keys never costs a learner's state.
   */
  forKey(apiKey: string, nowSeconds: number): KeyState {
    let state = this.keys.get(apiKey);
    if (state) this.keys.delete(apiKey);
    else state = new KeyState(this.seed, apiKey, this.limits, this.budget);
    this.keys.set(apiKey, state);
    if (this.keys.size > this.limits.maxKeys) {
      const idle = [...this.keys].find(([k, s]) => k !== apiKey && s.isEmpty());
      if (idle) this.keys.delete(idle[0]);
    }
    state.prune(nowSeconds);
    return state;
  }
}

/** A vector store's files as file_search reads them (Responses' hosted tool shares the stores); null when the key has no such store. */
export function vectorStoreFiles(state: KeyState, id: string): { fileId: string; filename: string; text: string }[] | null {
  const store = state.vectorStores.get(id);
  if (!store) return null;
  return [...store.files.values()].flatMap((entry) => {
    const file = state.files.get(entry.id);
    return file ? [{ fileId: file.object.id, filename: file.object.filename, text: file.text }] : [];
  });
}
