// Compiles the Node server (src/server/main.ts and the mock API it mounts) to one JavaScript file, so `npm start` runs no TypeScript compiler.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'build/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // npm packages stay imports of node_modules: the bundle holds only our own code.
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server built: build/server/main.js');
