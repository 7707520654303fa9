// Node worker thread entry: Pyodide runs the /v1 mock's code_interpreter programs here, off the server's event loop.
import { parentPort } from 'node:worker_threads';
import { createPythonJobHandler, type PythonJob } from '../tools/python/python-jobs.ts';
import { loadPythonSession } from '../tools/python/python-session.ts';

const handle = createPythonJobHandler(() => loadPythonSession());

parentPort?.on('message', (job: PythonJob) => {
  void handle(job).then((result) => parentPort?.postMessage(result));
});
