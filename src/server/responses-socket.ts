// WebSocket mode at ws://…/v1/responses on the Node server: each upgrade is handed to the mock API's connection, frames go both ways as text.
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { MockApi } from '@loopscope/mock-api';
import { MAX_BODY_BYTES } from './app.ts';
import { socketFlow, type SocketFlow } from './socket-flow.ts';

/** What the server needs of @hono/node-server's `serve()` result: its upgrade requests. */
export interface UpgradeSource {
  on(event: 'upgrade', listener: (request: IncomingMessage, socket: Duplex, head: Buffer) => void): unknown;
}

/** The upgrade request as the mock reads any request: the same key rule (the 401s) and the same 404 for other paths. */
function asRequest(request: IncomingMessage): Request {
  const headers = new Headers();
  for (let i = 0; i + 1 < request.rawHeaders.length; i += 2)
    headers.append(request.rawHeaders[i]!, request.rawHeaders[i + 1]!);
  return new Request(`http://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`, { headers });
}

/** A refused upgrade gets the HTTP answer an HTTP request would (the SDK reports its status and body). */
async function refuse(socket: Duplex, response: Response): Promise<void> {
  const body = await response.text();
  const head = [
    `HTTP/1.1 ${response.status} ${STATUS_CODES[response.status] ?? ''}`,
    `Content-Type: ${response.headers.get('content-type') ?? 'application/json'}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
}

export function attachResponsesSocket(server: UpgradeSource, api: MockApi): WebSocketServer {
  // A frame may be as large as an HTTP body may; compression stays off, as the SDK's client asks by default.
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_BODY_BYTES, perMessageDeflate: false });
  server.on('upgrade', (request, socket, head) => {
    // Node's server stops listening for the socket's errors once it is upgraded: a reset connection must not end the process.
    socket.on('error', () => socket.destroy());
    let flow: SocketFlow | null = null;
    const connection = api.openSocket(asRequest(request), { send: (text) => flow?.send(text) });
    if (connection instanceof Response) {
      void refuse(socket, connection);
      return;
    }
    wss.handleUpgrade(request, socket, head, (open) => {
      flow = socketFlow(open, () => connection);
      // A malformed frame (unmasked, not UTF-8, over maxPayload) is reported here after ws has closed the socket
      // with its code (1002, 1007, 1009): that socket alone ends, and there is nothing more to do.
      open.on('error', () => undefined);
      open.on('message', (data: Buffer, isBinary: boolean) => flow!.receive(isBinary ? '' : data.toString('utf8')));
    });
  });
  return wss;
}
