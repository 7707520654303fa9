// zod's own declaration files for the zod schema editor, so Monaco knows `z` (completions, hovers, type errors).
import type { TypeLibrary } from '../../ui';

/** The editor's source is a bare expression over a global `z`, exactly as the sandbox evaluates it. */
const GLOBAL_Z = 'declare const z: typeof import("zod").z;\n';

let loading: Promise<readonly TypeLibrary[]> | null = null;

/** The ~250 KB of declarations load only when a zod editor opens (one lazy chunk), never with the entry chunk. */
export function loadZodTypings(): Promise<readonly TypeLibrary[]> {
  loading ??= import('./zod-declarations').then(({ zodDeclarations }) => [
    ...Object.entries(zodDeclarations).map(([file, content]) => ({ path: `file://${file}`, content })),
    { path: 'file:///loopscope/zod-global.d.ts', content: GLOBAL_Z },
  ]);
  return loading;
}
