// The bench hook exists only when the URL opts in, and it loads snapshots through the store.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createSessionStore } from '../store';
import { engineState, fakeEngine } from '../store/testing/fixtures';
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
});
