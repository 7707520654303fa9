// Readers over a Responses request's input items and the output of earlier responses in the loop.
import { arr, str, type Obj } from '../body';
import { isObject } from '@loopscope/wire/json-object';
import type { RuleContext } from '../types';

/** `input` as a list of items (a bare string input has none). */
export function inputItems(request: unknown): Obj[] {
  return arr(isObject(request) ? request.input : undefined).filter(isObject);
}

export function itemsOfType(items: Obj[], type: string): { index: number; item: Obj }[] {
  return items.flatMap((item, index) => (item.type === type ? [{ index, item }] : []));
}

/** The output items of a response object (Responses style), or none. */
export function outputItems(response: unknown): Obj[] {
  return arr(isObject(response) ? response.output : undefined).filter(isObject);
}

/** The conversation a request names (`conversation: "conv_…"` or `conversation: {id}`), if any. */
export function conversationOf(request: unknown): string | undefined {
  if (!isObject(request)) return undefined;
  return str(request.conversation) ?? (isObject(request.conversation) ? str(request.conversation.id) : undefined);
}

/** The items a conversation holds before `ctx.call`: what it was created with, items added to it, and each earlier turn's input and output. */
function conversationItems(ctx: RuleContext, id: string): { known: boolean; items: Obj[] } {
  const items: Obj[] = [];
  let known = false;
  for (const call of ctx.loop.slice(0, ctx.index)) {
    const created = call.path === '/conversations' && isObject(call.response) && call.response.id === id;
    if (created || call.path === `/conversations/${id}/items`) {
      known = true;
      items.push(...arr(isObject(call.request) ? call.request.items : undefined).filter(isObject));
    } else if (call.path === '/responses' && conversationOf(call.request) === id) {
      known = true;
      items.push(...inputItems(call.request), ...outputItems(call.response));
    }
  }
  return { known, items };
}

/**
 * Every item the server already holds for this request: the chain of responses behind `previous_response_id`, or the
 * items of the `conversation` it names. `known` is false when the loop does not show all of that state (a response or
 * conversation made outside it): rules then cannot say an item is missing.
 */
export function serverHeldItems(ctx: RuleContext): { known: boolean; items: Obj[] } {
  const conversation = conversationOf(ctx.call.request);
  if (conversation !== undefined) return conversationItems(ctx, conversation);
  const items: Obj[] = [];
  let request: unknown = ctx.call.request;
  const seen = new Set<string>();
  for (;;) {
    const id = isObject(request) ? str(request.previous_response_id) : undefined;
    if (id === undefined) return { known: true, items };
    if (seen.has(id)) return { known: false, items };
    seen.add(id);
    const earlier = ctx.loop.slice(0, ctx.index).find((call) => isObject(call.response) && call.response.id === id);
    if (!earlier) return { known: false, items };
    // A response that itself continued a conversation holds that conversation's items too.
    const inConversation = conversationOf(earlier.request);
    if (inConversation !== undefined) {
      const held = conversationItems({ ...ctx, index: ctx.loop.indexOf(earlier) }, inConversation);
      return {
        known: held.known,
        items: [...items, ...held.items, ...inputItems(earlier.request), ...outputItems(earlier.response)],
      };
    }
    items.push(...inputItems(earlier.request), ...outputItems(earlier.response));
    request = earlier.request;
  }
}

/**
 * The request's input items and the whole context a call id is looked up in (what the server holds first, then the
 * input), or null when that context cannot be known: an `item_reference` stands for an item not shown, or the chain
 * behind previous_response_id / the conversation is not in the loop. Rules that say "this id answers nothing" need it whole.
 */
export function lookupContext(ctx: RuleContext): { items: Obj[]; context: Obj[] } | null {
  const items = inputItems(ctx.call.request);
  if (items.some((item) => item.type === 'item_reference')) return null;
  const chain = serverHeldItems(ctx);
  return chain.known ? { items, context: [...chain.items, ...items] } : null;
}
