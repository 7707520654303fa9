// Shared by the browser benches: the built app (built on demand) served on a free port, and Chromium with the e2e flags.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../playwright.config.ts';
import { createServerApp } from '../src/server/app.ts';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Runs `npm run build` when dist/ or the compiled server is missing. */
export function ensureBuilt(): void {
  if (!existsSync(`${ROOT}/dist/index.html`) || !existsSync(`${ROOT}/build/server/cli.js`))
    execSync('npm run build', { stdio: 'ignore', cwd: ROOT });
}

/** The built app on 127.0.0.1, its page URL opting into the bench hook. */
export async function serveBuiltApp(): Promise<{ url: string; close(): void }> {
  ensureBuilt();
  const app = createServerApp({ staticRoot: `${ROOT}/dist` });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({ url: `http://127.0.0.1:${info.port}/?bench`, close: () => server.close() });
    });
  });
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
}
