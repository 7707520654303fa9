// The sessions store over an in-memory repository: autosave, reopen, two tabs, delete with undo, refused imports.
import { describe, expect, it } from 'vitest';
import * as persistence from '../persistence';
import { createSessionRepository, memoryKeyValue, restore, type KeyValue, type SavedNotice, type SaveChannel } from '../persistence';
import { createSessionStore } from './session-store';
import { createSessionsStore, type SessionsDeps } from './sessions-store';
import { branch, engineState, exchange, fakeEngine } from './testing/fixtures';

/** A BroadcastChannel stand-in shared by the "tabs" of one test. */
function bus() {
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
/** IndexedDB's behaviour in memory, with writes held until the test releases them. */
function gatedStorage() {
  const inner = memoryKeyValue();
  const held: (() => void)[] = [];
  const kv: KeyValue = {
    ...inner,
    kind: 'indexeddb',
    setMany: (entries) => new Promise<void>((done) => held.push(() => void inner.setMany(entries).then(done))),
  };
  const release = async () => {
    while (held.length === 0) await new Promise((r) => setTimeout(r, 0));
    held.shift()!();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { kv, release };
}

function tab(kv: KeyValue, channel: SaveChannel, writer: string) {
  const engine = Object.assign(fakeEngine(), {
    load(this: ReturnType<typeof fakeEngine>, s: ReturnType<typeof engineState>) {
      this.push(s);
    },
  });
  const session = createSessionStore(engine);
  const deps: SessionsDeps = {
    session,
    persistence: Promise.resolve(persistence),
    storage: Promise.resolve({ repository: createSessionRepository(kv), problem: null }),
    channel,
    writer,
    now: () => 1000,
    newId: () => `s${++ids}`,
    startFresh: () => engine.push(engineState()),
    keyFor: () => 'sk-memory',
    rememberOpen: () => {},
    intervalMs: 0,
  };
  return { engine, session, sessions: createSessionsStore(deps) };
}

const sent = () => engineState({ branches: { main: branch({ exchanges: [exchange(1, 2)], status: 'done' }) } });

async function settle(store: ReturnType<typeof tab>['sessions']) {
  await store.getState().start(null);
  await store.getState().flush();
}

describe('sessions store', () => {
  it('saves a session once something was sent, and a new tab reopens it', async () => {
    const kv = memoryKeyValue();
    const channel = bus();
    const a = tab(kv, channel(), 'a');
    await settle(a.sessions);
    a.engine.push(engineState());
    await a.sessions.getState().flush();
    expect(a.sessions.getState().list).toEqual([]);

    a.engine.push(sent());
    await a.sessions.getState().flush();
    expect(a.sessions.getState().list).toHaveLength(1);
    expect(a.sessions.getState().status).toBe('memory');

    const b = tab(kv, channel(), 'b');
    await b.sessions.getState().start(a.sessions.getState().current.id);
    expect(b.session.getState().engine.branches.main!.exchanges).toHaveLength(1);
    expect(b.session.getState().engine.config.provider.apiKey).toBe('sk-memory');
  });

  it('says "unsaved" or "saving" until the latest change is written, never "saved" while a change waits', async () => {
    const { kv, release } = gatedStorage();
    const a = tab(kv, bus()(), 'a');
    await a.sessions.getState().start(null);
    a.engine.push(sent());
    expect(a.sessions.getState().status).toBe('unsaved');
    const first = a.sessions.getState().flush();
    await release();
    await first;
    expect(a.sessions.getState().status).toBe('saved');

    a.engine.push(engineState({ ...sent(), branches: { main: branch({ label: 'second', exchanges: [exchange(1, 2)] }) } }));
    expect(a.sessions.getState().status).toBe('unsaved');
    const second = a.sessions.getState().flush();
    await new Promise((r) => setTimeout(r, 0));
    expect(a.sessions.getState().status).toBe('saving');
    // A change lands while the second write is under way: its end must not report the session as saved.
    a.engine.push(engineState({ ...sent(), branches: { main: branch({ label: 'third', exchanges: [exchange(1, 2)] }) } }));
    await release();
    await second;
    expect(a.sessions.getState().status).not.toBe('saved');

    const third = a.sessions.getState().flush();
    await release();
    await third;
    expect(a.sessions.getState().status).toBe('saved');
    const stored = await createSessionRepository(kv).load(a.sessions.getState().current.id);
    expect(stored.ok && stored.record.engine.branches.main!.label).toBe('third');
  });

  it('tells a tab when another tab saved the same session, and does not overwrite it', async () => {
    const kv = memoryKeyValue();
    const channel = bus();
    const a = tab(kv, channel(), 'a');
    await settle(a.sessions);
    a.engine.push(sent());
    await a.sessions.getState().flush();
    const b = tab(kv, channel(), 'b');
    await b.sessions.getState().start(a.sessions.getState().current.id);
    b.engine.push(engineState({ ...sent(), notice: null, activeBranchId: 'main', branchOrder: ['main'], branches: { main: branch({ label: 'from b', exchanges: [exchange(1, 2)] }) } }));
    await b.sessions.getState().flush();
    await new Promise((r) => setTimeout(r, 0));
    expect(a.sessions.getState().conflict).toMatchObject({ writer: 'b' });

    a.engine.push(engineState({ branches: { main: branch({ label: 'from a', exchanges: [exchange(1, 2)] }) } }));
    await a.sessions.getState().flush();
    const stored = await createSessionRepository(kv).load(a.sessions.getState().current.id);
    expect(stored.ok && stored.record.engine.branches.main!.label).toBe('from b');

    await a.sessions.getState().keepMine();
    const after = await createSessionRepository(kv).load(a.sessions.getState().current.id);
    expect(after.ok && after.record.engine.branches.main!.label).toBe('from a');
  });

  it('deletes with undo, and a refused import leaves the list as it was', async () => {
    const kv = memoryKeyValue();
    const a = tab(kv, bus()(), 'a');
    await settle(a.sessions);
    a.engine.push(sent());
    await a.sessions.getState().flush();
    const id = a.sessions.getState().current.id;
    await a.sessions.getState().duplicate(id);
    expect(a.sessions.getState().list.map((m) => m.name)).toContain("What's the weather in Berlin and Tokyo? (copy)");

    const before = a.sessions.getState().list;
    expect(await a.sessions.getState().adopt(restore('{"format":"loopscope-session","version":1}'), { kind: 'file', fileName: 'bad.json' })).toBe(false);
    expect(a.sessions.getState().message).toMatchObject({ tone: 'error', text: expect.stringMatching(/^This session file is damaged:\nid is missing/) });
    expect(a.sessions.getState().list).toEqual(before);

    await a.sessions.getState().remove(id);
    expect(a.sessions.getState().list.map((m) => m.id)).not.toContain(id);
    await a.sessions.getState().undoRemove();
    expect(a.sessions.getState().list.map((m) => m.id)).toContain(id);
  });

  it('opens a shared session read-only until it is forked', async () => {
    const a = tab(memoryKeyValue(), bus()(), 'a');
    await settle(a.sessions);
    const shared = restore(JSON.stringify({ format: 'loopscope-session', version: 1, id: 'x', name: 'Shared', createdAt: 0, updatedAt: 0, origin: { kind: 'local' }, readOnly: false, engine: sent() }));
    await a.sessions.getState().adopt(shared, { kind: 'share' });
    expect(a.sessions.getState().current.readOnly).toBe(true);
    // Status lines carry a key the UI words in the learner's language, beside their English text.
    expect(a.sessions.getState().message).toMatchObject({ key: 'openedShared', text: expect.stringMatching(/read-only/) });
    await a.session.getState().run();
    expect(a.engine.calls).not.toContain('run');
    expect(a.session.getState()).toMatchObject({ commandError: expect.stringMatching(/read-only/), commandErrorKey: 'readOnly' });
    await a.sessions.getState().forkShared();
    expect(a.sessions.getState().current.readOnly).toBe(false);
    expect(a.sessions.getState().message?.key).toBe('ownCopy');
    expect(a.session.getState().commandErrorKey).toBeNull();
    await a.session.getState().run();
    expect(a.engine.calls).toContain('run');
  });
});
