// Messages between a host and its Python worker, and the worker-side handler (kept apart from the worker entries so Node can test it).
import type { ProgramRun, PythonLimits } from './python-limits';
import type { PythonSession } from './python-session';

/** Run one program; limits travel with each job so the host stays in charge of them. */
export interface PythonJob {
  id: number;
  program: string;
  limits: PythonLimits;
}

export interface PythonJobResult {
  id: number;
  run: ProgramRun;
}

/** The worker's one interpreter, loaded with its first job (so nothing loads before a code_interpreter run starts). */
export function createPythonJobHandler(
  load: () => Promise<PythonSession>,
): (job: PythonJob) => Promise<PythonJobResult> {
  let session: Promise<PythonSession> | null = null;
  return async (job) => {
    try {
      const python = await (session ??= load());
      return { id: job.id, run: python.run(job.program, job.limits) };
    } catch (e) {
      session = null;
      return {
        id: job.id,
        run: {
          logs: [],
          error: `sandbox_crashed: Python could not start: ${e instanceof Error ? e.message : String(e)}`,
        },
      };
    }
  };
}
