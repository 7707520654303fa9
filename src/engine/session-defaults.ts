// The provider and options a new session starts with: the embedded mock and the API's own defaults.
import type { ProviderConfig, SessionOptions } from './types';

/** The embedded mock; the host name is never resolved because the mock's handler is the fetch. */
/** The built-in mock MCP server as a hosted `mcp` tool names it (the mock answers it in the page and at `/mcp`). */
export const BUILTIN_MCP_SERVER = {
  label: 'weather',
  url: 'http://mcp.loopscope.local/mcp',
  description: 'Weather tools: current weather, forecasts, unit conversion.',
} as const;

export const MOCK_PROVIDER: ProviderConfig = {
  kind: 'mock',
  baseURL: 'http://mock.loopscope.local/v1',
  apiKey: 'sk-loopscope-mock-0001',
};

export const DEFAULT_OPTIONS: SessionOptions = {
  maxSteps: 10,
  parallelToolCalls: true,
  stream: false,
  seed: 1,
  toolChoice: 'auto',
};
