// The exchanges that produced a branch's messages: its own plus the ones it inherited from the branches it forked from.
import { nextStepNumber } from '@loopscope/engine/entries';
import type { Branch, EngineState, Exchange } from '@loopscope/engine/types';

const cache = new WeakMap<Branch, { parent: readonly Exchange[] | null; result: readonly Exchange[] }>();

/**
 * A fork's first own request, numbered as the engine numbers it (nextStepNumber): one per model answer a request here
 * brought back, up to and including the fork point, plus one. An imported answer came from no request, so a fix to an
 * imported body is request 1 in place of the broken request 1, not a second "request 1" beside it.
 */
function firstOwnStep(branch: Branch): number {
  if (branch.forkIndex === null) return 1;
  return nextStepNumber(branch.messages.slice(0, branch.forkIndex + 1));
}

/**
 * A fork at a tool result re-sends request 2 with the edit, but request 1 (which produced the tool
 * calls it still carries) happened on the parent: the timeline and inspector show it too.
 */
export function branchExchanges(state: Pick<EngineState, 'branches'>, branchId: string): readonly Exchange[] {
  const branch = state.branches[branchId];
  if (!branch) return [];
  const parentExchanges =
    branch.parentId !== null && state.branches[branch.parentId] ? branchExchanges(state, branch.parentId) : null;
  const hit = cache.get(branch);
  if (hit && hit.parent === parentExchanges) return hit.result;
  const limit = firstOwnStep(branch);
  const inherited = parentExchanges ? parentExchanges.filter((e) => e.step < limit) : [];
  const result = inherited.length === 0 ? branch.exchanges : [...inherited, ...branch.exchanges];
  cache.set(branch, { parent: parentExchanges, result });
  return result;
}
