// Structured output: turns the model's answer into JSON for response_format json_object or json_schema, from the tool
// results: each property from the result field that means it, nothing invented for a property no result carries.
import type { ResponseFormatJSONSchema } from '@loopscope/wire/chat-types';
import type { PastCall } from '../conversation.ts';
import { extractArguments } from '../plan/extract-args.ts';
import { isHandoffTool } from '../plan/handoff.ts';
import {
  baseSchema,
  baseType,
  isNullable,
  onlyNull,
  optionsOf,
  propertiesOf,
  requiredOf,
  type JsonSchema,
} from '../understand/schema-view.ts';
import { convertQuantity, factsOf, formatQuantity, type Fact, type Quantity } from '../understand/result-facts.ts';
import { identifierWords } from '../understand/text.ts';
import { isoDate } from '../understand/date-mentions.ts';
import { labelOf } from './describe-result.ts';
import { matchesFor, propertyUnit, sameWord } from './field-match.ts';
import { failureOf } from './tool-failure.ts';

export type ResponseFormat = { type: 'text' } | { type: 'json_object' } | ResponseFormatJSONSchema;

type Fields = Record<string, unknown>;

/** Where the values of a structured reply came from, for the model's note. */
export interface FillNotes {
  /** "temperature from 'get_weather.temperature_c'", in property order. */
  filled: string[];
  /** Properties no result carries, with what they got instead ("country (null)"). */
  missing: string[];
}

interface Source {
  /** "get_weather" for a result, "get_weather arguments" for what the model sent. */
  label: string;
  facts: Fact[];
  /** The parsed value, when it is an object or a list of objects (one array item per result). */
  value: unknown;
}

interface Context {
  answer: string;
  now: Date;
  fromTextFor: (s: JsonSchema) => Fields;
  notes: FillNotes;
}

/** JSON text for the answer; with a schema, an object that validates against it, filled from the tool results first. */
export function jsonReply(
  format: ResponseFormat,
  answer: string,
  request: string,
  now: Date,
  calls: readonly PastCall[] = [],
): string {
  return structuredReply(format, answer, request, now, calls).text;
}

/** The JSON text and, when tool results filled it, which field filled which property. */
export function structuredReply(
  format: ResponseFormat,
  answer: string,
  request: string,
  now: Date,
  calls: readonly PastCall[] = [],
): { text: string; notes?: FillNotes } {
  if (format.type === 'text') return { text: answer };
  if (format.type === 'json_object') return { text: JSON.stringify({ answer }) };
  const schema = (format.json_schema.schema ?? { type: 'object', properties: {} }) as JsonSchema;
  // Strict or not, a structured reply carries every property, like the real model does.
  const text = `${request}\n${answer}`;
  const fromTextFor = (s: JsonSchema) => extractArguments(s, { text, now, strict: true });
  const findings = calls.filter((c) => !isHandoffTool(c.name));
  const results = findings.flatMap((c) => sourceOf(c.name, c.result) ?? failureSource(c.name, c.result));
  if (results.length === 0) return { text: JSON.stringify(withTopicFlags(schema, fromTextFor(schema), request)) };
  const args = findings.flatMap((c) => sourceOf(`${c.name} arguments`, c.arguments) ?? []);
  const ctx: Context = { answer, now, fromTextFor, notes: { filled: [], missing: [] } };
  return { text: JSON.stringify(fill(schema, results, args, ctx, '')), notes: ctx.notes };
}

/** The words of a flag's name that only say it is a flag ("is", "about", "asking"), not what it is about. */
const FLAG_WORDS = new Set([
  'is',
  'are',
  'has',
  'have',
  'contains',
  'mentions',
  'about',
  'asks',
  'asking',
  'request',
  'question',
  'user',
  'input',
  'off',
  'topic',
  'related',
  'for',
  'my',
  'the',
  'a',
  'an',
  'of',
  'to',
]);
/** A flag's name: "is_" / "has_" / "mentions_" / "about_" (or camelCase) and then what it is about ("isMathHomework"). */
const FLAG_NAME = /^(?:is|are|has|contains|mentions|about|asks|asking|off)(?:_|[A-Z])/;
const stemOf = (w: string) => w.toLowerCase().replace(/(?<=[^s])s$/, '');

/**
 * A boolean property named for a topic ("is_homework", "isMathHomework"), with no tool result to fill it: true when
 * the request uses a word of the topic, as a classifier agent (an input guardrail's) reads the question it checks.
 */
