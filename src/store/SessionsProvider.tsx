// React bindings for the saved-sessions store: a provider and a selector hook, like the session store's.
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { SessionsActions, SessionsState, SessionsStore } from './sessions-store';

const SessionsContext = createContext<SessionsStore | null>(null);

export function SessionsProvider({ store, children }: { store: SessionsStore; children: ReactNode }) {
  return <SessionsContext.Provider value={store}>{children}</SessionsContext.Provider>;
}

function useSessionsStore(): SessionsStore {
  const store = useContext(SessionsContext);
  if (!store) throw new Error('Session list components must be rendered inside <SessionsProvider>.');
  return store;
}

export function useSessions<T>(selector: (state: SessionsState & SessionsActions) => T): T {
  return useStore(useSessionsStore(), selector);
}

/** Created once with the store, so this never causes a re-render. */
export function useSessionsActions(): SessionsActions {
  return useSessionsStore().getState();
}
