// Every tool call of a loop paired with its result, in all three API styles: what the stuck-loop rules compare.
import { isObject } from '../../../wire/json-object';
import { arr, str, type Obj } from '../body';
import type { BodyPath, WireCall } from '../types';

/** One call the model made and, once a later request carries it, the result it was given. */
export interface ToolUse {
  id: string;
  name: string;
  /** The arguments as the model wrote them. */
  args: string;
  /** The model turn it belongs to (parallel calls share one). */
  turn: string;
  /** Index of the request whose response made the call (the first request that shows it, when no response does). */
  callAt: number;
  /** The first request that sends the call back (Chat's assistant message, Responses' function_call input item) and the arguments' path in it. */
  argsAt?: number;
  argsPath?: BodyPath;
  /** False for a custom (freeform) tool's call: its input is text, not JSON arguments. */
  json?: boolean;
  result?: string;
  /** Index of the first request that carries the result, and where in its body the result text sits. */
  resultAt?: number;
  resultPath?: BodyPath;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value ?? null));

/** Chat: the history grows as a prefix, so a message's index names it across requests. */
function chatUses(loop: readonly WireCall[]): ToolUse[] {
  const uses = new Map<string, ToolUse>();
  loop.forEach((call, k) => {
    const messages = arr(isObject(call.request) ? call.request.messages : undefined);
    messages.forEach((message, m) => {
      if (!isObject(message)) return;
      arr(message.tool_calls).forEach((tc, c) => {
        if (!isObject(tc) || typeof tc.id !== 'string' || uses.has(tc.id)) return;
        const fn = isObject(tc.function) ? tc.function : isObject(tc.custom) ? { name: tc.custom.name, arguments: tc.custom.input } : {};
        const json = isObject(tc.function);
        const argsPath = json ? ['messages', m, 'tool_calls', c, 'function', 'arguments'] : ['messages', m, 'tool_calls', c, 'custom', 'input'];
        uses.set(tc.id, { id: tc.id, name: String(fn.name ?? ''), args: text(fn.arguments ?? ''), turn: `m${m}`, callAt: Math.max(0, k - 1), argsAt: k, argsPath, json });
      });
      const use = message.role === 'tool' ? uses.get(str(message.tool_call_id) ?? '') : undefined;
      if (use && use.resultAt === undefined) Object.assign(use, { result: contentText(message.content), resultAt: k, resultPath: ['messages', m, 'content'] });
    });
  });
  return [...uses.values()];
}

function contentText(content: unknown): string {
  if (Array.isArray(content)) return content.map((part) => (isObject(part) && typeof part.text === 'string' ? part.text : text(part))).join('');
  return text(content);
}

const CALL_TYPES = new Set(['function_call', 'custom_tool_call']);
const OUTPUT_TYPES = new Set(['function_call_output', 'custom_tool_call_output']);

/** Responses: calls come in a response's output or in later input (manual state); results as *_output input items. */
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
    uses.set(id, { id, name: String(item.name ?? ''), args: text(item.arguments ?? item.input ?? ''), turn, callAt, json, ...(argsAt !== undefined ? { argsAt, argsPath } : {}) });
  };
  loop.forEach((call, k) => {
    const input = arr(isObject(call.request) ? call.request.input : undefined);
    let block = -1;
    input.forEach((item, i) => {
      if (!isObject(item)) return;
      if (CALL_TYPES.has(String(item.type))) {
        if (block < 0) block = i;
        add(item, `in${block}`, Math.max(0, k - 1), k, ['input', i, item.type === 'function_call' ? 'arguments' : 'input']);
      } else block = -1;
      const use = OUTPUT_TYPES.has(String(item.type)) ? uses.get(str(item.call_id) ?? '') : undefined;
      if (use && use.resultAt === undefined) Object.assign(use, { result: contentText(item.output), resultAt: k, resultPath: ['input', i, 'output'] });
    });
    for (const item of arr(isObject(call.response) ? call.response.output : undefined)) if (isObject(item)) add(item, `out${k}`, k);
  });
  return [...uses.values()];
}

/** Assistants: a run in requires_action lists its calls; `submit_tool_outputs` carries the results. */
function assistantsUses(loop: readonly WireCall[]): ToolUse[] {
  const uses = new Map<string, ToolUse>();
  loop.forEach((call, k) => {
    const run = call.response;
    const action = isObject(run) && isObject(run.required_action) ? run.required_action.submit_tool_outputs : undefined;
    for (const tc of arr(isObject(action) ? action.tool_calls : undefined)) {
      if (!isObject(tc) || typeof tc.id !== 'string' || uses.has(tc.id) || !isObject(tc.function)) continue;
      uses.set(tc.id, { id: tc.id, name: String(tc.function.name ?? ''), args: text(tc.function.arguments ?? ''), turn: `run${k}`, callAt: k, json: true });
    }
    if (!/\/submit_tool_outputs$/.test(call.path ?? '')) return;
    arr(isObject(call.request) ? call.request.tool_outputs : undefined).forEach((output, i) => {
      const use = isObject(output) ? uses.get(str(output.tool_call_id) ?? '') : undefined;
      if (use && use.resultAt === undefined) Object.assign(use, { result: text((output as Obj).output), resultAt: k, resultPath: ['tool_outputs', i, 'output'] });
    });
  });
  return [...uses.values()];
}

/** Every tool call of the loop, answered or not, in the order the model made them. */
export function allUses(loop: readonly WireCall[]): ToolUse[] {
  const style = loop.find((call) => call.style !== 'other')?.style;
  return style === 'responses' ? responsesUses(loop) : style === 'assistants' ? assistantsUses(loop) : chatUses(loop);
}

/** The loop's tool uses that have a result, in the order the model made them. */
export function answeredUses(loop: readonly WireCall[]): ToolUse[] {
  return allUses(loop).filter((use) => use.resultAt !== undefined);
}

/** Uses grouped by model turn, in order: one turn's parallel calls together. */
export function turnsOf(uses: readonly ToolUse[]): ToolUse[][] {
  const turns = new Map<string, ToolUse[]>();
  for (const use of uses) turns.set(use.turn, [...(turns.get(use.turn) ?? []), use]);
  return [...turns.values()];
}

/** The arguments with keys sorted, so `{"a":1,"b":2}` and `{"b":2,"a":1}` count as the same call. */
export function canonicalArgs(args: string): string {
  try {
    return JSON.stringify(sortKeys(JSON.parse(args)));
  } catch {
    return args.trim();
  }
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sortKeys(value[key])]));
}

/** A turn's calls and results as one comparable text. */
export function turnKey(turn: readonly ToolUse[], withResults = true): string {
  return turn.map((u) => `${u.name}(${canonicalArgs(u.args)})${withResults ? `=>${u.result ?? ''}` : ''}`).sort().join('\n');
}
