// The built-in mock tools, handed out as fresh copies so a user's edits never touch the originals.
import type { ToolDefinition } from '../types';
import { calculatorTool } from './calculator';
import { orderLookupTool } from './order-lookup';
import { getCurrentWeatherTool, getNicknameTool } from './city-info';
import { searchWebTool } from './search-web';
import { convertTemperatureTool, getWeatherTool } from './weather';
import { canonicalJson } from '@loopscope/wire/json-object';

const BUILTINS: ToolDefinition[] = [
  getWeatherTool,
  convertTemperatureTool,
  searchWebTool,
  getCurrentWeatherTool,
  getNicknameTool,
  calculatorTool,
  orderLookupTool,
];

export type BuiltinToolName =
  | 'get_weather'
  | 'convert_temperature'
  | 'search_web'
  | 'getCurrentWeather'
  | 'getNickname'
  | 'calculate'
  | 'order_lookup';

export const BUILTIN_TOOL_NAMES = BUILTINS.map((tool) => tool.name) as BuiltinToolName[];

/** A deep copy of one built-in tool (schema and editable source). */
export function builtinTool(name: BuiltinToolName): ToolDefinition {
  const tool = BUILTINS.find((t) => t.name === name);
  if (!tool) throw new Error(`No built-in tool named ${name}`);
  return structuredClone(tool);
}

export function builtinTools(): ToolDefinition[] {
  return BUILTINS.map((tool) => structuredClone(tool));
}

/** The source of the built-in tool with this name, or null: an imported or captured tool of that name gets the real mock. */
export function builtinToolSource(name: string): string | null {
  return BUILTINS.find((t) => t.name === name)?.source ?? null;
}

/**
 * The source of the built-in tool that this definition is, or null: same name and same parameters. A tool that only
 * shares a name (someone's own get_weather) is not Loopscope's, and must not be answered by Loopscope's mock.
 */
export function builtinToolSourceFor(name: string, parameters: Record<string, unknown>): string | null {
  const tool = BUILTINS.find((t) => t.name === name);
  return tool && canonicalJson(tool.parameters) === canonicalJson(parameters) ? tool.source : null;
}
