// Vite build, dev server (with the mock API at /v1) and Vitest configuration.
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { zodSandboxBundle } from './scripts/zod-sandbox-bundle.ts';
import { cspMetaTag } from './scripts/csp-plugin.ts';
import { oneTokenizerChunk, tokenizerRanksAsJson } from './scripts/tokenizer-ranks-plugin.ts';
import { pyodideAssets } from './scripts/pyodide-assets-plugin.ts';
import { readdirSync, readFileSync } from 'node:fs';

/** Mounts the server's /v1, capture proxy and capture API on the dev server, so `npm run dev` answers like `npm start`. */
function mockApiDevMiddleware(): Plugin {
  return {
    name: 'loopscope-mock-api',
    async configureServer(server) {
      // Vitest starts a Vite server too: its tests build their own servers, and loading this one would only cost time.
      if (process.env.VITEST) return;
      const { getRequestListener } = await import('@hono/node-server');
      const { createServerApp } = await server.ssrLoadModule('/src/server/app.ts');
      const { launchLink, launchToken } = await server.ssrLoadModule('/src/server/mcp-stdio/launch-token.ts');
      const upstream = process.env.LOOPSCOPE_UPSTREAM || undefined;
      // As under `npm start`: a fresh token per launch, printed only here, that a stdio MCP server's start must carry.
      const token: string = launchToken(process.env.LOOPSCOPE_LAUNCH_TOKEN || undefined);
      const { parseMcpAllow } = await server.ssrLoadModule('/src/server/mcp-allow.ts');
      const ownPort = () => (server.httpServer?.address() as { port?: number } | null)?.port ?? null;
      const app = createServerApp({
        staticRoot: null,
        launchToken: token,
        mcpAllow: parseMcpAllow(process.env.LOOPSCOPE_MCP_ALLOW),
        ownPort,
        ...(upstream ? { capture: { upstream } } : {}),
      });
      const listener = getRequestListener(app.fetch);
      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        const local = server.resolvedUrls?.local[0];
        if (local)
          server.config.logger.info(
            `  ➜  Stdio MCP servers run only from the app opened through this link: ${launchLink(local, token)}`,
          );
      };
      const served = ['/v1/', '/proxy/', '/api/capture/', '/api/mcp'];
      server.middlewares.use((req, res, next) => {
        if (req.url === '/v1' || served.some((prefix) => req.url?.startsWith(prefix))) void listener(req, res);
        else next();
      });
    },
  };
}

const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'];
/**
 * Process-level checks that take seconds to minutes of CPU each (1,000 concurrent streams, socket backpressure, sandbox
 * memory bombs, servers killed under load and restarted, every exported program compiled by tsc and run): `npm run
 * test:slow` runs them (project `slow`), `npm test` does not (docs/development.md). New ones are named `*.slow.test.ts`.
 */
const SLOW_TEST_FILES = [
  'src/**/*.slow.test.ts',
  'src/server/store/restart.process.test.ts',
  'src/persistence/code-export/code-export.run.test.ts',
];
const isSlow = (path: string) => path.endsWith('.slow.test.ts') || SLOW_TEST_FILES.includes(path);

/**
 * Test files that replace modules with `vi.mock` need a module graph of their own. Every other file shares its worker's
 * graph, so the tokenizer's ranks, zod and the OpenAPI spec load once per worker instead of once per file (a fourth of
 * the CPU time of the whole suite). A call counts only as a statement of its own line: the codemod's and the layer
 * lint's tests quote `vi.mock(` inside fixture strings and need no graph of their own.
 */
const MOCKS_A_MODULE = /^\s*vi\.mock\(/m;
/**
 * Component tests whose one mock is this, word for word: the UI kit with a textarea for Monaco's editor. Mocking the same
 * module the same way, they can share one module graph between them (project `ui-stand-in`): a fork and a load of React,
 * the i18n catalogs and the UI kit for all of them instead of one per file (about 5 CPU-s). A file that mocks anything
 * else, or this differently, stays in `isolated`.
 */
const UI_STAND_IN = `vi.mock('../../ui', async (importOriginal) => ({
  ...(await importOriginal<typeof Ui>()),
  CodeEditor: ({ value, onChange, ariaLabel }: CodeEditorProps) => (
    <textarea aria-label={ariaLabel} value={value} onChange={(e) => onChange?.(e.target.value)} />
  ),
}));`;
const mocksOnlyTheUiStandIn = (text: string) =>
  text.includes(UI_STAND_IN) && text.match(new RegExp(MOCKS_A_MODULE, 'gm'))?.length === 1;
const MOCKING_TEST_FILES = ['src', 'bench', 'scripts'].flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${root}/${file}`)
    .filter((path) => !isSlow(path))
    .filter((path) => MOCKS_A_MODULE.test(readFileSync(path, 'utf8'))),
);
const UI_STAND_IN_TEST_FILES = MOCKING_TEST_FILES.filter((path) => mocksOnlyTheUiStandIn(readFileSync(path, 'utf8')));

export default defineConfig({
  plugins: [
    react(),
    mockApiDevMiddleware(),
    zodSandboxBundle(),
    cspMetaTag(),
    tokenizerRanksAsJson(),
    oneTokenizerChunk(),
    pyodideAssets(),
  ],
  server: { port: 5173, strictPort: false, host: '127.0.0.1' },
  // Pyodide finds its runtime files itself (python.worker.ts passes the folder); pre-bundling would only move its module.
  optimizeDeps: { exclude: ['pyodide'] },
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 4000 },
  // Worker bundles get their own plugin list: the sandbox worker loads the zod bundle, the tokenizer worker the rank table.
  worker: { format: 'es', plugins: () => [zodSandboxBundle(), tokenizerRanksAsJson()] },
  test: {
    environment: 'node',
    setupFiles: ['src/app/i18n/test-setup.ts'],
    testTimeout: 20_000,
    // Set-up hooks start servers, processes and ESLint's TypeScript program; beside the e2e lane on a loaded 2-core
    // machine that has taken over Vitest's default 10 s (a timeout bounds a hang; it asserts no speed).
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: TEST_FILES,
          exclude: [...MOCKING_TEST_FILES, ...SLOW_TEST_FILES],
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: MOCKING_TEST_FILES,
          exclude: UI_STAND_IN_TEST_FILES,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: { name: 'ui-stand-in', include: UI_STAND_IN_TEST_FILES, isolate: false, sequence: { groupOrder: 1 } },
      },
      // Thousands of frames or streams take their time on a loaded machine: what these check is that all arrive.
      {
        extends: true,
        test: { name: 'slow', include: SLOW_TEST_FILES, testTimeout: 120_000, sequence: { groupOrder: 2 } },
      },
    ],
  },
});
