// What decides whether the open session needs a write.
import type { EngineState } from '../../engine/types';

/** The parts that matter for saving; UI-only churn (a new state object with the same branches) writes nothing. */
export function saveKey(engine: EngineState): unknown[] {
  return [engine.branches, engine.config, engine.activeBranchId, engine.branchOrder];
}

export function sameKey(a: unknown[], b: unknown[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
