// The session repository over real IndexedDB (fake-indexeddb in Node): list, save, conflicts between tabs, keys never stored.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EngineState } from '@loopscope/engine/types';
import { openKeyValue, type KeyValue } from './key-value';
import { createSessionRepository, storageProblem } from './session-repository';
import { MESSAGE_CHUNK } from './session-parts';
import { ranSeedState, recordOf } from './testing/sessions';

let seed: EngineState;
beforeAll(async () => {
  seed = await ranSeedState({
    provider: { kind: 'mock', baseURL: 'http://mock.loopscope.local/v1', apiKey: 'sk-test-SECRET123' },
  });
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

  it('lists what tells same-named sessions apart: style, stream, transport and MCP servers (issue 45 item 7)', async () => {
    const repo = createSessionRepository(kv);
    const socket = {
      ...seed,
      config: {
        ...seed.config,
        apiStyle: 'responses' as const,
        options: { ...seed.config.options, responsesTransport: 'websocket' as const },
      },
    };
    const mcp = {
      ...seed,
      config: {
        ...seed.config,
        options: { ...seed.config.options, stream: true },
        mcpServers: [
          {
            id: 'm1',
            label: 'Weather MCP',
            url: 'http://127.0.0.1/mcp',
            transport: 'streamable-http' as const,
            headers: { authorization: 'Bearer SECRET456' },
          },
        ],
      },
    };
    await repo.save(recordOf(seed, { id: 'plain' }), 0, 'tab-1');
    await repo.save(recordOf(socket, { id: 'socket' }), 0, 'tab-1');
    await repo.save(recordOf(mcp, { id: 'mcp' }), 0, 'tab-1');
    expect((await repo.meta('plain'))?.setup).toEqual({ stream: false, transport: null, mcp: [] });
    expect((await repo.meta('socket'))?.setup).toEqual({ stream: false, transport: 'websocket', mcp: [] });
    expect((await repo.meta('mcp'))?.setup).toEqual({ stream: true, transport: null, mcp: ['Weather MCP'] });
    expect(JSON.stringify(await repo.list())).not.toContain('SECRET456');
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
    expect(await repo.load('session-1')).toMatchObject({
      ok: false,
      error: { text: 'This session is no longer saved (it was deleted, perhaps in another tab).' },
    });
  });

  it('turns a full disk into a problem to show, and keeps what was saved before', async () => {
    const repo = createSessionRepository(kv);
    await repo.save(recordOf(seed, { name: 'Before the disk filled' }), 0, 'tab-1');
    let full = true;
    const filling: KeyValue = {
      ...kv,
      kind: kv.kind,
      setMany: (entries) =>
        full
          ? Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))
          : kv.setMany(entries),
    };
    const tab = createSessionRepository(filling);
    const refused = await tab.save(recordOf(seed, { name: 'After' }), 1, 'tab-1');
    expect(refused).toEqual({ ok: false, problem: { reason: 'full', detail: 'The quota has been exceeded.' } });
    // The refused write changed nothing: the list, the meta and the session read back as saved before.
    expect((await tab.list()).map((m) => [m.name, m.revision])).toEqual([['Before the disk filled', 1]]);
    const loaded = await tab.load('session-1');
    expect(loaded.ok && loaded.record.name).toBe('Before the disk filled');
    expect(loaded.ok && loaded.record.engine.branches).toEqual(seed.branches);
    // Space again: the next save goes through as the next revision.
    full = false;
    const saved = await tab.save(recordOf(seed, { name: 'After' }), 1, 'tab-1');
    expect(saved.ok && saved.meta).toMatchObject({ name: 'After', revision: 2 });
  });

  it('tells a full disk from other failures, whatever the browser calls it', () => {
    expect(storageProblem(new DOMException('x', 'QuotaExceededError'))).toEqual({ reason: 'full', detail: 'x' });
    expect(storageProblem(new Error('NS_ERROR_DOM_QUOTA_REACHED'))).toMatchObject({ reason: 'full' });
    expect(storageProblem(new DOMException('The transaction was aborted.', 'AbortError'))).toEqual({
      reason: 'failed',
      detail: 'The transaction was aborted.',
    });
  });
});

