// Where a reply ends early: at the max_completion_tokens limit (finish_reason "length") or at a stop sequence.
import type { Tokenizer } from '../model/tokens.ts';

export interface ChoiceDraft {
  content: string | null;
  /** `custom`: a call to a custom tool, whose `arguments` is its raw `input` string; `callerId`: the program that makes it (Responses). */
  toolCalls: { id: string; name: string; arguments: string; custom?: boolean; callerId?: string }[];
  finishReason: 'stop' | 'tool_calls' | 'length' | 'function_call';
}

/** Keeps what fits in `max` tokens; a tool call that does not fit keeps a prefix of its arguments, like the real model. */
export function truncateChoice(choice: ChoiceDraft, max: number | undefined, tok: Tokenizer): ChoiceDraft {
  if (max === undefined) return choice;
  if (choice.content !== null) {
    if (tok.count(choice.content) <= max) return choice;
    return { ...choice, content: tok.truncate(choice.content, max), finishReason: 'length' };
  }
  let budget = max;
  const kept: ChoiceDraft['toolCalls'] = [];
  for (const call of choice.toolCalls) {
    const cost = tok.count(call.name) + tok.count(call.arguments) + 3;
    if (cost <= budget) {
      kept.push(call);
      budget -= cost;
      continue;
    }
    const room = budget - tok.count(call.name) - 3;
    if (room > 0 || kept.length === 0)
      kept.push({ ...call, arguments: tok.truncate(call.arguments, Math.max(room, 0)) });
    return { ...choice, toolCalls: kept, finishReason: 'length' };
  }
  return choice;
}

/** `stop` sequences: the text ends just before the first one found, and the stop sequence itself is not sent. */
export function cutAtStop(content: string, stop: string | readonly string[] | null | undefined): string {
  const sequences = typeof stop === 'string' ? [stop] : (stop ?? []);
  let end = content.length;
  for (const s of sequences) {
    const at = s === '' ? -1 : content.indexOf(s);
    if (at >= 0 && at < end) end = at;
  }
  return content.slice(0, end);
}
