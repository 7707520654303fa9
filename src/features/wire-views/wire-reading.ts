// The one-line reading of a wire object in the wire views: its text, output, arguments or listed calls, cut with an ellipsis.
import type { Wire } from '../../store';

/** Longest reading shown in a row; the full object is one click away in the inspector. */
export const READING_LIMIT = 140;

/** Text of a content or output value: a string as is, content parts by their text (a part without text by its type). */
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    return value
      .map((part) => {
        const p = part as { text?: unknown; refusal?: unknown; type?: unknown; stdout?: unknown; stderr?: unknown };
        if (typeof p.text === 'string') return p.text;
        // A shell_call_output's entry per command: what it printed.
        if (typeof p.stdout === 'string') return `${p.stdout}${typeof p.stderr === 'string' ? p.stderr : ''}`;
        // An Assistants thread message's text part keeps its text in `text.value`.
        const value = (p.text as { value?: unknown } | undefined)?.value;
        if (typeof value === 'string') return value;
        if (typeof p.refusal === 'string') return p.refusal;
        return `[${String(p.type ?? 'part')}]`;
      })
      .join(' ');
  }
  return value === undefined || value === null ? null : JSON.stringify(value);
}

/** Tool calls or outputs by name and value, as an Assistants run step or submit_tool_outputs lists them. */
function listReading(wire: Wire): string | null {
  if (Array.isArray(wire.tool_outputs))
    return (wire.tool_outputs as { output?: unknown }[]).map((o) => String(o.output ?? '')).join(' · ');
  if (wire.object !== 'thread.run.step') return null;
  return (
    wire.tool_calls as {
      type: string;
      function?: { name: string; arguments: string };
      code_interpreter?: { input: string };
    }[]
  )
    .map((c) => (c.function ? `${c.function.name}(${c.function.arguments})` : (c.code_interpreter?.input ?? c.type)))
    .join(' · ');
}

/** A shell_call by its commands, an apply_patch_call by its operation and file. */
function workspaceReading(wire: Wire): string | null {
  const commands = (wire.action as { commands?: unknown } | undefined)?.commands;
  if (wire.type === 'shell_call' && Array.isArray(commands)) return commands.map((c) => `$ ${String(c)}`).join(' · ');
  const operation = wire.operation as { type?: unknown; path?: unknown } | undefined;
  return wire.type === 'apply_patch_call' && operation ? `${String(operation.type)} ${String(operation.path)}` : null;
}

export function wireReading(wire: Wire): string {
  const summary = Array.isArray(wire.summary)
    ? (wire.summary as { text?: string }[]).map((s) => s.text ?? '').join(' ')
    : null;
  // A program reads as its code, its output as its result, a compaction as the start of its opaque blob.
  const own = (key: string) => (typeof wire[key] === 'string' ? (wire[key] as string) : null);
  const text =
    textOf(wire.content) ??
    textOf(wire.instructions) ??
    textOf(wire.output) ??
    own('arguments') ??
    own('input') ??
    own('code') ??
    own('result') ??
    summary ??
    own('encrypted_content') ??
    '';
  const name = typeof wire.name === 'string' ? `${wire.name}(…) ` : '';
  const full = listReading(wire) ?? workspaceReading(wire) ?? `${name}${text}`;
  return full.length > READING_LIMIT ? `${full.slice(0, READING_LIMIT - 1).trimEnd()}…` : full;
}
