// Scores mock model calls the way BFCL's AST checker does: name, required, unknown, type and accepted values.
import { openAiName, type BfclFunction } from './convert.ts';

export interface ModelCall {
  name: string;
  args: Record<string, unknown>;
}

/** One accepted call: function name → parameter → accepted values (`""` means "may be left out"). */
export type GroundTruthCall = Record<string, Record<string, unknown[]>>;

type Schema = Record<string, unknown>;

/** BFCL's `standardize_string`: case, spaces and `,./-_*^` do not matter; single quotes count as double. */
export function standardize(text: string): string {
  return text
    .replace(/[ ,./\-_*^]/g, '')
    .toLowerCase()
    .replace(/'/g, '"');
}

function normalize(value: unknown): unknown {
  if (typeof value === 'string') return standardize(value);
  if (Array.isArray(value)) return value.map(normalize);
  return value;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalize(a)) === JSON.stringify(normalize(b));
}

/** BFCL's type check for Python-flavoured types; an int is accepted where a float is expected. */
function typeOk(value: unknown, schema: Schema | undefined): boolean {
  const type = schema?.type;
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'float':
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
    case 'tuple': {
      if (!Array.isArray(value)) return false;
      const items = schema?.items as Schema | undefined;
      return !items?.type || value.every((v) => typeOk(v, items));
    }
    case 'dict':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return true;
  }
}

function dictMatches(value: Record<string, unknown>, accepted: Record<string, unknown[]>): boolean {
  for (const [key, v] of Object.entries(value)) {
    if (!(key in accepted) || !accepted[key]!.some((a) => sameValue(v, a))) return false;
  }
  return Object.entries(accepted).every(([key, list]) => key in value || list.includes(''));
}

function valueMatches(value: unknown, accepted: unknown[], schema: Schema | undefined): boolean {
  if (schema?.type === 'dict' && typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return accepted.some(
      (a) =>
        typeof a === 'object' &&
        a !== null &&
        dictMatches(value as Record<string, unknown>, a as Record<string, unknown[]>),
    );
  }
  if (
    Array.isArray(value) &&
    accepted.some((a) => Array.isArray(a) && a.some((x) => typeof x === 'object' && x !== null && !Array.isArray(x)))
  ) {
    return accepted.some(
      (a) =>
        Array.isArray(a) &&
        a.length === value.length &&
        a.every((x, i) => dictMatches(value[i] as Record<string, unknown>, x as Record<string, unknown[]>)),
    );
  }
  return accepted.some((a) => sameValue(value, a));
}

/** Why one call fails against one accepted answer ('' when it passes). */
export function checkCall(fn: BfclFunction, call: ModelCall, truth: GroundTruthCall): string {
  const [expectedName, accepted] = Object.entries(truth)[0]!;
  if (call.name !== openAiName(expectedName)) return `wrong function ${call.name}, expected ${expectedName}`;
  const properties = (fn.parameters.properties ?? {}) as Record<string, Schema>;
  const required = (fn.parameters.required ?? []) as string[];
  for (const r of required) if (!(r in call.args)) return `missing required ${r}`;
  for (const [param, value] of Object.entries(call.args)) {
    if (!(param in properties)) return `unknown parameter ${param}`;
    if (!typeOk(value, properties[param])) return `wrong type for ${param}: ${JSON.stringify(value)}`;
    const list = accepted[param];
    if (!list) return `unexpected parameter ${param}`;
    if (!valueMatches(value, list, properties[param]))
      return `${param}=${JSON.stringify(value)} not in ${JSON.stringify(list)}`;
  }
  for (const [param, list] of Object.entries(accepted)) {
    if (!(param in call.args) && !list.includes('')) return `missing ${param} (expected ${JSON.stringify(list)})`;
  }
  return '';
}

/** A case passes when the calls match the accepted ones one to one, in any order (irrelevance: no calls). */
export function scoreCase(
  functions: readonly BfclFunction[],
  calls: readonly ModelCall[],
  truth: readonly GroundTruthCall[] | null,
): string {
  if (truth === null) return calls.length === 0 ? '' : `called ${calls.map((c) => c.name).join(', ')}`;
  if (calls.length !== truth.length) return `${calls.length} calls, expected ${truth.length}`;
  const used = new Set<number>();
  for (const expected of truth) {
    const fn = functions.find((f) => f.name === Object.keys(expected)[0]);
    if (!fn) return `no definition for ${Object.keys(expected)[0]}`;
    const reasons = calls.map((c, i) => (used.has(i) ? 'used' : checkCall(fn, c, expected)));
    const hit = reasons.indexOf('');
    if (hit < 0) return reasons.find((r) => r !== 'used') ?? 'no match';
    used.add(hit);
  }
  return '';
}
