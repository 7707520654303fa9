// The storage backends sessions live in: IndexedDB through idb-keyval, or memory when the browser offers no storage.
import { createStore, del, delMany, get, getMany, keys, setMany, type UseStore } from 'idb-keyval';

/** The few operations the session repository needs; both backends behave the same. */
export interface KeyValue {
  readonly kind: 'indexeddb' | 'memory';
  get<T>(key: string): Promise<T | undefined>;
  getMany<T>(keys: string[]): Promise<(T | undefined)[]>;
  setMany(entries: [string, unknown][]): Promise<void>;
  delMany(keys: string[]): Promise<void>;
  keys(): Promise<string[]>;
}

export function memoryKeyValue(): KeyValue {
  const map = new Map<string, unknown>();
  return {
    kind: 'memory',
    get: async <T>(key: string) => map.get(key) as T | undefined,
    getMany: async <T>(list: string[]) => list.map((key) => map.get(key) as T | undefined),
    setMany: async (entries) => {
      // structuredClone gives memory the same copy semantics as IndexedDB: later edits never leak into "saved" data.
      for (const [key, value] of entries) map.set(key, structuredClone(value));
    },
    delMany: async (list) => {
      for (const key of list) map.delete(key);
    },
    keys: async () => [...map.keys()],
  };
}

function idbKeyValue(store: UseStore): KeyValue {
  return {
    kind: 'indexeddb',
    get: (key) => get(key, store),
    getMany: (list) => getMany(list, store),
    setMany: (entries) => setMany(entries, store),
    delMany: (list) => (list.length === 1 ? del(list[0]!, store) : delMany(list, store)),
    keys: async () => (await keys(store)).map(String),
  };
}

/**
 * Why sessions are not being kept in browser storage. `unavailable`: no IndexedDB at all; `refused`: it would not
 * open (private windows of some browsers, disabled storage); `full`: a save hit the quota; `failed`: a save failed
 * otherwise. `detail` is the browser's own words, when it gave any. The view words the notice in the user's language.
 */
export interface StorageProblem {
  reason: 'unavailable' | 'refused' | 'full' | 'failed';
  detail: string;
}

export function errorDetail(error: unknown): string {
  return error instanceof Error || error instanceof DOMException ? error.message : String(error);
}

export const SESSIONS_DB = 'loopscope';
export const SESSIONS_STORE = 'sessions';

/**
 * IndexedDB when it opens, else memory plus the reason (private windows of some browsers, disabled storage,
 * a blocked database). The probe is a real read, so a database that cannot open is found now, not mid-save.
 */
export async function openKeyValue(): Promise<{ kv: KeyValue; problem: StorageProblem | null }> {
  if (typeof indexedDB === 'undefined') return { kv: memoryKeyValue(), problem: { reason: 'unavailable', detail: '' } };
  try {
    const kv = idbKeyValue(createStore(SESSIONS_DB, SESSIONS_STORE));
    await kv.get('probe');
    return { kv, problem: null };
  } catch (error) {
    return { kv: memoryKeyValue(), problem: { reason: 'refused', detail: errorDetail(error) } };
  }
}
