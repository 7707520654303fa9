// What an Assistants request edited at a breakpoint changes on the timeline: the setup (create assistant), a
// message the user adds (create message, or the messages a new thread starts with), or submitted tool outputs.
import {
  assistantsWireKind,
  type AssistantsWire,
  type SubmittedToolOutput,
} from '@loopscope/payloads/assistants/entries';
import type { SentEdit } from '../../driver';

type Loose = Record<string, unknown>;

function parse(text: string): Loose | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : null;
  } catch {
    return null;
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The last index whose wire the test accepts, or -1. */
function findLast(wires: AssistantsWire[], test: (w: AssistantsWire) => boolean): number {
  for (let i = wires.length - 1; i >= 0; i--) if (test(wires[i]!)) return i;
  return -1;
}

/** Replaces the entry that went out as `original` with `edited` (matched by its exact JSON, newest first). */
function replaceSame(wires: AssistantsWire[], original: unknown, edited: unknown): boolean {
  const at = findLast(wires, (w) => same(w, original));
  if (at < 0 || edited === null || typeof edited !== 'object') return false;
  wires[at] = edited as AssistantsWire;
  return true;
}

/** Submitted outputs pair by position; each finds its entry by call id, or (a replay submits to new ids) by its text. */
function replaceOutputs(
  wires: AssistantsWire[],
  original: SubmittedToolOutput[],
  edited: SubmittedToolOutput[],
): boolean {
  let changed = false;
  const taken = new Set<number>();
  original.forEach((before, i) => {
    const after = edited[i];
    if (!after || same(before, after)) return;
    const isOutput = (w: AssistantsWire) => assistantsWireKind(w) === 'tool-output';
    let at = findLast(wires, (w) => isOutput(w) && (w as SubmittedToolOutput).tool_call_id === before.tool_call_id);
    if (at < 0)
      at = wires.findIndex(
        (w, k) => !taken.has(k) && isOutput(w) && (w as SubmittedToolOutput).output === before.output,
      );
    if (at < 0) return;
    taken.add(at);
    // The entry keeps its own call id: on a replay the body carries the new run's id, the branch its original call's.
    wires[at] = { ...(wires[at] as SubmittedToolOutput), output: after.output };
    changed = true;
  });
  return changed;
}

/** The branch's wires as the edited request left them, or null when the edit changes nothing the timeline holds. */
export function assistantsEditedWires(wires: AssistantsWire[], edit: SentEdit): AssistantsWire[] | null {
  const original = parse(edit.original);
  const edited = parse(edit.body);
  if (!original || !edited) return null;
  const path = new URL(edit.url, 'http://relative.invalid').pathname;
  const next = [...wires];
  let changed = false;
  if (/\/assistants$/.test(path) || /\/threads\/[^/]+\/messages$/.test(path)) {
    changed = replaceSame(next, original, edited);
  } else if (/\/threads$/.test(path)) {
    const before = Array.isArray(original.messages) ? original.messages : [];
    const after = Array.isArray(edited.messages) ? edited.messages : [];
    before.forEach((message, i) => {
      if (i < after.length && !same(message, after[i]) && (message as Loose).role === 'user')
        changed = replaceSame(next, message, after[i]) || changed;
    });
  } else if (/\/submit_tool_outputs$/.test(path)) {
    const before = Array.isArray(original.tool_outputs) ? (original.tool_outputs as SubmittedToolOutput[]) : [];
    const after = Array.isArray(edited.tool_outputs) ? (edited.tool_outputs as SubmittedToolOutput[]) : [];
    changed = replaceOutputs(next, before, after);
  }
  return changed ? next : null;
}
