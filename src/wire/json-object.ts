// The one guard for "a JSON object" (not null, not an array) that every layer reads parsed bodies, files and schemas with.

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
