// A stdio MCP server for tests: the built-in mock server's tools on stdin/stdout (run with `node --import tsx`).
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createMockMcpServer } from '../../../mock-api/mcp/index.ts';

await createMockMcpServer({ sleep: async () => {} }).connect(new StdioServerTransport());
