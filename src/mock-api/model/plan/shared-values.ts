// Two tools that share one set of values: named side by side, or "then do the same for" the other tool.
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import { type Reading } from './readings.ts';
import { fits, scoreTools, type ToolScore } from './tool-match.ts';
import { sameFor } from './asked-again.ts';
import { callsFor } from './calls-for.ts';
import { dedupe, type PlannedCall, type PlanRun } from './planned-call.ts';
import { whyTool } from './why-tool.ts';

/**
 * "the weather and the local time in Lyon and Osaka": two tools named side by side, the first with no values of its own,
 * share the values said after the second; each is called as the whole request asks (one call per place named).
 */
export function sharedValues(
  request: string,
  tools: readonly FunctionDefinition[],
  ctx: PlanRun,
): PlannedCall[] | null {
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
export function sameForTool(request: string, tools: readonly FunctionDefinition[], ctx: PlanRun): PlannedCall[] | null {
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
