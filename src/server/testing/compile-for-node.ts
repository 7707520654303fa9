// Test support: TypeScript entries compiled to JavaScript that a spawned `node` runs as it is, without tsx's loader.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

/** npm packages stay imports of node_modules; the workspaces (`@loopscope/*`) are our own sources and are bundled in. */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@loopscope/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * A fresh folder under the repository's build/ (ignored by git): compiled code there imports the npm packages from the
 * repository's node_modules, and runs as ES modules by the repository's package.json. The caller removes it.
 */
export function buildFolder(prefix: string): string {
  mkdirSync(join(repo, 'build'), { recursive: true });
  return mkdtempSync(join(repo, 'build', prefix));
}

/**
 * Compiles each entry (output name → TypeScript file) to `<outdir>/<name>.js`, as `npm run build` compiles the server.
 * A test that starts a child process many times starts it from here: `node --import tsx` spends about a CPU-second more
 * on each start, compiling and resolving the sources through its loader (measured on the stdio MCP test servers: 1.5
 * CPU-s against 0.5).
 */
export async function compileForNode(entries: Record<string, string>, outdir: string): Promise<void> {
  await build({
    entryPoints: entries,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [npmPackagesExternal],
    logLevel: 'error',
  });
}
