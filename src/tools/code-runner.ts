// code_interpreter's runtime: runs a whole program in the tool sandbox and returns its console output.
import type { ToolRunner } from './types';

export interface ProgramRun {
  logs: string[];
  /** Why the program stopped early (exception, timeout, memory), or null when it ran to the end. */
  error: string | null;
}

/** Wraps `runner` (the QuickJS sandbox, direct or in a worker) as the mock API's `runCode` option. */
export function createProgramRunner(runner: ToolRunner): (program: string) => Promise<ProgramRun> {
  return async (program) => {
    // The program becomes the body of the sandbox's `run` entry point, so it gets the same limits as a tool call.
    const result = await runner.execute({ callId: 'code_interpreter', name: 'run', argumentsJson: '{}' }, `function run() {\n${program}\n}`);
    if (result.ok) return { logs: result.logs, error: null };
    const parsed = JSON.parse(result.output) as { error?: { type?: string; message?: string } };
    return { logs: result.logs, error: `${parsed.error?.type ?? 'error'}: ${parsed.error?.message ?? result.output}` };
  };
}
