// Compiles the Node server (src/server/main.ts and the mock API it mounts) to one JavaScript file, so `npm start` runs no TypeScript compiler.
import { build } from 'esbuild';

await build({
  // The Python worker thread (code_interpreter) is a file of its own beside main.js: node-python.ts starts it by URL.
  entryPoints: { main: 'src/server/main.ts', cli: 'src/server/cli/main.ts', 'python-thread': 'src/server/python-thread.ts' },
  outdir: 'build/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // npm packages stay imports of node_modules: the bundle holds only our own code.
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server built: build/server/main.js, build/server/cli.js, build/server/python-thread.js');
