// Doctor rules for the local_shell tool: an output that answers no local_shell_call, and a call sent back without its output (the mock's pairing rules).
import { str, type Obj } from '../body';
import type { DoctorRule } from '../types';
import { answeredCallId, localShellCallOf } from '@loopscope/wire/responses/pairing';
import { inputItems, itemsOfType, lookupContext } from './responses-items';
import { say } from '../details';

export const localShellOutputUnknownCall: DoctorRule = {
  id: 'local-shell-output-unknown-call',
  title: 'A local_shell_call_output that answers no local_shell_call',
  severity: 'error',
  styles: ['responses'],
  why: "A local_shell_call_output names the call it answers by the call's call_id (sent as call_id, or as id, the field the SDK's type names); the API looks it up among the local_shell_call items in input and those the server holds for the request, and this one is in neither.",
  fix: 'Send the call_id of the local_shell_call the model made ({"type": "local_shell_call_output", "call_id": call.call_id, "output": "…"}), and send that call too unless previous_response_id or the conversation carries it.',
  apiError: 'No tool call found for local shell call output with call_id call_abc.',
  check(ctx) {
    const found = lookupContext(ctx);
    if (!found) return [];
    const { items, context } = found;
    return itemsOfType(items, 'local_shell_call_output').flatMap(({ index, item }) => {
      const id = answeredCallId(item);
      return localShellCallOf(item, context)
        ? []
        : [
            {
              path: ['input', index, typeof item.call_id === 'string' ? 'call_id' : 'id'],
              ...say('noLocalShellCall', { id }),
              apiError: `No tool call found for local shell call output with call_id ${id}.`,
            },
          ];
    });
  },
};

export const localShellCallWithoutOutput: DoctorRule = {
  id: 'local-shell-call-without-output',
  title: 'A local_shell_call in input left without its output',
  severity: 'error',
  styles: ['responses'],
  why: 'A local_shell_call sent back in input (manual state) must be answered in the same input by a local_shell_call_output naming its call_id: the model asked your code to run the command and waits for what it printed.',
  fix: 'Run the command, then add {"type": "local_shell_call_output", "call_id": call.call_id, "output": "…"} right after the call.',
  apiError: 'No tool output found for local shell call call_abc.',
  check(ctx) {
    const items = inputItems(ctx.call.request);
    const outputs = items.filter((i) => i.type === 'local_shell_call_output');
    const answered = new Set(outputs.map((o) => localShellCallOf(o, items)).filter((c): c is Obj => c !== undefined));
    return itemsOfType(items, 'local_shell_call').flatMap(({ index, item }) => {
      const id = str(item.call_id);
      return !id || answered.has(item)
        ? []
        : [
            {
              path: ['input', index],
              ...say('localShellNoOutput', { id }),
              apiError: `No tool output found for local shell call ${id}.`,
            },
          ];
    });
  },
};
