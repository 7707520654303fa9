// Serialises a completion the way the real API does: a chat.completion object, or chat.completion.chunk events.
import type { ChatCompletion, ChatCompletionChunk, ChatCompletionMessageToolCall } from '@loopscope/wire/chat-types';
import { chatModeration } from '@loopscope/wire/moderation';
import { stableToken } from '../model/ids.ts';
import type { CompletionResult } from './complete.ts';
import { logprobEntries } from './logprobs.ts';
import type { ChoiceDraft } from './truncate.ts';

export function toChatCompletion(r: CompletionResult): ChatCompletion {
  return {
    id: r.id,
    object: 'chat.completion',
    created: r.created,
    model: r.model,
    choices: r.choices.map((c, index) => ({
      index,
      message: {
        role: 'assistant',
        content: c.content,
        ...(c.toolCalls.length > 0
          ? r.legacyFunctions
            ? { function_call: { name: c.toolCalls[0]!.name, arguments: c.toolCalls[0]!.arguments } }
            : { tool_calls: c.toolCalls.map(wireToolCall) }
          : {}),
        refusal: null,
        annotations: [],
      },
      logprobs: r.logprobs
        ? {
            content:
              c.content === null ? null : logprobEntries(textPieces(c.content), `${r.id}\n${index}`, r.logprobs.top),
            refusal: null,
          }
        : null,
      finish_reason: c.finishReason,
    })),
    usage: r.usage,
    service_tier: 'default',
    system_fingerprint: r.fingerprint,
    // Only on a moderated completion: an answer that asked for none carries no `moderation` (seed 001's bytes stay as they are).
    ...(r.moderation ? { moderation: chatModeration(r.moderation) } : {}),
  };
}

/** A function call carries JSON `arguments`; a custom call its free `input` string. */
function wireToolCall(t: ChoiceDraft['toolCalls'][number]): ChatCompletionMessageToolCall {
  return t.custom
    ? { id: t.id, type: 'custom', custom: { name: t.name, input: t.arguments } }
    : { id: t.id, type: 'function', function: { name: t.name, arguments: t.arguments } };
}

type Delta = ChatCompletionChunk.Choice.Delta;

export interface ChunkOptions {
  includeUsage: boolean;
  includeObfuscation: boolean;
}

/** The chunk sequence (without the final `[DONE]`): role first, then content or argument pieces, then finish_reason. */
export function toChunks(r: CompletionResult, options: ChunkOptions): ChatCompletionChunk[] {
  const chunks: ChatCompletionChunk[] = [];
  const push = (
    index: number,
    delta: Delta,
    finish: ChoiceDraft['finishReason'] | null = null,
    logprobs: ChatCompletionChunk.Choice['logprobs'] = null,
  ) => {
    chunks.push(chunk(r, options, [{ index, delta, logprobs, finish_reason: finish }], chunks.length));
  };
  r.choices.forEach((c, index) => {
    if (c.toolCalls.length === 0) {
      push(index, { role: 'assistant', content: '', refusal: null });
      const pieces = textPieces(c.content ?? '');
      // With `logprobs`, each piece's chunk carries that piece's entry (the same entries the JSON answer lists).
      const entries = r.logprobs ? logprobEntries(pieces, `${r.id}\n${index}`, r.logprobs.top) : null;
      pieces.forEach((piece, k) =>
        push(index, { content: piece }, null, entries ? { content: [entries[k]!], refusal: null } : null),
      );
    } else if (r.legacyFunctions) {
      // The deprecated form: one `function_call`, its name first, then its arguments in pieces.
      const call = c.toolCalls[0]!;
      push(index, {
        role: 'assistant',
        content: null,
        function_call: { name: call.name, arguments: '' },
        refusal: null,
      });
      for (const piece of argumentPieces(call.arguments)) push(index, { function_call: { arguments: piece } });
    } else {
      c.toolCalls.forEach((call, k) => {
        // A custom call streams its input under `custom` (the SDK's delta type names only `function`; our choice of shape).
        const key = call.custom ? 'custom' : 'function';
        const field = call.custom ? 'input' : 'arguments';
        const head = {
          index: k,
          id: call.id,
          type: key,
          [key]: { name: call.name, [field]: '' },
        } as unknown as ChatCompletionChunk.Choice.Delta.ToolCall;
        push(
          index,
          k === 0 ? { role: 'assistant', content: null, tool_calls: [head], refusal: null } : { tool_calls: [head] },
        );
        for (const piece of argumentPieces(call.arguments))
          push(index, {
            tool_calls: [{ index: k, [key]: { [field]: piece } } as ChatCompletionChunk.Choice.Delta.ToolCall],
          });
      });
    }
    push(index, {}, c.finishReason);
  });
  // The moderation chunk ("Present on the moderation chunk when moderated completions are requested"): no choices, after
  // the last choice's finish_reason, since the output is judged whole, and before the usage chunk, which the SDK's docs
  // place last. Where the real service sends it is not documented; this order is our reading.
  if (r.moderation) chunks.push({ ...chunk(r, options, [], chunks.length), moderation: chatModeration(r.moderation) });
  if (options.includeUsage) {
    const last = chunk(r, options, [], chunks.length);
    chunks.push({ ...last, usage: r.usage });
  }
  return chunks;
}

function chunk(
  r: CompletionResult,
  options: ChunkOptions,
  choices: ChatCompletionChunk.Choice[],
  n: number,
): ChatCompletionChunk {
  const c: ChatCompletionChunk = {
    id: r.id,
    object: 'chat.completion.chunk',
    created: r.created,
    model: r.model,
    service_tier: 'default',
    system_fingerprint: r.fingerprint,
    choices,
  };
  if (options.includeUsage) c.usage = null;
  // The real API pads chunks with random characters against length side channels; ours are derived, not random.
  if (options.includeObfuscation)
    (c as ChatCompletionChunk & { obfuscation: string }).obfuscation = stableToken([r.id, n], 1 + ((n * 7) % 12));
  return c;
}

/** Word-sized pieces, spaces attached to the word before, like token streams look. */
function textPieces(text: string): string[] {
  return text.match(/^\s*\S+\s*|\S+\s*/g) ?? (text ? [text] : []);
}

/** Argument text in token-like pieces: punctuation runs and the words between them. */
function argumentPieces(args: string): string[] {
  return args.match(/[{}[\]":,\s]+|[^{}[\]":,\s]+/g) ?? [];
}
