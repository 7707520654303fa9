// The benches' door into the app (bench/ui-scale.ts, bench/first-exchange.ts): a snapshot loader and the recorded durations, only with `?bench`.
import type { EngineState } from '@loopscope/engine/types';
import type { SessionStore } from '../store';

export interface BenchHook {
  loadSnapshot(state: EngineState): void;
  /** How long each exchange of the active branch took, in order (durations are recorded by the engine). */
  exchangeDurations(): (number | null)[];
}

declare global {
  interface Window {
    __loopscopeBench?: BenchHook;
  }
}

/** Production pages get no global at all; `?bench` is an explicit opt-in for bench/ui-scale.ts. */
export function installBenchHook(store: SessionStore, search: string = window.location.search): boolean {
  if (!new URLSearchParams(search).has('bench')) return false;
  window.__loopscopeBench = {
    loadSnapshot: (state) => store.getState().loadSnapshot(state),
    exchangeDurations: () => {
      const { branches, activeBranchId } = store.getState().engine;
      return (branches[activeBranchId]?.exchanges ?? []).map((e) => e.durationMs);
    },
  };
  return true;
}
