// Decides which tools a request needs and with which arguments: one call per task, one per place when it names several.
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import { kindOf } from '../understand/param-kind.ts';
import { Readings } from './readings.ts';
import { wordedAsFollowUp } from './follow-up-shape.ts';
import { filledFromResults } from './from-results.ts';
import { followUpWithNewValues, otherToolOfTurnWithNewValues } from './follow-up-values.ts';
import { followUpTool } from './place-follow-up.ts';
import { pickedFromResults } from './picked-item.ts';
import { withNameForAll } from './tasks-name-for-all.ts';
import { withArticleCount } from './tasks-article-count.ts';
import { relativeDatesIn } from '../understand/relative-dates.ts';
import { withPhrasesKept } from './relative-dates-kept.ts';
import { optionsOf, parametersOf, propertiesOf } from '../understand/schema-view.ts';
import {
  linesAsSentences,
  linesUnderLead,
  numberedAsSentences,
  type Part,
  scoreWithoutNames,
  splitParts,
} from './plan-parts.ts';
import { splitTasks } from '../understand/text.ts';
import { fits, scoreTools, toolListId, toolSays } from './tool-match.ts';
import { dayKey, Memo } from '../memo.ts';
import type { PastCall } from '../conversation.ts';
import { sameFor, withFollowUps, withRepeats } from './asked-again.ts';
import { arithmeticTool } from './arithmetic-tool.ts';
import { byValues, onlyToolByName, onlyToolGiven } from './by-values.ts';
import { callsFor } from './calls-for.ts';
import { closeRivalInPart, closeRunnerUp } from './close-rival.ts';
import { asksWhatToolLacks } from './lacked-ask.ts';
import { carriedFromPartsBefore, fullNamesSaidBefore, overItemsBefore, placeFromThere } from './parts-carried.ts';
import { dedupe, type PlannedCall, type PlanRun } from './planned-call.ts';
import { houseNumberOnStreetBefore } from './tasks-house-number.ts';
import { withToolBeforeForValueWords } from './tasks-value-word.ts';
import { sameAgainCarried } from './tasks-same-again.ts';
import { sameForTool, sharedValues } from './shared-values.ts';
import { whyTool } from './why-tool.ts';
import { headOfTie, tiedByNameWords, tiedPickedByValues } from './tied-tools.ts';
import { taskNoToolDoes } from './task-verb.ts';

export { parametersOf };

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
    const relative = relativeDatesIn(numberedAsSentences(linesAsSentences(request)), ctx.now);
    const found = planByWords(relative.text, tools, { now: ctx.now, readings: new Readings(ctx.now) });
    if (!found) return found;
    const named = withArticleCount(tools, withNameForAll(request, tools, found));
    return Object.freeze(withPhrasesKept(named, relative.said, request).map(freezeCall));
  });
  if (planned)
    return (
      followUpOverLackingTool(planned, request, tools, ctx) ??
      filledFromResults(planned, request, tools, ctx.history) ??
      pickedFromResults(planned, request, tools, ctx.history) ??
      followUpWithNewValues(planned, request, tools, ctx.history, ctx.now) ??
      planned
    );
  // "Details of the one on Elm Street": an item of an earlier list picked by a value it holds, not a place asked again.
  const picked = pickedFromResults(null, request, tools, ctx.history);
  if (picked) return picked;
  const followUp = followUpTool(request, tools, ctx.history);
  const placeCalls = followUp && callsFor(followUp.tool, request, ctx, followUp.reason);
  if (placeCalls?.every((c) => c.missing.length === 0)) return placeCalls;
  // "A w Gdańsku?" after a forecast for a day: the place follow-up keeps the earlier call's other values.
  return (
    followUpWithNewValues(null, request, tools, ctx.history, ctx.now) ??
    otherToolOfTurnWithNewValues([], request, tools, ctx.history, ctx.now, () => true) ??
    placeCalls ??
    []
  );
}

