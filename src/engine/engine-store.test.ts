// The engine store changes through named actions; a stream's chunks reach listeners batched, and end in the same state.
import { describe, expect, it } from 'vitest';
import { seed001Config } from '@loopscope/seed-scenarios';
import { createHarness } from '@loopscope/seed-scenarios/testing/harness';
import { createRootBranch, singleBranchState } from './branch-store';
import { EngineStore, type NotifyScheduler } from './engine-store';
import { createIdSource } from './ids';
import { chatStyle } from './drivers/chat';
import { anyStyle } from './driver';
import type { FetchLike } from './recording-fetch';
import type { EngineState, Exchange } from './types';

function initialState(): EngineState {
  const config = seed001Config();
  return singleBranchState(config, createRootBranch(config, anyStyle(chatStyle.driver), createIdSource()));
}

const base: Exchange = {
  id: 'exchange-1',
  step: 1,
  attempt: 0,
  method: 'POST',
  url: 'http://mock.test/v1/chat/completions',
  requestHeaders: {},
  requestBody: '{}',
  status: 200,
  responseHeaders: {},
  responseBody: '',
  streamed: true,
  events: [],
  startedAt: 0,
  durationMs: null,
  state: 'streaming',
  error: null,
};

/** Snapshots as the recorder sends them for a stream of `chunks` events: pending, streaming per chunk, done. */
function streamSnapshots(chunks: number): Exchange[] {
  const snapshots: Exchange[] = [{ ...base, state: 'pending', status: null, responseBody: null, streamed: false }];
  let body = '';
  const events: Exchange['events'] = [];
  for (let i = 0; i < chunks; i++) {
    const raw = `data: {"i":${i}}\n\n`;
    body += raw;
    events.push({ raw, event: null, data: `{"i":${i}}`, at: i });
    snapshots.push({ ...base, events: [...events], responseBody: body });
  }
  snapshots.push({ ...base, events: [...events], responseBody: body, state: 'done', durationMs: chunks });
  return snapshots;
}

/** A scheduler the test runs by hand, like animation frames. */
function manualFrames(): { schedule: NotifyScheduler; frame(): void; waiting(): number } {
  let queued: (() => void)[] = [];
  return {
    schedule: (flush) => void queued.push(flush),
    frame() {
      const now = queued;
      queued = [];
      for (const flush of now) flush();
    },
    waiting: () => queued.length,
  };
}

