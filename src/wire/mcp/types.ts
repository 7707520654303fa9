// MCP message types for Loopscope: re-exported from the official SDK (never retyped), as the OpenAI styles reuse the openai SDK's.
export type {
  CallToolResult,
  ContentBlock,
  GetPromptResult,
  Implementation,
  JSONRPCMessage,
  JSONRPCRequest,
  JSONRPCResponse,
  ListPromptsResult,
  ListResourcesResult,
  ListToolsResult,
  Progress,
  ProgressNotification,
  Prompt,
  ReadResourceResult,
  Resource,
  TextContent,
  Tool,
} from '@modelcontextprotocol/sdk/types.js';
export { ErrorCode, LATEST_PROTOCOL_VERSION, McpError } from '@modelcontextprotocol/sdk/types.js';

/** The in-page address of the built-in mock MCP server (never resolved: the page's fetch for it is the server's handler). */
export const BUILTIN_MCP_URL = 'http://mcp.loopscope.local/mcp';
