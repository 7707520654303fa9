// Vite build, dev server (with the mock API at /v1) and Vitest configuration.
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { zodSandboxBundle } from './scripts/zod-sandbox-bundle.ts';
import { cspMetaTag } from './scripts/csp-plugin.ts';

/** Mounts the server's /v1, capture proxy and capture API on the dev server, so `npm run dev` answers like `npm start`. */
function mockApiDevMiddleware(): Plugin {
  return {
    name: 'loopscope-mock-api',
    async configureServer(server) {
      const { getRequestListener } = await import('@hono/node-server');
      const { createServerApp } = await server.ssrLoadModule('/src/server/app.ts');
      const upstream = process.env.LOOPSCOPE_UPSTREAM || undefined;
      const listener = getRequestListener(createServerApp({ staticRoot: null, ...(upstream ? { capture: { upstream } } : {}) }).fetch);
      const served = ['/v1/', '/proxy/', '/api/capture/'];
      server.middlewares.use((req, res, next) => {
        if (req.url === '/v1' || served.some((prefix) => req.url?.startsWith(prefix))) void listener(req, res);
        else next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), mockApiDevMiddleware(), zodSandboxBundle(), cspMetaTag()],
  server: { port: 5173, strictPort: false, host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 4000 },
  // Worker bundles get their own plugin list: the sandbox worker loads the zod bundle too.
  worker: { format: 'es', plugins: () => [zodSandboxBundle()] },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/app/i18n/test-setup.ts'],
    testTimeout: 20_000,
  },
});
