// Vite plugin: o200k_base's rank table ships as one JSON string read by JSON.parse, not as a 200,000-element array literal.
import type { Plugin } from 'vite';
import { pathToFileURL } from 'node:url';

/** gpt-tokenizer's rank table module (its ESM build), whatever query a bundler appends. */
const RANKS_MODULE = /gpt-tokenizer[\\/]esm[\\/]bpeRanks[\\/]o200k_base\.js$/;

/**
 * V8 scans a string literal and JSON.parse builds the array several times faster than it parses and runs the same data
 * as a JavaScript array literal, and every page start (and so every first request, whose usage waits for the tokenizer)
 * pays that load. The table itself is unchanged: the module is rewritten from the package's own export at build time.
 */
export function tokenizerRanksAsJson(): Plugin {
  return {
    name: 'loopscope-tokenizer-ranks-json',
    apply: 'build',
    async transform(_code, id) {
      const [file = id] = id.split('?');
      if (!RANKS_MODULE.test(file)) return null;
      const ranks: unknown = (await import(pathToFileURL(file).href)).default;
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(ranks))});\n`, map: { mappings: '' } };
    },
  };
}
