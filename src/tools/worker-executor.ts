// The browser executor: posts each call to the sandbox worker, with worker.terminate() as a last-resort watchdog.
import { formatToolError } from './tool-result';
import type { SandboxJob, SandboxJobResult } from './worker-protocol';
import { DEFAULT_SANDBOX_LIMITS, type SandboxLimits, type ToolCall, type ToolRun, type ToolRunner } from './types';

/** The part of `Worker` this executor uses, so tests can pass a fake. */
export interface SandboxWorker {
  postMessage(job: SandboxJob): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<SandboxJobResult>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export interface WorkerExecutorOptions {
  createWorker?: () => SandboxWorker;
  limits?: Partial<SandboxLimits>;
  /** Extra time past the VM's own deadline before the whole worker is killed. */
  graceMs?: number;
  timers?: { set(fn: () => void, ms: number): unknown; clear(handle: unknown): void };
}

export interface WorkerExecutor extends ToolRunner {
  dispose(): void;
}

/** Vite bundles the worker from this exact `new Worker(new URL(...))` form. */
function createDefaultWorker(): SandboxWorker {
  return new Worker(new URL('./sandbox.worker.ts', import.meta.url), { type: 'module' }) as unknown as SandboxWorker;
}

export function createWorkerExecutor(options: WorkerExecutorOptions = {}): WorkerExecutor {
  const limits = { ...DEFAULT_SANDBOX_LIMITS, ...options.limits };
  const createWorker = options.createWorker ?? createDefaultWorker;
  const graceMs = options.graceMs ?? 2000;
  const timers = options.timers ?? { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) };
  let worker: SandboxWorker | null = null;
  let nextId = 1;
  // One call at a time: a watchdog kill then only ever takes down the call that hung.
  let queue: Promise<unknown> = Promise.resolve();

  const kill = () => {
    worker?.terminate();
    worker = null;
  };

  const runOne = (call: ToolCall, source: string): Promise<ToolRun> =>
    new Promise((resolve) => {
      const id = nextId++;
      const current = (worker ??= createWorker());
      const finish = (run: ToolRun) => {
        timers.clear(watchdog);
        current.onmessage = null;
        current.onerror = null;
        resolve(run);
      };
      const failed = (type: 'timeout' | 'sandbox_crashed', message: string): ToolRun => ({
        output: formatToolError(type, message),
        ok: false,
        logs: [],
        durationMs: limits.timeoutMs + graceMs,
      });
      const watchdog = timers.set(() => {
        kill();
        finish(failed('timeout', `${call.name} did not finish within ${limits.timeoutMs} ms; the sandbox worker was stopped.`));
      }, limits.timeoutMs + graceMs);
      current.onmessage = (event) => {
        if (event.data.id === id) finish(event.data.run);
      };
      current.onerror = (event) => {
        kill();
        finish(failed('sandbox_crashed', `The sandbox worker failed: ${event.message || 'unknown error'}`));
      };
      current.postMessage({ id, call, source, limits });
    });

  return {
    execute(call, source) {
      const result = queue.then(() => runOne(call, source));
      queue = result;
      return result;
    },
    dispose: kill,
  };
}
