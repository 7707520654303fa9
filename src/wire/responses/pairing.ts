// The pairing rules over everything the model will see (chained or stored items plus the new input): every call has its output and every output its call.
import { invalidRequest } from '../errors.ts';

interface PairItem {
  type?: unknown;
  call_id?: unknown;
}

/** Throws the real 400 for the first unpaired call or output, in context order. */
export function checkCallPairs(context: readonly PairItem[]): void {
  const calls = new Set<string>();
  const outputs = new Set<string>();
  for (const item of context) {
    if (item.type === 'function_call') calls.add(String(item.call_id));
    if (item.type === 'function_call_output') {
      const id = String(item.call_id);
      if (!calls.has(id)) throw invalidRequest(`No tool call found for function call output with call_id ${id}.`, 'input');
      outputs.add(id);
    }
  }
  for (const id of calls) if (!outputs.has(id)) throw invalidRequest(`No tool output found for function call ${id}.`, 'input');
}
