// The zod editor's declarations: the entry and every file it reaches are included, so `z` type-checks as Monaco sees it.
import { describe, expect, it } from 'vitest';
import ts from 'typescript';
import { loadZodTypings } from './zod-typings';

/** Type-check editor sources against only the loaded declarations (one program for all: parsing lib files dominates). */
async function diagnosticsFor(sources: Record<string, string>): Promise<Record<string, string[]>> {
  const libraries = await loadZodTypings();
  const files = new Map(libraries.map((l) => [l.path.replace(/^file:\/\//, ''), l.content]));
  for (const [name, source] of Object.entries(sources)) files.set(`/${name}.ts`, source);
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    ignoreDeprecations: '6.0',
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  };
  const host = ts.createCompilerHost(options);
  const real = { getSourceFile: host.getSourceFile, fileExists: host.fileExists, readFile: host.readFile };
  host.fileExists = (f) => files.has(f) || (f.includes('/typescript/lib/') && real.fileExists(f));
  host.readFile = (f) => files.get(f) ?? real.readFile(f);
  host.directoryExists = (dir) => [...files.keys()].some((f) => f.startsWith(`${dir}/`)) || ts.sys.directoryExists(dir);
  host.getSourceFile = (f, v) => (files.has(f) ? ts.createSourceFile(f, files.get(f)!, v) : real.getSourceFile(f, v));
  const roots = [...Object.keys(sources).map((name) => `/${name}.ts`), '/loopscope/zod-global.d.ts'];
  const program = ts.createProgram(roots, options, host);
  const global = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  return Object.fromEntries(
    Object.keys(sources).map((name) => [
      name,
      [...global, ...ts.getPreEmitDiagnostics(program, program.getSourceFile(`/${name}.ts`))].map((d) =>
        ts.flattenDiagnosticMessageText(d.messageText, '\n'),
      ),
    ]),
  );
}

describe('zod typings for the schema editor', () => {
  it('declares zod where "zod" resolves, every file it reaches, and the global z', async () => {
    const paths = (await loadZodTypings()).map((l) => l.path);
    expect(paths).toContain('file:///node_modules/zod/index.d.ts');
    expect(paths).toContain('file:///node_modules/zod/v4/classic/schemas.d.ts');
    expect(paths).toContain('file:///loopscope/zod-global.d.ts');
  });

  it('a correct zod object type-checks; a misspelt zod method is an error that names it', async () => {
    const result = await diagnosticsFor({
      good: `z.object({ city: z.string().describe('City'), unit: z.enum(['celsius', 'fahrenheit']) })`,
      bad: `z.object({ city: z.strng() })`,
    });
    expect(result.good).toEqual([]);
    expect(result.bad?.join('\n')).toMatch(/Property 'strng' does not exist/);
  });
});
