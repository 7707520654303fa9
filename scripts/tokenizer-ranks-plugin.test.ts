// The rewritten rank table module exports exactly the table gpt-tokenizer ships, and leaves other modules alone.
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { oneTokenizerChunk, tokenizerRanksAsJson } from './tokenizer-ranks-plugin.ts';

const packageDir = dirname(createRequire(import.meta.url).resolve('gpt-tokenizer/package.json'));
const ranksFile = join(packageDir, 'esm', 'bpeRanks', 'o200k_base.js');

async function rewrite(id: string): Promise<string | null> {
  const transform = tokenizerRanksAsJson().transform as (code: string, id: string) => Promise<{ code: string } | null>;
  return (await transform('', id))?.code ?? null;
}

describe('tokenizerRanksAsJson', () => {
  it('rewrites the o200k_base table into a module that exports the same 199,998 entries', async () => {
    const code = await rewrite(`${ranksFile}?worker_file&type=module`);
    expect(code).toMatch(/^export default JSON\.parse\("/);
    const rewritten = (await import(`data:text/javascript;base64,${Buffer.from(code!).toString('base64')}`))
      .default as unknown[];
    const original = (await import(ranksFile)).default as unknown[];
    expect(rewritten).toHaveLength(original.length);
    expect(rewritten).toEqual(original);
  });

  it('leaves every other module to the bundler', async () => {
    expect(await rewrite(join(packageDir, 'esm', 'bpeRanks', 'cl100k_base.js'))).toBeNull();
    expect(await rewrite(join(packageDir, 'esm', 'encoding', 'o200k_base.js'))).toBeNull();
  });
});

describe('oneTokenizerChunk', () => {
  it("points the worker's files at the page's encoding chunk and drops the worker's copy", () => {
    const bundle: Record<string, Record<string, unknown>> = {
      'assets/o200k_base-PAGE.js': {
        type: 'chunk',
        fileName: 'assets/o200k_base-PAGE.js',
        code: 'page',
        facadeModuleId: '/x/node_modules/gpt-tokenizer/esm/encoding/o200k_base.js',
      },
      'assets/o200k_base-WORK.js': { type: 'asset', fileName: 'assets/o200k_base-WORK.js', source: 'worker copy' },
      'assets/o200k_base-WORK.js.map': { type: 'asset', fileName: 'assets/o200k_base-WORK.js.map', source: '{}' },
      'assets/tokenizer.worker-W.js': {
        type: 'asset',
        fileName: 'assets/tokenizer.worker-W.js',
        source: 'import(`./o200k_base-WORK.js`)',
      },
      'assets/other-O.js': { type: 'asset', fileName: 'assets/other-O.js', source: 'nothing to see' },
    };
    const generate = oneTokenizerChunk().generateBundle as unknown as (options: unknown, bundle: unknown) => void;
    generate({}, bundle);
    expect(Object.keys(bundle).sort()).toEqual([
      'assets/o200k_base-PAGE.js',
      'assets/other-O.js',
      'assets/tokenizer.worker-W.js',
    ]);
    expect(bundle['assets/tokenizer.worker-W.js']!.source).toBe('import(`./o200k_base-PAGE.js`)');
    expect(bundle['assets/other-O.js']!.source).toBe('nothing to see');
  });
});
