// What the open lesson points at right now, recomputed as the session records the exchanges it names.
import { useMemo } from 'react';
import { highlightOf, useSession, useSessionStore, type LessonHighlight } from '../../store';
import { useLesson } from './lesson-context';

export function useLessonHighlight(): LessonHighlight | null {
  const step = useLesson((s) => s.active?.file.steps[s.index]);
  const session = useSessionStore();
  // Subscribed to the one thing that changes the highlight, the named exchange being recorded: the app shell calls
  // this hook, and a subscription to the whole engine state would redraw the whole page at every change.
  const highlighted = useSession(() => {
    const highlight = highlightOf(session, step);
    return highlight?.in === 'inspector' ? highlight.exchangeId : highlight ? 'timeline' : null;
  });
  return useMemo(() => (highlighted === null ? null : highlightOf(session, step)), [session, step, highlighted]);
}
