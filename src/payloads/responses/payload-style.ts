// Responses in the payload domain: where its requests keep tool calls and results (input items), the state its server
// holds, how its loops start and its answers read, what code export and trace bodies write for it (its PAYLOAD_STYLES entry).
import { isObject } from '@loopscope/wire/json-object';
import { arr, asText, contentText, opensConversation, str, type Obj } from '../doctor/body';
import { inputItems, itemsOfType } from '../doctor/rules/responses-items';
import type { BodyPath, WireCall } from '../doctor/types';
import type { PayloadStyle, StepReading, ToolUse } from '../payload-style';
import { RESPONSES_TRACE_SHAPE } from './trace-bodies';

const CALL_TYPES = new Set(['function_call', 'custom_tool_call']);
const OUTPUT_TYPES = new Set(['function_call_output', 'custom_tool_call_output']);

/** Calls come in a response's output or in later input (manual state); results as *_output input items. */
function responsesUses(loop: readonly WireCall[]): ToolUse[] {
  const uses = new Map<string, ToolUse>();
  const add = (item: Obj, turn: string, callAt: number, argsAt?: number, argsPath?: BodyPath) => {
    const id = str(item.call_id);
    if (id === undefined || !CALL_TYPES.has(String(item.type))) return;
    const known = uses.get(id);
    // A call seen in a response first is sent back later in manual state: that request is where its arguments sit.
    if (known) {
      if (known.argsAt === undefined && argsAt !== undefined) Object.assign(known, { argsAt, argsPath });
      return;
    }
    const json = item.type === 'function_call';
    uses.set(id, {
      id,
      name: String(item.name ?? ''),
      args: asText(item.arguments ?? item.input ?? ''),
      turn,
      callAt,
      json,
      ...(argsAt !== undefined ? { argsAt, argsPath } : {}),
    });
  };
  loop.forEach((call, k) => {
    const input = arr(isObject(call.request) ? call.request.input : undefined);
    let block = -1;
    input.forEach((item, i) => {
      if (!isObject(item)) return;
      if (CALL_TYPES.has(String(item.type))) {
        if (block < 0) block = i;
        add(item, `in${block}`, Math.max(0, k - 1), k, [
          'input',
          i,
          item.type === 'function_call' ? 'arguments' : 'input',
        ]);
      } else block = -1;
      const use = OUTPUT_TYPES.has(String(item.type)) ? uses.get(str(item.call_id) ?? '') : undefined;
      if (use && use.resultAt === undefined)
        Object.assign(use, { result: contentText(item.output), resultAt: k, resultPath: ['input', i, 'output'] });
    });
    for (const item of arr(isObject(call.response) ? call.response.output : undefined))
      if (isObject(item)) add(item, `out${k}`, k);
  });
  return [...uses.values()];
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The Responses item types that ask the client to run something. */
const CALL_ITEMS = new Set([
  'function_call',
  'custom_tool_call',
  'tool_search_call',
  'program',
  'shell_call',
  'apply_patch_call',
  'computer_call',
  'local_shell_call',
]);

/** A response's output: the items that ask the client to run something, its message text, its usage. */
function readAnswer(body: Obj): StepReading {
  const output = (Array.isArray(body.output) ? body.output : []).filter(isObject);
  const calls = output
    .filter(
      (item) => CALL_ITEMS.has(String(item.type)) && !(item.type === 'tool_search_call' && item.execution !== 'client'),
    )
    .map((item) => ({
      name: String(item.name ?? item.type),
      arguments:
        typeof item.arguments === 'string'
          ? item.arguments
          : typeof item.input === 'string'
            ? item.input
            : JSON.stringify(item.arguments ?? item.action ?? {}),
    }));
  const text = output
    .filter((item) => item.type === 'message')
    .flatMap((item) => (Array.isArray(item.content) ? item.content : []))
    .filter((part): part is Obj => isObject(part) && part.type === 'output_text')
    .map((part) => String(part.text ?? ''))
    .join('\n');
  const usage = isObject(body.usage) ? body.usage : {};
  const details = isObject(usage.output_tokens_details) ? usage.output_tokens_details : {};
  return {
    calls,
    text,
    usage: {
      input: num(usage.input_tokens),
      output: num(usage.output_tokens),
      reasoning: num(details.reasoning_tokens),
    },
  };
}

export const RESPONSES_PAYLOAD_STYLE: PayloadStyle = {
  name: 'responses',
  toolUses: responsesUses,
  toolResults: (request) =>
    itemsOfType(inputItems(request), 'function_call_output').map(({ index, item }) => ({
      path: ['input', index, 'output'],
      callId: str(item.call_id) ?? '',
      output: item.output,
    })),
  argumentSlots: (request) =>
    itemsOfType(inputItems(request), 'function_call').map(({ index, item }) => ({
      path: ['input', index, 'arguments'],
      value: item.arguments,
    })),
  functionOf: (tool) => ({ fn: tool, path: [] }),
  toolsListedIn: 'request',
  serverHeldTurns: true,
  // A request that points to an earlier response or a conversation continues it, whatever its input says.
  startsOver: (_method, _path, request, conversation) =>
    request.previous_response_id === undefined && request.conversation === undefined && opensConversation(conversation),
  step: {
    path: '/responses',
    serverState: (body) =>
      typeof body.previous_response_id === 'string'
        ? 'previous_response_id'
        : body.conversation !== undefined && body.conversation !== null
          ? 'conversation'
          : null,
    read: readAnswer,
  },
  trace: RESPONSES_TRACE_SHAPE,
  sdk: {
    path: '/responses',
    typescript: {
      method: 'responses.create',
      paramsType: 'ResponseCreateParams',
      module: 'openai/resources/responses/responses',
    },
    python: { resource: 'responses' },
  },
};
