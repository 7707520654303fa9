// Vite plugin: bundles src/tools/zod-sandbox/entry.ts into one script string for the QuickJS VM (`virtual:zod-sandbox-bundle`).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:zod-sandbox-bundle';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const ENTRY = fileURLToPath(new URL('../src/tools/zod-sandbox/entry.ts', import.meta.url));

/**
 * `z.locales` would pull every zod translation (about half the bundle) into a script the VM parses on
 * each conversion; error messages never reach the JSON Schema, so only English (zod's default) stays.
 */
const englishOnlyLocales: EsbuildPlugin = {
  name: 'zod-english-only',
  setup(b) {
    b.onResolve({ filter: /\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]/.test(args.importer)
        ? { path: join(args.resolveDir, args.path), namespace: 'zod-locales' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'zod-locales' }, (args) => ({
      contents: `export { default as en } from './en.js';`,
      resolveDir: dirname(args.path),
      loader: 'js',
    }));
  },
};

export interface ZodSandboxBundle {
  code: string;
  inputs: string[];
}

/** One self-contained IIFE: no imports, no host globals beyond the language. */
export async function buildZodSandboxBundle(): Promise<ZodSandboxBundle> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    target: 'es2022',
    minify: true,
    write: false,
    metafile: true,
    legalComments: 'none',
    plugins: [englishOnlyLocales],
  });
  return { code: result.outputFiles[0]!.text, inputs: Object.keys(result.metafile.inputs) };
}

export function zodSandboxBundle(): Plugin {
  let cached: Promise<ZodSandboxBundle> | null = null;
  return {
    name: 'loopscope-zod-sandbox-bundle',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      cached ??= buildZodSandboxBundle();
      const { code, inputs } = await cached;
      for (const input of inputs) if (!input.startsWith('zod-locales:')) this.addWatchFile(input);
      return `export default ${JSON.stringify(code)};`;
    },
    watchChange() {
      cached = null;
    },
  };
}
