// Reads Responses items for the timeline (text, call ids, tool results) and makes the edited wire object for either style.
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { TimelineEntry, WireObject } from '../../engine/types';
import { answeredCallId } from '../../payloads/assistants/entries';
import { textOf } from './message-kind';

type Item = Record<string, unknown>;

/** The text of a message item (string content or its text parts) or of a function_call_output / custom_tool_call_output. */
export function itemText(wire: Item): string | null {
  if (wire.type === 'function_call_output' || wire.type === 'custom_tool_call_output') return typeof wire.output === 'string' ? wire.output : JSON.stringify(wire.output);
  return textOf(wire as unknown as ChatCompletionMessageParam);
}

/** The call id a tool result answers, in any style (`tool_call_id` of a Chat tool message or an Assistants output, or `call_id`). */
export function resultCallId(entry: TimelineEntry): string {
  if (entry.style === 'chat') return entry.wire.role === 'tool' ? entry.wire.tool_call_id : '';
  if (entry.style === 'assistants') return answeredCallId(entry.wire) ?? '';
  const wire = entry.wire as unknown as Item;
  // A Chat-style `tool` message sent to Responses (a classic mistake) names its call in `tool_call_id`.
  const id = wire.call_id ?? wire.tool_call_id;
  return typeof id === 'string' ? id : '';
}

export function resultText(entry: TimelineEntry): string {
  if (entry.style === 'assistants') return (entry.wire as { output?: string }).output ?? '';
  return (entry.style === 'chat' ? textOf(entry.wire) : itemText(entry.wire as unknown as Item)) ?? '';
}

/** The edited tool result as its style's wire object: a `tool` message, a `function_call_output` item or a `tool_outputs` entry. */
export function editedResult(entry: TimelineEntry, text: string, callId = resultCallId(entry)): WireObject {
  if (entry.style === 'chat') return { role: 'tool', tool_call_id: callId, content: text };
  if (entry.style === 'assistants') return { tool_call_id: callId, output: text };
  // A custom call's result keeps its own item type: a function_call_output would not answer it.
  const wire = entry.wire as unknown as Item;
  const type = wire.type === 'custom_tool_call_output' ? 'custom_tool_call_output' : 'function_call_output';
  // The output of a program's call keeps naming the program: without its caller the server refuses it.
  return { type, call_id: callId, output: text, ...(wire.caller ? { caller: wire.caller } : {}) } as WireObject;
}
