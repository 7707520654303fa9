// Tools picked by the request's values when no tool's words fit: the only tool offered, or the one the values are for.
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import { Evidence } from '../understand/evidence.ts';
import { kindOf } from '../understand/param-kind.ts';
import {
  baseType,
  describe,
  optionsOf,
  parametersOf,
  propertiesOf,
  requiredOf,
  requiredValues,
} from '../understand/schema-view.ts';
import { scoreTools, type ToolScore } from './tool-match.ts';
import { callsFor } from './calls-for.ts';
import { dedupe, type PlannedCall, type PlanRun } from './planned-call.ts';

/**
 * One tool offered, none of its words in the request, yet the request names something by its proper name ("Tell me
 * about Marco's Kitchen", "Is Seven Lions 42 playing soon?") and that name, with the request's other values, fills
 * every required parameter: a model offered that one tool would call it with the name. Every required parameter must
 * be given (no gist, no fallback), and each string one by a capitalised name or a quote, not by lower-case words.
 */
const ONLY_TOOL_WORDS = 14;

export function onlyToolByName(
  request: string,
  tools: readonly FunctionDefinition[],
  ctx: PlanRun,
): PlannedCall[] | null {
  if (tools.length !== 1) return null;
  const tool = tools[0]!;
  const schema = parametersOf(tool);
  const required = requiredOf(schema);
  if (required.length === 0) return null;
  // A short request about one thing: a long one that mentions names in passing is about something else.
  if (request.split(/\s+/).length > ONLY_TOOL_WORDS || /[.?!]\s+\S/.test(request.trim())) return null;
  const reading = ctx.readings.of(tool).read(request);
  if (!reading.complete) return null;
  const props = new Map(propertiesOf(schema));
  const names = new Evidence(request, ctx.now).candidates.filter((c) =>
    ['place', 'proper', 'quoted', 'code'].includes(c.kind),
  );
  const named = required.filter((n) => {
    const value = reading.args[n];
    const c = names.find((x) => x.text === value);
    if (typeof value !== 'string' || !c) return false;
    const kind = kindOf(n, props.get(n) ?? {});
    // A code with digits ("ZT5520") names the booking or the plate an id parameter asks for; no other parameter takes
    // one. A quote is a value as written, whatever its case.
    if (c.kind === 'code')
      return (
        (kind === 'code' || /\b(?:code|id|number|reference)\b/i.test(describe('', props.get(n) ?? {}))) &&
        /\p{N}/u.test(value) &&
        /\p{L}/u.test(value)
      );
    if (c.kind !== 'quoted' && !/^\p{Lu}/u.test(value)) return false;
    // An acronym (two to five capitals) is no name of a thing; an id or a key is no name either, unless it says name.
    if (/^\p{Lu}{2,5}s?$/u.test(value) || (kind === 'code' && !/\bname\b/.test(n.replace(/_/g, ' ')))) return false;
    // A place parameter takes a place the gazetteer knows, or a name said after "in", "at", "to"...; any other
    // parameter takes no known place ("Riga" is no restaurant).
    const located = /\b(?:in|at|near|to|from)\s+(?:the\s+)?$/i.test(request.slice(0, c.start));
    return kind === 'place' ? c.kind === 'place' || located : c.kind !== 'place';
  });
  const typed = (n: string) =>
    reading.tied.has(n) && typeof reading.args[n] !== 'string' && !Array.isArray(reading.args[n]);
  if (named.length === 0 || !required.every((n) => named.includes(n) || typed(n))) return null;
  const calls = dedupe(
    callsFor(
      tool,
      request,
      ctx,
      `picked ${tool.name}, the only tool offered: no words of it in the request, but the request names ${named
        .map((n) => `'${String(reading.args[n])}'`)
        .join(', ')} for ${named.join(', ')}`,
    ),
  );
  return calls.every((c) => c.missing.length === 0) ? calls : null;
}

/**
 * No tool's words fit, yet exactly one tool gets a value of its own for every required parameter (two at least; none
 * the gist of the request, none a fallback), and some word of it is said (or, when it is the only tool offered, one
 * value is tied to its parameter by its own words, unit or form): "Booking QX-4: bent wheel rim." for the one tool
 * that takes a booking code and a damage description. A model would call that tool.
 */
export function onlyToolGiven(
  request: string,
  tools: readonly FunctionDefinition[],
  ctx: PlanRun,
  ranked: readonly ToolScore[],
): PlannedCall[] | null {
  const requiredOfTool = (tool: FunctionDefinition) => requiredValues(parametersOf(tool));
  const complete = tools.filter((tool) => {
    const required = requiredOfTool(tool);
    if (required.length < 2) return false;
    const { given, tied, missing, args } = ctx.readings.of(tool).read(request);
    // A plain number fits any number parameter: it counts only when tied to its own ("1500 and 30" is no amount and fee).
    const own = (n: string) => tied.has(n) || (given.has(n) && typeof args[n] !== 'number');
    if (missing.length > 0 || !required.every(own)) return false;
    const score = ranked.find((s) => s.tool === tool)?.score ?? 0;
    return tools.length === 1 ? score > 0 || required.some((n) => tied.has(n)) : score > 0;
  });
  if (complete.length !== 1) return null;
  const tool = complete[0]!;
  const calls = dedupe(
    callsFor(
      tool,
      request,
      ctx,
      `picked ${tool.name}: few words of it in the request, but the request gives every value it needs (${requiredOfTool(tool).join(', ')}), and no other tool's`,
    ),
  );
  return calls.every((c) => c.missing.length === 0) ? calls : null;
}

/**
 * No tool's words fit, but one tool's parameters take the request's values, each tied to its parameter by its unit,
 * its own words or its form ("I ran 10 km in 50 minutes" for `distance_km` and `duration_minutes`): a model would
 * call that tool. Every required parameter must be given and at least two of them tied (one value, a date say, is
 * too little to go on).
 */
export function byValues(request: string, tools: readonly FunctionDefinition[], ctx: PlanRun): PlannedCall[] | null {
  // "Give plate X another 20 minutes": the tool whose words the request shares most is asked first (`extend_parking`,
  // with its `minutes`, before `pay_parking`, listed first, whose `hours` the minutes would fill as 0).
  for (const { tool } of scoreTools(request, tools)) {
    const schema = parametersOf(tool);
    const props = new Map(propertiesOf(schema));
    const required = requiredValues(schema);
    if (required.length === 0) continue;
    const { tied, missing, args } = ctx.readings.of(tool).read(request);
    const count = required.filter((n) => tied.has(n)).length;
    // "600 at 6 percent after 8 years": with two values tied, one plain number left is the one number parameter left.
    const numbersLeft = required.filter(
      (n) =>
        !tied.has(n) &&
        typeof args[n] === 'number' &&
        ['number', 'integer'].includes(baseType(props.get(n) ?? {}) ?? ''),
    );
    const optionsOk = (n: string) =>
      tied.has(n) || optionsOf(props.get(n) ?? {}) !== undefined || (numbersLeft.length === 1 && numbersLeft[0] === n);
    if (missing.length > 0 || !required.every(optionsOk) || count < 2) continue;
    const calls = dedupe(
      callsFor(
        tool,
        request,
        ctx,
        `picked ${tool.name}: no tool's words fit, but the request gives ${[...tied].join(', ')} in the units and forms they ask for`,
      ),
    );
    if (calls.every((c) => c.missing.length === 0)) return calls;
  }
  return null;
}
