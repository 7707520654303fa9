// The in-memory project the mock `shell` and `apply_patch` tools work on: a fixed starting tree, then every patch the timeline applied, in order.

/** Paths relative to the workspace root (`/workspace`), no leading slash; a file's text is its whole content. */
export type FileTree = Map<string, string>;

/** The starting project: small, with a typo to fix (`Helo`) so a learner has a reason to patch. */
export const STARTING_FILES: Readonly<Record<string, string>> = {
  'README.md':
    '# Greeter\n\nA tiny project for trying the shell and apply_patch tools.\nRun it with: python src/greet.py\n',
  'src/greet.py':
    'def greet(name):\n    return f"Helo, {name}!"\n\n\nif __name__ == "__main__":\n    print(greet("world"))\n',
  'notes.txt': 'todo: fix the greeting typo\n',
};

export const WORKSPACE_ROOT = '/workspace';

export function startingTree(): FileTree {
  return new Map(Object.entries(STARTING_FILES));
}

/** A path as the tree keys it: `./a`, `/workspace/a` and `a` are the same file; null for a path outside the workspace. */
export function normalizePath(path: string): string | null {
  let p = path.trim();
  if (p.startsWith(WORKSPACE_ROOT)) p = p.slice(WORKSPACE_ROOT.length);
  const parts: string[] = [];
  for (const part of p.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  if (p.startsWith('/') && !path.trim().startsWith(WORKSPACE_ROOT)) return null;
  return parts.join('/');
}

/** The directories the tree implies ('' is the root). */
export function directories(tree: FileTree): Set<string> {
  const dirs = new Set<string>(['']);
  for (const file of tree.keys()) {
    const parts = file.split('/');
    for (let k = 1; k < parts.length; k++) dirs.add(parts.slice(0, k).join('/'));
  }
  return dirs;
}

/** The direct children of a directory: names, directories with a trailing slash, sorted. */
export function listDir(tree: FileTree, dir: string): string[] {
  const prefix = dir === '' ? '' : `${dir}/`;
  const names = new Set<string>();
  for (const path of [...tree.keys(), ...directories(tree)]) {
    if (path === dir || !path.startsWith(prefix)) continue;
    const rest = path.slice(prefix.length);
    const [head, ...more] = rest.split('/');
    names.add(more.length > 0 || directories(tree).has(path) ? `${head}/` : head!);
  }
  return [...names].sort();
}
