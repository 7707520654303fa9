// Loads the QuickJS WebAssembly module once, on first use, in the browser and in Node alike.
import type { QuickJSWASMModule } from 'quickjs-emscripten-core';

let modulePromise: Promise<QuickJSWASMModule> | null = null;
/** The module modulePromise resolved to, so a dead one can be dropped at once (before the next call asks). */
let loaded: QuickJSWASMModule | null = null;

/** Memoised: the first tool call pays the ~10-100 ms load, later calls reuse the module. */
export function loadQuickJs(): Promise<QuickJSWASMModule> {
  modulePromise ??= (async () => {
    const [{ newQuickJSWASMModuleFromVariant }, variant] = await Promise.all([
      import('quickjs-emscripten-core'),
      import('@jitl/quickjs-wasmfile-release-sync'),
    ]);
    loaded = await newQuickJSWASMModuleFromVariant(variant.default);
    return loaded;
  })();
  // A failed load (e.g. the .wasm could not be fetched) must not poison every later call.
  modulePromise.catch(() => {
    modulePromise = null;
  });
  return modulePromise;
}

/**
 * Forgets a module that aborted (emscripten's abort leaves the instance unusable: QuickJS asserts when a runtime is
 * freed with objects still listed, which an interrupt at an unlucky point can cause), so the next call loads a fresh one.
 */
export function discardQuickJs(dead: QuickJSWASMModule): void {
  if (loaded !== dead) return;
  loaded = null;
  modulePromise = null;
}
