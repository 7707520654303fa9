// The lesson store for React: the app provides one, the workshop's components select from it.
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { LessonActions, LessonState, LessonStore } from '../../store';

export const LessonStoreContext = createContext<LessonStore | null>(null);

function useLessonStore(): LessonStore {
  const store = useContext(LessonStoreContext);
  if (!store) throw new Error('useLesson needs a LessonStoreContext provider');
  return store;
}

export function useLesson<T>(select: (state: LessonState & LessonActions) => T): T {
  return useStore(useLessonStore(), select);
}
