// A close rival of the best-scoring tool that gets every value the best one would lack: asked instead.
import type { FunctionDefinition } from '@loopscope/wire/chat-types';
import { type Part } from './plan-parts.ts';
import { fits, scoreTools, type ToolScore } from './tool-match.ts';
import { callsFor } from './calls-for.ts';
import { dedupe, type PlannedCall, type PlanRun } from './planned-call.ts';
import { whyTool } from './why-tool.ts';

/**
 * "…; check whether the drum booth is free that 4th": a part whose best-scoring tool needs values the part does not
 * give (nor a part before, to carry), while a close rival (seven tenths of its score) gets every value it needs there
 * (or from a part before), asks the rival, as a whole request does (planByWords' runner-up). Null when none does.
 */
export function closeRivalInPart(
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
export function closeRunnerUp(
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
