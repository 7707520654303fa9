// The shell and apply_patch calls of a Responses session written out as code: their recorded outputs, and the function that answers each call with them.
import type { Branch } from '@loopscope/engine/types';
import { pyLiteral, tsLiteral } from './literals';
import type { LoopScript } from './loop-script';

type Item = Record<string, unknown>;

/** What a shell_call's commands printed in the session: one {stdout, stderr, outcome} per command, as sent back. */
export interface RecordedShell {
  commands: string[];
  output: unknown[];
}

/** How an apply_patch_call's operation went in the session. */
export interface RecordedPatch {
  operation: Item;
  status: string;
  output: string;
}

/** The session offered the shell or apply_patch tool: its program answers their calls. */
export const usesWorkspace = (script: LoopScript) => (script.config.options.workspaceTools ?? []).length > 0;

/**
 * Every shell_call and apply_patch_call of the branch with the output item that answered it (an edited one as edited),
 * in order: the same command can print something else after a patch, so the program uses each recording once.
 */
export function recordedWorkspace(branch: Branch): { shell: RecordedShell[]; patches: RecordedPatch[] } {
  const items = branch.messages.map((entry) => entry.wire as unknown as Item);
  const calls = new Map(
    items
      .filter((item) => item.type === 'shell_call' || item.type === 'apply_patch_call')
      .map((item) => [item.call_id, item]),
  );
  const shell: RecordedShell[] = [];
  const patches: RecordedPatch[] = [];
  for (const item of items) {
    const call = calls.get(item.call_id);
    if (item.type === 'shell_call_output' && call?.type === 'shell_call' && Array.isArray(item.output)) {
      const commands = ((call.action as Item | undefined)?.commands ?? []) as string[];
      shell.push({ commands, output: item.output });
    }
    if (item.type === 'apply_patch_call_output' && call?.type === 'apply_patch_call') {
      patches.push({
        operation: call.operation as Item,
        status: String(item.status),
        output: typeof item.output === 'string' ? item.output : '',
      });
    }
  }
  return { shell, patches };
}

export const TS_WORKSPACE_TYPES =
  'ResponseApplyPatchToolCall, ResponseFunctionShellCallOutputContent, ResponseFunctionShellToolCall';

/** The recorded outputs and `runWorkspaceCall`, in TypeScript. */
export function tsWorkspace(script: LoopScript): string {
  const { shell, patches } = recordedWorkspace(script.branch);
  return `

/**
 * The session's shell and apply_patch calls, in order, answered with the outputs Loopscope's pretend workspace gave
 * for the same commands or patch (each recording once: a file reads differently after a patch). Run them for real
 * in runWorkspaceCall (a shell in a sandbox, a V4A patch applier).
 */
const recordedShell: { commands: string[]; output: ResponseFunctionShellCallOutputContent[] }[] = ${tsLiteral(shell)};
const recordedPatches: { operation: ResponseApplyPatchToolCall['operation']; status: 'completed' | 'failed'; output: string }[] = ${tsLiteral(patches)};

/** An operation as one comparable text: its kind, its file and its diff. */
function patchKey(operation: ResponseApplyPatchToolCall['operation']): string {
  return JSON.stringify([operation.type, operation.path, 'diff' in operation ? operation.diff : '']);
}

/** Takes the first recording that fits out of the list. */
function takeFirst<T>(list: T[], fits: (item: T) => boolean): T | undefined {
  const index = list.findIndex(fits);
  return index < 0 ? undefined : list.splice(index, 1)[0];
}

function runWorkspaceCall(call: ResponseFunctionShellToolCall | ResponseApplyPatchToolCall): ResponseInputItem {
  if (call.type === 'shell_call') {
    const found = takeFirst(recordedShell, (result) => JSON.stringify(result.commands) === JSON.stringify(call.action.commands));
    const missing = call.action.commands.map((command) => ({ stdout: '', stderr: \`No recorded output for \${command}: run it in runWorkspaceCall.\`, outcome: { type: 'exit' as const, exit_code: 127 } }));
    return { type: 'shell_call_output', call_id: call.call_id, output: found?.output ?? missing };
  }
  const found = takeFirst(recordedPatches, (result) => patchKey(result.operation) === patchKey(call.operation));
  return { type: 'apply_patch_call_output', call_id: call.call_id, status: found?.status ?? 'failed', output: found?.output ?? \`No recorded result for this patch of \${call.operation.path}: apply it in runWorkspaceCall.\` };
}`;
}

/** The recorded outputs and `run_workspace_call`, in Python. */
export function pyWorkspace(script: LoopScript): string {
  const { shell, patches } = recordedWorkspace(script.branch);
  return `

# The session's shell and apply_patch calls, in order, answered with the outputs Loopscope's pretend workspace gave
# for the same commands or patch (each recording once: a file reads differently after a patch). Run them for real
# in run_workspace_call (a shell in a sandbox, a V4A patch applier).
RECORDED_SHELL = ${pyLiteral(shell)}
RECORDED_PATCHES = ${pyLiteral(patches)}


def patch_key(operation):
    return (operation["type"], operation["path"], operation.get("diff") or "")


def run_workspace_call(call):
    if call.type == "shell_call":
        for result in RECORDED_SHELL:
            if result["commands"] == list(call.action.commands):
                RECORDED_SHELL.remove(result)
                return {"type": "shell_call_output", "call_id": call.call_id, "output": result["output"]}
        missing = [{"stdout": "", "stderr": f"No recorded output for {command}: run it in run_workspace_call.", "outcome": {"type": "exit", "exit_code": 127}} for command in call.action.commands]
        return {"type": "shell_call_output", "call_id": call.call_id, "output": missing}
    operation = call.operation.to_dict()
    for result in RECORDED_PATCHES:
        if patch_key(result["operation"]) == patch_key(operation):
            RECORDED_PATCHES.remove(result)
            return {"type": "apply_patch_call_output", "call_id": call.call_id, "status": result["status"], "output": result["output"]}
    return {"type": "apply_patch_call_output", "call_id": call.call_id, "status": "failed", "output": f"No recorded result for this patch of {operation['path']}: apply it in run_workspace_call."}`;
}
