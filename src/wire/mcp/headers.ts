// The HTTP headers MCP gives a meaning of its own: the 2026-07-28 revision's three and the session header of 2025-11-25.
// A module without imports, so the wire registry can name them without pulling in the SDK.

/** Lower-cased, in the order views list them. */
export const MCP_HEADERS = ['mcp-protocol-version', 'mcp-method', 'mcp-name', 'mcp-session-id'] as const;
export type McpHeaderName = (typeof MCP_HEADERS)[number];
