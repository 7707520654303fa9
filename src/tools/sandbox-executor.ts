// The direct executor: runs tool source in QuickJS on the calling thread (Node tests, the worker, or anywhere).
import { loadQuickJs } from './sandbox/quickjs';
import { runToolInSandbox } from './sandbox/run-tool';
import { DEFAULT_SANDBOX_LIMITS, type SandboxLimits, type ToolRunner } from './types';

/**
 * Tool source format: plain JavaScript that defines a function named after the tool (or `run`),
 * e.g. `function get_weather({ city, unit }) { ... }`, sync or async. It is called with the parsed
 * `arguments` object; a string result is sent as is, anything else as Python-style JSON
 * (`float(x)` marks a number to print as 18.0). Globals: the language, `console.*` (captured per
 * call) and `float`; no fetch, XMLHttpRequest, timers, storage, DOM, process or require.
 */
export interface SandboxExecutorOptions {
  limits?: Partial<SandboxLimits>;
  /** Milliseconds clock for deadlines and durations; performance.now by default. */
  now?: () => number;
}

export function createSandboxExecutor(options: SandboxExecutorOptions = {}): ToolRunner {
  const limits = { ...DEFAULT_SANDBOX_LIMITS, ...options.limits };
  const now = options.now ?? (() => performance.now());
  return {
    async execute(call, source) {
      const qjs = await loadQuickJs();
      return runToolInSandbox(qjs, call, source, limits, now);
    },
  };
}
