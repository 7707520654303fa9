// Sessions bench: autosave and restore of a 10,000-message session (IndexedDB via fake-indexeddb in Node), and the longest stall a save causes.
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
  const messages = Array.from({ length: MESSAGES }, (_, i) => ({ ...branch.messages[i % branch.messages.length]!, id: `msg_${i + 1}` }));
  return recordOf({ ...seed, branches: { [branch.id]: { ...branch, messages } } });
}

const bench: BenchModule = {
  title: `Sessions: autosave and restore of a ${MESSAGES.toLocaleString('en')}-message session`,
  async run() {
    const record = await bigRecord();
    const { kv } = await openKeyValue();
    const repository = createSessionRepository(kv);
    const saves: number[] = [];
    const loads: number[] = [];
    const restores: number[] = [];
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    for (let i = 0; i < ROUNDS; i += 1) {
      let start = performance.now();
      await repository.save({ ...record, updatedAt: i }, i, 'bench');
      saves.push(performance.now() - start);
      start = performance.now();
      const loaded = await repository.load(record.id);
      loads.push(performance.now() - start);
      if (!loaded.ok) throw new Error(loaded.error);
    }
    delay.disable();
    const text = JSON.stringify(record);
    for (let i = 0; i < ROUNDS; i += 1) {
      const start = performance.now();
      restore(text);
      restores.push(performance.now() - start);
    }
    return [
      { name: 'autosave (one write to IndexedDB)', value: median(saves), unit: 'ms', note: 'median' },
      { name: 'longest event-loop stall during saves and loads', value: delay.max / 1e6, unit: 'ms', note: 'the main-thread task a save causes, in Node' },
      { name: 'reopen from storage (read + restore)', value: median(loads), unit: 'ms', note: 'median' },
      { name: 'restore() of the file text (parse + validate)', value: median(restores), unit: 'ms', note: `${(text.length / 1024 / 1024).toFixed(1)} MB` },
    ];
  },
};

export default bench;
