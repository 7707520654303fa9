// Assistants in the payload domain: a run lists its calls and a submission carries their results, a new thread starts
// a loop, creating an assistant sets one up (its PAYLOAD_STYLES entry). Runs are neither re-sent nor exported by SDK method.
import { isObject } from '@loopscope/wire/json-object';
import { arr, asText, str } from '../doctor/body';
import type { WireCall } from '../doctor/types';
import type { PayloadStyle, ToolUse } from '../payload-style';

/** A run in requires_action lists its calls; `submit_tool_outputs` carries the results. */
function assistantsUses(loop: readonly WireCall[]): ToolUse[] {
  const uses = new Map<string, ToolUse>();
  loop.forEach((call, k) => {
    const run = call.response;
    const action = isObject(run) && isObject(run.required_action) ? run.required_action.submit_tool_outputs : undefined;
    for (const tc of arr(isObject(action) ? action.tool_calls : undefined)) {
      if (!isObject(tc) || typeof tc.id !== 'string' || uses.has(tc.id) || !isObject(tc.function)) continue;
      uses.set(tc.id, {
        id: tc.id,
        name: String(tc.function.name ?? ''),
        args: asText(tc.function.arguments ?? ''),
        turn: `run${k}`,
        callAt: k,
        json: true,
      });
    }
    if (!/\/submit_tool_outputs$/.test(call.path ?? '')) return;
    arr(isObject(call.request) ? call.request.tool_outputs : undefined).forEach((output, i) => {
      const use = isObject(output) ? uses.get(str(output.tool_call_id) ?? '') : undefined;
      if (use && use.resultAt === undefined)
        Object.assign(use, {
          result: asText(isObject(output) ? output.output : undefined),
          resultAt: k,
          resultPath: ['tool_outputs', i, 'output'],
        });
    });
  });
  return [...uses.values()];
}

export const ASSISTANTS_PAYLOAD_STYLE: PayloadStyle = {
  name: 'assistants',
  toolUses: assistantsUses,
  toolResults: (request) =>
    arr(isObject(request) ? request.tool_outputs : undefined).flatMap((output, i) =>
      isObject(output)
        ? [{ path: ['tool_outputs', i, 'output'], callId: str(output.tool_call_id) ?? '', output: output.output }]
        : [],
    ),
  // The run keeps its calls' arguments: no request sends them back.
  argumentSlots: () => [],
  functionOf: (tool) => ({ fn: isObject(tool.function) ? tool.function : tool, path: ['function'] }),
  // A run copies its assistant's tools: the run object lists what the model was offered.
  toolsListedIn: 'response',
  // A thread holds the conversation, but as messages the doctor does not read into a request's context.
  serverHeldTurns: false,
  startsOver: (method, path) => method === 'POST' && (path === '/threads' || path === '/threads/runs'),
  setsUp: (path) => path === '/assistants',
};
