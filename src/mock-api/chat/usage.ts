// Token usage with the real o200k_base tokenizer, tool definitions included in the prompt.
import type { ChatCompletionCreateParams, CompletionUsage } from '@loopscope/wire/chat-types';
import { contentText } from '../model/conversation.ts';
import type { Tokenizer } from '../model/tokens.ts';

/** Per-message framing tokens (<|start|>role ... <|end|>) and the reply primer, as OpenAI's cookbook counts them. */
const PER_MESSAGE = 3;
const REPLY_PRIMER = 3;
/** The fixed preamble the API wraps around function definitions. */
const TOOLS_PREAMBLE = 9;

export function countPromptTokens(request: ChatCompletionCreateParams, tok: Tokenizer): number {
  let total = REPLY_PRIMER;
  for (const m of request.messages) {
    total += PER_MESSAGE + tok.count(m.role) + tok.count(contentText(m.content));
    if ('name' in m && typeof m.name === 'string') total += tok.count(m.name) + 1;
    if (m.role === 'assistant' && m.tool_calls) total += tok.count(JSON.stringify(m.tool_calls));
    if (m.role === 'tool') total += tok.count(m.tool_call_id);
  }
  if (request.tools && request.tools.length > 0) {
    total +=
      TOOLS_PREAMBLE + tok.count(JSON.stringify(request.tools.map((t) => (t.type === 'function' ? t.function : t))));
  }
  return total;
}

export interface ReplyForCount {
  content: string | null;
  toolCalls: { name: string; arguments: string }[];
}

export function countCompletionTokens(reply: ReplyForCount, tok: Tokenizer): number {
  const calls = reply.toolCalls.reduce((sum, c) => sum + tok.count(c.name) + tok.count(c.arguments) + PER_MESSAGE, 0);
  return tok.count(reply.content ?? '') + calls;
}

/** The text a reasoning model thinks before it answers: Responses shows it as the reasoning summary, Chat bills it only. */
export function reasoningText(explanation: string): string {
  return `**Planning the answer**\n\n${explanation}.`;
}

/** The usage object with every detail field the real API sends, zeros where the mock has nothing to report; reasoning tokens are part of the completion. */
export function usageObject(prompt: number, completion: number, reasoning = 0): CompletionUsage {
  return {
    prompt_tokens: prompt,
    completion_tokens: completion + reasoning,
    total_tokens: prompt + completion + reasoning,
    prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
    completion_tokens_details: {
      reasoning_tokens: reasoning,
      audio_tokens: 0,
      accepted_prediction_tokens: 0,
      rejected_prediction_tokens: 0,
    },
  };
}
