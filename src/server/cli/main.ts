// The server's one entry: the `loopscope` command (compiled to build/server/cli.js; `npm start` and bin/loopscope.mjs both run it).
// Each command loads only what it uses (dynamic imports, split into chunks by scripts/build-server.mjs): `loopscope mcp`
// must answer a coding agent within its start-up timeout, and needs neither the server, the store nor the mock.
import { LOOPSCOPE_VERSION } from '../version.ts';
import { runCli } from './program.ts';
import { processTerminal } from './terminal.ts';

/** Resolves at the first Ctrl+C (or a service manager's SIGTERM): the server then closes its connections and exits. */
const untilStopped = () =>
  new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });

process.exitCode = await runCli(process.argv.slice(2), {
  term: processTerminal(),
  env: process.env,
  version: LOOPSCOPE_VERSION,
  start: async (options) => (await import('../start.ts')).startServer(options),
  openBrowser: async (url) => (await import('./open-browser.ts')).openBrowser(url),
  untilStopped,
  serveMcp: async (baseUrl, token) => (await import('./serve-mcp.ts')).serveMcp(baseUrl, token),
  prune: async (db, retention) => {
    const [{ openStore }, { prune, pruneSentence }] = await Promise.all([
      import('../store/backends.ts'),
      import('../store/retention.ts'),
    ]);
    const store = await openStore(db);
    try {
      return `${store.shown}: ${pruneSentence(await prune(store, retention), retention)}`;
    } finally {
      await store.close();
    }
  },
});
