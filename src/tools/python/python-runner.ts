// The host side of code_interpreter: each program goes to a Python worker, which a watchdog kills when a program outlives its limits.
import { createWatchedWorker, type JobWorker, type WatchTimers } from '../watched-worker';
import { DEFAULT_PYTHON_LIMITS, PYTHON_LOAD_BUDGET_MS, type ProgramRun, type PythonLimits } from './python-limits';
import type { PythonJob, PythonJobResult } from './python-jobs';

export type PythonWorker = JobWorker<PythonJob, PythonJobResult>;

export interface PythonRunnerOptions {
  /** A page's module Web Worker or a Node worker thread; created with the first program, not before. */
  createWorker: () => PythonWorker;
  limits?: Partial<PythonLimits>;
  /** Time past the program's own deadline before the worker is killed (a program that swallows KeyboardInterrupt). */
  graceMs?: number;
  timers?: WatchTimers;
}

/** The mock API's `runCode`: runs a program and says what it printed and why it stopped early. */
export type ProgramRunner = (program: string) => Promise<ProgramRun>;

export function createPythonRunner(options: PythonRunnerOptions): ProgramRunner & { dispose(): void } {
  const limits = { ...DEFAULT_PYTHON_LIMITS, ...options.limits };
  const graceMs = options.graceMs ?? 2000;
  const worker = createWatchedWorker<PythonJob, PythonJobResult>(options.createWorker, options.timers);
  const run = (program: string) =>
    worker.run<ProgramRun>(
      { program, limits },
      // A fresh worker loads Pyodide first (a few seconds cold), on a budget of its own.
      (worker.started() ? 0 : PYTHON_LOAD_BUDGET_MS) + limits.timeoutMs + graceMs,
      (result) => result.run,
      (type, message) => ({
        logs: [],
        error:
          type === 'timeout'
            ? `timeout: the program did not finish within ${limits.timeoutMs} ms; ${message}`
            : `sandbox_crashed: ${message}`,
      }),
    );
  return Object.assign(run, { dispose: worker.kill });
}
