// A short follow-up that gives one new value ("And for Saturday?", "Make it three", "A autobusem?") asks the earlier
// call again with that value, keeping the earlier call's other arguments, as a small model reading its context does.
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import { canonicalJson } from '@loopscope/wire/json-object';
import { nestedDeeperThan } from '@loopscope/wire/json-depth';
import type { PastCall } from '../conversation.ts';
import { relativeDatesIn } from '../understand/relative-dates.ts';
import { describe, type JsonSchema, parametersOf, propertiesOf, requiredOf } from '../understand/schema-view.ts';
import { identifierWords } from '../understand/text.ts';
import { callsFor } from './calls-for.ts';
import { wordedAsFollowUp } from './follow-up-shape.ts';
import { saysNothingElse } from './follow-up-words.ts';
import { dedupe, type PlannedCall } from './planned-call.ts';
import { Readings } from './readings.ts';
import { withEnglishDayNames } from './weekdays-said.ts';

/** The rule's words in the model's note (the timeline translates them: `ruleEarlierCall`). */
export const FROM_EARLIER_CALL = 'kept from the earlier call';

/** A request this short, with history, reads as a follow-up whatever its opening ("Make it three", "토요일"). */
const SHORT_REQUEST_CHARS = 60;
/** A follow-up is a sentence or two: a longer request is read as a task of its own (and its reading stays bounded). */
const MOST_FOLLOW_UP_CHARS = 300;

/**
 * The earlier call asked again with the request's new values: when the request is short or worded as a follow-up,
 * the plan found no call or only calls of the earlier tool (whole ones only for a request worded as a follow-up),
 * and the request gives at least one value
 * the earlier tool takes that differs from the earlier call's. Each call the request's values split into (one per day,
 * place, option) keeps every other argument of the earlier call. Undefined otherwise: a plan with a whole call, or a
 * call of another tool, is a new task.
 */
export function followUpWithNewValues(
  planned: readonly PlannedCall[] | null,
  request: string,
  tools: readonly FunctionDefinition[],
  history: readonly PastCall[],
  now: Date,
): PlannedCall[] | undefined {
  if (!readsAsFollowUp(request, history)) return undefined;
  const earlier = lastCallsOfOffered(history, tools);
  const tool = earlier[0]?.tool;
  if (!tool) return undefined;
  // A whole call of the earlier tool is asked again only when worded as a follow-up ("And in Paris?" keeps the
  // day asked before); a call of another tool is a new task.
  const wholePlan = planned?.some((c) => c.missing.length === 0);
  if (planned?.some((c) => c.name !== tool.name) || (wholePlan && !wordedAsFollowUp(request))) return undefined;
  return askedAgainWith(earlier, request, now);
}

/**
 * "How about in Fahrenheit?" after a turn that called get_weather twice and then convert_temperature: the plan's tool
 * (convert_temperature, matched on "fahrenheit") lacks a value, and the newest tool's call gets no new value from the
 * request (it already converted to Fahrenheit). An older tool of the same turn whose words say every word the plan's
 * tool matched on (`saysAll`: get_weather's description names Fahrenheit too) is asked again with the request's value,
 * each of its calls of that turn. Undefined when the plan has a whole call, or no such tool gets a new value.
 */
export function otherToolOfTurnWithNewValues(
  planned: readonly PlannedCall[],
  request: string,
  tools: readonly FunctionDefinition[],
  history: readonly PastCall[],
  now: Date,
  saysAll: (tool: FunctionDefinition) => boolean,
): PlannedCall[] | undefined {
  if (planned.some((c) => c.missing.length === 0) || !readsAsFollowUp(request, history)) return undefined;
  const newest = lastCallsOfOffered(history, tools)[0];
  if (!newest) return undefined;
  for (const tool of toolsOfTurn(history, tools, newest.turn).slice(0, MOST_TOOLS_OF_TURN_ASKED)) {
    if (planned.some((c) => c.name === tool.name) || !saysAll(tool)) continue;
    const calls = askedAgainWith(callsOfTurn(history, tool, newest.turn), request, now);
    if (calls) return calls;
  }
  return undefined;
}

/** A request short, or worded as a follow-up, and of a sentence or two, with calls before it. */
function readsAsFollowUp(request: string, history: readonly PastCall[]): boolean {
  if (history.length === 0 || request.length > MOST_FOLLOW_UP_CHARS) return false;
  return request.trim().length <= SHORT_REQUEST_CHARS || wordedAsFollowUp(request);
}

/**
 * The earlier calls (of one tool) asked again with the request's new values, each call the request's values split
 * into (one per day, place, option) keeping every other argument of the earlier call; undefined when they read none.
 */
function askedAgainWith(earlier: readonly EarlierCall[], request: string, now: Date): PlannedCall[] | undefined {
  const tool = earlier[0]?.tool;
  if (!tool) return undefined;
  const props = new Map(propertiesOf(parametersOf(tool)));
  const readings = new Readings(now);
  const reason = (value: string) => `picked ${tool.name}: "${value}" follows up on the earlier ${tool.name} call`;
  // "토요일은요?", "A na sobotę?": the days a request counts from today, read as the plan reads them.
  const text = relativeDatesIn(withEnglishDayNames(request), now).text;
  const again = (said: string): PlannedCall[] | undefined => {
    const out: PlannedCall[] = [];
    // "And for Saturday?" after the forecasts for Oslo and Bergen, asked together: each asked again.
    for (const { args } of earlier)
      for (const call of callsFor(tool, said, { now, readings }, reason(request.trim()))) {
        const next = askedAgain(call, args, props, tool, reason);
        if (next === null) return undefined;
        if (next) out.push(next);
      }
    return out.length > 0 ? out : undefined;
  };
  // "Saturday and Sunday", "sobotę i niedzielę": values said together, each its own call when each gives one.
  const pieces = text.split(/\s{0,3}(?:,|\band\b|\bor\b)\s{0,3}/u).filter((p) => p.trim() !== '');
  const each = pieces.length >= 2 && pieces.length <= 8 ? pieces.map(again) : [];
  const calls = each.length > 0 && each.every((c) => c !== undefined) ? (each.flat() as PlannedCall[]) : again(text);
  // "Find flights to Lisbon" gives a string the earlier tool takes, but says "flights", a task of its own.
  const said = calls?.flatMap((c) => Object.values(c.said ?? {})) ?? [];
  return calls && saysNothingElse(text, said, tool) ? dedupe(calls) : undefined;
}

