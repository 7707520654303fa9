// BFCL function definitions as Chat Completions tools, converted the way BFCL's own OpenAI handler does.
import { isObject } from '@loopscope/wire/json-object';

/** BFCL's GORILLA_TO_OPENAPI type map; a type it does not know becomes "string", as in BFCL. */
const TYPE_MAP: Record<string, string> = {
  integer: 'integer',
  number: 'number',
  float: 'number',
  string: 'string',
  boolean: 'boolean',
  bool: 'boolean',
  array: 'array',
  list: 'array',
  dict: 'object',
  object: 'object',
  tuple: 'array',
  any: 'string',
  byte: 'integer',
  short: 'integer',
  long: 'integer',
  double: 'number',
  char: 'string',
};

type Schema = Record<string, unknown>;

export interface BfclFunction {
  name: string;
  description?: string;
  parameters: Schema;
}

function mapType(type: unknown): string {
  return typeof type === 'string' ? (TYPE_MAP[type] ?? 'string') : 'string';
}

/** BFCL's `_cast_to_openai_type`: properties, array items (one and two levels) and object properties. */
function castProperties(properties: Record<string, Schema>): Record<string, Schema> {
  const out: Record<string, Schema> = {};
  for (const [key, value] of Object.entries(properties)) {
    const prop: Schema = { ...value, type: 'type' in value ? mapType(value.type) : 'string' };
    if (prop.type === 'array' || prop.type === 'object') {
      if (isObject(prop.properties)) prop.properties = castProperties(prop.properties as Record<string, Schema>);
      else if (isObject(prop.items)) prop.items = castItems(prop.items);
    }
    out[key] = prop;
  }
  return out;
}

function castItems(items: Schema): Schema {
  const out: Schema = { ...items, type: mapType(items.type) };
  if (out.type === 'array' && isObject(out.items)) out.items = { ...out.items, type: mapType(out.items.type) };
  else if (out.type === 'object' && isObject(out.properties))
    out.properties = castProperties(out.properties as Record<string, Schema>);
  return out;
}

/** The OpenAI name of a BFCL function: `.` is not allowed, so it becomes `_`. */
export function openAiName(name: string): string {
  return name.replace(/\./g, '_');
}

export function toTool(fn: BfclFunction): {
  type: 'function';
  function: { name: string; description?: string; parameters: Schema };
} {
  const properties = isObject(fn.parameters.properties)
    ? castProperties(fn.parameters.properties as Record<string, Schema>)
    : {};
  return {
    type: 'function',
    function: {
      name: openAiName(fn.name),
      description: fn.description,
      parameters: { ...fn.parameters, type: 'object', properties },
    },
  };
}
