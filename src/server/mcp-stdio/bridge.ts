// A stdio MCP server the user confirmed, run by this Node server for the page: the SDK's StdioClientTransport to the child,
// the SDK's Streamable HTTP server transport to the page, and every message forwarded from one transport to the other.
import { randomUUID } from 'node:crypto';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { isJSONRPCNotification, isJSONRPCRequest, type JSONRPCMessage, type RequestId } from '@modelcontextprotocol/sdk/types.js';

export interface StdioCommand {
  command: string;
  args: string[];
}

export interface StdioBridge extends StdioCommand {
  id: string;
  /** Answers the page's Streamable HTTP requests (POST, GET, DELETE) for this server. */
  handle(request: Request): Promise<Response>;
  close(): Promise<void>;
}

/** The request a progress notification belongs to (by the token the request carried), so it reaches that request's stream. */
function progressTokenOf(message: JSONRPCMessage): string | number | undefined {
  const meta = (message as { params?: { _meta?: { progressToken?: string | number } } }).params?._meta;
  return meta?.progressToken;
}

export async function startStdioBridge({ command, args }: StdioCommand, onClose: () => void): Promise<StdioBridge> {
  const id = randomUUID();
  const stdio = new StdioClientTransport({ command, args, stderr: 'ignore' });
  const http = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: () => randomUUID() });
  const requestOf = new Map<string | number, RequestId>();
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    onClose();
    await Promise.allSettled([stdio.close(), http.close()]);
  };

  http.onmessage = (message) => {
    const token = progressTokenOf(message);
    if (isJSONRPCRequest(message) && token !== undefined) requestOf.set(token, message.id);
    stdio.send(message).catch(() => void close());
  };
  stdio.onmessage = (message) => {
    const token = isJSONRPCNotification(message) && message.method === 'notifications/progress' ? (message.params as { progressToken?: string | number }).progressToken : undefined;
    const relatedRequestId = token !== undefined ? requestOf.get(token) : undefined;
    if ('id' in message && !('method' in message)) for (const [key, value] of requestOf) if (value === message.id) requestOf.delete(key);
    http.send(message, relatedRequestId !== undefined ? { relatedRequestId } : undefined).catch(() => undefined);
  };
  stdio.onclose = () => void close();
  http.onclose = () => void close();
  await stdio.start();
  await http.start();
  return { id, command, args, handle: (request) => http.handleRequest(request), close };
}
