// Loads the QuickJS WebAssembly module once, on first use, in the browser and in Node alike.
import type { QuickJSWASMModule } from 'quickjs-emscripten-core';

let modulePromise: Promise<QuickJSWASMModule> | null = null;

/** Memoised: the first tool call pays the ~10-100 ms load, later calls reuse the module. */
export function loadQuickJs(): Promise<QuickJSWASMModule> {
  modulePromise ??= (async () => {
    const [{ newQuickJSWASMModuleFromVariant }, variant] = await Promise.all([
      import('quickjs-emscripten-core'),
      import('@jitl/quickjs-wasmfile-release-sync'),
    ]);
    return newQuickJSWASMModuleFromVariant(variant.default);
  })();
  // A failed load (e.g. the .wasm could not be fetched) must not poison every later call.
  modulePromise.catch(() => {
    modulePromise = null;
  });
  return modulePromise;
}
