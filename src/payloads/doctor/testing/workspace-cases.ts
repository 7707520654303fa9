// Doctor test payloads for the shell, apply_patch and local_shell rules: a call without its output, results sent as a
// function's, an apply_patch output without status, a shell output as one string, a local shell output answering no
// call.
import type { WireCall } from '../types';

const responses = (request: unknown, response: unknown = null): WireCall => ({ style: 'responses', request, response });

const tools = [{ type: 'shell', environment: { type: 'local' } }, { type: 'apply_patch' }];
const user = { role: 'user', content: 'Fix the typo in src/greet.py' };
const shellCall = {
  type: 'shell_call',
  id: 'sh_1',
  call_id: 'call_s1',
  action: { commands: ['cat src/greet.py'], timeout_ms: null, max_output_length: null },
  status: 'completed',
};
const printed = 'def greet(name):\n    return f"Helo, {name}!"\n';
const shellOutput = {
  type: 'shell_call_output',
  call_id: 'call_s1',
  output: [{ stdout: printed, stderr: '', outcome: { type: 'exit', exit_code: 0 } }],
};
const patchCall = {
  type: 'apply_patch_call',
  id: 'apc_1',
  call_id: 'call_p1',
  status: 'completed',
  operation: {
    type: 'update_file',
    path: 'src/greet.py',
    diff: '@@\n def greet(name):\n-    return f"Helo, {name}!"\n+    return f"Hello, {name}!"\n',
  },
};
const patchOutput = {
  type: 'apply_patch_call_output',
  call_id: 'call_p1',
  status: 'completed',
  output: 'Updated src/greet.py',
};
const body = (input: unknown[], extra: object = {}) => ({ model: 'gpt-5.5', input, tools, ...extra });
const first = responses(body([user]), { id: 'resp_1', object: 'response', output: [shellCall] });

const localShellCall = {
  type: 'local_shell_call',
  id: 'lsh_1',
  call_id: 'call_ls1',
  status: 'completed',
  action: { type: 'exec', command: ['bash', '-lc', 'ls'], env: {} },
};
const localBody = (input: unknown[]) => ({ model: 'gpt-5.1-codex-max', input, tools: [{ type: 'local_shell' }] });
const localFirst = responses(localBody([user]), { id: 'resp_ls', object: 'response', output: [localShellCall] });

export const WORKSPACE_CASES = {
  'workspace-output-as-function': {
    // The shell_call is held by the server behind previous_response_id: the rule finds it there too.
    bad: [
      first,
      responses(
        body([{ type: 'function_call_output', call_id: 'call_s1', output: printed }], {
          previous_response_id: 'resp_1',
        }),
      ),
    ],
    at: 'input[0].type',
    good: [first, responses(body([shellOutput], { previous_response_id: 'resp_1' }))],
  },
  'workspace-call-without-output': {
    // Manual state: the patch call goes back in input, but what the patch did is missing; the shell call is answered.
    bad: [responses(body([user, shellCall, shellOutput, patchCall]))],
    at: 'input[3]',
    good: [responses(body([user, shellCall, shellOutput, patchCall, patchOutput]))],
  },
  'patch-output-without-status': {
    bad: [
      responses(
        body([
          user,
          patchCall,
          { type: 'apply_patch_call_output', call_id: 'call_p1', output: 'Updated src/greet.py' },
        ]),
      ),
    ],
    at: 'input[2]',
    good: [responses(body([user, patchCall, patchOutput]))],
  },
  'shell-output-as-string': {
    bad: [responses(body([user, shellCall, { ...shellOutput, output: printed }]))],
    at: 'input[2].output',
    good: [responses(body([user, shellCall, shellOutput]))],
  },
  'local-shell-output-unknown-call': {
    // The output names a call id no local_shell_call carries; the good one names the call held behind previous_response_id by its call_id.
    bad: [
      localFirst,
      responses({
        ...localBody([{ type: 'local_shell_call_output', call_id: 'call_other', output: 'README.md' }]),
        previous_response_id: 'resp_ls',
      }),
    ],
    at: 'input[0].call_id',
    good: [
      localFirst,
      responses({
        ...localBody([{ type: 'local_shell_call_output', call_id: 'call_ls1', output: 'README.md' }]),
        previous_response_id: 'resp_ls',
      }),
    ],
  },
  'local-shell-call-without-output': {
    // Manual state: the call goes back in input without its output; the good one answers it by `id`, the field the SDK's type names.
    bad: [responses(localBody([user, localShellCall]))],
    at: 'input[1]',
    good: [
      responses(
        localBody([user, localShellCall, { type: 'local_shell_call_output', id: 'call_ls1', output: 'README.md' }]),
      ),
    ],
  },
};