describe('opening storage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('falls back to memory with the reason when the browser has no IndexedDB', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const opened = await openKeyValue();
    expect(opened.problem).toEqual({ reason: 'unavailable', detail: '' });
    expect(opened.kv.kind).toBe('memory');
  });

  it('falls back to memory with the browser’s words when IndexedDB refuses to open (a private window)', async () => {
    const refusal = 'A mutation operation was attempted on a database that did not allow mutations.';
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new DOMException(refusal, 'InvalidStateError');
      },
    });
    const opened = await openKeyValue();
    expect(opened.problem).toEqual({ reason: 'refused', detail: refusal });
    // The memory store behaves like storage, so the session list still works within the tab.
    const repo = createSessionRepository(opened.kv);
    expect((await repo.save(recordOf(seed), 0, 'tab-1')).ok).toBe(true);
    const loaded = await repo.load('session-1');
    expect(loaded.ok && loaded.record.engine.branches).toEqual(seed.branches);
  });

  it('falls back to memory when the database opens with an error (blocked or corrupt)', async () => {
    vi.stubGlobal('indexedDB', {
      open: () => {
        const request = {
          error: new DOMException('Version change blocked.', 'UnknownError'),
        } as unknown as IDBOpenDBRequest;
        setTimeout(() => request.onerror?.(new Event('error')), 0);
        return request;
      },
    });
    const opened = await openKeyValue();
    expect(opened.problem).toEqual({ reason: 'refused', detail: 'Version change blocked.' });
    expect(opened.kv.kind).toBe('memory');
  });
});

