// A fresh QuickJS runtime and context with the sandbox's stack, memory and time limits; one per call, disposed after it.
import type { QuickJSContext, QuickJSRuntime, QuickJSWASMModule } from 'quickjs-emscripten-core';
import type { SandboxLimits } from '../types';

/** Without this, deep recursion overflows the host stack through the wasm (see toolchain.md). */
const MAX_STACK_BYTES = 128 * 1024;

export interface LimitedVm {
  runtime: QuickJSRuntime;
  context: QuickJSContext;
  /** True once the interrupt handler stopped the VM because the deadline passed. */
  interrupted(): boolean;
  /** Starts a new time budget from now, e.g. after loading trusted code that had its own budget. */
  restartClock(budgetMs: number): void;
  dispose(): void;
}

export function openLimitedVm(qjs: QuickJSWASMModule, limits: SandboxLimits, now: () => number, budgetMs = limits.timeoutMs): LimitedVm {
  const runtime = qjs.newRuntime();
  runtime.setMaxStackSize(MAX_STACK_BYTES);
  runtime.setMemoryLimit(limits.memoryLimitBytes);
  let deadline = now() + budgetMs;
  let interrupted = false;
  runtime.setInterruptHandler(() => (interrupted = interrupted || now() > deadline));
  const context = runtime.newContext();
  return {
    runtime,
    context,
    interrupted: () => interrupted,
    restartClock(ms) {
      deadline = now() + ms;
    },
    dispose() {
      context.dispose();
      runtime.dispose();
    },
  };
}
