// An MCP exchange: one HTTP request of an MCP client transport, recorded like any other, and what its JSON-RPC says.
import { specTypeSchemas, type CallToolResult, type JSONRPCMessage, type Tool } from '@modelcontextprotocol/client';
import { SseDecoder } from '../sse';

/** What an exchange of the `mcp` wire carries besides the HTTP: which server, and the model's tool call that caused it. */
export interface McpExchangeInfo {
  /** The configured server's id and label. */
  serverId: string;
  serverLabel: string;
  /** The JSON-RPC method(s) the request carried (`initialize`, `tools/call`, …); empty for a GET or DELETE of the transport. */
  methods: string[];
  /** The model's tool call this exchange served (a `tools/call`, or the connection it opened first); absent: listing tools. */
  toolCallId?: string;
  /** The revision the connection uses (`2026-07-28` or `2025-11-25`); absent on the exchanges that negotiated it. */
  revision?: string;
  /** The exchange whose input-required result this request retries (with the user's answer in `inputResponses`). */
  retryOf?: string;
}

/** The JSON-RPC messages of a body: one message or a batch as JSON, or every `data:` of an SSE stream. Anything else is dropped. */
export function jsonRpcMessages(text: string | null | undefined): JSONRPCMessage[] {
  if (!text) return [];
  const parsed = parseJson(text);
  const values = parsed !== undefined ? [parsed] : sseData(text);
  return values
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .flatMap((value) => {
      const message = specTypeSchemas.JSONRPCMessage['~standard'].validate(value);
      return message.issues === undefined ? [message.value] : [];
    });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function sseData(text: string): unknown[] {
  const decoder = new SseDecoder();
  return [...decoder.push(text), ...decoder.flush()]
    .map((event) => parseJson(event.data))
    .filter((value) => value !== undefined);
}

/** Every JSON object of a body (one message, a batch, or each SSE `data:`), unchecked: for reading what a server sent. */
export function rawJsonRpcMessages(text: string | null | undefined): Record<string, unknown>[] {
  if (!text) return [];
  const parsed = parseJson(text);
  const values = parsed !== undefined ? [parsed] : sseData(text);
  return values
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter(
      (value): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value),
    );
}

type Recorded = { requestBody: string | null; responseBody: string | null };

/** The JSON-RPC method(s) the request carried (`initialize`, `tools/call`, …), in order. */
export function mcpMethods(exchange: Pick<Recorded, 'requestBody'>): string[] {
  return jsonRpcMessages(exchange.requestBody).flatMap((message) => ('method' in message ? [message.method] : []));
}

/** The `result` of the response answering the request's own id, when the server answered with a result. */
function resultOf(exchange: Recorded): unknown {
  const request = jsonRpcMessages(exchange.requestBody).find((message) => 'method' in message && 'id' in message) as
    | { id: string | number }
    | undefined;
  if (!request) return undefined;
  const answer = jsonRpcMessages(exchange.responseBody).find(
    (message) => 'id' in message && message.id === request.id && 'result' in message,
  );
  return answer && 'result' in answer ? answer.result : undefined;
}

/**
 * A `tools/call` exchange's result, as the SDK's schema reads it, or the result a `tasks/get` brings once its task ended
 * (Tasks extension); null: neither, no result yet, or not a result's shape (a task handle, an input-required answer).
 */
export function mcpCallResult(exchange: Recorded): CallToolResult | null {
  const methods = mcpMethods(exchange);
  const result = methods.includes('tools/call')
    ? resultOf(exchange)
    : methods.includes('tasks/get')
      ? (resultOf(exchange) as { result?: unknown } | undefined)?.result
      : undefined;
  if (
    result === undefined ||
    (result as { resultType?: unknown }).resultType === 'task' ||
    (result as { resultType?: unknown }).resultType === 'input_required'
  )
    return null;
  const parsed = specTypeSchemas.CallToolResult['~standard'].validate(result);
  return parsed.issues === undefined ? parsed.value : null;
}

/** A `tools/list` exchange's tools (null: not a tools/list or no result). */
export function mcpListedTools(exchange: Recorded): Tool[] | null {
  if (!mcpMethods(exchange).includes('tools/list')) return null;
  const parsed = specTypeSchemas.ListToolsResult['~standard'].validate(resultOf(exchange));
  return parsed.issues === undefined ? parsed.value.tools : null;
}

/** What the timeline shows of one tools/call: the arguments sent, the result or JSON-RPC error, the progress notifications. */
export interface McpCallView {
  arguments: unknown;
  result: CallToolResult | null;
  error: { code: number; message: string } | null;
  progress: number;
}

export function mcpCallView(exchange: Recorded): McpCallView {
  const sent = jsonRpcMessages(exchange.requestBody).find((m) => 'method' in m && m.method === 'tools/call') as
    | { id?: unknown; params?: { arguments?: unknown } }
    | undefined;
  const received = jsonRpcMessages(exchange.responseBody);
  const failed = received.find((m) => 'error' in m && 'id' in m && m.id === sent?.id) as
    | { error: { code: number; message: string } }
    | undefined;
  return {
    arguments: sent?.params?.arguments ?? null,
    result: mcpCallResult(exchange),
    error: failed ? { code: failed.error.code, message: failed.error.message } : null,
    progress: received.filter((m) => 'method' in m && m.method === 'notifications/progress').length,
  };
}