describe('session repository: storage in parts', () => {
  /** The seed session with its branch grown to `count` entries (fresh ids, the walkthrough's shapes). */
  const grown = (count: number): EngineState => {
    const branch = seed.branches[seed.activeBranchId]!;
    const messages = Array.from({ length: count }, (_, i) => ({
      ...branch.messages[i % branch.messages.length]!,
      id: `msg_${i + 1}`,
    }));
    return { ...seed, branches: { [branch.id]: { ...branch, messages } } };
  };
  const appended = (state: EngineState): EngineState => {
    const branch = state.branches[state.activeBranchId]!;
    return {
      ...state,
      branches: {
        [branch.id]: { ...branch, messages: [...branch.messages, { ...branch.messages[1]!, id: 'msg_new' }] },
      },
    };
  };
  /** The keys each setMany wrote, in order, one list per transaction. */
  const recording = (inner: KeyValue) => {
    const writes: string[][] = [];
    const kv: KeyValue = {
      ...inner,
      kind: inner.kind,
      setMany: (entries) => (writes.push(entries.map(([key]) => key)), inner.setMany(entries)),
    };
    /** The keys written since the last call, sorted. */
    const since = () => writes.splice(0).flat().sort();
    return { kv, writes, since };
  };
  const partKeys = async () => (await kv.keys()).filter((key) => key.startsWith('part:')).sort();
  const branchId = () => seed.activeBranchId;

  it('after a first full write, a save of one appended message writes only a new last chunk, the head and the meta', async () => {
    const { kv: counted, since } = recording(kv);
    const repo = createSessionRepository(counted);
    const big = grown(3 * MESSAGE_CHUNK + 10);
    await repo.save(recordOf(big), 0, 'tab-1');
    expect(since().filter((key) => key.includes(':messages:'))).toHaveLength(4);
    const next = appended(big);
    const saved = await repo.save(recordOf(next), 1, 'tab-1');
    expect(saved.ok).toBe(true);
    expect(since()).toEqual([`data:session-1`, `meta:session-1`, `part:session-1:${branchId()}:messages:3@2.tab-1`]);
    const loaded = await repo.load('session-1');
    expect(loaded.ok && loaded.record.engine.branches).toEqual(next.branches);
    // The replaced chunk is gone; the three unchanged ones keep the keys of the first write.
    expect(await partKeys()).toEqual([
      `part:session-1:${branchId()}:exchanges:0@1.tab-1`,
      ...[0, 1, 2].map((i) => `part:session-1:${branchId()}:messages:${i}@1.tab-1`),
      `part:session-1:${branchId()}:messages:3@2.tab-1`,
    ]);
  });

  it('writes a large session chunk by chunk, one transaction each with a pause between, and the head last', async () => {
    const { kv: counted, writes } = recording(kv);
    let pauses = 0;
    const repo = createSessionRepository(counted, { pause: async () => void (pauses += 1) });
    await repo.save(recordOf(grown(8 * MESSAGE_CHUNK)), 0, 'tab-1');
    // Eight message chunks and one of exchanges, each alone in its transaction; then the head and meta together.
    expect(writes.map((keys) => keys.length)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 2]);
    expect(writes.at(-1)!.sort()).toEqual(['data:session-1', 'meta:session-1']);
    expect(pauses).toBe(8);
  });

  it('leaves the saved session whole when a save stops half-way, and the next save clears what the broken one left', async () => {
    const repo = createSessionRepository(kv);
    const before = grown(2 * MESSAGE_CHUNK);
    await repo.save(recordOf(before), 0, 'tab-1');
    let chunksLeft = 1;
    const breaking: KeyValue = {
      ...kv,
      kind: kv.kind,
      setMany: (entries) =>
        chunksLeft-- > 0
          ? kv.setMany(entries)
          : Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
    };
    // Another tab (a repository that has not written this session) rewrites every chunk: one lands, then the disk is full.
    const other = createSessionRepository(breaking);
    const changed = grown(2 * MESSAGE_CHUNK + 1);
    const cut = await other.overwrite(
      recordOf({ ...changed, branches: { [branchId()]: { ...changed.branches[branchId()]!, label: 'half' } } }),
      'tab-2',
    );
    expect(cut).toMatchObject({ ok: false, problem: { reason: 'full' } });
    const loaded = await repo.load('session-1');
    expect(loaded.ok && loaded.record.engine.branches).toEqual(before.branches);
    expect(await partKeys()).toHaveLength(4);

    // The refused save did not count: the next one is revision 2 again, and only its own chunks remain.
    chunksLeft = Infinity;
    expect((await other.overwrite(recordOf(changed), 'tab-2')).ok).toBe(true);
    expect(await partKeys()).toEqual([
      `part:session-1:${branchId()}:exchanges:0@2.tab-2`,
      ...[0, 1, 2].map((i) => `part:session-1:${branchId()}:messages:${i}@2.tab-2`),
    ]);
    const after = await repo.load('session-1');
    expect(after.ok && after.record.engine.branches).toEqual(changed.branches);
  });

  it('writes every chunk again when another tab saved in between, so nothing it changed survives in a stale chunk', async () => {
    const { kv: counted, since } = recording(kv);
    const tab1 = createSessionRepository(counted);
    const tab2 = createSessionRepository(kv);
    const big = grown(2 * MESSAGE_CHUNK);
    await tab1.save(recordOf(big), 0, 'tab-1');
    since();
    const theirs = grown(2 * MESSAGE_CHUNK - 1);
    await tab2.overwrite(recordOf(theirs, { name: 'Tab 2' }), 'tab-2');
    const mine = appended(big);
    expect((await tab1.overwrite(recordOf(mine), 'tab-1')).ok).toBe(true);
    expect(since().filter((key) => key.includes(':messages:'))).toHaveLength(3);
    const loaded = await tab2.load('session-1');
    expect(loaded.ok && loaded.record.engine.branches).toEqual(mine.branches);
  });

  it('drops chunks a shorter session no longer uses, and removing a session removes all of its parts', async () => {
    const repo = createSessionRepository(kv);
    await repo.save(recordOf(grown(3 * MESSAGE_CHUNK)), 0, 'tab-1');
    expect(await partKeys()).toHaveLength(4);
    await repo.save(recordOf(seed), 1, 'tab-1');
    // The exchanges did not change, so their chunk keeps its key; the messages shrank to one new chunk.
    expect(await partKeys()).toEqual([
      `part:session-1:${branchId()}:exchanges:0@1.tab-1`,
      `part:session-1:${branchId()}:messages:0@2.tab-1`,
    ]);
    await repo.remove('session-1');
    expect(await kv.keys()).toEqual([]);
  });

  it('still opens a session stored in parts before chunk keys had versions (a head with counts)', async () => {
    const repo = createSessionRepository(kv);
    const big = grown(MESSAGE_CHUNK + 1);
    const branch = big.branches[branchId()]!;
    const head = {
      record: recordOf({ ...big, branches: { [branchId()]: { ...branch, messages: [], exchanges: [] } } }),
      parts: { [branchId()]: { messages: 2, exchanges: 1 } },
    };
    await kv.setMany([
      ['data:session-1', head],
      [`part:session-1:${branchId()}:messages:0`, branch.messages.slice(0, MESSAGE_CHUNK)],
      [`part:session-1:${branchId()}:messages:1`, branch.messages.slice(MESSAGE_CHUNK)],
      [`part:session-1:${branchId()}:exchanges:0`, branch.exchanges],
    ]);
    const loaded = await repo.load('session-1');
    expect(loaded.ok && loaded.record.engine.branches).toEqual(big.branches);
    // Its next save moves it to versioned keys and leaves none of the old ones behind.
    expect((await repo.overwrite(recordOf(big), 'tab-1')).ok).toBe(true);
    expect((await partKeys()).every((key) => key.includes('@1.tab-1'))).toBe(true);
  });

  it('still opens a session stored whole, as saves before storage in parts wrote it', async () => {
    const repo = createSessionRepository(kv);
    await kv.setMany([['data:old', recordOf(seed, { id: 'old' })]]);
    const loaded = await repo.load('old');
    expect(loaded.ok && loaded.record.engine.branches).toEqual(seed.branches);
  });

  it('says which part is missing instead of opening half a session', async () => {
    const repo = createSessionRepository(kv);
    await repo.save(recordOf(grown(2 * MESSAGE_CHUNK)), 0, 'tab-1');
    const lost = `part:session-1:${seed.activeBranchId}:messages:1@1.tab-1`;
    await kv.delMany([lost]);
    expect(await repo.load('session-1')).toMatchObject({
      ok: false,
      error: { text: `This saved session is incomplete: its part ${lost} is missing from browser storage.` },
    });
  });
});
