// code_interpreter's runtime on the calling thread (Node tests): the same interpreter and limits, without a worker's watchdog.
import { DEFAULT_PYTHON_LIMITS, type PythonLimits } from './python-limits';
import { loadPythonSession, type PythonSession } from './python-session';
import type { ProgramRunner } from './python-runner';

// One interpreter per process: loading Pyodide takes seconds, and every program gets fresh globals anyway.
let shared: Promise<PythonSession> | null = null;

/** This process's one interpreter, loaded on first use: the runners below and the session's own tests share it. */
export function sharedPythonSession(): Promise<PythonSession> {
  return (shared ??= loadPythonSession());
}

export function createDirectPythonRunner(limits: Partial<PythonLimits> = {}): ProgramRunner {
  const all = { ...DEFAULT_PYTHON_LIMITS, ...limits };
  return async (program) => (await sharedPythonSession()).run(program, all);
}
