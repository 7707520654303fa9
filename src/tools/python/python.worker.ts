// Module Web Worker entry: Pyodide runs code_interpreter programs here, so a long one never freezes the page.
import { version } from 'pyodide';
import { createPythonJobHandler, type PythonJob } from './python-jobs';
import { loadPythonSession } from './python-session';

// The build copies Pyodide's runtime files here (scripts/pyodide-assets-plugin.ts): same origin, no CDN.
const indexURL = new URL(`${import.meta.env.BASE_URL}assets/pyodide-${version}/`, self.location.href).href;
const handle = createPythonJobHandler(() => loadPythonSession({ indexURL }));

self.onmessage = async (event: MessageEvent<PythonJob>) => {
  self.postMessage(await handle(event.data));
};
