// Byte budgets for what the mock keeps (per object, per API key, in total), and a memory of evictions so a later read says why an id is gone.
import { ApiError, errorBody } from '@loopscope/wire/errors';
import { heldBytes } from './held-bytes.ts';

const MB = 1024 * 1024;

export interface ByteBudgets {
  /** One stored object (a message, a response with its input, a conversation, a file's text); larger ones are refused. */
  objectBytes: number;
  /** Everything one API key keeps; past it the key's oldest objects go. */
  keyBytes: number;
  /** Everything the mock keeps (the room all keys share); past it new bytes are refused, and no key's objects go. */
  totalBytes: number;
}

/**
 * Sized for a classroom on one server: a lesson's largest realistic object (a long file for file_search, a
 * conversation of a whole lesson) stays far under 4 MB; 16 MB per learner is hundreds of lessons' worth; 256 MB
 * in total (counted as the heap holds it, see held-bytes.ts) keeps the server's resident memory under 1.5 GB even
 * when the room is full (bench/soak-store.ts measures it).
 */
export const DEFAULT_BUDGETS: ByteBudgets = { objectBytes: 4 * MB, keyBytes: 16 * MB, totalBytes: 256 * MB };

/** Evictions remembered at once (ids are short, so this stays a few MB at most). */
const REMEMBERED_EVICTIONS = 50_000;

export type EvictionCause = 'key' | 'count' | 'age';

interface Entry {
  bytes: number;
  drop: () => void;
}

interface KeyLedger {
  bytes: number;
  /** Insertion order is age: the first entry is the key's oldest object. */
  entries: Map<string, Entry>;
}

/** What a stored value weighs: the heap bytes it holds (not its JSON text, which undercounted the heap several times). */
export const sizeOf = heldBytes;

