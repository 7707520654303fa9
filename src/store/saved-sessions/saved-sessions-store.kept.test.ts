// Work the sessions store must never drop: a finished run on Reset, and sessions browser storage has no room for.
import { describe, expect, it } from 'vitest';
import { createSessionRepository, memoryKeyValue, type KeyValue } from '../../persistence';
import { branch, engineState, exchange } from '../testing/fixtures';
import { bus, savedTab, sent, settle, tab } from '../testing/sessions-tab';

/** IndexedDB with no room left: every write is refused the way Chromium refuses it. */
function fullStorage(): KeyValue {
  return {
    ...memoryKeyValue(),
    kind: 'indexeddb',
    setMany: () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
  };
}

/** A tab whose engine clears its branches on reset, as the real engine does. */
function resettingTab(opened: ReturnType<typeof tab>) {
  opened.engine.reset = () => {
    opened.engine.calls.push('reset');
    opened.engine.push(engineState());
  };
  return opened;
}

describe('Reset keeps a finished run', () => {
  it('keeps the run as a listed session, starts a new one from the configuration panel and says where the run went', async () => {
    const a = resettingTab(await savedTab(memoryKeyValue(), bus()(), 'a'));
    const ran = a.sessions.getState().current;
    a.session.getState().updateDraft((draft) => ({ ...draft, apiStyle: 'responses', userMessage: 'And in Paris?' }));

    await a.sessions.getState().resetKeepingRun();

    const now = a.sessions.getState();
    expect(now.current.id).not.toBe(ran.id);
    expect(now.current.name).toBe('And in Paris?');
    expect(a.session.getState().engine.branches.main!.exchanges).toHaveLength(0);
    expect(a.session.getState().engine.config.apiStyle).toBe('responses');
    expect(now.list.map((m) => [m.id, m.exchangeCount])).toEqual([[ran.id, 1]]);
    expect(now.message).toMatchObject({ key: 'store:sessions.keptRun', params: { name: ran.name }, sessionId: ran.id });
    expect(now.message?.text).toContain(`“${ran.name}”`);

    await a.sessions.getState().open(ran.id);
    expect(a.session.getState().engine.branches.main!.exchanges).toEqual(sent().branches.main!.exchanges);
  });

  it('starts the new session at once, so a Run pressed right after Reset runs in it, and writes the run aside after', async () => {
    const kv = memoryKeyValue();
    const a = resettingTab(await savedTab(kv, bus()(), 'a'));
    const ran = a.sessions.getState().current.id;
    const resetting = a.sessions.getState().resetKeepingRun();
    expect(a.session.getState().engine.branches.main!.exchanges).toHaveLength(0);
    expect(a.sessions.getState().current.id).not.toBe(ran);
    await resetting;
    expect(a.sessions.getState().list.map((m) => m.id)).toEqual([ran]);
    expect(a.sessions.getState().status).toBe('new');
  });

  it('keeps a run whose last changes were not written yet, and lists nothing for a session with nothing sent', async () => {
    const kv = memoryKeyValue();
    const a = resettingTab(tab(kv, bus()(), 'a', null, { intervalMs: 60_000 }));
    await settle(a.sessions);
    await a.sessions.getState().resetKeepingRun();
    expect(a.sessions.getState().list).toEqual([]);
    expect(a.sessions.getState().message).toBeNull();

    const grown = engineState({
      branches: { main: branch({ exchanges: [exchange(1, 2), exchange(2, 4)], status: 'done' }) },
    });
    a.engine.push(grown);
    const ran = a.sessions.getState().current.id;
    await a.sessions.getState().resetKeepingRun();
    const stored = await createSessionRepository(kv).load(ran);
    expect(stored.ok && stored.record.engine.branches.main!.exchanges).toHaveLength(2);
  });
});

describe('when browser storage is full', () => {
  it('keeps every session in the tab, lists them as kept in the tab, and New session discards none of them', async () => {
    const a = tab(fullStorage(), bus()(), 'a');
    await settle(a.sessions);
    const made: string[] = [];
    for (const label of ['first', 'second', 'third']) {
      a.engine.push(
        engineState({ branches: { main: branch({ label, exchanges: [exchange(1, 2)], status: 'done' }) } }),
      );
      made.push(a.sessions.getState().current.id);
      await a.sessions.getState().newSession();
    }
    expect(a.sessions.getState().storageNotice).toMatchObject({ reason: 'full' });
    expect(
      a.sessions
        .getState()
        .list.map((m) => m.id)
        .sort(),
    ).toEqual([...made].sort());
    expect(a.sessions.getState().inTab.sort()).toEqual([...made].sort());

    for (const [i, label] of ['first', 'second', 'third'].entries()) {
      await a.sessions.getState().open(made[i]!);
      expect(a.session.getState().engine.branches.main!.label).toBe(label);
      expect(a.sessions.getState().status).toBe('memory');
    }
  });

  it('renames, duplicates and deletes sessions kept in the tab like stored ones', async () => {
    const a = tab(fullStorage(), bus()(), 'a');
    await settle(a.sessions);
    a.engine.push(sent());
    const id = a.sessions.getState().current.id;
    await a.sessions.getState().newSession();

    await a.sessions.getState().rename(id, 'Weather, kept');
    await a.sessions.getState().duplicate(id);
    expect(
      a.sessions
        .getState()
        .list.map((m) => m.name)
        .sort(),
    ).toEqual(['Weather, kept', 'Weather, kept (copy)']);
    expect((await a.sessions.getState().readSession(id)).ok).toBe(true);
    await a.sessions.getState().remove(id);
    expect(a.sessions.getState().list.map((m) => m.name)).toEqual(['Weather, kept (copy)']);
    await a.sessions.getState().undoRemove();
    expect(a.sessions.getState().inTab).toContain(id);
  });
});
