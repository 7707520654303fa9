// Values an earlier tool result gives a later request's call: "Convert Tokyo's temperature to Fahrenheit" after a
// weather call for Tokyo takes that result's temperature and its unit, as a model reading its context would.
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import { nestedDeeperThan } from '@loopscope/wire/json-depth';
import { isObject } from '@loopscope/wire/json-object';
import type { PastCall } from '../conversation.ts';
import { kindOf } from '../understand/param-kind.ts';
import { factsOf, unitFromText, type Fact, type Quantity } from '../understand/result-facts.ts';
import { describe, optionsOf, parametersOf, propertiesOf, type JsonSchema } from '../understand/schema-view.ts';
import { identifierWords, saysWhole } from '../understand/text.ts';
import type { PlannedCall } from './planned-call.ts';
import { isTargetParameter } from './option-args.ts';

/** The rule's words in the model's note (the timeline translates them: `ruleEarlierResult`). */
export const FROM_EARLIER_RESULT = 'a value of an earlier tool result';

/** Results longer than this are not read for values (a result is read whole, as JSON). */
const MOST_RESULT_CHARS = 20_000;
/** How many of the latest calls have their results looked through, newest first. */
export const MOST_RESULTS = 12;

/**
 * "that", "it", "this", "the result"; Korean 그걸/그거/그것/이걸 ("that", "this"); Polish "to"/"tego" before "na/do/w"
 * ("Przelicz to na …", not the English "to") and "wynik": the request points at the newest result rather than naming
 * what it was about.
 */
export const POINTS_AT_RESULT =
  /(?:\b(?:that|this|it|the (?:result|answer|reading))\b|그걸|그거|그것|이걸|(?<!\p{L})(?:(?:to|tego)\s{1,3}(?:na|do|w)\s|wynik))/iu;

/**
 * Calls the plan left lacking required values, filled from one earlier result: the one whose call was about something
 * the request names (a string argument of it said again: "Tokyo's temperature"), else, when the request points at a
 * result ("convert that"), the newest. Each lacking parameter takes the result's value that its own words match (a
 * number), the option that value's unit names (`from_unit` 'celsius' for a temperature in °C), or a value under a key
 * named as the parameter is. All or nothing: a call still lacking a value keeps the plan (which asks for it).
 */
export function filledFromResults(
  planned: readonly PlannedCall[],
  request: string,
  tools: readonly FunctionDefinition[],
  history: readonly PastCall[],
): PlannedCall[] | undefined {
  if (planned.length === 0 || planned.every((c) => c.missing.length === 0)) return undefined;
  const results = readResults(history, tools);
  if (results.length === 0) return undefined;
  const lower = request.toLowerCase();
  const named = results.find((r) => r.about.some((value) => saysWhole(lower, value)));
  const result = named ?? (POINTS_AT_RESULT.test(request) ? results[0] : undefined);
  if (!result) return undefined;
  const filled: PlannedCall[] = [];
  for (const call of planned) {
    if (call.missing.length === 0) {
      filled.push(call);
      continue;
    }
    const tool = tools.find((t) => t.name === call.name);
    const props = new Map(propertiesOf(parametersOf(tool ?? {})));
    const taken = fillFrom(result, call.missing, props);
    if (!taken) return undefined;
    // A source option only guessed (`from_currency` 'USD', the enum's first) takes the unit of the number taken.
    taken.push(...guessedUnits(call, props, taken));
    const notes = taken.map((t) => `${t.param} from '${t.said}' (${FROM_EARLIER_RESULT})`);
    const item = [call.item, ...notes].filter(Boolean).join('; ');
    filled.push({
      ...call,
      arguments: { ...call.arguments, ...Object.fromEntries(taken.map((t) => [t.param, t.value])) },
      missing: [],
      ...(call.guessed && { guessed: call.guessed.filter((g) => !taken.some((t) => t.param === g)) }),
      item,
      reason: [call.choice, call.split, item].filter(Boolean).join('; '),
    });
  }
  return filled;
}

interface ReadResult {
  name: string;
  /** The string arguments of its call, lower-cased: what the result was about ("tokyo"). */
  about: string[];
  facts: Fact[];
}

/** Earlier results that parse as JSON objects, newest first, each with what its call was about. */
function readResults(history: readonly PastCall[], tools: readonly FunctionDefinition[]): ReadResult[] {
  const out: ReadResult[] = [];
  // The last MOST_RESULTS calls, read or not: a history of thousands of unreadable results costs no more than a short one.
  for (const past of history.slice(-MOST_RESULTS).reverse()) {
    const parsed = readableResult(past);
    const result = isObject(parsed) ? parsed : undefined;
    const args = nestedDeeperThan(past.arguments) ? undefined : parseObject(past.arguments);
    if (!result) continue;
    // What the call was about: its own strings, not the options it chose ("celsius" is no subject of a conversion).
    const props = new Map(propertiesOf(parametersOf(tools.find((t) => t.name === past.name) ?? {})));
    const about = Object.entries(args ?? {})
      .filter(([k, v]) => typeof v === 'string' && v.trim().length >= 3 && !optionsOf(props.get(k) ?? {}))
      .map(([, v]) => String(v).trim().toLowerCase());
    out.push({ name: past.name, about, facts: factsOf(result) });
  }
  return out;
}

