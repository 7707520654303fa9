// WebSocket mode at ws://…/v1/responses on the Node server: each upgrade is handed to the mock API's connection, frames go both ways as text.
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { MockApi } from '../mock-api/index.ts';
import { MAX_BODY_BYTES } from './app.ts';

/** What the server needs of @hono/node-server's `serve()` result: its upgrade requests. */
export interface UpgradeSource {
  on(event: 'upgrade', listener: (request: IncomingMessage, socket: Duplex, head: Buffer) => void): unknown;
}

/** The upgrade request as the mock reads any request: the same key rule (the 401s) and the same 404 for other paths. */
function asRequest(request: IncomingMessage): Request {
  const headers = new Headers();
  for (let i = 0; i + 1 < request.rawHeaders.length; i += 2) headers.append(request.rawHeaders[i]!, request.rawHeaders[i + 1]!);
  return new Request(`http://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`, { headers });
}

/** A refused upgrade gets the HTTP answer an HTTP request would (the SDK reports its status and body). */
async function refuse(socket: Duplex, response: Response): Promise<void> {
  const body = await response.text();
  const head = [`HTTP/1.1 ${response.status} ${STATUS_CODES[response.status] ?? ''}`, `Content-Type: ${response.headers.get('content-type') ?? 'application/json'}`, `Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close'];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
}

export function attachResponsesSocket(server: UpgradeSource, api: MockApi): WebSocketServer {
  // A frame may be as large as an HTTP body may; compression stays off, as the SDK's client asks by default.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_BODY_BYTES, perMessageDeflate: false });
  server.on('upgrade', (request, socket, head) => {
    let ws: WebSocket | null = null;
    const connection = api.openSocket(asRequest(request), { send: (text) => ws?.send(text) });
    if (connection instanceof Response) {
      void refuse(socket, connection);
      return;
    }
    wss.handleUpgrade(request, socket, head, (open) => {
      ws = open;
      open.on('message', (data: Buffer, isBinary: boolean) => {
        void connection.receive(isBinary ? '' : data.toString('utf8'));
      });
    });
  });
  return wss;
}
