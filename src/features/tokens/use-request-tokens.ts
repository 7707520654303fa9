// Per-message and total token estimate of a chat request (messages + tools + chat-format overhead).
import { useMemo } from 'react';
import { messageText, PER_MESSAGE_OVERHEAD, REPLY_PRIMING, toolsText } from './message-tokens';
import { useTokenCounts } from './use-token-count';
import { countTexts } from './tokenizer-client';

export interface RequestTokens {
  /** Tokens of each message including its format overhead. */
  perMessage: number[];
  tools: number;
  total: number;
}

export function useRequestTokens(messages: readonly unknown[], tools?: readonly unknown[]): RequestTokens | null {
  const texts = useMemo(() => [...messages.map(messageText), toolsText(tools)], [messages, tools]);
  const counts = useTokenCounts(texts);
  return useMemo(() => {
    if (!counts) return null;
    const perMessage = counts.slice(0, messages.length).map((n) => n + PER_MESSAGE_OVERHEAD);
    const toolTokens = counts[messages.length] ?? 0;
    const total = perMessage.reduce((sum, n) => sum + n, 0) + toolTokens + (messages.length > 0 ? REPLY_PRIMING : 0);
    return { perMessage, tools: toolTokens, total };
  }, [counts, messages.length]);
}

/** The total of a chat request's messages (with the format's overhead and the reply priming), counted off the render. */
export async function countRequestTokens(messages: readonly unknown[], tools?: readonly unknown[]): Promise<number> {
  const counts = await countTexts([...messages.map(messageText), toolsText(tools)]);
  const perMessage = counts.slice(0, messages.length).reduce((sum, n) => sum + n + PER_MESSAGE_OVERHEAD, 0);
  return perMessage + (counts[messages.length] ?? 0) + (messages.length > 0 ? REPLY_PRIMING : 0);
}
