// The saved-sessions store over an in-memory repository: autosave, reopen, two tabs, delete with undo, refused imports.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionRepository, memoryKeyValue, openKeyValue, restore, type KeyValue } from '../../persistence';
import { catalogTranslate, wordMessage, type Message } from '../../persistence/message';
import storedKorean from '../../persistence/locales/ko.json';
import korean from '../locales/ko.json';
import { branch, engineState, exchange } from '../testing/fixtures';
import { bus, gatedStorage, savedTab, sent, settle, tab } from '../testing/sessions-tab';

describe('saved-sessions store', () => {
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

  it('a name the store gave follows the question when a scenario or lesson changes it; a name the user gave stays', async () => {
    const a = await savedTab(memoryKeyValue(), bus()(), 'a');
    const asked = (userMessage: string) => engineState({ ...sent(), config: { ...sent().config, userMessage } });
    a.engine.push(asked('Search the web for what the Python GIL is.'));
    expect(a.sessions.getState().current.name).toBe('Search the web for what the Python GIL is.');
    await a.sessions.getState().flush();
    expect(a.sessions.getState().list[0]!.name).toBe('Search the web for what the Python GIL is.');

    await a.sessions.getState().rename(a.sessions.getState().current.id, 'My GIL notes');
    a.engine.push(asked('tell me a joke'));
    expect(a.sessions.getState().current.name).toBe('My GIL notes');
  });

  it('a reload after New session or Reset reopens the session begun there once it has run, not the one opened before', async () => {
    const kv = memoryKeyValue();
    let remembered: string | null = null;
    const a = await savedTab(kv, bus()(), 'a', null, { rememberOpen: (id) => (remembered = id) });
    const reload = async () => {
      const b = tab(kv, bus()(), 'b');
      await b.sessions.getState().start(remembered);
      return b.sessions.getState().current.id;
    };
    const first = a.sessions.getState().current.id;
    await a.sessions.getState().open(first);
    expect(await reload()).toBe(first);

    await a.sessions.getState().newSession();
    const second = a.sessions.getState().current.id;
    a.engine.push(sent());
    await a.sessions.getState().flush();
    expect(await reload()).toBe(second);

    await a.sessions.getState().resetKeepingRun();
    const third = a.sessions.getState().current.id;
    a.engine.push(sent());
    await a.sessions.getState().flush();
    expect(await reload()).toBe(third);
  });

  it('leaves the last session saved and closed when the page opens at a lesson, whose loop runs in the new session', async () => {
    const kv = memoryKeyValue();
    const a = await savedTab(kv, bus()(), 'a');
    const saved = a.sessions.getState().current.id;

    const b = tab(kv, bus()(), 'b');
    await b.sessions.getState().start(saved, { reopenLast: false });
    expect(b.sessions.getState().list.map((m) => m.id)).toEqual([saved]);
    expect(b.sessions.getState().current.id).not.toBe(saved);
    expect(b.sessions.getState().status).toBe('new');
    expect(b.session.getState().engine.branches.main!.exchanges).toHaveLength(0);
  });

  it('says "unsaved" or "saving" until the latest change is written, never "saved" while a change waits', async () => {
    const { kv, writing, release } = gatedStorage();
    const a = tab(kv, bus()(), 'a');
    await a.sessions.getState().start(null);
    a.engine.push(sent());
    expect(a.sessions.getState().status).toBe('unsaved');
    const first = a.sessions.getState().flush();
    await release();
    await first;
    expect(a.sessions.getState().status).toBe('saved');

    a.engine.push(
      engineState({ ...sent(), branches: { main: branch({ label: 'second', exchanges: [exchange(1, 2)] }) } }),
    );
    expect(a.sessions.getState().status).toBe('unsaved');
    const second = a.sessions.getState().flush();
    await writing();
    expect(a.sessions.getState().status).toBe('saving');
    // A change lands while the second write is under way: its end must not report the session as saved.
    a.engine.push(
      engineState({ ...sent(), branches: { main: branch({ label: 'third', exchanges: [exchange(1, 2)] }) } }),
    );
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
    const a = await savedTab(kv, channel(), 'a');
    const b = tab(kv, channel(), 'b');
    await b.sessions.getState().start(a.sessions.getState().current.id);
    b.engine.push(
      engineState({
        ...sent(),
        notice: null,
        activeBranchId: 'main',
        branchOrder: ['main'],
        branches: { main: branch({ label: 'from b', exchanges: [exchange(1, 2)] }) },
      }),
    );
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
    const a = await savedTab(kv, bus()(), 'a');
    const id = a.sessions.getState().current.id;
    await a.sessions.getState().duplicate(id);
    expect(a.sessions.getState().list.map((m) => m.name)).toContain("What's the weather in Berlin and Tokyo? (copy)");

    const before = a.sessions.getState().list;
    expect(
      await a.sessions
        .getState()
        .adopt(restore('{"format":"loopscope-session","version":1}'), { kind: 'file', fileName: 'bad.json' }),
    ).toBe(false);
    expect(a.sessions.getState().message).toMatchObject({
      tone: 'error',
      text: expect.stringMatching(/^This session file is damaged:\nid is missing/),
    });
    expect(a.sessions.getState().list).toEqual(before);

    await a.sessions.getState().remove(id);
    expect(a.sessions.getState().list.map((m) => m.id)).not.toContain(id);
    await a.sessions.getState().undoRemove();
    expect(a.sessions.getState().list.map((m) => m.id)).toContain(id);
  });

  it('opens a shared session read-only until it is forked', async () => {
    const a = tab(memoryKeyValue(), bus()(), 'a');
    await settle(a.sessions);
    const shared = restore(
      JSON.stringify({
        format: 'loopscope-session',
        version: 1,
        id: 'x',
        name: 'Shared',
        createdAt: 0,
        updatedAt: 0,
        origin: { kind: 'local' },
        readOnly: false,
        engine: sent(),
      }),
    );
    await a.sessions.getState().adopt(shared, { kind: 'share' });
    expect(a.sessions.getState().current.readOnly).toBe(true);
    // The read-only notice (the sessions feature's, from current.readOnly) says it; no second status line repeats it.
    expect(a.sessions.getState().message).toBeNull();
    await a.session.getState().run();
    expect(a.engine.calls).not.toContain('run');
    expect(a.session.getState().commandError).toMatchObject({
      key: 'store:commandError.readOnly',
      text: expect.stringMatching(/read-only/),
    });
    await a.sessions.getState().forkShared();
    expect(a.sessions.getState().current.readOnly).toBe(false);
    expect(a.sessions.getState().message?.key).toBe('store:sessions.ownCopy');
    expect(a.session.getState().commandError).toBeNull();
    await a.session.getState().run();
    expect(a.engine.calls).toContain('run');
  });

  it("names the sessions it makes in the learner's language (and keeps the name as made)", async () => {
    const inKorean = (message: Message) =>
      wordMessage(message, catalogTranslate({ store: korean, persistence: storedKorean }, 'ko'), 'ko');
    const a = await savedTab(memoryKeyValue(), bus()(), 'a', null, { word: inKorean });
    const id = a.sessions.getState().current.id;
    const name = a.sessions.getState().current.name;
    await a.sessions.getState().duplicate(id);
    expect(a.sessions.getState().list.map((m) => m.name)).toContain(`${name} (사본)`);
    await a.sessions.getState().rename(id, '  ');
    expect(a.sessions.getState().current.name).toBe('제목 없는 세션');

    expect(await a.sessions.getState().importText('[{"role":"user","content":"hi"}]')).toBe(true);
    expect(a.sessions.getState().current.name).toBe('붙여 넣은 텍스트 (Chat Completions messages 배열)');
    expect(a.sessions.getState().message).toMatchObject({
      key: 'store:sessions.importedPaste',
      params: { file: '붙여 넣은 텍스트' },
    });
  });

  describe('when storage is unavailable or full', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('keeps the session working in memory when the browser refuses storage, and says why', async () => {
      const refusal = 'A mutation operation was attempted on a database that did not allow mutations.';
      vi.stubGlobal('indexedDB', {
        open: () => {
          throw new DOMException(refusal, 'InvalidStateError');
        },
      });
      const { kv, problem } = await openKeyValue();
      const a = tab(kv, bus()(), 'a', problem);
      await settle(a.sessions);
      expect(a.sessions.getState().storageNotice).toEqual({ reason: 'refused', detail: refusal });
      expect(a.sessions.getState().status).toBe('memory');

      // The loop still runs, and its result is kept in the tab: listed, and back after opening another session.
      await a.session.getState().run();
      expect(a.engine.calls).toContain('run');
      a.engine.push(sent());
      await a.sessions.getState().flush();
      const id = a.sessions.getState().current.id;
      expect(a.sessions.getState().list.map((m) => [m.id, m.exchangeCount])).toEqual([[id, 1]]);
      expect(a.sessions.getState().status).toBe('memory');
      await a.sessions.getState().newSession();
      expect(a.session.getState().engine.branches.main!.exchanges).toHaveLength(0);
      await a.sessions.getState().open(id);
      expect(a.session.getState().engine.branches.main!.exchanges).toEqual(sent().branches.main!.exchanges);
      expect(a.sessions.getState().storageNotice).toEqual({ reason: 'refused', detail: refusal });
    });

    it('says so when storage fills up, keeps the newest state in memory and loses nothing saved before', async () => {
      const inner = memoryKeyValue();
      let full = false;
      const kv: KeyValue = {
        ...inner,
        kind: 'indexeddb',
        setMany: (entries) =>
          full
            ? Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))
            : inner.setMany(entries),
      };
      const a = tab(kv, bus()(), 'a');
      await settle(a.sessions);
      a.engine.push(sent());
      await a.sessions.getState().flush();
      expect(a.sessions.getState().status).toBe('saved');
      const id = a.sessions.getState().current.id;

      full = true;
      const grown = engineState({
        branches: { main: branch({ label: 'grown', exchanges: [exchange(1, 2), exchange(2, 4)], status: 'done' }) },
      });
      a.engine.push(grown);
      await a.sessions.getState().flush();
      expect(a.sessions.getState().storageNotice).toEqual({ reason: 'full', detail: 'The quota has been exceeded.' });
      expect(a.sessions.getState().status).toBe('memory');
      // The tab goes on with the newest state; storage still holds the last saved one, whole.
      expect(a.session.getState().engine.branches.main!.label).toBe('grown');
      const stored = await createSessionRepository(kv).load(id);
      expect(stored.ok && stored.record.engine.branches.main!.exchanges).toEqual(sent().branches.main!.exchanges);
      // The list shows the newest state, kept in this tab and flagged so, not the older stored one.
      expect(a.sessions.getState().list.map((m) => [m.id, m.exchangeCount])).toEqual([[id, 2]]);
      expect(a.sessions.getState().inTab).toEqual([id]);

      // Space again: the next change is saved and the notice goes away.
      full = false;
      a.engine.push(
        engineState({
          branches: { main: branch({ label: 'after', exchanges: [exchange(1, 2), exchange(2, 4)], status: 'done' }) },
        }),
      );
      await a.sessions.getState().flush();
      expect(a.sessions.getState().storageNotice).toBeNull();
      expect(a.sessions.getState().status).toBe('saved');
      const after = await createSessionRepository(kv).load(id);
      expect(after.ok && after.record.engine.branches.main!.label).toBe('after');
      expect(a.sessions.getState().inTab).toEqual([]);
    });
  });
});