/**
 * The earlier call again with the values `call` read from the request: undefined when it reads no new value, null when
 * the call it makes still lacks a required value.
 */
function askedAgain(
  call: PlannedCall,
  args: Record<string, unknown>,
  props: ReadonlyMap<string, JsonSchema>,
  tool: FunctionDefinition,
  reason: (value: string) => string,
): PlannedCall | null | undefined {
  // Only values the request says (read from its words): not a reader's default, nor a string of its gist, nor a
  // word naming another parameter ("Make it 6 guests": "guests" is party_size's word, no restaurant).
  const fresh = Object.entries(call.arguments).filter(
    ([k, v]) =>
      props.has(k) &&
      call.said?.[k] !== undefined &&
      !call.guessed?.includes(k) &&
      v !== undefined &&
      !namesAnotherParameter(k, v, props),
  );
  if (!fresh.some(([k, v]) => canonicalJson(v) !== canonicalJson(args[k]))) return undefined;
  const merged = { ...args, ...Object.fromEntries(fresh) };
  if (requiredOf(parametersOf(tool)).some((k) => merged[k] === undefined)) return null;
  const kept = Object.keys(args).filter((k) => !fresh.some(([f]) => f === k));
  const notes = [
    ...fresh.map(([k, v]) => `${k} from '${String(v)}'`),
    ...kept.map((k) => `${k} from '${String(args[k])}' (${FROM_EARLIER_CALL})`),
  ];
  const item = notes.join('; ');
  const choice = reason(fresh.map(([, v]) => String(v)).join(', '));
  return {
    ...call,
    arguments: merged,
    missing: [],
    guessed: [],
    item,
    choice,
    reason: [choice, call.split, item].filter(Boolean).join('; '),
  };
}

interface EarlierCall {
  tool: FunctionDefinition;
  args: Record<string, unknown>;
  /** The assistant message that made the call (undefined when the history does not say). */
  turn: number | undefined;
}

/**
 * At most this many of a turn's tools, the newest first, are tried for a follow-up: each try reads the request once
 * per earlier call and value (a turn calling 128 tools took 800 ms a request).
 */
const MOST_TOOLS_OF_TURN_ASKED = 4;

/** At most this many calls of one tool in one message are asked again. */
const MOST_CALLS_ASKED_AGAIN = 8;

/**
 * The newest earlier call of a tool still offered, with its arguments (a parsed object), and the calls of that tool
 * made with it in one message (at most 8).
 */
function lastCallsOfOffered(history: readonly PastCall[], tools: readonly FunctionDefinition[]): EarlierCall[] {
  const out: EarlierCall[] = [];
  let turn: PastCall | undefined;
  for (const past of [...history].reverse()) {
    if (turn && (past.turn === undefined || past.turn !== turn.turn || out.length >= MOST_CALLS_ASKED_AGAIN)) break;
    const tool = tools.find((t) => t.name === past.name);
    if (turn && past.name !== turn.name) continue;
    if (!tool) continue;
    const args = parsedArguments(past);
    if (!args) break;
    turn ??= past;
    out.push({ tool, args, turn: past.turn });
  }
  return out.reverse();
}

/** The offered tools called in one message, the newest first (none when the message is not known). */
function toolsOfTurn(
  history: readonly PastCall[],
  tools: readonly FunctionDefinition[],
  turn: number | undefined,
): FunctionDefinition[] {
  if (turn === undefined) return [];
  const names = [...new Set(history.filter((p) => p.turn === turn).map((p) => p.name))].reverse();
  return names.flatMap((name) => tools.filter((t) => t.name === name));
}

/** A tool's calls of one message with readable arguments, in the order made (at most 8). */
function callsOfTurn(history: readonly PastCall[], tool: FunctionDefinition, turn: number | undefined): EarlierCall[] {
  const out: EarlierCall[] = [];
  for (const past of history) {
    if (past.turn !== turn || past.name !== tool.name || out.length >= MOST_CALLS_ASKED_AGAIN) continue;
    const args = parsedArguments(past);
    if (args) out.push({ tool, args, turn });
  }
  return out;
}

function parsedArguments(past: PastCall): Record<string, unknown> | undefined {
  if (nestedDeeperThan(past.arguments)) return undefined;
  try {
    const args: unknown = JSON.parse(past.arguments);
    return typeof args === 'object' && args !== null && !Array.isArray(args)
      ? (args as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** True when a string value is only words of another parameter's name or description ("guests" of party_size). */
function namesAnotherParameter(param: string, value: unknown, props: ReadonlyMap<string, JsonSchema>): boolean {
  if (typeof value !== 'string') return false;
  const said = identifierWords(value);
  if (said.length === 0) return false;
  return [...props].some(([k, schema]) => {
    if (k === param) return false;
    const own = new Set([...identifierWords(k), ...identifierWords(describe('', schema))]);
    return said.every((w) => own.has(w) || own.has(w.replace(/s$/, '')) || own.has(`${w}s`));
  });
}
