// Runs the tool calls a response asked for, in the model's order, appending one tool result entry per call.
import { formatToolError } from '@loopscope/tools/tool-result';
import type { BranchStore } from './branch-store';
import type { LoopDriver } from './driver';
import { makeEntry } from './entries';
import type { IdSource } from './ids';
import type { SessionConfig, ToolCallRequest, ToolExecutor, ToolRunResult } from './types';

export interface ToolCallsJob {
  branches: BranchStore;
  ids: IdSource;
  driver: LoopDriver;
  executor: ToolExecutor;
  config: SessionConfig;
  branchId: string;
  signal: AbortSignal;
  calls: ToolCallRequest[];
  /** The exchange whose response asked for these calls (provenance of the results). */
  exchangeId: string | null;
}

/**
 * One call at a time, so results land in the order of `tool_calls` and a run is reproducible.
 * After an abort the remaining calls stay unanswered; the next run picks them up. A call whose tool has no
 * implementation (`manual`) is not run: it is returned, and it and the calls after it wait for the user.
 */
export async function runToolCalls(job: ToolCallsJob): Promise<ToolCallRequest | null> {
  for (const call of job.calls) {
    if (job.signal.aborted) return null;
    if (call.approval || job.config.tools.find((tool) => tool.name === call.name)?.manual) return call;
    const result = await runOne(job, call);
    const provenance = { kind: 'tool-result' as const, exchangeId: job.exchangeId ?? '', toolCallId: call.callId };
    const toolRun = { ...result, callId: call.callId, name: call.name };
    job.branches.append(job.branchId, [
      makeEntry(job.driver, job.ids, job.driver.toolResultEntry(call, result.output, job.config), provenance, {
        toolRun,
      }),
    ]);
  }
  return null;
}

async function runOne(job: ToolCallsJob, call: ToolCallRequest): Promise<ToolRunResult> {
  // A call the style answers itself (Responses' shell / apply_patch on the mock workspace): no tool source, no sandbox.
  const own = job.driver.runOwnCall?.(call, job.branches.get(job.branchId)?.messages.map((m) => m.wire) ?? []);
  if (own) return own;
  const spec = job.config.tools.find((tool) => tool.name === call.name);
  if (!spec) {
    const known = job.config.tools.map((t) => t.name).join(', ') || 'none';
    return failure('unknown_tool', `There is no tool named ${call.name} (known tools: ${known}).`);
  }
  try {
    return await job.executor.execute(call, spec.source, spec);
  } catch (error) {
    // The executor's own failure (e.g. the sandbox could not load) is still an answer the model can read.
    return failure(
      'sandbox_crashed',
      `The tool runtime failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function failure(type: 'unknown_tool' | 'sandbox_crashed', message: string): ToolRunResult {
  return { output: formatToolError(type, message), ok: false, logs: [], durationMs: 0 };
}
