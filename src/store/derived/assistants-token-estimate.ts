// What the model read on each turn of an Assistants run, replayed from the recorded exchanges, for the one token rule.
import type { Exchange } from '@loopscope/engine/types';
import type { ModelContext } from './token-estimate';
import { parseBody, type Wire } from './wire-views';

const RUN_PATH = /\/threads\/([^/]+)\/runs\/([^/]+)(\/submit_tool_outputs)?$|\/threads\/([^/]+)\/runs$/;

function responseOf(exchange: Exchange): Wire | null {
  return exchange.status === 200 ? parseBody(exchange.responseBody) : null;
}

/** Thread messages the run read: those of its thread seen in any response, written before the run and not by it. */
function threadMessages(run: Wire, exchanges: readonly Exchange[]): Wire[] {
  const byId = new Map<string, Wire>();
  for (const exchange of exchanges) {
    const body = responseOf(exchange);
    const found =
      body?.object === 'thread.message'
        ? [body]
        : body?.object === 'list' && Array.isArray(body.data)
          ? (body.data as Wire[])
          : [];
    for (const m of found) {
      if (
        m.object === 'thread.message' &&
        m.thread_id === run.thread_id &&
        m.run_id !== run.id &&
        Number(m.created_at) <= Number(run.created_at)
      )
        byId.set(String(m.id), m);
    }
  }
  return [...byId.values()].sort((a, b) => Number(a.created_at) - Number(b.created_at));
}

/**
 * One ModelContext per model turn of the run whose state `exchange` returned: the instructions, the thread's messages,
 * then each round of function calls with the outputs submitted for them. An Assistants run bills the sum of its turns.
 * Null when the exchange is not about a run.
 */
export function assistantsTurns(exchange: Exchange, exchanges: readonly Exchange[]): ModelContext[] | null {
  const run = responseOf(exchange);
  if (run?.object !== 'thread.run' || !RUN_PATH.test(new URL(exchange.url).pathname)) return null;
  const upTo = exchanges.slice(0, exchanges.indexOf(exchange) + 1);
  const tools = Array.isArray(run.tools) ? (run.tools as Wire[]).filter((tool) => tool.type === 'function') : [];
  const base: unknown[] = threadMessages(run, upTo);
  const instructions = typeof run.instructions === 'string' && run.instructions !== '' ? run.instructions : null;
  const turns: ModelContext[] = [{ instructions, entries: base, tools }];
  let pending: unknown[] | null = null;
  let entries = base;
  for (const e of upTo) {
    const body = responseOf(e);
    if (!body || body.id !== run.id) continue;
    const calls = ((body.required_action as Wire | null)?.submit_tool_outputs as Wire | undefined)?.tool_calls;
    if (Array.isArray(calls)) pending = calls;
    if (!e.url.endsWith('/submit_tool_outputs') || !pending) continue;
    const outputs = (parseBody(e.requestBody)?.tool_outputs as Wire[] | undefined) ?? [];
    entries = [
      ...entries,
      { role: 'assistant', content: null, tool_calls: pending },
      ...outputs.map((o) => ({ role: 'tool', tool_call_id: o.tool_call_id, content: o.output })),
    ];
    turns.push({ instructions, entries, tools });
    pending = null;
  }
  return turns;
}
