// A QuickJS module that aborts while a runtime is freed keeps the call's result and is replaced for the next call.
import { describe, expect, it } from 'vitest';
import type { QuickJSRuntime } from 'quickjs-emscripten-core';
import { loadQuickJs } from './quickjs';
import { runToolInSandbox } from './run-tool';
import { DEFAULT_SANDBOX_LIMITS } from '../types';

const call = { callId: 'call_1', name: 'probe', argumentsJson: '{}' };

describe('runToolInSandbox when QuickJS aborts on freeing the VM', () => {
  it('returns what the tool returned, and the next call gets a fresh module', async () => {
    const qjs = await loadQuickJs();
    const newRuntime = qjs.newRuntime.bind(qjs);
    // What emscripten throws when QuickJS's JS_FreeRuntime assertion fails: the module is unusable afterwards.
    qjs.newRuntime = (...options: Parameters<typeof qjs.newRuntime>): QuickJSRuntime => {
      const runtime = newRuntime(...options);
      const dispose = runtime.dispose.bind(runtime);
      runtime.dispose = () => {
        dispose();
        throw new Error('Aborted(Assertion failed: list_empty(&rt->gc_obj_list))');
      };
      return runtime;
    };
    const run = runToolInSandbox(
      qjs,
      call,
      'function probe() { return "still answered"; }',
      DEFAULT_SANDBOX_LIMITS,
      () => performance.now(),
    );
    expect(run).toMatchObject({ ok: true, output: 'still answered' });
    const next = await loadQuickJs();
    expect(next === qjs).toBe(false);
    expect(
      runToolInSandbox(next, call, 'function probe() { return 6 * 7; }', DEFAULT_SANDBOX_LIMITS, () =>
        performance.now(),
      ).output,
    ).toBe('42');
  });

  it('keeps the module when freeing goes well', async () => {
    const qjs = await loadQuickJs();
    runToolInSandbox(qjs, call, 'function probe() { return 1; }', DEFAULT_SANDBOX_LIMITS, () => performance.now());
    expect((await loadQuickJs()) === qjs).toBe(true);
  });
});
