// Messages between the page and the sandbox worker, and the worker-side handler (kept apart from the worker entry so Node can test it).
import { createSandboxExecutor } from './sandbox-executor';
import type { SandboxLimits, ToolCall, ToolRun } from './types';

export interface SandboxJob {
  id: number;
  call: ToolCall;
  source: string;
  limits: SandboxLimits;
}

export interface SandboxJobResult {
  id: number;
  run: ToolRun;
}

/** Runs one job with the direct executor; limits travel with each job so the page stays in charge of them. */
export async function handleSandboxJob(job: SandboxJob): Promise<SandboxJobResult> {
  const run = await createSandboxExecutor({ limits: job.limits }).execute(job.call, job.source);
  return { id: job.id, run };
}
