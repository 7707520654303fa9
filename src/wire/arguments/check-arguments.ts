// A tool call's arguments against its tool's JSON Schema, interpreted without eval (the page's Content-Security-Policy
// forbids ajv's generated code): each error with the JSON path people write (`assignees[0].name`) and a "did you mean".
import { isObject, type JsonObject } from '../json-object';
import { nearestName } from './near-miss';
import { resolveRef } from '../schema-refs';

export type ArgumentIssueKind =
  | 'malformed-json'
  | 'not-a-string'
  | 'missing-required'
  | 'unknown-property'
  | 'wrong-type'
  | 'not-in-enum'
  | 'not-const'
  | 'out-of-range'
  | 'bad-length'
  | 'pattern'
  | 'no-variant';

export interface ArgumentIssue {
  kind: ArgumentIssueKind;
  /** Where in the arguments (`assignees[0].name`); '' for the arguments as a whole. */
  path: string;
  message: string;
  /** The name or value the model most likely meant (a property for a misspelt key, an enum value). */
  suggestion?: string;
}

const MAX_DEPTH = 32;

const typeOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;
const show = (value: unknown): string => JSON.stringify(value) ?? String(value);
const child = (path: string, key: string | number) =>
  typeof key === 'number'
    ? `${path}[${key}]`
    : /^[A-Za-z_$][\w$]*$/.test(key)
      ? path
        ? `${path}.${key}`
        : key
      : `${path}[${JSON.stringify(key)}]`;

function matchesType(value: unknown, type: string): boolean {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
}

/** `#/$defs/x` or `#/definitions/x` in the root schema. */
function resolve(schema: JsonObject, root: unknown): JsonObject {
  let current = schema;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 8; hops++) {
    const target = resolveRef(root, current.$ref);
    if (!target) break;
    current = target;
  }
  return current;
}

function check(value: unknown, raw: unknown, root: unknown, path: string, depth: number, out: ArgumentIssue[]): void {
  if (!isObject(raw) || depth > MAX_DEPTH) return;
  const schema = resolve(raw, root);
  const variants = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : null;
  if (variants) {
    const tried = variants.map((variant) => {
      const issues: ArgumentIssue[] = [];
      check(value, variant, root, path, depth + 1, issues);
      return issues;
    });
    if (!tried.some((issues) => issues.length === 0)) {
      const best = tried.reduce((a, b) => (b.length < a.length ? b : a), tried[0] ?? []);
      out.push(
        ...(best.length > 0
          ? best
          : [{ kind: 'no-variant' as const, path, message: `${label(path)} matches none of the allowed shapes.` }]),
      );
    }
  }
  for (const part of Array.isArray(schema.allOf) ? schema.allOf : []) check(value, part, root, path, depth + 1, out);

  const types =
    typeof schema.type === 'string'
      ? [schema.type]
      : Array.isArray(schema.type)
        ? schema.type.filter((t): t is string => typeof t === 'string')
        : [];
  if (types.length > 0 && !types.some((t) => matchesType(value, t))) {
    out.push({
      kind: 'wrong-type',
      path,
      message: `${label(path)} should be ${types.join(' or ')}, not ${typeOf(value) === 'integer' ? 'number' : typeOf(value)} ${show(value)}.`,
    });
    return;
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((allowed) => show(allowed) === show(value))) {
    const suggestion =
      typeof value === 'string'
        ? nearestName(
            value,
            schema.enum.filter((v): v is string => typeof v === 'string'),
          )
        : undefined;
    out.push({
      kind: 'not-in-enum',
      path,
      message: `${label(path)} is ${show(value)}, not one of ${schema.enum.map(show).join(', ')}${suggestion ? `: did you mean ${show(suggestion)}?` : '.'}`,
      ...(suggestion ? { suggestion } : {}),
    });
  }
  if ('const' in schema && show(schema.const) !== show(value))
    out.push({ kind: 'not-const', path, message: `${label(path)} must be ${show(schema.const)}, not ${show(value)}.` });
  if (typeof value === 'number') checkNumber(value, schema, path, out);
  if (typeof value === 'string') checkString(value, schema, path, out);
  if (Array.isArray(value)) checkArray(value, schema, root, path, depth, out);
  if (isObject(value)) checkObject(value, schema, root, path, depth, out);
}

function label(path: string): string {
  return path === '' ? 'The arguments' : `\`${path}\``;
}

function checkNumber(value: number, schema: JsonObject, path: string, out: ArgumentIssue[]): void {
  const low =
    typeof schema.minimum === 'number' && value < schema.minimum
      ? `at least ${schema.minimum}`
      : typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum
        ? `more than ${schema.exclusiveMinimum}`
        : null;
  const high =
    typeof schema.maximum === 'number' && value > schema.maximum
      ? `at most ${schema.maximum}`
      : typeof schema.exclusiveMaximum === 'number' && value >= schema.exclusiveMaximum
        ? `less than ${schema.exclusiveMaximum}`
        : null;
  const bound = low ?? high;
  if (bound) out.push({ kind: 'out-of-range', path, message: `${label(path)} is ${value}; it must be ${bound}.` });
}

