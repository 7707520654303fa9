// Runs a `shell_call` or an `apply_patch_call` against the workspace as the timeline left it: the starting tree plus every patch that succeeded before.
import { runCommand } from './fake-shell';
import { startingTree, type FileTree } from './file-tree';
import { applyPatch, type PatchOperation } from './v4a-patch';

/** A shell call's `action` (SDK `ResponseFunctionShellToolCall.Action`). */
export interface ShellAction {
  commands: string[];
  max_output_length: number | null;
  timeout_ms: number | null;
}

/** What the engine hands over: the call, and the wire items before it (the patches already applied live there). */
export type WorkspaceCall = { kind: 'shell'; action: ShellAction } | { kind: 'apply_patch'; operation: PatchOperation };

/** One `shell_call_output.output[]` entry (SDK `ResponseFunctionShellCallOutputContent`). */
export interface ShellOutputChunk {
  stdout: string;
  stderr: string;
  outcome: { type: 'exit'; exit_code: number };
}

export type WorkspaceResult =
  | { kind: 'shell'; output: ShellOutputChunk[] }
  | { kind: 'apply_patch'; status: 'completed' | 'failed'; output: string };

type Item = Record<string, unknown>;

/** The tree after every apply_patch call in `history` whose output says `completed`, applied in call order. */
export function workspaceAt(history: readonly unknown[]): FileTree {
  const items = history.filter((i): i is Item => typeof i === 'object' && i !== null);
  const done = new Set(
    items.filter((i) => i.type === 'apply_patch_call_output' && i.status === 'completed').map((i) => i.call_id),
  );
  let tree = startingTree();
  for (const item of items) {
    if (item.type !== 'apply_patch_call' || !done.has(item.call_id)) continue;
    const result = applyPatch(tree, item.operation as PatchOperation);
    if (result.ok) tree = result.tree;
  }
  return tree;
}

/** Each command runs on the same tree (the shell cannot change it); `max_output_length` cuts stdout and stderr. */
export function runWorkspaceCall(call: WorkspaceCall, history: readonly unknown[]): WorkspaceResult {
  const tree = workspaceAt(history);
  if (call.kind === 'apply_patch') {
    const result = applyPatch(tree, call.operation);
    return { kind: 'apply_patch', status: result.ok ? 'completed' : 'failed', output: result.message };
  }
  const cap = call.action.max_output_length;
  const cut = (text: string) => (cap !== null && cap >= 0 && text.length > cap ? text.slice(0, cap) : text);
  const output = call.action.commands.map((command): ShellOutputChunk => {
    const run = runCommand(tree, command);
    return { stdout: cut(run.stdout), stderr: cut(run.stderr), outcome: { type: 'exit', exit_code: run.exitCode } };
  });
  return { kind: 'shell', output };
}
