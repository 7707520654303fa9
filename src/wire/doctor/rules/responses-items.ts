// Readers over a Responses request's input items and the output of earlier responses in the loop.
import { arr, isObj, str, type Obj } from '../body';
import type { RuleContext } from '../types';

/** `input` as a list of items (a bare string input has none). */
export function inputItems(request: unknown): Obj[] {
  return arr(isObj(request) ? request.input : undefined).filter(isObj);
}

export function itemsOfType(items: Obj[], type: string): { index: number; item: Obj }[] {
  return items.flatMap((item, index) => (item.type === type ? [{ index, item }] : []));
}

/** The output items of a response object (Responses style), or none. */
export function outputItems(response: unknown): Obj[] {
  return arr(isObj(response) ? response.output : undefined).filter(isObj);
}

/** The earlier response this request continues through `previous_response_id`, when the loop holds it. */
export function previousResponse(ctx: RuleContext): { known: boolean; response: unknown } {
  const id = isObj(ctx.call.request) ? str(ctx.call.request.previous_response_id) : undefined;
  if (id === undefined) return { known: true, response: null };
  const earlier = ctx.loop.slice(0, ctx.index).find((call) => isObj(call.response) && call.response.id === id);
  return earlier ? { known: true, response: earlier.response } : { known: false, response: null };
}

/** Every item the server already holds for this request: the chain of responses behind `previous_response_id`, inputs and outputs. */
export function chainedItems(ctx: RuleContext): { known: boolean; items: Obj[] } {
  const items: Obj[] = [];
  let request: unknown = ctx.call.request;
  const seen = new Set<string>();
  for (;;) {
    const id = isObj(request) ? str(request.previous_response_id) : undefined;
    if (id === undefined) return { known: true, items };
    if (seen.has(id)) return { known: false, items };
    seen.add(id);
    const earlier = ctx.loop.slice(0, ctx.index).find((call) => isObj(call.response) && call.response.id === id);
    if (!earlier) return { known: false, items };
    items.push(...inputItems(earlier.request), ...outputItems(earlier.response));
    request = earlier.request;
  }
}
