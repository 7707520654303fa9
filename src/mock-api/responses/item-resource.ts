// Stored items as the list and retrieve endpoints return them: messages with content parts, and a status on every message and call.
import type { StoredItem } from './store.ts';

type Part = Record<string, unknown>;

/** An output_text part as the API returns it (annotations and logprobs always present). */
function outputText(part: Part): Part {
  return { ...part, annotations: part.annotations ?? [], logprobs: part.logprobs ?? [] };
}

function parts(role: unknown, content: unknown): Part[] {
  if (typeof content === 'string') return [role === 'assistant' ? outputText({ type: 'output_text', text: content }) : { type: 'input_text', text: content }];
  if (!Array.isArray(content)) return [];
  return (content as Part[]).map((part) => (part.type === 'output_text' ? outputText(part) : part));
}

/**
 * A message sent as `{role, content: "text"}` is stored by the API with `input_text` (or, for the assistant, `output_text`)
 * parts, and every message, function_call and function_call_output comes back with a `status`.
 */
export function itemResource(item: StoredItem): StoredItem {
  if (item.type === 'message') return { ...item, status: item.status ?? 'completed', content: parts(item.role, item.content) };
  if (item.type === 'function_call' || item.type === 'function_call_output') return { ...item, status: item.status ?? 'completed' };
  return item;
}
