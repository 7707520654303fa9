// The limits every code_interpreter program runs under, and the shape of what a run gives back.
import type { SandboxLimits } from '../types';

/** The sandbox's time and memory limits, plus a cap on what the program may print. */
export interface PythonLimits extends SandboxLimits {
  /** Characters of stdout and stderr kept; the rest is dropped and the output says so. */
  outputLimitChars: number;
}

/**
 * Python gets more time than a tool call (a first `import statistics` alone takes a few hundred ms in wasm), and its
 * memory limit counts what the program adds to the interpreter's own heap (about 30 MB once loaded).
 */
export const DEFAULT_PYTHON_LIMITS: PythonLimits = {
  timeoutMs: 3000,
  memoryLimitBytes: 64 * 1024 * 1024,
  outputLimitChars: 20_000,
};

/** Loading Pyodide (wasm, stdlib zip) has its own budget before the first program's clock starts. */
export const PYTHON_LOAD_BUDGET_MS = 60_000;

/** What running one program gave: its output lines, and why it stopped early (null when it ran to the end). */
export interface ProgramRun {
  logs: string[];
  error: string | null;
}
