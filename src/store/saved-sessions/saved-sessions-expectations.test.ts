// A session's loop-test expectations in the saved-sessions store: saved with it, back on the bar after a reload or an
// import of its exported file, and text that no longer reads leaves them out with a message and the rest opened.
import { describe, expect, it } from 'vitest';
import { createSessionRepository, memoryKeyValue, type KeyValue } from '../../persistence';
import {
  attachExpectations,
  attachedExpectationsOf,
  detachExpectations,
  expectationsFromFile,
} from '../loop-tests/attached-expectations';
import { bus, savedTab, tab } from '../testing/sessions-tab';

const FILE =
  'version: 1\ncases:\n  - name: weather\n    recording: w.cassette.json\n    expect:\n      - calls: [get_weather]\n      - ends: true\n';

function attach(sessionId: string, text = FILE) {
  const loaded = expectationsFromFile('weather.loop.yaml', text);
  if (!loaded.ok) throw new Error(loaded.problem);
  attachExpectations(sessionId, loaded.attached);
}

/** The source of the expectations storage holds for a session, or null. */
async function storedSource(kv: KeyValue, id: string): Promise<string | null> {
  const loaded = await createSessionRepository(kv).load(id);
  if (!loaded.ok) throw new Error(loaded.error.text);
  return loaded.record.expectations?.source ?? null;
}

describe('saved sessions carry their expectations', () => {
  it('saves attached expectations and puts them back when a reload reopens the session', async () => {
    const kv = memoryKeyValue();
    const a = await savedTab(kv, bus()(), 'a');
    const id = a.sessions.getState().current.id;
    attach(id);
    await a.sessions.getState().flush();
    expect(await storedSource(kv, id)).toBe('weather.loop.yaml');
    // A reload: this page's memory of the attachment is gone, only storage has it.
    detachExpectations(id);

    const b = tab(kv, bus()(), 'b');
    await b.sessions.getState().start(id);
    expect(b.sessions.getState().current.id).toBe(id);
    expect(attachedExpectationsOf(id)).toMatchObject({
      source: 'weather.loop.yaml',
      text: FILE,
      expectations: [{ kind: 'calls', tools: ['get_weather'] }, { kind: 'ends' }],
    });
    expect(b.sessions.getState().message).toBeNull();
  });

  it('saves removing them too', async () => {
    const kv = memoryKeyValue();
    const a = await savedTab(kv, bus()(), 'a');
    const id = a.sessions.getState().current.id;
    attach(id);
    await a.sessions.getState().flush();
    expect(await storedSource(kv, id)).toBe('weather.loop.yaml');
    detachExpectations(id);
    await a.sessions.getState().flush();
    expect(await storedSource(kv, id)).toBeNull();
    attach(id);

    const b = tab(kv, bus()(), 'b');
    await b.sessions.getState().start(id);
    expect(attachedExpectationsOf(id)).toBeNull();
  });

  it('an exported .loopscope.json, imported, opens with its expectations on the bar', async () => {
    const a = await savedTab(memoryKeyValue(), bus()(), 'a');
    attach(a.sessions.getState().current.id);
    const exported = await a.sessions.getState().exportFile();

    const b = await savedTab(memoryKeyValue(), bus()(), 'b');
    expect(await b.sessions.getState().importFile(new File([exported.text], exported.fileName))).toBe(true);
    const opened = b.sessions.getState().current.id;
    expect(opened).not.toBe(a.sessions.getState().current.id);
    expect(attachedExpectationsOf(opened)?.source).toBe('weather.loop.yaml');
    expect(b.sessions.getState().message?.key).toBe('store:sessions.opened');
  });

  it('a saved session whose expectations no longer read opens without them, says so, and keeps its loop', async () => {
    const kv = memoryKeyValue();
    const a = await savedTab(kv, bus()(), 'a');
    const id = a.sessions.getState().current.id;
    const record = a.sessions.getState().currentRecord();
    await createSessionRepository(kv).overwrite(
      { ...record, expectations: { source: 'weather.loop.yaml', text: 'version: 1\ncases: [ {name: w' } },
      'a',
    );
    attach(id);

    const b = tab(kv, bus()(), 'b');
    await b.sessions.getState().start(id);
    expect(b.sessions.getState().current.id).toBe(id);
    expect(b.session.getState().engine.branches.main!.exchanges).toHaveLength(1);
    expect(attachedExpectationsOf(id)).toBeNull();
    expect(b.sessions.getState().message).toMatchObject({
      tone: 'error',
      key: 'persistence:restore.expectationsUnreadable',
    });
    expect(b.sessions.getState().message?.text).toMatch(/weather\.loop\.yaml is not valid YAML/);
  });

  it('a session saved without expectations opens without a bar (a stale one of the same id is taken away)', async () => {
    const a = await savedTab(memoryKeyValue(), bus()(), 'a');
    const id = a.sessions.getState().current.id;
    const { expectations: _none, ...record } = a.sessions.getState().currentRecord();
    const kv = memoryKeyValue();
    await createSessionRepository(kv).overwrite(record, 'a');
    attach(id);

    const b = tab(kv, bus()(), 'b');
    await b.sessions.getState().start(id);
    expect(b.sessions.getState().current.id).toBe(id);
    expect(attachedExpectationsOf(id)).toBeNull();
    expect(b.sessions.getState().message).toBeNull();
  });
});
