// A Responses request compared with the previous one in terms of items: what `input` kept, added and dropped, and what a stored state stands for.
import type { Exchange } from '@loopscope/engine/types';
import { isResponsesCreate } from '@loopscope/wire/exchange';
import { asItems, parseBody, replayServerState, stateOf, type ContextRow, type Wire } from './wire-views';

export interface IndexedItem {
  index: number;
  item: Wire;
}

export interface RequestItemsDiff {
  /** The exchange this one is compared with (the previous POST /responses) and its step. */
  previousId: string;
  previousStep: number;
  /** `input` items resent exactly as the previous request sent them, at the same positions. */
  kept: IndexedItem[];
  /** `input` items the previous request did not send. */
  added: IndexedItem[];
  /** Items of the previous `input` this request no longer sends. */
  dropped: IndexedItem[];
  /** The stored state this request names instead of resending, and the items the server reads from it. */
  stored: { field: 'previous_response_id' | 'conversation'; id: string; items: ContextRow[] } | null;
}

const same = (a: Wire | undefined, b: Wire | undefined) =>
  a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b);

/**
 * The items view of the Changes tab for the POST /responses exchange `id`, against the previous POST /responses of the
 * list (a POST /conversations in between is skipped). Null when either body is not a JSON Responses request.
 */
export function requestItemsDiff(exchanges: readonly Exchange[], id: string): RequestItemsDiff | null {
  const at = exchanges.findIndex((e) => e.id === id);
  const current = exchanges[at];
  if (!current || !isResponsesCreate(current)) return null;
  const previous = exchanges.slice(0, at).reverse().find(isResponsesCreate);
  const after = parseBody(current.requestBody);
  const before = previous ? parseBody(previous.requestBody) : null;
  if (!previous || !after || !before) return null;
  const now = asItems(after.input);
  const then = asItems(before.input);
  let common = 0;
  while (common < now.length && same(now[common], then[common])) common++;
  const { previous: responseId, conversation } = stateOf(after);
  const server = replayServerState(exchanges.slice(0, at));
  const stored = responseId
    ? { field: 'previous_response_id' as const, id: responseId, items: server.chains.get(responseId) ?? [] }
    : conversation
      ? { field: 'conversation' as const, id: conversation, items: server.conversations.get(conversation) ?? [] }
      : null;
  return {
    previousId: previous.id,
    previousStep: previous.step,
    kept: now.slice(0, common).map((item, index) => ({ index, item })),
    added: now.slice(common).map((item, i) => ({ index: common + i, item })),
    dropped: then.slice(common).map((item, i) => ({ index: common + i, item })),
    stored,
  };
}

/** A one-line name for an item as the wire spells it: "message · user", "function_call get_weather call_1", "function_call_output call_1". */
export function itemLabel(item: Wire): string {
  const type = typeof item.type === 'string' ? item.type : 'message';
  if (type === 'message') return `message · ${String(item.role ?? '?')}`;
  if (type === 'function_call') return `function_call ${String(item.name ?? '')} ${String(item.call_id ?? '')}`.trim();
  if (type === 'function_call_output') return `function_call_output ${String(item.call_id ?? '')}`.trim();
  return typeof item.id === 'string' ? `${type} ${item.id}` : type;
}
