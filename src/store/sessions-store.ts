// The saved-sessions store: which session is open, the list, autosave, conflicts with other tabs, delete with undo.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { EngineState, Exchange } from '../engine/types';
import type * as Persistence from '../persistence';
import { createAutosaver, type Autosaver } from '../persistence/autosaver';
import type { StorageProblem } from '../persistence/key-value';
import type { SaveChannel } from '../persistence/save-channel';
import type { SaveResult, SessionRepository } from '../persistence/session-repository';
import type { RestoreResult } from '../persistence/restore';
import type { ShareResult } from '../persistence/share-link';
import type { CodeExport } from '../persistence/code-export/index';
import { SESSION_FORMAT, SESSION_VERSION, type SessionMeta, type SessionOrigin, type SessionRecord } from '../persistence/session-record';
import type { Message } from '../persistence/message';
import { megabytes, say as sayStored } from '../persistence/say';
import { isPristine, type SessionStore } from './session-store';
import { followedName, nameFor } from './session-name';
import { say } from './say';

/** The persistence layer loads after the first screen (zod and the codecs stay out of the entry chunk). */
export type PersistenceApi = typeof Persistence;

export interface SessionsDeps {
  session: SessionStore;
  persistence: Promise<PersistenceApi>;
  /** Storage, once it has opened; `problem` says why sessions live in memory only. */
  storage: Promise<{ repository: SessionRepository; problem: StorageProblem | null }>;
  channel: SaveChannel;
  /** This tab's id, written with every save so other tabs can tell their own saves from ours. */
  writer: string;
  now(): number;
  newId(): string;
  /** Puts the engine back to the default scenario (a new, empty session). */
  startFresh(): void;
  /** The key to use for a loaded session's provider (sessions never carry one). */
  keyFor(provider: EngineState['config']['provider']): string;
  /** Remembers which session to reopen on the next visit. */
  rememberOpen(id: string): void;
  intervalMs?: number;
  whenIdle?: (fn: () => void) => void;
  /** Where generated code finds the mock API outside this page (the app server's /v1). */
  servedMockURL?: string;
  /**
   * Words a name the store gives a session ("Untitled session", "… (copy)") in the learner's language when the session
   * is made; a name is the user's data from then on, kept as made. English when absent.
   */
  word?(message: Message): string;
}

/** The open session's identity; its content is the session store's engine state. */
export interface OpenSession {
  id: string;
  name: string;
  createdAt: number;
  origin: SessionOrigin;
  readOnly: boolean;
}

/** `unsaved`: a change waits for its write; `saved` only once the latest state is stored. */
export type SaveStatus = 'new' | 'unsaved' | 'saved' | 'saving' | 'paused' | 'memory';

export interface SessionsState {
  ready: boolean;
  list: SessionMeta[];
  current: OpenSession;
  status: SaveStatus;
  /** Storage missing, refused or full: the session keeps working in memory, and the notice says so. */
  storageNotice: StorageProblem | null;
  /** Another tab saved this session since this tab read it; saving here waits for the user's choice. */
  conflict: SessionMeta | null;
  /** The last deleted session, kept in memory so the delete can be undone. */
  deleted: SessionRecord | null;
  /** The outcome of the last open, import or share, for a status line. */
  message: SessionsMessage | null;
}

/** A status line: English text (tests, logs), and the key and parameters the UI words it by in the learner's language. */
export type SessionsMessage = Message & { tone: 'error' | 'info' };

