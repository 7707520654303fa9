// A model call read from a trace written as Chat Completions bodies (`chat.completion`), with only the fields the trace carried.
import type { TraceShape } from '../payload-style';

export const CHAT_TRACE_SHAPE: TraceShape = {
  path: '/chat/completions',
  maxTokensParam: 'max_tokens',
  stopParam: 'stop',
  requestBody: (parts) =>
    JSON.stringify({
      model: parts.model,
      messages: parts.input,
      ...(parts.tools.length > 0 ? { tools: parts.tools } : {}),
      ...parts.params,
    }),
  responseBody(parts) {
    const { output } = parts;
    if (!output) return null;
    const created = Math.floor(parts.createdMs / 1000);
    const model = parts.responseModel ?? parts.model;
    const usage = parts.usage
      ? {
          usage: {
            prompt_tokens: parts.usage.input,
            completion_tokens: parts.usage.output,
            total_tokens: parts.usage.input + parts.usage.output,
          },
        }
      : {};
    const message = {
      role: 'assistant',
      content: output.content ?? null,
      refusal: null,
      ...(output.tool_calls ? { tool_calls: output.tool_calls } : {}),
    };
    const finish = parts.finish ?? (output.tool_calls ? 'tool_calls' : 'stop');
    return JSON.stringify({
      id: parts.responseId ?? 'chatcmpl-from-trace',
      object: 'chat.completion',
      created,
      model,
      choices: [{ index: 0, message, logprobs: null, finish_reason: finish }],
      ...usage,
    });
  },
};
