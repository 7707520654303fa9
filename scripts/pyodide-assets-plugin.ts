// Vite plugin: serves and ships Pyodide's runtime files (wasm, stdlib, lock file) from the app's own origin, for the Python worker.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { PYODIDE_ASSETS_DIR, PYODIDE_FILES, pyodideFile } from '../src/server/pyodide-files.ts';
import { PYODIDE, findPackage } from '../src/server/on-demand.ts';

/**
 * The worker's loadPyodide looks for fixed file names in one folder (it cannot take Vite's hashed asset URLs), so the
 * files are copied as they are. The dev server answers the same paths from node_modules.
 */
export function pyodideAssets(): Plugin {
  return {
    name: 'loopscope-pyodide-assets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        pyodideFile(req.url?.split('?')[0] ?? '').then((found) => {
          if (!found) return next();
          res.setHeader('Content-Type', found.type);
          res.end(found.body);
        }, next);
      });
    },
    generateBundle() {
      // A checkout has pyodide as a devDependency (the build never installs it on demand).
      const dir = findPackage(PYODIDE);
      if (!dir) throw new Error('pyodide is not installed: run npm install');
      for (const file of Object.keys(PYODIDE_FILES)) {
        this.emitFile({
          type: 'asset',
          fileName: `${PYODIDE_ASSETS_DIR}/${file}`,
          source: readFileSync(join(dir, file)),
        });
      }
    },
  };
}
