// Strict-mode (structured outputs) rules for a function's JSON Schema, worded exactly as the API words them.
import { isObject } from './json-object';
import { resolveRef } from './schema-refs';

/** One rule broken somewhere in a schema. */
export interface StrictViolation {
  /** Path of keywords from the root to the offending subschema, e.g. ['properties', 'location']. */
  context: string[];
  /** The wire text after the "Invalid schema for function 'x': " prefix. */
  message: string;
}

type Schema = Record<string, unknown>;

const COMBINATORS = ['anyOf', 'allOf', 'oneOf'];

/**
 * Lists every violation in document order; the API reports only the first. References are followed: a root that is a
 * `$ref` is judged by what it points at, definitions are checked where they are defined (so a recursive type is checked
 * once), and a `$ref` that points nowhere in the schema is a violation of its own.
 */
export function checkStrictSchema(schema: unknown): StrictViolation[] {
  const top = isObject(schema) ? followRef(schema, schema) : schema;
  if (!isObject(top) || schemaType(top) !== 'object' || 'anyOf' in top) {
    return [{ context: [], message: rootMessage(top) }];
  }
  const violations: StrictViolation[] = [];
  visit(schema as Schema, [], violations, schema as Schema);
  return violations;
}

/** What a chain of `$ref`s ends at (the node itself when it is none; a few hops at most, so a loop ends). */
function followRef(node: Schema, root: Schema): Schema | undefined {
  let current: Schema | undefined = node;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 8; hops++)
    current = resolveRef(root, current.$ref);
  return current;
}

/**
 * A reference to nothing. The real API's wording for it is not documented (vendor/wire-rules/wire-rules.md quotes none); this one is
 * ours, in the form of its other schema messages.
 */
function danglingRef(ref: string): string {
  return `reference ${pyRepr(ref)} does not point at any definition in the schema. Define it under '$defs' or fix the reference.`;
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

function visit(schema: Schema, context: string[], out: StrictViolation[], root: Schema): void {
  const at = (message: string) => out.push({ context, message: `In context=${formatContext(context)}, ${message}` });
  const type = schemaType(schema);
  if (typeof schema.$ref === 'string' && !resolveRef(root, schema.$ref)) at(danglingRef(schema.$ref));

  if (type === 'object') {
    const props = schema.properties;
    if (!isObject(props)) {
      at('object schema missing properties.');
    } else {
      const required = Array.isArray(schema.required) ? schema.required : [];
      for (const key of Object.keys(props)) {
        if (!required.includes(key)) {
          at(
            `'required' is required to be supplied and to be an array including every key in properties. Missing ${pyRepr(key)}.`,
          );
        }
      }
    }
    if (schema.additionalProperties !== false) {
      // At the root the API leaves the empty context out of this one message.
      const message = "'additionalProperties' is required to be supplied and to be false.";
      out.push({
        context,
        message: context.length === 0 ? message : `In context=${formatContext(context)}, ${message}`,
      });
    }
    if (isObject(props)) {
      for (const [key, sub] of Object.entries(props)) visitChild(sub, [...context, 'properties', key], out, root);
    }
  }

  if (type === 'array') {
    if (!('items' in schema)) at('array schema missing items.');
    else visitChild(schema.items, [...context, 'items'], out, root);
  }

  for (const combinator of COMBINATORS) {
    const branches = schema[combinator];
    if (Array.isArray(branches))
      branches.forEach((b, i) => visitChild(b, [...context, combinator, String(i)], out, root));
  }
  for (const defsKey of ['$defs', 'definitions']) {
    const defs = schema[defsKey];
    if (isObject(defs))
      for (const [name, sub] of Object.entries(defs)) visitChild(sub, [...context, defsKey, name], out, root);
  }
}

function visitChild(sub: unknown, context: string[], out: StrictViolation[], root: Schema): void {
  if (isObject(sub)) visit(sub, context, out, root);
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
