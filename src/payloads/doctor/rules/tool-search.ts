// Doctor rules for tool search in Responses: deferred tools with nothing to load them, and a call to a deferred tool
// whose loading (the tool_search_output) was dropped from the context.
import { callableTools, loadedToolNames, searchToolOf } from '@loopscope/wire/responses/tool-search';
import { arr, cloneBody, type Obj } from '../body';
import { isObject } from '@loopscope/wire/json-object';
import type { DoctorRule, RuleHit } from '../types';
import { inputItems, outputItems, serverHeldItems } from './responses-items';
import { say } from '../details';

const DEFERRED_MESSAGE = "Invalid Value: 'tools.defer_loading'. Deferred tools require tools.tool_search.";

export const deferredWithoutToolSearch: DoctorRule = {
  id: 'deferred-without-tool-search',
  title: 'Deferred tools (defer_loading) without a tool_search tool',
  severity: 'error',
  styles: ['responses'],
  why: 'A deferred tool is hidden from the model until a tool search loads it; with no tool_search tool in the request nothing could ever load it, so the API refuses the request.',
  fix: 'Add {"type": "tool_search"} to tools (hosted search), or drop defer_loading from tools the model must always see.',
  apiError: DEFERRED_MESSAGE,
  check(ctx) {
    const tools = isObject(ctx.call.request) ? ctx.call.request.tools : undefined;
    if (searchToolOf(tools) || !callableTools(tools).some(({ tool }) => tool.defer_loading === true)) return [];
    return [
      {
        path: ['tools'],
        ...say('deferredNoSearch', {
          tools: callableTools(tools).filter(({ tool }) => tool.defer_loading === true).length,
        }),
      },
    ];
  },
  apply(body) {
    const copy = cloneBody(body) as Obj;
    copy.tools = [{ type: 'tool_search' }, ...arr(copy.tools)];
    return copy;
  },
};

/** The tool_search_call / tool_search_output pair an earlier response of the loop loaded `name` with, if any. */
function earlierLoading(outputs: Obj[][], name: string): Obj[] | null {
  for (const output of outputs) {
    const index = output.findIndex((item) => item.type === 'tool_search_output' && loadedToolNames([item]).has(name));
    if (index < 0) continue;
    const call = output[index - 1]?.type === 'tool_search_call' ? [output[index - 1]!] : [];
    return [...call, output[index]!].map(({ id: _id, ...item }) => item);
  }
  return null;
}

export const deferredCallNotLoaded: DoctorRule = {
  id: 'deferred-call-not-loaded',
  title: 'A call to a deferred tool whose tool_search_output is not in the context',
  severity: 'warning',
  styles: ['responses'],
  why: 'A deferred tool exists for the model only from the tool_search_output that loaded it. Resending the call without that item (a common slip when input is rebuilt by hand) leaves the model a call to a tool it has no definition for; the Agents SDK stops a run on such a call.',
  fix: 'Send every output item back in order, the tool_search_call and tool_search_output included, or continue with previous_response_id.',
  check(ctx) {
    const request = ctx.call.request;
    if (!isObject(request)) return [];
    const deferred = new Set(
      callableTools(request.tools)
        .filter(({ tool }) => tool.defer_loading === true)
        .map(({ tool }) => String(tool.name)),
    );
    if (deferred.size === 0) return [];
    const held = serverHeldItems(ctx);
    if (!held.known) return [];
    const items = inputItems(request);
    const outputs = ctx.loop.slice(0, ctx.index).map((call) => outputItems(call.response));
    const hits: RuleHit[] = [];
    items.forEach((item, index) => {
      const name = String(item.name);
      if ((item.type !== 'function_call' && item.type !== 'custom_tool_call') || !deferred.has(name)) return;
      if (loadedToolNames([...held.items, ...items.slice(0, index)]).has(name)) return;
      const restore = earlierLoading(outputs, name);
      hits.push({
        path: ['input', index],
        ...say('deferredNotLoaded', { name }),
        fixable: restore !== null,
        data: restore,
      });
    });
    return hits;
  },
  apply(body, hit) {
    const copy = cloneBody(body) as Obj;
    arr(copy.input).splice(Number(hit.path[1]), 0, ...(hit.data as Obj[]));
    return copy;
  },
};
