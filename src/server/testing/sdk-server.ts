// Test support: the server of `npm start` (createServerApp) on a loopback port with an empty static root, an openai SDK client for its /v1, and its origin.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import OpenAI from 'openai';
import { createServerApp, type ServerAppOptions } from '../app.ts';

export interface SdkServer {
  client: OpenAI;
  /** `http://127.0.0.1:<port>`, for clients of the server's other routes (/mcp). */
  origin: string;
  close(): void;
}

/** `options` as `npm start` would pass them (an MCP allow-list); the server knows its own port once it listens. */
export async function startSdkServer(options: Partial<ServerAppOptions> = {}): Promise<SdkServer> {
  const root = mkdtempSync(join(tmpdir(), 'loopscope-sdk-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  let port: number | null = null;
  const app = createServerApp({ ownPort: () => port, ...options, staticRoot: root });
  const server = await new Promise<ServerType>((ready) => {
    const started: ServerType = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready(started));
  });
  port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  const client = new OpenAI({ apiKey: 'sk-test', baseURL: `${origin}/v1`, maxRetries: 0 });
  return {
    client,
    origin,
    close: () => {
      server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
