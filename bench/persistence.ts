// Sessions bench: autosave and restore of a 10,000-message session (IndexedDB via fake-indexeddb in Node), and the longest
// stall a save causes: the first save in a tab (every chunk, one at a time) beside the incremental one that follows.
import 'fake-indexeddb/auto';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { openKeyValue } from '../src/persistence/key-value.ts';
import { restore } from '../src/persistence/restore.ts';
import { createSessionRepository } from '../src/persistence/session-repository.ts';
import { ranSeedState, recordOf } from '../src/persistence/testing/sessions.ts';
import { median, type BenchModule } from './lib.ts';

const MESSAGES = 10_000;
const ROUNDS = 5;

async function bigRecord() {
  const seed = await ranSeedState();
  const branch = seed.branches[seed.activeBranchId]!;
  // The walkthrough's 7 entries, repeated with fresh ids: same shapes and sizes as a long real session.
  const messages = Array.from({ length: MESSAGES }, (_, i) => ({
    ...branch.messages[i % branch.messages.length]!,
    id: `msg_${i + 1}`,
  }));
  return recordOf({ ...seed, branches: { [branch.id]: { ...branch, messages } } });
}

const bench: BenchModule = {
  title: `Sessions: autosave and restore of a ${MESSAGES.toLocaleString('en')}-message session`,
  async run() {
    const record = await bigRecord();
    const { kv } = await openKeyValue();
    const full: number[] = [];
    const incremental: number[] = [];
    const loads: number[] = [];
    const restores: number[] = [];
    /** Runs `fn` ROUNDS times; its median time and the longest event-loop stall (the main-thread task) it caused. */
    const measure = async (times: number[], fn: (round: number) => Promise<void>) => {
      const delay = monitorEventLoopDelay({ resolution: 1 });
      delay.enable();
      for (let i = 0; i < ROUNDS; i += 1) {
        const start = performance.now();
        await fn(i);
        times.push(performance.now() - start);
      }
      delay.disable();
      return delay.max / 1e6;
    };
    // A repository that has not written this session yet writes all of it: the first autosave in a tab.
    const fullStall = await measure(full, async (i) => {
      const saved = await createSessionRepository(kv).overwrite({ ...record, updatedAt: i }, 'bench');
      if (!saved.ok) throw new Error('bench save failed');
    });
    // The autosave of a growing session: one repository, one new message per save.
    const repository = createSessionRepository(kv);
    let grown = record;
    await repository.overwrite(grown, 'bench');
    const branchId = grown.engine.activeBranchId;
    const incrementalStall = await measure(incremental, async (i) => {
      const branch = grown.engine.branches[branchId]!;
      grown = {
        ...grown,
        updatedAt: i,
        engine: {
          ...grown.engine,
          branches: {
            [branchId]: { ...branch, messages: [...branch.messages, { ...branch.messages[1]!, id: `msg_more_${i}` }] },
          },
        },
      };
      const saved = await repository.overwrite(grown, 'bench');
      if (!saved.ok) throw new Error('bench save failed');
    });
    const loadStall = await measure(loads, async () => {
      const loaded = await repository.load(record.id);
      if (!loaded.ok) throw new Error(loaded.error.text);
    });
    const text = JSON.stringify(record);
    for (let i = 0; i < ROUNDS; i += 1) {
      const start = performance.now();
      restore(text);
      restores.push(performance.now() - start);
    }
    return [
      {
        name: 'first autosave in a tab (every chunk)',
        value: median(full),
        unit: 'ms',
        note: 'median; chunk by chunk, a pause between',
      },
      {
        name: '  longest event-loop stall it causes',
        value: fullStall,
        unit: 'ms',
        note: 'the main-thread task, in Node',
      },
      {
        name: 'autosave after one new message (now)',
        value: median(incremental),
        unit: 'ms',
        note: 'median; head, meta and the changed chunk',
      },
      {
        name: '  longest event-loop stall it causes',
        value: incrementalStall,
        unit: 'ms',
        note: 'the main-thread task, in Node',
      },
      {
        name: 'reopen from storage (read parts + restore)',
        value: median(loads),
        unit: 'ms',
        note: `median; longest stall ${loadStall.toFixed(0)} ms`,
      },
      {
        name: 'restore() of the file text (parse + validate)',
        value: median(restores),
        unit: 'ms',
        note: `${(text.length / 1024 / 1024).toFixed(1)} MB`,
      },
    ];
  },
};

export default bench;
