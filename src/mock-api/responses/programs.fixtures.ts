// Programmatic tool calling's request, shared by the mock's and the server's SDK tests: a weather tool open to programs and the hosted tool.
import type { FunctionTool, Tool } from 'openai/resources/responses/responses';

export const WEATHER = {
  type: 'function',
  name: 'get_weather',
  description: 'Get the current weather in a city.',
  parameters: {
    type: 'object',
    properties: { city: { type: 'string' } },
    required: ['city'],
    additionalProperties: false,
  },
  strict: true,
  allowed_callers: ['direct', 'programmatic'],
} satisfies FunctionTool;

export const TOOLS = [WEATHER, { type: 'programmatic_tool_calling' }] satisfies Tool[];
