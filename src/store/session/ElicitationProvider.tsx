// The elicitation store for React: the app passes the one its engine asks through; without one, a store of its own.
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { createElicitationStore, type ElicitationState, type ElicitationStore } from './elicitation';

export const ElicitationContext = createContext<ElicitationStore>(createElicitationStore());

export function useElicitation<T>(select: (state: ElicitationState) => T): T {
  return useStore(useContext(ElicitationContext), select);
}
