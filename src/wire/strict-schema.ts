// Strict-mode (structured outputs) rules for a function's JSON Schema, worded exactly as the API words them.
import { isObject } from './json-object';

/** One rule broken somewhere in a schema. */
export interface StrictViolation {
  /** Path of keywords from the root to the offending subschema, e.g. ['properties', 'location']. */
  context: string[];
  /** The wire text after the "Invalid schema for function 'x': " prefix. */
  message: string;
}

type Schema = Record<string, unknown>;

const COMBINATORS = ['anyOf', 'allOf', 'oneOf'];

/** Lists every violation in document order; the API reports only the first. */
export function checkStrictSchema(schema: unknown): StrictViolation[] {
  if (!isObject(schema) || schemaType(schema) !== 'object' || 'anyOf' in schema) {
    return [{ context: [], message: rootMessage(schema) }];
  }
  const violations: StrictViolation[] = [];
  visit(schema, [], violations);
  return violations;
}

/** The full message the API sends for a violation in the parameters of `functionName`. */
export function strictSchemaErrorMessage(functionName: string, v: StrictViolation): string {
  return `Invalid schema for function '${functionName}': ${v.message}`;
}

/** Same rules for `response_format: {type: 'json_schema'}`, where the API names the schema instead. */
export function strictResponseFormatErrorMessage(schemaName: string, v: StrictViolation): string {
  return `Invalid schema for response_format '${schemaName}': ${v.message}`;
}

/** Python's repr of the context tuple: `()`, `('items',)`, `('properties', 'a', 'anyOf', 0)`. */
export function formatContext(context: string[]): string {
  const parts = context.map((key, i) => (isIndexAfterCombinator(context, i) ? key : pyRepr(key)));
  if (parts.length === 1) return `(${parts[0]},)`;
  return `(${parts.join(', ')})`;
}

function visit(schema: Schema, context: string[], out: StrictViolation[]): void {
  const at = (message: string) => out.push({ context, message: `In context=${formatContext(context)}, ${message}` });
  const type = schemaType(schema);

  if (type === 'object') {
    const props = schema.properties;
    if (!isObject(props)) {
      at('object schema missing properties.');
    } else {
      const required = Array.isArray(schema.required) ? schema.required : [];
      for (const key of Object.keys(props)) {
        if (!required.includes(key)) {
          at(`'required' is required to be supplied and to be an array including every key in properties. Missing ${pyRepr(key)}.`);
        }
      }
    }
    if (schema.additionalProperties !== false) {
      // At the root the API leaves the empty context out of this one message.
      const message = "'additionalProperties' is required to be supplied and to be false.";
      out.push({ context, message: context.length === 0 ? message : `In context=${formatContext(context)}, ${message}` });
    }
    if (isObject(props)) {
      for (const [key, sub] of Object.entries(props)) visitChild(sub, [...context, 'properties', key], out);
    }
  }

  if (type === 'array') {
    if (!('items' in schema)) at('array schema missing items.');
    else visitChild(schema.items, [...context, 'items'], out);
  }

  for (const combinator of COMBINATORS) {
    const branches = schema[combinator];
    if (Array.isArray(branches)) branches.forEach((b, i) => visitChild(b, [...context, combinator, String(i)], out));
  }
  for (const defsKey of ['$defs', 'definitions']) {
    const defs = schema[defsKey];
    if (isObject(defs)) for (const [name, sub] of Object.entries(defs)) visitChild(sub, [...context, defsKey, name], out);
  }
}

function visitChild(sub: unknown, context: string[], out: StrictViolation[]): void {
  if (isObject(sub)) visit(sub, context, out);
}

function rootMessage(schema: unknown): string {
  if (isObject(schema) && 'anyOf' in schema) {
    return "In context=(), 'anyOf' is not permitted at the root of the schema; the root must be an object.";
  }
  const type = isObject(schema) ? schemaType(schema) : undefined;
  return `schema must be a JSON Schema of 'type: "object"', got 'type: "${type ?? 'None'}"'.`;
}

/** The schema's single non-null type; `["string", "null"]` counts as string. */
function schemaType(schema: Schema): string | undefined {
  const t = schema.type;
  if (typeof t === 'string') return t;
  if (Array.isArray(t)) return t.find((x) => x !== 'null') as string | undefined;
  if (schema.properties !== undefined) return 'object';
  return undefined;
}

function isIndexAfterCombinator(context: string[], i: number): boolean {
  return i > 0 && COMBINATORS.includes(context[i - 1] ?? '') && /^\d+$/.test(context[i] ?? '');
}

/** Python str repr: single quotes unless the text holds a single quote and no double quote. */
function pyRepr(text: string): string {
  const escaped = text.replace(/\\/g, '\\\\');
  if (escaped.includes("'") && !escaped.includes('"')) return `"${escaped}"`;
  return `'${escaped.replace(/'/g, "\\'")}'`;
}
