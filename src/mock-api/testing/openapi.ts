// Test support: validates bodies against the component schemas of the official OpenAPI spec (vendored).
import { readFileSync } from 'node:fs';
import { OPENAPI_PATH } from '../../../vendor/index.ts';
import { parse } from 'yaml';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

export { OPENAPI_PATH };

const DOC_ID = 'https://loopscope.local/openapi.json';
let ajv: Ajv2020 | undefined;
const compiled = new Map<string, ValidateFunction>();

/** OpenAPI 3.0's `nullable` is still used in places; JSON Schema needs it spelled as a union with null. */
function rewriteNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteNullable);
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = rewriteNullable(value);
  if (out.nullable === true) {
    delete out.nullable;
    return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

/**
 * The spec's one known contradiction with itself: its schema types `Response.usage` as an object, yet its own examples
 * of `response.created` / `response.in_progress` (and OpenAI's) show `"usage": null` before the usage is known. The
 * examples are what the API sends, so `usage` may also be null here; nothing else is loosened.
 */
function allowNullUsage(schemas: Record<string, unknown>): void {
  const parts = (schemas.Response as { allOf: { properties?: Record<string, unknown> }[] }).allOf;
  const own = parts.find((p) => p.properties?.usage !== undefined);
  if (!own?.properties) throw new Error('Response.usage not found in the spec');
  own.properties.usage = { anyOf: [own.properties.usage, { type: 'null' }] };
}

function instance(): Ajv2020 {
  if (ajv) return ajv;
  const doc = parse(readFileSync(OPENAPI_PATH, 'utf8')) as { components: { schemas: Record<string, unknown> } };
  allowNullUsage(doc.components.schemas);
  // The spec uses vendor keywords (x-oaiMeta, discriminator, ...) and formats like `unixtime`: judge structure only.
  ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ $id: DOC_ID, components: rewriteNullable(doc.components) });
  return ajv;
}

function validator(schemaName: string): ValidateFunction {
  let fn = compiled.get(schemaName);
  if (!fn) {
    fn = instance().getSchema(`${DOC_ID}#/components/schemas/${schemaName}`);
    if (!fn) throw new Error(`No schema ${schemaName} in ${OPENAPI_PATH}`);
    compiled.set(schemaName, fn);
  }
  return fn;
}

/** The list of problems (empty when valid), so a failing test prints what is wrong. */
export function specErrors(schemaName: string, value: unknown): string[] {
  const fn = validator(schemaName);
  if (fn(value)) return [];
  return (fn.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
}

/** Throws with the spec's complaints when `value` does not match `schemaName`. */
export function assertMatchesSpec(schemaName: string, value: unknown): void {
  const errors = specErrors(schemaName, value);
  if (errors.length > 0) {
    throw new Error(
      `Not a valid ${schemaName}:\n${errors.slice(0, 12).join('\n')}\n${JSON.stringify(value).slice(0, 2000)}`,
    );
  }
}
