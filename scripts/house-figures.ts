// The figures issue #42 asks for, by script: the top-level folders under src/ a new API style and a new wire touch,
// style and wire name checks outside their registries, import cycles, and arrows up between layers (imports the layer
// table forbids). Run: node --import tsx scripts/house-figures.ts (it lints src/ with only those two rules).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ESLint } from 'eslint';
import { importCycles, PROJECT_FILES } from './import-cycles.ts';
import { STYLE_NAMES, WIRE_NAMES, isSeamHome } from './lint-seams.js';

const root = process.cwd();
const TEST_CODE = /(\.test\.tsx?$|\/testing\/|\/test-[^/]*\.tsx?$)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory()
      ? sourceFiles(path)
      : /\.tsx?$/.test(name)
        ? [relative(root, path).split(sep).join('/')]
        : [];
  });
}

/** The code without comments, so a name in a sentence does not count. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** A name written as a string, a type literal or an object key: `'chat'`, `"chat"`, `chat:`. */
const names = (text: string, name: string) => new RegExp(`['"\`]${name}['"\`]|(^|[\\s{,])${name}\\s*:`, 'm').test(text);

/**
 * The files a new one of `kinds` must touch: those that list every existing one (a registry, a union type, a table
 * keyed by each), and those in a folder named after one (its own folder: the new one adds a folder beside it).
 * Test code does not count.
 */
function touched(kinds: readonly string[], files: { path: string; text: string }[]) {
  const tables = files.filter((f) => kinds.every((kind) => names(f.text, kind))).map((f) => f.path);
  const ownFolders = files
    .filter((f) =>
      f.path
        .split('/')
        .slice(1, -1)
        .some((folder) => kinds.includes(folder)),
    )
    .map((f) => f.path);
  const top = (path: string) => path.split('/')[1]!;
  return { folders: [...new Set([...tables, ...ownFolders].map(top))].sort(), tables };
}

async function lintCounts(): Promise<{ seams: number; arrowsUp: number }> {
  const eslint = new ESLint({
    cwd: root,
    ruleFilter: ({ ruleId }) => ruleId === 'loopscope/seams' || ruleId === 'loopscope/layers',
  });
  const results = await eslint.lintFiles(['src/**/*.{ts,tsx}']);
  const messages = results.flatMap((r) => r.messages);
  return {
    seams: messages.filter((m) => m.ruleId === 'loopscope/seams').length,
    arrowsUp: messages.filter((m) => m.ruleId === 'loopscope/layers').length,
  };
}

const files = sourceFiles(join(root, 'src'))
  .filter((path) => !TEST_CODE.test(path))
  .map((path) => ({ path, text: code(readFileSync(join(root, path), 'utf8')) }));
const style = touched(STYLE_NAMES, files);
// A wire's own folder is named after it (`mcp/`), but MCP is also a product with its own folders; a new wire brings no
// product, so only the tables that list every wire count for it.
const wire = {
  folders: [...new Set(touched(WIRE_NAMES, files).tables.map((p) => p.split('/')[1]!))].sort(),
  tables: touched(WIRE_NAMES, files).tables,
};
const { seams, arrowsUp } = await lintCounts();
const cycles = (await importCycles(PROJECT_FILES, root)).length;
const outside = style.tables.filter((path) => !isSeamHome(path.slice('src/'.length)));

console.log(`A new API style touches ${style.folders.length} top-level folders: ${style.folders.join(', ')}`);
console.log(
  `  files that list every style (${style.tables.length}, ${outside.length} outside the registries and style folders):`,
);
for (const path of outside) console.log(`    ${path}`);
// Besides the tables, a wire needs its recorder: a module in engine/ (the page records it) or server/ (the server does).
console.log(
  `A new wire touches ${wire.folders.length + 1} top-level folders: ${wire.folders.join(', ')} (files that list every wire: ${wire.tables.join(', ')}) and its recorder's (engine or server)`,
);
console.log(`Style or wire name checks outside registries: ${seams}`);
console.log(`Import cycles: ${cycles}`);
console.log(`Arrows up (imports the layer table forbids): ${arrowsUp}`);
