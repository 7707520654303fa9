// React bindings for the session store and the app's services: one provider, small selector hooks.
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { Exchange } from '@loopscope/engine/types';
import { branchExchanges } from '../derived/branch-exchanges';
import type { SessionActions, SessionState, SessionStore } from './session-store';
import type { SessionServices } from './services';

interface Runtime {
  store: SessionStore;
  services: SessionServices;
}

const RuntimeContext = createContext<Runtime | null>(null);

export function SessionProvider({ store, services, children }: Runtime & { children: ReactNode }) {
  return <RuntimeContext.Provider value={{ store, services }}>{children}</RuntimeContext.Provider>;
}

function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('Loopscope components must be rendered inside <SessionProvider>.');
  return runtime;
}

/** Subscribe to a slice of the session; re-renders only when the selected value changes (Object.is). */
export function useSession<T>(selector: (state: SessionState & SessionActions) => T): T {
  return useStore(useRuntime().store, selector);
}

/** The actions are created once with the store, so this never causes a re-render. */
export function useSessionActions(): SessionActions {
  return useRuntime().store.getState();
}

export function useServices(): SessionServices {
  return useRuntime().services;
}

/** Direct access for code outside React's render (keyboard shortcuts, the bench hook). */
export function useSessionStore(): SessionStore {
  return useRuntime().store;
}

/** The active branch's exchanges including the ones it inherited from its parents (stable between renders). */
export function useActiveExchanges(): readonly Exchange[] {
  return useSession((s) => branchExchanges(s.engine, s.engine.activeBranchId));
}

/** The exchange the inspector shows: the user's pick, else the latest (like a network panel following new requests). */
export function useSelectedExchangeId(): string | null {
  const exchanges = useActiveExchanges();
  const selected = useSession((s) => s.selectedExchangeId);
  if (selected !== null && exchanges.some((e) => e.id === selected)) return selected;
  return exchanges.at(-1)?.id ?? null;
}
