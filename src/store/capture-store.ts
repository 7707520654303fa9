// The live capture's state: every exchange the proxy pushed (newest snapshot of each), the connection, the picked loop.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Exchange } from '../engine/types';
import { groupLoops, type CapturedLoop } from '../wire/capture-loops';

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
    receiveSnapshot: (upstream, exchanges) => set({ upstream, exchanges, loops: groupLoops(exchanges), status: 'live' }),
    receiveExchanges: (updates) => {
      const byId = new Map(get().exchanges.map((e) => [e.id, e]));
      for (const exchange of updates) byId.set(exchange.id, exchange);
      const exchanges = [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
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

/** A loop's exchanges in arrival order, each numbered as a step of its loop. */
export function loopExchanges(state: CaptureState, loop: CapturedLoop | null): Exchange[] {
  if (!loop) return [];
  const byId = new Map(state.exchanges.map((e) => [e.id, e]));
  return loop.exchangeIds.flatMap((id, i) => {
    const exchange = byId.get(id);
    return exchange ? [{ ...exchange, step: i + 1 }] : [];
  });
}
