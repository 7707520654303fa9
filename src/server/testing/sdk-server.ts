// Test support: the server of `npm start` (createServerApp) on a loopback port with an empty static root, an openai SDK client for its /v1, and its origin.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import OpenAI from 'openai';
import { createServerApp } from '../app.ts';

export interface SdkServer {
  client: OpenAI;
  /** `http://127.0.0.1:<port>`, for clients of the server's other routes (/mcp). */
  origin: string;
  close(): void;
}

export async function startSdkServer(): Promise<SdkServer> {
  const root = mkdtempSync(join(tmpdir(), 'loopscope-sdk-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  const app = createServerApp({ staticRoot: root });
  const server = await new Promise<ServerType>((ready) => {
    const started: ServerType = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready(started));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
