// Decides which tools a request needs and with which arguments: one call per task, one per place when it names several.
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import { Evidence } from '../understand/evidence.ts';
import { isEntityProperty, readProperties } from './extract-args.ts';
import { kindOf } from '../understand/param-kind.ts';
import { describe } from '../understand/schema-view.ts';
import { type Reading, Readings, type ToolReader } from './readings.ts';
import { placeRoles } from './venues.ts';
import { findEntities } from '../understand/gazetteer.ts';
import {
  baseType,
  type JsonSchema,
  optionsOf,
  parametersOf,
  propertiesOf,
  requiredOf,
} from '../understand/schema-view.ts';
import {
  againVariants,
  bracketVariants,
  dayRuns,
  listVariants,
  itemsAfterColon,
  oneAndOther,
  optionRuns,
  sameTail,
  respectiveVariants,
  segmentGroups,
  valueRuns,
} from './fan-out.ts';
import {
  linesAsSentences,
  linesUnderLead,
  numberedAsSentences,
  type Part,
  scoreWithoutNames,
  splitParts,
} from './plan-parts.ts';
import { ITEMS_BACK, POINTS_BACK } from './points-back.ts';
import { completedDate, completedNote, DAY_ALONE_WORDS, ISO, monthToDaysBefore } from './dates-said-once.ts';
import { identifierWords, sameStem, splitTasks, words } from '../understand/text.ts';
import { fits, isFiller, isGeneric, scoreTools, toolListId, toolSays, type ToolScore } from './tool-match.ts';
import { askedWords, wordsOfAsked } from './asked-thing.ts';
import { dayKey, Memo } from '../memo.ts';
import type { PastCall } from '../conversation.ts';
import { nestedDeeperThan } from '@loopscope/wire/json-depth';
import { canonicalJson } from '@loopscope/wire/json-object';
import { withNameForAll } from './tasks-name-for-all.ts';
import { withArticleCount } from './tasks-article-count.ts';
import { placeOfItemBefore } from './tasks-there-in-items.ts';
import { withRelativeDates } from '../understand/relative-dates.ts';

export interface PlannedCall {
  name: string;
  arguments: Record<string, unknown>;
  /** Why the model chose this call, in words (shown by the UI's explain view): `choice`, `split` and `item` joined. */
  reason: string;
  /** Why this tool and not its rival (shared by every call of one part). */
  choice: string;
  /** How the part was split into calls ("one call per place named ..."), shared by the calls of one split; '' when none. */
  split: string;
  /** This call's own item and where each of its argument values came from. */
  item: string;
  /** The part of the request this call answers (its clause, and the place it is about). */
  part: string;
  /** Required parameters the request says nothing about. */
  missing: string[];
  /** Required text parameters that took only the request's gist, for want of a value said for them. */
  guessed?: readonly string[];
  /** Each argument's "where it came from" words in `item` (its parameter first), so a later rule can replace one. */
  sourceNotes?: readonly (readonly [param: string, note: string])[];
  /** The words each argument was read from, as said (a later rule may complete a date said in part). */
  said?: Readonly<Record<string, string>>;
}

export { parametersOf };

function entityProperty(tool: FunctionDefinition): string | undefined {
  return propertiesOf(parametersOf(tool)).find(([name, schema]) => isEntityProperty(name, schema))?.[0];
}

/** What every step of one plan shares: the day, and the readings of the request made so far (each made once). */
interface PlanRun {
  now: Date;
  readings: Readings;
}

export interface PlanContext {
  now: Date;
  /** Calls made earlier in the conversation: a follow-up like "What about Paris?" reuses the last entity tool. */
  history: readonly PastCall[];
}

/**
 * Plans per tool list, request and day, without the follow-up rule (the only part that reads the history): every step
 * of a tool loop resends the same request and tools, and the arguments a request gives do not change between steps.
 */
const plans = new Memo<readonly PlannedCall[] | null>(256);

/** Every call the request asks for, in the order the request asks (shared: read only). */
export function planCalls(
  request: string,
  tools: readonly FunctionDefinition[],
  ctx: PlanContext,
): readonly PlannedCall[] {
  const planned = plans.get(`${toolListId(tools)}\u0000${dayKey(ctx.now)}\u0000${request}`, () => {
    const listed = lineItems(request, tools, { now: ctx.now, readings: new Readings(ctx.now) });
    if (listed) return Object.freeze(listed.map(freezeCall));
    const found = planByWords(withRelativeDates(numberedAsSentences(linesAsSentences(request)), ctx.now), tools, {
      now: ctx.now,
      readings: new Readings(ctx.now),
    });
    return found && Object.freeze(withArticleCount(tools, withNameForAll(request, tools, found)).map(freezeCall));
  });
  if (planned) return planned;
  const followUp = followUpTool(request, tools, ctx.history);
  return followUp ? callsFor(followUp.tool, request, ctx, followUp.reason) : [];
}

/**
 * "Master these as WAV:\n- Night Bus\n- Low Tide": a lead-in that names one tool, then lines that each name an item
 * of its task, is that tool's call once per line, each read with the lead-in. No line may name another tool (lines
 * that do are tasks: linesAsSentences reads them), and each line's call must be whole and differ from the others.
 */
function lineItems(request: string, tools: readonly FunctionDefinition[], ctx: PlanRun): PlannedCall[] | null {
  const listed = linesUnderLead(request);
  if (!listed) return null;
  const ranked = scoreTools(listed.lead, tools);
  const best = ranked[0];
  if (!fits(best)) return null;
  const other = (item: string) => {
    const own = scoreTools(item, tools)[0];
    return fits(own) && own.tool !== best.tool && own.nameHits.length > 0;
  };
  if (listed.items.some(other)) return null;
  const reader = ctx.readings.of(best.tool);
  // A list parameter takes the lines together.
  const whole = reader.read(linesAsSentences(request)).args;
  if (Object.values(whole).some((v) => Array.isArray(v) && v.length >= 2)) return null;
  const variants = listed.items.map((item) => `${listed.lead}: ${item}`);
  const reads = variants.map((v) => reader.read(v));
  if (reads.some((r) => !r.complete) || new Set(reads.map((r) => JSON.stringify(r.args))).size !== reads.length)
    return null;
  const split = `one call per line listed after "${listed.lead}:"`;
  const props = new Map(propertiesOf(reader.schema));
  return dedupe(
    variants.flatMap((v, i) => {
      const item = listed.items[i]!;
      const calls = callsFor(
        best.tool,
        v,
        ctx,
        `${whyTool(best, ranked[1])}; ${split}; item ${i + 1} of ${variants.length}, "${item}"`,
      );
      // "Northbound Static", "Wire & Bone": a line of capitalised words, no digits, is one name; a free string read
      // from part of it holds it whole.
      if (!/^\p{Lu}/u.test(item) || /\d/.test(item)) return calls;
      for (const call of calls) {
        const held = Object.entries(call.arguments).find(
          ([k, a]) =>
            typeof a === 'string' &&
            a !== item &&
            item.includes(a) &&
            optionsOf(props.get(k) ?? {}) === undefined &&
            kindOf(k, props.get(k) ?? {}) !== 'date',
        )?.[0];
        if (!held) continue;
        const note = `${held} "${item}": the whole line, one name`;
        call.arguments[held] = item;
        call.reason += `; ${note}`;
        call.item += `; ${note}`;
      }
      return calls;
    }),
  );
}

/** Remembered calls are shared by later requests: frozen, so a caller that changed one would fail loudly. */
function freezeCall(call: PlannedCall): PlannedCall {
  Object.freeze(call.arguments);
  Object.freeze(call.missing);
  return Object.freeze(call);
}

/** The calls the request's words ask for; null when no tool's words fit it. */
function planByWords(request: string, tools: readonly FunctionDefinition[], ctx: PlanRun): PlannedCall[] | null {
  const again = sameForTool(request, tools, ctx);
  if (again) return again;
  // Tasks the request marks itself ("First, ... Then, ...", "Also, ...") come first; else the parts its tools' words name.
  // "..., then do the same for 24 kg" is no task of its own: it repeats the call before it (sameAgain).
  const repeats = sameFor(request)?.index;
  const marked = repeats
    ? []
    : withRepeats(withFollowUps(splitTasks(request)), tools)
        .map(({ text, repeat }) => {
          const { scores, note } = scoreWithoutNames(text, tools, ctx.now);
          const rule = [note, repeat].filter(Boolean).join('; ');
          return { text, best: scores[0]!, ...(rule ? { rule } : {}) };
        })
        .filter((t) => fits(t.best));
  // A marked task may itself ask for several tools ("Check the tide for Looe. Check the wind there too. And ..."): it is
  // split into its parts as a request is.
  const parts: Part[] =
    marked.length >= 2
      ? marked.flatMap((t) => {
          const own = splitParts(t.text, tools, ctx.readings);
          return own.length >= 2 ? own : [t];
        })
      : repeats
        ? []
        : splitParts(request, tools, ctx.readings);
  if (parts.length >= 2) {
    const planned: PlannedCall[][] = [];
    for (const [i, p] of parts.entries()) {
      const head = `part ${i + 1} of ${parts.length}, "${p.text}": `;
      const calls = callsFor(
        p.best.tool,
        p.text,
        ctx,
        `${head}${whyTool(
          p.best,
          scoreTools(p.text, tools).find((s) => s.tool !== p.best.tool),
        )}${p.rule ? `; ${p.rule}` : ''}`,
      );
      planned.push(closeRivalInPart(p, calls, planned, tools, ctx, head) ?? calls);
    }
    return dedupe(
      fullNamesSaidBefore(overItemsBefore(placeFromThere(carriedFromPartsBefore(planned, tools), tools), tools)).flat(),
    );
  }
  const shared = sharedValues(request, tools, ctx);
  if (shared) return shared;
  const ranked = scoreTools(request, tools);
  const best = ranked[0];
  if (fits(best) && !asksWhatToolLacks(request, best.tool)) {
    const first = dedupe(callsFor(best.tool, request, ctx, whyTool(best, ranked[1])));
    if (first.every((c) => c.missing.length === 0)) return first;
    // The best-scoring tool needs values the request does not give: a close runner-up that needs none fits better.
    const runnerUp = closeRunnerUp(ranked, best, request, ctx, '', first[0]!.missing, (calls) =>
      calls.every((c) => c.missing.length === 0),
    );
    return runnerUp ?? first;
  }
  const byForm =
    byValues(request, tools, ctx) ?? onlyToolByName(request, tools, ctx) ?? onlyToolGiven(request, tools, ctx, ranked);
  // The value rules call no tool the question's words fit when it lacks the thing asked (it still would not give it).
  const lacking = fits(best) && asksWhatToolLacks(request, best.tool);
  return lacking && byForm?.some((c) => c.name === best.tool.name) ? null : byForm;
}

