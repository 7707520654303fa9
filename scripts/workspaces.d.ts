// The types of workspaces.js (a plain ES module, as eslint.config.js loads it) for the TypeScript that imports it.
export interface Workspace {
  name: string;
  folder: string;
}
export declare function workspaces(root: string): Workspace[];
export declare function workspacesAt(root: string): Workspace[];
export declare function workspaceOf(list: Workspace[], root: string, absolute: string): Workspace | null;
export declare function targetOfName(
  list: Workspace[],
  root: string,
  specifier: string,
): { workspace: Workspace; path: string } | null;
export declare const VITEST_MODULE_CALLS: Set<string>;
export declare function resolveFile(base: string): string | null;
export declare function nameOf(workspace: Workspace, root: string, file: string): string;
