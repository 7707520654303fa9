// Turns a recorded HTTP exchange (exact bodies as text) into the doctor's WireCall: parsed request, final response object.
import { endpointPath, styleOfEndpoint } from '@loopscope/wire/endpoint-style';
import { SseDecoder } from '@loopscope/wire/sse';
import { bodyJson } from '@loopscope/wire/exchange';
import { mcpCallResult, mcpListedTools, type McpExchangeInfo } from '@loopscope/wire/mcp/exchange';
import { mcpWireView } from '@loopscope/wire/mcp/wire-view';
import type { WireCall } from './types';

/** The parts of a recorded exchange the doctor reads (the engine's and the proxy's records both have them). */
export interface RecordedBodies {
  url: string;
  requestBody: string | null;
  responseBody: string | null;
  streamed: boolean;
  method?: string;
  /** Set on an exchange of the MCP wire. */
  mcp?: McpExchangeInfo;
  /** The request's headers and the answer's status (MCP rules read the revision header and a refused request). */
  requestHeaders?: Record<string, string>;
  status?: number | null;
}

/**
 * A stream's final response object: Responses sends it whole in `response.completed`, an Assistants run stream
 * sends the run with each `thread.run.*` event (the last one is its state); Chat streams have none.
 */
function streamedResponse(body: string): unknown {
  const decoder = new SseDecoder();
  const events = [...decoder.push(body), ...decoder.flush()];
  for (const event of events.reverse()) {
    const data = bodyJson(event.data) as { type?: string; object?: string; response?: unknown } | null;
    if (data?.type === 'response.completed' || data?.type === 'response.incomplete') return data.response ?? null;
    if (data?.object === 'thread.run') return data;
  }
  return null;
}

export function wireCallOf(exchange: RecordedBodies): WireCall {
  return {
    style: exchange.mcp ? 'other' : styleOfEndpoint(exchange.url),
    request: bodyJson(exchange.requestBody),
    response: exchange.streamed ? streamedResponse(exchange.responseBody ?? '') : bodyJson(exchange.responseBody),
    ...(exchange.method ? { method: exchange.method } : {}),
    path: endpointPath(exchange.url),
    ...(exchange.mcp ? { mcp: mcpFacts(exchange, exchange.mcp) } : {}),
  };
}

function mcpFacts(exchange: RecordedBodies, info: McpExchangeInfo): NonNullable<WireCall['mcp']> {
  return {
    serverLabel: info.serverLabel,
    ...(info.toolCallId ? { toolCallId: info.toolCallId } : {}),
    result: mcpCallResult(exchange),
    listedTools: mcpListedTools(exchange),
    wire: mcpWireView(exchange),
    status: exchange.status ?? null,
    responseText: exchange.responseBody ?? '',
    ...(info.retryOf ? { retryOf: info.retryOf } : {}),
  };
}
