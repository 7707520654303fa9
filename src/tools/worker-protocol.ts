// Messages between the page and the sandbox worker, and the worker-side handler (kept apart from the worker entry so Node can test it).
import { createSandboxExecutor } from './sandbox-executor';
import { zodSourceToParameters, type ZodConversion } from './zod-source';
import type { SandboxLimits, ToolCall, ToolRun } from './types';

/** Run one tool call. */
export interface ToolJob {
  kind: 'tool';
  id: number;
  call: ToolCall;
  source: string;
  limits: SandboxLimits;
}

/** Evaluate zod source and convert it to strict parameters. */
export interface ZodJob {
  kind: 'zod';
  id: number;
  source: string;
  limits: SandboxLimits;
}

export type SandboxJob = ToolJob | ZodJob;

export type SandboxJobResult =
  | { kind: 'tool'; id: number; run: ToolRun }
  | { kind: 'zod'; id: number; conversion: ZodConversion };

/** Runs one job on the worker's thread; limits travel with each job so the page stays in charge of them. */
export async function handleSandboxJob(job: SandboxJob): Promise<SandboxJobResult> {
  if (job.kind === 'zod') {
    return { kind: 'zod', id: job.id, conversion: await zodSourceToParameters(job.source, { limits: job.limits }) };
  }
  const run = await createSandboxExecutor({ limits: job.limits }).execute(job.call, job.source);
  return { kind: 'tool', id: job.id, run };
}
