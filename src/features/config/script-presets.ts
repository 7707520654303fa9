// Ready-made wrong tool calls for the model script, built from the session's own tools: bad JSON, an unknown tool, a missing argument.
import type { ModelScriptTurn } from '@loopscope/wire/model-script';

interface ToolShape {
  name: string;
  parameters: Record<string, unknown>;
}

function exampleValue(schema: unknown): unknown {
  const type = (schema as { type?: unknown } | undefined)?.type;
  const enums = (schema as { enum?: unknown[] } | undefined)?.enum;
  if (Array.isArray(enums) && enums.length > 0) return enums[0];
  if (type === 'number' || type === 'integer') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  return 'example';
}

/** Arguments with every required parameter filled with a plain example value. */
function exampleArguments(tool: ToolShape): Record<string, unknown> {
  const properties = (tool.parameters.properties ?? {}) as Record<string, unknown>;
  const required = Array.isArray(tool.parameters.required)
    ? (tool.parameters.required as string[])
    : Object.keys(properties).slice(0, 1);
  return Object.fromEntries(required.map((name) => [name, exampleValue(properties[name])]));
}

export type PresetName = 'malformed' | 'unknown' | 'missing';

/** The presets in the order the script section offers them (its catalog words them). */
export const PRESETS: readonly PresetName[] = ['malformed', 'unknown', 'missing'];

/** One scripted turn that makes the named mistake with `tools[0]` (or a made-up tool when there is none). */
export function presetTurn(preset: PresetName, tools: readonly ToolShape[]): ModelScriptTurn {
  const tool = tools[0] ?? {
    name: 'get_weather',
    parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
  };
  const args = exampleArguments(tool);
  if (preset === 'unknown')
    return { kind: 'calls', calls: [{ name: 'not_a_real_tool', arguments: JSON.stringify(args) }] };
  if (preset === 'missing') {
    const [first] = Object.keys(args);
    if (first !== undefined) delete args[first];
    return { kind: 'calls', calls: [{ name: tool.name, arguments: JSON.stringify(args) }] };
  }
  // The closing brace cut off: the classic truncated-arguments mistake.
  return { kind: 'calls', calls: [{ name: tool.name, arguments: JSON.stringify(args).slice(0, -1) }] };
}
