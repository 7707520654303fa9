// The browser executor: posts each call (or zod conversion) to the sandbox worker, with worker.terminate() as a last-resort watchdog.
import { formatToolError } from './tool-result';
import type { SandboxJob, SandboxJobResult } from './worker-protocol';
import { createWatchedWorker, type JobWorker, type WatchTimers } from './watched-worker';
import type { ZodConversion } from './zod-source';
import { BUNDLE_LOAD_BUDGET_MS } from './zod-sandbox/run-zod';
import { DEFAULT_SANDBOX_LIMITS, type SandboxLimits, type ToolCall, type ToolRunner } from './types';

/** The part of `Worker` this executor uses, so tests can pass a fake. */
export type SandboxWorker = JobWorker<SandboxJob, SandboxJobResult>;

export interface WorkerExecutorOptions {
  createWorker?: () => SandboxWorker;
  limits?: Partial<SandboxLimits>;
  /** Extra time past the VM's own deadline before the whole worker is killed. */
  graceMs?: number;
  timers?: WatchTimers;
}

export interface WorkerExecutor extends ToolRunner {
  /** zod source → strict parameters, evaluated in the worker's VM so a looping schema cannot freeze the page. */
  zodToParameters(source: string): Promise<ZodConversion>;
  dispose(): void;
}

/** Vite bundles the worker from this exact `new Worker(new URL(...))` form. */
function createDefaultWorker(): SandboxWorker {
  return new Worker(new URL('./sandbox.worker.ts', import.meta.url), { type: 'module' }) as unknown as SandboxWorker;
}

export function createWorkerExecutor(options: WorkerExecutorOptions = {}): WorkerExecutor {
  const limits = { ...DEFAULT_SANDBOX_LIMITS, ...options.limits };
  const graceMs = options.graceMs ?? 2000;
  const worker = createWatchedWorker<SandboxJob, SandboxJobResult>(
    options.createWorker ?? createDefaultWorker,
    options.timers,
  );
  const stopped = (message: string) => `did not finish within ${limits.timeoutMs} ms; ${message}`;

  return {
    execute: (call: ToolCall, source: string) =>
      worker.run(
        { kind: 'tool', call, source, limits },
        limits.timeoutMs + graceMs,
        (result) => (result.kind === 'tool' ? result.run : undefined),
        (type, message) => ({
          output: formatToolError(type, type === 'timeout' ? `${call.name} ${stopped(message)}` : message),
          ok: false,
          logs: [],
          durationMs: limits.timeoutMs + graceMs,
        }),
      ),
    zodToParameters: (source: string) =>
      worker.run(
        { kind: 'zod', source, limits },
        // Loading zod into the VM has its own budget before the user's source gets limits.timeoutMs.
        BUNDLE_LOAD_BUDGET_MS + limits.timeoutMs + graceMs,
        (result) => (result.kind === 'zod' ? result.conversion : undefined),
        (type, message): ZodConversion => ({
          ok: false,
          error: type === 'timeout' ? `The zod source ${stopped(message)}` : message,
        }),
      ),
    dispose: worker.kill,
  };
}
