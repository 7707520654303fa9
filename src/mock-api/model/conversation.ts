// A read-only view of the conversation the model reasons over: the last request, calls made since, results.
import type { ChatCompletionMessageParam } from '@loopscope/wire/chat-types';

export interface PastCall {
  id: string;
  name: string;
  arguments: string;
  /** The tool message answering it, if any. */
  result?: string;
  /** The index of the assistant message that made it: calls made together share it. */
  turn?: number;
}

export interface ConversationView {
  /** Text of the last user message ('' when there is none). */
  request: string;
  /** Tool calls the assistant made after that message, with their results. */
  callsSinceRequest: PastCall[];
  /** True when the conversation ends with tool messages (the model is being handed results). */
  endsWithToolResults: boolean;
  /** Every tool call made anywhere in the conversation, oldest first. */
  allCalls: PastCall[];
}

/** The plain text of a message's content, whether it is a string or an array of parts. */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part) =>
      typeof part === 'object' && part !== null && typeof (part as { text?: unknown }).text === 'string'
        ? (part as { text: string }).text
        : '',
    )
    .filter((t) => t !== '')
    .join('\n');
}

/**
 * How much of a user or system message the mock model reads. Its intent matching runs regular expressions whose cost
 * grows faster than the text on hostile input (a 20,000-space run took seconds); a question fits in far less.
 */
export const MODEL_READS_CHARS = 4000;

/** The part of a message the model reads: whitespace runs squeezed (a newline kept as one), then clipped. */
export function readable(text: string): string {
  const squeezed = text.length > 64 ? text.replace(/\s+/g, (ws) => (ws.includes('\n') ? '\n' : ' ')) : text;
  return squeezed.length > MODEL_READS_CHARS ? squeezed.slice(0, MODEL_READS_CHARS) : squeezed;
}

export function viewConversation(messages: readonly ChatCompletionMessageParam[]): ConversationView {
  let lastUser = -1;
  messages.forEach((m, i) => {
    if (m.role === 'user') lastUser = i;
  });
  const allCalls: PastCall[] = [];
  const since: PastCall[] = [];
  const byId = new Map<string, PastCall>();
  messages.forEach((m, i) => {
    if (m.role === 'assistant' && m.tool_calls) {
      for (const call of m.tool_calls) {
        if (call.type !== 'function') continue;
        const past: PastCall = { id: call.id, name: call.function.name, arguments: call.function.arguments, turn: i };
        allCalls.push(past);
        byId.set(call.id, past);
        if (i > lastUser) since.push(past);
      }
    }
    if (m.role === 'tool') {
      const past = byId.get(m.tool_call_id);
      if (past) past.result = contentText(m.content);
    }
  });
  const last = messages[messages.length - 1];
  return {
    request: lastUser >= 0 ? readable(contentText(messages[lastUser]!.content)) : '',
    callsSinceRequest: since,
    endsWithToolResults: last?.role === 'tool',
    allCalls,
  };
}
