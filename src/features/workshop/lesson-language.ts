// Which language a lesson's prose (and a question's choices) is shown in: the chosen one when the lesson has it, else English; the picker's language names.
import type { Lesson, LessonLanguage, LessonStepOf } from '../../store';

export function proseFor(lesson: Lesson, language: LessonLanguage) {
  return lesson.prose[language] ?? lesson.prose.en;
}

/** A question's choice in the reader's language: a plain text is the same in every language; a missing translation falls back to English. */
export function choiceText(choice: LessonStepOf<'ask'>['choices'][number], language: LessonLanguage): string {
  return typeof choice === 'string' ? choice : (choice[language] ?? choice.en);
}

export function languagesOf(lesson: Lesson): LessonLanguage[] {
  return (['en', 'ko', 'pl'] as const).filter((l) => lesson.prose[l] !== undefined);
}

/** The language names shown in the lesson-language picker, each in its own language. */
export const LANGUAGE_NAMES = { en: 'English', ko: '한국어', pl: 'Polski' } as const;
