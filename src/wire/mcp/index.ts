// The MCP wire: message types from the official SDK, shared by the mock MCP server, the hosted mcp tool and the page.
export * from './types.ts';
export { evalFreeJsonSchemaValidator } from './schema-validator.ts';
export {
  jsonRpcMessages,
  mcpCallResult,
  mcpCallView,
  mcpListedTools,
  mcpMethods,
  type McpCallView,
  type McpExchangeInfo,
} from './exchange.ts';
export {
  connectMcp,
  LEGACY_REVISION,
  MODERN_REVISION,
  type Elicit,
  type ElicitAnswer,
  type McpConnection,
  type RevisionChoice,
} from './connection.ts';
export {
  mcpWireView,
  inputRequiredOf,
  isRetry,
  type McpWireView,
  type McpInputRequest,
  type McpTaskState,
} from './wire-view.ts';
