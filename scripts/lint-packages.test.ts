// The package-imports rule fails on a relative import into another workspace (from src/, e2e/ or a vi.mock) and on a
// file importing its own package by name, and passes imports by name across packages and relative ones inside.
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The package-imports rule's messages for `code` linted as if it were the file at `path`. */
async function packageErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(process.cwd(), path) });
  return result!.messages.filter((m) => m.ruleId === 'loopscope/package-imports').map((m) => m.message);
}

describe('the package-imports rule', () => {
  it.each([
    [
      'a relative import into another package',
      'src/engine/probe.ts',
      "import { sseEncode } from '../wire/sse';\nexport const s = sseEncode;",
      /'\.\.\/wire\/sse' reaches into the package @loopscope\/wire .*'@loopscope\/wire\/sse'/,
    ],
    [
      "a relative import of a package's index",
      'src/app/probe.ts',
      "import { createMockApi } from '../mock-api';\nexport const m = createMockApi;",
      /import it by name \('@loopscope\/mock-api'\)/,
    ],
    [
      'a relative import from outside src/',
      'e2e/probe.ts',
      "import type { Exchange } from '../src/wire/exchange';\nexport type E = Exchange;",
      /import it by name \('@loopscope\/wire\/exchange'\)/,
    ],
    [
      'a relative type import from a layer that is no package',
      'src/store/probe.ts',
      "export type S = import('../engine/types').EngineState;",
      /'@loopscope\/engine\/types'/,
    ],
    [
      'a vi.mock of another package by path',
      'src/server/probe.test.ts',
      "import { vi } from 'vitest';\nvi.mock('../mock-api/models', () => ({}));",
      /'@loopscope\/mock-api\/models'/,
    ],
    [
      'a file importing its own package by name',
      'src/wire/probe.ts',
      "import { sseEncode } from '@loopscope/wire/sse';\nexport const s = sseEncode;",
      /own package \(@loopscope\/wire\): inside a package, import relatively/,
    ],
  ])('fails on %s', async (_kind, path, code, message) => {
    const errors = await packageErrors(path, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    [
      'another package by name',
      'src/engine/probe.ts',
      "import { sseEncode } from '@loopscope/wire/sse';\nexport const s = sseEncode;",
    ],
    [
      'a relative import inside a package',
      'src/wire/probe.ts',
      "import { sseEncode } from './sse';\nexport const s = sseEncode;",
    ],
    [
      'a relative import between layers that are no packages',
      'src/features/config/probe.ts',
      "import { useSession } from '../../store';\nexport const u = useSession;",
    ],
    [
      'a package by name from e2e/',
      'e2e/probe.ts',
      "import type { Exchange } from '@loopscope/wire/exchange';\nexport type E = Exchange;",
    ],
  ])('passes %s', async (_kind, path, code) => {
    expect(await packageErrors(path, code)).toEqual([]);
  });
});
