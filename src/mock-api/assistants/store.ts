// In-memory Assistants state kept per API key: bounded in count, age and bytes, so a shared /v1 cannot grow without end.
import type {
  Assistant,
  FileObject,
  Message,
  Thread,
  VectorStore,
  VectorStoreFile,
  VectorStoreFileBatch,
} from '@loopscope/wire/assistants/types';
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
  /** File batches made on this store (file-batches.ts), persisted with it. */
  batches?: Map<string, StoredFileBatch>;
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

  /** The id counter, persisted so ids made after a restart never repeat earlier ones. */
  get idCounter(): number {
    return this.counter;
  }

  continueIdsFrom(counter: number): void {
    this.counter = Math.max(this.counter, counter);
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

/** A vector store's file batch as kept with its store: the batch object and the files it named. */
export type StoredFileBatch = { object: VectorStoreFileBatch; fileIds: string[] };

/** One persisted Assistants object: a thread carries its messages and runs; a vector store its file entries and file batches. */
export type AssistantsRecord =
  | { kind: 'assistant'; value: Assistant }
  | { kind: 'thread'; value: { object: Thread; messages: Message[]; runs: RunRecord[] } }
  | { kind: 'file'; value: StoredFile }
  | { kind: 'vector_store'; value: { object: VectorStore; files: VectorStoreFile[]; batches?: StoredFileBatch[] } }
  | { kind: 'assistants_ids'; value: { counter: number } };

/** Every key's state, least recently used first. */
export class AssistantsStore {
  private readonly keys = new Map<string, KeyState>();
  /** Where new keys' id counters start (a block a persistent store gave this process). */
  private firstCounter = 0;

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
    else state = this.newKeyState(apiKey);
    this.keys.set(apiKey, state);
    if (this.keys.size > this.limits.maxKeys) {
      const idle = [...this.keys].find(([k, s]) => k !== apiKey && s.isEmpty());
      if (idle) this.keys.delete(idle[0]);
    }
    state.prune(nowSeconds);
    return state;
  }

  /** The key's state if it has one, unchanged (no use marked, nothing pruned). */
  peek(apiKey: string): KeyState | undefined {
    return this.keys.get(apiKey);
  }

  /** Ids of keys not seen before continue from `first` (a block a persistent store gave this process). */
  continueIdsFrom(first: number): void {
    this.firstCounter = Math.max(this.firstCounter, first);
  }

  private newKeyState(apiKey: string): KeyState {
    const state = new KeyState(this.seed, apiKey, this.limits, this.budget);
    state.continueIdsFrom(this.firstCounter);
    return state;
  }

  /** The persisted object holding `id` (a message or run: its thread), or null when the key holds none. */
  exportObject(apiKey: string, id: string): (AssistantsRecord & { id: string; createdAt: number }) | null {
    const state = this.keys.get(apiKey);
    if (!state) return null;
    const assistant = state.assistants.get(id);
    if (assistant) return { kind: 'assistant', id, createdAt: assistant.created_at * 1000, value: assistant };
    const file = state.files.get(id);
    if (file) return { kind: 'file', id, createdAt: file.object.created_at * 1000, value: file };
    const store = state.vectorStores.get(id);
    if (store)
      return {
        kind: 'vector_store',
        id,
        createdAt: store.object.created_at * 1000,
        value: {
          object: store.object,
          files: [...store.files.values()],
          ...(store.batches?.size ? { batches: [...store.batches.values()] } : {}),
        },
      };
    const thread =
      state.threads.get(id) ?? [...state.threads.values()].find((t) => t.messages.has(id) || t.runs.has(id));
    if (!thread) return null;
    const value = { object: thread.object, messages: [...thread.messages.values()], runs: [...thread.runs.values()] };
    return { kind: 'thread', id: thread.object.id, createdAt: thread.object.created_at * 1000, value };
  }

  /** The key's id counter as a record (written with every change of the key, so ids continue after a restart). */
  exportIds(apiKey: string): AssistantsRecord | null {
    const state = this.keys.get(apiKey);
    return state ? { kind: 'assistants_ids', value: { counter: state.idCounter } } : null;
  }

  /**
   * Replaces the key's objects with restored ones, charged to the budget as the routes charge them (each message and
   * run on its own); one the budget no longer takes is left out. Returns how many were left out.
   */
  restoreObjects(apiKey: string, records: readonly AssistantsRecord[]): number {
    const old = this.keys.get(apiKey);
    if (old) {
      for (const thread of old.threads.values()) old.releaseThread(thread);
      for (const id of [
        ...old.assistants.keys(),
        ...old.threads.keys(),
        ...old.files.keys(),
        ...old.vectorStores.keys(),
      ])
        old.release(id);
      this.keys.delete(apiKey);
    }
    if (records.length === 0) return 0;
    const state = this.newKeyState(apiKey);
    this.keys.set(apiKey, state);
    let skipped = 0;
    for (const record of records) {
      try {
        restoreOne(state, record);
      } catch {
        skipped += 1;
      }
    }
    return skipped;
  }
}

function restoreOne(state: KeyState, record: AssistantsRecord): void {
  switch (record.kind) {
    case 'assistant': {
      const assistant = record.value;
      state.keep(assistant.id, 'assistant', assistant, () => state.assistants.delete(assistant.id));
      state.assistants.set(assistant.id, assistant);
      return;
    }
    case 'file': {
      const file = record.value;
      state.keep(file.object.id, 'file', file, () => state.files.delete(file.object.id));
      state.files.set(file.object.id, file);
      return;
    }
    case 'vector_store': {
      const { object, files, batches } = record.value;
      state.keep(object.id, 'vector store', object, () => state.vectorStores.delete(object.id));
      state.vectorStores.set(object.id, {
        object,
        files: new Map(files.map((f) => [f.id, f])),
        ...(batches?.length ? { batches: new Map(batches.map((b) => [b.object.id, b])) } : {}),
      });
      return;
    }
    case 'thread': {
      const thread: ThreadState = { object: record.value.object, messages: new Map(), runs: new Map() };
      // As routes-threads.ts keeps a thread: evicting it takes its messages and runs along.
      state.keep(thread.object.id, 'thread', thread.object, () => {
        state.threads.delete(thread.object.id);
        state.releaseThread(thread);
      });
      state.threads.set(thread.object.id, thread);
      for (const message of record.value.messages)
        state.keepInThread(thread, thread.messages, message.id, 'message', message);
      for (const run of record.value.runs) state.keepInThread(thread, thread.runs, run.run.id, 'run', run);
      return;
    }
    case 'assistants_ids':
      state.continueIdsFrom(record.value.counter);
      return;
  }
}

/** A vector store's files as file_search reads them (Responses' hosted tool shares the stores); null when the key has no such store. */
export function vectorStoreFiles(
  state: KeyState,
  id: string,
): { fileId: string; filename: string; text: string }[] | null {
  const store = state.vectorStores.get(id);
  if (!store) return null;
  return [...store.files.values()].flatMap((entry) => {
    const file = state.files.get(entry.id);
    return file ? [{ fileId: file.object.id, filename: file.object.filename, text: file.text }] : [];
  });
}
