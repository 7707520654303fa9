// A tool call's arguments against its tool's JSON Schema, interpreted without eval (the page's Content-Security-Policy
// forbids ajv's generated code): each error with the JSON path people write (`assignees[0].name`) and a "did you mean".
import { isObject, type JsonObject } from '../json-object';
import { nearestName } from './near-miss';
import { resolveRef } from '../schema-refs';
import {
  englishArgumentMessage,
  type ArgumentMessageKey,
  type ArgumentParam,
  type ArgumentParams,
} from './argument-messages';

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
  /** The sentence in English (logs, the CLI, exports): `key` filled with `params`. */
  message: string;
  /** The sentence by key and values, for views that word it in the learner's language. */
  key: ArgumentMessageKey;
  params: ArgumentParams;
  /** The name or value the model most likely meant (a property for a misspelt key, an enum value). */
  suggestion?: string;
}

const MAX_DEPTH = 32;

function issue(
  kind: ArgumentIssueKind,
  path: string,
  key: ArgumentMessageKey,
  params: ArgumentParams,
  suggestion?: string,
): ArgumentIssue {
  return {
    kind,
    path,
    message: englishArgumentMessage(key, params),
    key,
    params,
    ...(suggestion !== undefined ? { suggestion } : {}),
  };
}

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
      out.push(...(best.length > 0 ? best : [issue('no-variant', path, 'noVariant', { subject: label(path) })]));
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
    out.push(
      issue('wrong-type', path, 'wrongType', {
        subject: label(path),
        expected: { either: types },
        actual: typeOf(value) === 'integer' ? 'number' : typeOf(value),
        value: show(value),
      }),
    );
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
    const params = { subject: label(path), value: show(value), allowed: schema.enum.map(show).join(', ') };
    out.push(
      suggestion
        ? issue('not-in-enum', path, 'notInEnumSuggestion', { ...params, suggestion: show(suggestion) }, suggestion)
        : issue('not-in-enum', path, 'notInEnum', params),
    );
  }
  if ('const' in schema && show(schema.const) !== show(value))
    out.push(
      issue('not-const', path, 'notConst', { subject: label(path), expected: show(schema.const), value: show(value) }),
    );
  if (typeof value === 'number') checkNumber(value, schema, path, out);
  if (typeof value === 'string') checkString(value, schema, path, out);
  if (Array.isArray(value)) checkArray(value, schema, root, path, depth, out);
  if (isObject(value)) checkObject(value, schema, root, path, depth, out);
}

/** What a sentence is about: the arguments as a whole, or the `path` in backticks (views set it as code). */
function label(path: string): ArgumentParam {
  return path === '' ? { word: 'theArguments' } : `\`${path}\``;
}

function checkNumber(value: number, schema: JsonObject, path: string, out: ArgumentIssue[]): void {
  const low: [ArgumentMessageKey, number] | null =
    typeof schema.minimum === 'number' && value < schema.minimum
      ? ['belowMinimum', schema.minimum]
      : typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum
        ? ['notAboveMinimum', schema.exclusiveMinimum]
        : null;
  const high: [ArgumentMessageKey, number] | null =
    typeof schema.maximum === 'number' && value > schema.maximum
      ? ['aboveMaximum', schema.maximum]
      : typeof schema.exclusiveMaximum === 'number' && value >= schema.exclusiveMaximum
        ? ['notBelowMaximum', schema.exclusiveMaximum]
        : null;
  const bound = low ?? high;
  if (bound) out.push(issue('out-of-range', path, bound[0], { subject: label(path), value, limit: bound[1] }));
}

function checkString(value: string, schema: JsonObject, path: string, out: ArgumentIssue[]): void {
  if (typeof schema.minLength === 'number' && value.length < schema.minLength)
    out.push(
      issue('bad-length', path, 'tooFewCharacters', {
        subject: label(path),
        length: value.length,
        limit: schema.minLength,
      }),
    );
  if (typeof schema.maxLength === 'number' && value.length > schema.maxLength)
    out.push(
      issue('bad-length', path, 'tooManyCharacters', {
        subject: label(path),
        length: value.length,
        limit: schema.maxLength,
      }),
    );
  if (typeof schema.pattern === 'string') {
    let pattern: RegExp | null;
    try {
      pattern = new RegExp(schema.pattern, 'u');
    } catch {
      // A pattern this engine cannot read is not the model's mistake.
      pattern = null;
    }
    if (pattern && !pattern.test(value))
      out.push(
        issue('pattern', path, 'pattern', { subject: label(path), value: show(value), pattern: schema.pattern }),
      );
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
    out.push(
      issue('bad-length', path, 'tooFewItems', { subject: label(path), length: value.length, limit: schema.minItems }),
    );
  if (typeof schema.maxItems === 'number' && value.length > schema.maxItems)
    out.push(
      issue('bad-length', path, 'tooManyItems', { subject: label(path), length: value.length, limit: schema.maxItems }),
    );
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
      out.push(
        issue(
          'unknown-property',
          child(path, key),
          'didYouMeanProperty',
          { path: child(path, key), suggestion: meant },
          meant,
        ),
      );
    else if (strict) {
      const owner: ArgumentParam = path === '' ? { word: 'ofTheArguments' } : `\`${path}\``;
      out.push(
        names.length > 0
          ? issue('unknown-property', child(path, key), 'notAProperty', { key, owner, names: names.join(', ') })
          : issue('unknown-property', child(path, key), 'notAPropertyNoneDeclared', { key, owner }),
      );
    } else if (isObject(schema.additionalProperties))
      check(value[key], schema.additionalProperties, root, child(path, key), depth + 1, out);
  }
  for (const name of missing) {
    const typo = Object.keys(value).find((key) => !(key in properties) && nearestName(key, [name]) === name);
    if (typo === undefined)
      out.push(issue('missing-required', child(path, name), 'missingRequired', { path: child(path, name) }));
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
  if (typeof args !== 'string') return [issue('not-a-string', '', 'notAString', { type: typeOf(args) })];
  let value: unknown;
  try {
    value = JSON.parse(args);
  } catch (error) {
    return [issue('malformed-json', '', 'malformedJson', { error: (error as Error).message })];
  }
  return schema === undefined || schema === null ? [] : checkValue(value, schema);
}
