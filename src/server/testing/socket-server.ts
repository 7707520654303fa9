// Test support: the server of `npm start` with WebSocket mode attached, on a loopback port, and its ws://…/v1/responses URL.
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { WebSocketServer } from 'ws';
import { createServerParts } from '../app.ts';
import { attachResponsesSocket, type UpgradeSource } from '../responses-socket.ts';
import type { MockApi } from '@loopscope/mock-api';

export interface SocketServer {
  server: ServerType;
  /** `ws://127.0.0.1:<port>/v1/responses`. */
  url: string;
  wss: WebSocketServer;
  close(): void;
}

/** `wrap` stands between the sockets and the mock (a test counts what the mock is handed). */
export async function startSocketServer(wrap: (api: MockApi) => MockApi = (api) => api): Promise<SocketServer> {
  const { app, api } = createServerParts({ staticRoot: null });
  const server = await new Promise<ServerType>((ready) => {
    const started: ServerType = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready(started));
  });
  const wss = attachResponsesSocket(server as UpgradeSource, wrap(api));
  return {
    server,
    wss,
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/v1/responses`,
    close: () => void server.close(),
  };
}
