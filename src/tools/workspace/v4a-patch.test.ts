// The V4A apply: creates, updates by context, deletes, and refuses what does not fit the file.
import { describe, expect, it } from 'vitest';
import { applyPatch } from './v4a-patch';

const tree = () =>
  new Map([
    ['a.py', 'one\ntwo\nthree\nfour\n'],
    ['dir/b.txt', 'x\n'],
  ]);

describe('applyPatch', () => {
  it('creates a file from + lines', () => {
    const r = applyPatch(tree(), { type: 'create_file', path: 'new/hello.txt', diff: '+hello\n+world\n' });
    expect(r.ok && r.tree.get('new/hello.txt')).toBe('hello\nworld\n');
  });

  it('refuses a create whose lines are not all additions, and a create over an existing file', () => {
    expect(applyPatch(tree(), { type: 'create_file', path: 'c.txt', diff: '+ok\n bad\n' }).ok).toBe(false);
    const over = applyPatch(tree(), { type: 'create_file', path: 'a.py', diff: '+x' });
    expect(over).toEqual({ ok: false, message: 'File already exists: a.py' });
  });

  it('replaces a line found through its context, keeping the rest', () => {
    const r = applyPatch(tree(), { type: 'update_file', path: 'a.py', diff: '@@\n two\n-three\n+THREE\n four\n' });
    expect(r.ok && r.tree.get('a.py')).toBe('one\ntwo\nTHREE\nfour\n');
  });

  it('applies two hunks in order and honours an @@ anchor', () => {
    const r = applyPatch(tree(), {
      type: 'update_file',
      path: 'a.py',
      diff: '@@ one\n-two\n+2\n@@\n-four\n+4\n+five\n',
    });
    expect(r.ok && r.tree.get('a.py')).toBe('one\n2\nthree\n4\nfive\n');
  });

  it('fails when the lines to remove are not in the file, and leaves the input tree alone', () => {
    const before = tree();
    const r = applyPatch(before, { type: 'update_file', path: 'a.py', diff: '-seven\n+7\n' });
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.message).toContain('seven');
    expect(before.get('a.py')).toBe('one\ntwo\nthree\nfour\n');
  });

  it('deletes a file, and says so when it is missing', () => {
    const r = applyPatch(tree(), { type: 'delete_file', path: './dir/b.txt' });
    expect(r.ok && [...r.tree.keys()]).toEqual(['a.py']);
    expect(applyPatch(tree(), { type: 'delete_file', path: 'nope.txt' }).ok).toBe(false);
  });

  it('refuses a path that climbs out of the workspace', () => {
    const r = applyPatch(tree(), { type: 'create_file', path: '../etc/passwd', diff: '+x' });
    expect(r.ok).toBe(false);
    expect(applyPatch(tree(), { type: 'delete_file', path: '/etc/hosts' }).ok).toBe(false);
  });
});
