// Which language a lesson's prose is shown in: the chosen one when the lesson has it, else the browser's, else English.
import type { Lesson, LessonLanguage } from '../../store';

export function browserLanguage(languages: readonly string[]): LessonLanguage {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'ko' || base === 'pl' || base === 'en') return base;
  }
  return 'en';
}

export function proseFor(lesson: Lesson, language: LessonLanguage) {
  return lesson.prose[language] ?? lesson.prose.en;
}

export function languagesOf(lesson: Lesson): LessonLanguage[] {
  return (['en', 'ko', 'pl'] as const).filter((l) => lesson.prose[l] !== undefined);
}
