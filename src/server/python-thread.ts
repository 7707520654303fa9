// Node worker thread entry: Pyodide runs the /v1 mock's code_interpreter programs here, off the server's event loop.
import { parentPort } from 'node:worker_threads';
import type * as Pyodide from 'pyodide';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createPythonJobHandler, type PythonJob } from '@loopscope/tools/python/python-jobs';
import { loadPythonSession } from '@loopscope/tools/python/python-session';
import { PYODIDE, installedPackage } from './on-demand.ts';

// Pyodide is looked for with the first program (a request never installs it: `loopscope` does as it starts); when it is
// missing, that program is answered with the reason and the command to run.
const handle = createPythonJobHandler(async () => {
  const dir = await installedPackage(PYODIDE);
  const { loadPyodide } = (await import(pathToFileURL(join(dir, 'pyodide.mjs')).href)) as typeof Pyodide;
  return loadPythonSession({ loadPyodide, indexURL: `${dir}/` });
});

parentPort?.on('message', (job: PythonJob) => {
  void handle(job).then((result) => parentPort?.postMessage(result));
});
