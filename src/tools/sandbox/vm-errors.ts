// Reading errors out of the VM: shared by tool runs and zod conversion so both describe failures the same way.
import type { QuickJSContext, QuickJSHandle } from 'quickjs-emscripten-core';

/** Runs `fn`, then frees the handle even if `fn` threw. */
export function disposeAfter<T>(handle: QuickJSHandle, fn: () => T): T {
  try {
    return fn();
  } finally {
    if (handle.alive) handle.dispose();
  }
}

/** Reads name and message of a thrown value; a thrown non-Error is shown as its string form. */
export function describeError(context: QuickJSContext, handle: QuickJSHandle): { name: string; message: string } {
  try {
    const dumped: unknown = context.dump(handle);
    if (dumped && typeof dumped === 'object') {
      const { name, message } = dumped as { name?: unknown; message?: unknown };
      return {
        name: typeof name === 'string' ? name : 'Error',
        message: typeof message === 'string' ? message : String(dumped),
      };
    }
    return { name: 'Error', message: `Uncaught ${typeof dumped === 'string' ? dumped : JSON.stringify(dumped)}` };
  } catch {
    return { name: 'InternalError', message: 'out of memory' };
  }
}
