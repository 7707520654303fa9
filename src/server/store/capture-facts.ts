// What /live's history filters a stored capture by: its day, model, tool names, status and doctor findings, read from the exchange once when it is written.
import type { Exchange } from '@loopscope/wire/exchange';
import { diagnoseRequest, wireCallOf } from '@loopscope/payloads/doctor/index';

export interface CaptureFacts {
  day: string;
  model: string;
  /** Space-padded (` a b `) so a whole name matches with LIKE '% name %'. */
  tools: string;
  status: number;
  findings: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The UTC day of a moment, `YYYY-MM-DD`. */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Tool names a request defines (Chat's `function.name`, Responses' `name`) and an answer calls. */
function toolNames(request: unknown, response: unknown): string[] {
  const names = new Set<string>();
  const add = (name: unknown) => {
    if (typeof name === 'string' && name.length > 0 && !/\s/.test(name)) names.add(name);
  };
  for (const tool of list(isObject(request) ? request.tools : undefined))
    if (isObject(tool)) add(isObject(tool.function) ? tool.function.name : tool.name);
  if (isObject(response)) {
    for (const choice of list(response.choices)) {
      const message = isObject(choice) ? choice.message : undefined;
      for (const call of list(isObject(message) ? message.tool_calls : undefined))
        if (isObject(call) && isObject(call.function)) add(call.function.name);
    }
    for (const item of list(response.output)) if (isObject(item) && item.type === 'function_call') add(item.name);
  }
  return [...names];
}

export function captureFacts(exchange: Exchange): CaptureFacts {
  const settled = exchange.state !== 'pending' && exchange.state !== 'streaming';
  let model = '';
  let tools: string[] = [];
  let findings: string[] = [];
  try {
    const call = wireCallOf(exchange);
    if (isObject(call.request) && typeof call.request.model === 'string') model = call.request.model;
    tools = toolNames(call.request, call.response);
    // The doctor reads the request alone; a finished exchange only, so a stream's snapshots are not diagnosed again and again.
    if (settled && isObject(call.request)) findings = [...new Set(diagnoseRequest(call).map((f) => f.rule))];
  } catch {
    // A body that is not JSON (a proxy error, a binary upload) has no model, tools or findings: it is still stored.
  }
  return {
    day: dayOf(exchange.startedAt),
    model,
    tools: padded(tools),
    status: exchange.status ?? 0,
    findings: padded(findings),
  };
}

function padded(words: readonly string[]): string {
  return words.length === 0 ? '' : ` ${words.join(' ')} `;
}
