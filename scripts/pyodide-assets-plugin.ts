// Vite plugin: serves and ships Pyodide's runtime files (wasm, stdlib, lock file) from the app's own origin, for the Python worker.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** What loadPyodide fetches from its indexURL; nothing else of the package is needed in the page. */
export const PYODIDE_FILES: Readonly<Record<string, string>> = {
  'pyodide.asm.mjs': 'text/javascript',
  'pyodide.asm.wasm': 'application/wasm',
  'python_stdlib.zip': 'application/zip',
  'pyodide-lock.json': 'application/json',
};

const packageDir = dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));
const version = (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;

/** The folder python.worker.ts loads from: versioned, so the server's immutable caching of /assets/ stays right. */
export const PYODIDE_ASSETS_DIR = `assets/pyodide-${version}`;

/**
 * The worker's loadPyodide looks for fixed file names in one folder (it cannot take Vite's hashed asset URLs), so the
 * files are copied as they are. The dev server answers the same paths from node_modules.
 */
export function pyodideAssets(): Plugin {
  return {
    name: 'loopscope-pyodide-assets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        const file = path.startsWith(`/${PYODIDE_ASSETS_DIR}/`) ? path.slice(PYODIDE_ASSETS_DIR.length + 2) : '';
        const type = PYODIDE_FILES[file];
        if (!type) return next();
        res.setHeader('Content-Type', type);
        res.end(readFileSync(join(packageDir, file)));
      });
    },
    generateBundle() {
      for (const file of Object.keys(PYODIDE_FILES)) {
        this.emitFile({ type: 'asset', fileName: `${PYODIDE_ASSETS_DIR}/${file}`, source: readFileSync(join(packageDir, file)) });
      }
    },
  };
}
