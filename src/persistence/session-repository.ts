// Saved sessions: a small meta entry per session for the list, the record beside it in parts (a head and chunks of
// entries and exchanges, so a save writes only what changed), and a revision check across tabs.
import { errorDetail, type KeyValue, type StorageProblem } from './key-value';
import { restore, type RestoreResult } from './restore';
import { withoutSecrets } from './sanitize';
import { say } from './say';
import { headKeys, isStoredHead, joinRecord, partKey, partPrefix, splitRecord } from './session-parts';
import { metaOf, type SessionMeta, type SessionRecord } from './session-record';

const META = 'meta:';
const DATA = 'data:';

export type SaveResult =
  | { ok: true; meta: SessionMeta }
  /** Another tab saved this session since this tab last read or wrote it. */
  | { ok: false; conflict: SessionMeta }
  /** Storage refused the write (full, or failing); what was stored before is untouched. */
  | { ok: false; problem: StorageProblem };

export interface SessionRepository {
  readonly kind: KeyValue['kind'];
  list(): Promise<SessionMeta[]>;
  meta(id: string): Promise<SessionMeta | undefined>;
  load(id: string): Promise<RestoreResult>;
  /** `knownRevision`: the revision this tab last read or wrote (0 for a new session); a newer one from another tab is a conflict. */
  save(record: SessionRecord, knownRevision: number, writer: string): Promise<SaveResult>;
  /** Saves whatever is stored now, ignoring revisions (taking over from another tab, undoing a delete). */
  overwrite(record: SessionRecord, writer: string): Promise<SaveResult>;
  remove(id: string): Promise<void>;
}

/** Quota errors differ between browsers (a DOMException's name, Firefox's older NS_ERROR_DOM_QUOTA_REACHED); all mean the same to the user. */
export function storageProblem(error: unknown): StorageProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'QuotaExceededError' || /quota/i.test(String(error)))
    return { reason: 'full', detail: errorDetail(error) };
  return { reason: 'failed', detail: errorDetail(error) };
}

/** Same items, same objects: the chunk holds exactly what was written last time. */
function sameItems(a: readonly unknown[] | undefined, b: readonly unknown[]): boolean {
  return a !== undefined && a.length === b.length && a.every((item, i) => item === b[i]);
}

/** What this tab last wrote of one session: the revision, and each slot's chunk (its key and items, by identity). */
interface Written {
  revision: number;
  chunks: Map<string, { key: string; items: readonly unknown[] }>;
}

/**
 * Lets the page handle input between two chunk writes. Storing a value copies it on the main thread (structured
 * clone), so a large session written in one go is one long task; chunk by chunk, no task is longer than one chunk.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export interface RepositoryOptions {
  /** Waits between chunk writes (the page's next task by default). */
  pause?: () => Promise<void>;
}

export function createSessionRepository(kv: KeyValue, { pause = nextTask }: RepositoryOptions = {}): SessionRepository {
  const written = new Map<string, Written>();
  /** Writes run one at a time, so a rename cannot interleave with an autosave of the same session. */
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(job: () => Promise<T>): Promise<T> => {
    const run = queue.then(job, job);
    queue = run.catch(() => undefined);
    return run;
  };

  /**
   * Writes the chunks that differ from this tab's last write of the same revision (all of them when another tab wrote
   * in between, or on the first save here) one transaction each, under keys of their own; then the head and the meta
   * together, which is the moment the new state becomes the stored one; then drops chunks no longer used. A save cut
   * short (a closed tab, a full disk) leaves the previous head and its chunks as they were.
   */
  const write = async (
    record: SessionRecord,
    revision: number,
    writer: string,
    storedRevision: number | undefined,
  ): Promise<SaveResult> => {
    const safe = { ...record, engine: withoutSecrets(record.engine) };
    const meta = metaOf(safe, revision, writer);
    const last = written.get(record.id);
    const known = last && last.revision === storedRevision ? last.chunks : null;
    const version = `${revision}.${writer}`;
    const { head, chunks } = splitRecord(safe, (slot, items) => {
      const had = known?.get(slot);
      return had && sameItems(had.items, items) ? had.key : partKey(record.id, slot, version);
    });
    const fresh = chunks.filter((chunk) => chunk.key !== known?.get(chunk.slot)?.key);
    try {
      for (const [i, chunk] of fresh.entries()) {
        // A save of one changed chunk (the usual autosave) goes straight through; a longer one lets the page in between.
        if (i > 0) await pause();
        await kv.setMany([[chunk.key, chunk.items]]);
      }
      await kv.setMany([
        [DATA + record.id, head],
        [META + record.id, meta],
      ]);
    } catch (error) {
      written.delete(record.id);
      return { ok: false, problem: storageProblem(error) };
    }
    // Only the latest session written is remembered: autosave writes the open one, and an older one's entries stay collectable.
    written.clear();
    written.set(record.id, {
      revision,
      chunks: new Map(chunks.map((chunk) => [chunk.slot, { key: chunk.key, items: chunk.items }])),
    });
    const used = new Set(chunks.map((chunk) => chunk.key));
    // Unused chunks are unreachable from the head just written, so removing them can wait and may fail harmlessly.
    const before = known
      ? [...known.values()].map((chunk) => chunk.key)
      : (await kv.keys()).filter((key) => key.startsWith(partPrefix(record.id)));
    const unused = before.filter((key) => !used.has(key));
    if (unused.length > 0) await kv.delMany(unused).catch(() => undefined);
    return { ok: true, meta };
  };
  return {
    kind: kv.kind,
    async list() {
      const metaKeys = (await kv.keys()).filter((key) => key.startsWith(META));
      const metas = (await kv.getMany<SessionMeta>(metaKeys)).filter((m): m is SessionMeta => m !== undefined);
      return metas.sort((a, b) => b.updatedAt - a.updatedAt);
    },
    meta: (id) => kv.get<SessionMeta>(META + id),
    async load(id) {
      const raw = await kv.get(DATA + id);
      if (raw === undefined) return { ok: false, error: say('restore.noLongerSaved') };
      // Sessions saved before storage in parts hold the whole record under data:.
      if (!isStoredHead(raw)) return restore(raw);
      const joined = joinRecord(raw, await kv.getMany<unknown[]>(headKeys(raw)));
      if (!joined.ok) return { ok: false, error: say('restore.incomplete', { part: joined.missing }) };
      return restore(joined.record);
    },
    save: (record, knownRevision, writer) =>
      serially(async () => {
        const stored = await kv.get<SessionMeta>(META + record.id);
        if (stored && stored.revision > knownRevision && stored.writer !== writer)
          return { ok: false, conflict: stored };
        return write(record, (stored?.revision ?? 0) + 1, writer, stored?.revision);
      }),
    overwrite: (record, writer) =>
      serially(async () => {
        const stored = await kv.get<SessionMeta>(META + record.id);
        return write(record, (stored?.revision ?? 0) + 1, writer, stored?.revision);
      }),
    remove: (id) =>
      serially(async () => {
        written.delete(id);
        const parts = (await kv.keys()).filter((key) => key.startsWith(partPrefix(id)));
        await kv.delMany([DATA + id, META + id, ...parts]);
      }),
  };
}
