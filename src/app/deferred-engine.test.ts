// The deferred engine: a faithful preview before the engine loads, commands that wait for it, no lost edits.
import { describe, expect, it, vi } from 'vitest';
import { createEngine, type LoadableEngine } from '@loopscope/engine';
import { seed001Config } from '@loopscope/seed-scenarios';
import type { SessionConfig } from '@loopscope/engine/types';
import { createDeferredEngine, previewState } from './deferred-engine';

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
    let resolve!: (factory: (c: SessionConfig) => LoadableEngine) => void;
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

  it('hands a session loaded before the engine existed to the engine once it does', async () => {
    let resolve!: (factory: (c: SessionConfig) => LoadableEngine) => void;
    const engine = createDeferredEngine(seed001Config(), () => new Promise((r) => (resolve = r)));
    const saved = previewState({ ...seed001Config(), model: 'gpt-4.1-mini' });
    const root = saved.branches[saved.activeBranchId]!;
    const state = { ...saved, branches: { [root.id]: { ...root, label: 'Saved', status: 'done' as const } } };
    engine.load(state);
    expect(engine.getState().branches[root.id]!.label).toBe('Saved');

    resolve(realEngine);
    const loaded = await engine.ready;
    expect(loaded.getState().config.model).toBe('gpt-4.1-mini');
    expect(loaded.getState().branches[root.id]).toMatchObject({ label: 'Saved', status: 'done' });
  });

  it('passes every argument of fork and replay on to the engine (a doctor fix\'s "keep through" included)', async () => {
    const real = realEngine(seed001Config());
    const fork = vi.spyOn(real, 'fork').mockReturnValue('b2');
    const replayFrom = vi.spyOn(real, 'replayFrom').mockResolvedValue('b3');
    const engine = createDeferredEngine(seed001Config(), async () => () => real);
    await engine.ready;
    const replacement = { role: 'user' as const, content: 'edited' };
    const alsoEdited = [{ index: 2, replacement: { role: 'tool' as const, tool_call_id: 'c', content: 'x' } }];
    engine.fork(1, replacement, alsoEdited, 4);
    await engine.replayFrom(1, replacement, alsoEdited, 4);
    expect(fork).toHaveBeenCalledWith(1, replacement, alsoEdited, 4);
    expect(replayFrom).toHaveBeenCalledWith(1, replacement, alsoEdited, 4);
  });
});
