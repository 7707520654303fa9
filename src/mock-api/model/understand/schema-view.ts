// Reading JSON Schemas the way the mock model needs: base type, nullability, options named in descriptions.

import { isObject } from '@loopscope/wire/json-object';

export type JsonSchema = Record<string, unknown>;

/** A schema is any JSON object. */
export const isSchema: (value: unknown) => value is JsonSchema = isObject;

/** The non-null type of a property; `anyOf` picks its first non-null branch. */
export function baseSchema(schema: JsonSchema): JsonSchema {
  for (const key of ['anyOf', 'oneOf']) {
    const branches = schema[key];
    if (Array.isArray(branches)) {
      const pick = branches.find((b) => isSchema(b) && b.type !== 'null');
      if (isSchema(pick)) return { ...pick, description: pick.description ?? schema.description };
    }
  }
  return schema;
}

export function baseType(schema: JsonSchema): string | undefined {
  const s = baseSchema(schema);
  const t = s.type;
  if (typeof t === 'string') return t;
  if (Array.isArray(t)) return t.find((x) => x !== 'null') as string | undefined;
  if (Array.isArray(s.enum)) return typeof s.enum[0] === 'number' ? 'number' : 'string';
  if (isSchema(s.properties)) return 'object';
  return undefined;
}

export function isNullable(schema: JsonSchema): boolean {
  const t = schema.type;
  if (Array.isArray(t) && t.includes('null')) return true;
  const branches = schema.anyOf ?? schema.oneOf;
  return Array.isArray(branches) && branches.some((b) => isSchema(b) && b.type === 'null');
}

/**
 * A schema only `null` fits (`{type: "null"}`, or a union of such): where `inlineRefs` ends a recursive type. Such a
 * property is null, whatever the request says.
 */
export function onlyNull(schema: JsonSchema): boolean {
  if (schema.type === 'null') return true;
  const branches = schema.anyOf ?? schema.oneOf;
  return Array.isArray(branches) && branches.length > 0 && branches.every((b) => isSchema(b) && onlyNull(b));
}

/** Each schema's options, read once (an enum is filtered, a description scanned): asked again for every stretch read. */
const readOptions = new WeakMap<JsonSchema, { values: unknown[]; strict: boolean } | null>();

/** Allowed values: an `enum`, or values quoted in the description ("'celsius' or 'fahrenheit'"). */
export function optionsOf(schema: JsonSchema): { values: readonly unknown[]; strict: boolean } | undefined {
  let options = readOptions.get(schema);
  if (options === undefined) {
    options = listOptions(schema) ?? null;
    readOptions.set(schema, options);
  }
  return options ?? undefined;
}

function listOptions(schema: JsonSchema): { values: unknown[]; strict: boolean } | undefined {
  const s = baseSchema(schema);
  if (Array.isArray(s.enum)) return { values: s.enum.filter((v) => v !== null), strict: true };
  if ('const' in s) return { values: [s.const], strict: true };
  const description = typeof s.description === 'string' ? s.description : '';
  // Quoted words in a description are options ("'celsius' or 'fahrenheit'"); quoted phrases are examples ("'City, State'").
  const quoted = [...description.matchAll(/['"`]([^'"`]{1,40})['"`]/g)].map((m) => m[1]!);
  return quoted.length >= 2 && quoted.every((q) => /^[A-Za-z][\w-]*$/.test(q) && !/^(yyyy|mm|dd|hh)/i.test(q))
    ? { values: quoted, strict: false }
    : undefined;
}

/** Each schema's properties, listed once: the planner asks for a tool's properties again for every stretch it reads. */
const listedProperties = new WeakMap<JsonSchema, readonly [string, JsonSchema][]>();

export function propertiesOf(schema: JsonSchema): readonly [string, JsonSchema][] {
  let listed = listedProperties.get(schema);
  if (!listed) {
    const props = baseSchema(schema).properties;
    listed = Object.freeze(
      isSchema(props) ? Object.entries(props).filter((entry): entry is [string, JsonSchema] => isSchema(entry[1])) : [],
    );
    listedProperties.set(schema, listed);
  }
  return listed;
}

export function requiredOf(schema: JsonSchema): string[] {
  const required = baseSchema(schema).required;
  return Array.isArray(required) ? required.filter((r): r is string => typeof r === 'string') : [];
}

/**
 * The required parameters that take a value of their own: all but the true/false flags. A request seldom says a flag
 * as a value, so whether it gives a tool everything it needs is judged on the rest.
 */
export function requiredValues(schema: JsonSchema): string[] {
  const props = new Map(propertiesOf(schema));
  return requiredOf(schema).filter((n) => baseType(props.get(n) ?? {}) !== 'boolean');
}

export function describe(name: string, schema: JsonSchema): string {
  const d = baseSchema(schema).description;
  return `${name} ${typeof d === 'string' ? d : ''}`.toLowerCase();
}

/** A tool's parameters schema (an empty object schema when it has none). */
export function parametersOf(tool: { parameters?: unknown }): JsonSchema {
  return (tool.parameters ?? { type: 'object', properties: {} }) as JsonSchema;
}
