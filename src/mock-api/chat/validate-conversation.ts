// Order rules of a conversation: every tool call answered by tool messages, every tool message answering one.
import type { ChatCompletionMessageParam } from '@loopscope/wire/chat-types';
import { invalidRequest } from '@loopscope/wire/errors';

/**
 * Runs after the shape checks, so every message here is well-formed. Tool messages are judged first:
 * a result for an unknown id is reported as such, not as the missing answer to the real id.
 */
export function validateConversation(messages: readonly ChatCompletionMessageParam[]): void {
  messages.forEach((m, i) => {
    if (m.role === 'tool') checkAnswers(messages, i);
  });
  messages.forEach((m, i) => {
    if (m.role === 'assistant' && m.tool_calls && m.tool_calls.length > 0) checkAnswered(messages, i);
  });
}

/** The assistant's calls must each get a tool message before the conversation moves on. */
function checkAnswered(messages: readonly ChatCompletionMessageParam[], i: number): void {
  const m = messages[i] as Extract<ChatCompletionMessageParam, { role: 'assistant' }>;
  const answered = new Set<string>();
  let next = i + 1;
  for (; next < messages.length && messages[next]!.role === 'tool'; next++) {
    answered.add((messages[next] as { tool_call_id: string }).tool_call_id);
  }
  const missing = (m.tool_calls ?? []).map((c) => c.id).filter((id) => !answered.has(id));
  if (missing.length === 0) return;
  // The API points at the message that came instead of a tool message (the assistant itself when nothing follows).
  const culprit = next < messages.length ? next : i;
  throw invalidRequest(
    `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${missing.join(', ')}`,
    `messages.[${culprit}].role`,
  );
}

/** A tool message must follow (possibly after sibling tool messages) the assistant message that made its call. */
function checkAnswers(messages: readonly ChatCompletionMessageParam[], i: number): void {
  let prev = i - 1;
  while (prev >= 0 && messages[prev]!.role === 'tool') prev--;
  const owner = messages[prev];
  if (!owner || owner.role !== 'assistant' || !owner.tool_calls || owner.tool_calls.length === 0) {
    throw invalidRequest(
      "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.",
      `messages.[${i}].role`,
    );
  }
  const id = (messages[i] as { tool_call_id: string }).tool_call_id;
  if (!owner.tool_calls.some((c) => c.id === id)) {
    throw invalidRequest(
      `Invalid parameter: 'tool_call_id' of '${id}' not found in 'tool_calls' of previous message.`,
      `messages.[${i}].tool_call_id`,
    );
  }
}
