// `npm run lint`'s cycle check: no two modules may import each other, directly or around a loop, counting type-only,
// re-exported and dynamic imports (dpdm reads every import the TypeScript parser sees).
import { parseCircular, parseDependencyTree } from 'dpdm';

/** The project's own TypeScript: app, tests, e2e specs, benches, scripts and the vendored-file paths. */
export const PROJECT_FILES = ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts', 'vendor/**/*.ts'];

/** Every import cycle among the files the globs match (relative to `cwd`), each as the list of its modules. */
export async function importCycles(globs: string[], cwd: string): Promise<string[][]> {
  const tree = await parseDependencyTree(globs, { cwd, context: cwd, transform: false });
  return parseCircular(tree, false);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cycles = await importCycles(PROJECT_FILES, process.cwd());
  for (const cycle of cycles) console.error(`Import cycle: ${[...cycle, cycle[0]].join(' → ')}`);
  if (cycles.length > 0) {
    console.error(`${cycles.length} import cycle(s): move what both sides need into a module of its own.`);
    process.exit(1);
  }
}
