// Compiles the Node server's one entry, the `loopscope` command (src/server/cli/main.ts, with the mock API it mounts), to one
// JavaScript file that `npm start` and the CLI both run, so neither needs a TypeScript compiler.
import { build } from 'esbuild';

/** Every bare import stays external except the named packages, which are bundled (and tree-shaken). */
function externalPackagesBut(bundled) {
  return {
    name: 'external-packages-but',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => (bundled.some((name) => args.path === name || args.path.startsWith(`${name}/`)) ? undefined : { path: args.path, external: true }));
    },
  };
}

await build({
  // The Python worker thread (code_interpreter) is a file of its own beside cli.js: node-python.ts starts it by URL.
  entryPoints: { cli: 'src/server/cli/main.ts', 'python-thread': 'src/server/python-thread.ts' },
  outdir: 'build/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // npm packages stay imports of node_modules: the bundle holds only our own code, and the constants of
  // @opentelemetry/semantic-conventions (a devDependency: only the attribute names the trace codecs use are copied in).
  plugins: [externalPackagesBut(['@opentelemetry/semantic-conventions'])],
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server built: build/server/cli.js, build/server/python-thread.js');