function checkString(value: string, schema: JsonObject, path: string, out: ArgumentIssue[]): void {
  if (typeof schema.minLength === 'number' && value.length < schema.minLength)
    out.push({
      kind: 'bad-length',
      path,
      message: `${label(path)} has ${value.length} characters; it needs at least ${schema.minLength}.`,
    });
  if (typeof schema.maxLength === 'number' && value.length > schema.maxLength)
    out.push({
      kind: 'bad-length',
      path,
      message: `${label(path)} has ${value.length} characters; it allows at most ${schema.maxLength}.`,
    });
  if (typeof schema.pattern === 'string') {
    let pattern: RegExp | null;
    try {
      pattern = new RegExp(schema.pattern, 'u');
    } catch {
      // A pattern this engine cannot read is not the model's mistake.
      pattern = null;
    }
    if (pattern && !pattern.test(value))
      out.push({
        kind: 'pattern',
        path,
        message: `${label(path)} is ${show(value)}, which does not match the pattern ${schema.pattern}.`,
      });
  }
}

function checkArray(
  value: unknown[],
  schema: JsonObject,
  root: unknown,
  path: string,
  depth: number,
  out: ArgumentIssue[],
): void {
  if (typeof schema.minItems === 'number' && value.length < schema.minItems)
    out.push({
      kind: 'bad-length',
      path,
      message: `${label(path)} has ${value.length} items; it needs at least ${schema.minItems}.`,
    });
  if (typeof schema.maxItems === 'number' && value.length > schema.maxItems)
    out.push({
      kind: 'bad-length',
      path,
      message: `${label(path)} has ${value.length} items; it allows at most ${schema.maxItems}.`,
    });
  const prefix = Array.isArray(schema.prefixItems) ? schema.prefixItems : [];
  value.forEach((item, i) =>
    check(item, i < prefix.length ? prefix[i] : schema.items, root, child(path, i), depth + 1, out),
  );
}

function checkObject(
  value: JsonObject,
  schema: JsonObject,
  root: unknown,
  path: string,
  depth: number,
  out: ArgumentIssue[],
): void {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const names = Object.keys(properties);
  const required = Array.isArray(schema.required)
    ? schema.required.filter((r): r is string => typeof r === 'string')
    : [];
  const missing = required.filter((name) => !(name in value));
  const strict = schema.additionalProperties === false;
  for (const key of Object.keys(value)) {
    if (key in properties) {
      check(value[key], properties[key], root, child(path, key), depth + 1, out);
      continue;
    }
    // A misspelt name: said even where extra keys are allowed, since the property the model meant is then left out.
    const meant =
      nearestName(key, missing.length > 0 ? missing : names.filter((n) => !(n in value))) ??
      nearestName(
        key,
        names.filter((n) => !(n in value)),
      );
    if (meant !== undefined)
      out.push({
        kind: 'unknown-property',
        path: child(path, key),
        message: `\`${child(path, key)}\`: did you mean \`${meant}\`?`,
        suggestion: meant,
      });
    else if (strict)
      out.push({
        kind: 'unknown-property',
        path: child(path, key),
        message: `\`${key}\` is not a property of ${path === '' ? 'the arguments' : `\`${path}\``}${names.length > 0 ? ` (they are ${names.join(', ')})` : ''}.`,
      });
    else if (isObject(schema.additionalProperties))
      check(value[key], schema.additionalProperties, root, child(path, key), depth + 1, out);
  }
  for (const name of missing) {
    const typo = Object.keys(value).find((key) => !(key in properties) && nearestName(key, [name]) === name);
    if (typo === undefined)
      out.push({
        kind: 'missing-required',
        path: child(path, name),
        message: `\`${child(path, name)}\` is required but missing.`,
      });
  }
}

/** Every problem of a value against a JSON Schema (an empty list when it conforms). */
export function checkValue(value: unknown, schema: unknown): ArgumentIssue[] {
  const out: ArgumentIssue[] = [];
  check(value, schema, schema, '', 0, out);
  return out;
}

/**
 * A call's `arguments` as the wire carries them against its tool's parameters schema. Malformed JSON is its own kind:
 * the model wrote text that is not JSON, which is not the same as a tool that ran and failed.
 */
export function checkArguments(args: unknown, schema: unknown): ArgumentIssue[] {
  if (typeof args !== 'string')
    return [
      {
        kind: 'not-a-string',
        path: '',
        message: `The arguments are ${typeOf(args)}, not the JSON text the model writes.`,
      },
    ];
  let value: unknown;
  try {
    value = JSON.parse(args);
  } catch (error) {
    return [
      {
        kind: 'malformed-json',
        path: '',
        message: `The arguments are not valid JSON (${(error as Error).message}): the model wrote them wrong, the tool never ran.`,
      },
    ];
  }
  return schema === undefined || schema === null ? [] : checkValue(value, schema);
}
