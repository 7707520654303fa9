// The saved-sessions store's contract: what it needs from the app, the state it holds and the actions it offers.
import type { StoreApi } from 'zustand/vanilla';
import type { EngineState, Exchange } from '@loopscope/engine/types';
import type * as Persistence from '../../persistence';
import type { StorageProblem } from '../../persistence/key-value';
import type { SaveChannel } from '../../persistence/save-channel';
import type { SessionRepository } from '../../persistence/session-repository';
import type { RestoreResult } from '../../persistence/restore';
import type { ShareResult } from '../../persistence/share-link';
import type { CodeExport } from '../../persistence/code-export/index';
import type { SessionMeta, SessionOrigin, SessionRecord } from '../../persistence/session-record';
import type { Message } from '../../persistence/message';
import type { SessionStore } from '../session/session-store';
import type { ReplaceGuardActions } from './replace-guard';

/**
 * The persistence layer loads after the first screen (zod and the codecs stay out of the entry chunk). The app binds
 * its importer to the engine's exchanges → session function and the tools it knows, and code export to the engine's
 * request parameters.
 */
export type PersistenceApi = Omit<typeof Persistence, 'importPayload' | 'exportCode'> & {
  importPayload(text: string, sourceName: string, now: number): Persistence.ImportResult;
  exportCode(state: EngineState, title: string, mockBaseURL: string): Promise<Persistence.CodeExport>;
};

export interface SavedSessionsDeps {
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

export interface SavedSessionsState {
  ready: boolean;
  /** Stored sessions and those kept in this tab only (`inTab`), newest first. */
  list: SessionMeta[];
  /** Ids of listed sessions whose latest state browser storage refused (full, failing): kept in this tab until it closes. */
  inTab: string[];
  current: OpenSession;
  status: SaveStatus;
  /** Storage missing, refused or full: the session keeps working in memory, and the notice says so. */
  storageNotice: StorageProblem | null;
  /** Another tab saved this session since this tab read it; saving here waits for the user's choice. */
  conflict: SessionMeta | null;
  /** The last deleted session, kept in memory so the delete can be undone. */
  deleted: SessionRecord | null;
  /** The outcome of the last open, import, share or reset, for a status line. */
  message: SavedSessionsMessage | null;
  /** An action waits to replace an open session storage cannot keep: the UI asks first (replace-guard.ts). */
  replacing: boolean;
}

/**
 * A status line: English text (tests, logs), and the key and parameters the UI words it by in the learner's language.
 * `sessionId`: a session the line is about (a run kept aside by Reset), which the line offers to open.
 */
export type SavedSessionsMessage = Message & { tone: 'error' | 'info'; sessionId?: string };

export interface SavedSessionsActions extends ReplaceGuardActions {
  /**
   * First thing on page load: open a shared session from the link, else the session open last time (or the latest).
   * `reopenLast: false` (a lesson's address) keeps the tab's new session: the lesson loads its scenario into it, and a
   * saved session reopened later would land on top of the lesson's loop.
   */
  start(lastId: string | null, options?: { reopenLast?: boolean }): Promise<void>;
  /** Starts an empty session; the open one stays in the list (stored, or kept in this tab when storage refuses it). */
  newSession(): Promise<void>;
  /**
   * The user's Reset: a session that has sent something is kept as it is in the list, and a new session starts from
   * the configuration panel (a message names where the run went); a session with nothing sent just takes the configuration.
   */
  resetKeepingRun(): Promise<void>;
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
  /** The open session's active branch as an OTLP/JSON traces file (for Phoenix, Langfuse, Jaeger or a collector). */
  exportOtlp(): Promise<{ fileName: string; text: string }>;
  /** The open session's active branch as a cassette (`.cassette.json`): what `loopscope --cassette` replays at /v1. */
  exportCassette(): Promise<{ fileName: string; text: string }>;
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

export type SavedSessionsStore = StoreApi<SavedSessionsState & SavedSessionsActions>;