/** An earlier result parsed, when it is short and shallow enough to read (the bounds every reader of results keeps). */
export function readableResult(past: PastCall): unknown {
  if (!past.result || past.result.length > MOST_RESULT_CHARS || nestedDeeperThan(past.result)) return undefined;
  try {
    return JSON.parse(past.result) as unknown;
  } catch {
    return undefined;
  }
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A value taken from a result: where it sits there ("temperature: 22", "temperature's unit: °C"), and its unit. */
interface Taken {
  param: string;
  value: unknown;
  said: string;
  unit?: Quantity;
}

/** Each missing parameter's value, or undefined when one finds none (or two that fit as well). */
function fillFrom(
  result: ReadResult,
  missing: readonly string[],
  props: ReadonlyMap<string, JsonSchema>,
): Taken[] | undefined {
  const taken: Taken[] = [];
  const leaves = result.facts.filter((f) => typeof f.value !== 'object' || f.value === null);
  // Numbers first: a unit option follows the number it measures.
  const ordered = [...missing].sort((a, b) => rank(a, props) - rank(b, props));
  for (const param of ordered) {
    const value = valueFor(param, props.get(param) ?? {}, leaves, taken);
    if (!value) return undefined;
    taken.push(value);
  }
  return taken;
}

/** Guessed option parameters of the call that name the unit of a number taken (never a target: `to_currency`). */
function guessedUnits(call: PlannedCall, props: ReadonlyMap<string, JsonSchema>, taken: readonly Taken[]): Taken[] {
  const out: Taken[] = [];
  for (const param of call.guessed ?? []) {
    if (isTargetParameter(param) || !optionsOf(props.get(param) ?? {})) continue;
    const value = unitOption(param, optionsOf(props.get(param) ?? {})!.values, taken);
    if (value) out.push(value);
  }
  return out;
}

/** The option naming the unit of a number already taken ('celsius' for 18 °C, 'EUR' for a price in euros). */
function unitOption(param: string, options: readonly unknown[], taken: readonly Taken[]): Taken | undefined {
  for (const measured of taken) {
    const option = options.find((o) => typeof o === 'string' && unitFromText(o)?.code === measured.unit?.code);
    if (option !== undefined && measured.unit)
      return { param, value: option, said: `${measured.said} ${measured.unit.symbol.trim()}` };
  }
  return undefined;
}

function rank(param: string, props: ReadonlyMap<string, JsonSchema>): number {
  return kindOf(param, props.get(param) ?? {}) === 'number' ? 0 : 1;
}

function valueFor(
  param: string,
  schema: JsonSchema,
  leaves: readonly Fact[],
  taken: readonly Taken[],
): Taken | undefined {
  const options = optionsOf(schema)?.values;
  if (options) {
    // Where the value goes (`to_unit`) is the request's to say: the result only says where it is now.
    if (isTargetParameter(param)) return undefined;
    // The option naming the unit of a number already taken ('celsius' for 18 °C).
    const unitOf = unitOption(param, options, taken);
    if (unitOf) return unitOf;
    const fact = unique(
      leaves.filter((f) => options.some((o) => String(o).toLowerCase() === String(f.value).toLowerCase())),
    );
    return (
      fact && {
        param,
        value: options.find((o) => String(o).toLowerCase() === String(fact.value).toLowerCase()),
        said: said(fact),
      }
    );
  }
  if (kindOf(param, schema) === 'number') {
    // The number whose key (or the kind its unit implies) shares a word with the parameter ("temperature").
    const words = new Set([...identifierWords(param), ...identifierWords(describe('', schema))]);
    // A finite number: 1e400 parses as Infinity, which JSON writes as null.
    const free = leaves.filter(
      (f) => typeof f.value === 'number' && Number.isFinite(f.value) && !taken.some((t) => t.said === said(f)),
    );
    const scored = free.map((f) => ({ f, score: [...f.words, ...f.implied].filter((w) => words.has(w)).length }));
    const best = Math.max(0, ...scored.map((x) => x.score));
    const fact = best > 0 ? unique(scored.filter((x) => x.score === best).map((x) => x.f)) : undefined;
    return fact && { param, value: fact.value, said: said(fact), unit: fact.unit };
  }
  // A string under a key named as the parameter is (`city` from a result's "city").
  const own = identifierWords(param).join(' ');
  const fact = unique(leaves.filter((f) => typeof f.value === 'string' && f.words.join(' ') === own));
  return fact && { param, value: fact.value, said: said(fact) };
}

function said(fact: Fact): string {
  return `${fact.path}: ${String(fact.value)}`;
}

function unique(facts: readonly Fact[]): Fact | undefined {
  return facts.length === 1 ? facts[0] : undefined;
}
