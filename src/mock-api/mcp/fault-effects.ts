// What the mock MCP server's faults do to the bytes: a request whose `_meta` envelope is taken away before the SDK reads
// it, and responses broken (a dropped stream) or bent (a wrong resultType, a revision no one knows, a tools/call error).
import type { McpFaults } from './faults.ts';

/** The revision the `unknown-revision` fault claims: no client knows it, so none can use the stateless revision. */
export const UNKNOWN_REVISION = '2099-01-01';

/** The request as if its client had sent no `io.modelcontextprotocol/*` keys in `_meta` (the classic mistake of a hand-made client). */
export function stripRequestMeta(request: Request, body: unknown): Request {
  const strip = (message: unknown) => {
    const params = (message as { params?: { _meta?: Record<string, unknown> } } | null)?.params;
    if (params?._meta)
      for (const key of Object.keys(params._meta))
        if (key.startsWith('io.modelcontextprotocol/')) delete params._meta[key];
    return message;
  };
  const stripped = Array.isArray(body) ? body.map(strip) : strip(body);
  return new Request(request.url, { method: request.method, headers: request.headers, body: JSON.stringify(stripped) });
}

/** A response whose stream breaks before any event: what a client sees when the server goes away mid-call. */
function dropped(response: Response): Response {
  void response.body?.cancel().catch(() => undefined);
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => controller.error(new Error('mock MCP server dropped the connection (drop-mid-call)')),
  });
  return new Response(body, { status: response.status, headers: response.headers });
}

/** Rewrites every JSON-RPC message of a JSON or SSE body with `edit`. */
async function rewrite(
  response: Response,
  edit: (message: Record<string, unknown>) => Record<string, unknown>,
): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  const editJson = (json: string) => {
    try {
      const value = JSON.parse(json) as unknown;
      return JSON.stringify(
        Array.isArray(value)
          ? value.map((m) => edit(m as Record<string, unknown>))
          : edit(value as Record<string, unknown>),
      );
    } catch {
      return json;
    }
  };
  const body = type.includes('text/event-stream')
    ? text.replace(/^data: (.*)$/gm, (_, json: string) => `data: ${editJson(json)}`)
    : text
      ? editJson(text)
      : text;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(body, { status: response.status, headers });
}

function resultOf(message: Record<string, unknown>): Record<string, unknown> | null {
  const result = message.result;
  return result !== null && typeof result === 'object' && !Array.isArray(result)
    ? (result as Record<string, unknown>)
    : null;
}

export async function applyResponseFaults(response: Response, faults: McpFaults, methods: string[]): Promise<Response> {
  const call = methods.includes('tools/call');
  if (faults.dropMidCall && call) return dropped(response);
  if (faults.toolsCallError && call) {
    // A protocol-level failure (an `error` instead of a `result`), unlike a tool's own isError result.
    return rewrite(response, (m) =>
      resultOf(m)
        ? {
            jsonrpc: '2.0',
            id: m.id,
            error: { code: -32603, message: 'Mock fault: tools/call failed (tools-call-error).' },
          }
        : m,
    );
  }
  // "completed" is the Tasks status word, not a resultType: the classic slip that a 2026 client must refuse.
  if (faults.wrongResultType && call)
    return rewrite(response, (m) =>
      resultOf(m)?.resultType === 'complete' ? { ...m, result: { ...resultOf(m), resultType: 'completed' } } : m,
    );
  if (faults.unknownRevision && methods.includes('server/discover'))
    return rewrite(response, (m) =>
      resultOf(m) ? { ...m, result: { ...resultOf(m), supportedVersions: [UNKNOWN_REVISION] } } : m,
    );
  return response;
}
