// Which language a lesson's prose is shown in: the chosen one when the lesson has it, else English; the picker's language names.
import type { Lesson, LessonLanguage } from '../../store';

export function proseFor(lesson: Lesson, language: LessonLanguage) {
  return lesson.prose[language] ?? lesson.prose.en;
}

export function languagesOf(lesson: Lesson): LessonLanguage[] {
  return (['en', 'ko', 'pl'] as const).filter((l) => lesson.prose[l] !== undefined);
}

/** The language names shown in the lesson-language picker, each in its own language. */
export const LANGUAGE_NAMES = { en: 'English', ko: '한국어', pl: 'Polski' } as const;
