// Starting points for new tools and the "try it" box: a template tool, sample arguments from a schema, zod source.
import type { ToolSpec } from '@loopscope/engine/types';

export function newToolName(existing: readonly string[]): string {
  for (let n = 1; ; n++) {
    const name = n === 1 ? 'my_tool' : `my_tool_${n}`;
    if (!existing.includes(name)) return name;
  }
}

export function newTool(name: string): ToolSpec {
  return {
    name,
    // Empty: the editor shows how to write one as a placeholder, so nothing needs deleting first.
    description: '',
    parameters: {
      type: 'object',
      properties: { query: { type: 'string', description: 'What to look up' } },
      required: ['query'],
      additionalProperties: false,
    },
    strict: true,
    source: `// Runs in a QuickJS sandbox: no network, no DOM, 1 s budget. Return any JSON value; throw to report an error.\nfunction ${name}({ query }) {\n  return { query, answer: 'Hello from ${name}' };\n}\n`,
  };
}

/** A plausible value for a schema, so "try it" starts with arguments the model could have sent. */
export function sampleValue(schema: unknown, key = ''): unknown {
  if (!schema || typeof schema !== 'object') return null;
  const s = schema as Record<string, unknown>;
  if ('default' in s) return s.default;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, sampleValue(v, k)]));
    }
    case 'array':
      return [sampleValue(s.items, key)];
    case 'string':
      return /city/i.test(key) ? 'Berlin' : /unit/i.test(key) ? 'celsius' : key || 'text';
    case 'number':
      return 18.0;
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

export function sampleArguments(parameters: Record<string, unknown>): string {
  return JSON.stringify(sampleValue(parameters));
}

export const ZOD_TEMPLATE = `// A zod object; it is converted with openai/helpers/zod exactly as zodFunction() would.
z.object({
  city: z.string().describe('City name to get weather for'),
  unit: z.enum(['celsius', 'fahrenheit']).describe('Temperature unit'),
})
`;

/** Parse the JSON Schema editor's text; the schema must be an object to be a function's parameters. */
export function parseSchemaText(
  text: string,
): { ok: true; parameters: Record<string, unknown> } | { ok: false; error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `Not valid JSON: ${(error as Error).message}` };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { ok: false, error: 'The parameters must be a JSON object (a JSON Schema).' };
  return { ok: true, parameters: value as Record<string, unknown> };
}

export const TOOL_NAME_PATTERN = /^[a-zA-Z0-9_-]{1,64}$/;
