// A request that opens by asking to undo what no tool undoes: "Can you cancel the laser dinghy?" to a booking tool.
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import { toolSays } from './tool-match.ts';

/**
 * Verbs that undo what was done before: only a tool that says so does it (a booking tool books, it does not cancel).
 * Tasks that make or get something are left out: "Borrow a canoe" is a hire, "Add an hour" an extension.
 */
const UNDOING = new Set(['cancel', 'delete', 'remove', 'erase', 'abort', 'undo', 'revoke', 'withdraw']);

/** The verb a request opens with, after a polite lead-in ("Can you", "Please", "I'd like you to"). */
const OPENING_VERB =
  /^\s*(?:(?:can|could|would|will)\s+(?:you|we|i)\s+(?:please\s+)?|please\s+|i(?:\s+would|'d)\s+like\s+(?:you\s+)?to\s+|i\s+(?:want|need)\s+(?:you\s+)?to\s+)?([a-z]{2,20})\b/i;

/**
 * The undoing task the request opens by asking for ("cancel", "delete") when no tool has it anywhere, nor a word of its
 * group: the request asks what none of the tools does, whatever else it shares with them. Undefined otherwise.
 */
export function taskNoToolDoes(request: string, tools: readonly FunctionDefinition[]): string | undefined {
  const verb = OPENING_VERB.exec(request)?.[1]?.toLowerCase();
  if (!verb || !UNDOING.has(verb)) return undefined;
  return tools.some((t) => toolSays(t, verb)) ? undefined : verb;
}

/** Why no tool is called when the request opens by asking to undo something no tool undoes. */
export function undoingNote(request: string, tools: readonly FunctionDefinition[]): string | undefined {
  const verb = taskNoToolDoes(request, tools);
  return verb && `the request asks to '${verb}', which no tool does: no tool matches the request`;
}
