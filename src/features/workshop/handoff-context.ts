// The handoff for React: the app provides the handoff store and the specialist agent's session, the workshop selects from them.
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { HandoffActions, HandoffState, HandoffStore, SessionStore } from '../../store';

export interface HandoffRuntime {
  store: HandoffStore;
  specialist: SessionStore;
}

export const HandoffContext = createContext<HandoffRuntime | null>(null);

export function useHandoffRuntime(): HandoffRuntime {
  const runtime = useContext(HandoffContext);
  if (!runtime) throw new Error('The handoff views need a HandoffContext provider');
  return runtime;
}

export function useHandoff<T>(select: (state: HandoffState & HandoffActions) => T): T {
  return useStore(useHandoffRuntime().store, select);
}