export interface SessionsActions {
  /**
   * First thing on page load: open a shared session from the link, else the session open last time (or the latest).
   * `reopenLast: false` (a lesson's address) keeps the tab's new session: the lesson loads its scenario into it, and a
   * saved session reopened later would land on top of the lesson's loop.
   */
  start(lastId: string | null, options?: { reopenLast?: boolean }): Promise<void>;
  newSession(): Promise<void>;
  open(id: string): Promise<void>;
  rename(id: string, name: string): Promise<void>;
  duplicate(id: string): Promise<void>;
  remove(id: string): Promise<void>;
  undoRemove(): Promise<void>;
  /** Adds a restored (or imported) session as a new local session and opens it; a refusal changes nothing. */
  adopt(result: RestoreResult, origin: SessionOrigin, name?: string): Promise<boolean>;
  /** The open session as a record (for export, share links, code export). */
  currentRecord(): SessionRecord;
  /** The open session as a `.loopscope.json` file's name and text. */
  exportFile(): Promise<{ fileName: string; text: string }>;
  /** The open session as a link, or why it does not fit in one. */
  share(): Promise<ShareResult>;
  /** A saved session read for viewing beside the open one (compare); nothing is opened or changed. */
  readSession(id: string): Promise<RestoreResult>;
  /** The active branch's loop as curl, TypeScript and Python (never with a key). */
  exportCode(): Promise<CodeExport>;
  /** One exchange (`index`: its place in the list shown) as a JSON Lines capture and as curl, TypeScript and Python. */
  exportExchange(exchange: Exchange, index: number): Promise<CodeExport>;
  /** Opens a picked or dropped file as a new session; false (and a message) when it was refused. */
  importFile(file: File): Promise<boolean>;
  /** Opens pasted text as a new session; false (and a message) when it was refused. */
  importText(text: string): Promise<boolean>;
  /** Makes a shared (read-only) session the user's own editable copy. */
  forkShared(): Promise<void>;
  keepMine(): Promise<void>;
  loadTheirs(): Promise<void>;
  dismissMessage(): void;
  /** Writes a pending change now (page hidden, before switching sessions). */
  flush(): Promise<void>;
}

export type SessionsStore = StoreApi<SessionsState & SessionsActions>;

/** The parts that matter for saving; UI-only churn (a new state object with the same branches) writes nothing. */
function saveKey(engine: EngineState): unknown[] {
  return [engine.branches, engine.config, engine.activeBranchId, engine.branchOrder];
}

