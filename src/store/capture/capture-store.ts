// The live capture's state: every exchange the proxy pushed (newest snapshot of each), the connection, the picked loop.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Exchange } from '@loopscope/engine/types';
import { groupLoops, type CapturedLoop } from '@loopscope/payloads/loops/capture-loops';
import { applyFix, wireCallOf, type Finding } from '@loopscope/payloads/doctor/index';

export type FeedStatus = 'connecting' | 'live' | 'offline';

export interface CaptureState {
  status: FeedStatus;
  /** Where the proxy forwards (`mock` or a base URL), as the server reports it. */
  upstream: string | null;
  exchanges: Exchange[];
  loops: CapturedLoop[];
  /** The loop shown; null follows the newest one. */
  selectedLoopId: string | null;
}

export interface CaptureActions {
  receiveSnapshot(upstream: string, exchanges: Exchange[]): void;
  receiveExchanges(updates: Exchange[]): void;
  setStatus(status: FeedStatus): void;
  selectLoop(id: string): void;
}

export type CaptureStore = StoreApi<CaptureState & CaptureActions>;

export function createCaptureStore(): CaptureStore {
  return createStore<CaptureState & CaptureActions>()((set, get) => ({
    status: 'connecting',
    upstream: null,
    exchanges: [],
    loops: [],
    selectedLoopId: null,
    receiveSnapshot: (upstream, exchanges) =>
      set({ upstream, exchanges, loops: groupLoops(exchanges), status: 'live' }),
    receiveExchanges: (updates) => {
      const byId = new Map(get().exchanges.map((e) => [e.id, e]));
      for (const exchange of updates) byId.set(exchange.id, exchange);
      // Capture order: when each started (ids of another server or an earlier run do not sort with this one's), then id.
      const exchanges = [...byId.values()].sort(
        (a, b) => a.startedAt - b.startedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      );
      set({ exchanges, loops: groupLoops(exchanges) });
    },
    setStatus: (status) => set({ status }),
    selectLoop: (id) => set({ selectedLoopId: id }),
  }));
}

/** The loop to show: the picked one while it exists, else the newest. */
export function shownLoop(state: CaptureState): CapturedLoop | null {
  return state.loops.find((loop) => loop.id === state.selectedLoopId) ?? state.loops.at(-1) ?? null;
}

/**
 * The loop's exchanges numbered as its timeline numbers requests: the session rebuilt from the loop counts steps the way
 * the engine does (an Assistants run with its setup and polls is one request; a Chat or Responses call is one), so the
 * inspector's and the timeline's "Request n" name the same thing. Exchanges that session does not hold keep theirs.
 */
export function numberedAsTimeline(exchanges: Exchange[], session: readonly Exchange[] | null): Exchange[] {
  if (!session) return exchanges;
  const steps = new Map(session.map((e) => [e.id, e.step]));
  return exchanges.map((e) => {
    const step = steps.get(e.id);
    return step === undefined || step === e.step ? e : { ...e, step };
  });
}

/** A loop's exchanges in arrival order, each numbered as a step of its loop. */
export function loopExchanges(state: CaptureState, loop: CapturedLoop | null): Exchange[] {
  if (!loop) return [];
  const byId = new Map(state.exchanges.map((e) => [e.id, e]));
  return loop.exchangeIds.flatMap((id, i) => {
    const exchange = byId.get(id);
    return exchange ? [{ ...exchange, step: i + 1 }] : [];
  });
}

/**
 * The loop up to the request a doctor finding is about, that request rewritten by the finding's fix and not sent yet
 * (no status, no answer), ready to open as a session whose first run sends it. Null when the fix no longer applies.
 */
export function loopWithFix(exchanges: readonly Exchange[], finding: Finding): Exchange[] | null {
  const fixed = applyFix(exchanges.map(wireCallOf), finding);
  const target = exchanges[finding.call];
  if (fixed === null || !target) return null;
  return [
    ...exchanges.slice(0, finding.call),
    { ...target, requestBody: JSON.stringify(fixed), status: null, responseBody: null },
  ];
}