/**
 * "What are the club's opening hours on Sundays?" with a club's booking tools: the question asks for hours, a word the
 * tool that shares "club" has nowhere (name, description, parameters or their options, or a related word), so its
 * words do not fit the question: it asks a fact that tool does not give.
 */
export function asksWhatToolLacks(request: string, tool: FunctionDefinition): boolean {
  return lackedWord(request, tool) !== undefined;
}

function lackedWord(request: string, tool: FunctionDefinition): string | undefined {
  const words = askedWords(request);
  const asked = words?.[0];
  return asked !== undefined &&
    !isFiller(asked) &&
    !isGeneric(asked) &&
    !words!.some((word) => wordsOfAsked(word).some((w) => toolSays(tool, w)))
    ? asked
    : undefined;
}

/** Why no tool is called, when the best-fitting tool lacks the thing a "what" question asks for; undefined otherwise. */
export function lackedAskNote(request: string, tools: readonly FunctionDefinition[]): string | undefined {
  const best = scoreTools(request, tools)[0];
  const asked = fits(best) ? lackedWord(request, best.tool) : undefined;
  return (
    asked && `the question asks for '${asked}', a word ${best!.tool.name} has nowhere: no tool matches the request`
  );
}

/**
 * "…; check whether the drum booth is free that 4th": a part whose best-scoring tool needs values the part does not
 * give (nor a part before, to carry), while a close rival (seven tenths of its score) gets every value it needs there
 * (or from a part before), asks the rival, as a whole request does (planByWords' runner-up). Null when none does.
 */
function closeRivalInPart(
  part: Part,
  calls: readonly PlannedCall[],
  before: readonly (readonly PlannedCall[])[],
  tools: readonly FunctionDefinition[],
  ctx: PlanRun,
  head: string,
): PlannedCall[] | null {
  // A value a part before gives under the same name is carried to this part (carriedFromPartsBefore): not lacking.
  const carried = (n: string) => before.some((cs) => cs.some((c) => n in c.arguments && !c.missing.includes(n)));
  const lacking = (cs: readonly PlannedCall[]) => [...new Set(cs.flatMap((c) => c.missing))].filter((n) => !carried(n));
  const missing = lacking(calls);
  if (missing.length === 0 || part.rule) return null;
  const ranked = scoreTools(part.text, tools);
  const best = ranked.find((s) => s.tool === part.best.tool) ?? part.best;
  return closeRunnerUp(
    ranked,
    best,
    part.text,
    ctx,
    head,
    missing,
    (own) => own.length > 0 && lacking(own).length === 0,
  );
}

/**
 * The first of the three runners-up after `best` whose calls `complete` takes, while each scores seven tenths of the
 * best's score at least; the note says what the best would need. Null when none does.
 */
function closeRunnerUp(
  ranked: readonly ToolScore[],
  best: ToolScore,
  text: string,
  ctx: PlanRun,
  head: string,
  missing: readonly string[],
  complete: (calls: PlannedCall[]) => boolean,
): PlannedCall[] | null {
  for (const next of ranked.filter((s) => s.tool !== best.tool).slice(0, 3)) {
    if (!fits(next) || next.score < best.score * 0.7) return null;
    const calls = dedupe(
      callsFor(next.tool, text, ctx, `${head}${whyTool(next)}; ${best.tool.name} would need ${missing.join(', ')}`),
    );
    if (complete(calls)) return calls;
  }
  return null;
}

/**
 * One tool offered, none of its words in the request, yet the request names something by its proper name ("Tell me
 * about Marco's Kitchen", "Is Seven Lions 42 playing soon?") and that name, with the request's other values, fills
 * every required parameter: a model offered that one tool would call it with the name. Every required parameter must
 * be given (no gist, no fallback), and each string one by a capitalised name or a quote, not by lower-case words.
 */
const ONLY_TOOL_WORDS = 14;

