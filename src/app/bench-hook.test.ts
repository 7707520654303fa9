// The bench hook exists only when the URL opts in, and it loads snapshots through the store.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createSessionStore } from '../store';
import { branch, engineState, exchange, fakeEngine } from '../store/testing/fixtures';
import { installBenchHook } from './bench-hook';

afterEach(() => {
  delete window.__loopscopeBench;
});

describe('installBenchHook', () => {
  it('leaves no global on a normal page', () => {
    expect(installBenchHook(createSessionStore(fakeEngine()), '?theme=dark')).toBe(false);
    expect(window.__loopscopeBench).toBeUndefined();
  });

  it('loads a snapshot into the store with ?bench', () => {
    const store = createSessionStore(fakeEngine());
    expect(installBenchHook(store, '?bench')).toBe(true);
    const snapshot = engineState({ notice: 'big session' });
    window.__loopscopeBench!.loadSnapshot(snapshot);
    expect(store.getState().engine).toBe(snapshot);
  });

  it("reads the active branch's exchange durations, in order", () => {
    const store = createSessionStore(fakeEngine());
    installBenchHook(store, '?bench');
    const exchanges = [
      exchange(1, 2, { durationMs: 1520 }),
      exchange(2, 5, { durationMs: 215 }),
      exchange(3, 7, { durationMs: null }),
    ];
    window.__loopscopeBench!.loadSnapshot(
      engineState({
        branches: {
          main: branch({ exchanges }),
          other: branch({ id: 'other', exchanges: [exchange(1, 2, { durationMs: 9 })] }),
        },
      }),
    );
    expect(window.__loopscopeBench!.exchangeDurations()).toEqual([1520, 215, null]);
  });
});
