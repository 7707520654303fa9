// Which response a `response.steer` frame would name: the last one the session's socket finished, and the exchange its frames belong to.
import type { Branch } from './types';
import { isFramed } from '@loopscope/wire/wires';

export interface SteerTarget {
  /** The `previous_response_id` a steer frame carries. */
  responseId: string;
  /** The WebSocket exchange whose turn made that response; the steer frame and the server's answer join its frames. */
  exchangeId: string;
  /** The response stopped for tool output the client owes: the API accepts steering for it until a request continues it. */
  waiting: boolean;
}

const FINISHED = new Set(['response.completed', 'response.incomplete']);

/** The branch's last WebSocket turn, read from the frames it received (the recorded bytes, not a re-serialisation). */
export function steerTarget(branch: Pick<Branch, 'exchanges'> | undefined): SteerTarget | null {
  const exchange = branch?.exchanges.findLast(isFramed);
  if (!exchange) return null;
  const done = exchange.events.findLast((e) => e.direction === 'received' && e.event !== null && FINISHED.has(e.event));
  if (!done) return null;
  try {
    const response = (JSON.parse(done.data) as { response?: { id?: unknown; output?: Array<{ type?: unknown }> } })
      .response;
    if (typeof response?.id !== 'string') return null;
    const waiting = (response.output ?? []).some((i) => i.type === 'function_call' || i.type === 'custom_tool_call');
    return { responseId: response.id, exchangeId: exchange.id, waiting };
  } catch {
    return null;
  }
}
