// What decides whether the open session needs a write.
import type { EngineState } from '@loopscope/engine/types';

/**
 * The parts that matter for saving; UI-only churn (a new state object with the same branches) writes nothing.
 * `expectations`: the loop-test expectations the session carries (attaching or removing them is a change to save).
 */
export function saveKey(engine: EngineState, expectations: unknown = null): unknown[] {
  return [engine.branches, engine.config, engine.activeBranchId, engine.branchOrder, expectations];
}

export function sameKey(a: unknown[], b: unknown[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
