// Orders branches as a tree (parent before children, depth for indentation) for the branch switcher.
import type { Branch } from '@loopscope/engine/types';

export interface BranchNode {
  branch: Branch;
  depth: number;
}

export function branchTree(branches: Record<string, Branch>, order: readonly string[]): BranchNode[] {
  const children = new Map<string | null, Branch[]>();
  for (const id of order) {
    const branch = branches[id];
    if (!branch) continue;
    // A parent that no longer exists makes its child a root instead of hiding it.
    const parent = branch.parentId !== null && branches[branch.parentId] ? branch.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), branch]);
  }
  const out: BranchNode[] = [];
  const walk = (parent: string | null, depth: number) => {
    for (const branch of children.get(parent) ?? []) {
      out.push({ branch, depth });
      walk(branch.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** The engine's names for a session's first branch (a fresh one, a captured loop): words of its data (saved in sessions), shown in the reader's language. */
const ENGINE_ROOT_LABELS = { Original: 'original', Captured: 'captured' } as const;

/** A branch's name as the switcher shows it: the root's engine-given name in the reader's language, any other as it was given. */
export function branchName(
  branch: Pick<Branch, 'parentId' | 'label'>,
  words: { original: string; captured: string },
): string {
  const root =
    branch.parentId === null ? ENGINE_ROOT_LABELS[branch.label as keyof typeof ENGINE_ROOT_LABELS] : undefined;
  return root ? words[root] : branch.label;
}
