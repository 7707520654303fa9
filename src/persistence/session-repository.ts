// Saved sessions: a small meta entry per session for the list, the full record beside it, and a revision check across tabs.
import type { KeyValue } from './key-value';
import { restore, type RestoreResult } from './restore';
import { withoutSecrets } from './sanitize';
import { metaOf, type SessionMeta, type SessionRecord } from './session-record';

const META = 'meta:';
const DATA = 'data:';

export type SaveResult =
  | { ok: true; meta: SessionMeta }
  /** Another tab saved this session since this tab last read or wrote it. */
  | { ok: false; conflict: SessionMeta }
  | { ok: false; error: string };

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

/** Quota errors differ between browsers; all of them mean the same to the user. */
export function storageErrorText(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'QuotaExceededError' || /quota/i.test(String(error))) {
    return 'Browser storage is full, so this session is not being saved. It keeps working here; export it as a file to keep it.';
  }
  return `Saving failed (${error instanceof Error ? error.message : String(error)}). The session keeps working here; export it as a file to keep it.`;
}

export function createSessionRepository(kv: KeyValue): SessionRepository {
  const write = async (record: SessionRecord, revision: number, writer: string): Promise<SaveResult> => {
    const safe = { ...record, engine: withoutSecrets(record.engine) };
    const meta = metaOf(safe, revision, writer);
    try {
      await kv.setMany([[DATA + record.id, safe], [META + record.id, meta]]);
      return { ok: true, meta };
    } catch (error) {
      return { ok: false, error: storageErrorText(error) };
    }
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
      if (raw === undefined) return { ok: false, error: 'This session is no longer saved (it was deleted, perhaps in another tab).' };
      return restore(raw);
    },
    async save(record, knownRevision, writer) {
      const stored = await kv.get<SessionMeta>(META + record.id);
      if (stored && stored.revision > knownRevision && stored.writer !== writer) return { ok: false, conflict: stored };
      return write(record, (stored?.revision ?? 0) + 1, writer);
    },
    async overwrite(record, writer) {
      const stored = await kv.get<SessionMeta>(META + record.id);
      return write(record, (stored?.revision ?? 0) + 1, writer);
    },
    remove: (id) => kv.delMany([DATA + id, META + id]),
  };
}
