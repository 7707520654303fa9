// The sessions list's own actions: rename, duplicate, delete and undo, over stored sessions and those kept in the tab.
import type { Message } from '../../persistence/message';
import type { RestoreResult } from '../../persistence/restore';
import type { SaveResult, SessionRepository } from '../../persistence/session-repository';
import type { SessionRecord } from '../../persistence/session-record';
import { say } from '../say';
import type { SavedSessionsActions, SavedSessionsDeps, SavedSessionsState } from './saved-sessions-types';
import type { TabSessions } from './tab-sessions';

type ListActions = Pick<SavedSessionsActions, 'rename' | 'duplicate' | 'remove' | 'undoRemove'>;

export interface ListContext {
  deps: SavedSessionsDeps;
  get(): SavedSessionsState & SavedSessionsActions;
  set(partial: Partial<SavedSessionsState>): void;
  word(message: Message): string;
  repository(): SessionRepository | null;
  tab: TabSessions;
  /** Keeps a record storage refused in the tab (or drops the tab's stale copy), and passes the result on. */
  kept(record: SessionRecord, result: SaveResult, revision: number): SaveResult;
  /** A listed session, from the tab or from storage. */
  load(id: string): Promise<RestoreResult>;
  refreshList(): Promise<void>;
  /** The open session as a record. */
  openRecord(): SessionRecord;
  /** Whether the open session was ever stored. */
  stored(): boolean;
  /** Writes the open session now. */
  write(): Promise<void>;
  /** Drops a write the open session had waiting. */
  cancelWrite(): void;
}

export function listActions(ctx: ListContext): ListActions {
  const { deps, get, set, word, tab, kept, load, refreshList } = ctx;
  const isOpen = (id: string) => id === get().current.id;
  return {
    async rename(id, name) {
      const clean = name.trim() || word(say('names.untitled'));
      if (isOpen(id)) {
        set({ current: { ...get().current, name: clean } });
        await ctx.write();
        return;
      }
      const repository = ctx.repository();
      if (!repository) return;
      const loaded = await load(id);
      if (loaded.ok) {
        const renamed = { ...loaded.record, name: clean, updatedAt: deps.now() };
        kept(renamed, await repository.overwrite(renamed, deps.writer), tab.get(id)?.revision ?? 0);
      }
      await refreshList();
    },

    async duplicate(id) {
      const repository = ctx.repository();
      if (!repository) return;
      if (isOpen(id)) await get().flush();
      const loaded = isOpen(id) && !ctx.stored() ? { ok: true as const, record: ctx.openRecord() } : await load(id);
      if (!loaded.ok) return set({ message: { tone: 'error', ...loaded.error } });
      const now = deps.now();
      const copy = {
        ...loaded.record,
        id: deps.newId(),
        name: word(say('names.copy', { name: loaded.record.name })),
        createdAt: now,
        updatedAt: now,
        readOnly: false,
        origin: { kind: 'local' as const },
      };
      kept(copy, await repository.overwrite(copy, deps.writer), 0);
      await refreshList();
    },

    async remove(id) {
      const repository = ctx.repository();
      if (!repository) return;
      const loaded = isOpen(id) ? { ok: true as const, record: ctx.openRecord() } : await load(id);
      tab.drop(id);
      await repository.remove(id);
      set({ deleted: loaded.ok ? loaded.record : null });
      if (isOpen(id)) {
        ctx.cancelWrite();
        await refreshList();
        const next = get().list[0];
        if (next) await get().open(next.id);
        else await get().newSession();
      }
      await refreshList();
    },

    async undoRemove() {
      const { deleted } = get();
      const repository = ctx.repository();
      if (!repository || !deleted) return;
      kept(deleted, await repository.overwrite(deleted, deps.writer), 0);
      set({ deleted: null });
      await refreshList();
    },
  };
}
