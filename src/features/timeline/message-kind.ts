// Classifies chat messages for the timeline (role colour, card layout) and reads their text without copying megabytes.
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { EntryOfStyle } from '@loopscope/engine/types';

export type MessageKind =
  | 'system'
  | 'user'
  | 'assistant-text'
  | 'assistant-calls'
  | 'tool'
  | 'reasoning'
  | 'compaction'
  | 'other';

export interface ToolCallView {
  id: string;
  name: string;
  /** `arguments` exactly as the wire carries it: a string, or (a real mistake in hand-built or imported bodies) a parsed object. */
  arguments: unknown;
  /** A custom tool call's `input`: the plain string it carries instead of JSON arguments. */
  input?: string;
}

/** The card a chat entry gets: the engine's style-neutral kind, with assistant messages split by whether they call tools. */
export function messageKind(entry: Pick<EntryOfStyle<'chat'>, 'kind' | 'wire'>): MessageKind {
  switch (entry.kind) {
    case 'system':
    case 'user':
      return entry.kind;
    case 'assistant':
      return toolCallsOf(entry.wire).length > 0 ? 'assistant-calls' : 'assistant-text';
    case 'tool-result':
      return 'tool';
    default:
      return 'other';
  }
}

export const KIND_LABEL: Record<MessageKind, string> = {
  system: 'system',
  user: 'user',
  'assistant-text': 'assistant',
  'assistant-calls': 'assistant · tool_calls',
  tool: 'tool',
  reasoning: 'reasoning',
  compaction: 'compaction',
  other: 'message',
};

/** `content` is a string or an array of parts; the timeline shows the text parts joined. */
export function textOf(message: ChatCompletionMessageParam): string | null {
  const content = (message as { content?: unknown }).content;
  if (content === null || content === undefined) return null;
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map(
        (part: { type?: string; text?: string; refusal?: string }) =>
          part.text ?? part.refusal ?? `[${part.type ?? 'part'}]`,
      )
      .join('');
  }
  return JSON.stringify(content);
}

export function toolCallsOf(message: ChatCompletionMessageParam): ToolCallView[] {
  if (message.role !== 'assistant' || !message.tool_calls) return [];
  return message.tool_calls.map((call) =>
    call.type === 'function'
      ? { id: call.id, name: call.function.name, arguments: call.function.arguments as unknown }
      : { id: call.id, name: call.custom.name, arguments: undefined, input: call.custom.input },
  );
}

/** Above this, detecting JSON means parsing megabytes: wait until the user opens the content. */
export const EAGER_PARSE_LIMIT = 200_000;

export type ContentShape = { kind: 'json'; value: unknown } | { kind: 'text' } | { kind: 'unknown' };

/** Is this string JSON? Tool results are strings on the wire; most are JSON, some are plain text, both are legal. */
export function contentShape(text: string, force = false): ContentShape {
  if (text.length > EAGER_PARSE_LIMIT && !force) return { kind: 'unknown' };
  const trimmed = text.trimStart();
  // Only objects and arrays count: "18" or "true" are legal JSON but read as plain text to a learner.
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return { kind: 'text' };
  try {
    return { kind: 'json', value: JSON.parse(text) };
  } catch {
    return { kind: 'text' };
  }
}

/** "5.0 MB", "312 B" (Polish "5,0 MB"): sizes as people read them, with the UI language's decimal separator. */
export function formatBytes(chars: number, locale = 'en'): string {
  const one = (n: number) => n.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  if (chars < 1024) return `${chars.toLocaleString(locale)} B`;
  if (chars < 1024 * 1024) return `${one(chars / 1024)} KB`;
  return `${one(chars / (1024 * 1024))} MB`;
}

/** The wire form of a string inside JSON: what `"arguments": "…"` literally looks like in the body. */
export function asJsonStringLiteral(text: string): string {
  return JSON.stringify(text);
}
