// JSON Schema references inside one schema (`#`, `#/$defs/x`, `#/definitions/x`, any JSON pointer): resolving one, and inlining them all into a finite tree.
import { isObject, type JsonObject } from './json-object';

/** The node a local reference points at in `root`, or undefined when it points nowhere (or outside the schema). */
export function resolveRef(root: unknown, ref: string): JsonObject | undefined {
  if (ref !== '#' && !ref.startsWith('#/')) return undefined;
  const keys = ref
    .slice(1)
    .split('/')
    .filter(Boolean)
    .map((key) => decodeURIComponent(key).replace(/~1/g, '/').replace(/~0/g, '~'));
  const target = keys.reduce<unknown>(
    (node, key) => (isObject(node) ? node[key] : Array.isArray(node) ? node[Number(key)] : undefined),
    root,
  );
  return isObject(target) ? target : undefined;
}

/** True when a `$ref` appears anywhere in the schema. */
export function hasRefs(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(hasRefs);
  if (!isObject(schema)) return false;
  return typeof schema.$ref === 'string' || Object.values(schema).some(hasRefs);
}

export interface InlineOptions {
  /** How many times one reference may be expanded along one path before it is cut (recursion ends there). */
  repeats?: number;
  /** Schema nodes the inlined tree may hold; past it every further reference is cut (a guard against fan-out). */
  maxNodes?: number;
}

/**
 * Where recursion stops: a node that only `null` fits. A nullable self-reference (`next: Node | null`) then reads as
 * null, an array of itself as an empty array, which ends a recursive value at a small, fixed depth.
 */
const CUT: JsonObject = Object.freeze({ type: 'null' }) as JsonObject;

/**
 * The schema with every local reference replaced by (a copy of) what it points at and `$defs` / `definitions` dropped,
 * so readers that know nothing of references see plain subschemas. A schema without references is returned as is.
 * Keywords written next to a `$ref` (a description) win over the target's. An unresolvable reference becomes `{}`.
 */
export function inlineRefs(schema: JsonObject, options: InlineOptions = {}): JsonObject {
  if (!hasRefs(schema)) return schema;
  const repeats = options.repeats ?? 3;
  let budget = options.maxNodes ?? 5_000;
  const walk = (node: unknown, seen: ReadonlyMap<string, number>): unknown => {
    if (!isObject(node)) return node;
    budget--;
    const { $ref: ref, $defs: _defs, definitions: _definitions, ...rest } = node;
    if (typeof ref === 'string') {
      const count = seen.get(ref) ?? 0;
      const target = resolveRef(schema, ref);
      if (!target) return walk(rest, seen);
      if (count >= repeats || budget <= 0) return CUT;
      return walk({ ...target, ...rest }, new Map(seen).set(ref, count + 1));
    }
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(rest)) {
      if (SCHEMA_MAPS.has(key) && isObject(value))
        out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, walk(sub, seen)]));
      else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) out[key] = value.map((sub) => walk(sub, seen));
      else if (SCHEMA_ONE.has(key))
        out[key] = Array.isArray(value) ? value.map((sub) => walk(sub, seen)) : walk(value, seen);
      else out[key] = value;
    }
    return out;
  };
  return walk(schema, new Map()) as JsonObject;
}

/** Keywords whose value is a map of subschemas, a list of them, or one (a tuple `items` too); every other keyword is data. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas']);
const SCHEMA_LISTS = new Set(['anyOf', 'allOf', 'oneOf', 'prefixItems']);
const SCHEMA_ONE = new Set([
  'items',
  'additionalProperties',
  'not',
  'contains',
  'if',
  'then',
  'else',
  'propertyNames',
  'unevaluatedProperties',
  'unevaluatedItems',
]);
