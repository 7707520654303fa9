// A stdio MCP server for tests: the built-in mock server's tools on stdin/stdout, both revisions (compiled by routes.test.ts, or run with `node --import tsx`).
import { Writable } from 'node:stream';
import { serveStdio, StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { createMockMcpServer } from '@loopscope/mock-api/mcp/index';

/**
 * Holds back each notification until the next message with an id (an answer, or a request of the server's), then writes
 * them in one write: the reader gets a call's progress and its result in the same chunk, as from a busy pipe, every
 * time rather than only under load.
 */
let held = '';
const oneWritePerAnswer = new Writable({
  write(chunk: Buffer | string, _encoding, done) {
    held += chunk.toString();
    const lines = held.split('\n').filter((line) => line !== '');
    const last = lines.at(-1);
    const carriesId = held.endsWith('\n') && last !== undefined && 'id' in (JSON.parse(last) as object);
    if (!carriesId) return done();
    const out = held;
    held = '';
    process.stdout.write(out, () => done());
  },
});

serveStdio((ctx) => createMockMcpServer({ sleep: async () => {} }, ctx.era), {
  transport: new StdioServerTransport(process.stdin, oneWritePerAnswer),
});
