// Pyodide's runtime files (what loadPyodide fetches from its folder), from the pyodide package: a checkout's, or the copy
// an installed Loopscope fetches as `loopscope` starts (on-demand.ts); a request never installs it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PYODIDE, installedPackage } from './on-demand.ts';

/** File name → content type. Nothing else of the package is needed in the page. */
export const PYODIDE_FILES: Readonly<Record<string, string>> = {
  'pyodide.asm.mjs': 'text/javascript',
  'pyodide.asm.wasm': 'application/wasm',
  'python_stdlib.zip': 'application/zip',
  'pyodide-lock.json': 'application/json',
};

/** The folder python.worker.ts loads from: versioned, so the server's immutable caching of /assets/ stays right. */
export const PYODIDE_ASSETS_DIR = `assets/pyodide-${PYODIDE.version}`;

/** The runtime file asked for at /assets/pyodide-<version>/<file> (once installed), or null for any other path. */
export async function pyodideFile(path: string): Promise<{ body: Buffer; type: string } | null> {
  const prefix = `/${PYODIDE_ASSETS_DIR}/`;
  const file = path.startsWith(prefix) ? path.slice(prefix.length) : '';
  const type = PYODIDE_FILES[file];
  return type ? { body: readFileSync(join(await installedPackage(PYODIDE), file)), type } : null;
}
