// Branch tree: parents before children with depth; orphans are shown as roots rather than lost.
import { describe, expect, it } from 'vitest';
import { branchName, branchTree } from './branch-tree';
import { branch } from '../../store/testing/fixtures';

describe('branchTree', () => {
  it('nests forks under the branch they came from, keeping creation order', () => {
    const branches = {
      main: branch({ id: 'main' }),
      a: branch({ id: 'a', parentId: 'main', forkIndex: 3 }),
      b: branch({ id: 'b', parentId: 'main', forkIndex: 4 }),
      a1: branch({ id: 'a1', parentId: 'a', forkIndex: 5 }),
    };
    expect(branchTree(branches, ['main', 'a', 'b', 'a1']).map((n) => `${n.branch.id}:${n.depth}`)).toEqual([
      'main:0',
      'a:1',
      'a1:2',
      'b:1',
    ]);
  });

  it('shows a branch whose parent is gone as a root', () => {
    const branches = { x: branch({ id: 'x', parentId: 'deleted' }) };
    expect(branchTree(branches, ['x'])).toHaveLength(1);
  });
  it('names the root branch the engine called "Original" in the reader\'s language, and keeps every other name', () => {
    expect(branchName(branch({ parentId: null, label: 'Original' }), { original: '원본', captured: '캡처' })).toBe(
      '원본',
    );
    expect(branchName(branch({ parentId: null, label: 'Captured' }), { original: '원본', captured: '캡처' })).toBe(
      '캡처',
    );
    expect(branchName(branch({ parentId: 'main', label: 'Original' }), { original: '원본', captured: '캡처' })).toBe(
      'Original',
    );
    expect(branchName(branch({ parentId: null, label: 'My run' }), { original: '원본', captured: '캡처' })).toBe(
      'My run',
    );
  });
});
