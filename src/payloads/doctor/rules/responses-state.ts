// Doctor rules for Responses state across turns: reasoning items, store:false with references, and Chat-shaped tools.
import { arr, cloneBody, removeAt, setAt, str, type Obj } from '../body';
import { isObject } from '@loopscope/wire/json-object';
import type { DoctorRule, RuleHit } from '../types';
import { conversationOf, inputItems, itemsOfType, outputItems } from './responses-items';
import { say } from '../details';

export const reasoningDropped: DoctorRule = {
  id: 'reasoning-items-dropped',
  title: 'Reasoning items dropped between turns',
  severity: 'warning',
  styles: ['responses'],
  why: "A reasoning model's function calls come with reasoning items; sending the calls back without them makes the model lose its chain of thought (worse answers, more tokens).",
  fix: "Pass every output item back in order, reasoning items included (with store: false also ask for include: ['reasoning.encrypted_content']), or continue with previous_response_id.",
  check(ctx) {
    const request = ctx.call.request;
    // With previous_response_id or a conversation the server keeps the reasoning items itself.
    if (!isObject(request) || str(request.previous_response_id) !== undefined || conversationOf(request) !== undefined)
      return [];
    const items = inputItems(request);
    const sentReasoning = new Set(itemsOfType(items, 'reasoning').map(({ item }) => item.id));
    const hits: RuleHit[] = [];
    for (const earlier of ctx.loop.slice(0, ctx.index)) {
      const output = outputItems(earlier.response);
      const reasoning = output.filter((item) => item.type === 'reasoning' && !sentReasoning.has(item.id));
      const callIds = new Set(output.filter((item) => item.type === 'function_call').map((item) => item.call_id));
      const first = itemsOfType(items, 'function_call').find(({ item }) => callIds.has(item.call_id));
      if (reasoning.length === 0 || !first) continue;
      hits.push({
        path: ['input', first.index],
        ...say(reasoning.length === 1 ? 'reasoningMissingOne' : 'reasoningMissingMany', {
          ids: reasoning.map((item) => String(item.id)).join(', '),
          callId: String(first.item.call_id),
        }),
        data: reasoning,
      });
    }
    return hits;
  },
  apply(body, hit) {
    const copy = cloneBody(body) as Obj;
    arr(copy.input).splice(Number(hit.path[1]), 0, ...(hit.data as Obj[]));
    return copy;
  },
};

export const storeFalseReferences: DoctorRule = {
  id: 'store-false-references',
  title: 'store: false combined with previous_response_id or item references',
  severity: 'error',
  styles: ['responses'],
  why: 'With store: false nothing is kept on the server, so a later previous_response_id or item id has nothing to point to.',
  fix: "Either keep store on, or send the full items yourself (reasoning with include: ['reasoning.encrypted_content']) and drop previous_response_id and item references.",
  apiError:
    "Item with id 'rs_abc' not found. Items are not persisted when `store` is set to false. Try again with `store` set to true, or remove this item from your input.",
  check(ctx) {
    const request = ctx.call.request;
    if (!isObject(request)) return [];
    const unstored = new Set<unknown>();
    for (const earlier of ctx.loop.slice(0, ctx.index)) {
      if (!isObject(earlier.request) || earlier.request.store !== false) continue;
      if (isObject(earlier.response)) unstored.add(earlier.response.id);
      for (const item of outputItems(earlier.response)) unstored.add(item.id);
    }
    const storeOff = request.store === false;
    const hits: RuleHit[] = [];
    const previous = str(request.previous_response_id);
    if (previous !== undefined && (storeOff || unstored.has(previous))) {
      hits.push({
        path: ['previous_response_id'],
        ...(unstored.has(previous) ? say('previousUnstored', { id: previous }) : say('storeFalseChain')),
        fixable: storeOff && !unstored.has(previous),
      });
    }
    inputItems(request).forEach((item, index) => {
      const reference =
        item.type === 'item_reference' || (item.type === 'reasoning' && item.encrypted_content === undefined);
      if (item.id !== undefined && (unstored.has(item.id) || (storeOff && reference))) {
        hits.push({ path: ['input', index], ...say('itemNotStored', { id: String(item.id) }), fixable: false });
      }
    });
    return hits;
  },
  apply: (body) => removeAt(body, ['store']),
};

export const chatToolsOnResponses: DoctorRule = {
  id: 'chat-tools-on-responses',
  title: 'Chat-style tools sent to /responses',
  severity: 'error',
  styles: ['responses'],
  why: 'Responses tools are flat ({type, name, description, parameters, strict}); the Chat shape nests them under "function", so the API finds no name.',
  fix: 'Move name, description, parameters and strict up out of "function".',
  apiError: "Missing required parameter: 'tools[0].name'.",
  check(ctx) {
    const tools = arr(isObject(ctx.call.request) ? ctx.call.request.tools : undefined);
    return tools.flatMap((tool, index) =>
      isObject(tool) && isObject(tool.function) && tool.name === undefined
        ? [{ path: ['tools', index], ...say('nestedFunction', { index, name: String(tool.function.name) }) }]
        : [],
    );
  },
  apply(body, hit) {
    const { function: fn, ...rest } = (isObject(body) ? arr(body.tools)[Number(hit.path[1])] : {}) as Obj;
    return setAt(body, hit.path, { ...rest, ...(isObject(fn) ? fn : {}) });
  },
};
