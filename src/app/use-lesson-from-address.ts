// Opens the lesson an address names (/lessons/<id>, /present/<id>), so a shared link starts that lesson.
import { useEffect } from 'react';
import { useLesson } from '../features/workshop';

/** Opens the lesson the address names (once per address), so a shared /lessons/<id> link starts that lesson. */
export function useLessonFromAddress(lessonId: string | null) {
  const activeId = useLesson((s) => s.active?.file.id ?? null);
  const open = useLesson((s) => s.open);
  useEffect(() => {
    if (lessonId !== null && lessonId !== activeId) void open(lessonId);
    // Only a new address opens a lesson; closing one must not reopen it.
  }, [lessonId]);
}
