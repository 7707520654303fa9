// The UI-scale bench's door into the app: a snapshot loader, installed only when the URL carries `?bench`.
import type { EngineState } from '../engine/types';
import type { SessionStore } from '../store';

export interface BenchHook {
  loadSnapshot(state: EngineState): void;
}

declare global {
  interface Window {
    __loopscopeBench?: BenchHook;
  }
}

/** Production pages get no global at all; `?bench` is an explicit opt-in for bench/ui-scale.ts. */
export function installBenchHook(store: SessionStore, search: string = window.location.search): boolean {
  if (!new URLSearchParams(search).has('bench')) return false;
  window.__loopscopeBench = { loadSnapshot: (state) => store.getState().loadSnapshot(state) };
  return true;
}
