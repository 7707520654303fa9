// The shapes of the real API's validation messages (invalid type, missing parameter, empty array, bad value, range), shared by every API style.
import { invalidRequest, type ApiError } from './errors.ts';
import { isObject } from './json-object.ts';

/** How the API names a JSON value's type in messages ("an object", "an integer", ...). */
export function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'an integer' : 'a decimal';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'boolean') return 'a boolean';
  return 'a string';
}

export function invalidType(path: string, expected: string, value: unknown): ApiError {
  return invalidRequest(
    `Invalid type for '${path}': expected ${expected}, but got ${typeName(value)} instead.`,
    path,
    'invalid_type',
  );
}

export function missingParameter(path: string): ApiError {
  return invalidRequest(`Missing required parameter: '${path}'.`, path, 'missing_required_parameter');
}

export function emptyArray(path: string): ApiError {
  return invalidRequest(
    `Invalid '${path}': empty array. Expected an array with minimum length 1, but got an empty array instead.`,
    path,
    'empty_array',
  );
}

/** "'a' and 'b'", "'a', 'b', and 'c'": the API's list style, serial comma included. */
export function quotedList(values: readonly string[]): string {
  const q = values.map((v) => `'${v}'`);
  if (q.length <= 2) return q.join(' and ');
  return `${q.slice(0, -1).join(', ')}, and ${q[q.length - 1]}`;
}

export function invalidValue(value: unknown, supported: readonly string[], path: string): ApiError {
  // An object or array where one of the listed strings belongs is a wrong type, not a wrong value; the API's exact
  // words for that case are not documented, so it is said as its other type errors are. (String() of a client's object
  // can also throw: `{"toString": 0}`.)
  if (typeof value === 'object' && value !== null) return invalidType(path, `one of ${quotedList(supported)}`, value);
  return invalidRequest(
    `Invalid value: '${String(value)}'. Supported values are: ${quotedList(supported)}.`,
    path,
    'invalid_value',
  );
}

/** Checks a number parameter: its type, whether it must be whole, and its range. */
export function checkNumber(
  body: Record<string, unknown>,
  key: string,
  rule: { integer?: boolean; min?: number; max?: number },
): void {
  const value = body[key];
  if (value === undefined || value === null) return;
  const kind = rule.integer ? 'integer' : 'decimal';
  if (typeof value !== 'number' || !Number.isFinite(value) || (rule.integer && !Number.isInteger(value))) {
    throw invalidType(key, rule.integer ? 'an integer' : 'a decimal', value);
  }
  if (rule.min !== undefined && value < rule.min) {
    throw invalidRequest(
      `Invalid '${key}': ${kind} below minimum value. Expected a value >= ${rule.min}, but got ${value} instead.`,
      key,
      `${kind}_below_min_value`,
    );
  }
  if (rule.max !== undefined && value > rule.max) {
    throw invalidRequest(
      `Invalid '${key}': ${kind} above maximum value. Expected a value <= ${rule.max}, but got ${value} instead.`,
      key,
      `${kind}_above_max_value`,
    );
  }
}

export function checkType(body: Record<string, unknown>, key: string, type: 'string' | 'boolean' | 'object'): void {
  const value = body[key];
  if (value === undefined || value === null) return;
  const ok = type === 'object' ? isObject(value) : typeof value === type;
  if (!ok) throw invalidType(key, type === 'object' ? 'an object' : `a ${type}`, value);
}
