// Byte budgets for what the mock keeps (per object, per API key, in total), and a memory of evictions so a later read says why an id is gone.
import { ApiError, errorBody } from '../wire/errors.ts';

const MB = 1024 * 1024;

export interface ByteBudgets {
  /** One stored object (a message, a response with its input, a conversation, a file's text); larger ones are refused. */
  objectBytes: number;
  /** Everything one API key keeps; past it the key's oldest objects go. */
  keyBytes: number;
  /** Everything the mock keeps; past it the least recently used key's objects go (never the key being served). */
  totalBytes: number;
}

/**
 * Sized for a classroom on one server: a lesson's largest realistic object (a long file for file_search, a
 * conversation of a whole lesson) stays far under 4 MB; 16 MB per learner is hundreds of lessons' worth; 256 MB
 * in total keeps the server's heap small even when every learner fills their share.
 */
export const DEFAULT_BUDGETS: ByteBudgets = { objectBytes: 4 * MB, keyBytes: 16 * MB, totalBytes: 256 * MB };

/** Evictions remembered at once (ids are short, so this stays a few MB at most). */
const REMEMBERED_EVICTIONS = 50_000;

export type EvictionCause = 'key' | 'total' | 'keys' | 'count' | 'age';

interface Entry {
  bytes: number;
  drop: () => void;
}

interface KeyLedger {
  bytes: number;
  /** Insertion order is age: the first entry is the key's oldest object. */
  entries: Map<string, Entry>;
}

/** What a stored value weighs: its JSON text's length (one unit per character, close to bytes for the API's text). */
export function sizeOf(value: unknown): number {
  return typeof value === 'string' ? value.length : (JSON.stringify(value) ?? '').length;
}

export function formatSize(bytes: number): string {
  return bytes >= MB ? `${(bytes / MB).toFixed(1).replace(/\.0$/, '')} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** The 400 for one object over its budget, in the API's error shape, naming the budget. */
export function objectTooLarge(what: string, bytes: number, limit: number): ApiError {
  return new ApiError(
    400,
    errorBody(`This ${what} is ${formatSize(bytes)}, over the mock's per-object storage budget of ${formatSize(limit)}. Loopscope's mock keeps each stored object under ${formatSize(limit)} so a shared server stays small; send less.`, { code: 'object_too_large' }),
  );
}

export class StorageBudget {
  private readonly keys = new Map<string, KeyLedger>();
  private total = 0;
  private readonly evictions = new Map<string, EvictionCause>();
  private readonly keyDroppers: ((key: string) => void)[] = [];

  constructor(
    readonly limits: ByteBudgets = DEFAULT_BUDGETS,
    /** For the age and count messages: how long objects live and how many of a kind a key keeps. */
    private readonly retention: { maxAgeMs: number; maxObjectsPerKey: number; maxKeys: number } = { maxAgeMs: 24 * 60 * 60 * 1000, maxObjectsPerKey: 500, maxKeys: 200 },
  ) {}

  /** Called with a key whose whole state the total budget evicted: each store drops what it holds for it. */
  onDropKey(listener: (key: string) => void): void {
    this.keyDroppers.push(listener);
  }

  /** Marks the key as just used, so the total budget evicts others first. */
  touch(key: string): void {
    const ledger = this.keys.get(key);
    if (!ledger) return;
    this.keys.delete(key);
    this.keys.set(key, ledger);
  }

  /** Marks one object as just used (a thread that gets a message), so the key's budget evicts older ones first. */
  touchObject(key: string, id: string): void {
    const entry = this.keys.get(key)?.entries.get(id);
    if (!entry) return;
    const { entries } = this.keys.get(key)!;
    entries.delete(id);
    entries.set(id, entry);
  }

  /** Refuses one object over the per-object budget; nothing is charged. */
  check(what: string, bytes: number): void {
    if (bytes > this.limits.objectBytes) throw objectTooLarge(what, bytes, this.limits.objectBytes);
  }

  /** The bytes charged for this object, or 0. */
  charged(key: string, id: string): number {
    return this.keys.get(key)?.entries.get(id)?.bytes ?? 0;
  }

  /**
   * Charges (or re-charges) one object to its key; `drop` removes it from its store when it is evicted. Throws the
   * per-object 400 before changing anything; then the key's oldest objects, and then the least recently used other
   * keys, go until both budgets hold.
   */
  charge(key: string, id: string, what: string, bytes: number, drop: () => void): void {
    this.check(what, bytes);
    let ledger = this.keys.get(key);
    if (ledger) this.keys.delete(key);
    else ledger = { bytes: 0, entries: new Map() };
    this.keys.set(key, ledger);
    this.remove(ledger, id);
    ledger.entries.set(id, { bytes, drop });
    ledger.bytes += bytes;
    this.total += bytes;
    this.evictions.delete(evictionKey(key, id));
    while (ledger.bytes > this.limits.keyBytes) {
      const [oldest, entry] = ledger.entries.entries().next().value!;
      if (oldest === id) break;
      this.evict(key, oldest, 'key');
      entry.drop();
    }
    for (const [other] of this.keys) {
      if (this.total <= this.limits.totalBytes) break;
      if (other !== key) this.dropKey(other);
    }
  }

  /** Forgets a deleted object (no eviction is remembered: a later read gets the plain 404). */
  release(key: string, id: string): void {
    const ledger = this.keys.get(key);
    if (ledger) this.remove(ledger, id);
  }

  /** Forgets an object its store removed for age or count, remembering why. */
  evict(key: string, id: string, cause: EvictionCause): void {
    this.release(key, id);
    this.evictions.set(evictionKey(key, id), cause);
    if (this.evictions.size > REMEMBERED_EVICTIONS) this.evictions.delete(this.evictions.keys().next().value!);
  }

  /** A sentence saying why this id is gone, or '' when it was never stored (or deleted on purpose). */
  evictedNote(key: string, id: string): string {
    const cause = this.evictions.get(evictionKey(key, id));
    if (!cause) return '';
    const { keyBytes, totalBytes } = this.limits;
    switch (cause) {
      case 'key':
        return ` It was evicted because this API key's storage budget (${formatSize(keyBytes)}) was reached; the mock drops a key's oldest objects first.`;
      case 'total':
        return ` It was evicted because the mock server's total storage budget (${formatSize(totalBytes)}) was reached; the least recently used API key's objects go first.`;
      case 'keys':
        return ` It was evicted because the mock keeps the objects of at most ${this.retention.maxKeys} API keys and this key was the least recently used.`;
      case 'count':
        return ` It was evicted because this API key reached the mock's limit of ${this.retention.maxObjectsPerKey} stored objects of this kind; the oldest go first.`;
      case 'age':
        return ` It expired: the mock keeps stored objects for ${Math.round(this.retention.maxAgeMs / 3_600_000)} hours.`;
    }
  }

  private remove(ledger: KeyLedger, id: string): void {
    const entry = ledger.entries.get(id);
    if (!entry) return;
    ledger.entries.delete(id);
    ledger.bytes -= entry.bytes;
    this.total -= entry.bytes;
  }

  /** Evicts everything a key holds, in every store (a store over its key count uses it too). */
  dropKey(key: string, cause: 'total' | 'keys' = 'total'): void {
    const ledger = this.keys.get(key);
    for (const id of [...(ledger?.entries.keys() ?? [])]) this.evict(key, id, cause);
    this.keys.delete(key);
    for (const listener of this.keyDroppers) listener(key);
  }
}

function evictionKey(key: string, id: string): string {
  return `${key}\n${id}`;
}
