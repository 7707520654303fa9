// MCP message types for Loopscope: re-exported from the official SDK's v2 client package (never retyped), as the OpenAI styles reuse the openai SDK's.
export type {
  CallToolResult,
  ContentBlock,
  DiscoverResult,
  GetPromptResult,
  Implementation,
  InputRequiredResult,
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
} from '@modelcontextprotocol/client';
export { ProtocolError, ProtocolErrorCode } from '@modelcontextprotocol/client';

/** The in-page address of the built-in mock MCP server (never resolved: the page's fetch for it is the server's handler). */
export const BUILTIN_MCP_URL = 'http://mcp.loopscope.local/mcp';
