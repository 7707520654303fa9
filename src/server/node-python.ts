// The server's code_interpreter runtime: Python in a worker thread with the sandbox's limits, killed by a watchdog past them.
import { Worker } from 'node:worker_threads';
import { createPythonRunner, type PythonRunnerOptions, type PythonWorker } from '@loopscope/tools/python/python-runner';
import type { PythonJob, PythonJobResult } from '@loopscope/tools/python/python-jobs';

/**
 * The built server (build/server/cli.js) has the thread compiled beside it; from source (tests, the Vite dev server)
 * the thread is TypeScript and runs through tsx.
 */
function threadEntry(): URL {
  return new URL(import.meta.url.endsWith('.ts') ? './python-thread-dev.mjs' : './python-thread.js', import.meta.url);
}

/** A worker thread behind the Web Worker shape the watchdog drives. */
export function createPythonThread(): PythonWorker {
  const url = threadEntry();
  // The JavaScript heap is capped here; the program's own memory is the wasm heap, capped inside the thread.
  const thread = new Worker(url, { resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 } });
  const worker: PythonWorker = {
    postMessage: (job: PythonJob) => thread.postMessage(job),
    terminate: () => void thread.terminate(),
    onmessage: null,
    onerror: null,
  };
  thread.on('message', (data: PythonJobResult) => worker.onmessage?.({ data } as MessageEvent<PythonJobResult>));
  thread.on('error', (error) => worker.onerror?.({ message: error.message } as ErrorEvent));
  // A thread idle between programs must not keep the server process alive on shutdown.
  thread.unref();
  return worker;
}

export function createNodePythonRunner(options: Omit<PythonRunnerOptions, 'createWorker'> = {}) {
  return createPythonRunner({ createWorker: createPythonThread, ...options });
}
