// The layer rule fails on each kind of wrong import (probe files linted at virtual paths under src/ by the project's own
// ESLint config), by relative path or package name; docs/architecture.md shows exactly the table lint enforces, and the
// cycle check finds a type-only cycle, also one through package names.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCycles } from './import-cycles';

const eslint = new ESLint({ cwd: process.cwd() });

// The first lint loads the config and its plugins: in the set-up hook's time, not the first case's.
beforeAll(async () => {
  await eslint.lintText('export {};', { filePath: join(process.cwd(), 'src/wire/probe.ts') });
});

/** The layer rule's messages for `code` linted as if it were the file at `path`. */
async function layerErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(process.cwd(), path) });
  return result!.messages.filter((m) => m.ruleId === 'loopscope/layers').map((m) => m.message);
}

describe('the layer rule', () => {
  it.each([
    [
      'a static import of a layer not in the row',
      'src/wire/probe.ts',
      "import { createEngine } from '../engine';\nexport const e = createEngine;",
      /src\/wire\/ may not import src\/engine\//,
    ],
    [
      'a dynamic import()',
      'src/wire/probe.ts',
      "export const load = () => import('../engine/engine');",
      /src\/wire\/ may not import src\/engine\//,
    ],
    [
      'a dynamic import() in a feature',
      'src/features/config/probe.ts',
      "export const load = () => import('../../persistence');",
      /src\/features\/ may not import src\/persistence\//,
    ],
    [
      'an import() type',
      'src/ui/probe.ts',
      "export type E = import('../engine/types').Exchange;",
      /src\/ui\/ may not import src\/engine\//,
    ],
    [
      'a re-export',
      'src/mock-api/probe.ts',
      "export * from '../store';",
      /src\/mock-api\/ may not import src\/store\//,
    ],
    [
      "another feature's internals",
      'src/features/inspector/probe.ts',
      "import { ItemCard } from '../timeline/ItemCard';\nexport const c = ItemCard;",
      /may not import the internals of src\/features\/timeline\//,
    ],
    [
      "another feature's test helper, from source",
      'src/features/workshop/probe.ts',
      "import { stubTimelineLayout } from '../timeline/testing/jsdom-layout';\nexport const s = stubTimelineLayout;",
      /internals of src\/features\/timeline\//,
    ],
    [
      'a value where the row allows types (features → engine)',
      'src/features/config/probe.ts',
      "import { createEngine } from '../../engine';\nexport const e = createEngine;",
      /may import only types from src\/engine\//,
    ],
    [
      'a value of wire in a feature (payload readers live in payloads/)',
      'src/features/config/probe.ts',
      "import { sseEncode } from '../../wire/sse';\nexport const s = sseEncode;",
      /may import only types from src\/wire\/sse/,
    ],
    [
      'the payload layer from wire (upward)',
      'src/wire/probe.ts',
      "import { diagnoseRequest } from '../payloads/doctor';\nexport const d = diagnoseRequest;",
      /src\/wire\/ may not import src\/payloads\//,
    ],
    [
      'a value where the row allows types (persistence → engine)',
      'src/persistence/probe.ts',
      "import { createEngine } from '../engine/engine';\nexport const e = createEngine;",
      /may import only types from src\/engine\/engine/,
    ],
    [
      'a part of an allowed layer that is forbidden',
      'src/engine/probe.ts',
      "import { builtinTools } from '../tools/builtin';\nexport const b = builtinTools;",
      /may not import src\/tools\/builtin\//,
    ],
    [
      'test-only layers from source',
      'src/engine/probe.ts',
      "import { createMockApi } from '../mock-api';\nexport const m = createMockApi;",
      /src\/engine\/ may not import src\/mock-api\//,
    ],
    // A package name maps to its layer exactly as a relative path into its folder does.
    [
      'a package by name, upward',
      'src/wire/probe.ts',
      "import { createEngine } from '@loopscope/engine';\nexport const e = createEngine;",
      /src\/wire\/ may not import src\/engine\//,
    ],
    [
      'a module of a package by name, upward',
      'src/tools/probe.ts',
      "export const load = () => import('@loopscope/engine/engine');",
      /src\/tools\/ may not import src\/engine\//,
    ],
    [
      'a value by name where the row allows types',
      'src/features/config/probe.ts',
      "import { sseEncode } from '@loopscope/wire/sse';\nexport const s = sseEncode;",
      /may import only types from src\/wire\/sse/,
    ],
    [
      'a forbidden part by name',
      'src/engine/probe.ts',
      "import { builtinTools } from '@loopscope/tools/builtin/index';\nexport const b = builtinTools;",
      /may not import src\/tools\/builtin\//,
    ],
    [
      'a test-only package by name from source',
      'src/engine/probe.ts',
      "import { createMockApi } from '@loopscope/mock-api';\nexport const m = createMockApi;",
      /src\/engine\/ may not import src\/mock-api\//,
    ],
  ])('fails on %s', async (_kind, path, code, message) => {
    const errors = await layerErrors(path, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    [
      'a type-only import where the row allows types',
      'src/features/config/probe.ts',
      "import type { Exchange } from '../../engine/types';\nexport type E = Exchange;",
    ],
    [
      'inline type specifiers only',
      'src/persistence/probe.ts',
      "import { type EngineState } from '../engine/types';\nexport type S = EngineState;",
    ],
    [
      'a payload reader',
      'src/features/config/probe.ts',
      "import { findClassicMistake } from '../../payloads/teaching/classic-mistakes';\nexport const f = findClassicMistake;",
    ],
    [
      "another feature's public index",
      'src/features/workshop/probe.ts',
      "import { TokenCount } from '../tokens';\nexport const t = TokenCount;",
    ],
    [
      "another feature's test helper, from a test",
      'src/features/workshop/probe.test.ts',
      "import { stubTimelineLayout } from '../timeline/testing/jsdom-layout';\nexport const s = stubTimelineLayout;",
    ],
    [
      'test-only layers from a test',
      'src/engine/probe.test.ts',
      "import { createMockApi } from '../mock-api';\nexport const m = createMockApi;",
    ],
    ['a dynamic import the row allows', 'src/app/probe.ts', "export const load = () => import('../features/tokens');"],
    [
      'a type-only import by name where the row allows types',
      'src/features/config/probe.ts',
      "import type { Exchange } from '@loopscope/engine/types';\nexport type E = Exchange;",
    ],
    [
      'the value module the row names, by name',
      'src/features/config/probe.ts',
      "import { isLoopCall } from '@loopscope/wire/wires';\nexport const l = isLoopCall;",
    ],
    [
      'a test-only package by name from a test',
      'src/engine/probe.test.ts',
      "import { createMockApi } from '@loopscope/mock-api';\nexport const m = createMockApi;",
    ],
  ])('passes %s', async (_kind, path, code) => {
    expect(await layerErrors(path, code)).toEqual([]);
  });
});

describe('docs/architecture.md', () => {
  type Allowance = 'all' | { types: true; values?: string[] };
  interface Row {
    may: Record<string, Allowance>;
    notParts?: { part: string }[];
    tests?: Record<string, Allowance>;
  }

  /** A "may import" cell as the document writes it. */
  const cell = (may: Record<string, Allowance>) =>
    Object.entries(may)
      .map(([layer, allowed]) =>
        allowed === 'all'
          ? `\`${layer}/\``
          : `\`${layer}/\` types${allowed.values ? ` (values only from ${allowed.values.map((v) => `\`${v}\``).join(', ')})` : ''}`,
      )
      .join(', ') || 'nothing of ours';

  it('shows the table the lint config enforces, row for row', async () => {
    const config = (await eslint.calculateConfigForFile(join(process.cwd(), 'src/app/probe.ts'))) as {
      rules: Record<string, [unknown, Record<string, Row>]>;
    };
    const table = config.rules['loopscope/layers']![1];
    const expected = Object.entries(table).map(([layer, row]) => [
      `\`${layer}/\``,
      cell(row.may) + (row.notParts ? `, not ${row.notParts.map((p) => `\`${p.part}/\``).join(', ')}` : ''),
      row.tests ? cell(row.tests) : '',
    ]);
    const documented = readFileSync(join(process.cwd(), 'docs/architecture.md'), 'utf8')
      .split('\n')
      .filter((line) => /^\| `[a-z-]+\/` \|/.test(line))
      .map((line) => line.split(' | ').map((c) => c.replace(/^\| ?| ?\|$/g, '').trim()))
      .map(([folder, _holds, may, tests]) => [folder, may, tests]);
    expect(documented).toEqual(expected);
  });
});

describe('the import-cycle check', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds a cycle of type-only imports, and none once one side stops importing', async () => {
    writeFileSync(join(dir, 'a.ts'), "import type { B } from './b';\nexport type A = B | 1;\n");
    writeFileSync(join(dir, 'b.ts'), "import type { A } from './a';\nexport type B = A[];\n");
    // One cycle through both files; where the checker starts it depends on the order the files are listed in.
    expect((await importCycles(['*.ts'], dir)).map((cycle) => [...cycle].sort())).toEqual([['a.ts', 'b.ts']]);
    writeFileSync(join(dir, 'b.ts'), 'export type B = number[];\n');
    expect(await importCycles(['*.ts'], dir)).toEqual([]);
  });

  it("follows imports by package name through the workspaces' links, as the project resolves them", async () => {
    const root = mkdtempSync(join(tmpdir(), 'cycles-named-'));
    try {
      writeFileSync(
        join(root, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            module: 'ESNext',
            moduleResolution: 'bundler',
            allowImportingTsExtensions: true,
            noEmit: true,
          },
        }),
      );
      for (const name of ['a', 'b']) {
        mkdirSync(join(root, 'src', name), { recursive: true });
        writeFileSync(
          join(root, 'src', name, 'package.json'),
          JSON.stringify({ name: `@probe/${name}`, type: 'module', exports: { './*': './*.ts' } }),
        );
        mkdirSync(join(root, 'node_modules', '@probe'), { recursive: true });
        symlinkSync(join('..', '..', 'src', name), join(root, 'node_modules', '@probe', name));
      }
      writeFileSync(join(root, 'src/a/x.ts'), "import type { Y } from '@probe/b/y';\nexport type X = Y | 1;\n");
      writeFileSync(join(root, 'src/b/y.ts'), "import type { X } from '@probe/a/x';\nexport type Y = X[];\n");
      expect((await importCycles(['src/**/*.ts'], root)).map((cycle) => [...cycle].sort())).toEqual([
        ['src/a/x.ts', 'src/b/y.ts'],
      ]);
      writeFileSync(join(root, 'src/b/y.ts'), 'export type Y = number[];\n');
      expect(await importCycles(['src/**/*.ts'], root)).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
