// The server's one entry: the `loopscope` command (compiled to build/server/cli.js; `npm start` and bin/loopscope.mjs both run it).
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import open from 'open';
import { startServer } from '../start.ts';
import { LOOPSCOPE_VERSION } from '../version.ts';
import { createAgentMcpServer } from '../agent-mcp/agent-server.ts';
import { remoteSource } from '../agent-mcp/capture-source.ts';
import { runCli } from './program.ts';
import { processTerminal } from './terminal.ts';
import { openStore } from '../store/backends.ts';
import { prune, pruneSentence } from '../store/retention.ts';

/** Resolves at the first Ctrl+C (or a service manager's SIGTERM): the server then closes its connections and exits. */
const untilStopped = () =>
  new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });

async function serveMcp(baseUrl: string, token: string | undefined): Promise<void> {
  const source = remoteSource(baseUrl, token);
  // The client's first message picks the revision: 2026-07-28's server/discover or 2025-11-25's initialize.
  const closed = new Promise<void>((resolve) => process.stdin.once('end', resolve).once('close', resolve));
  serveStdio(() => createAgentMcpServer(source, LOOPSCOPE_VERSION), { onerror: (error) => process.stderr.write(`MCP: ${error.message}\n`) });
  // stdout is the protocol's: anything for a person goes to stderr.
  process.stderr.write(`Loopscope MCP server on stdio, reading ${new URL(baseUrl).origin}\n`);
  await closed;
}

process.exitCode = await runCli(process.argv.slice(2), {
  term: processTerminal(),
  env: process.env,
  version: LOOPSCOPE_VERSION,
  start: startServer,
  openBrowser: async (url) => void (await open(url)),
  untilStopped,
  serveMcp,
  prune: async (db, retention) => {
    const store = await openStore(db);
    try {
      return `${store.shown}: ${pruneSentence(await prune(store, retention), retention)}`;
    } finally {
      await store.close();
    }
  },
});