function withTopicFlags(schema: JsonSchema, value: Fields, request: string): Fields {
  const asked = new Set((request.toLowerCase().match(/\p{L}+/gu) ?? []).map(stemOf));
  const out = { ...value };
  for (const [name, prop] of propertiesOf(schema)) {
    if (baseType(prop) !== 'boolean' || !FLAG_NAME.test(name)) continue;
    const topic = identifierWords(name)
      .filter((w) => !FLAG_WORDS.has(w.toLowerCase()))
      .map(stemOf);
    if (topic.length > 0) out[name] = topic.some((w) => asked.has(w));
  }
  return out;
}

/** A result (or arguments) parsed as JSON, when it is an object or a list; undefined for any other text. */
function sourceOf(label: string, text: string | undefined): Source[] | undefined {
  try {
    const value: unknown = JSON.parse(text ?? '');
    return typeof value === 'object' && value !== null ? [{ label, facts: factsOf(value), value }] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A plain-text result that says the tool failed is a finding too: its message fills an `error` property, and the
 * properties it cannot fill get nothing invented (not words of the request, as a text reading would give them).
 */
function failureSource(label: string, text: string | undefined): Source[] {
  if (text === undefined) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const message = typeof parsed === 'string' || parsed === undefined ? failureOf(text, parsed) : undefined;
  if (message === undefined) return [];
  const value = { error: message };
  return [{ label, facts: factsOf(value), value }];
}

/** Words of properties that hold the prose answer itself. */
const PROSE = /^(answer|summary|response|reply|message|text|explanation|report|result|output|content)$/;

function fill(
  schema: JsonSchema,
  results: readonly Source[],
  args: readonly Source[],
  ctx: Context,
  path: string,
): Fields {
  const out: Fields = {};
  const required = new Set(requiredOf(schema));
  for (const [name, prop] of propertiesOf(schema)) {
    if (onlyNull(prop)) {
      // Where a recursive type was cut (`inlineRefs`): the value ends here.
      out[name] = null;
      continue;
    }
    const found =
      fromFacts(name, prop, results, ctx, path) ??
      fromFacts(name, prop, args, ctx, path) ??
      perResult(name, prop, results, args, ctx, path);
    if (found !== undefined) {
      out[name] = found;
      continue;
    }
    if (baseType(prop) === 'string' && identifierWords(name).some((w) => PROSE.test(w)) && ctx.answer !== '') {
      out[name] = ctx.answer;
      ctx.notes.filled.push(`${path}${name} from 'the answer text'`);
      continue;
    }
    if (!required.has(name) && !isNullable(prop)) {
      ctx.notes.missing.push(`${path}${name} (left out)`);
      continue;
    }
    out[name] = isNullable(prop) ? null : generic(name, prop, ctx, `${path}${name}.`);
    ctx.notes.missing.push(`${path}${name} (${JSON.stringify(out[name])})`);
  }
  return out;
}

/** The best-matching fact that converts to the property's type, noted. */
function fromFacts(name: string, prop: JsonSchema, sources: readonly Source[], ctx: Context, path: string): unknown {
  const ranked = sources
    .flatMap((s) => matchesFor(name, s.facts).map((m) => ({ ...m, source: s })))
    .sort((a, b) => b.score - a.score);
  for (const { fact, source } of ranked) {
    // Nested values are noted by their whole path in the result.
    const value = coerce(
      fact.value,
      fact.unit,
      name,
      prop,
      { ...source, label: `${source.label}.${fact.path}` },
      ctx,
      `${path}${name}.`,
    );
    if (value === undefined) continue;
    ctx.notes.filled.push(`${path}${name} from '${source.label}.${fact.path}'`);
    return value;
  }
  return undefined;
}

/** A list of objects no field names: one item per result (each call returned one), or the items of a result that is a list. */
function perResult(
  name: string,
  prop: JsonSchema,
  results: readonly Source[],
  args: readonly Source[],
  ctx: Context,
  path: string,
): unknown {
  const items = baseSchema(prop).items as JsonSchema | undefined;
  if (baseType(prop) !== 'array' || !items || baseType(items) !== 'object') return undefined;
  const objects = results.flatMap((r) =>
    Array.isArray(r.value)
      ? r.value.map((v, i) => ({ label: `${r.label}.${i}`, value: v }))
      : [{ label: r.label, value: r.value }],
  );
  const each = objects.filter((o) => typeof o.value === 'object' && o.value !== null && !Array.isArray(o.value));
  if (each.length === 0) return undefined;
  return each.map((o, i) =>
    fill(
      baseSchema(items),
      [{ label: o.label, facts: factsOf(o.value), value: o.value }],
      args,
      ctx,
      `${path}${name}[${i}].`,
    ),
  );
}

function num(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** An enum option the value names: equal, or whose words the value says ("Light drizzle" → "drizzle"). */
function option(value: unknown, values: readonly unknown[]): unknown {
  const text = String(value).toLowerCase();
  const exact = values.find((v) => String(v).toLowerCase() === text);
  if (exact !== undefined || typeof value !== 'string') return exact;
  const said = identifierWords(text);
  return values.find((v) => identifierWords(String(v)).every((w) => said.some((s) => sameWord(s, w))));
}

/** A result value in the property's type and unit, or undefined when it cannot be one. */
function coerce(
  value: unknown,
  unit: Quantity | undefined,
  name: string,
  prop: JsonSchema,
  source: Source,
  ctx: Context,
  path: string,
): unknown {
  const type = baseType(prop);
  const options = optionsOf(prop);
  if (options?.strict) return option(value, options.values);
  const want = propertyUnit(name);
  if (type === 'number' || type === 'integer') {
    if (typeof value === 'boolean' || (typeof value === 'object' && value !== null)) return undefined;
    let n = num(value);
    if (n === undefined) return undefined;
    if (want && unit) n = convertQuantity(n, unit, want);
    return n === undefined ? undefined : type === 'integer' ? Math.round(n) : n;
  }
  if (type === 'string') {
    if (value === null || value === undefined) return undefined;
    // An object is said by its label ("device": {"name": "Boiler"} gives a `device` text "Boiler"), if it has one.
    if (typeof value === 'object' && !Array.isArray(value)) return labelOf(value as Fields);
    if (Array.isArray(value))
      return value.every((v) => typeof v !== 'object') && value.length > 0 ? value.join(', ') : undefined;
    if (typeof value === 'number' && unit) {
      // A quantity in a text property is written with its unit, converted to the one the property names ("17°C").
      const to = want ?? unit;
      const n = convertQuantity(value, unit, to);
      return n === undefined ? undefined : formatQuantity(n, to);
    }
    return String(value);
  }
  if (type === 'boolean')
    return typeof value === 'boolean'
      ? value
      : value === 'true' || value === 'yes'
        ? true
        : value === 'false' || value === 'no'
          ? false
          : undefined;
  if (type === 'array') {
    const items = (baseSchema(prop).items ?? {}) as JsonSchema;
    const list = Array.isArray(value) ? value : value !== null && typeof value !== 'object' ? [value] : undefined;
    if (!list) return undefined;
    const out = list.map((v, i) =>
      baseType(items) === 'object' && typeof v === 'object' && v !== null
        ? fill(
            baseSchema(items),
            [{ label: `${source.label}.${i}`, facts: factsOf(v), value: v }],
            [],
            ctx,
            `${path}${i}.`,
          )
        : coerce(v, unit, name, items, source, ctx, path),
    );
    return out.every((v) => v !== undefined) ? out : undefined;
  }
  if (type === 'object' && typeof value === 'object' && value !== null && !Array.isArray(value))
    return fill(baseSchema(prop), [{ label: source.label, facts: factsOf(value), value }], [], ctx, path);
  return undefined;
}

/** A value that plainly says nothing was found: the default, the first option, 0, false, empty, or "unknown". */
function generic(name: string, prop: JsonSchema, ctx: Context, path: string): unknown {
  const s = baseSchema(prop);
  const options = optionsOf(prop);
  if ('default' in s) return s.default;
  if (options?.strict) return options.values[0];
  switch (baseType(prop)) {
    case 'number':
    case 'integer':
      return typeof s.minimum === 'number' ? s.minimum : 0;
    case 'boolean':
      return false;
    case 'array': {
      const items = (s.items ?? {}) as JsonSchema;
      const min = typeof s.minItems === 'number' ? s.minItems : 0;
      return Array.from({ length: min }, (_, i) => generic(name, items, ctx, `${path}${i}.`));
    }
    case 'object':
      return fill(s, [], [], ctx, path);
  }
  // A string with a shape to keep (a date, an e-mail, a pattern): the value the request reading gives for that shape.
  if (s.format === 'date') return isoDate(ctx.now);
  if (typeof s.format === 'string' || typeof s.pattern === 'string')
    return (
      ctx.fromTextFor({ type: 'object', properties: { [name]: s }, required: [name], additionalProperties: false })[
        name
      ] ?? 'unknown'
    );
  return 'unknown';
}
