// Each workspace of the core is a package of its own: private ES modules exported by subpath, whose declared dependencies
// are exactly the npm packages and sibling workspaces its files import (test code's only in devDependencies), and whose
// sibling workspaces are the ones the layer table lets its layer import.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleSpecifiers } from './codemods/named-imports';
import { LAYER_TABLE } from './lint-layers.js';
import { resolveFile, targetOfName, workspaceOf, workspaces } from './workspaces.js';

const root = process.cwd();
const list = workspaces(root);
const TEST_CODE = /(\.test\.tsx?$|\/testing\/|\/test-[^/]*\.tsx?$)/;
const layerOf = (folder: string) => folder.replace(/^src\//, '');

/** The packages (npm or sibling workspaces) a workspace's source and test files import, by name. */
function importsOf(folder: string): { source: Set<string>; tests: Set<string> } {
  const source = new Set<string>();
  const tests = new Set<string>();
  const mine = list.find((w) => w.folder === folder)!;
  for (const file of readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || file.includes('node_modules')) continue;
    const path = join(root, folder, file);
    for (const { text } of moduleSpecifiers(path, readFileSync(path, 'utf8'))) {
      let name: string | null;
      if (text.startsWith('.')) {
        const target = resolveFile(resolve(dirname(path), text));
        const theirs = target && workspaceOf(list, root, target);
        name = theirs && theirs !== mine ? theirs.name : null;
      } else if (text.startsWith('node:') || text.startsWith('virtual:')) name = null;
      else
        name =
          targetOfName(list, root, text)?.workspace.name ??
          text
            .split('/')
            .slice(0, text.startsWith('@') ? 2 : 1)
            .join('/');
      if (name && name !== mine.name) (TEST_CODE.test(`${folder}/${file}`) ? tests : source).add(name);
    }
  }
  return { source, tests };
}

describe('the workspaces', () => {
  it('are listed in the root package.json and each is a private ES module package exported by subpath', () => {
    expect(list.map((w) => w.folder).sort()).toEqual([
      'src/engine',
      'src/mock-api',
      'src/payloads',
      'src/seed-scenarios',
      'src/tools',
      'src/wire',
    ]);
    for (const { name, folder } of list) {
      const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
      expect(name).toBe(`@loopscope/${layerOf(folder)}`);
      expect(manifest).toMatchObject({
        private: true,
        type: 'module',
        exports: { './*': './*.ts', './*.json': './*.json' },
      });
    }
  });

  it.each(list.map((w) => [w.name, w.folder]))(
    '%s declares exactly what its files import, in the layers its row allows',
    (_name, folder) => {
      const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
      const dependencies = Object.keys(manifest.dependencies ?? {}).sort();
      const devDependencies = Object.keys(manifest.devDependencies ?? {}).sort();
      const { source, tests } = importsOf(folder);
      expect(dependencies).toEqual([...source].sort());
      expect(devDependencies).toEqual([...tests].filter((name) => !source.has(name)).sort());
      const row = LAYER_TABLE[layerOf(folder)]!;
      const siblings = (names: string[]) =>
        names.filter((n) => n.startsWith('@loopscope/')).map((n) => n.slice('@loopscope/'.length));
      for (const layer of siblings(dependencies)) expect(Object.keys(row.may)).toContain(layer);
      for (const layer of siblings(devDependencies))
        expect([...Object.keys(row.may), ...Object.keys(row.tests ?? {})]).toContain(layer);
    },
  );

  it('asks for the same version of an npm package as the root package.json', () => {
    const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    const rootRanges = { ...rootManifest.dependencies, ...rootManifest.devDependencies };
    for (const { folder } of list) {
      const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
      for (const [name, range] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
        if (!name.startsWith('@loopscope/')) expect([folder, name, range]).toEqual([folder, name, rootRanges[name]]);
      }
    }
  });
});
