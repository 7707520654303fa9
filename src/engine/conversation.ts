// Reads the loop's position from the timeline: what is unanswered, how many steps ran, whether the model is done.
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { Provenance, TimelineMessage, ToolCallRequest } from './types';

/** Tool calls of the last assistant message that no tool message answers yet, in the order the model listed them. */
export function unansweredToolCalls(messages: TimelineMessage[]): { calls: ToolCallRequest[]; exchangeId: string | null } {
  const lastAssistant = findLastIndex(messages, (m) => m.message.role === 'assistant');
  if (lastAssistant < 0) return { calls: [], exchangeId: null };
  const entry = messages[lastAssistant]!;
  const message = entry.message as Extract<ChatCompletionMessageParam, { role: 'assistant' }>;
  const answered = new Set(
    messages.slice(lastAssistant + 1).flatMap((m) => (m.message.role === 'tool' ? [m.message.tool_call_id] : [])),
  );
  const calls = (message.tool_calls ?? []).flatMap((call) =>
    call.type === 'function' && !answered.has(call.id)
      ? [{ callId: call.id, name: call.function.name, argumentsJson: call.function.arguments }]
      : [],
  );
  return { calls, exchangeId: responseExchangeId(entry.provenance) };
}

/** The model has answered when the conversation ends in an assistant message with no tool calls. */
export function hasFinalAnswer(messages: TimelineMessage[]): boolean {
  const last = messages.at(-1)?.message;
  return last?.role === 'assistant' && !(last.tool_calls && last.tool_calls.length > 0);
}

/** 1-based number of the next request: one per assistant answer so far, inherited through forks. */
export function nextStepNumber(messages: TimelineMessage[]): number {
  return messages.filter((m) => m.message.role === 'assistant').length + 1;
}

/** Requests made since the last user message: what the max-steps guard counts. */
export function stepsThisTurn(messages: TimelineMessage[]): number {
  const lastUser = findLastIndex(messages, (m) => m.message.role === 'user');
  return messages.slice(lastUser + 1).filter((m) => m.message.role === 'assistant').length;
}

export function userTurns(messages: TimelineMessage[]): number {
  return messages.filter((m) => m.message.role === 'user').length;
}

function responseExchangeId(provenance: Provenance): string | null {
  if (provenance.kind === 'response') return provenance.exchangeId;
  if (provenance.kind === 'edited') return responseExchangeId(provenance.from);
  return null;
}

function findLastIndex<T>(items: T[], test: (item: T) => boolean): number {
  for (let i = items.length - 1; i >= 0; i--) if (test(items[i]!)) return i;
  return -1;
}
