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

/** The page build's chunk of gpt-tokenizer's o200k_base encoding, by its file name. */
const ENCODING_CHUNK = /(^|\/)o200k_base-[\w-]+\.js$/;

interface BundleFile {
  type: 'chunk' | 'asset';
  fileName: string;
  code?: string;
  source?: string | Uint8Array;
  facadeModuleId?: string | null;
}

/**
 * One o200k_base chunk in dist/, not two: the tokenizer worker's own build makes a chunk of the same encoding, which
 * differs from the page's only by its minifier's names. The worker's files are rewritten to import the page's chunk
 * (both export the package's names) and the worker's copy is dropped. The server loads that chunk as well.
 */
export function oneTokenizerChunk(): Plugin {
  return {
    name: 'loopscope-one-tokenizer-chunk',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle) as unknown as BundleFile[];
      const page = files.find(
        (f) =>
          f.type === 'chunk' &&
          ENCODING_CHUNK.test(f.fileName) &&
          /gpt-tokenizer[\\/]esm[\\/]encoding[\\/]o200k_base\.js$/.test(f.facadeModuleId ?? ''),
      );
      if (!page) return;
      const pageName = page.fileName.split('/').pop()!;
      for (const copy of files.filter((f) => f.type === 'asset' && ENCODING_CHUNK.test(f.fileName))) {
        const copyName = copy.fileName.split('/').pop()!;
        for (const file of files) {
          if (file.type === 'asset' && typeof file.source === 'string' && file.source.includes(copyName))
            file.source = file.source.split(copyName).join(pageName);
        }
        delete bundle[copy.fileName];
        delete bundle[`${copy.fileName}.map`];
      }
    },
  };
}
