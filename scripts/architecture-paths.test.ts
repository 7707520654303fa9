// docs/architecture.md names no path that is gone: every file or folder it writes in backticks exists, read from the
// repository's root, from src/, or from a layer folder under src/ (the table names `model/plan/` inside mock-api/).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');

/** The made-up style and wire the walks add: their files do not exist, on purpose. */
const MADE_UP = /dialogs|grpc/;

/** `a/{b,c}.json` → `a/b.json`, `a/c.json`. */
function expand(path: string): string[] {
  const match = /\{([^}]+)\}/.exec(path);
  return match ? match[1]!.split(',').flatMap((part) => expand(path.replace(match[0], part))) : [path];
}

/** Backticked words that are repository paths: two segments at least, no placeholder, no URL path, no rule id. */
function namedPaths(text: string): string[] {
  const words = [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!);
  return [...new Set(words)].filter(
    (w) =>
      /^[a-z][\w.-]*\/[\w.{},/-]*$/.test(w) &&
      !w.startsWith('loopscope/') &&
      !MADE_UP.test(w) &&
      w.split('/').filter(Boolean).length >= 2,
  );
}

const layerFolders = readdirSync(join(root, 'src'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => join('src', d.name));
const bases = ['.', 'src', ...layerFolders];

/** A path exists as written, or as a module specifier (`wire/wires` for `wire/wires.ts`). */
const exists = (path: string) =>
  bases.some((base) => ['', '.ts', '.js'].some((ext) => existsSync(join(root, base, path + ext))));

describe('docs/architecture.md', () => {
  it('names paths, and every one of them exists', () => {
    const paths = namedPaths(doc).flatMap(expand);
    expect(paths.length).toBeGreaterThan(40);
    expect(paths.filter((path) => !exists(path))).toEqual([]);
  });

  it('would catch a stale path', () => {
    expect(
      namedPaths('see `src/payloads/gone/rules.ts` and `scripts/seams-ratchet.json`').filter((path) => !exists(path)),
    ).toEqual(['src/payloads/gone/rules.ts', 'scripts/seams-ratchet.json']);
  });
});
