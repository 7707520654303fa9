// The deferred engine: a faithful preview before the engine loads, commands that wait for it, no lost edits.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine';
import { seed001Config } from '../engine/scenarios';
import type { SessionConfig } from '../engine/types';
import { createDeferredEngine, previewState, type EngineFactory, type LoadableEngine } from './deferred-engine';

function realEngine(config: SessionConfig): LoadableEngine {
  return createEngine({
    config,
    fetch: () => Promise.reject(new Error('no network in this test')),
    clock: () => 0,
    tools: { execute: async () => ({ output: '{}', ok: true, logs: [], durationMs: 0 }) },
  });
}

describe('previewState', () => {
  it('shows exactly what the real engine shows for an untouched session', () => {
    const config = seed001Config();
    const { toolIssues: _issues, ...real } = realEngine(config).getState();
    expect(previewState(config)).toEqual(real);
  });
});

describe('createDeferredEngine', () => {
  it('keeps config edits and breakpoints made before the engine loaded', async () => {
    let resolve!: (factory: EngineFactory) => void;
    const engine = createDeferredEngine(seed001Config(), () => new Promise((r) => (resolve = r)));
    const seen: string[] = [];
    engine.subscribe(() => seen.push(engine.getState().config.model));

    engine.configure({ ...seed001Config(), model: 'gpt-4.1' });
    engine.setBreakpoints(true);
    expect(engine.getState().branches[engine.getState().activeBranchId]!.messages).toHaveLength(2);
    expect(engine.sendPending('{}')).toBeNull();

    resolve(realEngine);
    const loaded = await engine.ready;
    expect(loaded.getState().config.model).toBe('gpt-4.1');
    expect(loaded.getState().breakpoints).toBe(true);
    expect(engine.getState()).toBe(loaded.getState());
    expect(seen.at(-1)).toBe('gpt-4.1');
  });

  it('makes run wait for the engine, and says so when it cannot load', async () => {
    const engine = createDeferredEngine(seed001Config(), () => Promise.reject(new Error('chunk failed')));
    await expect(engine.run()).rejects.toThrow('chunk failed');
    expect(engine.getState().notice).toMatch(/could not load \(chunk failed\)/);
  });
});
