// The code_interpreter runtime runs whole programs in the QuickJS sandbox and reports their output and failures.
import { describe, expect, it } from 'vitest';
import { createProgramRunner } from './code-runner';
import { createSandboxExecutor } from './sandbox-executor';

describe('createProgramRunner', () => {
  const run = createProgramRunner(createSandboxExecutor());

  it('returns what the program logs', async () => {
    expect(await run('const x = (14 - 11) / 3;\nconsole.log(`x = ${x}`);')).toEqual({ logs: ['x = 1'], error: null });
  });

  it('reports an exception with the lines logged before it', async () => {
    const result = await run('console.log("start");\nnull.boom;');
    expect(result.logs).toEqual(['start']);
    expect(result.error).toMatch(/^exception: TypeError/);
  });

  it('stops a program that never ends', async () => {
    const result = await run('while (true) {}');
    expect(result.error).toMatch(/^timeout:/);
  });
});
