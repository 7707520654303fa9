// Dependency hygiene: every package package.json declares is used, and run-time dependencies are what run-time code imports.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
};

/** Packages used without an import: a command the scripts run, or a type package TypeScript loads by itself. */
const USED_WITHOUT_IMPORT: Record<string, (scripts: string) => boolean> = {
  typescript: (s) => /\btsc\b/.test(s),
  // TypeScript's native compiler: the typecheck's `tsgo`.
  '@typescript/native-preview': (s) => /\btsgo\b/.test(s),
  eslint: (s) => /\beslint\b/.test(s),
  '@biomejs/biome': (s) => /\bbiome\b/.test(s),
  vitest: (s) => /\bvitest\b/.test(s),
  vite: (s) => /\bvite\b/.test(s),
  tsx: (s) => /\btsx\b/.test(s),
  '@playwright/test': (s) => /\bplaywright\b/.test(s),
  // autocannon runs as a CLI from the bench's load generator (resolved by path, not imported).
  autocannon: () => readFileSync(join(root, 'bench/load-generator.ts'), 'utf8').includes("resolve('autocannon')"),
  // jsdom is the environment the component tests ask for in their first line.
  jsdom: () =>
    files(join(root, 'src')).some((path) => readFileSync(path, 'utf8').includes('@vitest-environment jsdom')),
  // A peer dependency of @testing-library/react, which the component tests import.
  '@testing-library/dom': () => importedAnywhere.has('@testing-library/react'),
  '@types/node': () => true,
};

/** `@types/x` is used when `x` is: TypeScript loads it for that import by itself. */
const typesFor = (name: string) =>
  name.startsWith('@types/') ? name.slice('@types/'.length).replace(/^(.+)__(.+)$/, '@$1/$2') : null;

const SOURCE = /\.(ts|tsx|mjs|js|css)$/;
const SKIP = new Set([
  'node_modules',
  'dist',
  'build',
  '.git',
  'test-results',
  'playwright-report',
  'vendor',
  'clients',
  'producers',
]);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : SOURCE.test(name) ? [path] : [];
  });
}

/** The package a bare specifier names: `@scope/name/deep` → `@scope/name`, `name/deep` → `name`. */
function packageOf(specifier: string): string | null {
  if (
    specifier.startsWith('.') ||
    specifier.startsWith('/') ||
    specifier.startsWith('node:') ||
    specifier.startsWith('virtual:')
  )
    return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Static and dynamic imports, requires, CSS imports, and `require.resolve` / `createRequire(…).resolve` of a package's files. */
const IMPORT =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bresolve\s*\(\s*|@import\s+|\bimport\s+)['"]([^'"\s]+)['"]/g;

function importsOf(file: string): Set<string> {
  const found = new Set<string>();
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const name = packageOf(match[1]!);
    if (name) found.add(name);
  }
  return found;
}

const isTestCode = (path: string) =>
  /\.test\.tsx?$|\/testing\/|\/test-[^/]*$/.test(path) ||
  /^(bench|e2e|scripts)\//.test(path) ||
  /config\.(ts|js)$/.test(path);

const everyFile = files(root).map((path) => ({ path: relative(root, path), imports: importsOf(path) }));
const importedAnywhere = new Set(everyFile.flatMap((f) => [...f.imports]));
const importedAtRunTime = new Set(everyFile.filter((f) => !isTestCode(f.path)).flatMap((f) => [...f.imports]));

describe('package.json', () => {
  const scripts = Object.values(manifest.scripts).join('\n');

  it('declares no package that nothing uses', () => {
    const declared = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)];
    const unused = declared.filter(
      (name) =>
        !importedAnywhere.has(name) &&
        !importedAnywhere.has(typesFor(name) ?? '') &&
        !USED_WITHOUT_IMPORT[name]?.(scripts),
    );
    expect(unused).toEqual([]);
  });

  it('lists as run-time dependencies only packages that run-time code imports', () => {
    const buildOnly = Object.keys(manifest.dependencies).filter((name) => !importedAtRunTime.has(name));
    expect(buildOnly).toEqual([]);
  });

  it('finds an import of each kind the check relies on (a check that reads nothing would pass anything)', () => {
    expect(importedAnywhere.has('hono')).toBe(true);
    expect(importedAtRunTime.has('react')).toBe(true);
    expect(importedAtRunTime.has('ajv')).toBe(false);
  });
});
