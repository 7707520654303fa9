// Built-in lessons whose prose loads only when needed: the picker shows each lesson's titles and steps at once, and
// a lesson's narration is fetched per language when it is opened (or read in another language, or exported).
import {
  LESSON_LANGUAGES,
  restoreLesson,
  type Lesson,
  type LessonCatalog,
  type LessonFile,
  type LessonLanguage,
  type LessonProse,
  type LessonResult,
} from '../../persistence/lesson/index';
import { say } from '../say';

export interface BuiltinLessonSource {
  /** The lesson file without its prose: format, version, id, scenario, API style and steps. */
  file: Record<string, unknown> & { id: string };
  /** The `# Title` of each language's prose, shown before any prose is loaded. */
  titles: Record<LessonLanguage, string>;
  loadProse(language: LessonLanguage): Promise<string>;
}

function titlesOnly(source: BuiltinLessonSource): Lesson['prose'] {
  const prose: Partial<Record<LessonLanguage, LessonProse>> = {};
  for (const language of LESSON_LANGUAGES)
    prose[language] = { title: source.titles[language], intro: '', sections: {} };
  return prose as Lesson['prose'];
}

/** A lesson as the picker shows it before its prose is loaded: the steps and the titles, no narration yet. */
export function stubLesson(source: BuiltinLessonSource): Lesson {
  return {
    file: { ...source.file, prose: { en: `# ${source.titles.en}` } } as unknown as LessonFile,
    prose: titlesOnly(source),
  };
}

export interface BuiltinLessons {
  isBuiltin(id: string): boolean;
  /**
   * The lesson with the prose of `languages` loaded (besides every language loaded before), validated by restoreLesson
   * like an imported file; languages not loaded yet keep only their title.
   */
  load(id: string, languages: readonly LessonLanguage[]): Promise<LessonResult>;
}

export function createBuiltinLessons(sources: readonly BuiltinLessonSource[], catalog: LessonCatalog): BuiltinLessons {
  const loaded = new Map<string, Partial<Record<LessonLanguage, string>>>();
  return {
    isBuiltin: (id) => sources.some((s) => s.file.id === id),
    async load(id, languages) {
      const source = sources.find((s) => s.file.id === id);
      if (!source) return { ok: false, error: say('lesson.noBuiltin', { id }) };
      const texts = { ...loaded.get(id) };
      for (const language of new Set<LessonLanguage>(['en', ...languages])) {
        try {
          texts[language] ??= await source.loadProse(language);
        } catch (e) {
          return {
            ok: false,
            error: say('lesson.proseFailed', { language, id, reason: e instanceof Error ? e.message : String(e) }),
          };
        }
      }
      loaded.set(id, texts);
      const result = restoreLesson({ ...source.file, prose: texts }, catalog);
      if (!result.ok) return result;
      return {
        ok: true,
        lesson: { file: result.lesson.file, prose: { ...titlesOnly(source), ...result.lesson.prose } },
      };
    },
  };
}
