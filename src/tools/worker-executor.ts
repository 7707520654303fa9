// The browser executor: posts each call (or zod conversion) to the sandbox worker, with worker.terminate() as a last-resort watchdog.
import { formatToolError } from './tool-result';
import type { SandboxJob, SandboxJobResult, ToolJob, ZodJob } from './worker-protocol';
import type { ZodConversion } from './zod-source';
import { BUNDLE_LOAD_BUDGET_MS } from './zod-sandbox/run-zod';
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
  /** zod source → strict parameters, evaluated in the worker's VM so a looping schema cannot freeze the page. */
  zodToParameters(source: string): Promise<ZodConversion>;
  dispose(): void;
}

type JobBody = Omit<ToolJob, 'id'> | Omit<ZodJob, 'id'>;

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
  // One job at a time: a watchdog kill then only ever takes down the job that hung.
  let queue: Promise<unknown> = Promise.resolve();

  const kill = () => {
    worker?.terminate();
    worker = null;
  };

  /** `read` picks this job's answer out of a result; `failed` words a watchdog kill or a worker crash. */
  const runOne = <R>(
    body: JobBody,
    watchMs: number,
    read: (result: SandboxJobResult) => R | undefined,
    failed: (type: 'timeout' | 'sandbox_crashed', message: string) => R,
  ): Promise<R> =>
    new Promise((resolve) => {
      const id = nextId++;
      const current = (worker ??= createWorker());
      const finish = (result: R) => {
        timers.clear(watchdog);
        current.onmessage = null;
        current.onerror = null;
        resolve(result);
      };
      const watchdog = timers.set(() => {
        kill();
        finish(failed('timeout', `did not finish within ${limits.timeoutMs} ms; the sandbox worker was stopped.`));
      }, watchMs);
      current.onmessage = (event) => {
        if (event.data.id === id) finish(read(event.data) ?? failed('sandbox_crashed', 'The sandbox worker answered with the wrong kind of result.'));
      };
      current.onerror = (event) => {
        kill();
        finish(failed('sandbox_crashed', `The sandbox worker failed: ${event.message || 'unknown error'}`));
      };
      current.postMessage({ ...body, id } as SandboxJob);
    });

  const enqueue = <R>(job: () => Promise<R>): Promise<R> => {
    const result = queue.then(job);
    queue = result;
    return result;
  };

  return {
    execute: (call: ToolCall, source: string) =>
      enqueue(() =>
        runOne<ToolRun>(
          { kind: 'tool', call, source, limits },
          limits.timeoutMs + graceMs,
          (result) => (result.kind === 'tool' ? result.run : undefined),
          (type, message) => ({
            output: formatToolError(type, type === 'timeout' ? `${call.name} ${message}` : message),
            ok: false,
            logs: [],
            durationMs: limits.timeoutMs + graceMs,
          }),
        ),
      ),
    zodToParameters: (source: string) =>
      enqueue(() =>
        runOne<ZodConversion>(
          { kind: 'zod', source, limits },
          // Loading zod into the VM has its own budget before the user's source gets limits.timeoutMs.
          BUNDLE_LOAD_BUDGET_MS + limits.timeoutMs + graceMs,
          (result) => (result.kind === 'zod' ? result.conversion : undefined),
          (type, message) => ({ ok: false, error: type === 'timeout' ? `The zod source ${message}` : message }),
        ),
      ),
    dispose: kill,
  };
}
