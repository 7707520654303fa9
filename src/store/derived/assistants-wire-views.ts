// The Assistants column of "Messages vs items": a conversation as thread messages, run steps that call tools, and the
// submit_tool_outputs that answer them, from Chat messages or straight from an Assistants timeline (ids kept).
import {
  assistantsMessageText,
  assistantsWireKind,
  type AssistantSetup,
  type AssistantsWire,
} from '@loopscope/payloads/assistants/entries';
import { customCallIds, type Wire } from './wire-views';

type ToolCall = { id: string; type: string; function?: { name: string; arguments: string } };

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return (content as { text?: unknown }[])
    .map((p) => (typeof p.text === 'string' ? p.text : ((p.text as { value?: string } | undefined)?.value ?? '')))
    .join('');
}

/** Appends a tool call to the run step before it, or starts one: a run asks for all of a turn's calls in one step. */
function pushCall(rows: Wire[], call: ToolCall): void {
  const last = rows.at(-1);
  if (last?.object === 'thread.run.step' && Array.isArray(last.tool_calls)) (last.tool_calls as ToolCall[]).push(call);
  else rows.push({ object: 'thread.run.step', type: 'tool_calls', tool_calls: [call] });
}

/** Appends an output to the submit_tool_outputs before it, or starts one: one call answers every call the run waits for. */
function pushOutput(rows: Wire[], output: { tool_call_id: unknown; output: unknown }): void {
  const last = rows.at(-1);
  if (last?.object === 'submit_tool_outputs' && Array.isArray(last.tool_outputs))
    (last.tool_outputs as unknown[]).push(output);
  else rows.push({ object: 'submit_tool_outputs', tool_outputs: [output] });
}

/**
 * Chat messages as an Assistants thread: system → the assistant's instructions, tool_calls → a run step, tool →
 * submit_tool_outputs. Assistants has no custom tools: a custom call and its output are left out (the column says so).
 */
export function messagesToAssistants(messages: readonly Wire[]): Wire[] {
  const rows: Wire[] = [];
  const custom = customCallIds(messages);
  for (const m of messages) {
    if (m.role === 'system' || m.role === 'developer')
      rows.push({ object: 'assistant', instructions: textOf(m.content) });
    else if (m.role === 'tool') {
      if (!custom.has(String(m.tool_call_id))) pushOutput(rows, { tool_call_id: m.tool_call_id, output: m.content });
    } else {
      const text = textOf(m.content);
      if (text) rows.push({ object: 'thread.message', role: m.role, content: text });
      for (const call of Array.isArray(m.tool_calls) ? (m.tool_calls as ToolCall[]) : [])
        if (!custom.has(call.id)) pushCall(rows, { id: call.id, type: 'function', function: call.function });
    }
  }
  return rows;
}

/** An Assistants timeline in the same rows, built-in tool calls (code_interpreter, file_search) included. */
export function assistantsRows(wires: readonly AssistantsWire[]): Wire[] {
  const rows: Wire[] = [];
  for (const wire of wires) {
    const w = wire as unknown as Wire;
    const kind = assistantsWireKind(wire);
    if (kind === 'setup') rows.push({ object: 'assistant', instructions: (wire as AssistantSetup).instructions ?? '' });
    else if (kind === 'function-call' || kind === 'builtin-call') pushCall(rows, w as unknown as ToolCall);
    else if (kind === 'tool-output') pushOutput(rows, { tool_call_id: w.tool_call_id, output: w.output });
    else
      rows.push({
        object: 'thread.message',
        role: kind === 'assistant' ? 'assistant' : 'user',
        content: assistantsMessageText(wire),
      });
  }
  return rows;
}

/** An Assistants timeline as the Chat messages that say the same; built-in tool calls have no Chat form and are left out. */
export function assistantsToMessages(wires: readonly AssistantsWire[]): Wire[] {
  const out: Wire[] = [];
  for (const wire of wires) {
    const w = wire as unknown as Wire;
    const kind = assistantsWireKind(wire);
    if (kind === 'setup') {
      const instructions = (wire as AssistantSetup).instructions;
      if (instructions) out.push({ role: 'system', content: instructions });
    } else if (kind === 'function-call') {
      const last = out.at(-1);
      const call = { id: w.id, type: 'function', function: w.function };
      if (last?.role === 'assistant' && Array.isArray(last.tool_calls)) (last.tool_calls as unknown[]).push(call);
      else out.push({ role: 'assistant', content: null, tool_calls: [call] });
    } else if (kind === 'tool-output') out.push({ role: 'tool', tool_call_id: w.tool_call_id, content: w.output });
    else if (kind !== 'builtin-call')
      out.push({ role: kind === 'assistant' ? 'assistant' : 'user', content: assistantsMessageText(wire) });
  }
  return out;
}
