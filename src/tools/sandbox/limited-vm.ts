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
  /** Bytes the VM's heap held when the clock stopped it (the program's objects are freed as it unwinds), or null. */
  memoryAtStop(): number | null;
  /** Frees the context and the runtime; false when QuickJS aborted doing so (the module is then unusable). */
  dispose(): boolean;
}

export function openLimitedVm(
  qjs: QuickJSWASMModule,
  limits: SandboxLimits,
  now: () => number,
  budgetMs = limits.timeoutMs,
): LimitedVm {
  const runtime = qjs.newRuntime();
  runtime.setMaxStackSize(MAX_STACK_BYTES);
  runtime.setMemoryLimit(limits.memoryLimitBytes);
  let deadline = now() + budgetMs;
  let interrupted = false;
  let memoryAtStop: number | null = null;
  runtime.setInterruptHandler(() => {
    if (!interrupted && now() > deadline) {
      interrupted = true;
      memoryAtStop = memoryUsed(runtime);
    }
    return interrupted;
  });
  const context = runtime.newContext();
  return {
    runtime,
    context,
    interrupted: () => interrupted,
    restartClock(ms) {
      deadline = now() + ms;
    },
    memoryAtStop: () => memoryAtStop,
    dispose() {
      try {
        context.dispose();
        runtime.dispose();
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** The heap's bytes in use; the text dump is computed outside the VM's heap, so it works even when that heap is full. */
function memoryUsed(runtime: QuickJSRuntime): number | null {
  const used = /^memory used\s+\d+\s+(\d+)/m.exec(runtime.dumpMemoryUsage());
  return used ? Number(used[1]) : null;
}
