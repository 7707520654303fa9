// code_interpreter's Python really runs (Pyodide in this thread) and stays inside its time, memory and output limits.
import { beforeAll, describe, expect, it } from 'vitest';
import type { PythonSession } from './python-session';
import { DEFAULT_PYTHON_LIMITS } from './python-limits';
import { sharedPythonSession } from './direct-python';

// A generous clock for programs that should finish (a loaded CI machine is slow); the test about the clock sets its own.
const limits = {
  ...DEFAULT_PYTHON_LIMITS,
  timeoutMs: 10_000,
  memoryLimitBytes: 32 * 1024 * 1024,
  outputLimitChars: 2000,
};
let python: PythonSession;

// The process's one interpreter (loadPythonSession, loaded once): test files share a worker (vite.config.ts), and the
// code_interpreter and Assistants tests load the same one, so Pyodide's seconds of start are paid once, not per file.
beforeAll(async () => {
  python = await sharedPythonSession();
}, 60_000);

describe('a Python program', () => {
  it('runs for real: exact big integers, Python division and f-strings', () => {
    // JavaScript would print 1.2676506002282294e+30 and 3.5 as 3.5 but 6/2 as 3; Python keeps every digit and prints 3.0.
    expect(python.run('print(2 ** 100)\nprint(6 / 2)\nx = 7\nprint(f"{x = }")', limits)).toEqual({
      logs: ['1267650600228229401496703205376', '3.0', 'x = 7'],
      error: null,
    });
  });

  it('has the standard library: fractions and statistics', () => {
    const run = python.run(
      'from fractions import Fraction\nimport statistics\nprint(Fraction(14 - 11, 3))\nprint(statistics.median([4, 1, 3, 2]))',
      limits,
    );
    expect(run).toEqual({ logs: ['1', '2.5'], error: null });
  });

  it('starts each program with fresh globals', () => {
    python.run('leftover = 1', limits);
    expect(python.run('print("leftover" in globals())', limits).logs).toEqual(['False']);
  });

  it('reports an exception with the lines printed before it', () => {
    expect(python.run('print("start")\n1 / 0', limits)).toEqual({
      logs: ['start'],
      error: 'exception: ZeroDivisionError: division by zero',
    });
  });

  it('tells a program that does not parse from one that fails while running', () => {
    expect(python.run('print((1 +) 2)', limits)).toEqual({
      logs: [],
      error: 'syntax_error: SyntaxError: invalid syntax',
    });
  });

  it('stops a program that never ends, also one in a C call, and still runs the next', () => {
    const brief = { ...limits, timeoutMs: 1000 };
    expect(python.run('while True:\n    pass', brief).error).toMatch(/^timeout:/);
    expect(python.run('x = 10 ** (10 ** 8)', brief).error).toMatch(/^timeout:/);
    expect(python.run('print("after")', limits)).toEqual({ logs: ['after'], error: null });
  });

  it('stops a memory bomb at the limit, one big allocation or many small ones, and still runs the next', () => {
    expect(python.run('s = "x" * (200 * 1024 * 1024)', limits).error).toMatch(/^out_of_memory:/);
    expect(python.run('chunks = []\nwhile True:\n    chunks.append(bytearray(1024 * 1024))', limits).error).toMatch(
      /^out_of_memory:/,
    );
    expect(python.run('print(len(bytearray(1024 * 1024)))', limits)).toEqual({ logs: ['1048576'], error: null });
  });

  it('keeps only the first characters of huge output and says how much it dropped', () => {
    const run = python.run('for i in range(2000):\n    print("line", i, "x" * 100)', limits);
    expect(run.error).toBeNull();
    expect(run.logs.join('\n').length).toBeLessThan(limits.outputLimitChars + 200);
    expect(run.logs[0]).toBe(`line 0 ${'x'.repeat(100)}`);
    expect(run.logs.at(-1)).toMatch(/^… output truncated: \d+ more bytes not kept/);
  });

  it('cannot reach JavaScript: js and pyodide do not import', () => {
    expect(python.run('import js', limits).error).toMatch(/^exception: ImportError: js is not available/);
    expect(python.run('from pyodide.code import run_js', limits).error).toMatch(
      /^exception: ImportError: pyodide is not available/,
    );
  });
});
