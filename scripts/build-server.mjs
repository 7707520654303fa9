// Compiles the Node server's one entry, the `loopscope` command (src/server/cli/main.ts, with the mock API it mounts), to
// JavaScript that `npm start` and the CLI both run, so neither needs a TypeScript compiler. The npm packages it uses are
// bundled in (tree-shaken: only the parts of the MCP SDK and zod it calls; the o200k encoding is the page's own chunk in dist/, see below), so
// the package installs almost nothing beside itself; each command's code is a chunk loaded when that command runs.
import { rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

/**
 * Left as imports of node_modules: better-sqlite3 (a native addon, installed on demand), pyodide (code_interpreter's
 * Python: installed on demand, see src/tools/python/pyodide-install.ts), and the optional native drivers pg names but
 * never loads unless asked. Nothing else: the package has no runtime dependency to install.
 */
export const EXTERNAL = ['better-sqlite3', 'pyodide', 'pg-native', 'pg-cloudflare'];

/**
 * The o200k_base encoding (its 2 MB rank table) is not bundled a second time: the server imports the chunk the page's
 * build wrote to dist/assets (self-contained, its names exported; the package ships dist/ anyway). `vite build` runs
 * first (`npm run build`); a missing chunk is said when the tokenizer is first needed.
 */
const tokenizerFromDist = {
  name: 'loopscope-tokenizer-from-dist',
  setup(build) {
    build.onResolve({ filter: /^gpt-tokenizer\/encoding\/o200k_base$/ }, () => ({
      path: 'o200k_base',
      namespace: 'dist-tokenizer',
    }));
    build.onLoad({ filter: /.*/, namespace: 'dist-tokenizer' }, () => ({
      loader: 'js',
      resolveDir: process.cwd(),
      contents: `
        import { readdirSync } from 'node:fs';
        const assets = new URL('../../dist/assets/', import.meta.url);
        const file = readdirSync(assets).find((name) => /^o200k_base-[\\w-]+\\.js$/.test(name));
        if (!file) throw new Error('No o200k_base chunk in ' + assets.pathname + ': run "npm run build".');
        const o200k = await import(new URL(file, assets).href);
        export const { encode, decode, countTokens, isWithinTokenLimit } = o200k;
        export default o200k.default;
      `,
    }));
  },
};

// A clean folder: chunk names are content hashes, and the package ships build/server/*.js, so an earlier build's
// chunks would ship beside this one's.
rmSync('build/server', { recursive: true, force: true });

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
  plugins: [tokenizerFromDist],
  // The CommonJS packages bundled in (commander, ws, pg, protobufjs…) call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __loopscopeRequire } from 'node:module'; const require = __loopscopeRequire(import.meta.url);",
  },
  // Whitespace and syntax only: names stay, so a stack trace reads without the source map (not shipped in the package).
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: true,
  logLevel: 'warning',
});
writeFileSync('build/server-meta.json', JSON.stringify(result.metafile));
console.log('server built: build/server/cli.js, build/server/python-thread.js and their chunks');
