// The pretend shell: read-only commands over the tree, pipes, and refusals for writes, network and privileges.
import { describe, expect, it } from 'vitest';
import { runCommand } from './fake-shell';
import { startingTree } from './file-tree';

const run = (line: string) => runCommand(startingTree(), line);

describe('runCommand', () => {
  it('lists the root and a directory', () => {
    expect(run('ls').stdout).toBe('README.md\nnotes.txt\nsrc/\n');
    expect(run('ls src').stdout).toBe('greet.py\n');
    expect(run('ls missing')).toMatchObject({
      exitCode: 2,
      stderr: "ls: cannot access 'missing': No such file or directory\n",
    });
  });

  it('prints files, with the errors a shell gives', () => {
    expect(run('cat notes.txt')).toEqual({ stdout: 'todo: fix the greeting typo\n', stderr: '', exitCode: 0 });
    expect(run('cat nope.txt')).toMatchObject({ exitCode: 1, stderr: 'cat: nope.txt: No such file or directory\n' });
    expect(run('cat src').stderr).toBe('cat: src: Is a directory\n');
  });

  it('greps with line numbers, and pipes one command into the next', () => {
    expect(run('grep -n Helo src/greet.py').stdout).toBe('2:    return f"Helo, {name}!"\n');
    expect(run('grep nothing-here README.md').exitCode).toBe(1);
    expect(run('cat src/greet.py | head -n 1').stdout).toBe('def greet(name):\n');
    expect(run('cat README.md | wc -l').stdout).toBe('4\n');
  });

  it('refuses writes, the network, privileges and chained commands, with exit code 126', () => {
    for (const line of [
      'rm -rf /',
      'sudo ls',
      'curl http://example.com',
      'touch x',
      'ls; cat notes.txt',
      'echo hi > notes.txt',
      ':(){ :|:& };:',
      'python -c 1',
    ]) {
      const r = run(line);
      expect(r.exitCode, line).toBe(126);
      expect(r.stderr, line).toMatch(/^refused: /);
    }
  });

  it('answers an unknown command as sh does', () => {
    expect(run('frobnicate now')).toEqual({ stdout: '', stderr: 'sh: 1: frobnicate: not found\n', exitCode: 127 });
  });
});
