// A small field checker for Assistants request bodies: unknown fields, required fields and scalar types, in the API's words.
import { checkNumber, invalidType, missingParameter } from '../checks.ts';
import { isObject } from '../json-object.ts';
import { invalidRequest } from '../errors.ts';

/** How one field is checked; a function gets the value (never undefined) and its path. */
export type FieldRule =
  | 'string'
  | 'boolean'
  | 'object'
  | 'array'
  | 'metadata'
  | { integer?: boolean; min?: number; max?: number }
  | ((value: unknown, path: string) => void);

export interface BodyRules {
  fields: Record<string, FieldRule>;
  required?: readonly string[];
}

/** Checks a request body: unknown fields first (the real API's order), then required fields, then each field. */
export function checkBody(body: unknown, rules: BodyRules): Record<string, unknown> {
  if (!isObject(body)) throw invalidType('body', 'an object', body);
  // Own keys only: `toString`, `constructor` and `__proto__` are inherited by every object, not fields.
  const unknown = Object.keys(body).filter((k) => !Object.hasOwn(rules.fields, k));
  if (unknown.length === 1) throw invalidRequest(`Unrecognized request argument supplied: ${unknown[0]}`);
  if (unknown.length > 1) throw invalidRequest(`Unrecognized request arguments supplied: ${unknown.sort().join(', ')}`);
  for (const key of rules.required ?? [])
    if (body[key] === undefined || body[key] === null) throw missingParameter(key);
  checkFields(body, rules.fields, '');
  return body;
}

/** A field of a nested object that the endpoint does not know. */
export function rejectUnknownNested(
  obj: Record<string, unknown>,
  fields: Record<string, FieldRule>,
  prefix: string,
): void {
  const unknown = Object.keys(obj).find((k) => !Object.hasOwn(fields, k));
  if (unknown !== undefined)
    throw invalidRequest(`Unknown parameter: '${prefix}${unknown}'.`, `${prefix}${unknown}`, 'unknown_parameter');
}

/** Checks the fields of an object nested at `prefix` (e.g. `tools[0].`) without the unknown-field rule. */
export function checkFields(obj: Record<string, unknown>, fields: Record<string, FieldRule>, prefix: string): void {
  for (const [key, rule] of Object.entries(fields)) {
    const value = obj[key];
    if (value === undefined || value === null) continue;
    const path = `${prefix}${key}`;
    if (typeof rule === 'function') rule(value, path);
    else if (typeof rule === 'object') checkNumber({ [path]: value }, path, rule);
    else if (rule === 'array') {
      if (!Array.isArray(value)) throw invalidType(path, 'an array', value);
    } else if (rule === 'object' || rule === 'metadata') {
      if (!isObject(value)) throw invalidType(path, 'an object', value);
      if (rule === 'metadata') checkMetadata(value, path);
    } else if (typeof value !== rule) throw invalidType(path, `a ${rule}`, value);
  }
}

/** Metadata: at most 16 pairs, keys up to 64 characters, string values up to 512. */
function checkMetadata(value: Record<string, unknown>, path: string): void {
  const entries = Object.entries(value);
  if (entries.length > 16) {
    throw invalidRequest(
      `Invalid '${path}': too many properties. Expected an object with at most 16 properties, but got an object with ${entries.length} properties instead.`,
      path,
      'object_above_max_properties',
    );
  }
  for (const [k, v] of entries) {
    if (k.length > 64)
      throw invalidRequest(
        `Invalid '${path}': key '${k}' is too long. Expected a key of at most 64 characters.`,
        path,
        'invalid_value',
      );
    if (typeof v !== 'string') throw invalidType(`${path}.${k}`, 'a string', v);
    if (v.length > 512) {
      throw invalidRequest(
        `Invalid '${path}.${k}': string too long. Expected a string with maximum length 512, but got a string with length ${v.length} instead.`,
        `${path}.${k}`,
        'string_above_max_length',
      );
    }
  }
}

/** An array whose items are each checked by `item`. */
export function arrayOf(
  item: (value: unknown, path: string) => void,
  max?: number,
): (value: unknown, path: string) => void {
  return (value, path) => {
    if (!Array.isArray(value)) throw invalidType(path, 'an array', value);
    if (max !== undefined && value.length > max) {
      throw invalidRequest(
        `Invalid '${path}': array too long. Expected an array with maximum length ${max}, but got an array with length ${value.length} instead.`,
        path,
        'array_above_max_length',
      );
    }
    value.forEach((v, i) => item(v, `${path}[${i}]`));
  };
}

export function stringItem(value: unknown, path: string): void {
  if (typeof value !== 'string') throw invalidType(path, 'a string', value);
}
