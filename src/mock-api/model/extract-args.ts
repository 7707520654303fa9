// Schema-aware argument extraction: fills a JSON Schema object from the words of a request.
import { findEntities } from './gazetteer.ts';
import { baseSchema, baseType, describe, isNullable, optionsOf, propertiesOf, requiredOf, type JsonSchema } from './schema-view.ts';
import { contentWords, identifierWords, mentions } from './text.ts';
import { findDate, findNumbers, findOptionMentions, type NumberMention } from './values.ts';

export interface ExtractContext {
  /** The clause (or whole request) the arguments come from. */
  text: string;
  /** The entity this call is about, when a request names several ("Berlin and Tokyo" → one call each). */
  entity?: string;
  now: Date;
  /** With strict mode every property is present, so optional ones become null (or a default) when not found. */
  strict: boolean;
}

interface Found {
  value: unknown;
  /** False when the value is a fallback rather than something the text said. */
  found: boolean;
}

const ENTITY_HINT = /\b(city|cities|location|place|town|country|destination|origin|region|address|where)\b/;
const TOPIC_HINT = /\b(query|q|search|text|prompt|question|topic|keywords?|term|message|input|content|subject)\b/;
const NAME_HINT = /\b(name|person|user|author|who)\b/;
const FROM_HINT = /\b(from|source|src|origin|input)\b/;
const TO_HINT = /\b(to|target|dest|destination|output|into)\b/;

/** True when a property holds the entity a request is about (a city, a place, ...). */
export function isEntityProperty(name: string, schema: JsonSchema): boolean {
  const type = baseType(schema);
  if (type === 'array') {
    const items = baseSchema(schema).items;
    return typeof items === 'object' && items !== null && baseType(items as JsonSchema) === 'string' && ENTITY_HINT.test(describe(name, schema));
  }
  return type === 'string' && !optionsOf(schema)?.strict && ENTITY_HINT.test(describe(name, schema));
}

/** Builds an arguments object for `schema` from `ctx.text`. */
export function extractArguments(schema: JsonSchema, ctx: ExtractContext): Record<string, unknown> {
  const numbers = findNumbers(ctx.text);
  return extractObject(schema, ctx, { numbers, usedNumbers: new Set() });
}

interface Pools {
  numbers: NumberMention[];
  usedNumbers: Set<number>;
}

function extractObject(schema: JsonSchema, ctx: ExtractContext, pools: Pools): Record<string, unknown> {
  const required = new Set(requiredOf(schema));
  const out: Record<string, unknown> = {};
  for (const [name, prop] of propertiesOf(schema)) {
    const { value, found } = extractValue(name, prop, ctx, pools);
    if (found || required.has(name) || ctx.strict) out[name] = value;
  }
  return out;
}

function extractValue(name: string, schema: JsonSchema, ctx: ExtractContext, pools: Pools): Found {
  const s = baseSchema(schema);
  const fallback = (value: unknown): Found => ({ value: 'default' in s ? s.default : isNullable(schema) ? null : value, found: false });
  const options = optionsOf(schema);
  if (options) {
    const picked = pickOption(name, options.values, ctx.text);
    if (picked !== undefined) return { value: picked, found: true };
    if (options.strict) {
      const d = s.default;
      return { value: options.values.includes(d) ? d : isNullable(schema) ? null : options.values[0], found: false };
    }
  }
  switch (baseType(schema)) {
    case 'number':
    case 'integer':
      return extractNumber(name, schema, ctx, pools, fallback);
    case 'boolean':
      return extractBoolean(name, schema, ctx, fallback);
    case 'array':
      return extractArray(name, schema, ctx, pools);
    case 'object':
      return { value: extractObject(s, ctx, pools), found: true };
    default:
      return extractString(name, schema, ctx, fallback);
  }
}

/** Which mentioned option fits: a "from" property takes the first mention, a "to" property the last. */
function pickOption(name: string, values: unknown[], text: string): unknown {
  const hits = findOptionMentions(text, values);
  if (hits.length === 0) return undefined;
  const words = identifierWords(name).join(' ');
  if (TO_HINT.test(words) && !FROM_HINT.test(words)) return hits[hits.length - 1]!.value;
  return hits[0]!.value;
}

