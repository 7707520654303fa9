// The built-in mock MCP server's public surface: the handler, its in-page fetch, its faults and its data.
export {
  createMockMcpServer,
  createMockMcpHandler,
  handlerFetch,
  mockMcpFetch,
  MOCK_MCP_PATH,
  MOCK_MCP_URL,
  MOCK_MCP_SERVER_INFO,
  MCP_REVISION_PARAM,
  LIST_TTL_MS,
} from './server.ts';
export type { MockMcpHandler, MockMcpOptions } from './server.ts';
export { MCP_FAULT_HEADER, MCP_FAULT_PARAM, MCP_FAULT_NAMES, parseMcpFaults, type McpFaults } from './faults.ts';
export { CITIES_RESOURCE_URI, OUTLOOK_STEPS } from './tools.ts';
