// The saved-sessions store: which session is open, the list, autosave, conflicts with other tabs, delete with undo, and
// sessions kept in the tab when storage refuses them.
import { createStore } from 'zustand/vanilla';
import type { EngineState } from '@loopscope/engine/types';
import { createAutosaver, type Autosaver } from '../../persistence/autosaver';
import type { SaveResult, SessionRepository } from '../../persistence/session-repository';
import { SESSION_FORMAT, SESSION_VERSION, type SessionRecord } from '../../persistence/session-record';
import { sameKey, saveKey } from './save-key';
import { followedName, inEnglish, nameFor } from './session-name';
import { isPristine } from '../session/session-store';
import { fileActions } from './saved-sessions-files';
import { listActions } from './saved-sessions-list';
import type {
  OpenSession,
  SavedSessionsActions,
  SavedSessionsDeps,
  SavedSessionsState,
  SavedSessionsStore,
} from './saved-sessions-types';
import { say } from '../say';
import { createTabSessions } from './tab-sessions';
import { replaceGuard } from './replace-guard';
import {
  attachedExpectationsOf,
  carrySavedExpectations,
  onAttachedExpectationsChange,
} from '../loop-tests/attached-expectations';

export { nameFor } from './session-name';
export type {
  OpenSession,
  PersistenceApi,
  SaveStatus,
  SavedSessionsActions,
  SavedSessionsDeps,
  SavedSessionsMessage,
  SavedSessionsState,
  SavedSessionsStore,
} from './saved-sessions-types';

