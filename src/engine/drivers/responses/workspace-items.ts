// The output item that answers a `shell_call` or `apply_patch_call`: the runner's result (JSON) as the SDK's `shell_call_output` / `apply_patch_call_output`.
import type { ResponseInputItem } from 'openai/resources/responses/responses';
import { runWorkspaceCall } from '@loopscope/tools/workspace/workspace-run';
import type { ToolCallRequest, ToolRunResult } from '../../types';

/**
 * The workspace runner returns JSON (the shell's `output` array, or the patch's `{status, output}`); a result the
 * user edited into plain text still answers the call: as the shell's stdout (exit 0), or a patch's completed output.
 */
export function workspaceOutputItem(call: ToolCallRequest, text: string): ResponseInputItem {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (call.workspace?.kind === 'shell') {
    const output = Array.isArray(parsed)
      ? (parsed as Extract<ResponseInputItem, { type: 'shell_call_output' }>['output'])
      : [{ stdout: text, stderr: '', outcome: { type: 'exit' as const, exit_code: 0 } }];
    return {
      type: 'shell_call_output',
      call_id: call.callId,
      output,
      max_output_length: call.workspace.action.max_output_length,
    };
  }
  const result = parsed as { status?: unknown; output?: unknown } | undefined;
  const failed = result?.status === 'failed';
  return {
    type: 'apply_patch_call_output',
    call_id: call.callId,
    status: failed ? 'failed' : 'completed',
    output: typeof result?.output === 'string' ? result.output : text,
  };
}

/** The runner's result as the text a tool result entry carries. */
export function workspaceResultJson(
  result: { kind: 'shell'; output: unknown[] } | { kind: 'apply_patch'; status: string; output: string },
): string {
  return result.kind === 'shell'
    ? JSON.stringify(result.output)
    : JSON.stringify({ status: result.status, output: result.output });
}

/** Runs a `shell` or `apply_patch` call on the mock workspace as the branch's items left it (earlier patches included). */
export function runWorkspaceItem(call: ToolCallRequest, history: unknown[]): ToolRunResult | null {
  if (!call.workspace) return null;
  const result = runWorkspaceCall(call.workspace, history);
  const ok =
    result.kind === 'shell' ? result.output.every((o) => o.outcome.exit_code === 0) : result.status === 'completed';
  return { output: workspaceResultJson(result), ok, logs: [], durationMs: 0 };
}