export function formatSize(bytes: number): string {
  return bytes >= MB ? `${(bytes / MB).toFixed(1).replace(/\.0$/, '')} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** The 400 for one object over its budget, in the API's error shape, naming the budget. */
export function objectTooLarge(what: string, bytes: number, limit: number): ApiError {
  return new ApiError(
    400,
    errorBody(
      `This ${what} is ${formatSize(bytes)}, over the mock's per-object storage budget of ${formatSize(limit)}. Loopscope's mock keeps each stored object under ${formatSize(limit)} so a shared server stays small; send less.`,
      { code: 'object_too_large' },
    ),
  );
}

/**
 * The refusal when the room is full or holds its most keys: a 429 in the API's error shape, with `x-should-retry:
 * false` so the SDK does not retry what only freed room fixes. The real API has no shared room (every account has its
 * own storage), so this condition, its status and its `storage_full` code are Loopscope's own.
 */
export function storageFull(message: string): ApiError {
  return new ApiError(429, errorBody(message, { code: 'storage_full' }), { 'x-should-retry': 'false' });
}

export class StorageBudget {
  /** Keys that hold at least one object, each with its objects oldest first. */
  private readonly keys = new Map<string, KeyLedger>();
  private total = 0;
  private readonly evictions = new Map<string, EvictionCause>();
  private readonly sweepers: (() => void)[] = [];
  private readonly observers: ((key: string, id: string) => void)[] = [];
  /** While set, charges and evictions are not reported (objects being restored from a store). */
  private quiet = false;

  constructor(
    readonly limits: ByteBudgets = DEFAULT_BUDGETS,
    /** How long objects live, how many of a kind a key keeps, and how many keys may hold objects at once. */
    private readonly retention: { maxAgeMs: number; maxObjectsPerKey: number; maxKeys: number } = {
      maxAgeMs: 24 * 60 * 60 * 1000,
      maxObjectsPerKey: 500,
      maxKeys: 200,
    },
  ) {}

  /** Bytes held by every key together. */
  get used(): number {
    return this.total;
  }

  /** Marks one object as just used (a thread that gets a message), so the key's budget evicts older ones first. */
  touchObject(key: string, id: string): void {
    const entries = this.keys.get(key)?.entries;
    const entry = entries?.get(id);
    if (!entries || !entry) return;
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
   * Charges (or re-charges) one object to its key; `drop` removes it from its store when it is evicted. Every refusal
   * comes before anything changes: the per-object 400, then a 429 for a new key when `maxKeys` keys already hold
   * objects, or when the room's total cannot take the new bytes even after the key's own oldest objects make way for
   * its own budget. One key's use never evicts another key's objects.
   */
  charge(key: string, id: string, what: string, bytes: number, drop: () => void): void {
    this.check(what, bytes);
    let refusal = this.refusal(key, id, what, bytes);
    if (refusal) {
      // Objects past their age go only when their key is next used: sweep every key before saying the room is full.
      for (const sweep of this.sweepers) sweep();
      refusal = this.refusal(key, id, what, bytes);
      if (refusal) throw refusal;
    }
    let ledger = this.keys.get(key);
    const before = ledger?.entries.get(id)?.bytes ?? 0;
    const ownOldest = this.ownEvictions(ledger, id, (ledger?.bytes ?? 0) - before + bytes);
    if (!ledger) this.keys.set(key, (ledger = { bytes: 0, entries: new Map() }));
    this.remove(key, ledger, id);
    this.keys.set(key, ledger);
    ledger.entries.set(id, { bytes, drop });
    ledger.bytes += bytes;
    this.total += bytes;
    this.evictions.delete(evictionKey(key, id));
    this.changed(key, id);
    for (const [oldest, entry] of ownOldest) {
      this.evict(key, oldest, 'key');
      entry.drop();
    }
  }

  /** Calls `observer` with every object that is charged, released or evicted: what a persistent store must write. */
  observe(observer: (key: string, id: string) => void): void {
    this.observers.push(observer);
  }

  /** Runs `restore` without reporting its charges to the observers (they restore what is already stored). */
  quietly<T>(restore: () => T): T {
    const was = this.quiet;
    this.quiet = true;
    try {
      return restore();
    } finally {
      this.quiet = was;
    }
  }

  private changed(key: string, id: string): void {
    if (this.quiet) return;
    for (const observer of this.observers) observer(key, id);
  }

  /** Called when a charge would be refused, to drop every key's expired objects first (each store registers one). */
  onFull(sweep: () => void): void {
    this.sweepers.push(sweep);
  }

  /** The 429 this charge would get, or null: a new key past `maxKeys`, or more bytes than the room has left. */
  private refusal(key: string, id: string, what: string, bytes: number): ApiError | null {
    const ledger = this.keys.get(key);
    if (!ledger && this.keys.size >= this.retention.maxKeys)
      return storageFull(tooManyKeys(what, this.retention.maxKeys));
    const before = ledger?.entries.get(id)?.bytes ?? 0;
    const ownOldest = this.ownEvictions(ledger, id, (ledger?.bytes ?? 0) - before + bytes);
    const grows = bytes - before - ownOldest.reduce((sum, [, entry]) => sum + entry.bytes, 0);
    return grows > 0 && this.total + grows > this.limits.totalBytes
      ? storageFull(roomFull(what, this.limits.totalBytes))
      : null;
  }

  /** The key's oldest objects (never `id` itself) that must go for the key to hold `bytes` within its own budget. */
  private ownEvictions(ledger: KeyLedger | undefined, id: string, bytes: number): [string, Entry][] {
    const out: [string, Entry][] = [];
    for (const [other, entry] of ledger?.entries ?? []) {
      if (bytes <= this.limits.keyBytes) break;
      if (other === id) continue;
      out.push([other, entry]);
      bytes -= entry.bytes;
    }
    return out;
  }

  /** Forgets a deleted object (no eviction is remembered: a later read gets the plain 404). */
  release(key: string, id: string): void {
    const ledger = this.keys.get(key);
    if (ledger) this.remove(key, ledger, id);
    this.changed(key, id);
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
    switch (cause) {
      case 'key':
        return ` It was evicted because this API key's storage budget (${formatSize(this.limits.keyBytes)}) was reached; the mock drops a key's oldest objects first.`;
      case 'count':
        return ` It was evicted because this API key reached the mock's limit of ${this.retention.maxObjectsPerKey} stored objects of this kind; the oldest go first.`;
      case 'age':
        return ` It expired: the mock keeps stored objects for ${Math.round(this.retention.maxAgeMs / 3_600_000)} hours.`;
    }
  }

  /** Takes one object off its key's ledger; a key left holding nothing frees its place among `maxKeys`. */
  private remove(key: string, ledger: KeyLedger, id: string): void {
    const entry = ledger.entries.get(id);
    if (!entry) return;
    ledger.entries.delete(id);
    ledger.bytes -= entry.bytes;
    this.total -= entry.bytes;
    if (ledger.entries.size === 0) this.keys.delete(key);
  }
}

/** The refusal's words when the room is full: what happened, that nothing was lost, and what the learner can do. */
function roomFull(what: string, totalBytes: number): string {
  return `The Loopscope mock server's storage is full: all API keys together hold its ${formatSize(totalBytes)} budget, so this ${what} was not stored (nothing you stored before was removed). Delete stored objects you no longer need (files, vector stores, threads, responses, conversations) and try again, or ask whoever runs this Loopscope server to restart it.`;
}

function tooManyKeys(what: string, maxKeys: number): string {
  return `The Loopscope mock server already keeps objects for ${maxKeys} API keys, its limit, so this ${what} was not stored for a new key (no other key's objects were removed). Use the API key you stored objects with before, or ask whoever runs this Loopscope server to restart it.`;
}

function evictionKey(key: string, id: string): string {
  return `${key}\n${id}`;
}
