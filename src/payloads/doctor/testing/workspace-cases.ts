// Doctor test payloads for the shell and apply_patch rules: a call without its output, results sent as a function's, an apply_patch output without status, a shell output as one string.
import type { WireCall } from '../types';

const responses = (request: unknown, response: unknown = null): WireCall => ({ style: 'responses', request, response });

const tools = [{ type: 'shell', environment: { type: 'local' } }, { type: 'apply_patch' }];
const user = { role: 'user', content: 'Fix the typo in src/greet.py' };
const shellCall = { type: 'shell_call', id: 'sh_1', call_id: 'call_s1', action: { commands: ['cat src/greet.py'], timeout_ms: null, max_output_length: null }, status: 'completed' };
const printed = 'def greet(name):\n    return f"Helo, {name}!"\n';
const shellOutput = { type: 'shell_call_output', call_id: 'call_s1', output: [{ stdout: printed, stderr: '', outcome: { type: 'exit', exit_code: 0 } }] };
const patchCall = {
  type: 'apply_patch_call', id: 'apc_1', call_id: 'call_p1', status: 'completed',
  operation: { type: 'update_file', path: 'src/greet.py', diff: '@@\n def greet(name):\n-    return f"Helo, {name}!"\n+    return f"Hello, {name}!"\n' },
};
const patchOutput = { type: 'apply_patch_call_output', call_id: 'call_p1', status: 'completed', output: 'Updated src/greet.py' };
const body = (input: unknown[], extra: object = {}) => ({ model: 'gpt-5.5', input, tools, ...extra });
const first = responses(body([user]), { id: 'resp_1', object: 'response', output: [shellCall] });

export const WORKSPACE_CASES = {
  'workspace-output-as-function': {
    // The shell_call is held by the server behind previous_response_id: the rule finds it there too.
    bad: [first, responses(body([{ type: 'function_call_output', call_id: 'call_s1', output: printed }], { previous_response_id: 'resp_1' }))],
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
    bad: [responses(body([user, patchCall, { type: 'apply_patch_call_output', call_id: 'call_p1', output: 'Updated src/greet.py' }]))],
    at: 'input[2]',
    good: [responses(body([user, patchCall, patchOutput]))],
  },
  'shell-output-as-string': {
    bad: [responses(body([user, shellCall, { ...shellOutput, output: printed }]))],
    at: 'input[2].output',
    good: [responses(body([user, shellCall, shellOutput]))],
  },
};
