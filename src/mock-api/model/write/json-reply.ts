// Structured output: turns the model's answer into JSON for response_format json_object or json_schema, from the tool results.
import type { ResponseFormatJSONSchema } from '../../../wire/chat-types.ts';
import type { PastCall } from '../conversation.ts';
import { extractArguments } from '../plan/extract-args.ts';
import { baseSchema, baseType, isNullable, optionsOf, propertiesOf, requiredOf, type JsonSchema } from '../understand/schema-view.ts';
import { identifierWords, sameStem } from '../understand/text.ts';

export type ResponseFormat = { type: 'text' } | { type: 'json_object' } | ResponseFormatJSONSchema;

type Fields = Record<string, unknown>;

/** JSON text for the answer; with a schema, an object that validates against it, filled from the tool results first. */
export function jsonReply(format: ResponseFormat, answer: string, request: string, now: Date, calls: readonly PastCall[] = []): string {
  if (format.type === 'text') return answer;
  if (format.type === 'json_object') return JSON.stringify({ answer });
  const schema = (format.json_schema.schema ?? { type: 'object', properties: {} }) as JsonSchema;
  // Strict or not, a structured reply carries every property, like the real model does.
  const text = `${request}\n${answer}`;
  const fromTextFor = (s: JsonSchema) => extractArguments(s, { text, now, strict: true });
  const results = calls.map((c) => parse(c.result)).filter((r): r is Fields => r !== undefined);
  return JSON.stringify(results.length > 0 ? fillFromResults(schema, results, fromTextFor) : fromTextFor(schema));
}

function parse(text: string | undefined): Fields | undefined {
  try {
    const value: unknown = JSON.parse(text ?? '');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : undefined;
  } catch {
    return undefined;
  }
}

/** The first result field whose name matches the property ("temperature" for `temp`, "condition" for `conditions`). */
function findField(name: string, results: readonly Fields[]): unknown {
  const want = identifierWords(name);
  for (const r of results) {
    for (const [key, value] of Object.entries(r)) {
      const have = identifierWords(key);
      if (key === name || (want.length > 0 && want.every((w) => have.some((h) => sameStem(h, w) || h.startsWith(w) || w.startsWith(h))))) return value;
    }
  }
  return undefined;
}

/** A result value in the property's type, or undefined when it cannot be one. */
function coerce(value: unknown, schema: JsonSchema, fromTextFor: (s: JsonSchema) => Fields): unknown {
  const type = baseType(schema);
  const options = optionsOf(schema);
  if (options?.strict) return options.values.find((v) => String(v).toLowerCase() === String(value).toLowerCase());
  if (type === 'number' || type === 'integer') {
    const n = typeof value === 'number' ? value : Number.parseFloat(String(value));
    return Number.isFinite(n) ? (type === 'integer' ? Math.round(n) : n) : undefined;
  }
  if (type === 'string') return typeof value === 'object' ? JSON.stringify(value) : value === null || value === undefined ? undefined : String(value);
  if (type === 'boolean') return typeof value === 'boolean' ? value : undefined;
  if (type === 'array') {
    if (!Array.isArray(value)) return undefined;
    const items = (baseSchema(schema).items ?? {}) as JsonSchema;
    const out = value.map((v) => coerce(v, items, fromTextFor));
    return out.every((v) => v !== undefined) ? out : undefined;
  }
  if (type === 'object' && typeof value === 'object' && value !== null && !Array.isArray(value)) return fillFromResults(baseSchema(schema), [value as Fields], fromTextFor);
  return undefined;
}

function fillFromResults(schema: JsonSchema, results: readonly Fields[], fromTextFor: (s: JsonSchema) => Fields): Fields {
  const fromText = fromTextFor(schema);
  const out: Fields = {};
  for (const [name, prop] of propertiesOf(schema)) {
    // One result per array item when the schema asks for a list of objects and each call returned one.
    const items = baseSchema(prop).items as JsonSchema | undefined;
    const perResult = baseType(prop) === 'array' && items && baseType(items) === 'object' && findField(name, results) === undefined;
    const value = perResult ? results.map((r) => fillFromResults(items, [r], fromTextFor)) : coerce(findField(name, results), prop, fromTextFor);
    out[name] = value !== undefined ? value : name in fromText ? fromText[name] : isNullable(prop) ? null : undefined;
    if (out[name] === undefined) delete out[name];
  }
  for (const r of requiredOf(schema)) if (!(r in out) && r in fromText) out[r] = fromText[r];
  return out;
}
