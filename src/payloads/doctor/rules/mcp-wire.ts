// Doctor rules for the classic mistakes of MCP's stateless 2026-07-28 wire: a request that does not say its protocol
// version, a server that still demands the session the revision removed, and a retry that drops the user's answer.
import type { DoctorRule, McpFacts, RuleContext, RuleHit } from '../types';
import { say } from '../details';

const MODERN = '2026-07-28';
/** Methods that carry no version by design: the 2025 handshake's own request and notification. */
const HANDSHAKE = new Set(['initialize', 'notifications/initialized']);

function facts(ctx: RuleContext): McpFacts | null {
  return ctx.call.mcp?.wire ? ctx.call.mcp : null;
}

export const mcpRequestWithoutVersion: DoctorRule = {
  id: 'mcp-request-without-version',
  title: 'An MCP request that does not say its protocol version',
  severity: 'error',
  styles: ['other'],
  why: 'Since 2026-07-28 MCP has no handshake: each request must say which revision it speaks, in the MCP-Protocol-Version header and in _meta["io.modelcontextprotocol/protocolVersion"] (a 2025-11-25 client sends the header after its initialize). Without it the server cannot tell which wire this is and refuses it, or reads it as an old client.',
  fix: 'Send the MCP-Protocol-Version header and the _meta envelope (protocolVersion, clientCapabilities, clientInfo) with every request: the official SDK does, when the client negotiates ("versionNegotiation: auto").',
  check(ctx) {
    const mcp = facts(ctx);
    if (!mcp?.wire?.method || HANDSHAKE.has(mcp.wire.method) || mcp.wire.revision !== null) return [];
    return [
      {
        path: ['params', '_meta'],
        ...say('mcpNoVersion', { method: String(mcp.wire.method), server: mcp.serverLabel }),
      },
    ];
  },
};

/** How a server that still keeps sessions refuses a request without one (the v1 SDK's words and the common variants). */
const DEMANDS_SESSION = /session|not initialized|initialize/i;

export const mcpServerDemandsSession: DoctorRule = {
  id: 'mcp-server-demands-session',
  title: 'A server that still demands a session on the stateless revision',
  severity: 'warning',
  styles: ['other'],
  why: 'This request spoke 2026-07-28, which has no initialize handshake and no Mcp-Session-Id, and the server refused it for want of a session: it serves only the 2025-11-25 wire (or advertised the new revision without implementing it).',
  fix: 'Let the client fall back to the 2025-11-25 handshake for this server (the SDK does in "auto" mode when the server does not answer server/discover), or update the server to the stateless revision.',
  check(ctx) {
    const mcp = facts(ctx);
    if (mcp?.wire?.revision !== MODERN || mcp.status === null || mcp.status === undefined || mcp.status < 400)
      return [];
    if (!DEMANDS_SESSION.test(mcp.responseText ?? '')) return [];
    return [
      {
        path: ['params'],
        ...say('mcpAsksSession', {
          server: mcp.serverLabel,
          status: String(mcp.status),
          method: mcp.wire.method ?? 'request',
        }),
      },
    ];
  },
};

export const mcpRetryDropsAnswer: DoctorRule = {
  id: 'mcp-retry-drops-answer',
  title: 'A retry that drops the answer the server asked for',
  severity: 'error',
  styles: ['other'],
  why: 'The server answered the request before with resultType "input_required": it asked the user something (inputRequests) and waits for the same request again with the answers in params.inputResponses, under the same keys, and requestState echoed. Sent without them, the server can only ask again, and the loop never ends.',
  fix: 'Retry with params.inputResponses: one entry per key of inputRequests (the elicitation result: action and content), and the requestState byte for byte. The SDK does this itself when a handler for elicitation/create is set.',
  check(ctx) {
    const mcp = facts(ctx);
    if (!mcp?.wire?.method) return [];
    // The last input-required answer of the same server before this request, for the same method.
    const earlier = ctx.loop
      .slice(0, ctx.index)
      .map((call) => call.mcp)
      .filter((m): m is McpFacts => m?.serverLabel === mcp.serverLabel && m.wire?.method === mcp.wire!.method)
      .at(-1);
    if (!earlier?.wire || earlier.wire.resultType !== 'input_required') return [];
    const answered = new Set(mcp.wire.inputResponses.map((r) => r.key));
    const missing = earlier.wire.inputRequests.map((r) => r.key).filter((key) => !answered.has(key));
    return missing.map(
      (key): RuleHit => ({
        path: ['params', 'inputResponses', key],
        ...say('mcpInputMissing', { key, method: String(mcp.wire!.method) }),
      }),
    );
  },
};
