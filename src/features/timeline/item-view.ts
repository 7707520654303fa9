// The timeline's view of each API style, grouped by style: how a tool result names its call, reads as text and is
// written back when edited, and which tool calls an entry asks for. A new style adds its entry to TIMELINE_STYLES.
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ApiStyle, EntryOfStyle, TimelineEntry, WireObject } from '@loopscope/engine/types';
import { answeredCallId, functionCallOf } from '@loopscope/payloads/assistants/entries';
import { textOf, toolCallsOf } from './message-kind';

type Item = Record<string, unknown>;

export interface TimelineStyle<S extends ApiStyle = ApiStyle> {
  /** The call id a tool result answers ('' when the entry answers none). */
  resultCallId(entry: EntryOfStyle<S>): string;
  /** A tool result's text as the model reads it. */
  resultText(entry: EntryOfStyle<S>): string;
  /** The edited tool result as this style's wire object. */
  editedResult(entry: EntryOfStyle<S>, text: string, callId: string): WireObject;
  /** The tool calls the entry asks for, as [call id, tool name]. */
  calls(entry: EntryOfStyle<S>): [string, string][];
  /** The field a tool result names its call by, as the edit dialog shows it. */
  resultIdField: 'tool_call_id' | 'call_id';
  /** Where a tool result sits and the field of its text, as the edit dialog names them. */
  resultPlace: { list: string; value: string };
}

/** The text of a message item (string content or its text parts) or of a function_call_output / custom_tool_call_output. */
export function itemText(wire: Item): string | null {
  // A shell output is its per-command array (what the edit dialog shows and takes back); a patch output, its text.
  if (wire.type === 'shell_call_output') return JSON.stringify(wire.output);
  if (wire.type === 'apply_patch_call_output') return typeof wire.output === 'string' ? wire.output : '';
  if (wire.type === 'local_shell_call_output') return typeof wire.output === 'string' ? wire.output : '';
  if (wire.type === 'function_call_output' || wire.type === 'custom_tool_call_output')
    return typeof wire.output === 'string' ? wire.output : JSON.stringify(wire.output);
  return textOf(wire as unknown as ChatCompletionMessageParam);
}

const chat: TimelineStyle<'chat'> = {
  resultCallId: (entry) => (entry.wire.role === 'tool' ? entry.wire.tool_call_id : ''),
  resultText: (entry) => textOf(entry.wire) ?? '',
  editedResult: (_entry, text, callId) => ({ role: 'tool', tool_call_id: callId, content: text }),
  calls: (entry) => toolCallsOf(entry.wire).map((call) => [call.id, call.name]),
  resultIdField: 'tool_call_id',
  resultPlace: { list: 'messages', value: 'content' },
};

const responses: TimelineStyle<'responses'> = {
  resultCallId(entry) {
    const wire = entry.wire as unknown as Item;
    // A local_shell_call_output names its call by `call_id`, else by `id` (the rule of wire/responses/pairing.ts, answeredCallId).
    if (wire.type === 'local_shell_call_output')
      return String(typeof wire.call_id === 'string' ? wire.call_id : (wire.id ?? ''));
    // A Chat-style `tool` message sent to Responses (a classic mistake) names its call in `tool_call_id`.
    const id = wire.call_id ?? wire.tool_call_id;
    return typeof id === 'string' ? id : '';
  },
  resultText: (entry) => itemText(entry.wire as unknown as Item) ?? '',
  editedResult(entry, text, callId) {
    // A custom call's result keeps its own item type: a function_call_output would not answer it.
    const wire = entry.wire as unknown as Item;
    const edited = editedWorkspaceResult(wire, text, callId);
    if (edited) return edited;
    // An edited local shell output keeps naming its call by the field the client used.
    if (wire.type === 'local_shell_call_output')
      return {
        type: 'local_shell_call_output',
        [typeof wire.call_id === 'string' ? 'call_id' : 'id']: callId,
        output: text,
      } as WireObject;
    const type = wire.type === 'custom_tool_call_output' ? 'custom_tool_call_output' : 'function_call_output';
    // The output of a program's call keeps naming the program: without its caller the server refuses it.
    return { type, call_id: callId, output: text, ...(wire.caller ? { caller: wire.caller } : {}) } as WireObject;
  },
  calls: (entry) =>
    entry.kind === 'tool-call' && 'call_id' in entry.wire
      ? [[String(entry.wire.call_id), callName(entry.wire as unknown as Item)]]
      : [],
  resultIdField: 'call_id',
  resultPlace: { list: 'input', value: 'output' },
};

const NAMELESS_CALLS: Record<string, string> = {
  shell_call: 'shell',
  apply_patch_call: 'apply_patch',
  local_shell_call: 'local_shell',
};

/** A call's tool name; shell, apply_patch and local_shell calls carry none (their type names the tool). */
function callName(wire: Item): string {
  if (typeof wire.name === 'string') return wire.name;
  return NAMELESS_CALLS[String(wire.type)] ?? '';
}

/** An edited shell output: a JSON array is the new `output`, other text is one command's stdout; an edited patch output keeps its status. */
function editedWorkspaceResult(wire: Item, text: string, callId: string): WireObject | null {
  if (wire.type === 'apply_patch_call_output')
    return { type: 'apply_patch_call_output', call_id: callId, status: wire.status, output: text } as WireObject;
  if (wire.type !== 'shell_call_output') return null;
  let output: unknown;
  try {
    output = JSON.parse(text);
  } catch {
    output = null;
  }
  if (!Array.isArray(output)) output = [{ stdout: text, stderr: '', outcome: { type: 'exit', exit_code: 0 } }];
  return { type: 'shell_call_output', call_id: callId, output } as WireObject;
}

const assistants: TimelineStyle<'assistants'> = {
  resultCallId: (entry) => answeredCallId(entry.wire) ?? '',
  resultText: (entry) => (entry.wire as { output?: string }).output ?? '',
  editedResult: (_entry, text, callId) => ({ tool_call_id: callId, output: text }),
  calls(entry) {
    const call = functionCallOf(entry.wire);
    return call ? [[call.id, call.name]] : [];
  },
  resultIdField: 'tool_call_id',
  // The card's own path (timeline[n]); the output goes out as tool_outputs[].output.
  resultPlace: { list: 'timeline', value: 'output' },
};

export const TIMELINE_STYLES = { chat, responses, assistants } as const satisfies { [S in ApiStyle]: TimelineStyle<S> };

/** An entry's style view as style-free code holds it: each view only ever gets entries of its own style. */
export function timelineStyle(style: ApiStyle): TimelineStyle {
  return TIMELINE_STYLES[style] as unknown as TimelineStyle;
}

/** The call id a tool result answers, in any style (`tool_call_id` of a Chat tool message or an Assistants output, or `call_id`). */
export function resultCallId(entry: TimelineEntry): string {
  return timelineStyle(entry.style).resultCallId(entry);
}

export function resultText(entry: TimelineEntry): string {
  return timelineStyle(entry.style).resultText(entry);
}

/** The edited tool result as its style's wire object: a `tool` message, a `function_call_output` item or a `tool_outputs` entry. */
export function editedResult(entry: TimelineEntry, text: string, callId = resultCallId(entry)): WireObject {
  return timelineStyle(entry.style).editedResult(entry, text, callId);
}
