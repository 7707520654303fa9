// The page's code_interpreter runtime: Python in a module Web Worker, created when the first program runs.
import { createPythonRunner } from './python-runner';

/** Vite bundles the worker from this exact `new Worker(new URL(...))` form; the worker loads Pyodide with its first job. */
export function createPagePythonRunner() {
  return createPythonRunner({
    createWorker: () => new Worker(new URL('./python.worker.ts', import.meta.url), { type: 'module' }) as never,
  });
}
