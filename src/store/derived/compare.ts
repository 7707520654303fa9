// Two branches (of this session or another) side by side: requests aligned by step, and the final answers.
import type { Branch, EngineState, Exchange } from '@loopscope/engine/types';
import { finalAnswer } from '../../persistence/code-export/loop-script';

/** One side of a comparison: a branch and the session state it belongs to (its ancestors hold its first steps). */
export interface CompareSide {
  label: string;
  state: EngineState;
  branchId: string;
}

export interface StepPair {
  step: number;
  left: Exchange | null;
  right: Exchange | null;
  /** Both requests carried the same bytes. */
  sameRequest: boolean;
}

/**
 * Every request that led to this branch's answer, by step: a fork's own requests start after the fork, and the steps
 * before it are its parent's. Of several attempts at one step (retries), the last one counts.
 */
export function lineageExchanges(state: EngineState, branchId: string): Exchange[] {
  const branch: Branch | undefined = state.branches[branchId];
  if (!branch) return [];
  const own = branch.exchanges;
  const firstOwn = own.length > 0 ? Math.min(...own.map((e) => e.step)) : Infinity;
  const inherited = branch.parentId ? lineageExchanges(state, branch.parentId).filter((e) => e.step < firstOwn) : [];
  const byStep = new Map<number, Exchange>();
  for (const exchange of [...inherited, ...own]) byStep.set(exchange.step, exchange);
  return [...byStep.values()].sort((a, b) => a.step - b.step);
}

export function alignSteps(left: CompareSide, right: CompareSide): StepPair[] {
  const a = lineageExchanges(left.state, left.branchId);
  const b = lineageExchanges(right.state, right.branchId);
  const steps = [...new Set([...a, ...b].map((e) => e.step))].sort((x, y) => x - y);
  return steps.map((step) => {
    const l = a.find((e) => e.step === step) ?? null;
    const r = b.find((e) => e.step === step) ?? null;
    return { step, left: l, right: r, sameRequest: l !== null && r !== null && l.requestBody === r.requestBody };
  });
}

/** The model's last text on this branch, or null before it answered. */
export function sideAnswer(side: CompareSide): string | null {
  const branch = side.state.branches[side.branchId];
  return branch ? finalAnswer(branch) : null;
}
