// Doctor rules for the shell and apply_patch tools: a call sent back with no output, a result sent as a function's, an
// apply_patch output without its status, a shell output sent as one string.
import { str, type Obj } from '../body';
import type { DoctorRule, RuleContext } from '../types';
import { inputItems, itemsOfType, serverHeldItems } from './responses-items';
import { say } from '../details';

/** What answers each workspace call kind. */
export const WORKSPACE_OUTPUT_OF: Record<string, string> = {
  shell_call: 'shell_call_output',
  apply_patch_call: 'apply_patch_call_output',
};

/** The shell_call and apply_patch_call items in the request's context (its input and what the server holds), by call_id. */
export function workspaceCallsById(ctx: RuleContext, items: Obj[]): Map<string, Obj> {
  const calls = new Map<string, Obj>();
  for (const item of [...serverHeldItems(ctx).items, ...items]) {
    const id = str(item.call_id);
    if (id && WORKSPACE_OUTPUT_OF[String(item.type)]) calls.set(id, item);
  }
  return calls;
}

// These rules point at the spot and say what to write; none has an automatic fix, because each needs a fact only the
// caller's tool run knows (an exit code, whether the patch applied).

export const workspaceOutputAsFunction: DoctorRule = {
  id: 'workspace-output-as-function',
  title: 'A shell or apply_patch result sent as a function_call_output',
  severity: 'error',
  styles: ['responses'],
  why: 'A shell_call is answered by a shell_call_output and an apply_patch_call by an apply_patch_call_output; a function_call_output looks for a function_call with that call_id and finds none, so the shell or patch call stays without an output.',
  fix: 'For a shell_call send {"type": "shell_call_output", "call_id": …, "output": [{"stdout": "…", "stderr": "…", "outcome": {"type": "exit", "exit_code": 0}}]}; for an apply_patch_call send {"type": "apply_patch_call_output", "call_id": …, "status": "completed" or "failed", "output": "…"}.',
  apiError: 'No tool call found for function call output with call_id call_abc.',
  check(ctx) {
    const items = inputItems(ctx.call.request);
    const calls = workspaceCallsById(ctx, items);
    return itemsOfType(items, 'function_call_output').flatMap(({ index, item }) => {
      const id = str(item.call_id);
      const call = id ? calls.get(id) : undefined;
      if (!call) return [];
      const answer = WORKSPACE_OUTPUT_OF[String(call.type)];
      return [
        {
          path: ['input', index, 'type'],
          ...say('callIdBelongsTo', { id: String(id), type: String(call.type), answer: String(answer) }),
          apiError: `No tool call found for function call output with call_id ${id}.`,
        },
      ];
    });
  },
};

export const patchOutputWithoutStatus: DoctorRule = {
  id: 'patch-output-without-status',
  title: 'An apply_patch_call_output without its status',
  severity: 'error',
  styles: ['responses'],
  why: 'status is required on an apply_patch_call_output: it tells the model whether the patch applied ("completed") or not ("failed"). The output text alone is optional and cannot say it.',
  fix: 'Add "status": "completed" when the patch applied and "status": "failed" when it did not (put the reason in output).',
  apiError: "Missing required parameter: 'input[2].status'.",
  check(ctx) {
    return itemsOfType(inputItems(ctx.call.request), 'apply_patch_call_output').flatMap(({ index, item }) =>
      item.status === undefined || item.status === null
        ? [
            {
              path: ['input', index],
              ...say('patchOutputNoStatus', { id: String(item.call_id) }),
              apiError: `Missing required parameter: 'input[${index}].status'.`,
            },
          ]
        : [],
    );
  },
};

export const shellOutputAsString: DoctorRule = {
  id: 'shell-output-as-string',
  title: 'A shell_call_output whose output is one string',
  severity: 'error',
  styles: ['responses'],
  why: "A shell_call_output's output is a list with one {stdout, stderr, outcome} entry per command the shell_call ran, so the model sees each command's streams and how it ended (exit code or timeout); a single string, as a function_call_output takes, is refused.",
  fix: 'Send one entry per command: "output": [{"stdout": "…", "stderr": "…", "outcome": {"type": "exit", "exit_code": 0}}] (or "outcome": {"type": "timeout"}).',
  apiError: "Invalid type for 'input[2].output': expected an array, but got a string instead.",
  check(ctx) {
    return itemsOfType(inputItems(ctx.call.request), 'shell_call_output').flatMap(({ index, item }) =>
      typeof item.output === 'string'
        ? [
            {
              path: ['input', index, 'output'],
              ...say('shellOutputString', { id: String(item.call_id) }),
              apiError: `Invalid type for 'input[${index}].output': expected an array, but got a string instead.`,
            },
          ]
        : [],
    );
  },
};

/** The mock's (and our) names of the calls in the real 400, as src/wire/responses/pairing.ts words them. */
const CALL_NAME: Record<string, string> = { shell_call: 'shell call', apply_patch_call: 'apply patch call' };

export const workspaceCallWithoutOutput: DoctorRule = {
  id: 'workspace-call-without-output',
  title: 'A shell or apply_patch call in input left without its output',
  severity: 'error',
  styles: ['responses'],
  why: 'A shell_call or apply_patch_call sent back in input (manual state) must be answered in the same input, by a shell_call_output or apply_patch_call_output with its call_id: the model asked your code to run the command or apply the patch and waits for what happened.',
  fix: 'Run the command or apply the patch, then add its output item right after the call: a shell_call_output with one {stdout, stderr, outcome} per command, or an apply_patch_call_output with status "completed" or "failed".',
  apiError: 'No tool output found for shell call call_abc.',
  check(ctx) {
    const items = inputItems(ctx.call.request);
    const answered = new Set(
      items
        .filter(
          (i) =>
            i.type === 'shell_call_output' || i.type === 'apply_patch_call_output' || i.type === 'function_call_output',
        )
        .map((i) => str(i.call_id)),
    );
    // An answer sent as a function_call_output is workspace-output-as-function's finding: one mistake, one finding.
    return items.flatMap((item, index) => {
      const name = CALL_NAME[String(item.type)];
      const id = str(item.call_id);
      if (!name || !id || answered.has(id)) return [];
      return [
        {
          path: ['input', index],
          ...say('workspaceNoOutput', {
            type: String(item.type),
            id,
            output: String(WORKSPACE_OUTPUT_OF[String(item.type)]),
          }),
          apiError: `No tool output found for ${name} ${id}.`,
        },
      ];
    });
  },
};