export function createSavedSessionsStore(deps: SavedSessionsDeps): SavedSessionsStore {
  const { session } = deps;
  let repository: SessionRepository | null = null;
  const tab = createTabSessions();
  /** The revision this tab last read or wrote for the open session (0: never saved). */
  let knownRevision = 0;
  /** The open session's id (`current.id`), for the change listeners outside the store. */
  let openId = '';
  /** What decides a write: the engine's state and the expectations the open session carries. */
  const keyNow = (engine: EngineState = session.getState().engine, id = openId) =>
    saveKey(engine, attachedExpectationsOf(id));
  let savedKey = saveKey(session.getState().engine);
  let writeNow: () => Promise<void> = async () => {};
  const autosaver: Autosaver = createAutosaver({
    write: () => writeNow(),
    intervalMs: deps.intervalMs,
    whenIdle: deps.whenIdle,
  });

  const store = createStore<SavedSessionsState & SavedSessionsActions>()((set, get) => {
    const word = deps.word ?? inEnglish;
    const fresh = (): OpenSession => ({
      id: deps.newId(),
      name: nameFor(session.getState().engine, word),
      createdAt: deps.now(),
      origin: { kind: 'local' },
      readOnly: false,
    });

    const recordOf = (engine: EngineState, current: OpenSession = get().current): SessionRecord => {
      const carried = attachedExpectationsOf(current.id);
      return {
        format: SESSION_FORMAT,
        version: SESSION_VERSION,
        ...current,
        updatedAt: deps.now(),
        engine,
        ...(carried ? { expectations: { source: carried.source, text: carried.text } } : {}),
      };
    };

    const refreshList = async () => {
      if (repository) set({ list: tab.merge(await repository.list()), inTab: tab.ids() });
    };

    /**
     * A write storage refused (full, failing) keeps the record in this tab, listed, instead of nowhere; a write that
     * went through makes the tab's copy stale. `revision`: the stored revision the record builds on.
     */
    const kept = (record: SessionRecord, result: SaveResult, revision: number): SaveResult => {
      if (result.ok) tab.drop(record.id);
      else if ('problem' in result) tab.keep(record, revision, deps.writer);
      return result;
    };

    /** `written`: the save key of the state this save stored; a change since then keeps the status at unsaved. */
    const afterSave = async (
      result: SaveResult,
      written: unknown[] = savedKey,
      id = get().current.id,
    ): Promise<boolean> => {
      // A write that ends after its session was set aside (Reset) says nothing about the session open now.
      if (id !== get().current.id) {
        if (result.ok)
          deps.channel.announce({ id: result.meta.id, revision: result.meta.revision, writer: deps.writer });
        await refreshList();
        return result.ok;
      }
      if (result.ok) {
        knownRevision = result.meta.revision;
        deps.channel.announce({ id: result.meta.id, revision: result.meta.revision, writer: deps.writer });
        const stale = !sameKey(keyNow(), written);
        set({
          status: repository?.kind === 'memory' ? 'memory' : stale ? 'unsaved' : 'saved',
          storageNotice: repository?.kind === 'memory' ? get().storageNotice : null,
        });
        await refreshList();
        return true;
      }
      if ('conflict' in result) set({ conflict: result.conflict, status: 'paused' });
      else set({ storageNotice: result.problem, status: 'memory' });
      await refreshList();
      return false;
    };

    const write = async () => {
      const { conflict, current } = get();
      if (!repository || conflict) return;
      const engine = session.getState().engine;
      const written = keyNow(engine, current.id);
      savedKey = written;
      set({ status: 'saving' });
      const record = recordOf(engine, current);
      await afterSave(
        kept(record, await repository.save(record, knownRevision, deps.writer), knownRevision),
        written,
        current.id,
      );
    };

    writeNow = write;

    /** Shows a restored record in the engine, with the key the user already gave for its provider. */
    const show = (record: SessionRecord, revision: number) => {
      autosaver.cancel();
      const engine = {
        ...record.engine,
        config: {
          ...record.engine.config,
          provider: { ...record.engine.config.provider, apiKey: deps.keyFor(record.engine.config.provider) },
        },
      };
      session.getState().setReadOnly(false);
      session.getState().loadSnapshot(engine);
      session.getState().setReadOnly(record.readOnly);
      carrySavedExpectations(record.id, record.expectations);
      openId = record.id;
      savedKey = keyNow();
      knownRevision = revision;
      const { format: _f, version: _v, updatedAt: _u, engine: _e, ...current } = record;
      set({ current, conflict: null, status: revision > 0 ? 'saved' : 'new' });
      deps.rememberOpen(record.id);
    };

    /**
     * Keeps a session's state in the list when storage cannot take it now: not open yet (kept under its own id), or
     * another tab owns the stored version (kept beside it, under a new id). Says under which id it is listed.
     */
    const keepInTab = (record: SessionRecord, conflicted: boolean): string => {
      const id = conflicted ? deps.newId() : record.id;
      tab.keep({ ...record, id }, 0, deps.writer);
      return id;
    };

    /** Saves the open session's latest state (or keeps it in the tab) before another one takes its place. */
    const setAside = async () => {
      await get().flush();
      const { conflict } = get();
      if (isPristine(session.getState().engine) || (repository && !conflict)) return;
      keepInTab(recordOf(session.getState().engine), conflict !== null);
      await refreshList();
    };

    /**
     * The engine already holds a new session's state: give it a new identity, and make it the one a reload reopens
     * (once it has run and is saved; until then a reload reopens the newest saved session, as on a first visit).
     */
    const begin = () => {
      autosaver.cancel();
      knownRevision = 0;
      const current = fresh();
      openId = current.id;
      savedKey = keyNow();
      set({ current, conflict: null, status: 'new', message: null });
      deps.rememberOpen(current.id);
    };

    const load = async (id: string) => {
      const inTab = tab.get(id);
      if (inTab) return { ok: true as const, record: inTab.record };
      if (!repository) return { ok: false as const, error: say('sessions.notAvailable') };
      return repository.load(id);
    };

    return {
      ready: false,
      list: [],
      inTab: [],
      current: fresh(),
      status: 'new',
      storageNotice: null,
      conflict: null,
      deleted: null,
      message: null,
      replacing: false,
      ...replaceGuard(get, set, session),

      async start(lastId, { reopenLast = true } = {}) {
        const api = await deps.persistence;
        await deps.storage;
        await refreshList();
        const shared = api.takeShareFragment();
        if (shared) {
          await get().adopt(shared, { kind: 'share' });
          return;
        }
        if (!reopenLast) return;
        const { list } = get();
        const reopen = list.find((m) => m.id === lastId) ?? list[0];
        if (reopen) await get().open(reopen.id);
      },

      async newSession() {
        await setAside();
        session.getState().setReadOnly(false);
        deps.startFresh();
        begin();
      },

      async resetKeepingRun() {
        const state = session.getState();
        if (state.readOnly || isPristine(state.engine)) return state.reset();
        state.stop();
        // The new session starts at once (a Run pressed next runs in it); the run is written aside afterwards.
        const record = recordOf(session.getState().engine);
        const revision = knownRevision;
        const conflicted = get().conflict !== null;
        autosaver.cancel();
        session.getState().reset();
        begin();
        const tell = (id: string) =>
          set({ message: { tone: 'info', ...say('sessions.keptRun', { name: record.name }), sessionId: id } });
        tell(record.id);
        // A write of the run already under way finishes first; this one then builds on it.
        await autosaver.flush();
        const result =
          repository && !conflicted
            ? kept(record, await repository.save(record, revision, deps.writer), revision)
            : null;
        if (result?.ok) deps.channel.announce({ id: record.id, revision: result.meta.revision, writer: deps.writer });
        else if (!result || 'conflict' in result) tell(keepInTab(record, conflicted || result !== null));
        await refreshList();
      },

      async open(id) {
        if (!repository) return;
        await setAside();
        const inTab = tab.get(id);
        if (inTab) {
          show(inTab.record, inTab.revision);
          set({ status: 'memory', message: null });
          // Storage may have room again: try to store it.
          autosaver.changed();
          return;
        }
        const loaded = await repository.load(id);
        if (!loaded.ok) {
          set({ message: { tone: 'error', ...loaded.error } });
          await refreshList();
          return;
        }
        const meta = await repository.meta(id);
        show(loaded.record, meta?.revision ?? 1);
        set({ message: loaded.warning ? { tone: 'error', ...loaded.warning } : null });
      },

      async adopt(result, origin, name) {
        if (!result.ok) {
          set({ message: { tone: 'error', ...result.error } });
          return false;
        }
        await setAside();
        const now = deps.now();
        const readOnly = origin.kind === 'share';
        const record: SessionRecord = {
          ...result.record,
          id: deps.newId(),
          name: name ?? result.record.name,
          createdAt: now,
          updatedAt: now,
          origin,
          readOnly,
        };
        show(record, 0);
        if (repository) await afterSave(kept(record, await repository.overwrite(record, deps.writer), 0));
        // A shared session's read-only notice already says what it is and how to fork it: no second banner saying the same.
        // Expectations left out say so even in a shared session: the rest opened, but not everything.
        if (result.warning) set({ message: { tone: 'error', ...result.warning } });
        else set({ message: readOnly ? null : { tone: 'info', ...say('sessions.opened', { name: record.name }) } });
        return true;
      },

      currentRecord: () => recordOf(session.getState().engine),
      readSession: (id) => load(id),
      ...fileActions({ deps, get, set, record: () => recordOf(session.getState().engine), word }),
      ...listActions({
        deps,
        get,
        set,
        word,
        tab,
        kept,
        load,
        refreshList,
        write,
        repository: () => repository,
        openRecord: () => recordOf(session.getState().engine),
        stored: () => knownRevision > 0,
        cancelWrite: () => autosaver.cancel(),
      }),

      async forkShared() {
        const record = recordOf(session.getState().engine);
        await get().adopt(
          { ok: true, record: { ...record, readOnly: false } },
          { kind: 'local' },
          word(say('names.fork', { name: record.name })),
        );
        set({ message: { tone: 'info', ...say('sessions.ownCopy') } });
      },

      async keepMine() {
        if (!repository) return;
        set({ conflict: null });
        savedKey = keyNow();
        const record = recordOf(session.getState().engine);
        await afterSave(kept(record, await repository.overwrite(record, deps.writer), knownRevision));
      },

      async loadTheirs() {
        set({ conflict: null });
        autosaver.cancel();
        await get().open(get().current.id);
      },

      dismissMessage: () => set({ message: null }),
      flush: () => autosaver.flush(),
    };
  });

  openId = store.getState().current.id;

  /** A change to the engine or to the open session's expectations: save it, unless nothing that is saved changed. */
  const noticeChange = (engine: EngineState) => {
    if (sameKey(keyNow(engine), savedKey)) return;
    // An untouched default session is not worth a list entry until something was sent or it was named.
    if (knownRevision === 0 && isPristine(engine)) return;
    const { status } = store.getState();
    // Until the write of this change finishes, the status must not claim the session is saved.
    if (status === 'saved' || status === 'new') store.setState({ status: 'unsaved' });
    autosaver.changed();
  };

  session.subscribe((state, previous) => {
    const renamed = followedName(store.getState().current.name, previous.engine, state.engine, deps.word);
    if (renamed) store.setState({ current: { ...store.getState().current, name: renamed } });
    noticeChange(state.engine);
  });
  onAttachedExpectationsChange(() => noticeChange(session.getState().engine));

  deps.channel.listen((notice) => {
    const { current, conflict } = store.getState();
    if (notice.writer === deps.writer) return;
    void (async () => {
      if (repository) store.setState({ list: tab.merge(await repository.list()), inTab: tab.ids() });
      if (notice.id !== current.id || conflict || notice.revision <= knownRevision || !repository) return;
      const meta = await repository.meta(notice.id);
      if (meta) store.setState({ conflict: meta, status: 'paused' });
    })();
  });

  void deps.storage.then(async ({ repository: opened, problem }) => {
    repository = opened;
    store.setState({
      ready: true,
      list: tab.merge(await opened.list()),
      inTab: tab.ids(),
      storageNotice: problem,
      status: problem ? 'memory' : store.getState().status,
    });
  });

  return store;
}
