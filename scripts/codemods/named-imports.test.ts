// The named-imports codemod on a project of its own: it names the package of every import that crosses into another
// workspace (imports, re-exports, import() types, vi.mock), makes own-package names relative, leaves the rest, and a
// second run changes nothing.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCodemod } from './named-imports';

const root = mkdtempSync(join(tmpdir(), 'named-imports-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe('the named-imports codemod', () => {
  it('rewrites crossings to package names, own names to paths, and is idempotent', () => {
    write('package.json', JSON.stringify({ name: 'probe', workspaces: ['src/wire', 'src/engine'] }));
    write('src/wire/package.json', JSON.stringify({ name: '@probe/wire' }));
    write('src/engine/package.json', JSON.stringify({ name: '@probe/engine' }));
    write('src/wire/sse.ts', 'export const sse = 1;\n');
    write('src/wire/mcp/index.ts', 'export const mcp = 1;\n');
    write('src/wire/data.json', '{}\n');
    write('src/engine/index.ts', 'export const engine = 1;\n');
    write('src/engine/types.ts', 'export type T = 1;\n');
    write('src/store/state.ts', 'export const state = 1;\n');
    write(
      'src/engine/runner.ts',
      [
        "import { sse } from '../wire/sse.ts';",
        "import { mcp } from '../wire/mcp';",
        "import data from '../wire/data.json';",
        "export * from '@probe/engine/types';",
        "export type L = typeof import('../wire/sse').sse;",
        'const text = "import { x } from \'../wire/sse\'";',
        'export const all = [sse, mcp, data, text];',
        '',
      ].join('\n'),
    );
    write(
      'src/store/view.test.ts',
      "import { vi } from 'vitest';\nimport { state } from './state';\nvi.mock('../engine', () => ({}));\nexport const s = state;\n",
    );
    write('e2e/probe.ts', 'import { sse } from "../src/wire/sse";\nexport const s = sse;\n');

    const changed = runCodemod(root);

    expect(changed.sort()).toEqual(['e2e/probe.ts', 'src/engine/runner.ts', 'src/store/view.test.ts']);
    expect(read('src/engine/runner.ts')).toBe(
      [
        "import { sse } from '@probe/wire/sse';",
        "import { mcp } from '@probe/wire/mcp/index';",
        "import data from '@probe/wire/data.json';",
        "export * from './types.ts';",
        "export type L = typeof import('@probe/wire/sse').sse;",
        // Text that only looks like an import stays as written.
        'const text = "import { x } from \'../wire/sse\'";',
        'export const all = [sse, mcp, data, text];',
        '',
      ].join('\n'),
    );
    expect(read('src/store/view.test.ts')).toContain(
      "import { state } from './state';\nvi.mock('@probe/engine', () => ({}));",
    );
    expect(read('e2e/probe.ts')).toBe('import { sse } from "@probe/wire/sse";\nexport const s = sse;\n');
    expect(runCodemod(root)).toEqual([]);
  });
});
