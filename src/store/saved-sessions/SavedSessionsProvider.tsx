// React bindings for the saved-sessions store: a provider and a selector hook, like the session store's.
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useSessionStore } from '../session/SessionProvider';
import type { SavedSessionsActions, SavedSessionsState, SavedSessionsStore } from './saved-sessions-store';

const SessionsContext = createContext<SavedSessionsStore | null>(null);

export function SavedSessionsProvider({ store, children }: { store: SavedSessionsStore; children: ReactNode }) {
  return <SessionsContext.Provider value={store}>{children}</SessionsContext.Provider>;
}

function useSessionsStore(): SavedSessionsStore {
  const store = useContext(SessionsContext);
  if (!store) throw new Error('Session list components must be rendered inside <SavedSessionsProvider>.');
  return store;
}

export function useSavedSessions<T>(selector: (state: SavedSessionsState & SavedSessionsActions) => T): T {
  return useStore(useSessionsStore(), selector);
}

/** Created once with the store, so this never causes a re-render. */
export function useSavedSessionsActions(): SavedSessionsActions {
  return useSessionsStore().getState();
}

/**
 * Reset as the user asks for it (the Reset button, Shift+R, a notice's button): with saved sessions in the page, a run
 * that sent something is kept in the list and a new session starts; without them (a lone panel in a test) a plain reset.
 */
export function useUserReset(): () => void {
  const sessions = useContext(SessionsContext);
  const session = useSessionStore();
  return useCallback(() => {
    // Reset replaces the open session (a changed style or scenario applies through it): asked first when storage cannot keep it.
    if (sessions) void sessions.getState().guardReplace(() => sessions.getState().resetKeepingRun());
    else session.getState().reset();
  }, [sessions, session]);
}
