// The pairing rules over everything the model will see (chained or stored items plus the new input): every call has its output and every output its call.
import { invalidRequest } from '../errors.ts';

interface PairItem {
  type?: unknown;
  call_id?: unknown;
  execution?: unknown;
  name?: unknown;
}

/**
 * What each kind is called in the messages: vendor/wire-rules/wire-rules.md words the function ones; the custom, tool-search, shell, apply_patch
 * and computer ones follow them (our wording). A local_shell_call_output names its call by `id` only ("the unique ID of the
 * local shell tool call"), which does not say whether that is the call's `id` or `call_id`: local shell items are not paired.
 */
const CALL_NAMES: Record<string, string> = { computer_call: 'computer call', function_call: 'function call', custom_tool_call: 'custom tool call', tool_search_call: 'tool search call', shell_call: 'shell call', apply_patch_call: 'apply patch call' };
const OUTPUT_NAMES: Record<string, string> = { computer_call_output: 'computer call output', function_call_output: 'function call output', custom_tool_call_output: 'custom tool call output', tool_search_output: 'tool search output', shell_call_output: 'shell call output', apply_patch_call_output: 'apply patch call output' };

/** A hosted tool search is answered by the server in the same response; only a client-executed one waits for the caller's output. */
function pairs(item: PairItem): boolean {
  return !String(item.type).startsWith('tool_search') || (item.execution === 'client' && typeof item.call_id === 'string');
}

const ANSWERS: Record<string, string> = { computer_call_output: CALL_NAMES.computer_call!, function_call_output: CALL_NAMES.function_call!, custom_tool_call_output: CALL_NAMES.custom_tool_call!, tool_search_output: CALL_NAMES.tool_search_call!, shell_call_output: CALL_NAMES.shell_call!, apply_patch_call_output: CALL_NAMES.apply_patch_call! };

/**
 * Throws the real 400 for the first unpaired call or output, in context order; an output answers a call by `call_id`.
 * A call of an `async: true` tool may wait for its output: the SDK documents `async` as "Whether the tool response can
 * be returned asynchronously versus immediately returned on next response creation", so such a call is not owed an
 * output in the next request (and its output, when it comes, still has to answer a call).
 */
export function checkCallPairs(context: readonly PairItem[], asyncTools: ReadonlySet<string> = new Set()): void {
  const calls = new Map<string, string>();
  const outputs = new Set<string>();
  for (const item of context) {
    if (!pairs(item)) continue;
    const type = String(item.type);
    if (CALL_NAMES[type]) {
      calls.set(String(item.call_id), CALL_NAMES[type]);
      if ((type === 'function_call' || type === 'custom_tool_call') && asyncTools.has(String(item.name))) outputs.add(String(item.call_id));
    }
    if (OUTPUT_NAMES[type]) {
      const id = String(item.call_id);
      // An output answers a call of its own kind: a function_call_output finds no function call in a custom_tool_call.
      if (calls.get(id) !== ANSWERS[type]) throw invalidRequest(`No tool call found for ${OUTPUT_NAMES[type]} with call_id ${id}.`, 'input');
      outputs.add(id);
    }
  }
  for (const [id, kind] of calls) if (!outputs.has(id)) throw invalidRequest(`No tool output found for ${kind} ${id}.`, 'input');
}
