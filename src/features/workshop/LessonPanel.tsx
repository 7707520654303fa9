// The lesson column: the lessons to pick from, or the open lesson's player.
import { LessonPicker } from './LessonPicker';
import { LessonPlayer } from './LessonPlayer';
import { useLesson } from './lesson-context';

export function LessonPanel({
  onStart,
  onPresent,
  onClose,
}: {
  onStart(id: string): void;
  onPresent(id: string): void;
  onClose(): void;
}) {
  const active = useLesson((s) => s.active !== null);
  return active ? <LessonPlayer onPresent={onPresent} onClose={onClose} /> : <LessonPicker onStart={onStart} />;
}
