// One job at a time to a worker (a page's Web Worker or a Node worker thread), with worker.terminate() as a last-resort watchdog.

/** The part of a worker the host uses; a Web Worker has it, a Node worker thread gets it from an adapter. */
export interface JobWorker<Job, Result> {
  postMessage(job: Job): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<Result>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export interface WatchTimers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const DEFAULT_TIMERS: WatchTimers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** A job without its id (the watched worker numbers jobs), over each member of a union of job kinds. */
export type JobBody<Job> = Job extends unknown ? Omit<Job, 'id'> : never;

export type WatchFailure = 'timeout' | 'sandbox_crashed';

export interface WatchedWorker<Job extends { id: number }, Result extends { id: number }> {
  /**
   * Posts `body` once the jobs before it are done. `read` picks this job's answer out of a result; after `watchMs` the
   * worker is killed and `failed` words the kill (or a crash) as an answer. A killed worker is replaced on the next job.
   */
  run<R>(
    body: JobBody<Job>,
    watchMs: number,
    read: (result: Result) => R | undefined,
    failed: (type: WatchFailure, message: string) => R,
  ): Promise<R>;
  /** Whether the worker is up (a fresh one pays its load time again). */
  started(): boolean;
  kill(): void;
}

export function createWatchedWorker<Job extends { id: number }, Result extends { id: number }>(
  createWorker: () => JobWorker<Job, Result>,
  timers: WatchTimers = DEFAULT_TIMERS,
): WatchedWorker<Job, Result> {
  let worker: JobWorker<Job, Result> | null = null;
  let nextId = 1;
  // One job at a time: a watchdog kill then only ever takes down the job that hung.
  let queue: Promise<unknown> = Promise.resolve();

  const kill = () => {
    worker?.terminate();
    worker = null;
  };

  const runOne = <R>(
    body: JobBody<Job>,
    watchMs: number,
    read: (result: Result) => R | undefined,
    failed: (type: WatchFailure, message: string) => R,
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
        finish(failed('timeout', 'the sandbox worker was stopped.'));
      }, watchMs);
      current.onmessage = (event) => {
        if (event.data.id === id)
          finish(
            read(event.data) ?? failed('sandbox_crashed', 'The sandbox worker answered with the wrong kind of result.'),
          );
      };
      current.onerror = (event) => {
        kill();
        finish(failed('sandbox_crashed', `The sandbox worker failed: ${event.message || 'unknown error'}`));
      };
      current.postMessage({ ...body, id } as unknown as Job);
    });

  return {
    run(body, watchMs, read, failed) {
      const result = queue.then(() => runOne(body, watchMs, read, failed));
      queue = result;
      return result;
    },
    started: () => worker !== null,
    kill,
  };
}