function sameKey(a: unknown[], b: unknown[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

export function createSessionsStore(deps: SessionsDeps): SessionsStore {
  const { session } = deps;
  const servedMockURL = deps.servedMockURL ?? 'http://localhost:5173/v1';
  let repository: SessionRepository | null = null;
  /** The revision this tab last read or wrote for the open session (0: never saved). */
  let knownRevision = 0;
  let savedKey = saveKey(session.getState().engine);
  let writeNow: () => Promise<void> = async () => {};
  const autosaver: Autosaver = createAutosaver({ write: () => writeNow(), intervalMs: deps.intervalMs, whenIdle: deps.whenIdle });

  const store = createStore<SessionsState & SessionsActions>()((set, get) => {
    const word = deps.word ?? ((message: Message) => message.text);
    const fresh = (): OpenSession => ({ id: deps.newId(), name: nameFor(session.getState().engine, word), createdAt: deps.now(), origin: { kind: 'local' }, readOnly: false });

    const recordOf = (engine: EngineState, current: OpenSession = get().current): SessionRecord => ({
      format: SESSION_FORMAT,
      version: SESSION_VERSION,
      ...current,
      updatedAt: deps.now(),
      engine,
    });

    const refreshList = async () => {
      if (repository) set({ list: await repository.list() });
    };

    /** `written`: the save key of the state this save stored; a change since then keeps the status at unsaved. */
    const afterSave = async (result: SaveResult, written: unknown[] = savedKey): Promise<boolean> => {
      if (result.ok) {
        knownRevision = result.meta.revision;
        deps.channel.announce({ id: result.meta.id, revision: result.meta.revision, writer: deps.writer });
        const stale = !sameKey(saveKey(session.getState().engine), written);
        set({ status: repository?.kind === 'memory' ? 'memory' : stale ? 'unsaved' : 'saved', storageNotice: repository?.kind === 'memory' ? get().storageNotice : null });
        await refreshList();
        return true;
      }
      if ('conflict' in result) set({ conflict: result.conflict, status: 'paused' });
      else set({ storageNotice: result.problem, status: 'memory' });
      return false;
    };

    const write = async () => {
      const { conflict, current } = get();
      if (!repository || conflict) return;
      const engine = session.getState().engine;
      const written = saveKey(engine);
      savedKey = written;
      set({ status: 'saving' });
      await afterSave(await repository.save(recordOf(engine, current), knownRevision, deps.writer), written);
    };

    writeNow = write;

    /** Any supported format: a session keeps its name and origin; anything else becomes a session named after its format. */
    const importText = async (api: PersistenceApi, text: string, sourceName: string, pasted = false): Promise<boolean> => {
      const result = api.importPayload(text, sourceName, deps.now());
      if (!result.ok) return get().adopt(result, { kind: 'file', fileName: sourceName });
      const session = result.format.key === 'persistence:format.session';
      const origin: SessionOrigin = session ? { kind: 'file', fileName: sourceName } : { kind: 'import', format: result.format.text };
      const adopted = await get().adopt(result, origin, session ? undefined : word(say('names.imported', { source: sourceName, format: result.format })));
      if (adopted && !session) {
        const params = { file: sourceName, format: result.format };
        set({ message: { tone: 'info', ...(pasted ? say('sessions.importedPaste', params) : say('sessions.importedFile', params)) } });
      }
      return adopted;
    };

    /** Shows a restored record in the engine, with the key the user already gave for its provider. */
    const show = (record: SessionRecord, revision: number) => {
      autosaver.cancel();
      const engine = { ...record.engine, config: { ...record.engine.config, provider: { ...record.engine.config.provider, apiKey: deps.keyFor(record.engine.config.provider) } } };
      session.getState().setReadOnly(false);
      session.getState().loadSnapshot(engine);
      session.getState().setReadOnly(record.readOnly);
      savedKey = saveKey(session.getState().engine);
      knownRevision = revision;
      const { format: _f, version: _v, updatedAt: _u, engine: _e, ...current } = record;
      set({ current, conflict: null, status: revision > 0 ? 'saved' : 'new' });
      deps.rememberOpen(record.id);
    };

    return {
      ready: false,
      list: [],
      current: fresh(),
      status: 'new',
      storageNotice: null,
      conflict: null,
      deleted: null,
      message: null,

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
        await get().flush();
        autosaver.cancel();
        session.getState().setReadOnly(false);
        deps.startFresh();
        savedKey = saveKey(session.getState().engine);
        knownRevision = 0;
        set({ current: fresh(), conflict: null, status: 'new', message: null });
      },

      async open(id) {
        if (!repository) return;
        await get().flush();
        const loaded = await repository.load(id);
        if (!loaded.ok) {
          set({ message: { tone: 'error', ...loaded.error } });
          await refreshList();
          return;
        }
        const meta = await repository.meta(id);
        show(loaded.record, meta?.revision ?? 1);
        set({ message: null });
      },

      async rename(id, name) {
        const clean = name.trim() || word(say('names.untitled'));
        if (id === get().current.id) {
          set({ current: { ...get().current, name: clean } });
          await write();
          return;
        }
        if (!repository) return;
        const loaded = await repository.load(id);
        if (loaded.ok) await repository.overwrite({ ...loaded.record, name: clean, updatedAt: deps.now() }, deps.writer);
        await refreshList();
      },

      async duplicate(id) {
        if (!repository) return;
        if (id === get().current.id) await get().flush();
        const loaded = id === get().current.id && knownRevision === 0 ? { ok: true as const, record: recordOf(session.getState().engine) } : await repository.load(id);
        if (!loaded.ok) return set({ message: { tone: 'error', ...loaded.error } });
        const now = deps.now();
        const copy = { ...loaded.record, id: deps.newId(), name: word(say('names.copy', { name: loaded.record.name })), createdAt: now, updatedAt: now, readOnly: false, origin: { kind: 'local' as const } };
        await repository.overwrite(copy, deps.writer);
        await refreshList();
      },

      async remove(id) {
        if (!repository) return;
        const loaded = id === get().current.id ? { ok: true as const, record: recordOf(session.getState().engine) } : await repository.load(id);
        await repository.remove(id);
        set({ deleted: loaded.ok ? loaded.record : null });
        if (id === get().current.id) {
          autosaver.cancel();
          await refreshList();
          const next = get().list[0];
          if (next) await get().open(next.id);
          else await get().newSession();
        }
        await refreshList();
      },

      async undoRemove() {
        const { deleted } = get();
        if (!repository || !deleted) return;
        await repository.overwrite(deleted, deps.writer);
        set({ deleted: null });
        await refreshList();
      },

      async adopt(result, origin, name) {
        if (!result.ok) {
          set({ message: { tone: 'error', ...result.error } });
          return false;
        }
        await get().flush();
        const now = deps.now();
        const readOnly = origin.kind === 'share';
        const record: SessionRecord = { ...result.record, id: deps.newId(), name: name ?? result.record.name, createdAt: now, updatedAt: now, origin, readOnly };
        show(record, 0);
        if (repository) await afterSave(await repository.overwrite(record, deps.writer));
        // A shared session's read-only notice already says what it is and how to fork it: no second banner saying the same.
        set({ message: readOnly ? null : { tone: 'info', ...say('sessions.opened', { name: record.name }) } });
        return true;
      },

      currentRecord: () => recordOf(session.getState().engine),
      async exportFile() {
        const api = await deps.persistence;
        const record = recordOf(session.getState().engine);
        return { fileName: api.sessionFileName(record), text: api.sessionFileText(record) };
      },
      async share() {
        const api = await deps.persistence;
        return api.shareLink(recordOf(session.getState().engine), api.shareBase());
      },
      async readSession(id) {
        if (!repository) return { ok: false, error: say('sessions.notAvailable') };
        return repository.load(id);
      },
      async exportCode() {
        const api = await deps.persistence;
        return api.exportCode(session.getState().engine, get().current.name, servedMockURL);
      },
      async exportExchange(exchange, index) {
        const api = await deps.persistence;
        const { provider } = session.getState().engine.config;
        const mock = provider.kind === 'mock';
        return api.exportExchange(exchange, { title: get().current.name, baseURL: mock ? servedMockURL : provider.baseURL, mock, index });
      },
      async importFile(file) {
        const api = await deps.persistence;
        if (file.size > api.MAX_SESSION_CHARS) {
          const params = { file: file.name, size: megabytes(file.size), max: megabytes(api.MAX_SESSION_CHARS) };
          set({ message: { tone: 'error', ...sayStored('restore.fileTooLarge', params) } });
          return false;
        }
        return importText(api, await file.text(), file.name);
      },
      importText: async (text) => importText(await deps.persistence, text, word(say('names.pasted')), true),

      async forkShared() {
        const record = recordOf(session.getState().engine);
        await get().adopt({ ok: true, record: { ...record, readOnly: false } }, { kind: 'local' }, word(say('names.fork', { name: record.name })));
        set({ message: { tone: 'info', ...say('sessions.ownCopy') } });
      },

      async keepMine() {
        if (!repository) return;
        set({ conflict: null });
        savedKey = saveKey(session.getState().engine);
        await afterSave(await repository.overwrite(recordOf(session.getState().engine), deps.writer));
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

  session.subscribe((state, previous) => {
    const renamed = followedName(store.getState().current.name, previous.engine, state.engine, deps.word);
    if (renamed) store.setState({ current: { ...store.getState().current, name: renamed } });
    const key = saveKey(state.engine);
    if (sameKey(key, savedKey)) return;
    // An untouched default session is not worth a list entry until something was sent or it was named.
    if (knownRevision === 0 && isPristine(state.engine)) return;
    const { status } = store.getState();
    // Until the write of this change finishes, the status must not claim the session is saved.
    if (status === 'saved' || status === 'new') store.setState({ status: 'unsaved' });
    autosaver.changed();
  });

  deps.channel.listen((notice) => {
    const { current, conflict } = store.getState();
    if (notice.writer === deps.writer) return;
    void (async () => {
      if (repository) store.setState({ list: await repository.list() });
      if (notice.id !== current.id || conflict || notice.revision <= knownRevision || !repository) return;
      const meta = await repository.meta(notice.id);
      if (meta) store.setState({ conflict: meta, status: 'paused' });
    })();
  });

  void deps.storage.then(async ({ repository: opened, problem }) => {
    repository = opened;
    store.setState({ ready: true, list: await opened.list(), storageNotice: problem, status: problem ? 'memory' : store.getState().status });
  });

  return store;
}
