// Test helpers for the sessions store: "tabs" over one key-value storage, a shared save channel, storage that holds writes.
import { requestParamsFor, sessionFromExchanges, type EngineState } from '@loopscope/engine';
import * as persistence from '../../persistence';
import {
  createSessionRepository,
  memoryKeyValue,
  type KeyValue,
  type SavedNotice,
  type SaveChannel,
  type StorageProblem,
} from '../../persistence';
import { createSessionStore } from '../session/session-store';
import { createSavedSessionsStore } from '../saved-sessions/saved-sessions-store';
import type { SavedSessionsDeps } from '../saved-sessions/saved-sessions-types';
import { branch, engineState, exchange, fakeEngine } from './fixtures';

/** A BroadcastChannel stand-in shared by the "tabs" of one test. */
export function bus() {
  const listeners = new Set<(n: SavedNotice) => void>();
  return (): SaveChannel => ({
    announce: (n) => listeners.forEach((l) => l(n)),
    listen: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  });
}

let ids = 0;
/** IndexedDB's behaviour in memory, with each save's last write (the head and meta that make it stored) held until the test releases it. */
export function gatedStorage() {
  const inner = memoryKeyValue();
  const held: (() => void)[] = [];
  let arrived = () => {};
  const kv: KeyValue = {
    ...inner,
    kind: 'indexeddb',
    setMany: (entries) => {
      if (!entries.some(([key]) => key.startsWith('meta:'))) return inner.setMany(entries);
      const write = new Promise<void>((done) => held.push(() => void inner.setMany(entries).then(done)));
      arrived();
      return write;
    },
  };
  /** Resolves once a save's last write is held here: that save is under way, however many ticks it took to get there. */
  const writing = async () => {
    while (held.length === 0) await new Promise<void>((r) => (arrived = r));
  };
  const release = async () => {
    await writing();
    held.shift()!();
  };
  return { kv, writing, release };
}

export function tab(
  kv: KeyValue,
  channel: SaveChannel,
  writer: string,
  problem: StorageProblem | null = null,
  over: Partial<SavedSessionsDeps> = {},
) {
  const engine = Object.assign(fakeEngine(), {
    load(this: ReturnType<typeof fakeEngine>, s: ReturnType<typeof engineState>) {
      this.push(s);
    },
  });
  const session = createSessionStore(engine);
  const deps: SavedSessionsDeps = {
    session,
    persistence: Promise.resolve({
      ...persistence,
      importPayload: (text: string, name: string, now: number) =>
        persistence.importPayload(text, name, now, { toSession: sessionFromExchanges }),
      exportCode: (state: EngineState, title: string, url: string) =>
        persistence.exportCode(state, title, url, { requestParams: requestParamsFor }),
    }),
    storage: Promise.resolve({ repository: createSessionRepository(kv), problem }),
    channel,
    writer,
    now: () => 1000,
    newId: () => `s${++ids}`,
    startFresh: () => engine.push(engineState()),
    keyFor: () => 'sk-memory',
    rememberOpen: () => {},
    intervalMs: 0,
    ...over,
  };
  return { engine, session, sessions: createSavedSessionsStore(deps) };
}

export const sent = () => engineState({ branches: { main: branch({ exchanges: [exchange(1, 2)], status: 'done' }) } });

export async function settle(store: ReturnType<typeof tab>['sessions']) {
  await store.getState().start(null);
  await store.getState().flush();
}

/** A tab that has sent a request and saved its session, where most saved-session tests start. */
export async function savedTab(...args: Parameters<typeof tab>) {
  const opened = tab(...args);
  await settle(opened.sessions);
  opened.engine.push(sent());
  await opened.sessions.getState().flush();
  return opened;
}
