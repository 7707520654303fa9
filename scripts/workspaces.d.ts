// Types of scripts/workspaces.js (plain JavaScript, since eslint.config.js loads it without a TypeScript loader).
export interface Workspace {
  name: string;
  folder: string;
}
export function workspaces(root: string): Workspace[];
export function workspacesAt(root: string): Workspace[];
export function workspaceOf(list: Workspace[], root: string, absolute: string): Workspace | null;
export function targetOfName(list: Workspace[], root: string, specifier: string): { workspace: Workspace; path: string } | null;
export const VITEST_MODULE_CALLS: Set<string>;
export function resolveFile(base: string): string | null;
export function nameOf(workspace: Workspace, root: string, file: string): string;
