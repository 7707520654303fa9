// Faults of the mock MCP server, chosen per request (a header or a query parameter) or for the whole server.

/** Comma-separated fault names, e.g. `X-Loopscope-Mcp-Faults: tools-call-error` or `slow-tools-list:1500`. */
export const MCP_FAULT_HEADER = 'X-Loopscope-Mcp-Faults';
/** The same names in the server URL (`/mcp?fault=drop-mid-call`), so a hosted `mcp` tool's server_url can carry them. */
export const MCP_FAULT_PARAM = 'fault';

export interface McpFaults {
  /** tools/call answers a JSON-RPC error (InternalError) instead of a result. */
  toolsCallError?: boolean;
  /** tools/call's response stream is cut before its result arrives (the client sees the connection drop). */
  dropMidCall?: boolean;
  /** tools/list waits this many milliseconds before it answers. */
  slowToolsListMs?: number;
  /** The request's `io.modelcontextprotocol/*` `_meta` keys are taken away before the server reads it (no protocol version). */
  missingMeta?: boolean;
  /** A tools/call result carries `resultType: "completed"` (not a result type: a 2026 client refuses it). */
  wrongResultType?: boolean;
  /** server/discover offers only a revision no client knows, so a client must fall back to the handshake or give up. */
  unknownRevision?: boolean;
}

export const MCP_FAULT_NAMES = [
  'tools-call-error',
  'drop-mid-call',
  'slow-tools-list',
  'missing-meta',
  'wrong-result-type',
  'unknown-revision',
] as const;
const FLAGS = {
  'tools-call-error': 'toolsCallError',
  'drop-mid-call': 'dropMidCall',
  'missing-meta': 'missingMeta',
  'wrong-result-type': 'wrongResultType',
  'unknown-revision': 'unknownRevision',
} as const;
/** How long a slow tools/list waits when the fault names no time. */
export const DEFAULT_SLOW_LIST_MS = 3_000;
/** The longest wait a request may ask for: enough to see a client time out, never a request parked for hours. */
export const MAX_SLOW_LIST_MS = 60_000;

export class McpFaultError extends Error {}

/** The faults named in `text` ("a,b:ms"); an unknown name or a bad time is refused, not ignored. */
export function parseMcpFaults(text: string): McpFaults {
  const faults: McpFaults = {};
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, arg] = part.split(':', 2) as [string, string | undefined];
    if (Object.hasOwn(FLAGS, name) && arg === undefined) faults[FLAGS[name as keyof typeof FLAGS]] = true;
    else if (name === 'slow-tools-list') {
      const ms = arg === undefined ? DEFAULT_SLOW_LIST_MS : Number(arg);
      if (!Number.isInteger(ms) || ms < 0 || ms > MAX_SLOW_LIST_MS)
        throw new McpFaultError(
          `Invalid MCP fault '${part}': the wait must be whole milliseconds from 0 to ${MAX_SLOW_LIST_MS}.`,
        );
      faults.slowToolsListMs = ms;
    } else {
      throw new McpFaultError(
        `Unknown MCP fault '${part}'. Known faults: ${MCP_FAULT_NAMES.join(', ')} (slow-tools-list takes an optional ':milliseconds').`,
      );
    }
  }
  return faults;
}

/** The request's own faults (header and query together) over the server's; throws McpFaultError on a bad name. */
export function requestFaults(request: Request, base: McpFaults = {}): McpFaults {
  const header = request.headers.get(MCP_FAULT_HEADER) ?? '';
  const query = new URL(request.url).searchParams.getAll(MCP_FAULT_PARAM).join(',');
  return { ...base, ...parseMcpFaults([header, query].filter(Boolean).join(',')) };
}