function onlyToolByName(request: string, tools: readonly FunctionDefinition[], ctx: PlanRun): PlannedCall[] | null {
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
function onlyToolGiven(
  request: string,
  tools: readonly FunctionDefinition[],
  ctx: PlanRun,
  ranked: readonly ToolScore[],
): PlannedCall[] | null {
  const requiredOfTool = (tool: FunctionDefinition) => {
    const schema = parametersOf(tool);
    const props = new Map(propertiesOf(schema));
    return requiredOf(schema).filter((n) => baseType(props.get(n) ?? {}) !== 'boolean');
  };
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
function byValues(request: string, tools: readonly FunctionDefinition[], ctx: PlanRun): PlannedCall[] | null {
  // "Give plate X another 20 minutes": the tool whose words the request shares most is asked first (`extend_parking`,
  // with its `minutes`, before `pay_parking`, listed first, whose `hours` the minutes would fill as 0).
  for (const { tool } of scoreTools(request, tools)) {
    const schema = parametersOf(tool);
    const props = new Map(propertiesOf(schema));
    const required = requiredOf(schema).filter((n) => !['boolean'].includes(baseType(props.get(n) ?? {}) ?? ''));
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

/**
 * "the weather and the local time in Lyon and Osaka": two tools named side by side, the first with no values of its own,
 * share the values said after the second; each is called as the whole request asks (one call per place named).
 */
function sharedValues(request: string, tools: readonly FunctionDefinition[], ctx: PlanRun): PlannedCall[] | null {
  if (tools.length < 2) return null;
  for (const m of request.matchAll(/\s(?:and|&)\s/gi)) {
    const left = request.slice(0, m.index);
    const right = request.slice(m.index + m[0].length);
    const [a, b] = [scoreTools(left, tools)[0], scoreTools(right, tools)[0]];
    if (!fits(a) || !fits(b) || a.tool === b.tool || a.nameHits.length === 0 || b.nameHits.length === 0) continue;
    // The left side only names its tool ("What's the weather"): no value of its own, and few words. Or, the other way
    // round, the right side only names its tool ("For Looe and Fowey, get the tide times and the wind forecast") and
    // reads in the left side the very values the left side's tool reads there.
    // Few words first: only the first and last joints of a long request are read.
    const bare = (text: string, tool: FunctionDefinition) =>
      text.split(/\s+/).length <= 5 && ctx.readings.of(tool).read(text).given.size === 0;
    const after = bare(left, a.tool) && ctx.readings.of(b.tool).read(right).given.size > 0;
    const before =
      !after &&
      bare(right, b.tool) &&
      sameValues(ctx.readings.of(a.tool).read(left), ctx.readings.of(b.tool).read(left));
    if (!after && !before) continue;
    const why = (s: ToolScore) =>
      `"${left.trim()}" and "${right.trim()}" name ${a.tool.name} and ${b.tool.name} side by side, sharing the values ${after ? 'after' : 'before'} them: ${whyTool(s)}`;
    const calls = dedupe([...callsFor(a.tool, request, ctx, why(a)), ...callsFor(b.tool, request, ctx, why(b))]);
    if (calls.every((c) => c.missing.length === 0)) return calls;
  }
  return null;
}

/** True when the second reading gives values, each one the first reading gives too (for any of its parameters). */
function sameValues(first: Reading, second: Reading): boolean {
  const firstValues = new Set([...first.given].map((k) => JSON.stringify(first.args[k])));
  return second.given.size > 0 && [...second.given].every((k) => firstValues.has(JSON.stringify(second.args[k])));
}

/** "Weather in Oslo and Graz, then do the same for the local time": the other tool, with the same values. */
function sameForTool(request: string, tools: readonly FunctionDefinition[], ctx: PlanRun): PlannedCall[] | null {
  const same = sameFor(request);
  if (!same || !same.index || tools.length < 2) return null;
  const before = request.slice(0, same.index);
  const [first, other] = [scoreTools(before, tools)[0], scoreTools(same[1]!, tools)[0]];
  if (!fits(first) || !fits(other) || other.nameHits.length === 0 || first.tool === other.tool) return null;
  if (ctx.readings.of(other.tool).read(same[1]!).given.size > 0) return null;
  const why = `"the same for ${same[1]!.trim()}" names ${other.tool.name}: its calls take the values of "${before.trim()}"`;
  const calls = dedupe([
    ...callsFor(first.tool, before, ctx, whyTool(first)),
    ...callsFor(other.tool, before, ctx, `${why}; ${whyTool(other)}`),
  ]);
  return calls.every((c) => c.missing.length === 0) ? calls : null;
}

/** Why this tool: the words it shares with the request, and by how much it beats its nearest rival. */
function whyTool(s: ToolScore, rival?: ToolScore): string {
  const why = `picked ${s.tool.name} (the request says ${s.hits
    .slice(0, 4)
    .map((h) => `'${h}'`)
    .join(', ')})`;
  if (!rival) return why;
  return `${why}, not ${rival.tool.name} (score ${s.score.toFixed(1)} against ${rival.score.toFixed(1)}${
    rival.hits.length > 0
      ? `; it shares only ${rival.hits
          .slice(0, 3)
          .map((h) => `'${h}'`)
          .join(', ')}`
      : ''
  })`;
}

/** No tool's words match, but the request names a place: a follow-up to the last call that took one. */
function followUpTool(request: string, tools: readonly FunctionDefinition[], history: readonly PastCall[]) {
  const entities = findEntities(request);
  if (entities.length === 0) return undefined;
  for (const past of [...history].reverse()) {
    const tool = tools.find((t) => t.name === past.name && entityProperty(t));
    if (tool)
      return {
        tool,
        reason: `picked ${tool.name}: "${entities[0]!.text}" follows up on the earlier ${tool.name} call`,
      };
  }
  return undefined;
}

/** A joint between two names that lists them: "and", "or", "&", "plus" (a comma alone may join the parts of one place). */
const LISTING_JOINT = /&|\b(?:and|plus|or|as well as|y|e|et|und|en)\b/i;

/**
 * Places named together ("Berlin and Tokyo", "Halifax, NS and Lyon"): one call each. Names joined by commas alone
 * ("Unit 7, 41 Pellow Street", "The Tannery, Brock Lane") are the parts of one address, as a list ends with "and".
 */
function coordinatedPlaces(text: string, now: Date): string[] {
  const places = new Evidence(text, now).candidates.filter((c) => c.kind === 'place' || c.kind === 'proper');
  let best: string[] = [];
  let bestListed = false;
  let listed = false;
  let run: typeof places = [];
  for (const p of places) {
    const prev = run[run.length - 1];
    // biome-ignore format: the eslint-disable comment below must stay on the line it excuses
    // eslint-disable-next-line regexp/no-super-linear-backtracking -- reads readable() text: at most MODEL_READS_CHARS, whitespace runs squeezed
    if (prev && /^[\s,]*(?:(?:and|&|plus|as well as|or|y|e|et|und|en)\b)?(?:\s*(?:also|in|for|at|of|the)\b)*[\s,]*$/i.test(text.slice(prev.end, p.start)) && /[,&]|\b(and|plus|or|as well as|y|e|et|und|en)\b/i.test(text.slice(prev.end, p.start))) {
      listed ||= LISTING_JOINT.test(text.slice(prev.end, p.start));
      run.push(p);
    } else {
      run = [p];
      listed = false;
    }
    if (run.length > best.length) {
      best = run.map((c) => c.text);
      bestListed = listed;
    }
  }
  return best.length >= 2 && bestListed ? best : [];
}

/**
 * "A table at Kvaegtorvet, Ribe": for a tool with a venue and a town parameter, two names joined by a comma alone are a
 * venue and the town it is in, not two places to call the tool for.
 */
function venueWithTown(names: readonly string[], text: string, schema: JsonSchema): boolean {
  if (names.length !== 2 || placeRoles(readProperties(schema)).size === 0) return false;
  const at = text.indexOf(names[0]!);
  return at >= 0 && /^\s*,\s*$/.test(text.slice(at + names[0]!.length, text.indexOf(names[1]!, at)));
}

/**
 * Calls for one task: one per place when the tool takes a single place and the request names several. A plan passes
 * its readings; a caller outside one (a forced tool) starts its own.
 */
export function callsFor(
  tool: FunctionDefinition,
  text: string,
  from: { now: Date; readings?: Readings },
  reason: string,
): PlannedCall[] {
  return datesSaidOnce(splitCalls(tool, text, from, reason));
}

/**
 * "on 8 May and 9 May 2029", "on 2029-03-14 and on 21 March": the calls of one split whose date was said in part
 * (no year, or a day alone) take what it leaves unsaid from the nearest call before whose date was said whole, or else
 * the nearest after.
 */
function datesSaidOnce(calls: PlannedCall[]): PlannedCall[] {
  if (calls.length < 2) return calls;
  const whole = (c: PlannedCall, k: string) => c.said?.[k] !== undefined && /(?<!\d)\d{4}(?!\d)/.test(c.said[k]);
  calls.forEach((call, i) => {
    for (const [k, value] of Object.entries(call.arguments)) {
      const source = call.said?.[k];
      if (source === undefined || typeof value !== 'string' || whole(call, k)) continue;
      const earlier = calls
        .slice(0, i)
        .reverse()
        .find((c) => c.name === call.name && whole(c, k));
      const later = earlier ? undefined : calls.slice(i + 1).find((c) => c.name === call.name && whole(c, k));
      const by = earlier ?? later;
      const done = by && completedDate(value, source, by.arguments[k], by === earlier);
      if (!by || !done) continue;
      const note = completedNote(k, done, source, String(by.arguments[k]));
      call.arguments[k] = done;
      call.reason += `; ${note}`;
      call.item += `; ${note}`;
    }
  });
  return calls;
}

function splitCalls(
  tool: FunctionDefinition,
  text: string,
  from: { now: Date; readings?: Readings },
  reason: string,
): PlannedCall[] {
  const ctx: PlanRun = { now: from.now, readings: from.readings ?? new Readings(from.now) };
  const reader = ctx.readings.of(tool);
  const schema = reader.schema;
  const strict = tool.strict === true;
  const entityProp = entityProperty(tool);
  const single = entityProp && propertiesOf(schema).find(([n]) => n === entityProp)?.[1].type !== 'array';
  const coordinated = single ? coordinatedPlaces(text, ctx.now) : [];
  const entities = venueWithTown(coordinated, text, schema) ? [] : coordinated;
  const one = (
    entity: string | undefined,
    split: string,
    item: string,
    from_ = text,
    held?: [param: string, value: string],
  ): PlannedCall => {
    // The reading is shared with every rule that read this stretch: this call gets its own copies to fill in.
    const read = reader.read(from_, { entity, strict });
    const sources = new Map(read.sources);
    const missing = [...read.missing];
    const args = { ...read.args };
    // A list item a string parameter read only inside a longer stretch is that parameter's value (listVariants).
    if (held) {
      args[held[0]] = held[1];
      sources.set(held[0], held[1]);
    }
    const valueAt = (path: string) =>
      path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], args);
    const sourceNotes = [...sources].map(
      ([k, src]) =>
        [
          k,
          (String(valueAt(k)) === src ? `${k} from '${src}'` : `${k} ${JSON.stringify(valueAt(k))} from '${src}'`) +
            (read.rules.has(k) && k !== held?.[0] ? ` (${read.rules.get(k)!})` : '') +
            joinedNameNote(src),
        ] as const,
    );
    const from = sourceNotes.map(([, note]) => note).join(', ');
    const own = [item, from].filter(Boolean).join(': ');
    return {
      name: tool.name,
      arguments: args,
      reason: [reason, split, own].filter(Boolean).join('; '),
      choice: reason,
      split,
      item: own,
      part: `${from_}\u0000${entity ?? ''}`,
      sourceNotes,
      said: Object.fromEntries(sources),
      missing,
      guessed: requiredOf(schema).filter(
        (k) => typeof args[k] === 'string' && !read.given.has(k) && !missing.includes(k) && k !== held?.[0],
      ),
    };
  };
  const of = (i: number, n: number, what: string) => `item ${i + 1} of ${n}, "${what}"`;
  const again = sameAgain(tool, text, ctx, reason);
  if (again) return again;
  const paired = respectiveVariants(text, ctx.now);
  if (paired.length > 1)
    return paired.map((p, i) =>
      one(
        undefined,
        `"respectively": the items of "${p.list}" paired in order, one call per pair`,
        of(i, paired.length, p.item),
        p.variant,
      ),
    );
  if (entities.length > 1)
    return entities.map((e, i) =>
      one(e, `one call per place named ("${entities.join('", "')}")`, of(i, entities.length, e)),
    );
  // Days listed before their month ("3 and 4 May") come before amounts, which would read the days as numbers.
  const days = dayRuns(reader, text);
  if (days.length > 1)
    return days.map((d, i) =>
      one(undefined, `one call per day listed in "${d.list}"`, of(i, days.length, d.item), d.variant),
    );
  // Amounts listed together ("radii 3, 5 and 7 cm") come before stretches, which would cut the list at its commas.
  const amounts = coordinatedAmounts(text, schema, reader);
  if (amounts.length > 1)
    return amounts.map((a, i) =>
      one(undefined, `one call per amount in "${a.list}"`, of(i, amounts.length, a.item), a.variant),
    );
  const runs = valueRuns(reader, text);
  if (runs.length > 1)
    return runs.map((r, i) =>
      one(
        undefined,
        r.surname
          ? `one call per name listed in "${r.list}", each with the surname "${r.surname}" said once for all`
          : r.announced
            ? `one call per value listed in "${r.list}", "${r.announced}" announcing them`
            : `one call per value listed in "${r.list}"`,
        of(i, runs.length, r.item),
        r.variant,
      ),
    );
  const options = optionRuns(reader, text);
  if (options.length > 1)
    return options.map((o, i) =>
      one(
        undefined,
        `one call per option of ${o.param} listed in "${o.list}"`,
        of(i, options.length, o.item),
        o.variant,
      ),
    );
  const budget = { read: 0 };
  let groups = segmentGroups(reader, text, budget);
  // "noon on the 3rd, 14:00 on the 9th and noon on 27th June 2028": the stretches read with the month
  // said once given to each day said alone before it, when the text as written gives no stretches.
  const monthOnce = groups.length > 1 ? undefined : monthToDaysBefore(text);
  const monthGroups = monthOnce ? segmentGroups(reader, monthOnce.text, budget) : [];
  if (monthGroups.length > 1) groups = monthGroups;
  const stretchNote = `one call per stretch that gives its own values${
    monthGroups.length > 1 ? `, each day said alone with the month of "${monthOnce!.said}"` : ''
  }`;
  // "Prune the fig, the olive and the lemon tree": a stretch may hold items that give no value alone ("the olive"); a
  // list that names more items than there are stretches is read as the list.
  const variants = listVariants(reader, text);
  if (groups.length > 1 && variants.length <= groups.length)
    return saidOnceForAll(
      placeOfItemBefore(
        inheritShared(groups.map((g, i) => one(undefined, stretchNote, of(i, groups.length, g.trim()), g))),
        groups,
        schema,
      ),
      groups.map((g) => [g, reader.read(g)] as const),
      schema,
    );
  if (variants.length > 1)
    return variants.map((v, i) =>
      one(
        undefined,
        `one call per item named together in "${v.list}"${v.holder ? `, each the ${v.holder}` : ''}`,
        of(i, variants.length, v.item),
        v.variant,
        v.holder ? [v.holder, v.item] : undefined,
      ),
    );
  // "the passes of Vega-2 and of Lyra-9 from Oslo", "by noon for Ana and by two for Ben": each item in the first one's
  // place, when each reads whole and apart (the first way that does, longest second item first).
  for (const pair of againVariants(text)) {
    const { variants } = pair;
    const items = variants.map((v) => v.item);
    if (namesParameters(items, schema)) continue;
    const reads = variants.map((v) => reader.read(v.variant));
    if (!apart(reader.read(text), reads)) continue;
    const split = `one call per item of "${pair.list}", "${pair.word}" said again after "and"`;
    return variants.map((v, i) => one(undefined, split, of(i, variants.length, v.item), v.variant));
  }
  // "two swarms: one at Mill Lane, the other at Quay Farm": items told apart by "one" and "the other".
  const others = oneAndOther(text);
  if (
    others.length > 1 &&
    apart(
      reader.read(text),
      others.map((o) => reader.read(o.variant)),
    )
  ) {
    const split = `one call per item of "${others[0]!.list}", told apart by "one" and "the other"`;
    return others.map((o, i) => one(undefined, split, of(i, others.length, o.item), o.variant));
  }
  // "Trim CLIP-4 (drop the intro) and CLIP-9 (cut the credits)": items each with its details in brackets.
  const bracketed = bracketVariants(text);
  const bracketReads = bracketed.map((b) => reader.read(b.variant));
  if (bracketed.length > 1 && apart(reader.read(text), bracketReads)) {
    const split = `one call per item of "${bracketed[0]!.list}", each with its details in brackets`;
    return bracketed.map((b, i) =>
      one(
        undefined,
        split,
        of(i, bracketed.length, b.item),
        b.variant,
        details(b.item, bracketReads[i]!, schema) ?? bracketHead(b.item, bracketReads[i]!, schema),
      ),
    );
  }
  // "check the Oak Room on D from T to T, and the Elm Room for the same slot": the item a last clause says again, in the
  // place of the one it stands for, the rest said the same.
  const tail = sameTail(text);
  const saidAgain = tail && itemSaidAgain(reader, tail.before, tail.item);
  if (tail && saidAgain) {
    const split = `one call per item, "${tail.item}" said again with the rest the same`;
    return [
      one(undefined, split, of(0, 2, saidAgain.first), tail.before),
      one(undefined, split, of(1, 2, tail.item), saidAgain.variant),
    ];
  }
  // "Log today's doses: Rex got rabies and Nala got mange": the items listed after a lead-in's colon, when no list
  // or stretch above split the part.
  const listed = itemsAfterColon(text);
  const whole = listed.length > 1 ? reader.read(text) : undefined;
  // "Annotate PX-20: keep it upright and ring twice": one value the whole part gives holds the items together.
  const heldTogether = (w: Reading) =>
    [...w.given].some((k) => {
      const v = w.args[k];
      return typeof v === 'string' && listed.filter((l) => v.includes(l.item)).length > 1;
    });
  if (
    whole &&
    !heldTogether(whole) &&
    apart(
      whole,
      listed.map((l) => reader.read(l.variant)),
    )
  ) {
    const lead = text.slice(0, text.lastIndexOf(': ')).trim();
    const split = `one call per item listed after "${lead}:" on its line`;
    return listed.map((l, i) =>
      one(undefined, split, of(i, listed.length, l.item), l.variant, ownOverLead(reader, l, lead)),
    );
  }
  return [one(undefined, '', '')];
}

/**
 * The text before a last clause with the item that clause says in the place of the value it stands for: the one
 * string the item gives to a parameter the text before gives another value. Undefined unless both read whole and apart.
 */
function itemSaidAgain(
  reader: ToolReader,
  before: string,
  item: string,
): { variant: string; first: string } | undefined {
  const own = reader.read(item);
  const said = reader.read(before);
  const keys = [...own.given].filter((k) => typeof own.args[k] === 'string' && said.given.has(k));
  if (keys.length !== 1) return undefined;
  const k = keys[0]!;
  const [from, to] = [said.sources.get(k), own.sources.get(k)];
  if (!from || !to || from === to || !before.includes(from)) return undefined;
  const variant = before.replace(from, to);
  return apart(said, [said, reader.read(variant)]) ? { variant, first: from } : undefined;
}

/**
 * "Re-checks at Elm Row: PX-14 is 3 kg, PX-15 is 9 kg": a string the item itself gives ("PX-14") is its value for the
 * parameter that read the lead-in's first word ("Re-checks", capitalised maybe only because it opens the sentence), as
 * an item's own value beats a word that may name nothing. A value read further in the lead-in ("at Kelso") stays.
 */
function ownOverLead(
  reader: ToolReader,
  listed: { variant: string; item: string },
  lead: string,
): [param: string, value: string] | undefined {
  const own = reader.read(listed.item);
  const both = reader.read(listed.variant);
  for (const k of own.given) {
    const [mine, said] = [own.args[k], both.args[k]];
    if (typeof mine === 'string' && typeof said === 'string' && mine !== said && lead.startsWith(said))
      return [k, mine];
  }
  return undefined;
}

/**
 * Readings of one part's items that each ask a call of their own: none leaves a required value unsaid or loses one the
 * whole part gives, and each differs from the one before in a value both give themselves (a free text both take whole,
 * the request's gist, tells nothing apart) that the required parameters of one call of the whole part do not hold both
 * of: "legs 9 cm and 40 cm" gives its two values to two parameters of one call.
 */
function apart(whole: Reading, reads: readonly Reading[]): boolean {
  // Each item says all the part says: a required value the whole part gives, each item's reading gives too.
  if (reads.some((r) => r.missing.length > 0 || [...whole.given].some((k) => !r.given.has(k)))) return false;
  const held = new Set([...whole.given].map((k) => canonicalJson(whole.args[k])));
  // Each item against the one before it.
  return reads.slice(1).every((b, i) => {
    const a = reads[i]!;
    return [...a.given].some((k) => {
      const [first, second] = [canonicalJson(a.args[k]), canonicalJson(b.args[k])];
      return b.given.has(k) && first !== second && !(held.has(first) && held.has(second));
    });
  });
}

/**
 * "CLIP-4 (drop the first minute)": the details in an item's brackets are the value of the free-text parameter (a
 * note, an instruction) that read only the request's gist around them.
 */
function details(item: string, read: Reading, schema: JsonSchema): [string, string] | undefined {
  const inside = /\(([^()]+)\)/u.exec(item)?.[1]?.trim();
  if (!inside) return undefined;
  const holder = propertiesOf(schema).find(([n, p]) => {
    const value = read.args[n];
    return kindOf(n, p) === 'text' && !read.given.has(n) && typeof value === 'string' && value.includes(inside);
  });
  return holder && [holder[0], inside];
}

/**
 * "Order kale (2 packets), chard (3 packets) and rocket (1 packet)": the lower-case words before an item's brackets
 * are the value of the plain string parameter that read only the request's gist around them.
 */
function bracketHead(item: string, read: Reading, schema: JsonSchema): [string, string] | undefined {
  const head = item.slice(0, item.indexOf('(')).trim();
  if (!/^\p{Ll}[\p{L}-]*(?: \p{Ll}[\p{L}-]*){0,2}$/u.test(head)) return undefined;
  const holder = propertiesOf(schema).find(([n, p]) => {
    const value = read.args[n];
    return kindOf(n, p) === 'string' && !read.given.has(n) && typeof value === 'string' && value.includes(head);
  });
  return holder && [holder[0], head];
}

/**
 * "the username 'ana' and the password 'x1'", "with the host h1 and the port 80": items that open with different words
 * each naming a parameter of the tool are two values of one call, not two items.
 */
function namesParameters(items: readonly string[], schema: JsonSchema): boolean {
  const named = propertiesOf(schema).flatMap(([n]) => identifierWords(n));
  const heads = items.map((item) => words(item)[0] ?? '');
  return new Set(heads).size > 1 && heads.every((h) => named.some((n) => sameStem(n, h)));
}

/** Names the rule that read a name joined by "and the" as one ("Florence and the Machine"), for the explanation. */
function joinedNameNote(source: string): string {
  const words = source.split(/\s+/);
  const capital = (w: string | undefined) => w !== undefined && /^\p{Lu}/u.test(w);
  const at = words.findIndex(
    (w, i) => (w === 'and' || w === '&') && words[i + 1] === 'the' && capital(words[i - 1]) && capital(words[i + 2]),
  );
  return at > 0 ? ` (one name: capitalised words joined by "${words[at]} the")` : '';
}

/**
 * "... free on May 3? And on the 4th?", "... on May 3. Or at 5 pm?": a short question or sentence of its own that
 * opens with "and"/"or"/"also" and a preposition asks the call before it again, with what it gives. Its words are read
 * with the preposition ("on the 4th" is a date).
 */
const FOLLOW_UP = String.raw`(?:and|or|also|plus)\s+(?=(?:on|at|in|for|from|to|with|by)\s[^.?!;,]{1,40}[.?!]*\s*$)`;

/**
 * "the same run but with X", "same question for X", "the same slot for X": the one word that may name what is asked
 * again (SAME_THING), and the same without a word of a day or a time (SAME_NOT_WHEN) when only a preposition follows:
 * "the same day at 5 pm" asks nothing again, "the same day but at 5 pm" does.
 */
const SAME_THING = String.raw`(?:(?!(?:for|with|on|at|in|to|from|but|again)\b)[a-z]{2,20}\s+)?`;
const SAME_NOT_WHEN = String.raw`(?:(?!(?:for|with|on|at|in|to|from|but|again|day|date|time|week|month|year|night|morning|afternoon|evening|hour)\b)[a-z]{2,20}\s+)?`;
/** What follows "same": a thing and "for"/"with"; a thing, "again" or "but", and a preposition; or a preposition. */
const SAME_WHAT = String.raw`(?:${SAME_THING}(?:again\s*,?\s+)?(?:but\s+)?(?:for\s+|with\s+)|${SAME_THING}(?:again\s*,?\s+(?:but\s+)?|but\s+)(?=(?:on|at|in|to|from)\s)|${SAME_NOT_WHEN}(?=(?:on|at|in|to|from)\s))`;

/**
 * "…, then do the same for X", "and the same for X", "and the same on Friday", and a last sentence or clause "What about
 * X?" / "How about X?": the request's call again, with what X gives in place of its value. After "on", "at", "in", "to"
 * or "from" that word is read with X ("on Friday" is a date).
 */
const SAME_FOR = new RegExp(
  // biome-ignore format: the eslint-disable comment below must stay on the line it excuses
  // eslint-disable-next-line regexp/no-super-linear-backtracking, regexp/no-super-linear-move -- reads readable() text: at most MODEL_READS_CHARS, whitespace runs squeezed; sameFor reads the last sentence only
  String.raw`(?:[,;]?\s*(?:and\s+)?(?:then\s+)?(?:do\s+)?(?:the\s+)?same\s+${SAME_WHAT}|(?<=[.?!,;]\s{0,3})(?:and\s+|so\s+)?(?:what|how)\s+about\s+(?:for\s+|with\s+)?|(?<=[.?!]\s{0,3})${FOLLOW_UP})([^.?!;]+)[.?!]*\s*$`,
  'i',
);

/**
 * "Is room B free on May 3? And on the 4th? Also book ...": a task that opens with such a follow-up ("And on the 4th?")
 * gives that sentence to the task before it, which it asks again; the rest stays a task of its own.
 */
function withFollowUps(tasks: readonly string[]): string[] {
  const out: string[] = [];
  for (const task of tasks) {
    const m = FOLLOW_UP_SENTENCE.exec(task);
    if (!m || out.length === 0) {
      out.push(task);
      continue;
    }
    out[out.length - 1] = `${out[out.length - 1]} ${m[0].trim()}`;
    const rest = task.slice(m[0].length).trim();
    if (rest !== '') out.push(rest);
  }
  return out;
}

/** A task that opens by asking the task before again: "and another for …", "then the same … but …", "same again with …". */
const REPEATS_TASK_BEFORE =
  /^(?:(?:and|then|also|plus)[\s,]+){0,2}(?:(?:do\s+)?(?:the\s+)?same(?!\s+(?:day|date|time|week|month|year|night|morning|afternoon|evening|hour)\b)|another)\b/i;

/**
 * "price 6 pallets from A to B. and another for 5 from A to C. then …": a task that opens by asking the task before
 * again, and whose words fit no tool of their own, joins the task before, whose call it repeats (sameAgain or the
 * stretch split reads it there). A task that fits a tool stays a task of its own.
 */
function withRepeats(
  tasks: readonly string[],
  tools: readonly FunctionDefinition[],
): { text: string; repeat?: string }[] {
  const out: { text: string; repeat?: string }[] = [];
  for (const task of tasks) {
    const before = out[out.length - 1];
    const opener = REPEATS_TASK_BEFORE.exec(task)?.[0];
    if (!before || opener === undefined || fits(scoreTools(task, tools)[0])) {
      out.push({ text: task });
      continue;
    }
    before.text = `${before.text} ${task}`;
    const note = `"${opener.trim()}" asks the task before again: "${task.trim()}" is read with it`;
    before.repeat = [before.repeat, note].filter(Boolean).join('; ');
  }
  return out;
}

/** A follow-up at a task's start, its sentence whole: "And on the 4th? ", "What about Friday? ". */
const FOLLOW_UP_SENTENCE =
  /^(?:(?:and|or|also|plus)\s+(?:on|at|in|for|from|to|with|by)\s[^.?!;,]{1,40}|(?:and\s+|so\s+)?(?:what|how)\s+about\s[^.?!;,]{1,40})[.?!]+(?:\s+|$)/i;

/**
 * SAME_FOR's match, read in the last sentence only (with the few characters before it its look-behind needs): X runs
 * to the text's end with no stop inside, so no match starts before the last stop; read from every earlier start, a
 * long text of "what about x, " took the square of its length.
 */
function sameFor(text: string): { index: number; 0: string; 1: string } | undefined {
  let stop = -1;
  for (const m of text.matchAll(/[.?!;](?=[^.?!;]*[^.?!;\s])/g)) stop = m.index;
  const from = Math.max(0, stop - 4);
  const m = SAME_FOR.exec(text.slice(from));
  return m ? { index: from + m.index, 0: m[0], 1: m[1]! } : undefined;
}

/**
 * "..., and on booking PL-41 the same for two": "the same" said inside its clause, after words that give values of
 * their own. The clause (after its comma, semicolon or stop, and an "and") is read whole, "the same" left out, and the
 * call before is read up to that clause. At most LEAD_WORDS words before "the same".
 */
function leadOfSame(
  text: string,
  same: { index: number; 0: string },
  reader: ToolReader,
): { start: number; said: string } | undefined {
  if (!/^\s*(?:the\s+)?same\b/i.test(same[0])) return undefined;
  const before = text.slice(Math.max(0, same.index - 120), same.index);
  const stop = Math.max(...[',', ';', '.', '?', '!'].map((c) => before.lastIndexOf(c)));
  if (stop < 0) return undefined;
  const lead = before
    .slice(stop + 1)
    .trim()
    .replace(/^and\s+/i, '');
  const words = lead.split(/\s+/).length;
  if (lead === '' || words > LEAD_WORDS || reader.read(lead).given.size === 0) return undefined;
  const start = same.index - before.length + stop;
  const rest = same[0].replace(/^\s*(?:the\s+)?same\s+/i, '');
  let said = `${lead} ${rest}`.trimEnd();
  while (/[.?!]$/.test(said)) said = said.slice(0, -1);
  return start > 0 ? { start, said } : undefined;
}

const LEAD_WORDS = 8;

function sameAgain(tool: FunctionDefinition, text: string, ctx: PlanRun, reason: string): PlannedCall[] | undefined {
  const same = sameFor(text);
  if (!same || same.index === 0) return undefined;
  const lead = leadOfSame(text, same, ctx.readings.of(tool));
  const first = callsFor(tool, text.slice(0, lead?.start ?? same.index), ctx, reason);
  // "Do the same for Pepper": a name that opens X is read after "and", which shows it is no sentence's first word.
  const x = lead?.said ?? same[1]!.trim();
  const said = /^\p{Lu}/u.test(x) ? `and ${x}` : x;
  const { args: own, sources } = ctx.readings.of(tool).read(said);
  const read = [...sources.keys()].filter((k) => !k.includes('.') && k in own);
  // A text value that is all of X is a fallback reading (X taken whole as a text) when X also gave another its own
  // value; a number read from all of X ("and the same for 400 mugs": 400 from '400 mugs') is X's own value.
  const fallback = (k: string) => typeof own[k] === 'string' && [x, said].includes(sources.get(k)!.trim());
  const given = read.length > 1 ? read.filter((k) => !fallback(k)) : read;
  const last = first[first.length - 1];
  if (!last) return undefined;
  // "on mar 2 2029? and on mar 9?", "... on 2029-06-12? And on the 20th?": a date said in part takes what it leaves
  // unsaid from the date of the call before.
  const completed = Object.entries(last.arguments).flatMap(([k, before]) => {
    // "on the 12th but from 4pm": a day said alone is read from its own words, so the values said beside it stay.
    const source = given.includes(k) ? sources.get(k)! : (DAY_ALONE_WORDS.exec(x)?.[0] ?? x);
    const value = completedDate(given.includes(k) ? own[k] : undefined, source, before);
    return value ? [[k, value, completedNote(k, value, source, String(before)), source] as const] : [];
  });
  // "on the 13th" completed as a date gives no other value: its "13" is no name.
  const kept = given.filter((k) => !completed.some(([c, , , src]) => c !== k && src.includes(sources.get(k)!)));
  const names = propertiesOf(ctx.readings.of(tool).schema).map(([n]) => n);
  const to = new Map(kept.map((k) => [k, saidTowards(k, x, names)]));
  const notes = kept
    .filter((k) => !completed.some(([c]) => c === k))
    .map((k) =>
      to.get(k) === k
        ? `${k} from '${sources.get(k)}'`
        : `${to.get(k)} from '${sources.get(k)}' (a value said again after "${x.trim().split(/\s/)[0]!.toLowerCase()}")`,
    )
    .concat(completed.map(([, , n]) => n));
  if (notes.length === 0) return undefined;
  const note = `the same again for "${x}": ${notes.join(', ')}, the rest as before`;
  const args = {
    ...last.arguments,
    ...Object.fromEntries(kept.map((k) => [to.get(k)!, own[k]])),
    ...Object.fromEntries(completed.map(([k, v]) => [k, v])),
  };
  return [
    ...first,
    {
      ...last,
      arguments: args,
      missing: last.missing.filter((m) => !kept.some((k) => to.get(k) === m) && !completed.some(([c]) => c === m)),
      reason: `${reason}; ${note}`,
      item: note,
      // "the same for X", "what about X?" and a follow-up ("And in X?") all ask the call before again.
      split: 'one call per request asked again',
    },
  ];
}

/**
 * "…, and the same run but to DX-31 instead": a value said again after "to" (or "into") belongs to the parameter of a
 * from/to pair named for where things go, one said after "from" to the one named for where they come from, whichever
 * of the two read it alone (one postcode alone is read as the first). Else the parameter that read it.
 */
function saidTowards(param: string, said: string, names: readonly string[]): string {
  const direction = /^(?:to|into|from)\b/i.exec(said.trim())?.[0].toLowerCase();
  if (!direction) return param;
  const [want, other] = direction === 'from' ? ['from', 'to'] : ['to', 'from'];
  const own = identifierWords(param);
  if (!own.includes(other)) return param;
  const pair = own.map((w) => (w === other ? want : w)).join(' ');
  return names.find((n) => n !== param && identifierWords(n).join(' ') === pair) ?? param;
}

/**
 * "Resize dune.png to 900 pixels, then print 3 copies of it", "search ferries from Oban to Mull on June 14 and book two
 * seats on that one": a later task about the same thing leaves out what an earlier task said. A required parameter a
 * part's call is missing takes the value the nearest part before gave to a parameter of the same name, when every call
 * of that part gave it the same value (two parts about two hives say nothing about which one "its" is). When no part
 * before has a parameter of that name and the part points back ("rent a tripod to him", "reserve a room there that
 * day", "queue it"), it takes the value of the one parameter of the same kind (a person, a place, a date, a code...)
 * the nearest part before gave.
 */
/**
 * "..., and check room B on the 15th": a date a part needs and says only as a day takes its month and year from the
 * nearest date a part before gave (its first call's). True when it did.
 */
function dayAloneFromBefore(
  call: PlannedCall,
  name: string,
  before: readonly PlannedCall[][],
  tools: readonly FunctionDefinition[],
): boolean {
  const tool = tools.find((t) => t.name === call.name);
  const schema = tool ? parametersOf(tool) : undefined;
  const prop = schema && new Map(propertiesOf(schema)).get(name);
  if (!call.missing.includes(name) || !prop || kindOf(name, prop) !== 'date') return false;
  const said = call.part.split('\u0000')[0]!;
  for (const calls of [...before].reverse()) {
    const whole = Object.values(calls[0]?.arguments ?? {}).find((v) => typeof v === 'string' && ISO.test(v));
    if (whole === undefined) continue;
    const value = completedDate(undefined, said, whole);
    if (!value) return false;
    const source = DAY_ALONE_WORDS.exec(said)?.[0] ?? said;
    const note = completedNote(name, value, source, String(whole));
    call.arguments[name] = value;
    call.missing.splice(call.missing.indexOf(name), 1);
    // "on the 14th" is that date, no count of 14 besides.
    const required = requiredOf(schema);
    const dropped = Object.entries(call.said ?? {}).filter(
      ([k, src]) => k !== name && !required.includes(k) && k in call.arguments && bare(source).includes(bare(src)),
    );
    for (const [k] of dropped) delete call.arguments[k];
    const notes = [note, ...dropped.map(([k, src]) => `${k} left out: '${src}' is the day of that date`)].join('; ');
    call.reason += `; ${notes}`;
    call.item = [call.item, notes].filter(Boolean).join('; ');
    return true;
  }
  return false;
}

const bare = (t: string) => t.replace(/\s/g, '').toLowerCase();

/**
 * "See whether Elm Hut is open on D, then hold a bunk there for Ana Lind": "there" points back to the place the
 * part before named. The parameter that held it there (by the same name) takes it here too, and the name this part had
 * put in it goes to a string parameter of this call that got no value of its own (missing or guessed), not a date or
 * time. Only when the part before's calls agree on that value.
 */
function placeFromThere(parts: PlannedCall[][], tools: readonly FunctionDefinition[]): PlannedCall[][] {
  for (const [i, calls] of parts.entries()) {
    const before = parts[i - 1];
    if (!before || before.length === 0) continue;
    for (const call of calls) {
      if (!/\bthere\b/i.test(call.part.split('\u0000')[0]!)) continue;
      const props = new Map(propertiesOf(parametersOf(tools.find((t) => t.name === call.name)!)));
      const unsaid = (m: string) => call.missing.includes(m) || (call.guessed ?? []).includes(m);
      for (const [k, here] of Object.entries(call.arguments)) {
        const there = before[0]!.arguments[k];
        if (typeof here !== 'string' || typeof there !== 'string' || here === there || unsaid(k)) continue;
        if (before.some((c) => c.arguments[k] !== there || c.missing.includes(k))) continue;
        const free = Object.keys(call.arguments).find(
          (m) =>
            m !== k &&
            unsaid(m) &&
            typeof call.arguments[m] === 'string' &&
            !['date', 'time'].includes(kindOf(m, props.get(m) ?? {})),
        );
        if (!free) continue;
        call.arguments[k] = there;
        call.arguments[free] = here;
        call.missing = call.missing.filter((m) => m !== free);
        call.guessed = (call.guessed ?? []).filter((m) => m !== free);
        const notes = [
          `${k} ${JSON.stringify(there)} as ${k} in part ${i} ("there" points back to it)`,
          `${free} ${JSON.stringify(here)}: the name "there" left free`,
        ];
        call.reason += `; ${notes.join('; ')}`;
        call.item = [call.item, ...notes].filter(Boolean).join('; ');
        break;
      }
    }
  }
  return parts;
}

/** One capitalised word: a first name said alone ("Hallie"). */
const FIRST_NAME_ALONE = /^\p{Lu}[\p{Ll}'’-]+$/u;
/** Two or three capitalised words: a name said in full ("Hallie Brandt", "Ana de Wit" is not read here). */
const FULL_NAME = /^\p{Lu}[\p{Ll}'’-]+(?: \p{Lu}[\p{Ll}'’-]+){1,2}$/u;

/**
 * "Rent the tripod to Ana Lind, …, and book Ana a session": a person named in full in a part before and then by the
 * first name alone is the same person; the later call takes the full name, when exactly one name said before opens
 * with that word.
 */
function fullNamesSaidBefore(parts: PlannedCall[][]): PlannedCall[][] {
  for (const [i, calls] of parts.entries()) {
    if (i === 0) continue;
    const said = parts
      .slice(0, i)
      .flat()
      .flatMap((c) => Object.values(c.arguments))
      .filter((v): v is string => typeof v === 'string' && FULL_NAME.test(v));
    for (const call of calls) {
      for (const [k, v] of Object.entries(call.arguments)) {
        if (typeof v !== 'string' || !FIRST_NAME_ALONE.test(v)) continue;
        const full = [...new Set(said.filter((n) => n.startsWith(`${v} `)))];
        if (full.length !== 1) continue;
        const note = `${k} "${full[0]}": the full name said before "${v}"`;
        call.arguments[k] = full[0]!;
        call.reason += `; ${note}`;
        call.item = [call.item, note].filter(Boolean).join('; ');
      }
    }
  }
  return parts;
}

function carriedFromPartsBefore(parts: PlannedCall[][], tools: readonly FunctionDefinition[]): PlannedCall[][] {
  for (const [i, calls] of parts.entries()) {
    for (const call of calls) {
      const pointer = POINTS_BACK.exec(call.part.split('\u0000')[0]!)?.[0];
      // A text that took only the gist ("print ten copies of it" for a title) is no value when the part points back.
      // "work out its yield with one super": a name or a code read as a lower-case word ("one") is no value either,
      // when a part before gave one under the same name or of the same kind.
      const weak = pointer ? weakNames(call, tools) : [];
      const guessed = pointer ? [...(call.guessed ?? []), ...weak] : [];
      for (const name of [...call.missing, ...guessed]) {
        if (dayAloneFromBefore(call, name, parts.slice(0, i), tools)) continue;
        for (let j = i - 1; j >= 0; j--) {
          const given = (c: PlannedCall) => !c.missing.includes(name) && !(c.guessed ?? []).includes(name);
          const before = parts[j]!.filter((c) => name in c.arguments && given(c));
          const kin =
            before.length === 0 && pointer
              ? (sameKind(call.name, name, parts[j]!, tools) ?? wordOfName(name, parts[j]!, tools))
              : undefined;
          if (before.length === 0 && !kin) continue;
          const from = kin ?? name;
          const values = new Set(parts[j]!.map((c) => canonicalJson(c.arguments[from])));
          if (values.size === 1 && (kin || before.length === parts[j]!.length)) {
            const value = parts[j]![0]!.arguments[from];
            call.arguments[name] = value;
            if (call.missing.includes(name)) call.missing.splice(call.missing.indexOf(name), 1);
            const note =
              kin || guessed.includes(name)
                ? `${name} ${JSON.stringify(value)} as ${from} in part ${j + 1} ("${pointer}" points back to it)`
                : `${name} ${JSON.stringify(value)} as in part ${j + 1} (this part names none)`;
            call.reason += `; ${note}`;
            call.item = [call.item, note].filter(Boolean).join('; ');
          }
          break;
        }
      }
    }
  }
  return parts;
}

/**
 * Required parameters of a call that name one thing (a person, a place, a code) but took a lower-case word with no
 * digit ("one", "follow-up"): no name of a thing.
 */
function weakNames(call: PlannedCall, tools: readonly FunctionDefinition[]): string[] {
  const schema = parametersOf(tools.find((t) => t.name === call.name)!);
  const props = new Map(propertiesOf(schema));
  return requiredOf(schema).filter((n) => {
    const value = call.arguments[n];
    return (
      typeof value === 'string' &&
      CARRIED_KINDS.has(kindOf(n, props.get(n) ?? {})) &&
      /^[\p{Ll}\s'-]{1,40}$/u.test(value) &&
      !call.missing.includes(n) &&
      !(call.guessed ?? []).includes(n)
    );
  });
}

/**
 * The one parameter of the part's calls whose kind is the kind of `name` (of tool `toolName`) and whose value every
 * call of the part gives: a person for a person, a place for a place. Undefined when none or several fit, or the kind
 * says too little (a number, a free text, a plain string).
 */
function sameKind(
  toolName: string,
  name: string,
  part: readonly PlannedCall[],
  tools: readonly FunctionDefinition[],
): string | undefined {
  const schemaOf = (n: string) => parametersOf(tools.find((t) => t.name === n)!);
  const want = kindOf(name, new Map(propertiesOf(schemaOf(toolName))).get(name) ?? {});
  if (!CARRIED_KINDS.has(want) || part.some((c) => c.name !== part[0]!.name)) return undefined;
  const props = propertiesOf(schemaOf(part[0]!.name)).filter(
    ([n, p]) => kindOf(n, p) === want && part.every((c) => n in c.arguments && !c.missing.includes(n)),
  );
  return props.length === 1 ? props[0]![0] : undefined;
}

/**
 * "each of them", "of each", "both of them": words by which a later task points back to every item a task before
 * named ("Weigh the rye bin and the spelt bin, and order 3 sacks of each"). A bare "both" counts too; any "both" says
 * two items.
 */

/** A value that is only the pointing words ("each", "both"), read as if it named something. */
const POINTER_WORDS = new Set(['each', 'both', 'all', 'them', 'those', 'these', 'of', 'the']);

/**
 * "Weigh the rye bin and the spelt bin, and order 3 sacks of each", "walk Biscuit and Nala, then book each of them a
 * groom", "... and their opening hours", "... for the same dates", "... for those two towns": a part that points back to every item of the part before (ITEMS_BACK) is called once per item. The part
 * before made several calls of one tool that differ in one parameter this part's tool has too (by its name, else the
 * one required parameter whose name shares a word with it); each call takes one of those values, in the order they
 * were named.
 */
function overItemsBefore(parts: PlannedCall[][], tools: readonly FunctionDefinition[]): PlannedCall[][] {
  return parts.map((calls, i) => {
    const pointer = calls.length === 1 ? ITEMS_BACK.exec(calls[0]!.part.split('\u0000')[0]!)?.[0] : undefined;
    const before = parts[i - 1];
    if (!pointer || !before || before.length < 2 || before.some((c) => c.name !== before[0]!.name)) return calls;
    // "both" says two items.
    if (/\bboth\b/i.test(pointer) && before.length !== 2) return calls;
    const call = calls[0]!;
    const varied = Object.keys(before[0]!.arguments).filter(
      (k) =>
        before.every((c) => k in c.arguments && !c.missing.includes(k)) &&
        new Set(before.map((c) => canonicalJson(c.arguments[k]))).size === before.length,
    );
    const schema = parametersOf(tools.find((t) => t.name === call.name)!);
    const own = new Set(propertiesOf(schema).map(([n]) => n));
    const required = requiredOf(schema);
    const targetOf = (k: string) =>
      own.has(k)
        ? k
        : singleOrNone(required.filter((n) => identifierWords(n).some((w) => identifierWords(k).includes(w))));
    const pointed = (n: string) =>
      call.missing.includes(n) ||
      (call.guessed ?? []).includes(n) ||
      words(String(call.arguments[n])).every((w) => POINTER_WORDS.has(w));
    const mapped = varied.flatMap((k) => {
      const target = targetOf(k);
      return target ? [{ from: k, target }] : [];
    });
    const chosen = mapped.length > 1 ? mapped.filter((m) => pointed(m.target)) : mapped;
    if (chosen.length !== 1) return calls;
    const { from, target } = chosen[0]!;
    const split = `one call per item of part ${i}: "${pointer}" points back to them`;
    return before.map((b, k) => {
      const value = b.arguments[from];
      const note = `item ${k + 1} of ${before.length}, ${JSON.stringify(String(value))}: ${target} ${JSON.stringify(value)} as ${from} in part ${i}`;
      const item = [note, withoutSource(call, target)].filter(Boolean).join('; ');
      return {
        ...call,
        arguments: { ...call.arguments, [target]: value },
        missing: call.missing.filter((m) => m !== target),
        guessed: (call.guessed ?? []).filter((m) => m !== target),
        split,
        item,
        reason: [call.choice, split, item].filter(Boolean).join('; '),
      };
    });
  });
}

/** The call's item without the words that said where `param`'s value came from (a later rule gave it another). */
function withoutSource(call: PlannedCall, param: string): string {
  const notes = call.sourceNotes ?? [];
  const all = notes.map(([, note]) => note).join(', ');
  if (all === '' || !call.item.startsWith(all)) return call.item;
  const kept = notes.filter(([k]) => k !== param).map(([, note]) => note);
  return [kept.join(', '), call.item.slice(all.length).replace(/^; /, '')].filter(Boolean).join('; ');
}

function singleOrNone(names: readonly string[]): string | undefined {
  return names.length === 1 ? names[0] : undefined;
}

/**
 * "Log gravity 1.010 for batch B-7, and work out its strength from a start of 1.050": the one parameter of the part's
 * calls whose name is a word of `name` (`gravity` of `final_gravity`) and whose value every call gives.
 */
function wordOfName(
  name: string,
  part: readonly PlannedCall[],
  tools: readonly FunctionDefinition[],
): string | undefined {
  if (part.some((c) => c.name !== part[0]!.name)) return undefined;
  const own = identifierWords(name);
  const props = propertiesOf(parametersOf(tools.find((t) => t.name === part[0]!.name)!)).filter(
    ([n]) =>
      n !== name &&
      identifierWords(n).every((w) => own.includes(w)) &&
      part.every((c) => n in c.arguments && !c.missing.includes(n)),
  );
  return props.length === 1 ? props[0]![0] : undefined;
}

/** Kinds whose values name one thing a later task can point back to. */
const CARRIED_KINDS = new Set(['person', 'place', 'date', 'time', 'code']);

/**
 * Values an item does not give (left unsaid, or only guessed) are the ones said for the items before it ("1 kg to
 * France and Spain").
 */
function inheritShared(calls: PlannedCall[]): PlannedCall[] {
  for (let i = 1; i < calls.length; i++) {
    const call = calls[i]!;
    const before = calls[i - 1]!;
    // A value the item's own words did not give (a guess: no source) is the one said for the item before too.
    const unsaid = Object.keys(call.arguments).filter(
      (k) => call.said !== undefined && !(k in call.said) && before.said?.[k] !== undefined,
    );
    for (const name of [...call.missing, ...unsaid]) {
      if (!(name in before.arguments) || before.missing.includes(name)) continue;
      call.arguments[name] = before.arguments[name];
      if (call.missing.includes(name)) call.missing.splice(call.missing.indexOf(name), 1);
      call.reason += `; ${name} as for the item before`;
      call.item += `; ${name} as for the item before`;
    }
  }
  return calls;
}

/**
 * "Book stays for Biscuit for 3 nights and Pepper for 5 nights, both in a medium kennel", "Suggest wines for the lamb
 * and for the salmon, under 20 euros", "Book medium kennels for ...": an optional value said once, before the first
 * item's own values or after a comma that follows the last item's, is said of every item, not of the stretch it stands
 * in. Each call that lacks it takes it, and says so.
 */
function saidOnceForAll(
  calls: PlannedCall[],
  stretches: readonly (readonly [text: string, read: Reading])[],
  schema: JsonSchema,
): PlannedCall[] {
  const required = new Set(requiredOf(schema));
  const gives = (r: Reading, k: string) => r.sources.has(k) && k in r.args;
  const last = stretches.length - 1;
  for (const [k] of propertiesOf(schema)) {
    if (required.has(k)) continue;
    const givers = stretches.flatMap(([, r], i) => (gives(r, k) ? [i] : []));
    if (givers.length !== 1 || (givers[0] !== 0 && givers[0] !== last)) continue;
    const at = givers[0]!;
    const [said, read] = stretches[at]!;
    const source = read.sources.get(k)!;
    const start = said.indexOf(source);
    // Where the item's own values stand in that stretch: the values the other stretches give of their own.
    const own = [...read.sources]
      .filter(([p]) => p !== k && stretches.some(([, r], i) => i !== at && gives(r, p)))
      .map(([, src]) => ({ start: said.indexOf(src), end: said.indexOf(src) + src.length }))
      .filter((o) => o.start >= 0);
    if (start < 0 || own.length === 0) continue;
    const shared =
      at === 0
        ? start + source.length <= Math.min(...own.map((o) => o.start))
        : /[,;]/.test(said.slice(Math.max(...own.map((o) => o.end)), Math.max(start, 0)));
    if (!shared) continue;
    const note = `${k} from '${source}', said once for every item`;
    calls.forEach((c, i) => {
      if (i === at || k in c.arguments) return;
      c.arguments[k] = read.args[k];
      c.reason += `; ${note}`;
      c.item += `; ${note}`;
    });
  }
  return calls;
}

/**
 * Amounts named together for a parameter that takes one ("7 and 9 kg", "3, 5 or 7 days", "12 or 24 or 36 months"): the
 * request once per amount, each with the shared unit ("7 kg", "9 kg"). With several number parameters, the list is the
 * one whose name the word after the list names ("for 6 and 12 months" is `months`); the other numbers stay shared.
 */
function coordinatedAmounts(
  said: string,
  schema: JsonSchema,
  reader: ToolReader,
): { variant: string; item: string; list: string }[] {
  const numbers = propertiesOf(schema).filter(([, p]) => ['number', 'integer'].includes(baseType(p) ?? ''));
  // "12 months, 24 months and 36 months", "5 km and 10 km": the unit said after every amount is read as said once.
  const text = unitSaidOnce(said);
  // biome-ignore format: the eslint-disable comment below must stay on the line it excuses
  // eslint-disable-next-line regexp/no-super-linear-backtracking -- reads readable() text: at most MODEL_READS_CHARS, whitespace runs squeezed
  const m = text.match(/(?<![\p{L}\d.,])(?<![\p{L}\d]-)(\d+(?:\.\d+)?)((?:(?:\s*,\s*|\s*,?\s+(?:and|or|&)\s+)\d+(?:\.\d+)?)*)\s*,?\s+(?:and|or|&)\s+(\d+(?:\.\d+)?)(?=\s*(?:[\p{L}%$€£]|[.?!;]|$))/u);
  if (!m) return [];
  // With optional number parameters beside it ("bpm" and "beats_per_bar"), the one required number takes the list.
  const required = new Set(requiredOf(schema));
  let single = numbers.length === 1 ? numbers : numbers.filter(([n]) => required.has(n));
  if (single.length !== 1) {
    const unit = text
      .slice(m.index! + m[0].length)
      .match(/^\s*(\p{L}+)/u)?.[1]
      ?.toLowerCase()
      .replace(/s$/, '');
    single = unit
      ? numbers.filter(([n]) =>
          n
            .toLowerCase()
            .split(/[_\W]+/)
            .some((w) => w.replace(/s$/, '') === unit),
        )
      : [];
  }
  const values = [
    m[1]!,
    ...m[2]!
      .split(/[,&]|\b(?:and|or)\b/)
      .map((v) => v.replace(/[^\d.]/g, ''))
      .filter(Boolean),
    m[3]!,
  ];
  if (single.length !== 1) single = freeForList(numbers, values.map(Number), text, reader);
  if (single.length !== 1) return [];
  const list = text === said ? m[0] : (REPEATED_UNIT.exec(said)?.[0] ?? m[0]);
  return values.map((v) => ({
    variant: text.slice(0, m.index) + v + text.slice(m.index! + m[0].length),
    item: v,
    list,
  }));
}

/**
 * Amounts listed with the same unit after each ("12 months, 24 months and 36 months", "5 km and 10 km", "200ml or
 * 250ml"). The unit is a word of letters (not a joining word) or a percent sign, the same after every amount. A list
 * starts at no amount that follows another amount's unit and comma, so a long run of "1 km, " is tried once, not once
 * per amount (the square of its length).
 */
// biome-ignore format: the eslint-disable comment below must stay on the line it excuses
// eslint-disable-next-line regexp/no-super-linear-backtracking -- reads readable() text: at most MODEL_READS_CHARS, whitespace runs squeezed; the unit is bounded and said again by reference
const REPEATED_UNIT = /(?<![\p{L}\d.,])(?<!\d ?(?:\p{L}{1,12}|%),\s?)(?<![\p{L}\d]-)\d+(?:\.\d+)? ?(?!(?:and|or|to|of|for|at|in|on|by|each|from|with)(?![\p{L}]))(\p{L}{1,12}|%)(?![\p{L}])(?:\s*,\s*\d+(?:\.\d+)? ?\1(?![\p{L}]))*\s*,?\s+(?:and|or|&)\s+\d+(?:\.\d+)? ?\1(?![\p{L}])/u;

/** The text with a list of amounts that repeats its unit after each written with the unit once, after the last. */
function unitSaidOnce(text: string): string {
  const m = REPEATED_UNIT.exec(text);
  if (!m) return text;
  const unit = m[1]!;
  const spaced = new RegExp(` ?${unit === '%' ? '%' : unit}(?![\\p{L}])`, 'gu');
  const said = m[0].replace(spaced, '');
  return `${text.slice(0, m.index)}${said}${unit === '%' ? '' : ' '}${unit}${text.slice(m.index + m[0].length)}`;
}

/**
 * With several number parameters and no unit to tell them apart ("VAT at 20% on 49.99, 120 and 15.50"), the list goes
 * to the one required number parameter the whole request gives no value outside the list: the others are tied to
 * amounts of their own ("20%" for the rate).
 */
function freeForList(
  numbers: [string, JsonSchema][],
  listed: readonly number[],
  text: string,
  reader: ToolReader,
): [string, JsonSchema][] {
  const required = numbers.filter(([n]) => requiredOf(reader.schema).includes(n));
  if (required.length < 2) return [];
  const whole = reader.read(text);
  const outside = (n: string) =>
    whole.tied.has(n) && typeof whole.args[n] === 'number' && !listed.includes(whole.args[n] as number);
  const rest = required.filter(([n]) => !outside(n));
  return rest.length === 1 ? rest : [];
}

function dedupe(calls: PlannedCall[]): PlannedCall[] {
  const seen = new Set<string>();
  return calls.filter((c) => {
    const key = callKey(c.name, c.arguments);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Identity of a call: its name and its arguments with keys sorted. */
export function callKey(name: string, args: unknown): string {
  return `${name}:${canonicalJson(args)}`;
}

/** Key of a call already made; unparseable arguments are keyed by their text. */
export function pastCallKey(call: PastCall): string {
  if (nestedDeeperThan(call.arguments)) return `${call.name}:${call.arguments}`;
  try {
    return callKey(call.name, JSON.parse(call.arguments));
  } catch {
    return `${call.name}:${call.arguments}`;
  }
}

// The explanation of a batch of planned calls: why each tool (once per part), how a part fans out (once), then each call's item.
/**
 * Calls of one part share why their tool was picked, and calls of one fan-out share how it was split: each is said
 * once, then every call's own item and where its values came from ("picked t (...); one call per place named (...);
 * item 1 of 3, "Paris": city from 'Paris'; item 2 of 3, ...").
 */
export function explainCalls(calls: readonly PlannedCall[]): string {
  const out: string[] = [];
  let last: PlannedCall | undefined;
  for (const c of calls) {
    const samePart = last !== undefined && last.choice === c.choice && last.name === c.name;
    if (!samePart) out.push(c.choice);
    if (c.split !== '' && !(samePart && last!.split === c.split)) out.push(c.split);
    if (c.item !== '') out.push(c.item);
    last = c;
  }
  return out.join('; ');
}
