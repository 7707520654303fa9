// Test fixtures: one of each shell / apply_patch shape, typed with the installed SDK's types (`tsc` fails if a shape drifts from 7.59).
import type {
  ApplyPatchTool,
  FunctionShellTool,
  ResponseApplyPatchToolCall,
  ResponseApplyPatchToolCallOutput,
  ResponseFunctionShellToolCall,
  ResponseFunctionShellToolCallOutput,
  ResponseInputItem,
  ResponseShellCallCommandAddedEvent,
  ResponseShellCallCommandDeltaEvent,
  ResponseShellCallCommandDoneEvent,
  ToolChoiceApplyPatch,
  ToolChoiceShell,
} from 'openai/resources/responses/responses';

export const shellTool = { type: 'shell', environment: { type: 'local' } } satisfies FunctionShellTool;
export const patchTool = { type: 'apply_patch' } satisfies ApplyPatchTool;
export const TOOLS = [shellTool, patchTool];
export const chooseShell = { type: 'shell' } satisfies ToolChoiceShell;
export const choosePatch = { type: 'apply_patch' } satisfies ToolChoiceApplyPatch;

export const shellCall = {
  id: 'sh_1',
  type: 'shell_call',
  call_id: 'call_sh1',
  action: { commands: ['ls'], max_output_length: null, timeout_ms: null },
  environment: { type: 'local' },
  status: 'completed',
} satisfies ResponseFunctionShellToolCall;

export const shellOutput = {
  id: 'sho_1',
  type: 'shell_call_output',
  call_id: 'call_sh1',
  max_output_length: null,
  output: [{ stdout: 'README.md\nnotes.txt\nsrc/\n', stderr: '', outcome: { type: 'exit', exit_code: 0 } }],
  status: 'completed',
} satisfies ResponseFunctionShellToolCallOutput;

export const patchCall = {
  id: 'apc_1',
  type: 'apply_patch_call',
  call_id: 'call_ap1',
  operation: {
    type: 'update_file',
    path: 'src/greet.py',
    diff: '@@\n-    return f"Helo, {name}!"\n+    return f"Hello, {name}!"\n',
  },
  status: 'completed',
} satisfies ResponseApplyPatchToolCall;

export const patchOutput = {
  id: 'apo_1',
  type: 'apply_patch_call_output',
  call_id: 'call_ap1',
  status: 'completed',
  output: 'Updated src/greet.py',
} satisfies ResponseApplyPatchToolCallOutput;

/** The same items as a client sends them back (ids optional, the output's answer by call_id). */
export const asInput = [
  { type: 'shell_call', call_id: 'call_sh1', action: { commands: ['ls'] } },
  { type: 'shell_call_output', call_id: 'call_sh1', output: shellOutput.output },
  { type: 'apply_patch_call', call_id: 'call_ap1', operation: patchCall.operation, status: 'completed' },
  { type: 'apply_patch_call_output', call_id: 'call_ap1', status: 'failed', output: 'these lines were not found' },
] satisfies ResponseInputItem[];

export const commandEvents = [
  { type: 'response.shell_call_command.added', output_index: 0, command_index: 0, command: '', sequence_number: 2 },
  { type: 'response.shell_call_command.delta', output_index: 0, command_index: 0, delta: 'ls', sequence_number: 3 },
  { type: 'response.shell_call_command.done', output_index: 0, command_index: 0, command: 'ls', sequence_number: 4 },
] satisfies [ResponseShellCallCommandAddedEvent, ResponseShellCallCommandDeltaEvent, ResponseShellCallCommandDoneEvent];
