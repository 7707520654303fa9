// Tools the request's words fit equally, by the same word of their names: the words cannot tell them apart.
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import { kindOf } from '../understand/param-kind.ts';
import { identifierWords } from '../understand/text.ts';
import { parametersOf, propertiesOf } from '../understand/schema-view.ts';
import { callsFor } from './calls-for.ts';
import { dedupe, type PlannedCall, type PlanRun } from './planned-call.ts';
import { fits, scoreTools, type ToolScore } from './tool-match.ts';

/** Kinds of free text, taken from the words left; any other kind (a date, a number, an option, a place) has a form. */
const FREE_KINDS = new Set(['string', 'text']);

/**
 * "Polish my trumpet." with `polish_shoes` and `polish_cutlery`: the best-fitting tool ties one or more others to
 * the same score, and every word each shares with the request is a word of its name, the same words for each
 * ("polish"): the words name what the tools share, not what tells them apart. The tied tools, best first; empty
 * when there is no such tie.
 */
export function tiedByNameWords(ranked: readonly ToolScore[]): ToolScore[] {
  const best = ranked[0];
  if (!fits(best) || !onlyNameWords(best)) return [];
  const key = hitKey(best);
  const tied = ranked.filter((s) => Math.abs(s.score - best.score) < 1e-9 && onlyNameWords(s) && hitKey(s) === key);
  return tied.length >= 2 ? tied : [];
}

/**
 * "What is the weather in Lyon?" with `get_weather` and `generate_weather_report`: of tied tools, the only one whose
 * name ends with a word the request says gives that thing (the other's "weather" only qualifies its report). With the
 * note that says so; undefined when none, or more than one, ends so.
 */
export function headOfTie(tied: readonly ToolScore[]): { tool: ToolScore; note: string } | undefined {
  const ends = tied.flatMap((s) => {
    const word = identifierWords(s.tool.name).at(-1);
    return word !== undefined && s.hits.includes(word) ? [{ tool: s, word }] : [];
  });
  if (ends.length !== 1) return undefined;
  const { tool, word } = ends[0]!;
  return { tool, note: `'${word}' ends the name of ${tool.tool.name} alone: it gives that` };
}

function onlyNameWords(s: ToolScore): boolean {
  return s.hits.length > 0 && s.hits.every((w) => s.nameHits.includes(w));
}

function hitKey(s: ToolScore): string {
  return [...new Set(s.hits)].sort().join(' ');
}

/**
 * Of tools tied on their names' shared words, the one the request's values decide: the only one whose calls get every
 * required value, one of them read by its form (a date, a number, an option, a place: "Polish 24 of them" for the
 * cutlery's pieces, not a pair of shoes). A free text taken from the words left ("trumpet" for a pair) decides nothing.
 * Null when no tool, or more than one, is decided so.
 */
export function tiedPickedByValues(
  tied: readonly ToolScore[],
  request: string,
  ctx: PlanRun,
  why: (s: ToolScore, rival: ToolScore) => string,
): PlannedCall[] | null {
  const decided = tied.flatMap((s) => {
    const rival = tied.find((t) => t !== s)!;
    const calls = dedupe(callsFor(s.tool, request, ctx, why(s, rival)));
    const byForm = calls.every((c) => c.missing.length === 0) ? readByForm(s.tool, calls) : undefined;
    if (calls.length === 0 || byForm === undefined) return [];
    const note = `${rival.tool.name} shares those words, but only ${s.tool.name} gets ${byForm}, read by its form`;
    return [dedupe(callsFor(s.tool, request, ctx, `${why(s, rival)}; ${note}`))];
  });
  return decided.length === 1 ? decided[0]! : null;
}

function requiredOf(tool: FunctionDefinition): Set<string> {
  const schema = parametersOf(tool);
  return new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
}

/** The first required parameter every call gets a value for, read by its form (not the words left); else undefined. */
function readByForm(tool: FunctionDefinition, calls: readonly PlannedCall[]): string | undefined {
  const required = requiredOf(tool);
  return propertiesOf(parametersOf(tool)).find(
    ([name, s]) =>
      required.has(name) &&
      !FREE_KINDS.has(kindOf(name, s)) &&
      calls.every((c) => c.arguments[name] !== undefined && !(c.guessed ?? []).includes(name)),
  )?.[0];
}

/** Why no tool is called when the request's words fit two or more tools by the same words of their names only. */
export function tiedNote(request: string, tools: readonly FunctionDefinition[]): string | undefined {
  const tied = tiedByNameWords(scoreTools(request, tools));
  if (tied.length === 0) return undefined;
  const said = [...new Set(tied[0]!.hits)].join(' ');
  const [first, second] = tied;
  const names = `${first!.tool.name} and ${second!.tool.name}`;
  return `'${said}' names ${names} alike and no value tells them apart: no tool matches the request`;
}
