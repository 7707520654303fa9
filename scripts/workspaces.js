// The npm workspaces of the framework-free core (root package.json `workspaces`): each a folder under src/ imported by
// its package name. The lint rules, the cycle check and the named-imports codemod all read them from here.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Each workspace of the project at `root`: its package name and its folder (relative, with `/`). */
export function workspaces(root) {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return (manifest.workspaces ?? []).map((folder) => {
    const { name } = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
    return { name, folder: folder.replace(/\/$/, '') };
  });
}

const byRoot = new Map();
/** The same list, read once per project root (for lint rules, which run per file). */
export function workspacesAt(root) {
  if (!byRoot.has(root)) byRoot.set(root, workspaces(root));
  return byRoot.get(root);
}

/** The workspace a file (absolute path) lies in, or null when it lies in none. */
export function workspaceOf(list, root, absolute) {
  const inside = relative(root, absolute).split(sep).join('/');
  return list.find((w) => inside === w.folder || inside.startsWith(`${w.folder}/`)) ?? null;
}

/**
 * The absolute path (without extension) that a package-name specifier (`@loopscope/wire/sse`) points at, or null when
 * it names no workspace. The packages export `./*` as `./*.ts` and `.` as `./index.ts`.
 */
export function targetOfName(list, root, specifier) {
  const w = list.find((ws) => specifier === ws.name || specifier.startsWith(`${ws.name}/`));
  if (!w) return null;
  const sub = specifier.slice(w.name.length + 1);
  return { workspace: w, path: join(root, w.folder, sub === '' ? 'index' : sub) };
}

/** Vitest calls whose first argument is a module specifier, resolved as an import is. */
export const VITEST_MODULE_CALLS = new Set(['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock']);

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/** The file a relative import's absolute base names, tried as TypeScript resolves it (as is, `.ts`, `.tsx`, `/index`). */
export function resolveFile(base) {
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(isFile) ?? null;
}

/** The package-name specifier of a file inside a workspace: `@loopscope/wire/sse` for src/wire/sse.ts, the bare name for its index. */
export function nameOf(workspace, root, file) {
  const sub = relative(join(root, workspace.folder), file).split(sep).join('/');
  if (sub.endsWith('.tsx')) throw new Error(`${file}: the packages export only .ts and .json modules by name`);
  const stem = sub.replace(/\.ts$/, '');
  return stem === 'index' ? workspace.name : `${workspace.name}/${stem}`;
}
