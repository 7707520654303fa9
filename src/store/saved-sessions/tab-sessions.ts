// Sessions kept in this tab only: the latest state of a session that browser storage refused (full or failing), so it
// stays listed and can be reopened until the tab closes, instead of vanishing with the next "New session".
import { metaOf, type SessionMeta, type SessionRecord } from '../../persistence/session-record';

export interface KeptInTab {
  record: SessionRecord;
  /** The stored revision this state builds on (0: never stored), so a later save finds no conflict with itself. */
  revision: number;
  meta: SessionMeta;
}

export interface TabSessions {
  keep(record: SessionRecord, revision: number, writer: string): void;
  drop(id: string): void;
  get(id: string): KeptInTab | undefined;
  ids(): string[];
  /** The stored list with the kept sessions in it: a kept state is newer than its stored one, so it replaces it. */
  merge(stored: SessionMeta[]): SessionMeta[];
}

export function createTabSessions(): TabSessions {
  const kept = new Map<string, KeptInTab>();
  return {
    keep(record, revision, writer) {
      // A copy, as storage would hold one: later edits of the open session must not change what the list shows.
      const copy = structuredClone(record);
      kept.set(record.id, { record: copy, revision, meta: metaOf(copy, revision, writer) });
    },
    drop: (id) => void kept.delete(id),
    get: (id) => kept.get(id),
    ids: () => [...kept.keys()],
    merge(stored) {
      const inTab = [...kept.values()].map((entry) => entry.meta);
      return [...stored.filter((meta) => !kept.has(meta.id)), ...inTab].sort((a, b) => b.updatedAt - a.updatedAt);
    },
  };
}
