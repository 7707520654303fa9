// The lessons on offer: built-in ones whose prose loads on demand, and teachers' files, which may replace a built-in one.
import {
  LESSON_LANGUAGES,
  restoreLesson,
  type Lesson,
  type LessonCatalog,
  type LessonLanguage,
} from '../../persistence/lesson/index';
import type { Message } from '../../persistence/message';
import { createBuiltinLessons } from './builtin-lessons';
import type { LessonActions, LessonDeps, LessonGet, LessonSet } from './lesson-types';

export interface LessonLibrary {
  /** Whether this id's lesson is still the built-in one (no teacher's file took it over). */
  fromBuiltin(id: string): boolean;
  /** A built-in lesson with the prose of these languages loaded, put in the list (and the player); null with the error shown. */
  loadBuiltin(id: string, languages: LessonLanguage[]): Promise<Lesson | null>;
  actions: Pick<LessonActions, 'addLessons' | 'importLesson' | 'exportable' | 'setLanguage'>;
}

export function createLessonLibrary(
  { scenarios, labs, builtins = [] }: LessonDeps,
  get: LessonGet,
  set: LessonSet,
): LessonLibrary {
  const catalog: LessonCatalog = { scenarios: scenarios.map((s) => s.id), labs: labs.map((l) => l.id) };
  const builtin = createBuiltinLessons(builtins, catalog);
  /** Ids a restored file took over (a teacher's lesson replacing a built-in one): no longer loaded from the built-ins. */
  const restored = new Set<string>();
  const fromBuiltin = (id: string) => builtin.isBuiltin(id) && !restored.has(id);
  const withLesson = (lesson: Lesson) => {
    restored.add(lesson.file.id);
    return [...get().lessons.filter((l) => l.file.id !== lesson.file.id), lesson];
  };
  /** Puts a lesson in place of the one with its id, keeping the list's order. */
  const replaced = (lesson: Lesson) => get().lessons.map((l) => (l.file.id === lesson.file.id ? lesson : l));
  const loadBuiltin = async (id: string, languages: LessonLanguage[]): Promise<Lesson | null> => {
    const result = await builtin.load(id, languages);
    if (!result.ok) {
      set({ error: result.error });
      return null;
    }
    set({ lessons: replaced(result.lesson), ...(get().active?.file.id === id ? { active: result.lesson } : {}) });
    return result.lesson;
  };

  return {
    fromBuiltin,
    loadBuiltin,
    actions: {
      setLanguage: async (next) => {
        // The open lesson's prose in that language loads before the language switches: switching first showed the step
        // with the language's title only and no narration until its chunk arrived (about a second on a first load).
        const active = get().active;
        if (active && fromBuiltin(active.file.id)) {
          const loaded = await loadBuiltin(active.file.id, [next]);
          // Not loaded: the error line says why, and the lesson stays in the language it can narrate.
          if (!loaded && get().active?.file.id === active.file.id) return;
        }
        set({ language: next });
      },
      exportable: async (id) => {
        if (fromBuiltin(id)) return loadBuiltin(id, [...LESSON_LANGUAGES]);
        return get().lessons.find((l) => l.file.id === id) ?? null;
      },
      addLessons: (files) => {
        const errors: Message[] = [];
        for (const file of files) {
          const result = restoreLesson(file, catalog);
          if (result.ok) set({ lessons: withLesson(result.lesson) });
          else errors.push(result.error);
        }
        return errors;
      },
      importLesson: (text) => {
        const result = restoreLesson(text, catalog);
        if (result.ok) set({ lessons: withLesson(result.lesson) });
        return result;
      },
    },
  };
}
