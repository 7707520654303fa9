// Codemod, safe to run again: every import that crosses into another npm workspace names its package
// (`@loopscope/wire/sse`), and every import inside a workspace stays relative. Run: node --import tsx scripts/codemods/named-imports.ts
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import {
  VITEST_MODULE_CALLS,
  nameOf,
  resolveFile,
  targetOfName,
  workspaceOf,
  workspaces,
  type Workspace,
} from '../workspaces.js';

/** The folders whose code the codemod rewrites (producers/ and clients/ resolve the workspaces through the root's node_modules). */
export const ROOTS = ['src', 'e2e', 'scripts', 'bench', 'producers', 'clients'];
const CODE = /\.(ts|tsx|mts|js|mjs)$/;
const SKIPPED = /(^|\/)(node_modules|dist|build|test-results|playwright-report|fixtures)(\/|$)/;

/** Every module specifier of a file: imports, re-exports, `import()` calls and types, and `vi.mock`-like calls. */
export function moduleSpecifiers(file: string, text: string): ts.StringLiteralLike[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: ts.StringLiteralLike[] = [];
  const take = (node: ts.Node | undefined) => {
    if (node && ts.isStringLiteralLike(node)) found.push(node);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) take(node.moduleSpecifier);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) take(node.argument.literal);
    else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isVitest =
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'vi' &&
        VITEST_MODULE_CALLS.has(callee.name.text);
      if (isImport || isVitest) take(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** What a specifier of `file` becomes: a package name across workspaces, a relative path inside one; null to leave it. */
function rewritten(root: string, list: Workspace[], file: string, specifier: string): string | null {
  const mine = workspaceOf(list, root, file);
  if (specifier.startsWith('.')) {
    const target = resolveFile(resolve(dirname(file), specifier));
    const theirs = target && workspaceOf(list, root, target);
    if (!target || !theirs || theirs === mine) return null;
    return nameOf(theirs, root, target);
  }
  const named = targetOfName(list, root, specifier);
  if (!named || named.workspace !== mine) return null;
  const target = resolveFile(named.path);
  if (!target) return null;
  const path = relative(dirname(file), target).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

/** The file's text with its specifiers rewritten (the same text when nothing changes). */
export function rewriteSource(root: string, list: Workspace[], file: string, text: string): string {
  let out = text;
  for (const literal of moduleSpecifiers(file, text).reverse()) {
    const next = rewritten(root, list, file, literal.text);
    if (next === null || next === literal.text) continue;
    const start = literal.getStart() + 1;
    out = out.slice(0, start) + next + out.slice(literal.end - 1);
  }
  return out;
}

/** The code files under the roots, relative to `root`. */
export function codeFiles(root: string): string[] {
  return ROOTS.filter((folder) => existsSync(join(root, folder))).flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .map((file) => `${folder}/${file.split(sep).join('/')}`)
      .filter((file) => CODE.test(file) && !SKIPPED.test(file)),
  );
}

/** Rewrites every code file of the project at `root`; returns the files it changed. */
export function runCodemod(root: string): string[] {
  const list = workspaces(root);
  const changed: string[] = [];
  for (const file of codeFiles(root)) {
    const absolute = join(root, file);
    const text = readFileSync(absolute, 'utf8');
    const next = rewriteSource(root, list, absolute, text);
    if (next !== text) {
      writeFileSync(absolute, next);
      changed.push(file);
    }
  }
  return changed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const changed = runCodemod(process.cwd());
  console.log(`named-imports: ${changed.length} file(s) rewritten`);
}
