// The rewritten rank table module exports exactly the table gpt-tokenizer ships, and leaves other modules alone.
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { tokenizerRanksAsJson } from './tokenizer-ranks-plugin.ts';

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
    const rewritten = (await import(`data:text/javascript;base64,${Buffer.from(code!).toString('base64')}`)).default as unknown[];
    const original = (await import(ranksFile)).default as unknown[];
    expect(rewritten).toHaveLength(original.length);
    expect(rewritten).toEqual(original);
  });

  it('leaves every other module to the bundler', async () => {
    expect(await rewrite(join(packageDir, 'esm', 'bpeRanks', 'cl100k_base.js'))).toBeNull();
    expect(await rewrite(join(packageDir, 'esm', 'encoding', 'o200k_base.js'))).toBeNull();
  });
});
