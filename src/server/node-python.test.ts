// The server's code_interpreter runs Python in a worker thread: real output, and a watchdog for what the interpreter cannot stop.
import { afterAll, describe, expect, it } from 'vitest';
import { createNodePythonRunner } from './node-python.ts';

const runner = createNodePythonRunner({ limits: { timeoutMs: 1000 }, graceMs: 1500 });
afterAll(() => runner.dispose());

describe('Python in a worker thread', () => {
  it('runs a program and returns what it printed', async () => {
    expect(await runner('import math\nprint(math.comb(52, 5))\nprint(sum(range(1, 101)) / 4)')).toEqual({
      logs: ['2598960', '1262.5'],
      error: null,
    });
  }, 90_000);

  it('kills a program that swallows every interrupt, then runs the next one in a fresh thread', async () => {
    const stubborn = await runner(
      'while True:\n    try:\n        sum(range(1000))\n    except BaseException:\n        pass',
    );
    expect(stubborn.error).toMatch(
      /^timeout: the program did not finish within 1000 ms; the sandbox worker was stopped/,
    );
    expect(await runner('print(7 * 6)')).toEqual({ logs: ['42'], error: null });
  }, 120_000);
});
