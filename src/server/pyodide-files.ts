// Pyodide's runtime files (what loadPyodide fetches from its folder): the build copies them into dist/, the packaged server reads them from the pyodide package.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** File name → content type. Nothing else of the package is needed in the page. */
export const PYODIDE_FILES: Readonly<Record<string, string>> = {
  'pyodide.asm.mjs': 'text/javascript',
  'pyodide.asm.wasm': 'application/wasm',
  'python_stdlib.zip': 'application/zip',
  'pyodide-lock.json': 'application/json',
};

export const PYODIDE_PACKAGE_DIR = dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));
const version = (JSON.parse(readFileSync(join(PYODIDE_PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string }).version;

/** The folder python.worker.ts loads from: versioned, so the server's immutable caching of /assets/ stays right. */
export const PYODIDE_ASSETS_DIR = `assets/pyodide-${version}`;

/** The package's copy of a runtime file asked for at /assets/pyodide-<version>/<file>, or null for any other path. */
export function pyodideFile(path: string): { body: Buffer; type: string } | null {
  const prefix = `/${PYODIDE_ASSETS_DIR}/`;
  const file = path.startsWith(prefix) ? path.slice(prefix.length) : '';
  const type = PYODIDE_FILES[file];
  return type ? { body: readFileSync(join(PYODIDE_PACKAGE_DIR, file)), type } : null;
}
