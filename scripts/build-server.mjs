// Compiles the Node server's one entry, the `loopscope` command (src/server/cli/main.ts, with the mock API it mounts), to
// JavaScript that `npm start` and the CLI both run, so neither needs a TypeScript compiler. The npm packages it uses are
// bundled in (tree-shaken: only the o200k encoding of gpt-tokenizer, only the parts of the MCP SDK and zod it calls), so
// the package installs almost nothing beside itself; each command's code is a chunk loaded when that command runs.
import { writeFileSync } from 'node:fs';
import { build } from 'esbuild';

/**
 * Left as imports of node_modules: better-sqlite3 (a native addon, the one runtime dependency that must be installed),
 * `open` (runs the xdg-open script in its own folder), pyodide (code_interpreter's Python: installed on demand, see
 * src/tools/python/pyodide-install.ts), and the optional native drivers pg names but never loads unless asked.
 */
export const EXTERNAL = ['better-sqlite3', 'open', 'pyodide', 'pg-native', 'pg-cloudflare'];

const result = await build({
  // The Python worker thread (code_interpreter) is a file of its own beside cli.js: node-python.ts starts it by URL.
  entryPoints: { cli: 'src/server/cli/main.ts', 'python-thread': 'src/server/python-thread.ts' },
  outdir: 'build/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Each command's own code and packages are chunks of their own, loaded by the dynamic imports of main.ts.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  metafile: true,
  target: 'node20',
  external: EXTERNAL,
  // The CommonJS packages bundled in (commander, ws, pg, protobufjs…) call require() for Node's own modules.
  banner: { js: "import { createRequire as __loopscopeRequire } from 'node:module'; const require = __loopscopeRequire(import.meta.url);" },
  // Whitespace and syntax only: names stay, so a stack trace reads without the source map (not shipped in the package).
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: true,
  logLevel: 'warning',
});
writeFileSync('build/server-meta.json', JSON.stringify(result.metafile));
console.log('server built: build/server/cli.js, build/server/python-thread.js and their chunks');
