// What one recorded MCP exchange says about the wire of today's MCP: the revision, the new headers, the request's `_meta`
// envelope, the result's `resultType`, an input-required answer, a retry carrying the user's answer, a task's state.
// Views ask this record what to draw; none of them reads the JSON-RPC itself.
import { rawJsonRpcMessages } from './exchange.ts';
import { MCP_HEADERS } from './headers.ts';

type Recorded = {
  requestBody: string | null;
  responseBody: string | null;
  requestHeaders?: Record<string, string>;
  responseHeaders?: Record<string, string>;
};
type Obj = Record<string, unknown>;

/** The `_meta` keys the 2026-07-28 revision reserves for every request. */
export const META_PROTOCOL_VERSION = 'io.modelcontextprotocol/protocolVersion';
export const META_CLIENT_CAPABILITIES = 'io.modelcontextprotocol/clientCapabilities';
export const META_CLIENT_INFO = 'io.modelcontextprotocol/clientInfo';
export { MCP_HEADERS };

export interface McpInputRequest {
  key: string;
  method: string;
  /** An elicitation's message and the fields its form asks for. */
  message?: string;
  fields?: string[];
}

export interface McpTaskState {
  taskId: string;
  status: string;
  statusMessage?: string;
}

export interface McpWireView {
  /** The request's JSON-RPC method (the first, for a batch). */
  method: string | null;
  /** The revision the request claimed, by its header or its `_meta` envelope; null: none (a handshake, or a mistake). */
  revision: string | null;
  /** The MCP headers the request carried, lower-cased, in the order of MCP_HEADERS. */
  headers: { name: string; value: string }[];
  /** The request's `_meta` keys (the envelope's and any other). */
  metaKeys: string[];
  /** The result's `resultType` (2026-07-28 results carry one; 2025 results none). */
  resultType: string | null;
  /** What an input-required result asks the client for. */
  inputRequests: McpInputRequest[];
  /** The request is a retry: it carries `inputResponses` (the user's answers), with their actions. */
  inputResponses: { key: string; action: string | null }[];
  /** A task handle (tools/call) or a task's state (tasks/get). */
  task: McpTaskState | null;
  /** The server's answer to `server/discover`: the revisions it speaks. */
  supportedVersions: string[] | null;
  /** A cacheable result's freshness hint. */
  ttlMs: number | null;
}

const isObj = (value: unknown): value is Obj => value !== null && typeof value === 'object' && !Array.isArray(value);

function requestOf(exchange: Recorded): Obj | null {
  return rawJsonRpcMessages(exchange.requestBody).find((m) => typeof m.method === 'string') ?? null;
}

/** The result answering the request's own id. */
function resultOf(exchange: Recorded, request: Obj | null): Obj | null {
  if (!request || !('id' in request)) return null;
  const answer = rawJsonRpcMessages(exchange.responseBody).find((m) => m.id === request.id && isObj(m.result));
  return answer ? (answer.result as Obj) : null;
}

function header(exchange: Recorded, name: string): string | null {
  const headers = exchange.requestHeaders ?? {};
  const found = Object.keys(headers).find((key) => key.toLowerCase() === name);
  return found === undefined ? null : headers[found]!;
}

export function mcpWireView(exchange: Recorded): McpWireView {
  const request = requestOf(exchange);
  const params = isObj(request?.params) ? request.params : {};
  const meta = isObj(params._meta) ? params._meta : {};
  const result = resultOf(exchange, request);
  const metaVersion = typeof meta[META_PROTOCOL_VERSION] === 'string' ? (meta[META_PROTOCOL_VERSION] as string) : null;
  const inputRequests = isObj(result?.inputRequests)
    ? Object.entries(result.inputRequests).map(([key, value]): McpInputRequest => {
        const asked = isObj(value) ? value : {};
        const askedParams = isObj(asked.params) ? asked.params : {};
        const schema = isObj(askedParams.requestedSchema) ? askedParams.requestedSchema : {};
        return {
          key,
          method: typeof asked.method === 'string' ? asked.method : 'unknown',
          ...(typeof askedParams.message === 'string' ? { message: askedParams.message } : {}),
          ...(isObj(schema.properties) ? { fields: Object.keys(schema.properties) } : {}),
        };
      })
    : [];
  const responses = isObj(params.inputResponses)
    ? Object.entries(params.inputResponses).map(([key, value]) => ({
        key,
        action: isObj(value) && typeof value.action === 'string' ? value.action : null,
      }))
    : [];
  const taskSource = result && typeof result.taskId === 'string' && typeof result.status === 'string' ? result : null;
  return {
    method: typeof request?.method === 'string' ? request.method : null,
    revision: header(exchange, 'mcp-protocol-version') ?? metaVersion,
    headers: MCP_HEADERS.flatMap((name) => {
      const value = header(exchange, name);
      return value === null ? [] : [{ name, value }];
    }),
    metaKeys: Object.keys(meta),
    resultType: typeof result?.resultType === 'string' ? result.resultType : null,
    inputRequests,
    inputResponses: responses,
    task: taskSource
      ? {
          taskId: taskSource.taskId as string,
          status: taskSource.status as string,
          ...(typeof taskSource.statusMessage === 'string' ? { statusMessage: taskSource.statusMessage } : {}),
        }
      : null,
    supportedVersions: Array.isArray(result?.supportedVersions)
      ? (result.supportedVersions as unknown[]).map(String)
      : null,
    ttlMs: typeof result?.ttlMs === 'number' ? result.ttlMs : null,
  };
}

/** The exchange's result asks the client for input (the 2026-07-28 revision's input_required). */
export function inputRequiredOf(exchange: Recorded): boolean {
  return mcpWireView(exchange).resultType === 'input_required';
}

/** The request carries `inputResponses`: it retries an input-required request with the answers. */
export function isRetry(exchange: Pick<Recorded, 'requestBody'>): boolean {
  const request = requestOf({ ...exchange, responseBody: null });
  return isObj(request?.params) && isObj(request.params.inputResponses);
}
