// The deprecated function-calling loop in Chat messages: an assistant `function_call` and the `function` message that
// answers it, read by the mock model as a tool call and its result.
import type { ChatCompletionMessageParam } from '@loopscope/wire/chat-types';

type Message = Record<string, unknown>;

/** A `function` message answers the deprecated loop when the message before it is an assistant's `function_call`. */
export function answersFunctionCall(messages: readonly unknown[], index: number): boolean {
  const before = messages[index - 1] as Message | undefined;
  return before?.role === 'assistant' && typeof before.function_call === 'object' && before.function_call !== null;
}

/**
 * Each assistant `function_call` becomes a one-call `tool_calls` (id `function_call_<index>`, ours: the deprecated
 * loop has no call ids) and the `function` message after it that call's `tool` result; everything else as sent.
 */
export function legacyFunctionsAsTools(messages: readonly ChatCompletionMessageParam[]): ChatCompletionMessageParam[] {
  return messages.map((m, i) => {
    const message = m as unknown as Message;
    if (message.role === 'assistant' && typeof message.function_call === 'object' && message.function_call !== null) {
      const { function_call: call, ...rest } = message as { function_call: { name: string; arguments: string } };
      return {
        ...rest,
        content: (rest as Message).content ?? null,
        tool_calls: [
          { id: `function_call_${i}`, type: 'function', function: { name: call.name, arguments: call.arguments } },
        ],
      } as unknown as ChatCompletionMessageParam;
    }
    if (message.role === 'function' && answersFunctionCall(messages, i))
      return { role: 'tool', tool_call_id: `function_call_${i - 1}`, content: String(message.content ?? '') };
    return m;
  });
}
