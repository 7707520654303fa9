// What the open lesson points at right now, recomputed as the session records the exchanges it names.
import { highlightOf, useSession, useSessionStore, type LessonHighlight } from '../../store';
import { useLesson } from './lesson-context';

export function useLessonHighlight(): LessonHighlight | null {
  const step = useLesson((s) => s.active?.file.steps[s.index]);
  const session = useSessionStore();
  // The engine state is read only to re-render when a named exchange is recorded.
  useSession((s) => s.engine);
  return step ? highlightOf(session, step) : null;
}
