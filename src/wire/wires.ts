// The one registry of the wires Loopscope records an exchange on (HTTP, a WebSocket turn, an MCP transport's request):
// what every layer needs to know of a wire, so no code outside this file asks an exchange for its wire's name.
import type { Exchange } from './exchange';
import { MCP_HEADERS } from './mcp/headers';

/** The name a recorded exchange carries in `wire` (absent on the record: HTTP). */
export type WireName = NonNullable<Exchange['wire']> | 'http';

export interface WireInfo {
  readonly name: WireName;
  /** Shown where an exchange says how it travelled. */
  readonly label: string;
  /**
   * One of the model loop's own calls (a request the loop sent to the model API); false for traffic that serves the
   * loop from the side (an MCP client's listing and tool calls), which the timeline, the next-request preview and a
   * fresh session leave out.
   */
  readonly loopCall: boolean;
  /**
   * Frames of one socket turn rather than a request and its answer: `requestBody` is the frame sent, `events` every
   * frame both ways, and frames may still arrive after the turn settled (a steer). Code export replays the frame; a
   * cassette, which replays HTTP answers, leaves it out.
   */
  readonly framed: boolean;
  /**
   * The headers (lower-cased) this wire gives a meaning of its own, which the inspector explains beside the header
   * (its catalog's `headerNotes` holds a note under each name): MCP's revision, method and name headers, for one.
   */
  readonly describedHeaders: readonly string[];
}

export const WIRES = {
  http: { name: 'http', label: 'HTTP', loopCall: true, framed: false, describedHeaders: [] },
  websocket: { name: 'websocket', label: 'WebSocket', loopCall: true, framed: true, describedHeaders: [] },
  mcp: { name: 'mcp', label: 'MCP', loopCall: false, framed: false, describedHeaders: MCP_HEADERS },
} as const satisfies { readonly [W in WireName]: WireInfo & { name: W } };

/** What the exchange's wire is, for the views and every layer that draws or replays it. */
export function wireOf(exchange: Pick<Exchange, 'wire'>): WireInfo {
  return WIRES[exchange.wire ?? 'http'];
}

/** One of the loop's own calls to the model API (not an MCP client's side traffic). */
export function isLoopCall(exchange: Pick<Exchange, 'wire'>): boolean {
  return wireOf(exchange).loopCall;
}

/** Whether the exchange's wire explains this header (any case). */
export function describesHeader(exchange: Pick<Exchange, 'wire'>, name: string): boolean {
  return wireOf(exchange).describedHeaders.includes(name.toLowerCase());
}

/** A socket turn's frames (sent and received) rather than one request and its answer. */
export function isFramed(exchange: Pick<Exchange, 'wire'>): boolean {
  return wireOf(exchange).framed;
}