/**
 * "What about Bergen in Fahrenheit?" after a weather call: a request worded as a follow-up, whose word-matched tool
 * lacks a required value ("fahrenheit" is a word of convert_temperature's, which needs a number to convert), asks the
 * earlier call again when that tool gets every required value from it. Only when every word that matched the lacking
 * tool is a word of the earlier tool too: "And for Paris, book me a hotel" names a new task (book_hotel's own words),
 * which asks for what it lacks rather than the weather again. A follow-up that completes no earlier call, or a request
 * whose own tool is whole, keeps its plan.
 */
function followUpOverLackingTool(
  planned: readonly PlannedCall[],
  request: string,
  tools: readonly FunctionDefinition[],
  ctx: PlanContext,
): PlannedCall[] | undefined {
  if (planned.length === 0 || planned.some((c) => c.missing.length === 0) || !wordedAsFollowUp(request))
    return undefined;
  const ranked = scoreTools(request, tools);
  const ownWords = planned.flatMap((c) => ranked.find((s) => s.tool.name === c.name)?.hits ?? []);
  const saysAll = (tool: FunctionDefinition) => ownWords.every((w) => toolSays(tool, w));
  const followUp = followUpTool(request, tools, ctx.history);
  // "How about in Fahrenheit?" names no place: the turn's other tool that has the word asks its calls again with it.
  if (!followUp) return otherToolOfTurnWithNewValues(planned, request, tools, ctx.history, ctx.now, saysAll);
  if (planned.every((c) => c.name === followUp.tool.name) || !saysAll(followUp.tool)) return undefined;
  const lacking = `${planned[0]!.name} would need ${planned[0]!.missing.join(', ')}`;
  const calls = callsFor(followUp.tool, request, ctx, `${followUp.reason}; ${lacking}`);
  return calls.length > 0 && calls.every((c) => c.missing.length === 0) ? calls : undefined;
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
    : withToolBeforeForValueWords(
        withRepeats(withFollowUps(splitTasks(request)), tools)
          .map(({ text, repeat }) => {
            const { scores, note } = scoreWithoutNames(text, tools, ctx.now);
            const rule = [note, repeat].filter(Boolean).join('; ');
            return { text, best: scores[0]!, ...(rule ? { rule } : {}) };
          })
          .filter((t) => fits(t.best)),
        tools,
        ctx.readings,
      );
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
      houseNumberOnStreetBefore(
        fullNamesSaidBefore(
          overItemsBefore(placeFromThere(carriedFromPartsBefore(sameAgainCarried(planned), tools), tools), tools),
        ),
        tools,
      ).flat(),
    );
  }
  const shared = sharedValues(request, tools, ctx);
  if (shared) return shared;
  const ranked = scoreTools(request, tools);
  const best = ranked[0];
  if (fits(best) && taskNoToolDoes(request, tools)) return null;
  const lacksAsked = fits(best) && asksWhatToolLacks(request, best.tool);
  // "Polish my trumpet." with `polish_shoes` and `polish_cutlery`: tools tied on the same words of their names are
  // told apart by the values only, or not at all (the value rules would call the first of them on the words left).
  const tiedAll = lacksAsked ? [] : tiedByNameWords(ranked);
  const head = headOfTie(tiedAll);
  const tied = head ? [] : tiedAll;
  if (tied.length > 0) return tiedPickedByValues(tied, request, ctx, whyTool);
  if (fits(best) && !lacksAsked) {
    const chosen = head?.tool ?? best;
    const why = whyTool(
      chosen,
      ranked.find((s) => s !== chosen),
    );
    const first = dedupe(callsFor(chosen.tool, request, ctx, head ? `${why}; ${head.note}` : why));
    if (first.every((c) => c.missing.length === 0)) return first;
    // The best-scoring tool needs values the request does not give: a close runner-up that needs none fits better.
    const runnerUp = closeRunnerUp(ranked, chosen, request, ctx, '', first[0]!.missing, (calls) =>
      calls.every((c) => c.missing.length === 0),
    );
    return runnerUp ?? first;
  }
  const byForm =
    arithmeticTool(request, tools, ctx) ??
    byValues(request, tools, ctx) ??
    onlyToolByName(request, tools, ctx) ??
    onlyToolGiven(request, tools, ctx, ranked);
  // The value rules call no tool the question's words fit when it lacks the thing asked (it still would not give it).
  return lacksAsked && byForm?.some((c) => c.name === best.tool.name) ? null : byForm;
}
