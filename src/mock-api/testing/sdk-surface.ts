// Test support: reads the installed openai SDK's type definitions with the TypeScript compiler API: a request type's
// parameters, a union's `type` (or `role`) literals, an interface's required properties.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ts from 'typescript';

/** `node_modules/openai/resources`, wherever the project's `openai` resolves. */
export const SDK_RESOURCES = join(dirname(createRequire(import.meta.url).resolve('openai')), 'resources');

const FILES = [
  'responses/responses.d.ts',
  'chat/completions/completions.d.ts',
  'shared.d.ts',
  'beta/responses/responses.d.ts',
  'models.d.ts',
  'beta/assistants.d.ts',
  'beta/threads/threads.d.ts',
  'beta/threads/messages.d.ts',
  'beta/threads/runs/runs.d.ts',
  'beta/threads/runs/steps.d.ts',
  'conversations/conversations.d.ts',
  'conversations/items.d.ts',
];

export interface SdkSurface {
  /** Every property of an exported interface or type alias (optional ones included). */
  properties(file: string, name: string): string[];
  /** The properties a value of the type must have (not optional). */
  required(file: string, name: string): string[];
  /** The string literals of one property across every member of an exported union (`Tool` → its `type`s). */
  literals(file: string, name: string, key: string): string[];
  /** The string literals of an exported string-union alias (`ChatModel`), without the `string & {}` escape. */
  aliasLiterals(file: string, name: string): string[];
}

let loaded: SdkSurface | undefined;

/**
 * Loads the SDK's declarations once per worker (2 to 3 CPU-s: the SDK's files and TypeScript's default libraries parsed
 * and bound): the program is shared by every question, and by every test file the worker runs after the first (the
 * `shared` project keeps a worker's modules between files; the program is only read).
 */
export function readSdkSurface(): SdkSurface {
  loaded ??= loadSdkSurface();
  return loaded;
}

function loadSdkSurface(): SdkSurface {
  const program = ts.createProgram(
    FILES.map((f) => join(SDK_RESOURCES, f)),
    { strict: true, skipLibCheck: true, noEmit: true },
  );
  const checker = program.getTypeChecker();
  const typeOf = (file: string, name: string): ts.Type => {
    const source = program.getSourceFile(join(SDK_RESOURCES, file));
    if (!source) throw new Error(`${file} not found under ${SDK_RESOURCES}`);
    const exported = checker.getExportsOfModule(checker.getSymbolAtLocation(source)!).find((s) => s.name === name);
    if (!exported) throw new Error(`${name} is not exported by ${file}`);
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    return checker.getDeclaredTypeOfSymbol(symbol);
  };
  const strings = (t: ts.Type): string[] =>
    (t.isUnion() ? t.types : [t]).filter((m) => m.isStringLiteral()).map((m) => (m as ts.StringLiteralType).value);
  return {
    properties: (file, name) => checker.getPropertiesOfType(typeOf(file, name)).map((p) => p.name),
    required: (file, name) =>
      checker
        .getPropertiesOfType(typeOf(file, name))
        .filter((p) => !(p.flags & ts.SymbolFlags.Optional))
        .map((p) => p.name),
    literals(file, name, key) {
      const t = typeOf(file, name);
      const members = t.isUnion() ? t.types : [t];
      return [
        ...new Set(
          members.flatMap((m) => {
            const property = m.getProperty(key);
            return property ? strings(checker.getTypeOfSymbol(property)) : [];
          }),
        ),
      ];
    },
    aliasLiterals: (file, name) => strings(typeOf(file, name)),
  };
}
