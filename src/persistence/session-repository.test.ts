// The session repository over real IndexedDB (fake-indexeddb in Node): list, save, conflicts between tabs, keys never stored.
import 'fake-indexeddb/auto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EngineState } from '../engine/types';
import { memoryKeyValue, openKeyValue, type KeyValue } from './key-value';
import { createSessionRepository, storageErrorText } from './session-repository';
import { ranSeedState, recordOf } from './testing/sessions';

let seed: EngineState;
beforeAll(async () => {
  seed = await ranSeedState({ provider: { kind: 'mock', baseURL: 'http://mock.loopscope.local/v1', apiKey: 'sk-test-SECRET123' } });
});

let kv: KeyValue;
beforeEach(async () => {
  const opened = await openKeyValue();
  kv = opened.kv;
  expect(opened.problem).toBeNull();
  await kv.delMany(await kv.keys());
});

describe('session repository (IndexedDB)', () => {
  it('saves, lists by last change and loads a session back through restore()', async () => {
    const repo = createSessionRepository(kv);
    expect(repo.kind).toBe('indexeddb');
    await repo.save(recordOf(seed, { id: 'a', name: 'Older', updatedAt: 10 }), 0, 'tab-1');
    await repo.save(recordOf(seed, { id: 'b', name: 'Newer', updatedAt: 20 }), 0, 'tab-1');
    expect((await repo.list()).map((m) => m.name)).toEqual(['Newer', 'Older']);
    const meta = await repo.meta('a');
    expect(meta).toMatchObject({ messageCount: 7, exchangeCount: 2, apiStyle: 'chat', revision: 1 });
    const loaded = await repo.load('a');
    expect(loaded.ok && loaded.record.engine.branches).toEqual(seed.branches);
  });

  it('never writes the API key', async () => {
    const repo = createSessionRepository(kv);
    await repo.save(recordOf(seed), 0, 'tab-1');
    const everything = JSON.stringify(await kv.getMany(await kv.keys()));
    expect(everything).not.toContain('SECRET123');
    expect(everything).toContain('Weather walkthrough');
  });

  it('detects a save from another tab instead of overwriting it', async () => {
    const repo = createSessionRepository(kv);
    const first = await repo.save(recordOf(seed), 0, 'tab-1');
    expect(first.ok).toBe(true);
    const other = await repo.save(recordOf(seed, { name: 'Changed in tab 2' }), 1, 'tab-2');
    expect(other.ok && other.meta.revision).toBe(2);
    const stale = await repo.save(recordOf(seed, { name: 'Tab 1 again' }), 1, 'tab-1');
    expect(stale).toMatchObject({ ok: false, conflict: { writer: 'tab-2', revision: 2, name: 'Changed in tab 2' } });
    expect((await repo.meta('session-1'))!.name).toBe('Changed in tab 2');
    const taken = await repo.overwrite(recordOf(seed, { name: 'Tab 1 again' }), 'tab-1');
    expect(taken.ok && taken.meta).toMatchObject({ revision: 3, writer: 'tab-1' });
  });

  it('removes a session and says so when it is asked for again', async () => {
    const repo = createSessionRepository(kv);
    await repo.save(recordOf(seed), 0, 'tab-1');
    await repo.remove('session-1');
    expect(await repo.list()).toEqual([]);
    expect(await repo.load('session-1')).toEqual({ ok: false, error: 'This session is no longer saved (it was deleted, perhaps in another tab).' });
  });

  it('turns a full disk into a message and keeps what was saved before', async () => {
    const full: KeyValue = { ...memoryKeyValue(), setMany: async () => { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); } };
    const repo = createSessionRepository(full);
    const result = await repo.save(recordOf(seed), 0, 'tab-1');
    expect(result).toEqual({ ok: false, error: storageErrorText(new DOMException('x', 'QuotaExceededError')) });
    expect(storageErrorText(new DOMException('x', 'QuotaExceededError'))).toMatch(/^Browser storage is full/);
  });
});
