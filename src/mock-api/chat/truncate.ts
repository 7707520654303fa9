// max_completion_tokens: cuts a reply at the token limit and reports finish_reason "length".
import type { Tokenizer } from '../model/tokens.ts';

export interface ChoiceDraft {
  content: string | null;
  toolCalls: { id: string; name: string; arguments: string }[];
  finishReason: 'stop' | 'tool_calls' | 'length';
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
    if (room > 0 || kept.length === 0) kept.push({ ...call, arguments: tok.truncate(call.arguments, Math.max(room, 0)) });
    return { ...choice, toolCalls: kept, finishReason: 'length' };
  }
  return choice;
}
