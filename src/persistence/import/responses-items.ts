// Responses API input items as Chat messages: the same conversation (text, function calls, their outputs) in Chat form.
import type { ChatCompletionMessageParam, ChatCompletionMessageToolCall } from 'openai/resources/chat/completions';

type Item = Record<string, unknown>;

function text(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part) =>
      part && typeof part === 'object' && typeof (part as Item).text === 'string'
        ? ((part as Item).text as string)
        : '',
    )
    .join('');
}

/** True when every element looks like a Responses item (`type` message/function_call/… or a role-only easy message). */
export function looksLikeResponsesItems(value: unknown): value is Item[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (item) =>
        item &&
        typeof item === 'object' &&
        (typeof (item as Item).type === 'string' ||
          (typeof (item as Item).role === 'string' && !('tool_calls' in item) && !('tool_call_id' in item))),
    ) &&
    value.some((item) => typeof (item as Item).type === 'string')
  );
}

/**
 * Consecutive `function_call` items become one assistant message with `tool_calls` (as Chat sends them);
 * `function_call_output` becomes a `tool` message; reasoning items have no Chat form and are left out.
 */
export function responsesItemsToChat(items: Item[]): { messages: ChatCompletionMessageParam[]; dropped: number } {
  const messages: ChatCompletionMessageParam[] = [];
  let dropped = 0;
  for (const item of items) {
    const type = typeof item.type === 'string' ? item.type : 'message';
    if (type === 'message') {
      const role =
        item.role === 'developer'
          ? 'developer'
          : item.role === 'system'
            ? 'system'
            : item.role === 'assistant'
              ? 'assistant'
              : 'user';
      messages.push({ role, content: text(item.content) } as ChatCompletionMessageParam);
    } else if (type === 'function_call') {
      const call: ChatCompletionMessageToolCall = {
        id: String(item.call_id ?? item.id ?? ''),
        type: 'function',
        function: {
          name: String(item.name ?? ''),
          arguments: typeof item.arguments === 'string' ? item.arguments : JSON.stringify(item.arguments ?? {}),
        },
      };
      const last = messages.at(-1);
      if (last?.role === 'assistant' && Array.isArray(last.tool_calls) && !last.content) last.tool_calls.push(call);
      else messages.push({ role: 'assistant', content: null, tool_calls: [call] });
    } else if (type === 'function_call_output') {
      messages.push({
        role: 'tool',
        tool_call_id: String(item.call_id ?? ''),
        content: typeof item.output === 'string' ? item.output : JSON.stringify(item.output ?? ''),
      });
    } else {
      dropped += 1;
    }
  }
  return { messages, dropped };
}
