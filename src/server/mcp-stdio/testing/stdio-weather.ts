// A stdio MCP server for tests: the built-in mock server's tools on stdin/stdout, both revisions (run with `node --import tsx`).
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { createMockMcpServer } from '../../../mock-api/mcp/index.ts';

serveStdio((ctx) => createMockMcpServer({ sleep: async () => {} }, ctx.era));