describe('EngineStore', () => {
  it('tells listeners of a 200-chunk stream a handful of times, and ends in the state an unbatched store reaches', () => {
    const frames = manualFrames();
    const batched = new EngineStore(initialState(), frames.schedule);
    const unbatched = new EngineStore(initialState(), (flush) => flush());
    const branchId = batched.get().activeBranchId;
    let heard = 0;
    let heardUnbatched = 0;
    batched.subscribe(() => heard++);
    unbatched.subscribe(() => heardUnbatched++);

    const snapshots = streamSnapshots(200);
    snapshots.forEach((snapshot, i) => {
      batched.putExchange(branchId, snapshot);
      unbatched.putExchange(branchId, snapshot);
      // Four frames pass during the stream.
      if (i % 50 === 49) frames.frame();
    });
    frames.frame();

    expect(heardUnbatched).toBe(snapshots.length);
    // The pending snapshot, one per frame that had chunks, and the final snapshot.
    expect(heard).toBeLessThanOrEqual(6);
    expect(heard).toBeGreaterThanOrEqual(2);
    expect(batched.get()).toEqual(unbatched.get());
    expect(batched.get().branches[branchId]!.exchanges).toEqual([snapshots.at(-1)]);
  });

  it('always has the latest chunk in its state, even before listeners hear of it', () => {
    const frames = manualFrames();
    const store = new EngineStore(initialState(), frames.schedule);
    const branchId = store.get().activeBranchId;
    let heard = 0;
    store.subscribe(() => heard++);
    const [pending, first, second] = streamSnapshots(2);
    store.putExchange(branchId, pending!);
    store.putExchange(branchId, first!);
    store.putExchange(branchId, second!);
    expect(heard).toBe(1);
    expect(store.get().branches[branchId]!.exchanges).toEqual([second]);
    frames.frame();
    expect(heard).toBe(2);
  });

  it('a named action in between delivers the batched chunks with it, and the frame then has nothing to tell', () => {
    const frames = manualFrames();
    const store = new EngineStore(initialState(), frames.schedule);
    const branchId = store.get().activeBranchId;
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.get().branches[branchId]!.exchanges[0]?.events.length ?? -1));
    const snapshots = streamSnapshots(3);
    for (const snapshot of snapshots.slice(1, 3)) store.putExchange(branchId, snapshot);
    store.setBreakpoints(true);
    expect(seen).toEqual([2]);
    expect(frames.waiting()).toBe(1);
    frames.frame();
    expect(seen).toEqual([2]);
    expect(store.get().breakpoints).toBe(true);
  });

  it('names its actions: a notice comes and goes with its code, a branch switch clears it', () => {
    const store = new EngineStore(initialState(), (flush) => flush());
    store.setNotice({ notice: 'Wait.', noticeCode: { code: 'tools-owed', params: {} } });
    expect(store.get()).toMatchObject({ notice: 'Wait.', noticeCode: { code: 'tools-owed' } });
    store.setNotice(null);
    expect(store.get()).toMatchObject({ notice: null, noticeCode: null });
    store.setNotice({ notice: 'Again.', noticeCode: { code: 'tools-owed', params: {} } });
    store.switchBranch(store.get().activeBranchId);
    expect(store.get()).toMatchObject({ notice: null, noticeCode: null });
  });

  it('ignores snapshots for a branch that no longer exists, without telling anyone', () => {
    const store = new EngineStore(initialState(), (flush) => flush());
    let heard = 0;
    store.subscribe(() => heard++);
    const before = store.get();
    store.putExchange('gone', { ...base, state: 'done' });
    expect(store.get()).toBe(before);
    expect(heard).toBe(0);
  });

  it('a streamed run of seed 001, one event per network chunk, reaches listeners a few times and ends identical', async () => {
    const config = { ...seed001Config(), options: { ...seed001Config().options, stream: true } };
    // A frame that never comes during the run: only the engine's own actions deliver batched chunks.
    const batched = createHarness({ config, wrap: oneEventPerChunk, scheduleNotify: () => {} }).engine;
    const unbatched = createHarness({ config, wrap: oneEventPerChunk, scheduleNotify: (flush) => flush() }).engine;
    let heard = 0;
    let heardUnbatched = 0;
    batched.subscribe(() => heard++);
    unbatched.subscribe(() => heardUnbatched++);
    await batched.run();
    await unbatched.run();
    const events = Object.values(unbatched.getState().branches)
      .flatMap((b) => b.exchanges)
      .reduce((n, e) => n + e.events.length, 0);
    expect(events).toBeGreaterThan(20);
    // Unbatched, every event was a notification of its own; batched, none of them was.
    expect(heardUnbatched - heard).toBeGreaterThanOrEqual(events);
    expect(withoutToolTimes(batched.getState())).toEqual(withoutToolTimes(unbatched.getState()));
  });
});

/** Tool runs are timed by the real clock of the sandbox; everything else of the state is deterministic. */
function withoutToolTimes(state: EngineState): unknown {
  return JSON.parse(
    JSON.stringify(state, (key, value: unknown) => (key === 'durationMs' && typeof value === 'number' ? 0 : value)),
  );
}

/** The mock's streams re-sent one SSE event per network chunk, each after a macrotask, as a slow network delivers them. */
function oneEventPerChunk(inner: FetchLike): FetchLike {
  return async (input, init) => {
    const response = await inner(input, init);
    if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) return response;
    const blocks = (await response.text()).split(/(?<=\n\n)/);
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        const block = blocks.shift();
        if (block === undefined) controller.close();
        else controller.enqueue(encoder.encode(block));
      },
    });
    return new Response(body, { status: response.status, headers: response.headers });
  };
}