function extractNumber(name: string, schema: JsonSchema, ctx: ExtractContext, pools: Pools, fallback: (v: unknown) => Found): Found {
  const s = baseSchema(schema);
  const hint = new Set(identifierWords(name));
  const free = pools.numbers.filter((n) => !pools.usedNumbers.has(n.index));
  // A number whose unit names the property ("5 days" for `days`) wins; otherwise numbers go out in order.
  const pick = free.find((n) => n.unit !== '' && [...hint].some((w) => n.unit.startsWith(w.slice(0, 3)))) ?? free[0];
  if (!pick) return fallback(typeof s.minimum === 'number' ? s.minimum : 0);
  pools.usedNumbers.add(pick.index);
  let value = baseType(schema) === 'integer' ? Math.round(pick.value) : pick.value;
  if (typeof s.minimum === 'number') value = Math.max(value, s.minimum);
  if (typeof s.maximum === 'number') value = Math.min(value, s.maximum);
  return { value, found: true };
}

function extractBoolean(name: string, schema: JsonSchema, ctx: ExtractContext, fallback: (v: unknown) => Found): Found {
  const keys = identifierWords(name).filter((w) => !['include', 'is', 'use', 'enable', 'with', 'show', 'should', 'has'].includes(w));
  const hit = keys.find((k) => mentions(ctx.text, k) || mentions(ctx.text, `${k}s`));
  if (!hit) return fallback(false);
  const negated = new RegExp(`\\b(without|no|not|don't|dont|skip|exclude)\\b[^.?!]{0,20}\\b${hit}`, 'i').test(ctx.text);
  return { value: !negated, found: true };
}

function extractArray(name: string, schema: JsonSchema, ctx: ExtractContext, pools: Pools): Found {
  const s = baseSchema(schema);
  const items = (typeof s.items === 'object' && s.items !== null ? s.items : {}) as JsonSchema;
  const itemType = baseType(items);
  let values: unknown[] = [];
  if (itemType === 'string' && !optionsOf(items)) values = findEntities(ctx.text).map((e) => e.text);
  else if (itemType === 'string') values = findOptionMentions(ctx.text, optionsOf(items)!.values).map((m) => m.value);
  else if (itemType === 'number' || itemType === 'integer') values = pools.numbers.map((n) => (itemType === 'integer' ? Math.round(n.value) : n.value));
  else if (itemType === 'object') values = [extractObject(items, ctx, pools)];
  values = [...new Set(values)];
  const min = typeof s.minItems === 'number' ? s.minItems : 0;
  const max = typeof s.maxItems === 'number' ? s.maxItems : Infinity;
  while (values.length < min) values.push(extractValue(name, items, { ...ctx, strict: true }, pools).value);
  return { value: values.slice(0, max), found: values.length > 0 };
}

function extractString(name: string, schema: JsonSchema, ctx: ExtractContext, fallback: (v: unknown) => Found): Found {
  const s = baseSchema(schema);
  const about = describe(name, schema);
  if (s.format === 'date' || /\bdate\b|\bday\b/.test(about)) {
    const date = findDate(ctx.text, ctx.now);
    return date ? { value: s.format === 'date-time' ? `${date}T00:00:00Z` : date, found: true } : fallback(findDate('today', ctx.now));
  }
  if (s.format === 'email') {
    const email = ctx.text.match(/[\w.+-]+@[\w-]+\.[\w.-]+/);
    return email ? { value: email[0], found: true } : fallback('user@example.com');
  }
  if (s.format === 'uri' || /\burl\b/.test(about)) {
    const url = ctx.text.match(/https?:\/\/\S+[^\s.,?!)]/);
    return url ? { value: url[0], found: true } : fallback('https://example.com');
  }
  if (ENTITY_HINT.test(about) || NAME_HINT.test(about)) {
    const entity = ctx.entity ?? findEntities(ctx.text)[0]?.text;
    if (entity) return { value: entity, found: true };
  }
  const options = optionsOf(schema);
  if (options && !options.strict) return fallback(options.values[0]);
  if (TOPIC_HINT.test(about) || !('default' in s)) {
    const topic = topicOf(ctx.text);
    if (topic) return { value: topic, found: true };
  }
  return fallback('');
}

/** The gist of a request for a free-text property: what follows "for"/"about", else its content words. */
export function topicOf(text: string): string {
  const after = text.match(/\b(?:for|about|on|regarding)\s+(.+?)[.?!]*$/i);
  if (after) return after[1]!.trim();
  return contentWords(text).join(' ');
}
